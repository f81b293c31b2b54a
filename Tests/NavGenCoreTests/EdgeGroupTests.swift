import Testing

@testable import NavGenCore

/// SPEC §2.3 language 2: `edges` groups, `use`, `global`, and modals with their own stack; §2.5's
/// links into a modal's stack.
@Suite struct EdgeGroupTests {
    private func edges(_ graph: NavigationGraph, _ name: String) -> (pushes: [String], presents: [String]) {
        let screen = graph.screen(named: name)
        return (screen?.pushes ?? [], screen?.presents ?? [])
    }

    @Test func groupsExpandInPlaceAndGroupsUseGroups() throws {
        let checked = try graph(
            """
            tab home {
                push a
                use common
                push b
            }
            edges common {
                push c, a
                use modals
            }
            edges modals { present s }
            route a
            route b
            route c
            sheet s
            """)
        #expect(edges(checked, "home") == (["a", "c", "b"], ["s"]))
        #expect(edges(checked, "a") == ([], []))
    }

    @Test func globalEdgesComeFromEveryTabAndRouteButNoModal() throws {
        let checked = try graph(
            """
            global {
                present login
                use profiles
            }
            edges profiles { push profile }
            tab home { push post }
            tab search { present share }
            route post
            route profile
            sheet login { push post }
            cover about
            sheet share { present about }
            """)
        #expect(edges(checked, "home") == (["post", "profile"], ["login"]))
        #expect(edges(checked, "search") == (["profile"], ["share", "login"]))
        #expect(edges(checked, "profile") == (["profile"], ["login"]))
        #expect(edges(checked, "login") == (["post"], []))
        #expect(edges(checked, "share") == ([], ["about"]))
    }

    @Test func reachabilityGoesThroughGroupsAndGlobal() {
        #expect(
            diagnostics(
                """
                tab home { use flow }
                edges flow { push a }
                global { present s }
                route a
                sheet s
                route lost
                """) == [
                    "6:7: error: route 'lost' is unreachable: no chain of push and present edges from any tab leads to it [unreachable]"
                ])
    }

    @Test func groupDiagnostics() {
        #expect(
            diagnostics(
                """
                tab home { use fow, flow }
                edges flow { use steps }
                edges steps { use flow }
                edges flow { push a }
                edges spare { push a }
                route a
                """) == [
                    "1:16: error: unknown edges group 'fow'; did you mean 'flow'? [unknown-group]",
                    "3:19: error: edges groups use each other in a circle: flow → steps → flow [group-cycle]",
                    "4:7: error: edges group 'flow' is already declared [duplicate-type]",
                    "5:7: warning: edges group 'spare' is never used [unused-group]",
                    "6:7: error: route 'a' is unreachable: no chain of push and present edges from any tab leads to it [unreachable]",
                ])
    }

    @Test func aRepeatedUseIsAWarningAndAnEdgeAlsoInAGroupIsNot() throws {
        #expect(
            diagnostics(
                """
                tab home {
                    push a
                    use g, g
                }
                edges g { push a }
                route a
                """) == ["3:12: warning: 'use g' is already declared for 'home' [duplicate-edge]"])
    }

    @Test func aModalThatPushesHasAStack() throws {
        let checked = try graph(
            """
            tab home { present plain, flow, grouped }
            sheet plain
            sheet flow { push step }
            cover grouped { use steps }
            edges steps { push step }
            route step
            """)
        #expect(checked.modals.map(\.hasStack) == [false, true, true])
    }

    // MARK: - Links into a modal's stack (SPEC §2.5)

    private func destinations(_ text: String) throws -> [String: DeepLinkDestination] {
        Dictionary(
            try graph(text).deepLinks.map { ($0.pattern.text, $0.destination) }, uniquingKeysWith: { first, _ in first }
        )
    }

    @Test func aTabChainWinsOverAModalStackEvenWhenLonger() throws {
        let links = try destinations(
            """
            scheme "s"
            tab home { push a  present flow }
            route a { push b }
            route b { push target }
            route target url "/t"
            sheet flow { push target }
            """)
        #expect(
            links["/t"]
                == .stack(
                    tab: "home",
                    steps: [
                        DeepLinkStep(route: "a", arguments: []), DeepLinkStep(route: "b", arguments: []),
                        DeepLinkStep(route: "target", arguments: []),
                    ]))
    }

    @Test func aModalStackBindsTheModalsParametersFromTheURL() throws {
        let links = try destinations(
            """
            scheme "s"
            tab home { push item  present editor }
            route item(id: Int) { push step }
            sheet editor(draft: String, mode: String = "new") { push step }
            route step(draft: String, mode: String?, page: Int) url "/edit/:draft/:page?mode=:mode"
            """)
        #expect(
            links["/edit/:draft/:page?mode=:mode"]
                == .modalStack(
                    modal: DeepLinkStep(
                        route: "editor",
                        arguments: [
                            ("draft", .urlValue("draft")), ("mode", .urlValueOrDefault("mode", .string("new"))),
                        ]),
                    steps: [DeepLinkStep(route: "step", arguments: [])]))
    }

    @Test func modalStacksTieToTheShorterChainThenTheModalDeclaredFirst() throws {
        let links = try destinations(
            """
            scheme "s"
            tab home { present late, early, long }
            sheet late { push target }
            sheet early { push other, target }
            cover long { push other }
            route other { push target, deep }
            route target(id: Int) url "/t/:id"
            route deep(id: Int) url "/d/:id"
            """)
        #expect(
            links["/t/:id"]
                == .modalStack(
                    modal: DeepLinkStep(route: "late", arguments: []),
                    steps: [DeepLinkStep(route: "target", arguments: [])]))
        #expect(
            links["/d/:id"]
                == .modalStack(
                    modal: DeepLinkStep(route: "early", arguments: []),
                    steps: [
                        DeepLinkStep(route: "other", arguments: []), DeepLinkStep(route: "deep", arguments: []),
                    ]))
    }

    @Test func aModalWhoseParameterTheURLLacksIsSkipped() throws {
        let links = try destinations(
            """
            scheme "s"
            tab home { present needsID, open }
            sheet needsID(id: Int) { push target }
            sheet open { push middle }
            route middle { push target }
            route target url "/t"
            """)
        #expect(
            links["/t"]
                == .modalStack(
                    modal: DeepLinkStep(route: "open", arguments: []),
                    steps: [
                        DeepLinkStep(route: "middle", arguments: []), DeepLinkStep(route: "target", arguments: []),
                    ]))
    }

    @Test func aRouteOnlyInAModalStackReportsTheTabFailureFirst() {
        #expect(
            diagnostics(
                """
                scheme "s"
                tab home { push item  present wizard }
                route item(id: Int) { push target }
                sheet wizard(step: Int) { push target }
                route target url "/t"
                """) == [
                    "5:18: error: no stack can be built for 'target' from URL pattern \"/t\": 'item' on the way needs 'id: Int', which the pattern does not bind [unbindable-deep-link]"
                ])
    }
}
