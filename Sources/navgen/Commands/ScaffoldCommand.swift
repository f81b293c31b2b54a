import NavGenCore

/// `navgen scaffold FILE -o Screens.swift`
enum ScaffoldCommand {
    static let help = """
        OVERVIEW: Write a starter conformance to the generated Screens protocol, with a placeholder
        view for every screen. Never overwrites an existing file.

        USAGE: navgen scaffold FILE -o Screens.swift [--access public|internal]

        ARGUMENTS:
          FILE                    A .nav graph; '-' reads standard input

        OPTIONS:
          -o, --output <file>     The file to create; default: standard output
          --access <level>        public (default) or internal, as given to generate
          --help                  Show this help

        EXIT STATUS: 0 written, 1 errors in the graph, 2 usage or I/O failure (the file exists).

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(
            command: "scaffold", flags: ["--help"], options: ["--output", "--access"], aliases: ["-o": "--output"]
        ).parse(arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            throw CommandFailure(message: "scaffold takes exactly one FILE; see 'navgen scaffold --help'")
        }
        let accessName = parsed.options["--access"] ?? "public"
        guard let access = AccessLevel(rawValue: accessName) else {
            throw CommandFailure(message: "unknown access level '\(accessName)'; use public or internal")
        }
        let source = try FileSystem.readSource(path)
        let result = GraphCompiler.check(source)
        CommandRouter.report(result, for: source)
        guard let graph = result.graph else { return .graphErrors }
        let swift = ScaffoldEmitter(options: EmitterOptions(access: access, sourceName: GenerateCommand.displayName(of: path))).emit(graph)
        if let output = parsed.options["--output"] {
            try FileSystem.createNew(swift, at: output)
        } else {
            Console.out(swift)
        }
        return .success
    }
}
