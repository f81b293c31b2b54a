import NavGenCore

/// Reading and checking the graph a subcommand works on; its diagnostics go to standard error.
enum CheckedGraph {
    /// The checked graph of `path`, or nil when it has errors (reported before returning).
    static func load(_ path: String) throws(CommandFailure) -> (graph: NavigationGraph?, source: SourceFile) {
        let source = try FileSystem.readSource(path)
        return (check(source, modules: []).graph, source)
    }

    /// The checked graph of `path` with the module graphs it uses (`--modules`, SPEC §5): an app's
    /// graph composed with them, or a module's alone. Nil when any of them has errors.
    /// `files` are the graph's first, then the modules', as diagnostics and reports name them.
    static func load(_ path: String, modules: [String]) throws(CommandFailure) -> (
        files: [SourceFile], graph: NavigationGraph?
    ) {
        let files = [try FileSystem.readSource(path)] + (try FileSystem.readGraphs(modules))
        return (files, check(files[0], modules: Array(files.dropFirst())).graph)
    }

    /// `source` checked with `modules`, its diagnostics reported in the files they are in.
    static func check(_ source: SourceFile, modules: [SourceFile]) -> CheckResult {
        let result = GraphCompiler.check(source, modules: modules)
        Console.error(DiagnosticFormatter().format(result.diagnostics, in: [source] + modules, as: .text))
        return result
    }
}

/// `--format text|json`, the choice every report-printing subcommand offers.
enum ReportFormat: String {
    case text
    case json
    case github

    /// The format `--format` names, when it is one of `allowed` (the first is the default).
    static func parse(_ arguments: ParsedArguments, allowed: [ReportFormat] = [.text, .json]) throws(CommandFailure)
        -> ReportFormat
    {
        ReportFormat(rawValue: try arguments.format(among: allowed.map(\.rawValue))) ?? .text
    }
}
