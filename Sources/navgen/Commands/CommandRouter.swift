import NavGenCore

/// Dispatches `navgen [SUBCOMMAND] …`; a first argument that is no subcommand means `generate`.
enum CommandRouter {
    static let usage = """
        OVERVIEW: navgen checks an app's navigation graph (.nav) and generates its SwiftUI navigation code.

        USAGE: navgen FILE                         check FILE, then print the generated Swift
               navgen <subcommand> [options]

        SUBCOMMANDS:
          generate    Check a graph and write the generated Swift
          lint        Check graphs and report diagnostics
          scaffold    Write a starter conformance to the generated Screens protocol
          format      Lay out a graph the canonical way
          resolve     Tell what URLs open, or why they open nothing
          check       Replay a corpus of real URLs against a graph (and an older version of it)
          diff        Classify the changes between two versions of a graph; fail on breaking ones
          graph       Draw a graph as Graphviz DOT or a Mermaid flowchart
          aasa        Print the apple-app-site-association file for the graph's hosts
          plist       Print the Info.plist URL types and associated domains for the graph

        OPTIONS:
          --help      Show this help, or a subcommand's with 'navgen <subcommand> --help'
          --version   Show navgen's version

        See 'navgen <subcommand> --help' for a subcommand's options.

        """

    /// The subcommands, for "did you mean" when the first word is none of them.
    static let commands = [
        "generate", "lint", "scaffold", "format", "resolve", "check", "diff", "graph", "aasa", "plist",
    ]

    static func run(_ arguments: [String]) -> ExitStatus {
        guard let first = arguments.first else {
            Console.error(usage)
            return .usageOrIOFailure
        }
        let rest = Array(arguments.dropFirst())
        do throws(CommandFailure) {
            switch first {
            case "--help", "-h", "help":
                Console.out(usage)
                return .success
            case "--version":
                Console.out("navgen \(NavGenVersion.current)\n")
                return .success
            case "lint":
                return try LintCommand.run(rest)
            case "generate":
                return try GenerateCommand.run(rest)
            case "scaffold":
                return try ScaffoldCommand.run(rest)
            case "format":
                return try FormatCommand.run(rest)
            case "resolve":
                return try ResolveCommand.run(rest)
            case "check":
                return try CheckCommand.run(rest)
            case "diff":
                return try DiffCommand.run(rest)
            case "graph":
                return try GraphCommand.run(rest)
            case "aasa":
                return try AASACommand.run(rest)
            case "plist":
                return try PlistCommand.run(rest)
            default:
                if first.hasPrefix("-"), first != "-" {
                    throw CommandFailure(message: "unknown option '\(first)'; see 'navgen --help'")
                }
                // A word that is no file and reads like a subcommand is a mistyped one, not a graph.
                if first != "-", !FileSystem.exists(first), let command = closestName(to: first, among: commands) {
                    throw CommandFailure(message: "unknown command '\(first)'; did you mean '\(command)'?")
                }
                return try GenerateCommand.run(arguments)
            }
        } catch {
            Console.failure(error.message)
            return .usageOrIOFailure
        }
    }

    static func promoted(_ diagnostics: [Diagnostic], warningsAsErrors: Bool) -> [Diagnostic] {
        guard warningsAsErrors else { return diagnostics }
        return diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.severity == .warning { diagnostic.severity = .error }
            return diagnostic
        }
    }
}
