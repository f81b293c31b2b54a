import NavGenCore

/// `navgen lint FILE... [--format text|json|github] [--warnings-as-errors]`
enum LintCommand {
    static let help = """
        OVERVIEW: Check navigation graphs and report every problem found.

        USAGE: navgen lint FILE... [--format text|json|github] [--warnings-as-errors]

        ARGUMENTS:
          FILE                    A .nav graph, or a directory: every .nav file under it, sorted;
                                  '-' reads standard input. An app's graph and the module graphs
                                  it uses are checked as one app: navgen lint Sources/App/app.nav
                                  Packages/*/Sources/*/*.nav

        OPTIONS:
          --format <format>       text (default; on standard error, with the source line and a caret),
                                  json (an array on standard output) or github (workflow annotations)
          --warnings-as-errors    Treat warnings as errors
          --help                  Show this help

        EXIT STATUS: 0 no errors, 1 errors in a graph, 2 usage or I/O failure.

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(
            command: "lint", flags: ["--help", "--warnings-as-errors"], options: ["--format"]
        ).parse(arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        let format = DiagnosticFormat(rawValue: try parsed.format(among: ["text", "json", "github"])) ?? .text
        guard !parsed.positionals.isEmpty else {
            throw CommandFailure(message: "lint needs at least one FILE; see 'navgen lint --help'")
        }
        let warningsAsErrors = parsed.flags.contains("--warnings-as-errors")
        let sources = try FileSystem.readGraphs(parsed.positionals)
        let formatter = DiagnosticFormatter()
        // Checked together: an app graph with the module graphs it uses is one app (SPEC §2.8);
        // graphs that share nothing are each checked as they would be alone.
        let result = GraphCompiler.check(sources)
        let diagnostics = CommandRouter.promoted(result.diagnostics, warningsAsErrors: warningsAsErrors)
        switch format {
        case .text: Console.error(formatter.format(diagnostics, in: sources, as: .text))
        case .github:
            Console.out(formatter.format(diagnostics, in: FileSystem.namedForGitHub(sources), as: .github))
        case .json: Console.out(formatter.format(diagnostics, in: sources, as: .json))
        }
        return diagnostics.contains { $0.severity == .error } ? .graphErrors : .success
    }
}
