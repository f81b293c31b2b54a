import NavGenCore
import Testing

/// `navgen diff`'s classification: one graph pair per kind of change, with every change it must
/// report, its impact, and where it points in each file.
@Suite struct GraphDiffTests {
    static let base = """
        app Shop
        scheme "shop"
        host "shop.example.com"
        tab home url "/" {
            push item, search, profile
            present cart
        }
        tab account url "/account"
        route item(id: Int) url "/items/:id"
        route search(q: String?) url "/search?q=:q"
        route profile(name: String) url "/u/:name"
        sheet cart url "/cart"

        """

    /// Each change as `impact old-line new-line: message`, lines `-` where absent.
    static func changes(from old: String, to new: String) throws -> [String] {
        let oldResult = GraphCompiler.check(SourceFile(name: "old.nav", text: old))
        let newResult = GraphCompiler.check(SourceFile(name: "new.nav", text: new))
        let oldVersion = GraphVersion(graph: try #require(oldResult.graph), syntax: try #require(oldResult.syntax))
        #expect(newResult.diagnostics.map(\.message) == [])
        let newVersion = GraphVersion(graph: try #require(newResult.graph), syntax: try #require(newResult.syntax))
        return GraphDiff.changes(from: oldVersion, to: newVersion).map { change in
            "\(change.impact.rawValue) \(change.old.map { String($0.start.line) } ?? "-") "
                + "\(change.new.map { String($0.start.line) } ?? "-"): \(change.message)"
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var replacements: [(String, String)]
        var expected: [String]
        var testDescription: String { name }

        var newGraph: String {
            replacements.reduce(GraphDiffTests.base) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
    }

    static let cases: [Case] = [
        Case(name: "no change", replacements: [], expected: []),
        Case(
            name: "pattern moved", replacements: [("\"/items/:id\"", "\"/products/:id\"")],
            expected: [
                "breaking-links 9 9: links to route 'item' such as `/items/1` (pattern \"/items/:id\") no longer open anything",
                "compatible - 9: URL pattern \"/products/:id\" of 'item' added",
            ]),
        Case(
            name: "second pattern added, old kept", replacements: [("\"/items/:id\"", "\"/items/:id\" url \"/i/:id\"")],
            expected: [
                "compatible - 9: URL pattern \"/i/:id\" of 'item' added"
            ]),
        Case(
            name: "new literal takes URLs from a String placeholder",
            replacements: [
                ("push item, search, profile", "push item, search, profile, me"),
                ("sheet cart", "route me url \"/u/me\"\nsheet cart"),
            ],
            expected: [
                "breaking-links 11 12: links to route 'profile' such as `/u/me` (pattern \"/u/:name\") now open route 'me'",
                "compatible 4 4: tab 'home' can now push 'me'",
                "compatible - 12: route 'me' added",
                "compatible - 12: URL pattern \"/u/me\" of 'me' added",
            ]),
        Case(
            name: "placeholder narrowed", replacements: [("profile(name: String)", "profile(name: Int)")],
            expected: [
                "breaking-links 11 11: placeholder ':name' of \"/u/:name\" narrowed from String to Int: published links whose value is not an Int no longer open anything",
                "breaking-state 11 11: parameter 'name' of route 'profile' changed from String to Int: saved values of it no longer decode",
            ]),
        Case(
            name: "query placeholder narrowed", replacements: [("search(q: String?)", "search(q: UUID?)")],
            expected: [
                "breaking-links 10 10: placeholder ':q' of \"/search?q=:q\" narrowed from String to UUID: published links whose value is not a UUID no longer open anything",
                "breaking-state 10 10: parameter 'q' of route 'search' changed from String? to UUID?: saved values of it no longer decode",
            ]),
        Case(
            name: "placeholder widened", replacements: [("item(id: Int)", "item(id: Double)")],
            expected: [
                "breaking-state 9 9: parameter 'id' of route 'item' changed from Int to Double: saved values of it no longer decode"
            ]),
        Case(
            name: "Int to Bool refuses 2", replacements: [("item(id: Int)", "item(id: Bool)")],
            expected: [
                "breaking-links 9 9: placeholder ':id' of \"/items/:id\" narrowed from Int to Bool: published links whose value is not a Bool no longer open anything",
                "breaking-state 9 9: parameter 'id' of route 'item' changed from Int to Bool: saved values of it no longer decode",
            ]),
        Case(
            name: "optional made required", replacements: [("search(q: String?)", "search(q: String)")],
            expected: [
                "breaking-links 10 10: links to route 'search' such as `/search` (pattern \"/search?q=:q\") no longer open anything",
                "breaking-state 10 10: parameter 'q' of route 'search' changed from String? to String: saved values of it no longer decode",
            ]),
        Case(
            name: "modal removed", replacements: [("    present cart\n", ""), ("sheet cart url \"/cart\"\n", "")],
            expected: [
                "breaking-links 12 -: links to sheet 'cart' such as `/cart` (pattern \"/cart\") no longer open anything",
                "breaking-state 12 -: sheet 'cart' removed: a saved state presenting it restores without it",
                "compatible 4 4: tab 'home' can no longer present 'cart'",
            ]),
        Case(
            name: "route renamed",
            replacements: [
                ("push item, search, profile", "push item, find, profile"), ("route search(", "route find("),
            ],
            expected: [
                "breaking-state 10 10: route 'search' renamed to 'find': a saved stack holding it is cut off there when restored"
            ]),
        Case(
            name: "route renamed, pushed through a group, its own edges changed",
            replacements: [
                ("push item, search, profile", "push item, profile\n    use finding"), ("route search(", "route find("),
                ("sheet cart url \"/cart\"\n", "sheet cart url \"/cart\"\nedges finding {\n    push find\n}\n"),
                (
                    "route find(q: String?) url \"/search?q=:q\"",
                    "route find(q: String?) url \"/search?q=:q\" {\n    push item\n}"
                ),
            ],
            expected: [
                "breaking-state 10 11: route 'search' renamed to 'find': a saved stack holding it is cut off there when restored",
                "compatible 10 11: route 'find' can now push 'item'",
            ]),
        Case(
            name: "tab removed", replacements: [("tab account url \"/account\"\n", "")],
            expected: [
                "breaking-links 8 -: links to tab 'account' such as `/account` (pattern \"/account\") no longer open anything",
                "breaking-state 8 -: tab 'account' removed: a saved state loses that tab's stack and selection",
            ]),
        Case(
            name: "parameter renamed",
            replacements: [("item(id: Int) url \"/items/:id\"", "item(itemID: Int) url \"/items/:itemID\"")],
            expected: [
                "breaking-state 9 9: parameter 'id' of route 'item' renamed to 'itemID': saved values of it no longer decode",
                "compatible - 9: URL pattern \"/items/:itemID\" of 'item' added",
            ]),
        Case(
            name: "required parameter added to a route with a URL",
            replacements: [("item(id: Int) url \"/items/:id\"", "item(id: Int, size: Int) url \"/items/:id/:size\"")],
            expected: [
                "breaking-links 9 9: required parameter 'size' added to route 'item', which has a URL: its published links lack it",
                "breaking-state 9 9: parameter 'size' added to route 'item': saved values of item lack it and no longer decode",
                "compatible - 9: URL pattern \"/items/:id/:size\" of 'item' added",
            ]),
        Case(
            name: "defaulted parameter added", replacements: [("item(id: Int)", "item(id: Int, size: Int = 1)")],
            expected: [
                "breaking-state 9 9: parameter 'size' added to route 'item': saved values of item lack it and no longer decode"
            ]),
        Case(
            name: "optional parameter added", replacements: [("search(q: String?)", "search(q: String?, page: Int?)")],
            expected: [
                "compatible 10 10: optional parameter 'page' added to route 'search'"
            ]),
        Case(
            name: "scheme removed, host added",
            replacements: [
                ("scheme \"shop\"\n", ""),
                ("host \"shop.example.com\"", "host \"shop.example.com\"\nhost \"m.shop.example.com\""),
            ],
            expected: [
                "breaking-links 2 -: scheme 'shop' (shop://…) removed: no link through it opens anything any more",
                "compatible - 3: host 'm.shop.example.com' (https://m.shop.example.com/…) added",
            ]),
        Case(
            name: "title, icon and edges",
            replacements: [
                ("tab account url \"/account\"", "tab account \"Me\" icon \"person\" url \"/account\" { push search }"),
                ("push item, search, profile", "push item, profile"),
            ],
            expected: [
                "compatible 4 4: tab 'home' can no longer push 'search'",
                "compatible 8 8: tab 'account' title changed from \"Account\" to \"Me\"",
                "compatible 8 8: tab 'account' icon changed from \"circle\" to \"person\"",
                "compatible 8 8: tab 'account' can now push 'search'",
                "compatible 10 10: links to route 'search' such as `/search` (pattern \"/search?q=:q\") now open it on the stack of tab 'account' instead of the stack of tab 'home'",
            ]),
        Case(
            name: "placeholder narrowed by a prefix", replacements: [("\"/u/:name\"", "\"/u/@:name\"")],
            expected: [
                "breaking-links 11 11: \"/u/:name\" became \"/u/@:name\": placeholder ':name' narrowed by the prefix '@'; published links whose segment 2 does not start with it no longer open anything",
                "compatible - 11: URL pattern \"/u/@:name\" of 'profile' added",
            ]),
        Case(
            name: "placeholder widened to a tail", replacements: [("\"/u/:name\"", "\"/u/*name\"")],
            expected: [
                "compatible 11 11: \"/u/:name\" became \"/u/*name\": ':name' widened to a tail; deeper paths open the screen too",
                "compatible - 11: URL pattern \"/u/*name\" of 'profile' added",
            ]),
        Case(
            name: "a modal gains a stack and a link moves into it",
            replacements: [
                ("push item, search, profile", "push search, profile"),
                ("sheet cart url \"/cart\"", "sheet cart url \"/cart\" { push item }"),
            ],
            expected: [
                "compatible 4 4: tab 'home' can no longer push 'item'",
                "compatible 9 9: links to route 'item' such as `/items/1` (pattern \"/items/:id\") now open it on the stack of sheet 'cart' instead of the stack of tab 'home'",
                "compatible 12 12: sheet 'cart' now has a stack of its own: the routes it pushes are shown inside it, not on the stack under it",
                "compatible 12 12: sheet 'cart' can now push 'item'",
            ]),
        Case(
            name: "a route also presented",
            replacements: [
                ("route profile(name: String)", "route profile(name: String) also sheet"),
                ("    present cart\n", "    present cart, profile\n"),
            ],
            expected: [
                "compatible 4 4: tab 'home' can now present 'profile'",
                "compatible 11 11: route 'profile' can now also be presented, as a sheet",
            ]),
        Case(
            name: "app renamed", replacements: [("app Shop", "app Store")],
            expected: [
                "breaking-source 1 1: app name changed from Shop to Store: every generated type is renamed (ShopRoute is now StoreRoute), so code that uses them no longer compiles"
            ]),
    ]

    /// A route that stops being presented takes a case out of the sheet enum; one whose presented
    /// form loses its stack restores without the routes pushed inside it.
    /// SPEC §2.9: a DEST removed from a resolver breaks the links it answered with; one added is
    /// compatible; a pattern moved from a screen to a resolver breaks the links to that screen.
    @Test func aResolversDestinationsAndPatterns() throws {
        let resolved = Self.base + "resolver find(q: String) url \"/find/:q\" -> item, cart\n"
        #expect(
            try Self.changes(from: Self.base, to: resolved) == [
                "compatible - 13: resolver 'find' added",
                "compatible - 13: URL pattern \"/find/:q\" of 'find' added",
            ])
        let fewer = resolved.replacingOccurrences(of: "-> item, cart", with: "-> item")
        #expect(
            try Self.changes(from: resolved, to: fewer) == [
                "breaking-links 13 13: resolver 'find' no longer leads to 'cart': links it resolved there no longer open it"
            ])
        let more = resolved.replacingOccurrences(of: "-> item, cart", with: "-> item, cart, profile")
        #expect(
            try Self.changes(from: resolved, to: more) == [
                "compatible 13 13: resolver 'find' may now lead to 'profile'"
            ])
        let moved =
            Self.base.replacingOccurrences(
                of: "route search(q: String?) url \"/search?q=:q\"", with: "route search(q: String?)")
            + "resolver find(q: String?) url \"/search?q=:q\" -> search, cart\n"
        #expect(
            try Self.changes(from: Self.base, to: moved) == [
                "breaking-links 10 13: links to route 'search' such as `/search` (pattern \"/search?q=:q\") now open resolver 'find'",
                "compatible - 13: resolver 'find' added",
                "compatible - 13: URL pattern \"/search?q=:q\" of 'find' added",
            ])
    }

