import Testing

@testable import NavGenCore

/// GraphLimits: past each, one clear `limit-exceeded` error instead of unbounded work.
@Suite struct LimitTests {
    @Test func fileSize() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: GraphLimits.maximumFileSize + 1)
        let result = GraphCompiler.check(SourceFile(name: "big.nav", bytes: bytes))
        #expect(
            result.diagnostics.map(\.message) == [
                "the file has 16777217 bytes; navgen reads graphs of at most 16777216 bytes (16 MiB)"
            ])
        #expect(result.diagnostics.first?.code == .limitExceeded)
    }

    @Test func tabCount() {
        let text = (0...GraphLimits.maximumTabCount).map { "tab t\($0)" }.joined(separator: "\n")
        #expect(diagnostics(text) == ["65:5: error: a graph has at most 64 tabs; this is tab 65 [limit-exceeded]"])
    }

    @Test func stackDepth() {
        var text = "scheme \"s\"\ntab home { push r0 }\n"
        for index in 0..<70 {
            text += "route r\(index) url \"/r\(index)\" { push r\(index + 1) }\n"
        }
        text += "route r70\n"
        let found = diagnostics(text)
        #expect(found.count == 6)
        #expect(
            found.first
                == "67:15: error: no stack can be built for 'r64' from URL pattern \"/r64\": the shortest is 65 screens deep, and a deep link builds at most 64 [limit-exceeded]"
        )
    }

    @Test func expandedEdges() {
        // Two thousand routes that each push every route through `global`: four million edges
        // from a file of a few kilobytes.
        let routes = (0..<2_000).map { "r\($0)" }
        let text =
            "tab home\nglobal { push \(routes.joined(separator: ", ")) }\n"
            + routes.map { "route \($0)" }.joined(separator: "\n")
        #expect(
            diagnostics(text) == [
                "1001:7: error: with 'use' and 'global' expanded the graph has more than 2000000 edges; share fewer edges, or give fewer screens the large groups [limit-exceeded]"
            ])
    }

    @Test func aHundredThousandChainedRoutesAreBounded() {
        // Quadratic work here (every route's stack listed) would take minutes; this finishes at once.
        var text = "scheme \"s\"\ntab home { push r0 }\n"
        for index in 0..<100_000 {
            text += "route r\(index) url \"/r\(index)\" { push r\(index + 1) }\n"
        }
        text += "route r100000\n"
        let result = GraphCompiler.check(SourceFile(name: "chain.nav", text: text))
        #expect(result.diagnostics.count == DiagnosticBag.limit + 1)
        #expect(result.diagnostics.allSatisfy { $0.code == .limitExceeded || $0.code == .tooManyErrors })
    }
}
