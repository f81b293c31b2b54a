import Foundation
import NavGenCore
import TestSupport

/// `swift run -c release navgen-benchmarks [--quick] [--only e2e|parser|compile|baseline|links|modules]`: the
/// performance suite of docs/performance.md. Never part of `swift test`.
let help = """
    OVERVIEW: navgen's performance suite: end to end on synthetic graphs of 10 to 50,000 routes,
    the generated deep-link parser beside URLComponents, and the compile time of the generated Swift.

    USAGE: swift run -c release navgen-benchmarks [--quick | --full] [--only e2e|parser|compile|baseline|links|modules]
           swift run -c release navgen-benchmarks --write-graph ROUTES FILE [--live]
           swift run -c release navgen-benchmarks --write-urls ROUTES FILE
           swift run -c release navgen-benchmarks --write-two-screen-urls ROUTES FILE
           swift run -c release navgen-benchmarks --write-hand-written ROUTES FILE

    OPTIONS:
      --write-graph <n> <file>
                              Write the synthetic graph of n routes that the suite measures, and stop
      --live                  With --write-graph, the graph whose routes and modals also take live
                              parameters (ForumModels' types)
      --write-urls <n> <file> Write the URLs of every screen the parser is timed on for that graph,
                              and stop
      --write-two-screen-urls <n> <file>
                              Write the URLs of its two-screen stacks the parser is timed on, and stop
      --quick                 Smaller sizes: end to end up to 10,000 routes; compiled at 10 and 100
      --full                  Also compile (and time the parser of) 10,000 routes, each build
                              between two builds of 1,000: the debug build takes about 80 seconds,
                              the -O build about 5 minutes and 5 GB (docs/performance.md)
      --only <part>           Run one part: e2e, parser, compile, baseline (the generated Swift's
                              -Onone build beside a hand-written one at 50, 100 and 500 routes, and
                              1,000 with --full), links (writing graphs/app.nav's links beside
                              URL(string:)), or modules (an app of 50 modules × 200 routes beside
                              the same 10,000 routes as one graph)
      --help                  Show this help

    Prints Markdown tables and checks each target of docs/performance.md. Needs swiftc on PATH;
    counts instructions with perf or valgrind where one is available.

    """

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") {
    print(help, terminator: "")
    exit(0)
}
for option in ["--write-graph", "--write-urls", "--write-two-screen-urls", "--write-hand-written"] {
    guard let index = arguments.firstIndex(of: option) else { continue }
    guard index + 2 < arguments.count, let routes = Int(arguments[index + 1]), routes > 0 else {
        FileHandle.standardError.write(
            Data("navgen-benchmarks: error: \(option) takes a route count and a file\n".utf8))
        exit(2)
    }
    let graph = SyntheticGraph(routes: routes, live: arguments.contains("--live"))
    do {
        let text =
            switch option {
            case "--write-graph": graph.text
            case "--write-urls": ParserBenchmark.everyScreenMix(for: graph).joined(separator: "\n") + "\n"
            case "--write-hand-written": HandWrittenNavigation.source(for: try CompileTimeBenchmark.check(graph))
            default: try ParserBenchmark.twoScreenMix(for: graph).joined(separator: "\n") + "\n"
            }
        try text.write(toFile: arguments[index + 2], atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("navgen-benchmarks: error: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
let quick = arguments.contains("--quick")
let full = arguments.contains("--full")
arguments.removeAll { $0 == "--quick" || $0 == "--full" }
var parts: Set<String> = ["e2e", "parser", "compile", "baseline", "links", "modules"]
if let index = arguments.firstIndex(of: "--only") {
    guard index + 1 < arguments.count, parts.contains(arguments[index + 1]) else {
        FileHandle.standardError.write(
            Data("navgen-benchmarks: error: --only takes e2e, parser, compile, baseline, links or modules\n".utf8))
        exit(2)
    }
    parts = [arguments[index + 1]]
    arguments.removeSubrange(index...(index + 1))
}
guard arguments.isEmpty else {
    FileHandle.standardError.write(
        Data("navgen-benchmarks: error: unknown argument '\(arguments[0])'; see --help\n".utf8))
    exit(2)
}

func progress(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

do {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-benchmarks-\(getpid())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var report = BenchmarkReport()

    let navgen = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "navgen"
    ).path
    if parts.contains("e2e") || parts.contains("modules") {
        guard FileManager.default.isExecutableFile(atPath: navgen) else {
            throw BenchmarkFailure(
                "\(navgen) is missing; build it with 'swift build -c release' (swift run builds it too)")
        }
    }
    if parts.contains("modules") {
        report.modular = try ModularBenchmark(navgen: navgen, directory: directory).run(rounds: 5, progress: progress)
    }
    if parts.contains("e2e") {
        let counter = InstructionCounter.available()
        report.instructionTool = counter?.tool.rawValue
        let benchmark = EndToEndBenchmark(
            navgen: navgen, graphWriter: CommandLine.arguments[0], directory: directory, counter: counter)
        let sizes = quick ? [10, 100, 1_000, 10_000] : [10, 100, 1_000, 10_000, 50_000]
        report.endToEnd = try benchmark.run(sizes: sizes, rounds: 7, progress: progress)
    }
    if parts.contains("parser") || parts.contains("compile") || parts.contains("baseline") || parts.contains("links") {
        progress("building NavGenRuntime at -O")
        let runtime = try RuntimeLibrary.build(in: directory)
        if parts.contains("links") {
            progress("writing graphs/app.nav's links")
            report.links = try LinkWritingBenchmark(directory: directory, runtime: runtime).run()
        }
        if parts.contains("baseline") {
            let compiler = CompileTimeBenchmark(directory: directory, runtime: runtime)
            for routes in quick ? [50, 100] : full ? [50, 100, 500, 1_000] : [50, 100, 500] {
                progress("compiling the generated and the hand-written Swift of \(routes) routes")
                report.handWritten.append(try compiler.compareWithHandWritten(routes: routes))
            }
        }
        if parts.contains("compile") {
            progress("compiling the reference graphs shaped like real ones")
            report.referenceGraphs = try ReferenceGraphCompileBenchmark(directory: directory, runtime: runtime).run()
            progress("compiling 1,000 routes with and without 100 resolvers")
            report.resolvers = try ResolverCompileBenchmark(directory: directory, runtime: runtime).run(
                rounds: quick ? 2 : 3)
        }
        let compiler = CompileTimeBenchmark(directory: directory, runtime: runtime)
        let parser = ParserBenchmark(directory: directory, runtime: runtime)
        // The parser is timed at 10, 1,000 and 10,000 routes; compile time at 100, 1,000 and 10,000.
        let sizes = quick ? [10, 100] : full ? [10, 100, 1_000, 10_000] : [10, 100, 1_000]
        var programs: [ParserBenchmark.Program] = []
        for routes in sizes {
            let timesCompile = parts.contains("compile") && routes >= 100
            let timesParser = parts.contains("parser") && (routes != 100 || quick)
            guard timesCompile || timesParser else { continue }
            let module: CompiledModule
            if timesCompile, routes == 10_000 {
                progress("compiling the generated Swift of 10,000 routes, each build between two of 1,000")
                let (compiled, compiledModule, debug, release) = try compiler.runBracketed(routes: routes, small: 1_000)
                report.compile.append(compiled)
                report.debugBracketed = debug
                report.releaseBracketed = release
                module = compiledModule
            } else {
                progress("compiling the generated Swift of \(routes) routes")
                let (compiled, compiledModule) = try compiler.run(routes: routes, releaseOnly: !timesCompile)
                if timesCompile { report.compile.append(compiled) }
                module = compiledModule
            }
            if timesParser { programs.append(try parser.prepare(routes: routes, module: module)) }
        }
        if !programs.isEmpty {
            progress("timing the parser, every size in turn")
            report.parser = try parser.time(programs)
        }
    }
    print(report.markdown(), terminator: "")
} catch {
    FileHandle.standardError.write(Data("navgen-benchmarks: error: \(error)\n".utf8))
    exit(1)
}
