import Foundation
import Testing

@testable import NavGenCore

/// SPEC §2.5: the stack a route's URL opens, computed at build time.
@Suite struct DeepLinkChainTests {
    private func destinations(_ text: String) throws -> [String: DeepLinkDestination] {
        let checked = try graph(text)
        return Dictionary(
            checked.deepLinks.map { ($0.pattern.text, $0.destination) }, uniquingKeysWith: { first, _ in first })
    }

    private func appGraph() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../graphs/app.nav")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func specExamplesForTheCoffeeGraph() throws {
        let links = try destinations(try appGraph())
        #expect(links["/menu/:id"] == .stack(tab: "menu", steps: [DeepLinkStep(route: "menuItem", arguments: [])]))
        // Every tab chain to checkout passes menuItem, whose id the URL lacks; cart pushes it in its own stack.
        #expect(
            links["/checkout"]
                == .modalStack(
                    modal: DeepLinkStep(route: "cart", arguments: []),
                    steps: [DeepLinkStep(route: "checkout", arguments: [])]))
        #expect(links["/orders/:id"] == .stack(tab: "orders", steps: [DeepLinkStep(route: "order", arguments: [])]))
        #expect(links["/o/:id"] == .stack(tab: "orders", steps: [DeepLinkStep(route: "order", arguments: [])]))
        #expect(
            links["/profile/settings"]
                == .stack(tab: "profile", steps: [DeepLinkStep(route: "settings", arguments: [])]))
        #expect(links["/menu"] == .stackRoot(tab: "menu"))
        #expect(links["/cart"] == .modal("cart"))
    }

    @Test func shorterChainWinsOverEarlierTab() throws {
        let links = try destinations(
            """
            scheme "s"
            tab first { push a }
            tab second { push target }
            route a { push target }
            route target url "/target"
            """)
        #expect(links["/target"] == .stack(tab: "second", steps: [DeepLinkStep(route: "target", arguments: [])]))
    }

    @Test func tiesGoToTheLongestTabPrefixThenTheFirstTab() throws {
        let links = try destinations(
            """
            scheme "s"
            tab home url "/" { push item, other }
            tab shop url "/shop" { push item }
            tab extra { push other }
            route item(id: Int) url "/shop/items/:id"
            route other url "/other"
            """)
        #expect(links["/shop/items/:id"] == .stack(tab: "shop", steps: [DeepLinkStep(route: "item", arguments: [])]))
        #expect(links["/other"] == .stack(tab: "home", steps: [DeepLinkStep(route: "other", arguments: [])]))
    }

    @Test func intermediateRoutesTakeTheirParametersFromTheURL() throws {
        let links = try destinations(
            """
            scheme "s"
            tab home { push order }
            route order(orderID: UUID, note: String?, page: Int = 1) { push receipt }
            route receipt(orderID: UUID, note: String?, page: Int?) url "/orders/:orderID/receipt?note=:note&page=:page"
            """)
        #expect(
            links["/orders/:orderID/receipt?note=:note&page=:page"]
                == .stack(
                    tab: "home",
                    steps: [
                        DeepLinkStep(
                            route: "order",
                            arguments: [
                                ("orderID", .urlValue("orderID")), ("note", .urlValue("note")),
                                ("page", .urlValueOrDefault("page", .int(1))),
                            ]),
                        DeepLinkStep(route: "receipt", arguments: []),
                    ]))
    }

    @Test func anUnbindableShortChainGivesWayToALongerBindableOne() throws {
        let links = try destinations(
            """
            scheme "s"
            tab home { push needsID, hub }
            route needsID(id: Int) { push target }
            route hub { push free }
            route free { push target }
            route target url "/target"
            """)
        #expect(
            links["/target"]
                == .stack(
                    tab: "home",
                    steps: [
                        DeepLinkStep(route: "hub", arguments: []),
                        DeepLinkStep(route: "free", arguments: []),
                        DeepLinkStep(route: "target", arguments: []),
                    ]))
    }

    @Test func aChainWithManyWaysBackIsFoundFromATree() throws {
        // `target`'s short chain needs an id its URL lacks. Searching back from it meets forty
        // routes that push it and forty that push each of those, more than the graph has
        // screens, so the search stops and a tree from the tab answers: the same chain.
        let middle = (1...40).map { "q\($0)" }
        let outer = (1...40).map { "p\($0)" }
        var text = "scheme \"s\"\ntab home { push needsID, free }\nroute needsID(id: Int) { push target }\n"
        text += "route free { push \(outer.joined(separator: ", ")) }\n"
        for name in outer { text += "route \(name) { push \(middle.joined(separator: ", ")) }\n" }
        for name in middle { text += "route \(name) { push target }\n" }
        text += "route target url \"/target\"\n"
        let links = try destinations(text)
        #expect(
            links["/target"]
                == .stack(
                    tab: "home", steps: ["free", "p1", "q1", "target"].map { DeepLinkStep(route: $0, arguments: []) }))
    }

    @Test func typeMismatchDoesNotBind() {
        #expect(
            diagnostics(
                """
                scheme "s"
                tab home { push parent }
                route parent(id: UUID) { push child }
                route child(id: Int) url "/child/:id"
                """) == [
                    "4:26: error: no stack can be built for 'child' from URL pattern \"/child/:id\": 'parent' on the way needs 'id: UUID', which the pattern does not bind [unbindable-deep-link]"
                ])
    }

    @Test func anOptionalQueryValueCannotFillARequiredParameter() {
        #expect(
            diagnostics(
                """
                scheme "s"
                tab home { push parent }
                route parent(id: Int) { push child }
                route child(id: Int?) url "/child?id=:id"
                """) == [
                    "4:27: error: no stack can be built for 'child' from URL pattern \"/child?id=:id\": 'parent' on the way needs 'id: Int', which the pattern does not bind [unbindable-deep-link]"
                ])
    }

    @Test func rootGraphsOpenStacksWithoutATab() throws {
        let links = try destinations("scheme \"s\"\nroot url \"/\" { push a }\nroute a url \"/a\"\n")
        #expect(links["/"] == .stackRoot(tab: nil))
        #expect(links["/a"] == .stack(tab: nil, steps: [DeepLinkStep(route: "a", arguments: [])]))
    }

    @Test func tenThousandRoutesResolve() throws {
        // A hundred hubs of a hundred leaves each, all with URLs (timings live in benchmarks).
        var text = "scheme \"s\"\ntab home {\n    push \((0..<100).map { "hub\($0)" }.joined(separator: ", "))\n}\n"
        for hub in 0..<100 {
            let leaves = (0..<99).map { "leaf\(hub)x\($0)" }
            text += "route hub\(hub)(hub: Int) url \"/hubs/\(hub)/:hub\" { push \(leaves.joined(separator: ", ")) }\n"
            for leaf in leaves {
                text += "route \(leaf)(hub: Int, id: UUID) url \"/hubs/\(hub)/:hub/\(leaf)/:id\"\n"
            }
        }
        let checked = try graph(text)
        #expect(checked.routes.count == 10_000)
        #expect(
            checked.deepLinks.last?.destination
                == .stack(
                    tab: "home",
                    steps: [
                        DeepLinkStep(route: "hub99", arguments: [("hub", .urlValue("hub"))]),
                        DeepLinkStep(route: "leaf99x98", arguments: []),
                    ]))
    }
}
