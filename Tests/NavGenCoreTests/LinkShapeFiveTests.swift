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
