import NavGenCore

/// `navgen format FILE... [--check | --write]`
enum FormatCommand {
    static let help = """
        OVERVIEW: Lay out navigation graphs the one canonical way, keeping their comments and meaning.

        USAGE: navgen format FILE... [--check | --write]

        ARGUMENTS:
          FILE                    A .nav graph, or a directory: every .nav file under it, sorted;
                                  '-' reads standard input

        OPTIONS:
          --check                 Change nothing; print what formatting would change, as a unified
                                  diff, and exit 1 when a graph is not formatted
          --write                 Rewrite each graph in place (atomically, only when it changes)
          --help                  Show this help

        With neither option, the formatted graphs go to standard output.

        EXIT STATUS: 0 formatted (or already so), 1 syntax errors or, with --check, not formatted,
        2 usage or I/O failure.

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(command: "format", flags: ["--help", "--check", "--write"], options: []).parse(
            arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        guard !parsed.positionals.isEmpty else {
            throw CommandFailure(message: "format needs at least one FILE; see 'navgen format --help'")
        }
        let check = parsed.flags.contains("--check")
        let write = parsed.flags.contains("--write")
        guard !(check && write) else {
            throw CommandFailure(message: "--check and --write do not go together")
        }
        guard !(write && parsed.positionals.contains("-")) else {
            throw CommandFailure(message: "--write needs a file, not standard input")
        }
        let sources = try FileSystem.readGraphs(parsed.positionals)
        var status = ExitStatus.success
        for source in sources {
            let result = GraphFormatter.format(source)
            guard let text = result.text else {
                Console.error(DiagnosticFormatter().format(result.diagnostics, in: source, as: .text))
                status = .graphErrors
                continue
            }
            if check {
                let old = String(decoding: source.bytes, as: UTF8.self)
                if let difference = unifiedDiff(
                    old: old, new: text, oldName: source.name, newName: source.name + " (formatted)")
                {
                    Console.out(difference)
                    status = .graphErrors
                }
            } else if write {
                try FileSystem.writeIfChanged(text, to: source.name)
            } else {
                Console.out(text)
            }
        }
        return status
    }
}
