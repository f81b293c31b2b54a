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
          --access <level>        internal (default) or public, as given to generate
          --help                  Show this help

        EXIT STATUS: 0 written, 1 errors in the graph, 2 usage or I/O failure (the file exists).

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        switch try EmitCommand(name: "scaffold", help: help).prepare(arguments) {
        case .done(let status):
            return status
        case .emit(let graph, let options, _, let output, _):
            let swift = ScaffoldEmitter(options: options).emit(graph)
            if let output {
                try FileSystem.createNew(swift, at: output)
            } else {
                Console.out(swift)
            }
            return .success
        }
    }
}
