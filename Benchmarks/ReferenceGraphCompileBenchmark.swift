import Foundation
import NavGenCore

/// How long `swiftc` takes over the generated Swift of reference graphs shaped like real ones,
/// beside the synthetic sizes: a route of sixteen URL patterns (Tests/Graphs/threads.nav, a
/// Reddit client's post) and 1,000 routes with live parameters (Tests/Graphs/live-large.nav).
struct ReferenceGraphCompileBenchmark {
    struct Result {
        var graph: String
        var what: String
        var lines: Int
        var debugSeconds: Double
        var releaseSeconds: Double
    }

    /// The graphs, what each stands for, and the module of app types it imports.
    static let graphs: [(path: String, what: String, models: String)] = [
        ("Tests/Graphs/threads.nav", "one route of 16 URL patterns", "ThreadsModels"),
        ("Tests/Graphs/live-large.nav", "1,000 routes, live parameters", "ForumModels"),
    ]

    let directory: String
    let runtime: RuntimeLibrary

    func run() throws -> [Result] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return try Self.graphs.map { graph in
            let models = "\(directory)/\(graph.models)"
            try FileManager.default.createDirectory(atPath: models, withIntermediateDirectories: true)
            _ = try Measure.runChecked([
                "swiftc", "-parse-as-library", "-swift-version", "6", "-module-name", graph.models, "-emit-module",
                "-emit-module-path", "\(models)/\(graph.models).swiftmodule",
                root.appendingPathComponent("Tests/References/\(graph.models)/Models.swift").path,
            ])
            let source = SourceFile(
                name: graph.path, bytes: Array(try Data(contentsOf: root.appendingPathComponent(graph.path))))
            guard let checked = GraphCompiler.check(source).graph else {
                throw BenchmarkFailure("\(graph.path) has errors")
            }
            let swift = SwiftEmitter(options: EmitterOptions(access: .public, sourceName: graph.path)).emit(checked)
            let path = "\(directory)/\(checked.appName)Reference.swift"
            try swift.write(toFile: path, atomically: true, encoding: .utf8)
            func compile(_ optimization: String) throws -> Double {
                try Measure.runChecked([
                    "swiftc", optimization, "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name",
                    "\(checked.appName)Navigation", "-c", path, "-o", "\(directory)/\(checked.appName).o", "-I",
                    runtime.directory, "-I", models,
                ]).seconds
            }
            return Result(
                graph: graph.path, what: graph.what, lines: swift.utf8.reduce(0) { $0 + ($1 == 10 ? 1 : 0) },
                debugSeconds: try compile("-Onone"), releaseSeconds: try compile("-O"))
        }
    }
}
