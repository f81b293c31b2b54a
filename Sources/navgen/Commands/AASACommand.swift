import NavGenCore

/// `navgen aasa FILE --app-id TEAMID.bundle.id[,…]`
enum AASACommand {
    static let help = """
        OVERVIEW: Print the apple-app-site-association file for the graph's universal links: the
        applinks components covering every URL pattern, to serve from each declared host at
        https://HOST/.well-known/apple-app-site-association.

        USAGE: navgen aasa FILE --app-id TEAMID.bundle.id[,TEAMID.other.id…] [--format json]

        ARGUMENTS:
          FILE                    A .nav graph with at least one host; '-' reads standard input

        OPTIONS:
          --app-id <ids>          The app's identifier: team ID, a dot, bundle identifier; several
                                  separated by commas
          --format <format>       json (the default and only format: the file itself)
          --help                  Show this help

        Generated from the same graph as the app's parser and 'navgen plist', so the website, the
        Info.plist and the app agree.

        EXIT STATUS: 0 printed, 1 errors in the graph or no host declared, 2 usage or I/O failure.

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(command: "aasa", flags: ["--help"], options: ["--app-id", "--format"]).parse(
            arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        _ = try parsed.format(among: ["json"])
        let path = try parsed.singleFile()
        guard let appIDList = parsed.options["--app-id"] else {
            throw CommandFailure(message: "aasa needs --app-id TEAMID.bundle.id; see 'navgen aasa --help'")
        }
        let appIDs = appIDList.split(separator: ",").map(String.init)
        if let invalid = appIDs.first(where: { !AppSiteAssociation.isValidAppID($0) }) ?? (appIDs.isEmpty ? "" : nil) {
            throw CommandFailure(
                message:
                    "'\(invalid)' is not an app ID; write the 10-character team ID, a dot and the bundle identifier (ABCDE12345.com.example.app)"
            )
        }
        let (graph, source) = try CheckedGraph.load(path)
        guard let graph else { return .graphErrors }
        guard !graph.hosts.isEmpty else {
            Console.failure("\(source.name) declares no host; universal links need one, such as host \"example.com\"")
            return .graphErrors
        }
        let file = AppSiteAssociation(graph: graph)
        for note in file.omittedPatterns { Console.error("navgen: " + note + "\n") }
        Console.out(file.document(appIDs: appIDs).rendered() + "\n")
        return .success
    }
}
