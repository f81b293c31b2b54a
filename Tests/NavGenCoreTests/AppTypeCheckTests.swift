import Testing

@testable import NavGenCore

/// SPEC §2.3 types and §3's codes for them: `type` declarations, `URL`, arrays, defaults, and
/// which of them a URL can carry.
@Suite struct AppTypeCheckTests {
    @Test func declarationsGiveParametersTheirTypes() throws {
        let checked = try graph(
            """
            type Account
            type Visibility: String
            type Contact.ID = UUID
            tab home { push a }
            route a(account: Account?, v: Visibility?, c: Contact.ID?, u: URL?, tags: [String] = [], vs: [Visibility]?)
            """)
        #expect(
            checked.types == [
                AppType(name: "Account", representation: .opaque),
                AppType(name: "Visibility", representation: .rawValue(.string)),
                AppType(name: "Contact.ID", representation: .alias(.uuid)),
            ])
        let parameters = try #require(checked.screen(named: "a")?.parameters)
        #expect(
            parameters.map(\.swiftType) == [
                "Account?", "Visibility?", "Contact.ID?", "URL?", "[String]", "[Visibility]?",
            ])
        #expect(parameters.map { $0.type.linkType } == [nil, .string, .uuid, .url, .string, .string])
        #expect(parameters[4].defaultValue == .emptyArray)
        #expect(BuiltinType.allCases.map(\.position) == Array(BuiltinType.allCases.indices))
    }

    @Test func duplicateAndInvalidDeclarations() {
        #expect(
            diagnostics(
                """
                type Account
                type Account
                type String
                type Visibility: URL
                type Visibility: String
                type Contact.ID = Account
                tab home { push a }
                route a(v: Visibility, c: Contact.ID, x: Acount)
                """) == [
                    "2:6: error: type 'Account' is already declared [duplicate-type]",
                    "3:6: error: 'String' is a built-in type; it needs no declaration [duplicate-type]",
                    "4:18: error: 'URL' is not a raw value type; a raw value is an Int, Double, Bool, String or UUID [unknown-type]",
                    "5:6: error: type 'Visibility' is already declared [duplicate-type]",
                    "6:19: error: 'Account' is not a built-in type; 'type Contact.ID = …' names Int, Double, Bool, String, UUID or URL (declare an app type with 'type Contact.ID' or 'type Contact.ID: RAW') [unknown-type]",
                    "8:42: error: unknown type 'Acount'; did you mean 'Account'? [unknown-type]",
                ])
        #expect(notes("type A\ntype A\ntab home") == ["1:6: 'A' was first declared here"])
        #expect(
            diagnostics("tab home { push a }\nroute a(x: Float)") == [
                "2:12: error: unknown type 'Float'; a parameter is an Int, Double, Bool, String, UUID or URL, or an app type declared with 'type Float' [unknown-type]"
            ])
    }

    @Test func namesTheGeneratedCodeWouldHide() throws {
        #expect(
            diagnostics(
                "app Shop\ntype Identity\ntype ShopRoute\ntype Slot.ID = UUID\ntab home { push a }\nroute a(i: Identity?)"
            )
                == [
                    "2:6: error: 'Identity' is also a type the generated code declares where it writes parameter types, and would be read as that one; write the type with its module ('MyModels.Identity') [reserved-name]",
                    "3:6: error: 'ShopRoute' is a type navgen generates for app Shop; rename the type or the app [reserved-name]",
                    "4:6: error: 'Slot' is also a type the generated code declares where it writes parameter types, and would be read as that one; write the type with its module ('MyModels.Slot.ID') [reserved-name]",
                ])
        let checked = try graph("app Shop\ntype Models.Identity\ntype ShopRoutes\ntab home")
        #expect(checked.types.map(\.name) == ["Models.Identity", "ShopRoutes"])
    }

    @Test func whatAURLCannotCarry() {
        #expect(
            diagnostics(
                """
                scheme "s"
                type Account
                tab home { push a, b, c, d }
                route a(account: Account) url "/a"
                route b(account: Account?) url "/b/:account" url "/b?x=:account"
                route c(tags: [String], next: URL) url "/c/:tags?n=:next" url "/c?t=:tags&n=:next" url "/c/:next?t=:tags"
                route d(accounts: [Account]?) url "/d?a=:accounts"
                """) == [
                    "4:31: error: URL pattern \"/a\" leaves out required parameter 'account' of 'a', which is of opaque type Account no URL carries, so 'a' can have no URL; make it optional ('account: Account?') or remove the url [missing-url-param]",
                    "5:36: error: URL pattern \"/b/:account\" cannot hold 'account': 'account' is of opaque type Account, which no URL carries (declare it 'type Account: RAW' if a raw value identifies it) [type-not-in-url]",
                    "5:56: error: URL pattern \"/b?x=:account\" cannot hold 'account': 'account' is of opaque type Account, which no URL carries (declare it 'type Account: RAW' if a raw value identifies it) [type-not-in-url]",
                    "6:44: error: URL pattern \"/c/:tags?n=:next\" cannot hold 'tags': 'tags' is an array, carried only in the query, one item per element ('?tags=:tags') [type-not-in-url]",
                    "6:92: error: URL pattern \"/c/:next?t=:tags\" cannot hold 'next': 'next' is a URL, carried only in the query ('?next=:next'), percent-encoded [type-not-in-url]",
                    "7:41: error: URL pattern \"/d?a=:accounts\" cannot hold 'accounts': 'accounts' is an array of opaque type Account, which no URL carries (declare it 'type Account: RAW' if a raw value identifies it) [type-not-in-url]",
                ])
        #expect(
            diagnostics(
                "scheme \"s\"\ntype Slug: String\ntab home { push a }\nroute a(path: Slug, n: Int?) url \"/a/*path\" url \"/b/*n\""
            )
                == [
                    "4:53: error: invalid URL pattern \"/b/*n\": a tail binds the rest of the path, a String; 'n' is an Int [invalid-url-pattern]"
                ])
    }

    @Test func aChainThroughAnOpaqueModelCannotBeBuilt() {
        let text = """
            scheme "s"
            type Account
            tab home { push a }
            route a(account: Account) { push b }
            route b(id: Int) url "/b/:id"
            """
        #expect(
            diagnostics(text) == [
                "5:22: error: no stack can be built for 'b' from URL pattern \"/b/:id\": 'a' on the way needs 'account: Account', an opaque type no URL carries [unbindable-deep-link]"
            ])
        #expect(notes(text) == ["4:9: 'account' of 'a' is declared here"])
    }

    @Test func chainsPassAValueToAParameterOfTheSameSwiftType() throws {
        // `Contact.ID` is `UUID` under another name; `Visibility` is not its raw `String`.
        let checked = try graph(
            """
            scheme "s"
            type Contact.ID = UUID
            type Visibility: String
            tab home { push contact, feed }
            route contact(id: Contact.ID) { push card }
            route card(id: UUID) url "/card/:id"
            route feed(v: Visibility = "public") { push post }
            route post(v: Visibility) url "/post/:v"
            """.replacingOccurrences(of: " = \"public\"", with: "?"))
        let card = try #require(checked.deepLinks.first { $0.screen == "card" })
        #expect(
            card.destination
                == .stack(
                    tab: "home",
                    steps: [
                        DeepLinkStep(route: "contact", arguments: [("id", .urlValue("id"))]),
                        DeepLinkStep(route: "card", arguments: []),
                    ]))
        let post = try #require(checked.deepLinks.first { $0.screen == "post" })
        #expect(
            post.destination
                == .stack(
                    tab: "home",
                    steps: [
                        DeepLinkStep(route: "feed", arguments: [("v", .urlValue("v"))]),
                        DeepLinkStep(route: "post", arguments: []),
                    ]))
    }

    @Test func defaults() {
        #expect(
            diagnostics(
                """
                type Visibility: String
                type Contact.ID = UUID
                tab home { push a }
                route a(v: Visibility = .public, w: Visibility = "x", tags: [Int] = 3, u: URL = "nope", ok: URL = "https://example.com/a?b", c: Contact.ID = "00000000-0000-0000-0000-00000000000A", t: [Int] = [], n: Int = [])
                """) == [
                    "4:25: error: 'v: Visibility' is of an app type, which takes no default; make it optional ('v: Visibility?') and let the screen choose when it is nil [invalid-default]",
                    "4:50: error: 'w: Visibility' is of an app type, which takes no default; make it optional ('w: Visibility?') and let the screen choose when it is nil [invalid-default]",
                    "4:69: error: default value of 'tags: [Int]' must be '[]' [invalid-default]",
                    "4:81: error: default value of 'u: URL' must be a quoted absolute URL such as \"https://example.com/\" [invalid-default]",
                    "4:206: error: default value of 'n: Int' must be an integer literal in Int's range [invalid-default]",
                ])
    }

    @Test func whatLanguageTwoDoesNotHaveIsNamed() {
        #expect(
            diagnostics("tab home { push a }\nroute a(x: [Int?])") == [
                "2:16: error: an array's elements cannot be optional; write '[Int]', or '[Int]?' for an optional array [syntax]"
            ])
        #expect(
            diagnostics("tab home { push a }\nroute a(x: [[Int]])") == [
                "2:13: error: arrays do not nest; an array's element is one value [syntax]"
            ])
        #expect(
            diagnostics("tab home { push a }\nroute a(x: [Int)") == [
                "2:16: error: expected ']', found ')' [syntax]"
            ])
        #expect(
            diagnostics("type\ntab home") == [
                "2:1: error: expected a type name after 'type', found 'tab' [syntax]"
            ])
        #expect(
            diagnostics("type Contact.\ntab home") == [
                "2:1: error: expected a name after '.' in 'Contact.', found 'tab' [syntax]"
            ])
    }

    @Test func rawValueTypesTakeTheirRawTypesPrecedence() {
        #expect(
            diagnostics(
                """
                scheme "s"
                type Visibility: String
                type UserID: Int
                tab home { push f, g, h }
                route f(v: Visibility) url "/f/:v"
                route g(name: String) url "/f/:name"
                route h(id: UserID) url "/f/:id"
                """) == [
                    "6:27: error: URL pattern \"/f/:name\" matches the same URLs as \"/f/:v\" of 'f' [duplicate-url]"
                ])
    }
}
