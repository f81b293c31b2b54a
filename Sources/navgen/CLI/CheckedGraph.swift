import NavGenCore

/// Reading and checking the graph a subcommand works on; its diagnostics go to standard error.
enum CheckedGraph {
    /// The checked graph of `path`, or nil when it has errors (reported before returning).
    static func load(_ path: String) throws(CommandFailure) -> (graph: NavigationGraph?, source: SourceFile) {
        let source = try FileSystem.readSource(path)
        let result = GraphCompiler.check(source)
        CommandRouter.report(result, for: source)
        return (result.graph, source)
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
