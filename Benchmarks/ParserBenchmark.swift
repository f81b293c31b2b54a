import Foundation
import NavGenCore
import TestSupport

/// The generated deep-link parser, compiled with `swiftc -O` into a small program that times it
/// and `URLComponents(string:)` on the same strings in the same process.
struct ParserBenchmark {
    struct Result {
        var routes: Int
        var patterns: Int
        var generatedNanoseconds: Double
        var componentsNanoseconds: Double
        var matched: Int
        var urls: Int
    }

    /// The timing program; `SyntheticNavigation` is the generated module.
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

        let text = try String(contentsOfFile: CommandLine.arguments[1], encoding: .utf8)
        let urls = text.split(separator: "\n").map(String.init)
        _ = parseWithGenerated(urls)
        _ = parseWithURLComponents(urls)
        let (generated, opened) = nanosecondsPerURL(urls, parseWithGenerated)
        let (components, _) = nanosecondsPerURL(urls, parseWithURLComponents)
        print(generated, components, opened, urls.count)
        """#

    let directory: String

    /// The URLs timed: half open a screen (one per pattern, cycled), half are near misses — an
    /// extra segment, an unknown first segment, a value of the wrong type, an undeclared scheme.
    static func urlMix(for graph: SyntheticGraph, count: Int = 2_000) -> [String] {
        let matching = graph.matchingURLs
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
        return result
    }

    /// A linked timing program for one size, ready to run.
    struct Program {
        var routes: Int
        var patterns: Int
        var executable: String
        var urls: String
    }

    /// Links the driver against the generated module compiled for `routes` routes.
    func prepare(routes: Int, module: CompiledModule) throws -> Program {
        let graph = SyntheticGraph(routes: routes)
        let work = "\(directory)/parser-\(routes)"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try Self.driver.write(toFile: "\(work)/main.swift", atomically: true, encoding: .utf8)
        let urls = Self.urlMix(for: graph)
        try (urls.joined(separator: "\n") + "\n").write(toFile: "\(work)/urls.txt", atomically: true, encoding: .utf8)
        _ = try Measure.runChecked([
            "swiftc", "-O", "-swift-version", "6", "\(work)/main.swift", "-I", module.directory, module.object, "-o", "\(work)/parse",
        ])
        return Program(routes: routes, patterns: module.patterns, executable: "\(work)/parse", urls: "\(work)/urls.txt")
    }

    /// Runs every program `rounds` times, taking turns so that the machine's drift over the
    /// minutes the suite runs falls on every size alike, and keeps each one's best figures.
    func time(_ programs: [Program], rounds: Int = 3) throws -> [Result] {
        var best: [Result?] = Array(repeating: nil, count: programs.count)
        for _ in 0..<rounds {
            for (index, program) in programs.enumerated() {
                let output = try Measure.capture([program.executable, program.urls])
                let fields = output.split(separator: " ").map { String($0.filter { !$0.isWhitespace }) }
                guard fields.count == 4, let generated = Double(fields[0]), let components = Double(fields[1]),
                      let matched = Int(fields[2]), let count = Int(fields[3])
                else { throw BenchmarkFailure("unexpected output from the parser benchmark: \(output)") }
                var result = Result(routes: program.routes, patterns: program.patterns, generatedNanoseconds: generated,
                                    componentsNanoseconds: components, matched: matched, urls: count)
                if let previous = best[index] {
                    result.generatedNanoseconds = min(result.generatedNanoseconds, previous.generatedNanoseconds)
                    result.componentsNanoseconds = min(result.componentsNanoseconds, previous.componentsNanoseconds)
                }
                best[index] = result
            }
        }
        return best.compactMap { $0 }
    }
}

/// The generated Swift of a synthetic graph, compiled as module `SyntheticNavigation`.
struct CompiledModule {
    var directory: String
    var object: String
    var patterns: Int
}
