import Foundation
import Testing

@testable import NavGenCore

/// The tools over app types (SPEC §2.3): `format`, `graph`, `resolve`, `check --urls` and
/// `scaffold`. `diff` is in AppTypeDiffTests.
@Suite struct AppTypeToolsTests {
    static let social = """
        app Social
        import SocialModels
        scheme "social"
        type Account
        type Visibility: String
        type UserID: Int
        type Contact.ID = UUID
        tab home url "/" {
            push account, profile, search, contact, web, model
        }
        route account(id: UserID) url "/accounts/:id"
        route profile(handle: String) url "/accounts/:handle"
        route search(q: String, tags: [String]?, v: [Visibility] = []) url "/search/:q?tag=:tags&v=:v"
        route contact(id: Contact.ID) url "/contacts/:id"
        route web(url: URL) url "/web?u=:url"
        route model(account: Account, ids: [UserID]?)

        """

    @Test func formatRoundTripsEveryNewForm() {
        let messy = """
            type   Account
            type Visibility :String
            type Contact . ID=UUID
            import   SocialModels
            tab home { push a }
            route a( account :Account? , tags:[ String ]?=[] ,ids : [ Contact.ID ] = [ ] , u: URL = "https://example.com/" )

            """
        let formatted = GraphFormatter.format(SourceFile(name: "x.nav", text: messy)).text
        let expected = """
            type Account
            type Visibility: String
            type Contact.ID = UUID
            import SocialModels
            tab home {
                push a
            }
            route a(account: Account?, tags: [String]? = [], ids: [Contact.ID] = [], u: URL = "https://example.com/")

            """
        #expect(formatted == expected)
        #expect(GraphFormatter.format(SourceFile(name: "x.nav", text: expected)).text == expected)
        // `= .public` is kept as written, for the checker to explain.
        #expect(
            GraphFormatter.format(SourceFile(name: "x.nav", text: "tab home\nroute a(v: V = .public)")).text
                == "tab home\nroute a(v: V = .public)\n")
    }

    @Test func diagramsShowParameterTypesAndALegendOfAppTypes() throws {
        let result = GraphCompiler.check(SourceFile(name: "social.nav", text: Self.social))
        let diagram = GraphDiagram(syntax: try #require(result.syntax), check: result)
        let dot = DOTWriter().write(diagram, sourceName: "social.nav")
        #expect(
            dot.contains(
                #""search" [label="route search(q: String, tags: [String]?, v: [Visibility])\n/search/:q?tag=:tags&v=:v"];"#
            ))
        #expect(
            dot.contains(
                #""app types" [shape=note, style=dashed, label="app types\ltype Account\ltype Visibility: String\ltype UserID: Int\ltype Contact.ID = UUID\l"];"#
            ))
        let mermaid = MermaidWriter().write(diagram, sourceName: "social.nav")
        #expect(
            mermaid.contains(
                #"app_types["app types<br/>type Account<br/>type Visibility: String<br/>type UserID: Int<br/>type Contact.ID = UUID"]"#
            ))
    }

    @Test func resolveTellsWhatARefusedRawValueOpensInstead() throws {
        let matcher = URLMatcher(graph: try graph(Self.social))
        let report = LinkReport(graph: matcher.graph, fileName: "social.nav")
        let urls = [
            "social://accounts/7", "social://search/cats?tag=b&tag=a&v=direct",
            "social://web?u=https%3A%2F%2Fa.example%2Fx",
            "social://web?u=a.example", "social://contacts/01020304-0506-0708-090a-0b0c0d0e0f10",
        ]
        #expect(
            report.text(urls.map { matcher.resolve($0) }) == """
                social://accounts/7 → tab home, stack [account(id: UserID(rawValue: 7))]
                  matched "/accounts/:id" of route account (social.nav:11:31)
                  if UserID refuses its raw value: "/accounts/:handle" of route profile (social.nav:12:35) takes it, tab home, stack [profile(handle: "7")]
                social://search/cats?tag=b&tag=a&v=direct → tab home, stack [search(q: "cats", tags: ["b", "a"], v: [Visibility(rawValue: "direct")])]
                  matched "/search/:q?tag=:tags&v=:v" of route search (social.nav:13:68)
                  if Visibility refuses its raw value: nothing
                social://web?u=https%3A%2F%2Fa.example%2Fx → tab home, stack [web(url: URL(string: "https://a.example/x")!)]
                  matched "/web?u=:url" of route web (social.nav:15:25)
                social://web?u=a.example → nothing: no pattern matches it
                  nearest "/web?u=:url" of route web (social.nav:15:25): wants a URL in query item `u`, got `a.example`
                social://contacts/01020304-0506-0708-090a-0b0c0d0e0f10 → tab home, stack [contact(id: UUID(uuidString: "01020304-0506-0708-090A-0B0C0D0E0F10")!)]
                  matched "/contacts/:id" of route contact (social.nav:14:35)

                """)
        let json = report.json([matcher.resolve("social://accounts/7")])
        guard case .array(let entries) = json, case .object(let members)? = entries.first else {
            Issue.record("not an array of objects: \(json)")
            return
        }
        #expect(
            members.map(\.key) == [
                "url", "matched", "pattern", "opens", "deepLink", "requires", "refusedWhile", "ifRefused",
            ])
    }

    @Test func corpusOfLinksWithArraysAndRawValues() throws {
        let corpus = URLCorpus(
            text: "social://search/cats?tag=a&tag=b\nsocial://search/cats?tag=a&tag=\nsocial://accounts/x\n")
        let replay = corpus.replay(on: URLMatcher(graph: try graph(Self.social)))
        #expect(replay.opened == 2)
        #expect(replay.findings.map(\.entry.line) == [2])
    }

    @Test func scaffoldImportsTheAppTypesModules() throws {
        let scaffold = ScaffoldEmitter(options: EmitterOptions(sourceName: "social.nav")).emit(try graph(Self.social))
        #expect(scaffold.contains("\nimport SocialModels\n\n#if canImport(SwiftUI)\nimport SwiftUI\n"))
        #expect(
            scaffold.contains(
                #"    func model(account: Account, ids: [UserID]?) -> some View {"# + "\n"
                    + #"        Text("model \(account) \(String(describing: ids))")"#))
    }
}
