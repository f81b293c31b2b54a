/// The outcome of checking one graph.
public struct CheckResult: Sendable {
    /// The checked graph, or nil when any error was found.
    public var graph: NavigationGraph?
    /// Every diagnostic, in source order.
    public var diagnostics: [Diagnostic]
    public var syntax: GraphSyntax?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// navgen's front end as one call: bytes in, checked graph and diagnostics out. No I/O.
///
/// The stages are named after their folders: Lexer → Parser (GraphSyntax) → Checks (NavigationGraph).
public enum GraphCompiler {
    public static func check(_ file: SourceFile) -> CheckResult {
        let (syntax, syntaxDiagnostics) = parse(file)
        guard let syntax else {
            return CheckResult(graph: nil, diagnostics: syntaxDiagnostics, syntax: nil)
        }
        var checker = GraphChecker(syntax: syntax)
        var (graph, bag) = checker.check()
        for diagnostic in syntaxDiagnostics { bag.append(diagnostic) }
        // A graph with syntax errors is incomplete: the checks above ran on what parsed, to
        // report independent problems too, but nothing may be generated from it.
        if !syntaxDiagnostics.isEmpty { graph = nil }
        return CheckResult(graph: graph, diagnostics: bag.sorted(), syntax: syntax)
    }

    /// The first stages alone: size and encoding, lexer and parser. The tree is nil when the
    /// file could not be read as text at all; otherwise it holds what parsed, with its comments.
    public static func parse(_ file: SourceFile) -> (syntax: GraphSyntax?, diagnostics: [Diagnostic]) {
        guard file.bytes.count <= GraphLimits.maximumFileSize else {
            let start = SourceLocation(offset: 0, line: 1, column: 1)
            return (
                nil,
                [
                    .error(
                        .limitExceeded,
                        "the file has \(file.bytes.count) bytes; navgen reads graphs of at most \(GraphLimits.maximumFileSize) bytes (16 MiB)",
                        at: SourceRange(start: start, end: start))
                ]
            )
        }
        if let offset = firstInvalidUTF8Offset(in: file.bytes) {
            let location = location(ofOffset: offset, in: file.bytes)
            return (nil, [.error(.syntax, "the file is not valid UTF-8", at: SourceRange(start: location, length: 1))])
        }
        var parser = Parser(bytes: file.bytes)
        var syntax = parser.parse()
        syntax.comments = parser.comments
        syntax.tokensAfterBlankLines = parser.tokensAfterBlankLines
        syntax.blockEnds = parser.blockEnds
        return (syntax, parser.diagnostics)
    }

    /// Line and column of a byte offset, counting line ends as the lexer does.
    static func location(ofOffset offset: Int, in bytes: [UInt8]) -> SourceLocation {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            } else if bytes[index] == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(offset: offset, line: line, column: offset - lineStart + 1)
    }
}
