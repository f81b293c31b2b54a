import Foundation
import LargeNavigation
import Testing

/// Tests/Graphs/large.nav has 250 routes, past the 200-case limit where the route enum's
/// `Codable` is written out instead of synthesized: the JSON must be Swift's synthesized format
/// (compare `CoffeeRoute.menuItem(id: 42)` → `{"menuItem":{"id":42}}`), so saved state reads the
/// same whichever side of the limit a graph is on.
@Suite struct LargeGraphCodingTests {
    static func json(_ route: SyntheticRoute) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(route), as: UTF8.self)
    }

    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()

    @Test func encodesInTheSynthesizedFormat() throws {
        #expect(try Self.json(.hub0) == #"{"hub0":{}}"#)
        #expect(try Self.json(.hub1(page: 3)) == #"{"hub1":{"page":3,"sort":"new"}}"#)
        #expect(try Self.json(.hub1()) == #"{"hub1":{"sort":"new"}}"#)
        #expect(try Self.json(.leaf1(id: Self.uuid)) == #"{"leaf1":{"id":"E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}}"#)
        #expect(try Self.json(.leaf2(id: "a\"b", part: 7)) == #"{"leaf2":{"id":"a\"b","part":7}}"#)
    }

    /// The same cases with the conformance Swift synthesizes, for a side-by-side comparison.
    enum SynthesizedRoute: Codable {
        case hub0
        case hub1(sort: String = "new", page: Int? = nil)
        case leaf1(id: UUID)
        case leaf2(id: String, part: Int)
    }

    @Test func matchesSwiftsSynthesizedCodingBothWays() throws {
        let pairs: [(SyntheticRoute, SynthesizedRoute)] = [
            (.hub0, .hub0), (.hub1(page: 3), .hub1(page: 3)), (.hub1(sort: "x"), .hub1(sort: "x")),
            (.leaf1(id: Self.uuid), .leaf1(id: Self.uuid)), (.leaf2(id: "é", part: 0), .leaf2(id: "é", part: 0)),
        ]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for (written, synthesized) in pairs {
            let ours = try encoder.encode(written)
            let swifts = try encoder.encode(synthesized)
            #expect(String(decoding: ours, as: UTF8.self) == String(decoding: swifts, as: UTF8.self))
            #expect(try JSONDecoder().decode(SyntheticRoute.self, from: swifts) == written)
        }
    }

    @Test func roundTripsEveryKindOfValue() throws {
        let routes: [SyntheticRoute] = [
            .hub0, .hub1(sort: "old", page: nil), .hub1(page: 2), .leaf1(id: Self.uuid), .leaf2(id: "x", part: -1),
        ]
        let data = try JSONEncoder().encode(routes)
        #expect(try JSONDecoder().decode([SyntheticRoute].self, from: data) == routes)
    }

    @Test func refusesWhatItCannotRead() {
        let cases = [
            #"{"noSuchRoute":{}}"#, #"{}"#, #"{"hub0":{},"hub1":{}}"#, #"{"leaf2":{"id":"x"}}"#,
            #"{"leaf1":{"id":"not a uuid"}}"#,
        ]
        for json in cases {
            #expect(throws: DecodingError.self, "\(json)") {
                try JSONDecoder().decode(SyntheticRoute.self, from: Data(json.utf8))
            }
        }
    }

    /// The state decodes tolerantly on top of it: an unknown route cuts its stack there.
    @Test func stateCutsAStackAtAnUnknownRoute() throws {
        let json = #"{"selectedTab":"tab1","stacks":{"tab1":[{"hub1":{"sort":"new"}},{"gone":{}},{"hub0":{}}]}}"#
        let state = try JSONDecoder().decode(SyntheticNavigationState.self, from: Data(json.utf8))
        #expect(state.selectedTab == .tab1)
        #expect(state.stacks[.tab1] == [.hub1()])
    }
}
