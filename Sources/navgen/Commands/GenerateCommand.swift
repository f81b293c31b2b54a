import NavGenCore

/// `navgen generate FILE [-o OUT.swift] [--access public|internal]`, and plain `navgen FILE`.
enum GenerateCommand {
    static let help = """
        OVERVIEW: Check a navigation graph and generate its Swift.

        USAGE: navgen generate FILE [-o OUT.swift] [--access public|internal]
               navgen FILE

        ARGUMENTS:
          FILE                    A .nav graph; '-' reads standard input

        OPTIONS:
          -o, --output <file>     Write the Swift to this file (atomically, and only when its bytes
                                  change, so its modification time stays put); default: standard output
          --access <level>        public (default) or internal
          --help                  Show this help

        Nothing is written when the graph has errors; diagnostics go to standard error.

        EXIT STATUS: 0 generated, 1 errors in the graph, 2 usage or I/O failure.

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(
            command: "generate", flags: ["--help"], options: ["--output", "--access"], aliases: ["-o": "--output"]
        ).parse(arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw CommandFailure(message: "generate takes exactly one FILE; see 'navgen generate --help'")
        }
        let accessName = parsed.options["--access"] ?? "public"
        guard let access = AccessLevel(rawValue: accessName) else {
            throw CommandFailure(message: "unknown access level '\(accessName)'; use public or internal")
        }
        let source = try FileSystem.readSource(path)
        let result = GraphCompiler.check(source)
        CommandRouter.report(result, for: source)
        guard let graph = result.graph else { return .graphErrors }
        let swift = SwiftEmitter(options: EmitterOptions(access: access, sourceName: displayName(of: path))).emit(graph)
        if let output = parsed.options["--output"] {
            try FileSystem.writeIfChanged(swift, to: output)
        } else {
            Console.out(swift)
        }
        return .success
    }

    /// The graph's name for the generated header: its file name only, so output does not depend
    /// on where the checkout lives.
    static func displayName(of path: String) -> String {
        path == "-" ? "<stdin>" : String(path.split(separator: "/").last ?? Substring(path))
    }
}
