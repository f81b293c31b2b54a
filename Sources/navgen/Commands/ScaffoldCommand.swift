import NavGenCore

/// `navgen scaffold FILE -o Screens.swift`
enum ScaffoldCommand {
    static let help = """
        OVERVIEW: Write a starter conformance to the generated Screens protocol, with a placeholder
        view for every screen, and for a graph with resolvers one to its Resolvers protocol, each
        answering .nothing. Never overwrites an existing file.

        USAGE: navgen scaffold FILE -o Screens.swift [--access public|internal]
               navgen scaffold FILE --missing Screens.swift [--check]


        ARGUMENTS:
          FILE                    A .nav graph; '-' reads standard input

        OPTIONS:
          -o, --output <file>     The file to create; default: standard output
          --access <level>        internal (default) or public, as given to generate
          --missing <file>        Print only the views the app's conformance in <file> lacks (a
                                  screen added to the graph), by function name and labels, to paste
                                  into it; prints nothing when it has them all. Writes no file
          --check                 With --missing: exit 1 when a view is missing, so that CI on
                                  Linux, where the app's SwiftUI code is not built, fails on it
          --help                  Show this help

        EXIT STATUS: 0 written (or printed), 1 errors in the graph or, with --check, a view missing,
                     2 usage or I/O failure (the file exists; --missing with -o).

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let command = EmitCommand(
            name: "scaffold", help: help, acceptsCheck: true,
            checkNeeds: ("--missing", "--missing Screens.swift, the conformance to check"), extraOptions: ["--missing"])
        switch try command.prepare(arguments) {
        case .done(let status):
            return status
        case .emit(let graph, let options, _, let output, let check, let extra):
            if let existing = extra["--missing"] {
                guard output == nil else {
                    throw CommandFailure(message: "--missing prints what to add and writes no file; drop -o")
                }
                let text = String(decoding: try FileSystem.readSource(existing).bytes, as: UTF8.self)
                guard let missing = ScaffoldEmitter(options: options).emitMissing(graph, existing: text) else {
                    Console.error("navgen: note: \(existing) has a view for every screen of the graph\n")
                    return .success
                }
                Console.error(
                    "navgen: note: \(existing) has no view for \(missing.screens.joined(separator: ", "))\n")
                Console.out(missing.code)
                return check ? .graphErrors : .success
            }
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
