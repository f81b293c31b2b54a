import NavGenCore
import Testing

/// Each diagnostic of `text` as `line:column: severity: message [code]`, in the order reported.
func diagnostics(_ text: String) -> [String] {
    GraphCompiler.check(SourceFile(name: "test.nav", text: text)).diagnostics.map { diagnostic in
        "\(diagnostic.range.start.line):\(diagnostic.range.start.column): \(diagnostic.severity.rawValue): "
            + "\(diagnostic.message) [\(diagnostic.code.rawValue)]"
    }
}

/// Notes of the diagnostics of `text`, as `line:column: message`.
func notes(_ text: String) -> [String] {
    GraphCompiler.check(SourceFile(name: "test.nav", text: text)).diagnostics.flatMap { diagnostic in
        diagnostic.notes.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }
}

/// The checked graph of a text that must have no errors.
func graph(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> NavigationGraph {
    let result = GraphCompiler.check(SourceFile(name: "test.nav", text: text))
    return try #require(
        result.graph, "unexpected diagnostics: \(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
}
