import NavGenCore

/// `navgen graph FILE [--format dot|mermaid]`
enum GraphCommand {
    static let help = """
        OVERVIEW: Draw a navigation graph: one cluster per tab, push edges solid, present edges
        dashed, URL patterns on the screens, unreachable screens marked in red.

        USAGE: navgen graph FILE [--format dot|mermaid] [--modules FILE...]

        ARGUMENTS:
          FILE                    A .nav graph; '-' reads standard input

        OPTIONS:
          --modules <file>...     The module graphs an app's graph uses (files or folders): the
                                  whole app is drawn, each module's screens in a cluster of its own
          --format <format>       dot (default; Graphviz: navgen graph app.nav | dot -Tsvg -o app.svg)
                                  or mermaid (a flowchart GitHub renders in a ```mermaid block)
          --help                  Show this help

        A graph with errors other than syntax errors is still drawn (its diagnostics go to standard
        error), so that unreachable screens can be seen.

        EXIT STATUS: 0 drawn, 1 errors in the graph, 2 usage or I/O failure.

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(
            command: "graph", flags: ["--help"], options: ["--format"], lists: ["--modules"]
        ).parse(arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        let formatName = try parsed.format(among: ["dot", "mermaid"])
        let path = try parsed.singleFile()
        // With modules, the whole app: each module's screens drawn in a cluster of its own.
        let result = CheckedGraph.check(
            try FileSystem.readSource(path), modules: try FileSystem.readGraphs(parsed.lists["--modules"] ?? []))
        guard let syntax = result.syntax, !syntax.hasSyntaxErrors else { return .graphErrors }
        let diagram = GraphDiagram(syntax: syntax, check: result)
        let name = EmitCommand.displayName(of: path)
        Console.out(
            formatName == "dot"
                ? DOTWriter().write(diagram, sourceName: name) : MermaidWriter().write(diagram, sourceName: name))
        return result.hasErrors ? .graphErrors : .success
    }
}
