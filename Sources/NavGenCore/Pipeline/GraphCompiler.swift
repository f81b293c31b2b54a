/// The outcome of checking one graph.
public struct CheckResult: Sendable {
    /// The checked graph, or nil when any error was found.
    public var graph: NavigationGraph?
    /// Every diagnostic, in source order.
    public var diagnostics: [Diagnostic]
    public var syntax: GraphSyntax?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public init(graph: NavigationGraph?, diagnostics: [Diagnostic], syntax: GraphSyntax?) {
        self.graph = graph
        self.diagnostics = diagnostics
        self.syntax = syntax
    }
}

/// navgen's front end as one call: bytes in, checked graph and diagnostics out. No I/O.
///
/// The stages are named after their folders: Lexer → Parser (GraphSyntax) → Checks (NavigationGraph).
public enum GraphCompiler {
    public static func check(_ file: SourceFile) -> CheckResult {
        // One path for one graph and for an app's several (SPEC §2.8).
        check(file, modules: [])
    }

    /// `graph` checked with the module graphs it uses (SPEC §2.8), as one result: an app's graph
    /// composed with them, its tree holding their screens (`Status.detail`); or a module's graph
    /// alone. The diagnostics are the whole set's, their locations indexing `[graph] + modules`.
    public static func check(_ graph: SourceFile, modules: [SourceFile]) -> CheckResult {
        let result = check([graph] + modules)
        let module = result.syntaxes.first??.modules.first?.name.text
        return CheckResult(
            graph: result.apps[0] ?? module.flatMap { result.modules[$0] }, diagnostics: result.diagnostics,
            syntax: result.composedSyntaxes[0] ?? result.syntaxes.first ?? nil)
    }

    /// The first stages alone: size and encoding, lexer and parser. The tree is nil when the
    /// file could not be read as text at all; otherwise it holds what parsed, with its comments.
    /// `index` is the file's place among the graphs of one app (`SourceLocation.file`).
    public static func parse(_ file: SourceFile, index: Int = 0) -> (syntax: GraphSyntax?, diagnostics: [Diagnostic]) {
        guard file.bytes.count <= GraphLimits.maximumFileSize else {
            let start = SourceLocation(offset: 0, line: 1, column: 1, file: index)
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
            var location = location(ofOffset: offset, in: file.bytes)
            location.file = index
            return (nil, [.error(.syntax, "the file is not valid UTF-8", at: SourceRange(start: location, length: 1))])
        }
        var parser = Parser(bytes: file.bytes, file: index)
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
