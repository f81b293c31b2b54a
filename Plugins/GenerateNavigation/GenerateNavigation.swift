import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-navigation [--target T]…`:
/// writes each graph's Swift next to it, for teams that check generated code in.
@main
struct GenerateNavigation: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure(
                "unknown arguments \(extractor.remainingArguments); usage: generate-navigation [--target T]…")
        }
        let targets = try selectedTargets(context.package, names: names)
        // Every target is checked before anything is written, so a refusal leaves no file behind.
        for target in targets {
            if let graph = buildGraphs(of: target).first {
                throw PluginFailure(
                    """
                    target '\(target.name)' builds \(graph.lastPathComponent) itself: a graph among a target's sources goes \
                    to its build tool plugin, and a checked-in copy of its Swift would make SwiftPM fail with \
                    "multiple producers". Choose one: keep NavGenPlugin and no checked-in code, or remove the plugin \
                    from the target and exclude the graph (exclude: ["\(NavigationGraph.relativePath(of: graph, in: target.directoryURL))"])
                    """)
            }
        }
        let tool = try context.tool(named: "navgen").url
        var failed: [String] = []
        for target in targets {
            // An app's graph is generated with the module graphs of the targets it depends on.
            let moduleGraphs = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
                .flatMap(graphFiles(of:)).sorted { $0.path < $1.path }
            for graph in try NavigationGraph.find(
                in: graphFiles(of: target), targetDirectory: target.directoryURL, moduleGraphs: moduleGraphs)
            {
                let output = graph.url.deletingLastPathComponent().appendingPathComponent(graph.generatedFileName)
                if try run(tool, graph.generateArguments(output: output)) != 0 {
                    failed.append(graph.relativePath)
                } else {
                    print("navgen: \(graph.relativePath) → \(output.lastPathComponent)")
                }
            }
        }
        guard failed.isEmpty else {
            throw PluginFailure("navgen found errors in \(failed.joined(separator: ", "))")
        }
    }

    /// The graphs among the target's sources, which SwiftPM hands to its build tool plugins (a
    /// target without one would have it `exclude:` them, or SwiftPM warns of unhandled files).
    private func buildGraphs(of target: SourceModuleTarget) -> [URL] {
        target.sourceFiles.map(\.url).filter { $0.pathExtension == "nav" }.sorted { $0.path < $1.path }
    }
}
