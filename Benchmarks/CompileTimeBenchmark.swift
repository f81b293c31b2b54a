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

    /// The arguments that compile `source` into `module`.
    private func compilation(_ source: String, optimization: String, module: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
        return [
            "swiftc", optimization, "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "SyntheticNavigation",
            "-emit-module", "-emit-module-path", "\(module)/SyntheticNavigation.swiftmodule",
            "-c", source, "-o", "\(module)/SyntheticNavigation.o",
        ]
    }

    private func compile(_ source: String, optimization: String, module: String) throws -> Double {
        try Measure.runChecked(compilation(source, optimization: optimization, module: module)).seconds
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

    /// One build of a large graph timed against builds of a smaller one made during it.
    struct SideBySide {
        var largeRoutes: Int
        var smallRoutes: Int
        var largeSeconds: Double
        /// Each build of the smaller graph that started while the large one was being built.
        var smallSeconds: [Double]

        var ratio: Double { largeSeconds / Measure.median(smallSeconds) }
    }

    /// Compiles `routes` at -Onone and at -O, each once, while `small` routes are compiled again
    /// and again beside it (see `sideBySide`); keeps the -O module for the parser benchmark.
    func runBeside(routes: Int, small: Int) throws -> (Result, CompiledModule, debug: SideBySide, release: SideBySide) {
        let (path, lines, patterns) = try generate(routes: routes)
        let (smallPath, _, _) = try generate(routes: small)
        let debug = try sideBySide(path, routes: routes, smallPath, small: small, optimization: "-Onone")
        let release = try sideBySide(path, routes: routes, smallPath, small: small, optimization: "-O")
        let releaseModule = "\(directory)/release-\(routes)"
        return (
            Result(routes: routes, lines: lines, debugSeconds: debug.largeSeconds, releaseSeconds: release.largeSeconds),
            CompiledModule(directory: releaseModule, object: "\(releaseModule)/SyntheticNavigation.o", patterns: patterns),
            debug, release
        )
    }

    /// Builds the large graph once while the small one is built again and again beside it, so
    /// that a six-minute build and a thirty-second one meet the same stretch of the machine:
    /// built one after the other, this VM's drift over minutes lands on one side of the ratio
    /// only. Each build is single-threaded; the machine has a core for each.
    private func sideBySide(_ path: String, routes: Int, _ smallPath: String, small: Int, optimization: String) throws -> SideBySide {
        let kind = optimization == "-O" ? "release" : "debug"
        let largeArguments = try compilation(path, optimization: optimization, module: "\(directory)/\(kind)-\(routes)")
        let smallArguments = try compilation(smallPath, optimization: optimization, module: "\(directory)/beside-\(kind)-\(small)")
        let largeBuild = try ChildProcess(largeArguments)
        var smallSeconds: [Double] = []
        repeat {
            smallSeconds.append(try Measure.runChecked(smallArguments).seconds)
        } while try !largeBuild.hasExited
        let largeRun = try Measure.checked(largeBuild.wait(), largeArguments)
        return SideBySide(largeRoutes: routes, smallRoutes: small, largeSeconds: largeRun.seconds, smallSeconds: smallSeconds)
    }
}
