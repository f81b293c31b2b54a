import Foundation
import Testing

@testable import NavGenCore

/// SPEC §2.3 *(5)* "A route also presented": `route NAME also sheet|cover [stack]` is one screen
/// that `push` edges push and `present` edges present.
@Suite struct AlsoPresentedTests {
    static let messenger = """
        app Chat
        scheme "chat"
        condition signedIn present signIn
        tab chats url "/" {
            push group, member
        }
        route group(id: Int) url "/group/:id" {
            push member
        }
        route chat(id: Int) {
            present member, card
        }
        route member(id: Int) also sheet requires signedIn url "/member/:id" {
            push chat
        }
        route card(id: Int) also cover stack secret
        sheet signIn

        """

    @Test func aPresentEdgeToARouteAlsoPresentedIsValid() throws {
        let checked = try graph(
            Self.messenger.replacingOccurrences(of: "push group, member", with: "push group, member, card"))
        #expect(checked.routes.map(\.name) == ["group", "chat", "member", "card"])
        #expect(checked.modals.map(\.name) == ["signIn"])
        #expect(checked.sheets.map(\.name) == ["signIn", "member", "card"])
        #expect(checked.sheets.map(\.kind) == [.sheet, .sheet, .cover])
        // `member` pushes, so its presented form has a stack; `card` is declared with one.
        #expect(checked.sheets.map(\.hasStack) == [false, true, true])
        #expect(checked.sheets.map(\.isPresentedRoute) == [false, true, true])
        #expect(checked.sheets.map(\.isSecret) == [false, false, true])
        #expect(checked.sheets.map(\.requiredConditions) == [[], ["signedIn"], []])
        // The presented form has no patterns: the route's open the pushed form.
        #expect(checked.sheets.map { $0.urlPatterns.count } == [0, 0, 0])
        #expect(
            checked.deepLinks.map(\.destination) == [
                .stackRoot(tab: "chats"),
                .stack(tab: "chats", steps: [DeepLinkStep(route: "group", arguments: [])]),
                .stack(tab: "chats", steps: [DeepLinkStep(route: "member", arguments: [])]),
            ])
    }

    /// `card` is only ever presented (from `chat`, which `member` pushes): reachable all the same.
    @Test func aRouteReachedOnlyByBeingPresentedIsReachable() {
        #expect(diagnostics(Self.messenger) == [])
        let neverPresented = Self.messenger.replacingOccurrences(of: "present member, card", with: "present member")
        #expect(
            diagnostics(neverPresented) == [
                "16:7: error: route 'card' is unreachable: no chain of push and present edges from any tab leads to it [unreachable]"
            ])
    }

    @Test func itsPatternsNeedAChainToThePushedForm() {
        let presentedOnly = """
            app Chat
            scheme "chat"
            tab chats url "/" {
                present member
            }
            route member(id: Int) also sheet url "/member/:id"

            """
        #expect(
            diagnostics(presentedOnly) == [
                "6:38: error: no stack can be built for 'member' from URL pattern \"/member/:id\": no chain of push edges from any tab or a modal with a stack leads to it; a link opens a route pushed, also one that is presented elsewhere [unbindable-deep-link]"
            ])
    }

    @Test func whatCannotBeAlsoPresented() {
        #expect(
            diagnostics("tab home { push a present a }\nroute a also sheet locked\n") == [
                "2:20: error: a route declared 'also sheet' cannot be 'locked'; declare a sheet of its own for work the user must not lose [invalid-alert]"
            ])
        #expect(
            diagnostics("tab home { present m }\nsheet m also sheet\n") == [
                "2:9: error: only a route is 'also' presented; a sheet is presented already [syntax]"
            ])
        #expect(
            diagnostics("tab home { push a }\nroute a secret also sheet\n") == [
                "2:16: error: 'also' comes right after the route's name and parameters [syntax]"
            ])
        #expect(
            diagnostics("tab home { push a present a }\nroute a\n") == [
                "1:27: error: 'present' takes a sheet, cover, alert or dialog, but 'a' is a route; declare it 'route a also sheet' to present it as well as push it [wrong-edge-kind]"
            ])
    }

    @Test func aConditionCannotPresentIt() {
        let text = """
            condition signedIn present login
            tab home {
                push login, account
                present login
            }
            route login also sheet
            route account requires signedIn

            """
        #expect(
            diagnostics(text) == [
                "1:28: error: condition 'signedIn' cannot present 'login': 'login' is a route declared 'also sheet'; a condition presents a sheet or cover of its own that lets the user meet it [invalid-condition]"
            ])
    }

    @Test func formatWritesItAfterTheParameters() {
        let text = """
            tab home { push a, b present a, b }
            route a(id:Int)   also   sheet   stack secret url "/a/:id"
            route b also cover

            """
        #expect(
            GraphFormatter.format(SourceFile(name: "test.nav", text: text)).text == """
                tab home {
                    push a, b
                    present a, b
                }
                route a(id: Int) also sheet stack secret url "/a/:id"
                route b also cover

                """)
    }

    @Test func theGeneratedSheetEnumHasItsCaseAndItsLinkIsTheRoutes() throws {
        let swift = SwiftEmitter(options: EmitterOptions(sourceName: "test.nav")).emit(
            try graph(Self.messenger.replacingOccurrences(of: "push group, member", with: "push group, member, chat")))
        #expect(swift.contains("    /// `route member also sheet`: the route, presented.\n    case member(id: Int)\n"))
        #expect(swift.contains("    /// `route card also cover`: the route, presented.\n    case card(id: Int)\n"))
        #expect(swift.contains("case .member(let id): return ChatRoute.member(id: id)._url(for: audience)"))
        // One view for both forms.
        #expect(swift.components(separatedBy: "func member(id: Int) -> ViewOfMember").count == 2)
        #expect(swift.contains("case .member(let id): self.member(id: id)"))
    }
}
