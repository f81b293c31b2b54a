import Testing

@testable import NavGenCore

/// SPEC §2.4 language 2 in the checker and the tools: prefixed placeholders (`/@:handle`), tails
/// (`/files/*path`), their conflicts and precedence, the `broad-url` warning, and `aasa`.
@Suite struct URLShapeCheckTests {
    static let social = """
        scheme "social"
        host "social.example"
        tab home url "/home" { push account, post, tag, file, search, byID, mention, me, plain, about }
        route me url "/@me"
        route plain(name: String) url "/:name/about"
        route about(handle: String) url "/@:handle/about"
        route account(handle: String) url "/@:handle"
        route post(handle: String, id: Int) url "/@:handle/:id"
        route mention(handle: String) url "/@@:handle"
        route byID(id: Int) url "/@:id/x"
        route tag(name: String) url "/tags/:name"
        route search url "/tags/search"
        route file(path: String) url "/tags/*path"
        """

    @Test func patternsReadAsSegments() throws {
        let graph = try graph(Self.social)
        #expect(
            graph.screen(named: "post")?.urlPatterns.first?.segments == [
                .prefixed(prefix: "@", name: "handle", type: .string), .parameter(name: "id", type: .int),
            ])
        #expect(graph.screen(named: "file")?.urlPatterns.first?.segments == [.literal("tags"), .tail(name: "path")])
    }

    @Test func malformedShapes() {
        let base = "scheme \"s\"\ntab home { push a }\n"
        func check(_ declaration: String) -> [String] { diagnostics(base + declaration) }
        #expect(
            check("route a(path: String, id: Int) url \"/*path/:id\"") == [
                "3:38: error: invalid URL pattern \"/*path/:id\": a tail ('*path') is the last segment [invalid-url-pattern]"
            ])
        #expect(
            check("route a(n: Int) url \"/f/*n\"") == [
                "3:25: error: invalid URL pattern \"/f/*n\": a tail binds the rest of the path, a String; 'n' is an Int [invalid-url-pattern]"
            ])
        #expect(
            check("route a(id: Int) url \"/a/:id.json\"") == [
                "3:26: error: invalid URL pattern \"/a/:id.json\": a placeholder is a whole segment (':id') or follows a literal prefix ('@:handle'); text after ':id' is not supported [invalid-url-pattern]"
            ])
        #expect(
            check("route a url \"/a/*\"") == [
                "3:17: error: invalid URL pattern \"/a/*\": '*' must be followed by a parameter name [invalid-url-pattern]"
            ])
        #expect(
            check("route a(h: String) url \"/@:hande\"") == [
                "3:27: error: ':hande' is not a parameter of 'a'; its parameters are 'h' [unknown-placeholder]"
            ])
        // SPEC §2.4 (5): an empty authority reads as none, and is never written.
        #expect(
            check("route a(id: String) url \"zim:///:id\"") == [
                "3:26: error: invalid URL pattern \"zim:///:id\": a link of 'zim' with an empty authority ('zim:///…') reads as one without it; write the pattern 'zim:/…' [invalid-url-pattern]"
            ])
    }

    @Test func conflicts() {
        #expect(
            diagnostics(
                "scheme \"s\"\ntab home { push a, b }\nroute a(x: String) url \"/@:x\"\nroute b(y: String) url \"/@:y\""
            ).map {
                $0.components(separatedBy: " [").last
            } == ["duplicate-url]"])
        #expect(
            diagnostics(
                "scheme \"s\"\ntab home { push a, b }\nroute a(x: Int) url \"/@:x\"\nroute b(y: Double) url \"/@:y\"")
                == [
                    "4:24: error: URL pattern \"/@:y\" is ambiguous with \"/@:x\" of 'a': both match '/@1' with equal precedence [ambiguous-url]"
                ])
        #expect(
            diagnostics(
                "scheme \"s\"\ntab home { push a, b }\nroute a(x: String) url \"/f/*x\"\nroute b(y: String) url \"/f/*y\""
            )
            .map {
                $0.components(separatedBy: " [").last
            } == ["duplicate-url]"])
        // Different prefixes, a prefix beside a whole-segment placeholder, a tail beside a String:
        // precedence decides, nothing to report.
        #expect(
            diagnostics(
                "scheme \"s\"\ntab home { push a, b, c, d }\nroute a(x: String) url \"/@:x\"\nroute b(y: String) url \"/@@:y\"\nroute c(z: String) url \"/:z/q\"\nroute d(w: String) url \"/w/*w\""
            ) == [])
    }

    @Test func precedenceBetweenEveryKind() throws {
        let matcher = URLMatcher(graph: try graph(Self.social))
        let table: [(String, String?)] = [
            ("social://%40bob", ".stack(.home, [.account(handle: \"bob\")])"),
            ("https://social.example/@bob/7", ".stack(.home, [.post(handle: \"bob\", id: 7)])"),
            // A literal beats a prefix, and a prefix beats a whole-segment String.
            ("https://social.example/@me", ".stack(.home, [.me])"),
            ("https://social.example/@bob/about", ".stack(.home, [.about(handle: \"bob\")])"),
            ("https://social.example/bob/about", ".stack(.home, [.plain(name: \"bob\")])"),
            // The longer prefix first.
            ("https://social.example/@@bob", ".stack(.home, [.mention(handle: \"bob\")])"),
            // A typed value (Int) beats a String after the same prefix…
            ("https://social.example/@12/x", ".stack(.home, [.byID(id: 12)])"),
            // …and when the typed branch fails further right, matching backs out into the String one.
            ("https://social.example/@12/9", ".stack(.home, [.post(handle: \"12\", id: 9)])"),
            // A literal beats a String placeholder, which beats a tail.
            ("https://social.example/tags/search", ".stack(.home, [.search])"),
            ("https://social.example/tags/swift", ".stack(.home, [.tag(name: \"swift\")])"),
            ("https://social.example/tags/swift/ui", ".stack(.home, [.file(path: \"swift/ui\")])"),
            ("https://social.example/@", nil),
        ]
        for (url, expected) in table {
            #expect(matcher.resolve(url).target?.swiftExpression == expected, "\(url)")
        }
        // Why the prefixed pattern does not match, as `resolve` explains a near miss.
        let incoming = try matcher.read("https://social.example/@/1").get()
        let post = try #require(matcher.graph.deepLinks.firstIndex { $0.pattern.text == "/@:handle/:id" })
        #expect(matcher.miss(of: post, for: incoming)?.reason == "wants `@` then a String at segment 1, got `@`")
    }

    @Test func broadPatternsAreWarnedAbout() {
        let text = """
            scheme "s"
            tab home url "/" { push user, file, feed, item  present share }
            route user(handle: String) url "/:handle"
            route file(path: String) url "/*path"
            route feed(page: Int?) url "/?page=:page"
            route item(id: Int) url "/@:id"
            sheet share(id: Int) url "/s?id=:id"
            """
        #expect(
            diagnostics(text) == [
                "3:32: warning: URL pattern \"/:handle\" of 'user' has no literal text, so it opens route 'user' for every URL of one segment [broad-url]",
                "4:30: warning: URL pattern \"/*path\" of 'file' has no literal text, so it opens route 'file' for every URL of one segment or more [broad-url]",
                "5:28: error: URL pattern \"/?page=:page\" matches the same URLs as \"/\" of 'home'; the query never tells two patterns apart, only the path does [duplicate-url]",
                "5:28: warning: URL pattern \"/?page=:page\" of 'feed' has no literal text, so it opens route 'feed' for the bare URL `/`, whatever its query [broad-url]",
            ])
        // Where the graph has hosts, `aasa` claims the paths on them.
        #expect(
            notes("host \"s.example\"\ntab home { push user }\nroute user(handle: String) url \"/:handle\"") == [
                "3:32: through 'aasa' the app claims every such path on its hosts too; narrow it with a literal segment or a prefix, such as \"/user/:handle\""
            ])
        // Where a declared scheme answers, the form of a scheme of its own, which is never broad
        // (issue 43: an offline reader's `scheme "zim"` with `/:zimID/*path`, and no host).
        #expect(
            notes(
                "scheme \"zim\"\ntab home { push page }\nroute page(zimID: String, path: String) url \"/:zimID/*path\"")
                == [
                    "3:45: narrow it with a literal segment or a prefix, such as \"/page/:zimID/*path\"",
                    "3:45: if every 'zim' link has this shape, give the pattern the scheme of its own, which is never broad: url \"zim://:zimID/*path\" (it needs no 'scheme' line)",
                ])
        #expect(
            notes("scheme \"zim:\"\nhost \"z.example\"\ntab home { push page }\nroute page(id: String) url \"/:id\"")
                == [
                    "4:28: through 'aasa' the app claims every such path on its hosts too; narrow it with a literal segment or a prefix, such as \"/page/:id\"",
                    "4:28: if every 'zim' link has this shape, give the pattern the scheme of its own, which is never broad: url \"zim::id\" (it needs no 'scheme' line)",
                ])
    }

    @Test func aasaComponentsForPrefixesAndTails() throws {
        let document = AppSiteAssociation(graph: try graph(Self.social)).document(appIDs: [
            "ABCDE12345.com.example.social"
        ])
        let rendered = document.rendered()
        for component in [#""/": "/@*""#, #""/": "/@*/?*""#, #""/": "/@@*""#, #""/": "/tags/*""#] {
            #expect(rendered.contains(component), "\(component)")
        }
    }
}
