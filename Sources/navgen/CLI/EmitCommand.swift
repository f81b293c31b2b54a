import NavGenCore

/// What `generate` and `scaffold` share: `FILE [-o OUT] [--access public|internal] [--help]`,
/// check the graph, report its diagnostics, and hand the checked graph and options on.
struct EmitCommand {
    var name: String
    var help: String

    enum Outcome {
        case done(ExitStatus)
        case emit(
            graph: NavigationGraph, options: EmitterOptions, input: String, output: String?, checkOnly: Bool,
            extraOptions: [String: String])
    }

    /// Whether the command takes `--check` (generate with `-o`, scaffold with `--missing`).
    var acceptsCheck = false
    /// The option `--check` needs, and what it is said to need.
    var checkNeeds = (option: "--output", what: "-o OUT, the file to compare with")
    /// Options of the command's own, handed on with the graph (scaffold's `--missing`).
    var extraOptions: [String] = []

    func prepare(_ arguments: [String]) throws(CommandFailure) -> Outcome {
        let parsed = try ArgumentParser(
            command: name, flags: acceptsCheck ? ["--help", "--check"] : ["--help"],
            options: Set(["--output", "--access"] + extraOptions),
            aliases: ["-o": "--output"], lists: ["--modules"]
        ).parse(arguments)
        if parsed.flags.contains("--help") {
            Console.out(help)
            return .done(.success)
        }
        let path = try parsed.singleFile()
        let accessName = parsed.options["--access"]
        guard let access = AccessLevel(rawValue: accessName ?? "internal") else {
            throw CommandFailure(message: "unknown access level '\(accessName ?? "")'; use public or internal")
        }
        let checkOnly = parsed.flags.contains("--check")
        if checkOnly, parsed.options[checkNeeds.option] == nil {
            throw CommandFailure(message: "--check needs \(checkNeeds.what)")
        }
        let (_, graph) = try CheckedGraph.load(path, modules: parsed.lists["--modules"] ?? [])
        guard let graph else { return .done(.graphErrors) }
        // A module's file is imported by the app's: public unless asked otherwise (SPEC §4 "Modules").
        let options = EmitterOptions(
            access: graph.module != nil && accessName == nil ? .public : access, sourceName: Self.displayName(of: path))
        return .emit(
            graph: graph, options: options, input: path, output: parsed.options["--output"], checkOnly: checkOnly,
            extraOptions: parsed.options.filter { extraOptions.contains($0.key) })
    }

    /// The graph's name for a generated header: its file name only, so output does not depend
    /// on where the checkout lives.
    static func displayName(of path: String) -> String {
        path == "-" ? "<stdin>" : String(path.split(separator: "/").last ?? Substring(path))
    }
}
