import NavGenCore

/// `navgen format FILE [--check | --write]`
enum FormatCommand {
    static let help = """
        OVERVIEW: Lay out a navigation graph the one canonical way, keeping its comments and meaning.

        USAGE: navgen format FILE [--check | --write]

        ARGUMENTS:
          FILE                    A .nav graph; '-' reads standard input

        OPTIONS:
          --check                 Print nothing; exit 1 when FILE is not formatted
          --write                 Rewrite FILE in place (atomically, only when it changes)
          --help                  Show this help

        With neither option, the formatted graph goes to standard output.

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
        let path = try parsed.singleFile()
        let check = parsed.flags.contains("--check")
        let write = parsed.flags.contains("--write")
        guard !(check && write) else {
            throw CommandFailure(message: "--check and --write do not go together")
        }
        guard !(write && path == "-") else {
            throw CommandFailure(message: "--write needs a file, not standard input")
        }
        let source = try FileSystem.readSource(path)
        let result = GraphFormatter.format(source)
        guard let text = result.text else {
            Console.error(DiagnosticFormatter().format(result.diagnostics, in: source, as: .text))
            return .graphErrors
        }
        if check {
            guard text.utf8.elementsEqual(source.bytes) else {
                Console.error("\(path) is not formatted; run 'navgen format --write \(path)'\n")
                return .graphErrors
            }
        } else if write {
            try FileSystem.writeIfChanged(text, to: path)
        } else {
            Console.out(text)
        }
        return .success
    }
}
