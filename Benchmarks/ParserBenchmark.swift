import Foundation
import NavGenCore
import TestSupport

/// The generated deep-link parser, compiled with `swiftc -O` into a small program that times it
/// and `URLComponents(string:)` on the same strings in the same process.
struct ParserBenchmark {
    /// One run over one mix of URLs.
    struct Timing {
        var generatedNanoseconds: Double
        var componentsNanoseconds: Double
        var matched: Int
        var urls: Int

        var speedUp: Double { componentsNanoseconds / generatedNanoseconds }
    }

    struct Result {
        var routes: Int
        var patterns: Int
        /// The URLs of every screen of the graph, as `urlMix(for:)` makes them.
        var everyScreen: Timing
        /// Only the URLs that open a stack of two screens: the same shape at every size.
        var twoScreens: Timing
    }

    /// The timing program; `SyntheticNavigation` is the generated module. It times each file of
    /// URLs named on its command line and prints a line per file.
    static let driver = #"""
        import Foundation
        import SyntheticNavigation

        @inline(never) func parseWithGenerated(_ urls: [String]) -> Int {
            var opened = 0
            for url in urls where SyntheticDeepLink(string: url) != nil { opened += 1 }
            return opened
        }

        @inline(never) func parseWithURLComponents(_ urls: [String]) -> Int {
            var parsed = 0
            for url in urls where URLComponents(string: url) != nil { parsed += 1 }
            return parsed
        }

