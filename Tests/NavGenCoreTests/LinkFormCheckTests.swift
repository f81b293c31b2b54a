import Testing

@testable import NavGenCore

/// SPEC §2.4 language 4 in the checks: `duplicate-url` and `ambiguous-url` compare patterns of one
/// group only, a graph whose patterns name their own scheme or host needs no `scheme` or `host`,
/// and `broad-url` spares a scheme of its own.
@Suite struct LinkFormCheckTests {
    static func diagnostics(_ text: String) -> [String] {
        GraphCompiler.check(SourceFile(name: "t.nav", text: text)).diagnostics.map {
            "\($0.range.start.line):\($0.range.start.column): \($0.severity.rawValue): \($0.message) [\($0.code.rawValue)]"
        }
    }

    @Test func patternsOfDifferentGroupsNeverCollide() {
        let text = """
            app A
            scheme "a"
            host "a.example"
            tab t url "/" { push r, s, u, v, w }
            route r(id: Int) url "/x/:id"
            route s(id: Int) url "https://other.example/x/:id"
            route u(id: Int) url "a:x/:id/more" url "https://a.example/#/x/:id"
            route v(name: String) url "https://:name/x/1"
            route w(id: Int) url "b:x/:id"
            """
        #expect(Self.diagnostics(text) == [])
    }

    @Test func patternsOfOneGroupDoCollide() {
        let text = """
            app A
            tab t url "https://a.example/" { push r, s, u }
            route r(id: Int) url "https://A.example/x/:id"
            route s(key: Int) url "https://a.example/x/:key"
            route u(name: String) url "m:u/:name" url "m://u/:name"
            """
        #expect(
            Self.diagnostics(text) == [
                "4:23: error: URL pattern \"https://a.example/x/:key\" matches the same URLs as \"https://A.example/x/:id\" of 'r' [duplicate-url]",
                "5:43: error: URL pattern \"m://u/:name\" matches the same URLs as \"m:u/:name\" of 'u' [duplicate-url]",
            ])
    }

    /// SPEC §2.4 (4): a literal `#` in a segment is written `%23`; an unescaped one inside a
    /// fragment part was read as a literal (issue 43: `https://matrix.to/#/#:alias`).
    @Test func aHashInsideAFragmentPartIsWrittenEscaped() {
        let text = """
            app A
            tab t url "https://matrix.to/" { push r, s }
            route r(alias: String) url "https://matrix.to/#/#:alias"
            route s(alias: String) url "https://matrix.to/#/r/%23:alias"
            """
        #expect(
            Self.diagnostics(text) == [
                "3:49: error: invalid URL pattern \"https://matrix.to/#/#:alias\": a literal '#' in a fragment part is written '%23' (\"#/%23:alias\" reads both '#/%23x' and '#/#x') [invalid-url-pattern]"
            ])
    }

    @Test func aSchemeOfItsOwnIsNotBroad() {
        let text = """
            app A
            scheme "a"
            tab t url "/" { push r, s }
            route r(key: String) url "nostr+walletconnect::key"
            route s(key: String) url "/:key"
            """
        let found = Self.diagnostics(text)
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("5:26: warning: URL pattern \"/:key\" of 's' has no literal text") == true)
    }
}
