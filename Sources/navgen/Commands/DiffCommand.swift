import NavGenCore

/// `navgen diff OLD.nav NEW.nav [--allow-breaking] [--old-name NAME] [--format text|json|github]`
enum DiffCommand {
    static let help = """
        OVERVIEW: Classify every change between two versions of a graph: breaking for published
        links, breaking for saved navigation state, or compatible.

        USAGE: navgen diff OLD.nav NEW.nav [--allow-breaking] [--old-name NAME] [--format text|json|github]
                           [--modules FILE...] [--old-modules FILE...]

        ARGUMENTS:
          OLD.nav                 The graph as published (for example from the base branch); '-' reads
                                  standard input
          NEW.nav                 The graph as changed

        OPTIONS:
          --allow-breaking        Report breaking changes as warnings and exit 0
          --old-name <name>       The name OLD's locations are shown under (default: its path), such
                                  as origin/main:graphs/app.nav
          --format <format>       text (default), json or github (workflow annotations), on standard
                                  output
          --modules <file>...     The module graphs an app's graph uses (files or folders): each
                                  version is compared as the whole app
          --old-modules <file>... The old version's module graphs, when they changed too (the
                                  default: the same as --modules); a module's pattern removed,
                                  changed or moved is then a change of the app's links
          --help                  Show this help

        Breaking for published links: a URL the old graph opened opens nothing now or another
        screen; a placeholder's type narrowed; a scheme or host removed; a required parameter added
        to a screen with a URL. Breaking for saved state: a tab, route or modal removed or renamed;
        a parameter removed, renamed or retyped; a non-optional parameter added.

        EXIT STATUS: 0 nothing breaking (or --allow-breaking), 1 a breaking change or errors in a
                     graph, 2 usage or I/O failure.

        EXAMPLE (CI, against the base branch):
          git show origin/main:graphs/app.nav > base.nav
          navgen diff base.nav graphs/app.nav --old-name origin/main:graphs/app.nav --format github

        EXAMPLE (CI, an app made of feature packages, every graph as on the base branch):
          git worktree add ../base origin/main
          navgen diff ../base/Sources/App/app.nav Sources/App/app.nav \
              --old-modules ../base/Packages/*/Sources/*/*.nav --modules Packages/*/Sources/*/*.nav

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(
            command: "diff", flags: ["--help", "--allow-breaking"], options: ["--format", "--old-name"],
            lists: ["--modules", "--old-modules"]
        ).parse(arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        let format = try ReportFormat.parse(parsed, allowed: [.text, .json, .github])
        guard parsed.positionals.count == 2 else {
            throw CommandFailure(message: "diff takes two files, OLD and NEW; see 'navgen diff --help'")
        }
        var oldSource = try FileSystem.readSource(parsed.positionals[0])
        if let name = parsed.options["--old-name"] {
            oldSource = SourceFile(name: name, bytes: oldSource.bytes)
        }
        let newSource = try FileSystem.readSource(parsed.positionals[1])
        let modules = try FileSystem.readGraphs(parsed.lists["--modules"] ?? [])
        let oldModules = try parsed.lists["--old-modules"].map(FileSystem.readGraphs) ?? modules
        let oldResult = CheckedGraph.check(oldSource, modules: oldModules)
        let newResult = CheckedGraph.check(newSource, modules: modules)
        guard let oldGraph = oldResult.graph, let oldSyntax = oldResult.syntax,
            let newGraph = newResult.graph, let newSyntax = newResult.syntax
        else { return .graphErrors }

        let changes = GraphDiff.changes(
            from: GraphVersion(graph: oldGraph, syntax: oldSyntax), to: GraphVersion(graph: newGraph, syntax: newSyntax)
        )
        let allowBreaking = parsed.flags.contains("--allow-breaking")
        // GitHub attaches annotations to paths relative to the repository's root.
        let named: (SourceFile) -> SourceFile = { format == .github ? FileSystem.namedForGitHub($0) : $0 }
        let report = DiffReport(
            old: named(oldSource), new: named(newSource), allowBreaking: allowBreaking, modules: modules.map(named),
            oldModules: oldModules.map(named))
        switch format {
        case .text: Console.out(report.text(changes))
        case .json: Console.out(report.json(changes).rendered() + "\n")
        case .github: Console.out(report.github(changes))
        }
        let breaking = changes.contains { $0.impact.isBreaking }
        return breaking && !allowBreaking ? .graphErrors : .success
    }
}
