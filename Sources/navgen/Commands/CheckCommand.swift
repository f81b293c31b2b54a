import NavGenCore

/// `navgen check FILE --urls URLS.txt [--base OLD.nav] [--format text|json|github]`
enum CheckCommand {
    static let help = """
        OVERVIEW: Replay a corpus of real URLs against a graph: report those that open nothing and,
        with --base, those that stopped matching or open another screen than under the old graph.

        USAGE: navgen check FILE --urls URLS.txt [--base OLD.nav] [--format text|json|github]
                            [--show-secrets] [--modules FILE...]

        ARGUMENTS:
          FILE                    The .nav graph to check the URLs against

        OPTIONS:
          --urls <file>           The URLs, one per line; '#' starts a comment line
          --base <file>           An older version of the graph to compare each URL's screen with
          --modules <file>...     The module graphs an app's graph uses (files or folders): the
                                  URLs are replayed over the whole app (and its base, if given)
          --format <format>       text (default), json or github (workflow annotations: an error at
                                  each failing URL's line of the corpus), on standard output
          --show-secrets          Show the values of 'secret' screens, which are '<secret>'
                                  otherwise (a one-time token should not reach a CI log)
          --help                  Show this help

        EXIT STATUS: 0 every URL opens the same screen, 1 some URL failed or a graph has errors,
                     2 usage or I/O failure.

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(
            command: "check", flags: ["--help", "--show-secrets"], options: ["--urls", "--base", "--format"],
            lists: ["--modules"]
        ).parse(arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        let format = try ReportFormat.parse(parsed, allowed: [.text, .json, .github])
        let path = try parsed.singleFile()
        guard let corpusPath = parsed.options["--urls"] else {
            throw CommandFailure(message: "check needs --urls FILE, the URLs to replay; see 'navgen check --help'")
        }
        let corpusFile = try FileSystem.readSource(corpusPath)
        let corpus = URLCorpus(text: String(decoding: corpusFile.bytes, as: UTF8.self))
        let modules = parsed.lists["--modules"] ?? []
        let (files, graph) = try CheckedGraph.load(path, modules: modules)
        var base: URLMatcher?
        if let basePath = parsed.options["--base"] {
            // The base is the app's graph as it was, over the same modules.
            guard let baseGraph = try CheckedGraph.load(basePath, modules: modules).graph else { return .graphErrors }
            base = URLMatcher(graph: baseGraph)
        }
        guard let graph else { return .graphErrors }
        let replay = corpus.replay(on: URLMatcher(graph: graph), base: base)
        let report = LinkReport(
            graph: graph, fileNames: files.map(\.name), showsSecrets: parsed.flags.contains("--show-secrets"))
        switch format {
        case .json:
            Console.out(
                report.json(
                    replay.findings, opened: replay.opened, waiting: replay.waiting, refusable: replay.refusable,
                    resolved: replay.resolved, corpusName: corpusFile.name
                )
                .rendered() + "\n")
        case .github:
            Console.out(
                report.github(
                    replay.findings, corpusName: FileSystem.relativeToCurrentDirectory(corpusFile.name)))
        case .text:
            Console.out(
                report.text(
                    replay.findings, opened: replay.opened, waiting: replay.waiting, refusable: replay.refusable,
                    resolved: replay.resolved, corpusName: corpusFile.name,
                    comparedWithBase: base != nil))
        }
        return replay.findings.isEmpty ? .success : .graphErrors
    }
}
