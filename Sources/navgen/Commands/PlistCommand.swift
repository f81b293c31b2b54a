import NavGenCore

/// `navgen plist FILE [--entitlements] [--url-name NAME] [--format xml|json]`
enum PlistCommand {
    static let help = """
        OVERVIEW: Print the Info.plist CFBundleURLTypes entry that routes the graph's schemes to the
        app, or with --entitlements the associated-domains entitlement (applinks:HOST) for its hosts.

        USAGE: navgen plist FILE [--entitlements] [--url-name NAME] [--format xml|json]

        ARGUMENTS:
          FILE                    A .nav graph; '-' reads standard input

        OPTIONS:
          --entitlements          Print the .entitlements entry for the graph's hosts instead
          --url-name <name>       CFBundleURLName (default: $(PRODUCT_BUNDLE_IDENTIFIER), which Xcode
                                  expands)
          --format <format>       xml (default; a property list) or json
          --help                  Show this help

        EXIT STATUS: 0 printed, 1 errors in the graph or no scheme (no host with --entitlements)
                     declared, 2 usage or I/O failure.

        """

    static func run(_ arguments: [String]) throws(CommandFailure) -> ExitStatus {
        let parsed = try ArgumentParser(
            command: "plist", flags: ["--help", "--entitlements"], options: ["--url-name", "--format"]
        ).parse(arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .success
        }
        let formatName = try parsed.format(among: ["xml", "json"])
        let path = try parsed.singleFile()
        let (graph, source) = try CheckedGraph.load(path)
        guard let graph else { return .graphErrors }
        let plist = URLTypesPropertyList(graph: graph)
        let entitlements = parsed.flags.contains("--entitlements")
        let urlName = parsed.options["--url-name"] ?? URLTypesPropertyList.defaultURLName
        guard let value = entitlements ? plist.entitlements() : plist.infoPlist(urlName: urlName) else {
            Console.failure(
                "\(source.name) declares no \(entitlements ? "host" : "scheme"), so there is nothing to print")
            return .graphErrors
        }
        Console.out(formatName == "xml" ? plist.xml(value) : value.rendered() + "\n")
        return .success
    }
}
