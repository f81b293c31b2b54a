import NavGenCore

/// `navgen generate FILE [-o OUT.swift] [--access public|internal]`, and plain `navgen FILE`.
enum GenerateCommand {
    static let help = """
        OVERVIEW: Check a navigation graph and generate its Swift.

        USAGE: navgen generate FILE [--modules FILE...] [-o OUT.swift [--check]] [--access public|internal]
               navgen FILE

        ARGUMENTS:
          FILE                    A .nav graph; '-' reads standard input. A module's graph
                                  ('module NAME') generates the module's file

        OPTIONS:
          -o, --output <file>     Write the Swift to this file (atomically, and only when its bytes
                                  change, so its modification time stays put); default: standard output
          --check                 Write nothing; exit 1 when OUT is not what FILE generates now
                                  (stale checked-in code)
          --modules <file>...     The module graphs an app's graph uses (files or folders), checked
                                  with it as one app; its file then covers their screens
          --access <level>        internal (default; public for a module's graph) or public, for a
                                  navigation module that other packages import
          --help                  Show this help

        Nothing is written when the graph has errors; diagnostics go to standard error.

        EXIT STATUS: 0 generated, 1 errors in the graph, 2 usage or I/O failure.

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        switch try EmitCommand(name: "generate", help: help, acceptsCheck: true).prepare(arguments) {
        case .done(let status):
            return status
        case .emit(let graph, let options, let input, let output, let checkOnly, _):
            let swift = SwiftEmitter(options: options).emitPieces(graph)
            if checkOnly, let output {
                guard FileSystem.file(at: output, holds: swift) else {
                    Console.error(
                        "\(output) is not what the graph generates now; run 'navgen generate \(input) -o \(output)'\n")
                    return .graphErrors
                }
            } else if let output {
                try FileSystem.writeIfChanged(pieces: swift, to: output)
            } else {
                for piece in swift { Console.out(piece) }
            }
            return .success
        }
    }
}
