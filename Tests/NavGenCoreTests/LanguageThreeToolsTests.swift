import Foundation
import Testing

@testable import NavGenCore

/// The tools over language 3 (SPEC §2.3 *(3)*, §2.6): `format`, `graph`, `diff`, `resolve` and
/// `check --urls` with conditions, `requires`, `stack`, and live and callback types.
@Suite struct LanguageThreeToolsTests {
    static let shop = """
        app Shop
        scheme "shop"
        type PostModel live
        type Picked callback
        condition signedIn present signIn

        tab home url "/" {
            push post, orders, order
            present about
        }
        route post(id: Int, model: PostModel?) url "/posts/:id"
        route orders(onPick: Picked) requires signedIn
        route order(id: Int) requires signedIn url "/orders/:id"
        sheet about stack url "/about"
        sheet signIn {
            push order
        }

        """

    @Test func formatWritesTheNewWordsInTheSpecsOrder() throws {
        let messy = """
            app   Shop
            condition   signedIn   present signIn
            type PostModel   live
            type Picked callback
            tab home url "/" requires signedIn, paid icon "house" { push post }
            route post(model: PostModel?)   requires   signedIn
            sheet signIn stack requires paid url "/s"
            cover paywall
            condition paid present paywall
            """
        let formatted = try #require(GraphFormatter.format(SourceFile(name: "x.nav", text: messy)).text)
        #expect(
            formatted == """
                app Shop
                condition signedIn present signIn
                type PostModel live
                type Picked callback
                tab home icon "house" requires signedIn, paid url "/" {
                    push post
                }
                route post(model: PostModel?) requires signedIn
                sheet signIn stack requires paid url "/s"
                cover paywall
                condition paid present paywall

                """)
        #expect(GraphFormatter.format(SourceFile(name: "x.nav", text: formatted)).text == formatted)
    }

    @Test func theGraphMarksConditionsTheirModalsAndLiveParameters() throws {
        let result = GraphCompiler.check(SourceFile(name: "shop.nav", text: Self.shop))
        let diagram = GraphDiagram(syntax: try #require(result.syntax), check: result)
        let dot = DOTWriter().write(diagram, sourceName: "shop.nav")
        #expect(dot.contains(#""post" [label="route post(id: Int, model: live PostModel?)\n/posts/:id"];"#))
        #expect(
            dot.contains(
                #""orders" [label="route orders(onPick: live Picked)\nrequires signedIn", style="rounded,bold"];"#))
        #expect(dot.contains(#""about" [label="sheet about stack\n/about", shape=note];"#))
        #expect(dot.contains(#""condition signedIn" [label="condition signedIn", shape=hexagon];"#))
        #expect(dot.contains(#""condition signedIn" -> "signIn" [style=dashed, label="present"];"#))
        let mermaid = MermaidWriter().write(diagram, sourceName: "shop.nav")
        #expect(mermaid.contains(#"c_signedIn{{"condition signedIn"}}"#))
        #expect(mermaid.contains("c_signedIn -. present .-> s_signIn"))
        #expect(mermaid.contains(#"s_order("route order(id: Int)<br/>/orders/:id<br/>requires signedIn")"#))
    }

    @Test func diffClassifiesConditionsStacksAndLiveTypes() throws {
        let gained = try GraphDiffTests.changes(
            from: Self.shop,
            to: Self.shop.replacingOccurrences(
                of: "route post(id: Int, model: PostModel?) url",
                with: "route post(id: Int, model: PostModel?) requires signedIn url")
        )
        #expect(
            gained == [
                "breaking-links 11 11: route 'post' now requires 'signedIn': an app that has not met it shows the condition's modal first; its links wait for the condition's modal instead of opening it, and a saved state restores without it"
            ])
        let lost = try GraphDiffTests.changes(
            from: Self.shop,
            to: Self.shop.replacingOccurrences(
                of: "route order(id: Int) requires signedIn", with: "route order(id: Int)"))
        #expect(
            lost == [
                "compatible 13 13: route 'order' no longer requires 'signedIn': it is shown without waiting for it"
            ])
        let live = try GraphDiffTests.changes(
            from: Self.shop.replacingOccurrences(of: "type PostModel live", with: "type PostModel"), to: Self.shop)
        #expect(
            live == [
                "breaking-state 3 3: 'type PostModel' is now 'type PostModel live': it is no longer saved, so a saved stack ends before the first screen that requires it"
            ])
        let saved = try GraphDiffTests.changes(
            from: Self.shop, to: Self.shop.replacingOccurrences(of: "type PostModel live", with: "type PostModel"))
        #expect(saved == ["compatible 3 3: 'type PostModel live' is now 'type PostModel': saved states now keep it"])
    }

    @Test func resolveAndCheckSayWhatALinkWaitsFor() throws {
        let matcher = URLMatcher(graph: try graph(Self.shop))
        let report = LinkReport(graph: matcher.graph, fileName: "shop.nav")
        #expect(
            report.text([matcher.resolve("shop://orders/3"), matcher.resolve("shop://posts/3")]) == """
                shop://orders/3 → tab home, stack [order(id: 3)]
                  matched "/orders/:id" of route order (shop.nav:13:44)
                  requires signedIn: until the app reports it, sheet signIn shows instead and the link waits
                shop://posts/3 → tab home, stack [post(id: 3, model: nil)]
                  matched "/posts/:id" of route post (shop.nav:11:44)

                """)
        let replay = URLCorpus(text: "shop://orders/3\nshop://posts/3\nshop://nope\n").replay(on: matcher)
        #expect(replay.opened == 2 && replay.waiting == 1 && replay.findings.count == 1)
        #expect(
            report.text(
                replay.findings, opened: replay.opened, waiting: replay.waiting, corpusName: "u.txt",
                comparedWithBase: false
            )
            .hasSuffix("checked 3 URLs: 2 open a screen (1 of them once a condition is met), 1 failed\n"))
    }
}
