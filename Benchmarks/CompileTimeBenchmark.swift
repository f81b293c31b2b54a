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
    /// What the generated code imports.
    let runtime: RuntimeLibrary

    /// The synthetic graph, checked.
    static func check(_ graph: SyntheticGraph) throws -> NavigationGraph {
        let result = GraphCompiler.check(SourceFile(name: "synthetic.nav", text: graph.text))
        guard let checked = result.graph else {
            throw BenchmarkFailure(
                "the synthetic graph of \(graph.routes) routes has errors: \(result.diagnostics.prefix(3).map(\.message))"
            )
        }
        return checked
    }

    /// Writes the generated Swift for `routes` routes; returns its path, line count and pattern count.
    func generate(routes: Int) throws -> (path: String, lines: Int, patterns: Int) {
        let checked = try Self.check(SyntheticGraph(routes: routes))
        // Public: the parser benchmark's driver imports it as a module of its own.
        let swift = SwiftEmitter(options: EmitterOptions(access: .public, sourceName: "synthetic.nav")).emit(checked)
        let path = "\(directory)/Synthetic\(routes).swift"
        try swift.write(toFile: path, atomically: true, encoding: .utf8)
        return (path, swift.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }, checked.deepLinks.count)
    }

    private func compile(_ source: String, optimization: String, module: String) throws -> Double {
        try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
        let run = try Measure.runChecked([
            "swiftc", optimization, "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name",
            "SyntheticNavigation",
            "-emit-module", "-emit-module-path", "\(module)/SyntheticNavigation.swiftmodule",
            "-c", source, "-o", "\(module)/SyntheticNavigation.o", "-I", runtime.directory,
        ])
        return run.seconds
    }

    /// Where the build of `routes` routes at `optimization` puts its module.
    private func moduleDirectory(_ optimization: String, routes: Int, prefix: String = "") -> String {
        "\(directory)/\(prefix)\(optimization == "-O" ? "release" : "debug")-\(routes)"
    }

    /// The -O build of `routes` routes, for the parser benchmark.
    private func releaseModule(routes: Int, patterns: Int) -> CompiledModule {
        let module = moduleDirectory("-O", routes: routes)
        return CompiledModule(directory: module, object: "\(module)/SyntheticNavigation.o", patterns: patterns)
    }

    /// Compiles at -O (keeping the module for the parser benchmark) and, unless `releaseOnly`, at -Onone.
    func run(routes: Int, releaseOnly: Bool = false) throws -> (Result, CompiledModule) {
        let (path, lines, patterns) = try generate(routes: routes)
        let debug =
            releaseOnly
            ? nil : try compile(path, optimization: "-Onone", module: moduleDirectory("-Onone", routes: routes))
        let release = try compile(path, optimization: "-O", module: moduleDirectory("-O", routes: routes))
        return (
            Result(routes: routes, lines: lines, debugSeconds: debug, releaseSeconds: release),
            releaseModule(routes: routes, patterns: patterns)
        )
    }

    /// One build of a large graph, timed between two builds of a smaller one.
    struct Bracketed {
        var largeRoutes: Int
        var smallRoutes: Int
        var largeSeconds: Double
        /// The smaller graph's builds just before and just after the large one.
        var smallBefore: Double
        var smallAfter: Double

        var ratio: Double { largeSeconds / ((smallBefore + smallAfter) / 2) }
    }

    /// Compiles `routes` at -Onone and at -O, each once between two builds of `small` routes
    /// (see `bracketed`); keeps the -O module for the parser benchmark.
    func runBracketed(routes: Int, small: Int) throws -> (Result, CompiledModule, debug: Bracketed, release: Bracketed)
    {
        let (path, lines, patterns) = try generate(routes: routes)
        let (smallPath, _, _) = try generate(routes: small)
        let debug = try bracketed(path, routes: routes, smallPath, small: small, optimization: "-Onone")
        let release = try bracketed(path, routes: routes, smallPath, small: small, optimization: "-O")
        return (
            Result(
                routes: routes, lines: lines, debugSeconds: debug.largeSeconds, releaseSeconds: release.largeSeconds),
            releaseModule(routes: routes, patterns: patterns), debug, release
        )
    }

    /// Builds the small graph, the large one, and the small one again, one after the other, so
    /// that the ratio compares the large build with the machine as it was on either side of it:
    /// this VM drifts by a third over minutes, and a small build made minutes earlier carries a
    /// different stretch of it. Building the small graph beside the large one, on the other core,
    /// was tried and is worse (docs/performance.md): the two contend for the shared cache and
    /// memory, and the large build, whose compiler holds gigabytes, suffers more.
    private func bracketed(_ path: String, routes: Int, _ smallPath: String, small: Int, optimization: String) throws
        -> Bracketed
    {
        let smallModule = moduleDirectory(optimization, routes: small, prefix: "bracket-")
        let before = try compile(smallPath, optimization: optimization, module: smallModule)
        let large = try compile(path, optimization: optimization, module: moduleDirectory(optimization, routes: routes))
        let after = try compile(smallPath, optimization: optimization, module: smallModule)
        return Bracketed(
            largeRoutes: routes, smallRoutes: small, largeSeconds: large, smallBefore: before, smallAfter: after)
    }

    /// One size's `-Onone` build of the generated Swift beside the hand-written baseline's.
    struct Comparison {
        var routes: Int
        var generatedSeconds: Double
        /// Nil when the baseline did not compile within `handWrittenTimeout` (at 1,000 routes it
        /// does not compile at all: Swift gives up on the synthesized `Codable` and the switch).
        var handWrittenSeconds: Double?

        var ratio: Double? { handWrittenSeconds.map { generatedSeconds / $0 } }
    }

    /// The longest a baseline build is given, in seconds.
    static let handWrittenTimeout = 900

    /// Compiles the generated Swift and `HandWrittenNavigation`'s baseline of the same graph at
    /// `-Onone`, each into a module as SwiftPM builds a target, taking turns `rounds` times, and
    /// keeps each one's fastest build: a build of a few seconds moves by a fifth from run to run.
    func compareWithHandWritten(routes: Int, rounds: Int = 3) throws -> Comparison {
        let (path, _, _) = try generate(routes: routes)
        let handWritten = "\(directory)/HandWritten\(routes).swift"
        try HandWrittenNavigation.source(for: Self.check(SyntheticGraph(routes: routes))).write(
            toFile: handWritten, atomically: true, encoding: .utf8)
        let module = moduleDirectory("-Onone", routes: routes, prefix: "hand-written-")
        try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
        var generated = Double.infinity
        var baseline: Double? = .infinity
        for _ in 0..<rounds {
            generated = min(
                generated,
                try compile(
                    path, optimization: "-Onone", module: moduleDirectory("-Onone", routes: routes, prefix: "compared-")
                ))
            guard let best = baseline else { continue }
            let run = try Measure.run([
                "timeout", String(Self.handWrittenTimeout), "swiftc", "-Onone", "-wmo", "-parse-as-library",
                "-swift-version", "6",
                "-module-name", "HandWritten", "-emit-module", "-emit-module-path", "\(module)/HandWritten.swiftmodule",
                "-c", handWritten, "-o", "\(module)/HandWritten.o",
            ])
            // A baseline that does not compile, or not in time, is not tried again.
            baseline = run.status == 0 ? min(best, run.seconds) : nil
        }
        return Comparison(routes: routes, generatedSeconds: generated, handWrittenSeconds: baseline)
    }
}
