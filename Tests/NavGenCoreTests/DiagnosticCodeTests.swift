import Testing

@testable import NavGenCore

/// One test per diagnostic code: exact message, line and column.
@Suite struct DiagnosticCodeTests {
    @Test func syntaxErrorNamesWhatWasExpected() {
        #expect(
            diagnostics("tab home\nroute\n") == [
                "3:1: error: expected a name after 'route', found end of file [syntax]"
            ])
        #expect(
            diagnostics("tab home\nrout menu\n") == [
                "2:1: error: expected 'icon', 'requires', 'url', '{' or a new declaration, found 'rout' [syntax]"
            ])
        #expect(
            diagnostics("tab home {\n    push a b\n}\nroute a\n") == [
                "2:12: error: expected 'push', 'present', 'use' or '}', found 'b'; is a ',' missing before it? [syntax]"
            ])
    }

    @Test func syntaxErrorsInStrings() {
        #expect(
            diagnostics("tab home \"Ho\\qme\"\n") == [
                "1:13: error: invalid escape '\\q' in string; expected \\\\, \\\", \\n, \\t or \\u{...} [syntax]"
            ])
        #expect(
            diagnostics("tab home \"Home\nroute a\n") == [
                "1:10: error: unterminated string [syntax]"
            ])
        #expect(
            diagnostics("tab home \"\\u{110000}\"\n") == [
                "1:11: error: invalid unicode escape; expected '\\u{' 1 to 8 hex digits of a scalar '}' [syntax]"
            ])
    }

    @Test func invalidUTF8IsOneSyntaxError() {
        let bytes: [UInt8] = Array("tab home\nroute a".utf8) + [0xFF, 0x0A]
        let result = GraphCompiler.check(SourceFile(name: "bad.nav", bytes: bytes))
        #expect(result.diagnostics.map(\.message) == ["the file is not valid UTF-8"])
        #expect(result.diagnostics.first?.range.start.line == 2)
        #expect(result.diagnostics.first?.range.start.column == 8)
    }

    @Test func duplicateNameHasANoteAtTheFirst() {
        let text = "tab home { push a }\nroute a\nsheet a\n"
        #expect(diagnostics(text) == ["3:7: error: 'a' is already declared [duplicate-name]"])
        #expect(notes(text) == ["2:7: 'a' was first declared here"])
        #expect(
            diagnostics("tab home { push a }\nroute a(id: Int, id: String)\n") == [
                "2:18: error: parameter 'id' of 'a' is already declared [duplicate-name]"
            ])
        #expect(
            diagnostics("app A\napp B\ntab home\n") == ["2:5: error: 'app' is declared more than once [duplicate-name]"]
        )
    }

    @Test func duplicateURLIgnoresPlaceholderNamesAndQueries() {
        let text = """
            scheme "s"
            tab home { push order, other }
            route order(id: Int) url "/orders/:id"
            route other(orderID: Int, q: String?) url "/orders/:orderID?q=:q"
            """
        #expect(
            diagnostics(text) == [
                "4:43: error: URL pattern \"/orders/:orderID?q=:q\" matches the same URLs as \"/orders/:id\" of 'order'; the query never tells two patterns apart, only the path does [duplicate-url]"
            ])
        #expect(notes(text) == ["3:26: \"/orders/:id\" is declared here"])
    }

    @Test func ambiguousURLShowsAURLBothMatch() {
        let text = """
            scheme "s"
            tab home { push a, b }
            route a(x: Int) url "/items/:x/edit"
            route b(y: Double) url "/items/:y/edit"
            """
        #expect(
            diagnostics(text) == [
                "4:24: error: URL pattern \"/items/:y/edit\" is ambiguous with \"/items/:x/edit\" of 'a': both match '/items/1/edit' with equal precedence [ambiguous-url]"
            ])
    }

    @Test func differentPrecedenceIsNotAmbiguous() throws {
        // A literal beats a typed placeholder, which beats a String one: no conflict.
        _ = try graph(
            """
            scheme "s"
            tab home { push a, b, c, d }
            route a url "/items/new"
            route b(id: Int) url "/items/:id"
            route c(name: String) url "/items/:name"
            route d(id: UUID) url "/items/:id/edit"
            """)
    }

    @Test func unknownDestinationSuggestsANearName() {
        // The screen the typo most likely meant is not reported again as unreachable.
        #expect(
            diagnostics("tab home { push menuItme }\nroute menuItem { push next }\nroute next\n") == [
                "1:17: error: unknown destination 'menuItme'; did you mean 'menuItem'? [unknown-destination]"
            ])
        #expect(
            diagnostics("tab home { present nothingLikeIt }\n") == [
                "1:20: error: unknown destination 'nothingLikeIt' [unknown-destination]"
            ])
    }

    @Test func wrongEdgeKind() {
        let text = "tab home { push cart, other present menu }\ntab other\nsheet cart\nroute menu\n"
        #expect(
            diagnostics(text) == [
                "1:17: error: 'push' takes a route, but 'cart' is a sheet [wrong-edge-kind]",
                "1:23: error: 'push' takes a route, but 'other' is a tab [wrong-edge-kind]",
                "1:37: error: 'present' takes a sheet, cover, alert or dialog, but 'menu' is a route; declare it 'route menu also sheet' to present it as well as push it [wrong-edge-kind]",
                "3:7: error: sheet 'cart' is unreachable: no chain of push and present edges from any tab leads to it [unreachable]",
                "4:7: error: route 'menu' is unreachable: no chain of push and present edges from any tab leads to it [unreachable]",
            ])
        #expect(notes(text).first == "3:7: 'cart' is declared here")
    }

    @Test func unreachableFollowsPushAndPresentEdges() {
        let text = """
            root { present a }
            sheet a { push b }
            route b { present c }
            cover c
            route island { push lonely }
            route lonely
            """
        #expect(
            diagnostics(text) == [
                "5:7: error: route 'island' is unreachable: no chain of push and present edges from the root leads to it [unreachable]",
                "6:7: error: route 'lonely' is unreachable: no chain of push and present edges from the root leads to it [unreachable]",
            ])
    }

    @Test func unknownPlaceholder() {
        #expect(
            diagnostics("scheme \"s\"\ntab home { push a }\nroute a(id: Int) url \"/a/:id/:name\"\n") == [
                "3:30: error: ':name' is not a parameter of 'a'; its parameters are 'id' [unknown-placeholder]"
            ])
        #expect(
            diagnostics("scheme \"s\"\ntab home url \"/:id\"\n") == [
                "2:16: error: ':id' is not a parameter of 'home'; 'home' has no parameters [unknown-placeholder]"
            ])
    }

    @Test func missingURLParam() {
        let text = "scheme \"s\"\ntab home { push a }\nroute a(id: Int, page: Int = 1, q: String?) url \"/a\"\n"
        #expect(
            diagnostics(text) == [
                "3:49: error: URL pattern \"/a\" leaves out required parameter 'id' of 'a' [missing-url-param]"
            ])
        #expect(notes(text) == ["3:9: 'id' is declared here"])
    }

    @Test func unknownType() {
        #expect(
            diagnostics("tab home { push a }\nroute a(id: Float)\n") == [
                "2:13: error: unknown type 'Float'; a parameter is an Int, Double, Bool, String, UUID or URL, or an app type declared with 'type Float' [unknown-type]"
            ])
    }

    @Test func invalidDefault() {
        let text = """
            tab home { push a }
            route a(i: Int = 1.5, d: Double = "x", b: Bool = 1, s: String = 3, u: UUID = "nope", o: Int? = 1, big: Int = 99999999999999999999)
            """
        #expect(
            diagnostics(text) == [
                "2:18: error: default value of 'i: Int' must be an integer literal in Int's range [invalid-default]",
                "2:35: error: default value of 'd: Double' must be a finite number literal [invalid-default]",
                "2:50: error: default value of 'b: Bool' must be true or false [invalid-default]",
                "2:65: error: default value of 's: String' must be a quoted string [invalid-default]",
                "2:78: error: default value of 'u: UUID' must be a quoted UUID such as \"00000000-0000-0000-0000-000000000000\" [invalid-default]",
                "2:96: error: optional parameter 'o' takes no default; it is nil when absent [invalid-default]",
                "2:110: error: default value of 'big: Int' must be an integer literal in Int's range [invalid-default]",
            ])
    }

    @Test func invalidURLPatterns() {
        let text = """
            scheme "s"
            tab home url "home"
            tab a url "/a//b"
            tab b url "/b/%zz"
            tab c url "/c d"
            tab d url "/d#top"
            """
        #expect(
            diagnostics(text) == [
                "2:15: error: invalid URL pattern \"home\": a pattern begins with '/' (every declared scheme and host), 'https://HOST', 'https://:PARAM.DOMAIN/' (the hosts under a domain), 'https://:PARAM/' (any host) or 'SCHEME:' (one scheme) [invalid-url-pattern]",
                "3:14: error: invalid URL pattern \"/a//b\": empty path segment [invalid-url-pattern]",
                "4:15: error: invalid URL pattern \"/b/%zz\": bad percent escape in '%zz' [invalid-url-pattern]",
                "5:14: error: invalid URL pattern \"/c d\": spaces and control characters must be percent-encoded [invalid-url-pattern]",
                "6:14: error: invalid URL pattern \"/d#top\": a fragment part is a path after the '#' (\"#/room/:id\") or one value (\"#:key\", \"#LIT:key\"), then its query; a literal '#' is written '%23' [invalid-url-pattern]",
            ])
        #expect(
            diagnostics("scheme \"s\"\ntab home { push a }\nroute a(x: Int) url \"/a/:x?x=:x\"\n") == [
                "3:30: error: invalid URL pattern \"/a/:x?x=:x\": placeholder ':x' is used twice [invalid-url-pattern]"
            ])
        #expect(
            diagnostics("scheme \"s\"\ntab home url \"/?flag\"\n") == [
                "2:16: error: invalid URL pattern \"/?flag\": a query item is written key=:param [invalid-url-pattern]"
            ])
    }

    @Test func invalidSchemeAndHost() {
        let text = """
            scheme "my app"
            scheme "https"
            scheme "coffee"
            scheme "Coffee"
            host "coffee.example.com:443"
            host "-bad.example.com"
            host "ok.example.com"
            tab home
            """
        #expect(
            diagnostics(text) == [
                "1:8: error: invalid URL scheme \"my app\": a scheme is a letter followed by letters, digits, '+', '-' or '.' [invalid-scheme]",
                "2:8: error: 'https' is not a custom scheme; declare web links with 'host' instead [invalid-scheme]",
                "4:8: error: scheme 'coffee' is already declared [invalid-scheme]",
                "5:6: error: invalid host \"coffee.example.com:443\": a host name has only letters, digits, '-' and '.' (no scheme, port or path) [invalid-host]",
                "6:6: error: invalid host \"-bad.example.com\": a label does not start or end with '-' [invalid-host]",
            ])
    }

    @Test func unbindableDeepLinkNamesTheScreenAndParameter() {
        let text = """
            scheme "s"
            tab home { push order }
            route order(orderID: UUID) { push receipt }
            route receipt(id: Int) url "/receipt/:id"
            """
        #expect(
            diagnostics(text) == [
                "4:28: error: no stack can be built for 'receipt' from URL pattern \"/receipt/:id\": 'order' on the way needs 'orderID: UUID', which the pattern does not bind [unbindable-deep-link]"
            ])
        #expect(notes(text) == ["3:13: 'orderID' of 'order' is declared here"])
    }

    @Test func noEntry() {
        #expect(
            diagnostics("route a\n") == [
                "1:1: error: the graph declares no tab and no root; declare tabs, or one 'root' for an app without a tab bar [no-entry]"
            ])
        #expect(
            diagnostics("tab home\nroot\n") == ["2:1: error: a graph has either tabs or one root, not both [no-entry]"])
        #expect(diagnostics("root\nroot\n") == ["2:1: error: a graph has at most one root [no-entry]"])
    }

    @Test func reservedNames() {
        let text = """
            tab allCases
            tab home { push Type, menuItem, MenuItem }
            route Type
            route menuItem
            route MenuItem
            """
        #expect(
            diagnostics(text) == [
                "1:5: error: 'allCases' collides with the generated member 'allCases' of the tab enum; choose another name [reserved-name]",
                "3:7: error: 'Type' cannot name a screen: the generated Swift would not compile; choose another name [reserved-name]",
                "5:7: error: 'MenuItem' and 'menuItem' would both generate the view type 'ViewOfMenuItem'; rename one [reserved-name]",
            ])
        #expect(
            diagnostics("root { push page }\nroute page(_: Int)\nroute root\n").contains(
                "2:12: error: '_' cannot name a parameter: the generated Swift would not compile [reserved-name]"))
    }

    @Test func warnings() {
        #expect(
            diagnostics("tab home url \"/\" { push a, a }\nroute a\n") == [
                "1:14: warning: URL patterns are declared but no 'scheme' or 'host', so no URL can open them [unused-url]",
                "1:28: warning: 'push a' is already declared for 'home' [duplicate-edge]",
            ])
    }
}
