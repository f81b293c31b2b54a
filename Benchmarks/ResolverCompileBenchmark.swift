import Foundation
import NavGenCore
import TestSupport

/// What resolvers cost the generated Swift's build (issue 45): the 1,000-route synthetic graph
/// compiled at -Onone as it is and with 100 resolvers leading to its screens, each build between
/// two of the other so that the machine's drift falls on both; the fastest build of each counts,
/// the one least disturbed by whatever else the machine ran.
struct ResolverCompileBenchmark {
    struct Result {
        var resolvers: Int
        var withoutSeconds: Double
        var withSeconds: Double
        var ratio: Double { withSeconds / withoutSeconds }
    }

    let directory: String
    let runtime: RuntimeLibrary

    /// `graph`'s text with `count` resolvers, each with a pattern of its own, leading to a leaf
    /// (a route whose own parameters open it), a tab and a modal.
    static func withResolvers(_ graph: SyntheticGraph, count: Int) -> String {
        var text = graph.text
        let leaves = graph.text.split(separator: "\n").filter { $0.hasPrefix("route leaf") }.compactMap {
            $0.dropFirst("route ".count).split(separator: "(").first.map(String.init)
        }
        let modals = graph.text.split(separator: "\n").filter {
            $0.hasPrefix("sheet modal") || $0.hasPrefix("cover modal")
        }
        .compactMap { $0.split(separator: " ").dropFirst().first.map { String($0.prefix { $0 != "(" && $0 != "{" }) } }
        for number in 0..<count where !leaves.isEmpty && !modals.isEmpty {
            let leaf = leaves[number * 7 % leaves.count]
            let modal = modals[number % modals.count]
            text += "resolver find\(number)(code: String) url \"/find\(number)/:code\" -> \(leaf), tab0, \(modal)\n"
        }
        return text
    }

    func run(routes: Int = 1_000, resolvers: Int = 100, rounds: Int = 3) throws -> Result {
        let graph = SyntheticGraph(routes: routes)
        func emit(_ text: String, _ name: String) throws -> String {
            let checked = GraphCompiler.check(SourceFile(name: "\(name).nav", text: text))
            guard let model = checked.graph, !checked.hasErrors else {
                throw BenchmarkFailure("\(name) has errors: \(checked.diagnostics.prefix(3).map(\.message))")
            }
            let path = "\(directory)/\(name).swift"
            try SwiftEmitter(options: EmitterOptions(access: .public, sourceName: "\(name).nav")).emit(model)
                .write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let without = try emit(graph.text, "WithoutResolvers")
        let with = try emit(Self.withResolvers(graph, count: resolvers), "WithResolvers")
        func compile(_ path: String) throws -> Double {
            try Measure.runChecked([
                "swiftc", "-Onone", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name",
                "SyntheticNavigation", "-c", path, "-o", "\(directory)/Synthetic.o", "-I", runtime.directory,
            ]).seconds
        }
        var withoutTimes: [Double] = []
        var withTimes: [Double] = []
        for _ in 0..<rounds {
            withoutTimes.append(try compile(without))
            withTimes.append(try compile(with))
        }
        withoutTimes.append(try compile(without))
        return Result(
            resolvers: resolvers, withoutSeconds: withoutTimes.min() ?? 0, withSeconds: withTimes.min() ?? 0)
    }
}