    @Test func anAlertsButtonsAndAModalThatAnswers() throws {
        let asking =
            Self.base
            + "alert remove(id: Int) url \"/remove/:id\" {\n    button remove destructive\n    button cancel cancel\n}\n"
        #expect(
            try Self.changes(from: Self.base, to: asking) == [
                "compatible - 13: alert 'remove' added",
                "compatible - 13: URL pattern \"/remove/:id\" of 'remove' added",
            ])
        let renamed = asking.replacingOccurrences(of: "button remove destructive", with: "button delete destructive")
        #expect(
            try Self.changes(from: asking, to: renamed) == [
                "breaking-source 13 13: alert 'remove' no longer has button 'remove': code naming it no longer compiles",
                "breaking-source 13 13: alert 'remove' has a new button 'delete': an exhaustive switch over its answer needs a case for it",
            ])
        let answering = Self.base.replacingOccurrences(of: "sheet cart", with: "sheet cart answers Int")
        #expect(
            try Self.changes(from: Self.base, to: answering) == [
                "breaking-state 12 12: sheet 'cart' now answers Int: a saved state no longer holds it, and its view takes an 'answer:' argument"
            ])
    }

    @Test func aRouteNoLongerPresentedBreaksSavedState() throws {
        let presented = Self.base.replacingOccurrences(
            of: "route profile(name: String)", with: "route profile(name: String) also cover stack"
        ).replacingOccurrences(of: "    present cart\n", with: "    present cart, profile\n")
        let pushedOnly = presented.replacingOccurrences(of: " also cover stack", with: "")
            .replacingOccurrences(of: "present cart, profile", with: "present cart")
        #expect(
            try Self.changes(from: presented, to: pushedOnly) == [
                "breaking-state 11 11: route 'profile' is no longer also presented: a saved state presenting it as a cover restores without it",
                "compatible 4 4: tab 'home' can no longer present 'profile'",
            ])
        let sheetWithoutStack = presented.replacingOccurrences(of: "also cover stack", with: "also sheet")
        #expect(
            try Self.changes(from: presented, to: sheetWithoutStack) == [
                "breaking-state 11 11: route 'profile' presented no longer has a stack of its own: a saved state restores it without the routes pushed inside it",
                "compatible 11 11: route 'profile' is now also presented as a sheet, not a cover",
            ])
    }

    @Test func aModalLosingItsStackBreaksSavedState() throws {
        let old = Self.base.replacingOccurrences(
            of: "sheet cart url \"/cart\"", with: "sheet cart url \"/cart\" { push search }")
        #expect(
            try Self.changes(from: old, to: Self.base) == [
                "breaking-state 12 12: sheet 'cart' no longer has a stack of its own: a saved state restores it without the routes pushed inside it",
                "compatible 12 12: sheet 'cart' can no longer push 'search'",
            ])
    }

    /// One edit to a group is one change, naming the screens it reaches; a group that uses the
    /// changed one, and a screen with the edge of its own, are not repeated.
    @Test func aGroupsChangeIsReportedOnceWithTheScreensItReaches() throws {
        let old = """
            app Social
            edges statusActions {
                push status, account
            }
            edges more { use statusActions }
            global { present compose }
            tab timeline {
                use statusActions
                push tag
                present share
            }
            tab mentions { use more }
            route status { use statusActions }
            route account { use statusActions }
            route tag
            sheet compose
            sheet share

            """
        let new =
            old
            .replacingOccurrences(of: "push status, account\n", with: "push status, account, tag\n    present share\n")
            .replacingOccurrences(of: "global { present compose }", with: "global {}")
            .replacingOccurrences(
                of: "tab mentions { use more }", with: "tab mentions {\n    use more\n    present compose\n}")
        #expect(
            try Self.changes(from: old, to: new) == [
                "compatible 2 2: edges 'statusActions' can now push 'tag' and present 'share', for 3 screens: tab 'mentions', route 'status', route 'account'",
                "compatible 6 7: global edges can no longer present 'compose', for 4 screens: tab 'timeline', route 'status', route 'account', route 'tag'",
            ])
    }

    @Test(arguments: cases) func classification(_ testCase: Case) throws {
        let actual = try Self.changes(from: Self.base, to: testCase.newGraph)
        #expect(actual == testCase.expected, "\(actual.joined(separator: "\n"))")
    }
}

