import Foundation
import Testing

@testable import NavGenCore

/// Language 4's conditions and modals in the checks and tools (SPEC §2.6 *(4)*, §2.7, §3):
/// `requires !C`, `condition NAME` without `present`, `locked`, `secret`, in `lint`, `format`,
/// `graph`, `diff` and `resolve`. Their malformed forms are Tests/Malformed/175–179.
@Suite struct LanguageFourConditionTests {
    static let chat = """
        app Chat
        scheme "chat"
        condition signedIn present signIn
        condition canPost

        tab rooms url "/" {
            push room, provisioning
            present compose
        }
        route room(id: Int) url "/rooms/:id"
        route provisioning(code: String) requires !signedIn url "/provision/:code"
        sheet compose(draft: String?) stack locked requires signedIn, canPost url "/compose"
        cover signIn requires !signedIn {
            push reset
        }
        route reset(token: String) secret requires !signedIn url "/reset?token=:token"

        """

    static func check(_ text: String) -> CheckResult {
        GraphCompiler.check(SourceFile(name: "chat.nav", text: text))
    }

    @Test func theGraphChecksAndEachScreenSaysWhatItNeeds() throws {
        let result = Self.check(Self.chat)
        #expect(result.diagnostics.map(\.message) == [])
        let graph = try #require(result.graph)
        // The modal of C may require !C: it leaves once C holds anyway.
        #expect(graph.screen(named: "signIn")?.excludedConditions == ["signedIn"])
        #expect(graph.screen(named: "provisioning")?.excludedConditions == ["signedIn"])
        #expect(graph.screen(named: "compose")?.requiredConditions == ["signedIn", "canPost"])
        #expect(graph.screen(named: "compose")?.isLocked == true && graph.screen(named: "compose")?.isSecret == false)
        #expect(graph.screen(named: "reset")?.isSecret == true)
        #expect(graph.conditions.map(\.modal) == ["signIn", nil])
    }

    @Test func formatKeepsTheNewWordsInTheirPlaces() {
        let messy = """
            app Chat
            condition   canPost
            tab rooms { push reset
            present compose }
            sheet compose(draft: String?)   stack  locked   secret requires  signedIn,!canPost
            route reset(token: String)  secret
            condition signedIn present compose

            """
        let formatted = GraphFormatter.format(SourceFile(name: "x.nav", text: messy)).text
        #expect(
            formatted == """
                app Chat
                condition canPost
                tab rooms {
                    push reset
                    present compose
                }
                sheet compose(draft: String?) stack locked secret requires signedIn, !canPost
                route reset(token: String) secret
                condition signedIn present compose

                """)
    }

    @Test func theGraphDrawsNegatedConditionsAndLockedModals() throws {
        let result = Self.check(Self.chat)
        let diagram = GraphDiagram(syntax: try #require(result.syntax), check: result)
        let dot = DOTWriter().write(diagram, sourceName: "chat.nav")
        #expect(
            dot.contains(
                #""provisioning" [label="route provisioning(code: String)\n/provision/:code\nrequires !signedIn", style="rounded,bold"];"#
            ))
        #expect(
            dot.contains(
                #""compose" [label="sheet compose(draft: String?) stack locked\n/compose\nrequires signedIn, canPost", shape=note, style="rounded,bold"];"#
            ))
        #expect(dot.contains(#""condition canPost" [label="condition canPost", shape=hexagon];"#))
        #expect(!dot.contains(#""condition canPost" ->"#))
    }

    @Test func diffClassifiesAGainedOrLostNegatedRequirement() throws {
        let gained = try GraphDiffTests.changes(
            from: Self.chat,
            to: Self.chat.replacingOccurrences(
                of: "route room(id: Int) url", with: "route room(id: Int) requires !canPost url"))
        #expect(
            gained == [
                "breaking-links 10 10: route 'room' now requires '!canPost': it is no longer shown while 'canPost' holds; its links are dropped while it holds, and a saved state restores without it"
            ])
        let lost = try GraphDiffTests.changes(
            from: Self.chat,
            to: Self.chat.replacingOccurrences(
                of: "route provisioning(code: String) requires !signedIn", with: "route provisioning(code: String)"))
        #expect(
            lost == [
                "compatible 11 11: route 'provisioning' no longer requires '!signedIn': it is shown also while 'signedIn' holds"
            ])
    }

    @Test func diffClassifiesLockedAndSecret() throws {
        let changed = try GraphDiffTests.changes(
            from: Self.chat,
            to: Self.chat.replacingOccurrences(of: "stack locked requires", with: "stack requires")
                .replacingOccurrences(of: "route room(id: Int) url", with: "route room(id: Int) secret url"))
        #expect(
            changed == [
                "breaking-state 10 10: route 'room' is now secret: a saved state no longer holds it, so a saved stack ends before it",
                "compatible 12 12: sheet 'compose' is no longer locked: navigations take it away as any modal",
            ])
    }

    @Test func resolveSaysWhatALinkWaitsForAndWhatRefusesIt() throws {
        let graph = try #require(Self.check(Self.chat).graph)
        let matcher = URLMatcher(graph: graph)
        let report = LinkReport(graph: graph, fileName: "chat.nav")
        let text = report.text(
            ["chat://provision/abc", "chat://compose", "chat://reset?token=t"].map { matcher.resolve($0) })
        #expect(
            text == """
                chat://provision/abc → tab rooms, stack [provisioning(code: "abc")]
                  matched "/provision/:code" of route provisioning (chat.nav:11:57)
                  refused while signedIn holds: the app drops the link (open still returns true)
                chat://compose → sheet compose(draft: nil)
                  matched "/compose" of sheet compose (chat.nav:12:75)
                  requires signedIn: until the app reports it, cover signIn shows instead and the link waits
                  requires canPost, which no screen meets: while it does not hold, the link is dropped
                chat://reset?token=t → cover signIn, stack [reset(token: <secret>)]
                  matched "/reset?token=:token" of route reset (chat.nav:16:58)
                  refused while signedIn holds: the app drops the link (open still returns true)

                """)
        #expect(
            graph.linkConditions(toOpen: try #require(matcher.resolve("chat://reset?token=t").target)).required == [])
        let replay = URLCorpus(text: "chat://provision/a\nchat://compose\nchat://rooms/2\n").replay(on: matcher)
        #expect(replay.opened == 3 && replay.waiting == 1 && replay.refusable == 1)
        #expect(
            report.text(
                replay.findings, opened: replay.opened, waiting: replay.waiting, refusable: replay.refusable,
                corpusName: "u.txt", comparedWithBase: false)
                == "checked 3 URLs: 3 open a screen (1 of them once a condition is met; 1 refused while a condition holds)\n"
        )
    }
}
