import Foundation
import Testing

@testable import NavGenCore

/// SPEC §2.4 (5) in the checks and tools: a host with a placeholder (`https://:server.simplex.im/…`),
/// links written `s:/path`, an empty authority; their errors, what `resolve`, `plist` and `aasa`
/// say of them. (Reading and writing are NavGenRuntime's: LinkFormTests.)
@Suite struct LinkShapeFiveTests {
    /// A private messenger's links: any server under its domain, its scheme written `simplex:/`.
    static let messenger = """
        app SimpleX
        scheme "simplex:/"
        tab chats url "/" { push contact, group }
        route contact(server: String, key: String)
            url "https://:server.simplex.im/contact/:key"
            url "/contact/:key?h=:server"
        route group(server: String, id: Int) url "https://:server.eu.simplex.im/g/:id"
        """

    static func check(_ text: String) -> CheckResult {
        GraphCompiler.check(SourceFile(name: "t.nav", text: text))
    }

    static func diagnostics(_ text: String) -> [String] {
        check(text).diagnostics.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.severity.rawValue): \($0.message) [\($0.code.rawValue)]"
        }
    }

    @Test func hostsUnderADomainAreResolvedByTheirGroup() throws {
        let graph = try #require(Self.check(Self.messenger).graph)
        let matcher = URLMatcher(graph: graph)
        let text = LinkReport(graph: graph, fileName: "t.nav").text(
            ["https://SMP6.simplex.im/contact/abc", "https://a.eu.simplex.im/contact/k", "simplex:/contact/k?h=smp1"]
                .map { matcher.resolve($0) })
        #expect(
            text == """
                https://SMP6.simplex.im/contact/abc → tab chats, stack [contact(server: "smp6", key: "abc")]
                  matched "https://:server.simplex.im/contact/:key" of route contact (t.nav:5:9)
                  which answers the https hosts under simplex.im, the labels before it bound to 'server'
                https://a.eu.simplex.im/contact/k → tab chats, stack [contact(server: "a.eu", key: "k")]
                  matched "https://:server.simplex.im/contact/:key" of route contact (t.nav:5:9)
                  which answers the https hosts under simplex.im, the labels before it bound to 'server'
                simplex:/contact/k?h=smp1 → tab chats, stack [contact(server: "smp1", key: "k")]
                  matched "/contact/:key?h=:server" of route contact (t.nav:6:9)
                  which answers every declared scheme and host (a link without //, read as its path)

                """)
        #expect(matcher.resolve("https://simplex.im/contact/k").failureReason == "host 'simplex.im' is not declared")
    }

    @Test func theEntitlementsClaimEveryHostUnderADomainAndAASALeavesThemOut() throws {
        let graph = try #require(Self.check(Self.messenger).graph)
        #expect(graph.linkHostDomains == ["simplex.im", "eu.simplex.im"])
        let entitlements = try #require(URLTypesPropertyList(graph: graph).entitlements())
        #expect(
            entitlements
                == .object([
                    (
                        "com.apple.developer.associated-domains",
                        .array([.string("applinks:*.simplex.im"), .string("applinks:*.eu.simplex.im")])
                    )
                ]))
        #expect(
            AppSiteAssociation(graph: graph).omittedPatterns == [
                "note: contact \"https://:server.simplex.im/contact/:key\" is left out: each host under simplex.im serves its own file, with the components of its own links (the entitlements claim them as applinks:*.simplex.im)",
                "note: group \"https://:server.eu.simplex.im/g/:id\" is left out: each host under eu.simplex.im serves its own file, with the components of its own links (the entitlements claim them as applinks:*.eu.simplex.im)",
            ])
    }

    @Test func malformedShapesSayWhatWasExpected() {
        let base = "app A\ntab t url \"https://a.example/\" { push r }\n"
        #expect(
            Self.diagnostics(base + "route r(s: String) url \"https://:s.im/x\"") == [
                "3:33: error: invalid URL pattern \"https://:s.im/x\": 'im' is not a domain for 'https://:s.DOMAIN/…': it has no dot [invalid-url-pattern]"
            ])
        #expect(
            Self.diagnostics(base + "route r(s: Int) url \"https://:s.simplex.im/x\"") == [
                "3:30: error: invalid URL pattern \"https://:s.simplex.im/x\": the host of a link to any host (or its labels before a domain) is bound to a String parameter (or a raw-value type of String); 's' is not one [invalid-url-pattern]"
            ])
        #expect(
            Self.diagnostics(base + "route r(s: String) url \"https://:s.a_b.im/x\"") == [
                "3:33: error: invalid URL pattern \"https://:s.a_b.im/x\": 'a_b.im' is not a domain for 'https://:s.DOMAIN/…': a host name has only letters, digits, '-' and '.' (no scheme, port or path) [invalid-url-pattern]"
            ])
        // Patterns for different domains, or a domain and any host, never collide.
        #expect(
            Self.diagnostics(
                base
                    + "route r(s: String) url \"https://:s.simplex.im/x\" url \"https://:s.eu.simplex.im/x\" url \"https://:s/x\""
            ) == [])
        #expect(
            Self.diagnostics(
                "app A\ntab t url \"https://a.example/\" { push r, q }\nroute r(s: String) url \"https://:s.simplex.im/x\"\nroute q(t: String) url \"https://:t.simplex.im/x\""
            ) == [
                "4:24: error: URL pattern \"https://:t.simplex.im/x\" matches the same URLs as \"https://:s.simplex.im/x\" of 'r' [duplicate-url]"
            ])
    }

    /// A fragment that is one value: `#:key`, `#LIT:key`, then its query; anything else is
    /// refused with the shapes it may take. An optional one counts with and without a fragment
    /// for `duplicate-url` (it matches both), a required one only with.
    @Test func aFragmentThatIsOneValue() throws {
        let base = "app A\nscheme \"s:/\"\ntab t url \"/\" { push r, q }\n"
        let expected =
            ##"a fragment part is a path after the '#' ("#/room/:id") or one value ("#:key", "#LIT:key"), then its query; a literal '#' is written '%23'"##
        for pattern in ["/a#k", "/a#", "/a#?x=:k", "/a#:k/b"] {
            let found = Self.diagnostics(base + "route r(k: String) url \"\(pattern)\"\nroute q")
            #expect(found.count == 1 && found.first?.contains(expected) == true, "\(pattern): \(found)")
        }
        // Required: only with a fragment; /a alone is free for another route.
        #expect(Self.diagnostics(base + "route r(k: String) url \"/a#:k\"\nroute q url \"/a\"") == [])
        // Optional: with and without, so /a collides with it.
        #expect(
            Self.diagnostics(base + "route r(k: String?) url \"/a#:k\"\nroute q url \"/a\"") == [
                "5:13: error: URL pattern \"/a\" matches the same URLs as \"/a#:k\" of 'r' [duplicate-url]"
            ])
        // A literal prefix makes the fragment needed, optional value or not.
        #expect(Self.diagnostics(base + "route r(k: String?) url \"/a#v-:k\"\nroute q url \"/a\"") == [])
        // Values of two types: the typed one first, as in a path.
        #expect(Self.diagnostics(base + "route r(k: String) url \"/a#:k\"\nroute q(j: Int) url \"/a#:j\"") == [])
        #expect(
            Self.diagnostics(base + "route r(k: String) url \"/a#:k\"\nroute q(j: String) url \"/a#:j\"") == [
                "5:24: error: URL pattern \"/a#:j\" matches the same URLs as \"/a#:k\" of 'r' [duplicate-url]"
            ])
        let graph = try #require(
            Self.check(base + "route r(k: String, h: String?) url \"/a#:k?h=:h\"\nroute q(a: String?) url \"/b#:a\"")
                .graph)
        let report = LinkReport(graph: graph, fileName: "t.nav")
        let matcher = URLMatcher(graph: graph)
        #expect(
            report.text(["s:/a#k3y?h=x", "s:/a", "s:/b"].map { matcher.resolve($0) }) == """
                s:/a#k3y?h=x → tab t, stack [r(k: "k3y", h: "x")]
                  matched "/a#:k?h=:h" of route r (t.nav:4:36)
                  which answers every declared scheme and host, a value in the fragment (a link without //, read as its path)
                s:/a → nothing: no pattern matches it
                  nearest "/a#:k?h=:h" of route r (t.nav:4:36): wants a fragment that is one value (`#…`), the URL has none
                s:/b → tab t, stack [q(a: nil)]
                  matched "/b#:a" of route q (t.nav:5:25)
                  which answers every declared scheme and host, an optional value in the fragment (a link without //, read as its path)

                """)
    }

    /// `scheme "s:/"` and patterns that begin `s:/` write that form; a scheme of its own in
    /// broad-url's note is written in the declared form.
    @Test func aSchemeDeclaredWithOneSlash() throws {
        let graph = try #require(Self.check(Self.messenger).graph)
        #expect(graph.schemes == ["simplex"] && graph.form(ofScheme: "simplex") == .absolutePath)
        #expect(graph.tableSchemes == ["simplex:/"])
        let notes = Self.check("app A\nscheme \"zim:/\"\ntab t { push p }\nroute p(id: String) url \"/:id\"")
            .diagnostics
            .flatMap(\.notes).map(\.message)
        #expect(
            notes.last
                == "if every 'zim' link has this shape, give the pattern the scheme of its own, which is never broad: url \"zim:/:id\" (it needs no 'scheme' line)"
        )
    }
}
