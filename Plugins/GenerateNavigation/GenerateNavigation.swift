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
        let tool = try context.tool(named: "navgen").url
        var failed: [String] = []
        for target in try selectedTargets(context.package, names: names) {
            for graph in try NavigationGraph.find(in: graphFiles(of: target), targetDirectory: target.directoryURL) {
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
}
