import NavGenCore

/// `navgen resolve FILE URL... [--format text|json|github]`
enum ResolveCommand {
    static let help = """
        OVERVIEW: Tell what each URL opens in the app: the tab, the whole stack with its parameter
        values, or the modal; or why it opens nothing, with the nearest patterns and where each failed.

        USAGE: navgen resolve FILE URL... [--format text|json|github] [--show-secrets]
                              [--modules FILE...]

        ARGUMENTS:
          FILE                    A .nav graph; '-' reads standard input
          URL                     A link such as coffee://menu/42 or https://coffee.example.com/o/…

        OPTIONS:
          --modules <file>...     The module graphs an app's graph uses (files or folders): links
                                  are resolved over the whole app. Last, after the URLs
          --format <format>       text (default), json or github (workflow annotations: a notice
                                  at the pattern each URL matched, an error for one that opens
                                  nothing), on standard output
          --show-secrets          Show the values of 'secret' screens, which are '<secret>'
                                  otherwise (a one-time token should not reach a CI log)
          --help                  Show this help

        The answer is the generated parser's: the same schemes, hosts, precedence and value rules.

        EXIT STATUS: 0 every URL opens a screen, 1 some URL opens nothing or the graph has errors,
                     2 usage or I/O failure.

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(
            command: "resolve", flags: ["--help", "--show-secrets"], options: ["--format"], lists: ["--modules"]
        ).parse(arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        let format = try ReportFormat.parse(parsed, allowed: [.text, .json, .github])
        guard parsed.positionals.count >= 2, let path = parsed.positionals.first else {
            throw CommandFailure(message: "resolve needs a FILE and at least one URL; see 'navgen resolve --help'")
        }
        let (files, graph) = try CheckedGraph.load(path, modules: parsed.lists["--modules"] ?? [])
        guard let graph else { return .graphErrors }
        let matcher = URLMatcher(graph: graph)
        let resolutions = parsed.positionals.dropFirst().map { matcher.resolve($0) }
        let report = LinkReport(
            graph: graph, fileNames: (format == .github ? FileSystem.namedForGitHub(files) : files).map(\.name),
            showsSecrets: parsed.flags.contains("--show-secrets"))
        switch format {
        case .text: Console.out(report.text(resolutions))
        case .json: Console.out(report.json(resolutions).rendered() + "\n")
        case .github: Console.out(report.github(resolutions))
        }
        return resolutions.allSatisfy { $0.target != nil } ? .success : .graphErrors
    }
}
