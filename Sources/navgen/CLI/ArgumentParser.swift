/// The arguments of one subcommand, split into positionals, flags and valued options.
struct ParsedArguments {
    var command = ""
    var positionals: [String] = []
    var flags: Set<String> = []
    var options: [String: String] = [:]
    /// Options that take every argument after them up to the next option: `--modules a.nav b.nav`.
    var lists: [String: [String]] = [:]

    /// The one FILE a subcommand works on.
    func singleFile() throws(CommandFailure) -> String {
        guard positionals.count == 1, let path = positionals.first else {
            throw CommandFailure(message: "\(command) takes exactly one FILE; see 'navgen \(command) --help'")
        }
        return path
    }

    /// The value of `--format`, one of `choices` (the first is the default).
    func format(among choices: [String]) throws(CommandFailure) -> String {
        let name = options["--format"] ?? choices.first ?? ""
        guard choices.contains(name) else {
            let list =
                choices.count > 1 ? choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "") : name
            throw CommandFailure(message: "unknown format '\(name)'; use \(list)")
        }
        return name
    }
}

/// A small parser for `--flag`, `--option value`, `--option=value` and `--`, strict about
/// anything it does not know (SPEC §5: unknown flags are usage errors).
struct ArgumentParser {
    var command: String
    var flags: Set<String>
    /// Valued options, with short aliases mapped to their long names (`-o` → `--output`).
    var options: Set<String>
    var aliases: [String: String] = [:]
    /// Options whose values are the arguments after them, up to the next one that starts with `-`.
    var lists: Set<String> = []

    func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
        var result = ParsedArguments(command: command)
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || argument == "-" || !argument.hasPrefix("-") {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = aliases[name] ?? name
            if lists.contains(name) {
                var values = inlineValue.map { [$0] } ?? []
                while index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-" {
                    values.append(arguments[index])
                    index += 1
                }
                guard !values.isEmpty else {
                    throw CommandFailure(
                        message: "option '\(name)' needs at least one FILE; see 'navgen \(command) --help'")
                }
                result.lists[name, default: []] += values
            } else if flags.contains(name), inlineValue == nil {
                result.flags.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    result.options[name] = inlineValue
                } else if index < arguments.count {
                    result.options[name] = arguments[index]
                    index += 1
                } else {
                    throw CommandFailure(message: "option '\(name)' needs a value; see 'navgen \(command) --help'")
                }
            } else {
                throw CommandFailure(
                    message: "unknown option '\(argument)' for '\(command)'; see 'navgen \(command) --help'")
            }
        }
        return result
    }
}
