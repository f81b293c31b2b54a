import Foundation
import NavGenCore
import TestSupport

/// How long `swiftc` takes over the generated Swift, at -Onone and at -O, as one module
/// (`-wmo`, as SwiftPM builds a release target).
struct CompileTimeBenchmark {
    struct Result {
        var routes: Int
        var lines: Int
        var debugSeconds: Double?
        var releaseSeconds: Double
    }

    let directory: String

    /// Writes the generated Swift for `routes` routes; returns its path, line count and pattern count.
    func generate(routes: Int) throws -> (path: String, lines: Int, patterns: Int) {
        let graph = SyntheticGraph(routes: routes)
        let result = GraphCompiler.check(SourceFile(name: "synthetic.nav", text: graph.text))
        guard let checked = result.graph else {
            throw BenchmarkFailure("the synthetic graph of \(routes) routes has errors: \(result.diagnostics.prefix(3).map(\.message))")
        }
        let swift = SwiftEmitter(options: EmitterOptions(sourceName: "synthetic.nav")).emit(checked)
        let path = "\(directory)/Synthetic\(routes).swift"
        try swift.write(toFile: path, atomically: true, encoding: .utf8)
        return (path, swift.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }, checked.deepLinks.count)
    }

    private func compile(_ source: String, optimization: String, module: String) throws -> Double {
        try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
        let run = try Measure.runChecked([
            "swiftc", optimization, "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "SyntheticNavigation",
            "-emit-module", "-emit-module-path", "\(module)/SyntheticNavigation.swiftmodule",
            "-c", source, "-o", "\(module)/SyntheticNavigation.o",
        ])
        return run.seconds
    }

    /// Compiles at -O (keeping the module for the parser benchmark) and, unless `releaseOnly`, at -Onone.
    func run(routes: Int, releaseOnly: Bool = false) throws -> (Result, CompiledModule) {
        let (path, lines, patterns) = try generate(routes: routes)
        let debug = releaseOnly ? nil : try compile(path, optimization: "-Onone", module: "\(directory)/debug-\(routes)")
        let releaseModule = "\(directory)/release-\(routes)"
        let release = try compile(path, optimization: "-O", module: releaseModule)
        return (
            Result(routes: routes, lines: lines, debugSeconds: debug, releaseSeconds: release),
            CompiledModule(directory: releaseModule, object: "\(releaseModule)/SyntheticNavigation.o", patterns: patterns)
        )
    }
}