/// `diff` over app types (SPEC §2.3): a parameter retyped from one app type to another, an opaque
/// parameter added, a raw type changed, an opaque type given raw values.
@Suite struct AppTypeDiffTests {
    static let base = """
        scheme "s"
        type Account
        type Profile
        type Visibility: String
        type Draft
        type Contact.ID = UUID
        tab home {
            push a, p, v
            present compose
        }
        route a(account: Account)
        route p(owner: Account?)
        route v(v: Visibility) url "/v/:v"
        sheet compose(draft: Draft?, contact: Contact.ID?)

        """

    @Test func typeChangesAreClassifiedWithTheirReasons() throws {
        let new = Self.base
            .replacingOccurrences(of: "route a(account: Account)", with: "route a(account: Profile)")
            .replacingOccurrences(of: "type Visibility: String", with: "type Visibility: Int")
            .replacingOccurrences(of: "route p(owner: Account?)", with: "route p(owner: Account?, draft: Draft?)")
            .replacingOccurrences(of: "type Contact.ID = UUID", with: "type Contact.ID: UUID")
        #expect(
            try GraphDiffTests.changes(from: Self.base, to: new) == [
                "breaking-links 13 13: placeholder ':v' of \"/v/:v\" narrowed from String to Int: published links whose value is not an Int no longer open anything",
                "breaking-state 4 4: 'type Visibility: String' is now 'type Visibility: Int': saved values of it, encoded as String, no longer decode as Int",
                "breaking-state 11 11: parameter 'account' of route 'a' changed from Account to Profile: saved values of it no longer decode",
                "compatible 6 6: 'type Contact.ID = UUID' is now 'type Contact.ID: UUID': links and saved values read it as before",
                "compatible 12 12: optional parameter 'draft' (of opaque type Draft: links leave it nil) added to route 'p'",
            ])
    }

    @Test func anOpaqueTypeGivenRawValuesAndARequiredModelAdded() throws {
        let new = Self.base
            .replacingOccurrences(of: "type Draft\n", with: "type Draft: String\n")
            .replacingOccurrences(of: "route p(owner: Account?)", with: "route p(owner: Account?, viewer: Account)")
        #expect(
            try GraphDiffTests.changes(from: Self.base, to: new) == [
                "breaking-state 12 12: parameter 'viewer' (of opaque type Account, which no URL carries) added to route 'p': saved values of p lack it and no longer decode",
                "compatible 5 5: 'type Draft' is now 'type Draft: String': URLs can now carry it",
            ])
    }
}
