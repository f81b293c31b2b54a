import Testing

@testable import NavGenCore

/// The text, JSON and GitHub renderings of diagnostics, byte for byte.
@Suite struct DiagnosticFormatTests {
    private let text = """
        tab home { push menuItem }
        route menuItem
        route menuItem
        """

    private func rendered(_ format: DiagnosticFormat, name: String = "graphs/app.nav", source: String? = nil) -> String
    {
        let file = SourceFile(name: name, text: source ?? text)
        return DiagnosticFormatter().format(GraphCompiler.check(file).diagnostics, in: file, as: format)
    }

    @Test func textShowsTheLineAndAMarkerUnderTheToken() {
        #expect(
            rendered(.text) == """
                graphs/app.nav:3:7: error: 'menuItem' is already declared [duplicate-name]
                route menuItem
                      ^~~~~~~~
                graphs/app.nav:2:7: note: 'menuItem' was first declared here
                route menuItem
                      ^~~~~~~~

                """)
    }

    @Test func textKeepsTabsAlignedAndShowsControlCharactersEscaped() {
        let source = "tab home {\n\tpush \u{7}x\n}\n"
        #expect(
            rendered(.text, source: source) == """
                graphs/app.nav:2:7: error: unexpected character '\\u{7}' [syntax]
                \tpush \\u{7}x
                \t     ^~~~~

                """)
    }

    @Test func textShowsAWindowOfAVeryLongLine() {
        let source = "tab home { push" + String(repeating: " ", count: 600) + "zz }\n"
        #expect(
            rendered(.text, source: source) == """
                graphs/app.nav:1:616: error: unknown destination 'zz' [unknown-destination]
                ...\(String(repeating: " ", count: 80))zz }
                   \(String(repeating: " ", count: 80))^~

                """)
    }

    @Test func jsonIsAnArrayOfObjectsInSpecKeyOrder() {
        #expect(
            rendered(.json) == """
                [
                  {"file": "graphs/app.nav", "line": 3, "column": 7, "severity": "error", "code": "duplicate-name", "message": "'menuItem' is already declared", "notes": [{"file": "graphs/app.nav", "line": 2, "column": 7, "message": "'menuItem' was first declared here"}]}
                ]

                """)
        #expect(rendered(.json, source: "tab home\n") == "[]\n")
    }

    @Test func githubAnnotationsEscapeTheirProperties() {
        #expect(
            rendered(.github, name: "a,b:c.nav") == """
                ::error file=a%2Cb%3Ac.nav,line=3,col=7,title=duplicate-name::'menuItem' is already declared%0Aa,b:c.nav:2:7: note: 'menuItem' was first declared here

                """)
    }
}
