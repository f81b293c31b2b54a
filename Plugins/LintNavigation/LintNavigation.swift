import Foundation
import PackagePlugin

/// `swift package lint-navigation [--target T]… [--format text|json|github] [--warnings-as-errors]`:
/// checks every graph of the package and fails on errors, for CI.
@main
struct LintNavigation: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let format = extractor.extractOption(named: "format").last
        let strict = extractor.extractFlag(named: "warnings-as-errors") > 0
        guard extractor.remainingArguments.isEmpty else {
            throw PluginFailure(
                "unknown arguments \(extractor.remainingArguments); usage: lint-navigation [--target T]… [--format F] [--warnings-as-errors]"
            )
        }
        let targets = try selectedTargets(context.package, names: names)
        let graphs = try targets.flatMap { target in
            try NavigationGraph.find(in: graphFiles(of: target), targetDirectory: target.directoryURL)
        }
        guard !graphs.isEmpty else {
            print("lint-navigation: no .nav files in the selected targets")
            return
        }
        // The module graphs an app's graph uses come along from the targets it depends on (other
        // packages' included), so that the app is checked whole; each file once.
        var paths = graphs.map(\.url.standardizedFileURL.path)
        let dependencies = targets.flatMap(\.recursiveTargetDependencies).compactMap { $0 as? SourceModuleTarget }
        for file in dependencies.flatMap(graphFiles(of:)).map(\.standardizedFileURL.path).sorted()
        where !paths.contains(file) {
            paths.append(file)
        }
        // Named from the package's root, where navgen runs: GitHub attaches annotations to paths
        // relative to the repository's root, and a CI log reads shorter.
        let root = context.package.directoryURL.standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var arguments = ["lint"] + paths.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
        if let format { arguments += ["--format", format] }
        if strict { arguments.append("--warnings-as-errors") }
        let status = try run(try context.tool(named: "navgen").url, arguments, in: context.package.directoryURL)
        guard status == 0 else {
            throw PluginFailure(
                status == 1
                    ? "navgen found errors in the navigation graphs" : "navgen could not run (exit status \(status))")
        }
        let modules = paths.count - graphs.count
        let withModules =
            modules == 0 ? "" : " with \(modules) module graph\(modules == 1 ? "" : "s") of their dependencies"
        print("lint-navigation: \(graphs.count) graph\(graphs.count == 1 ? "" : "s") checked\(withModules), no errors")
    }
}
