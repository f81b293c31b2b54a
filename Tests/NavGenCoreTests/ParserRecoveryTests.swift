import TestSupport
import Testing

@testable import NavGenCore

/// Several independent problems are all reported, once each; one mistake is one diagnostic;
/// hostile input yields a diagnostic, never a crash or a hang.
@Suite struct ParserRecoveryTests {
    @Test func reportsEveryIndependentErrorInSourceOrder() {
        let text = """
            scheme "bad scheme"
            tab home { push menu, ghost }
            route menu(id: Float) url "/menu/:id"
            route menu
            sheet lonely
            route broken(
            route after { push nowhere }
            """
        #expect(
            diagnostics(text) == [
                "1:8: error: invalid URL scheme \"bad scheme\": a scheme is a letter followed by letters, digits, '+', '-' or '.' [invalid-scheme]",
                "2:23: error: unknown destination 'ghost' [unknown-destination]",
                "3:16: error: unknown type 'Float'; a parameter is an Int, Double, Bool, String, UUID or URL, or an app type declared with 'type Float' [unknown-type]",
                "4:7: error: 'menu' is already declared; screens cannot be overloaded by their parameters: give this one a name of its own [duplicate-name]",
                "7:1: error: expected a parameter name or ')', found 'route' [syntax]",
                "7:20: error: unknown destination 'nowhere' [unknown-destination]",
            ])
    }

    @Test func withoutSyntaxErrorsWholeGraphChecksRun() {
        #expect(
            diagnostics("tab home\nsheet lonely\nroute after { push nowhere }\n") == [
                "2:7: error: sheet 'lonely' is unreachable: no chain of push and present edges from any tab leads to it [unreachable]",
                "3:7: error: route 'after' is unreachable: no chain of push and present edges from any tab leads to it [unreachable]",
                "3:20: error: unknown destination 'nowhere' [unknown-destination]",
            ])
    }

    @Test func aDeclarationCutShortStillDeclaresItsName() {
        // `menu` fails after its name; the edge to it is still known, and nothing cascades.
        #expect(
            diagnostics("tab home { push menu }\nroute menu(id: Int url \"/m\"\n") == [
                "2:20: error: expected ',' or ')', found 'url' [syntax]"
            ])
    }

    @Test func tenThousandOpenBracesAreOneDiagnostic() {
        let text = "tab home " + String(repeating: "{", count: 10_000)
        #expect(diagnostics(text) == ["1:11: error: expected 'push', 'present', 'use' or '}', found '{' [syntax]"])
    }

    @Test func unclosedBlockPointsAtItsBrace() {
        #expect(notes("tab home {\n    push a\n") == ["1:10: to match this '{'"])
    }

    @Test func aMegabyteLineIsReadInOnePiece() {
        let name = String(repeating: "x", count: 1_000_000)
        #expect(
            diagnostics("tab home { push \(name) }\n") == [
                "1:17: error: unknown destination '\(name)' [unknown-destination]"
            ])
    }

    @Test func arbitraryBytesNeverTrap() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<300 {
            let count = Int(generator.next() % 200)
            let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let result = GraphCompiler.check(SourceFile(name: "random.nav", bytes: bytes))
            #expect(result.hasErrors)
        }
    }

    @Test func byteOrderMarkAndCRLFAreAccepted() throws {
        let text = "\u{FEFF}tab home { push a }\r\nroute a\r\n"
        #expect(try graph(text).routes.map(\.name) == ["a"])
        #expect(
            diagnostics("\u{FEFF}tab home\r\nroute b\r\n") == [
                "2:7: error: route 'b' is unreachable: no chain of push and present edges from any tab leads to it [unreachable]"
            ])
    }

    @Test func commentsAndEscapesInStrings() throws {
        let checked = try graph(
            """
            // a comment
            tab home "Caf\\u{E9} \\"Bar\\"\\n" icon "cup.and.saucer" // trailing
            """)
        #expect(checked.stackRoots.first?.title == "Café \"Bar\"\n")
        #expect(checked.stackRoots.first?.systemImage == "cup.and.saucer")
    }

    @Test func tooManyErrorsAreCappedWithACount() {
        let text = (0..<1_100).map { _ in "tab home" }.joined(separator: "\n")
        let result = GraphCompiler.check(SourceFile(name: "many.nav", text: text))
        #expect(result.diagnostics.count == DiagnosticBag.limit + 1)
        #expect(result.diagnostics.last?.message == "100 more diagnostics were not shown")
    }
}
