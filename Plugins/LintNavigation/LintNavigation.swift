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
        let graphs = try selectedTargets(context.package, names: names).flatMap { target in
            try NavigationGraph.find(in: graphFiles(of: target), targetDirectory: target.directoryURL)
        }
        guard !graphs.isEmpty else {
            print("lint-navigation: no .nav files in the selected targets")
            return
        }
        var arguments = ["lint"] + graphs.map(\.url.path)
        if let format { arguments += ["--format", format] }
        if strict { arguments.append("--warnings-as-errors") }
        let status = try run(try context.tool(named: "navgen").url, arguments)
        guard status == 0 else {
            throw PluginFailure(
                status == 1
                    ? "navgen found errors in the navigation graphs" : "navgen could not run (exit status \(status))")
        }
        print("lint-navigation: \(graphs.count) graph\(graphs.count == 1 ? "" : "s") checked, no errors")
    }
}
