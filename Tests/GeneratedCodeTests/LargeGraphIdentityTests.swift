import Foundation
import LargeNavigation
import Testing

/// Past 200 cases the route enum's `==` and `hash(into:)` are written out (through an `Identity`
/// of typed slots) instead of synthesized: they must say exactly what Swift's synthesized ones say.
@Suite struct LargeGraphIdentityTests {
    /// The same cases with the conformance Swift synthesizes, for a side-by-side comparison.
    enum SynthesizedRoute: Hashable {
        case hub0
        case hub1(sort: String = "new", page: Int? = nil)
        case hub2
        case leaf2(id: String, part: Int)
        case leaf3(id: Double)
        case leaf7(id: String, source: String? = nil, part: Int)
    }

    static let pairs: [(SyntheticRoute, SynthesizedRoute)] = [
        (.hub0, .hub0), (.hub2, .hub2),
        (.hub1(), .hub1()), (.hub1(page: 3), .hub1(page: 3)), (.hub1(sort: "x"), .hub1(sort: "x")),
        (.hub1(sort: "x", page: 3), .hub1(sort: "x", page: 3)),
        (.leaf2(id: "a", part: 1), .leaf2(id: "a", part: 1)), (.leaf2(id: "a", part: 2), .leaf2(id: "a", part: 2)),
        (.leaf2(id: "b", part: 1), .leaf2(id: "b", part: 1)),
        (.leaf3(id: 0), .leaf3(id: 0)), (.leaf3(id: -0.0), .leaf3(id: -0.0)), (.leaf3(id: .nan), .leaf3(id: .nan)),
        (.leaf7(id: "a", part: 1), .leaf7(id: "a", part: 1)),
        (.leaf7(id: "a", source: "a", part: 1), .leaf7(id: "a", source: "a", part: 1)),
        (.leaf7(id: "a", source: "", part: 1), .leaf7(id: "a", source: "", part: 1)),
    ]

    @Test func equalExactlyWhenSynthesizedEqualityIs() {
        for (left, synthesizedLeft) in Self.pairs {
            for (right, synthesizedRight) in Self.pairs {
                #expect((left == right) == (synthesizedLeft == synthesizedRight), "\(left) == \(right)")
            }
        }
    }

    @Test func equalValuesHashAlike() {
        for (left, _) in Self.pairs {
            for (right, _) in Self.pairs where left == right {
                #expect(left.hashValue == right.hashValue, "\(left) and \(right)")
            }
        }
        #expect(SyntheticRoute.leaf3(id: 0).hashValue == SyntheticRoute.leaf3(id: -0.0).hashValue)
    }

    @Test func aSetKeepsOneOfEachValue() {
        let routes: [SyntheticRoute] = [
            .hub0, .hub0, .hub1(), .hub1(sort: "new"), .hub1(page: nil), .leaf2(id: "a", part: 1),
            .leaf2(id: "a", part: 2),
        ]
        #expect(Set(routes).count == 4)
    }
}
