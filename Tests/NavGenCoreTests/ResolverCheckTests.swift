import Foundation
import Testing

@testable import NavGenCore

/// SPEC §2.9: `resolver NAME[(PARAMS)] [requires …] [url "P"]* -> DEST, …` — checked, lowered,
/// formatted, drawn, diffed and reported by the tools.
@Suite struct ResolverCheckTests {
    static let matrix = """
        app Chat
        scheme "chat"
        condition signedIn present signIn
        tab rooms url "/" {
            push room
            present missing
        }
        tab settings url "/settings"
        route room(roomID: String, via: [String] = []) url "/room/:roomID?via=:via"
        sheet missing(alias: String)
        sheet signIn
        sheet expired
        resolver alias(alias: String) requires signedIn url "/r/:alias" -> room, missing
        resolver notice(kind: String, target: String) secret -> room, settings, expired

        """

    @Test func aResolverIsListedWithItsDestinationsAndWhatEachOpens() throws {
        let checked = try graph(Self.matrix)
        #expect(checked.resolvers.map(\.name) == ["alias", "notice"])
        #expect(checked.resolvers.map(\.destinations) == [["room", "missing"], ["room", "settings", "expired"]])
        #expect(checked.resolvers.map(\.requiredConditions) == [["signedIn"], []])
        #expect(checked.resolvers.map(\.isSecret) == [false, true])
        // Not a route or a modal: no case in their enums, no view.
        #expect(checked.routes.map(\.name) == ["room"])
        #expect(checked.modals.map(\.name) == ["missing", "signIn", "expired"])
        #expect(
            checked.destinationLinks["room"]
                == .stack(tab: "rooms", steps: [DeepLinkStep(route: "room", arguments: [])]))
        #expect(checked.destinationLinks["missing"] == .modal("missing"))
        #expect(checked.destinationLinks["settings"] == .stackRoot(tab: "settings"))
        #expect(checked.destinationLinks["expired"] == .modal("expired"))
        #expect(checked.deepLinks.last?.destination == .resolver("alias"))
    }

    /// `expired` is presented by nothing: a resolver's DEST counts as reachable.
    @Test func aDestinationIsReachable() {
        #expect(diagnostics(Self.matrix) == [])
        let unlisted = Self.matrix.replacingOccurrences(of: "-> room, settings, expired", with: "-> room, settings")
        #expect(
            diagnostics(unlisted) == [
                "12:7: error: sheet 'expired' is unreachable: no chain of push and present edges from any tab leads to it [unreachable]"
            ])
    }

    @Test func noEdgeMayNameAResolver() {
        let text = Self.matrix.replacingOccurrences(of: "present missing", with: "present missing, alias")
        #expect(
            diagnostics(text) == [
                "6:22: error: 'present' takes a sheet, cover, alert or dialog, but 'alias' is a resolver; a resolver has no screen: a link or 'router.resolve(_:)' opens it [wrong-edge-kind]"
            ])
    }

    @Test func itsPatternsTakePartInDuplicateURL() {
        let duplicate = Self.matrix.replacingOccurrences(of: "url \"/r/:alias\"", with: "url \"/room/:alias\"")
        #expect(
            diagnostics(duplicate) == [
                "13:53: error: URL pattern \"/room/:alias\" matches the same URLs as \"/room/:roomID?via=:via\" of 'room'; the query never tells two patterns apart, only the path does [duplicate-url]"
            ])
    }

    @Test func aLiveParameterIsNoURLs() {
        let text =
            "type Payload live\n"
            + Self.matrix.replacingOccurrences(of: "alias(alias: String)", with: "alias(alias: Payload)")
        #expect(
            diagnostics(text) == [
                "14:58: error: URL pattern \"/r/:alias\" cannot hold 'alias': 'alias' is of live type Payload, which is passed in memory only and no URL carries; put an ID in the URL and let the screen load by it [type-not-in-url]"
            ])
    }

    /// A resolver's patterns are claimed on the graph's hosts as a route's are.
    @Test func theAssociationFileClaimsItsPatterns() throws {
        let hosted = Self.matrix.replacingOccurrences(of: "scheme \"chat\"", with: "host \"chat.example.org\"")
        let rendered = AppSiteAssociation(graph: try graph(hosted)).document(appIDs: ["ABCDE12345.com.example.chat"])
            .rendered()
        #expect(
            rendered.contains(
                #"{\#n            "/": "/r/?*",\#n            "comment": "resolver alias: /r/:alias"\#n          }"#))
    }

    @Test func scaffoldWritesStarterResolversAnsweringNothing() throws {
        let scaffold = ScaffoldEmitter(options: EmitterOptions(sourceName: "chat.nav")).emit(try graph(Self.matrix))
        #expect(
            scaffold.hasSuffix(
                """
                /// Where each resolver of Chat leads; set `router.resolvers` to one.
                @MainActor
                final class ChatAppResolvers: ChatResolvers {
                    init() {}

                    func alias(alias: String) async throws -> ChatResolution.AliasOutcome {
                        // Look it up and return where it leads: .room, .missing.
                        .nothing
                    }

                    func notice(kind: String, target: String) async throws -> ChatResolution.NoticeOutcome {
                        // Look it up and return where it leads: .room, .settings, .expired.
                        .nothing
                    }
                }

                """))
    }

    @Test func formatWritesItsDestinationsAfterAnArrow() {
        let text = """
            tab home { present a }
            sheet a(id:Int)
            resolver   r(id:Int)  secret   url "/r/:id"->a,home
            resolver aVeryLongResolverNameForALink(someIdentifier: String, anotherIdentifier: String) url "/long/:someIdentifier/:anotherIdentifier" -> a, home

            """
        #expect(
            GraphFormatter.format(SourceFile(name: "test.nav", text: text)).text == """
                tab home {
                    present a
                }
                sheet a(id: Int)
                resolver r(id: Int) secret url "/r/:id" -> a, home
                resolver aVeryLongResolverNameForALink(someIdentifier: String, anotherIdentifier: String) url "/long/:someIdentifier/:anotherIdentifier"
                    -> a, home

                """)
    }

    @Test func theDiagramDrawsAResolverWithItsDestinations() throws {
        let result = GraphCompiler.check(SourceFile(name: "chat.nav", text: Self.matrix))
        let diagram = GraphDiagram(syntax: try #require(result.syntax), check: result)
        let dot = DOTWriter().write(diagram, sourceName: "chat.nav")
        #expect(
            dot.contains(
                "    \"notice\" [label=\"resolver notice(kind: String, target: String) secret\", shape=diamond];\n"))
        #expect(
            dot.contains(
                "    \"notice\" -> \"room\" [style=dashed, color=gray, label=\"resolves\"];\n    \"notice\" -> \"settings\" [style=dashed, color=gray, label=\"resolves\"];\n"
            ))
        let mermaid = MermaidWriter().write(diagram, sourceName: "chat.nav")
        #expect(mermaid.contains("    s_notice{\"resolver notice(kind: String, target: String) secret\"}\n"))
        #expect(mermaid.contains("    s_alias -. resolves .-> s_room\n    s_alias -. resolves .-> s_missing\n"))
    }
}