        /// The best of several rounds, in nanoseconds per URL: the least disturbed by the machine.
        func nanosecondsPerURL(_ urls: [String], _ body: ([String]) -> Int) -> (Double, Int) {
            var best = Double.infinity
            var result = 0
            for _ in 0..<7 {
                let start = DispatchTime.now().uptimeNanoseconds
                var total = 0
                for _ in 0..<20 { total &+= body(urls) }
                let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start)
                best = min(best, elapsed / Double(urls.count * 20))
                result = total / 20
            }
            return (best, result)
        }

        for file in CommandLine.arguments.dropFirst() {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let urls = text.split(separator: "\n").map(String.init)
            _ = parseWithGenerated(urls)
            _ = parseWithURLComponents(urls)
            let (generated, opened) = nanosecondsPerURL(urls, parseWithGenerated)
            let (components, _) = nanosecondsPerURL(urls, parseWithURLComponents)
            print(generated, components, opened, urls.count)
        }
        """#

    let directory: String
    /// What the generated code imports.
    let runtime: RuntimeLibrary

    /// The URLs timed: half open a screen (`matching`, cycled), half are near misses — an extra
    /// segment, an unknown first segment, a value of the wrong type, an undeclared scheme — in an
    /// order shuffled from a fixed seed, so that no branch predictor learns a short cycle of URLs.
    static func urlMix(matching: [String], count: Int = 2_000) -> [String] {
        var result: [String] = []
        for index in 0..<(count / 2) {
            let url = matching[index % matching.count]
            result.append(url)
            switch index % 4 {
            case 0: result.append(url.split(separator: "?")[0] + "/extra")
            case 1: result.append(url.replacing("://", with: "://zz", maxReplacements: 1))
            case 2: result.append(url.replacing("/l", with: "/l0x", maxReplacements: 1).replacing("42", with: "4x2"))
            default: result.append(url.replacing("syn://", with: "tea://", maxReplacements: 1))
            }
        }
        var random = SplitMix64(seed: 7)
        result.shuffle(using: &random)
        return result
    }

    /// The mix of URLs of every screen of `graph`.
    static func everyScreenMix(for graph: SyntheticGraph) -> [String] {
        urlMix(matching: graph.matchingURLs)
    }

    /// The mix of `graph`'s URLs that open a stack of two screens, as navgen's own resolver reads
    /// them: what the 10-route graph's links open, so that each size is timed on URLs of one shape
    /// and the difference is the number of patterns, not deeper stacks in a larger graph.
    static func twoScreenMix(for graph: SyntheticGraph) throws -> [String] {
        guard let checked = GraphCompiler.check(SourceFile(name: "synthetic.nav", text: graph.text)).graph else {
            throw BenchmarkFailure("the synthetic graph of \(graph.routes) routes has errors")
        }
        let matcher = URLMatcher(graph: checked)
        let twoScreens = graph.matchingURLs.filter { url in
            guard case .stack(_, let routes)? = matcher.resolve(url, nearest: 0).target else { return false }
            return routes.count == 2
        }
        guard !twoScreens.isEmpty else {
            throw BenchmarkFailure("the synthetic graph of \(graph.routes) routes has no two-screen URL")
        }
        return urlMix(matching: twoScreens)
    }

    /// A linked timing program for one size, ready to run.
    struct Program {
        var routes: Int
        var patterns: Int
        var executable: String
        var everyScreenURLs: String
        var twoScreenURLs: String
    }

    /// Links the driver against the generated module compiled for `routes` routes.
    func prepare(routes: Int, module: CompiledModule) throws -> Program {
        let graph = SyntheticGraph(routes: routes)
        let work = "\(directory)/parser-\(routes)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try Self.driver.write(toFile: "\(work)/main.swift", atomically: true, encoding: .utf8)
        let everyScreen = "\(work)/every-screen.txt"
        let twoScreens = "\(work)/two-screens.txt"
        try (Self.everyScreenMix(for: graph).joined(separator: "\n") + "\n").write(
            toFile: everyScreen, atomically: true, encoding: .utf8)
        try (Self.twoScreenMix(for: graph).joined(separator: "\n") + "\n").write(
            toFile: twoScreens, atomically: true, encoding: .utf8)
        _ = try Measure.runChecked(
            [
                "swiftc", "-O", "-swift-version", "6", "\(work)/main.swift", "-I", module.directory, module.object,
                "-o", "\(work)/parse",
            ] + runtime.flags)
        return Program(
            routes: routes, patterns: module.patterns, executable: "\(work)/parse", everyScreenURLs: everyScreen,
            twoScreenURLs: twoScreens)
    }

    /// Runs every program `rounds` times, taking turns so that the machine's drift over the
    /// minutes the suite runs falls on every size alike, and keeps each one's best figures.
    func time(_ programs: [Program], rounds: Int = 3) throws -> [Result] {
        var best: [Result?] = Array(repeating: nil, count: programs.count)
        for _ in 0..<rounds {
            for (index, program) in programs.enumerated() {
                let output = try Measure.capture([program.executable, program.everyScreenURLs, program.twoScreenURLs])
                let lines = output.split(separator: "\n")
                guard lines.count == 2, let everyScreen = Self.timing(lines[0]), let twoScreens = Self.timing(lines[1])
                else {
                    throw BenchmarkFailure("unexpected output from the parser benchmark: \(output)")
                }
                var result = Result(
                    routes: program.routes, patterns: program.patterns, everyScreen: everyScreen, twoScreens: twoScreens
                )
                if let previous = best[index] {
                    result.everyScreen = Self.better(result.everyScreen, previous.everyScreen)
                    result.twoScreens = Self.better(result.twoScreens, previous.twoScreens)
                }
                best[index] = result
            }
        }
        return best.compactMap { $0 }
    }

    /// One line of the driver's output: nanoseconds for the generated parser and URLComponents,
    /// URLs opened, URLs timed.
    private static func timing(_ line: Substring) -> Timing? {
        let fields = line.split(separator: " ")
        guard fields.count == 4, let generated = Double(fields[0]), let components = Double(fields[1]),
            let matched = Int(fields[2]), let count = Int(fields[3])
        else { return nil }
        return Timing(generatedNanoseconds: generated, componentsNanoseconds: components, matched: matched, urls: count)
    }

    /// Each parser's best time of two runs.
    private static func better(_ first: Timing, _ second: Timing) -> Timing {
        var result = first
        result.generatedNanoseconds = min(first.generatedNanoseconds, second.generatedNanoseconds)
        result.componentsNanoseconds = min(first.componentsNanoseconds, second.componentsNanoseconds)
        return result
    }
}

/// The generated Swift of a synthetic graph, compiled as module `SyntheticNavigation`.
struct CompiledModule {
    var directory: String
    var object: String
    var patterns: Int
}
