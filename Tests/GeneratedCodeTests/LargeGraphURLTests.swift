import Foundation
import LargeNavigation
import Testing

/// Past 200 cases a route's URL is written from a table of case layouts instead of a switch:
/// the same URLs as the switch writes for a small graph, and each opens its own route.
@Suite struct LargeGraphURLTests {
    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()

    @Test func writesEachRoutesFirstPattern() {
        #expect(SyntheticRoute.hub0.url?.absoluteString == "syn://h0")
        #expect(SyntheticRoute.hub1().url?.absoluteString == "syn://h1?sort=new")
        #expect(SyntheticRoute.hub1(sort: "a b", page: 3).url?.absoluteString == "syn://h1?page=3&sort=a%20b")
        #expect(
            SyntheticRoute.leaf1(id: Self.uuid).url?.absoluteString
                == "syn://h8/l1/E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        #expect(SyntheticRoute.leaf2(id: "x/y", part: 7).url?.absoluteString == "syn://t2/h20/l2/x%2Fy/7")
        #expect(SyntheticRoute.leaf3(id: 2.5).url?.absoluteString == "syn://h12/l3/2.5")
        #expect(SyntheticRoute.leaf4(id: true).url?.absoluteString == "syn://h9/l4/true?n=1")
        #expect(
            SyntheticRoute.leaf7(id: "a", source: "mail", part: 2).url?.absoluteString == "syn://t1/h11/l7/a/2?src=mail"
        )
        #expect(SyntheticRoute.leaf7(id: "a", part: 2).url?.absoluteString == "syn://t1/h11/l7/a/2")
    }

    @Test func hasNoURLWithoutAPatternOrAWritableValue() {
        #expect(SyntheticRoute.hub3.url == nil)
        #expect(SyntheticRoute.leaf2(id: "", part: 1).url == nil)
        #expect(SyntheticRoute.leaf3(id: .infinity).url == nil)
        // An empty source would be left out, and the URL read back as a route without one.
        #expect(SyntheticRoute.leaf7(id: "q", source: "", part: 1).url == nil)
    }

    /// SPEC §4's law: a route's URL opens a stack ending in that route.
    @Test func eachURLOpensItsRoute() throws {
        let routes: [SyntheticRoute] = [
            .hub0, .hub1(), .hub1(sort: "é", page: -4), .leaf1(id: Self.uuid), .leaf2(id: "x", part: 0),
            .leaf3(id: -0.5), .leaf4(id: false, count: 9), .leaf7(id: "q", source: "s", part: 1),
        ]
        for route in routes {
            let url = try #require(route.url, "\(route)")
            guard case .stack(_, let stack) = SyntheticDeepLink(url: url) else {
                Issue.record("\(url) opens no stack")
                continue
            }
            #expect(stack.last == route, "\(url)")
        }
    }
}
