// libFuzzer entry point for the front end: arbitrary bytes through lex, parse, check, the
// three diagnostic formats, the formatter, and the emitters. Compiled together with Sources/NavGenCore by
// Fuzz/run.sh; any trap, sanitizer report or failed check below is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let file = SourceFile(name: "fuzz.nav", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let result = GraphCompiler.check(file)
    let formatter = DiagnosticFormatter()
    for format in DiagnosticFormat.allCases {
        _ = formatter.format(result.diagnostics, in: file, as: format)
    }
    // Every error is located inside the file (or at its end).
    for diagnostic in result.diagnostics {
        let offset = diagnostic.range.start.offset
        guard offset >= 0, offset <= file.bytes.count, diagnostic.range.start.line >= 1,
            diagnostic.range.start.column >= 1
        else {
            fatalError("diagnostic outside the file: \(diagnostic)")
        }
    }
    // Formatting is idempotent and keeps the meaning.
    if let formatted = GraphFormatter.format(file).text {
        let again = SourceFile(name: "fuzz.nav", text: formatted)
        guard GraphFormatter.format(again).text == formatted else { fatalError("format is not idempotent") }
        // Compared as sets: positions move, so diagnostics at one place may swap their order.
        let before = result.diagnostics.map { "\($0.code) \($0.message)" }.sorted()
        let after = GraphCompiler.check(again).diagnostics.map { "\($0.code) \($0.message)" }.sorted()
        guard before == after else { fatalError("format changed the diagnostics: \(before) → \(after)") }
    }
    if let graph = result.graph {
        guard !result.hasErrors else { fatalError("a graph with errors was returned") }
        let options = EmitterOptions(sourceName: "fuzz.nav")
        let swift = SwiftEmitter(options: options).emit(graph)
        guard swift == SwiftEmitter(options: options).emit(graph) else {
            fatalError("emitter output is not deterministic")
        }
        _ = ScaffoldEmitter(options: options).emit(graph)
    } else if !result.hasErrors {
        fatalError("no graph and no error")
    }
    return 0
}
