import Foundation
import PackagePlugin

/// Compiles every `.nav` file of a target into Swift as part of its build: one build command per
/// graph, re-run only when the graph, its `navgen.json` or navgen itself changes.
@main
struct NavGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let graphs = target.sourceFiles.map(\.url).filter { $0.pathExtension == "nav" }
        let workDirectory = context.pluginWorkDirectoryURL
        // A graph kept outside the target (a `graphs/` folder at the package's root) is not among
        // its files: the build would succeed and the app's code then fail on the missing types.
        if graphs.isEmpty {
            if BuildReport.isFirst("no-graph", in: workDirectory) {
                let package = context.package.directoryURL
                let folder = NavigationGraph.relativePath(of: target.directoryURL, in: package) + "/"
                let stray = Self.graphsOutsideTargets(
                    in: package, targetDirectories: context.package.targets.map(\.directoryURL))
                let advice =
                    stray.isEmpty
                    ? "put the graph inside the target's folder (\(folder)app.nav)"
                    : "\(stray.joined(separator: ", ")) \(stray.count == 1 ? "is" : "are") in no target's folder; move \(stray.count == 1 ? "it" : "the app's graph") into \(folder)"
                Diagnostics.warning(
                    """
                    target '\(target.name)' uses NavGenPlugin but has no .nav file: \(advice); a graph elsewhere in \
                    the package is not part of the target
                    """)
            }
            return []
        }
        // Generated code imports NavGenRuntime; without it every graph's Swift fails to compile
        // with "no such module", far from the line that would fix it. The error fails the build;
        // nothing is generated.
        if !target.recursiveTargetDependencies.contains(where: { $0.name == "NavGenRuntime" }) {
            if BuildReport.isFirst("no-runtime", in: workDirectory) {
                let names = graphs.map(\.lastPathComponent).sorted().joined(separator: ", ")
                Diagnostics.error(
                    """
                    target '\(target.name)' has navigation graphs (\(names)) whose generated Swift imports NavGenRuntime: \
                    add .product(name: "NavGenRuntime", package: "navgen") to the target's dependencies in Package.swift
                    """)
            }
            return []
        }
        // The module graphs of every target it depends on, other packages' included (SPEC §6).
        let moduleGraphs = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles.map(\.url).filter { $0.pathExtension == "nav" } }
            .sorted { $0.path < $1.path }
        return try Self.commands(
            files: target.sourceFiles.map(\.url), targetDirectory: target.directoryURL,
            tool: try context.tool(named: "navgen").url, workDirectory: workDirectory, moduleGraphs: moduleGraphs)
    }

    /// The `.nav` files of the package that belong to no target, from the package's root, sorted;
    /// hidden folders (`.build`, `.git`) are not searched, and at most three are named.
    static func graphsOutsideTargets(in package: URL, targetDirectories: [URL]) -> [String] {
        let targets = targetDirectories.map { $0.standardizedFileURL.path + "/" }
        guard
            let files = FileManager.default.enumerator(
                at: package, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        var found: [String] = []
        for case let file as URL in files where file.pathExtension == "nav" {
            let path = file.standardizedFileURL.path
            guard !targets.contains(where: { path.hasPrefix($0) }) else { continue }
            found.append(NavigationGraph.relativePath(of: file, in: package))
        }
        return Array(found.sorted().prefix(3))
    }

    /// The one code path for SwiftPM and Xcode.
    static func commands(
        files: [URL], targetDirectory: URL, tool: URL, workDirectory: URL, moduleGraphs: [URL] = []
    ) throws -> [Command] {
        try NavigationGraph.find(in: files, targetDirectory: targetDirectory, moduleGraphs: moduleGraphs).map { graph in
            let output = workDirectory.appendingPathComponent(graph.generatedFileName)
            return .buildCommand(
                displayName: "navgen \(graph.relativePath)",
                executable: tool,
                arguments: graph.generateArguments(output: output),
                // navgen among the inputs: a new navgen regenerates every graph. An app's graph
                // is generated again when one of its modules' graphs changes, and only then.
                inputFiles: [graph.url, tool] + (graph.configuration.map { [$0] } ?? []) + graph.modules,
                outputFiles: [output])
        }
    }
}

/// SwiftPM runs a build tool plugin more than once in one build (to plan the tools it builds, then
/// the build), and prints each run's diagnostics: a report is made by the first run only. The
/// runs of one build have the same parent process, which a marker in the work directory records.
enum BuildReport {
    static func isFirst(_ report: String, in workDirectory: URL) -> Bool {
        let marker = workDirectory.appendingPathComponent("reported-\(report)")
        let build = String(getppid())
        if (try? String(contentsOf: marker, encoding: .utf8)) == build { return false }
        try? FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        try? build.write(to: marker, atomically: true, encoding: .utf8)
        return true
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(
            files: target.inputFiles.map(\.url), targetDirectory: context.xcodeProject.directoryURL,
            tool: try context.tool(named: "navgen").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
