/// *(5)* The screens alerts' buttons open (`button join -> group`, SPEC §2.10): each DEST
/// resolved to a tab (or the root), route, modal, alert or resolver, and each of its parameters
/// filled from the alert's (by name and type, or as the button maps them) or with a literal;
/// `unknown-destination` for a name that names nothing, `unbindable-deep-link` at the button for a
/// parameter nothing fills.
enum AlertButtonDestinations {
    /// Every button's DEST, in declaration order, with the node it names; the graph's alerts get
    /// their buttons' arguments.
    static func resolve(
        _ declarations: [ScreenSyntax], in graph: inout ScreenGraph, reportedModules: Set<String>,
        into diagnostics: inout DiagnosticBag
    ) -> [(node: Int, name: Name)] {
        var resolved: [(node: Int, name: Name)] = []
        let screenNames = graph.screens.filter { $0.kind != .root }.map(\.name)
        for (node, declaration) in declarations.enumerated() where declaration.kind.isAlert {
            let alert = graph.screens[node]
            var buttons = alert.buttons
            for syntax in declaration.buttons {
                guard let name = syntax.destination,
                    let position = buttons.firstIndex(where: { $0.range == syntax.name.range })
                else { continue }
                // The root has no name in the index: no button opens it by name.
                guard let target = graph.index[name.text] else {
                    reportUnknownDestination(
                        name, among: screenNames, reportedModules: reportedModules, into: &diagnostics)
                    buttons[position].destination = nil
                    continue
                }
                let destination = graph.screens[target]
                if let arguments = self.arguments(
                    of: syntax, opening: destination, from: alert, at: name, into: &diagnostics)
                {
                    buttons[position].arguments = arguments
                }
                resolved.append((target, name))
            }
            graph.screens[node] = alert.withButtons(buttons)
        }
        return resolved
    }

    /// What fills each of `destination`'s parameters, in its order, or nil after reporting what
    /// cannot be filled.
    private static func arguments(
        of button: ButtonSyntax, opening destination: Screen, from alert: Screen, at name: Name,
        into diagnostics: inout DiagnosticBag
    ) -> [(parameter: String, value: AlertButton.Value)]? {
        let mapped = button.arguments ?? []
        var problems: [String] = []
        var notes: [DiagnosticNote] = []
        for argument in mapped where !destination.parameters.contains(where: { $0.name == argument.parameter.text }) {
            problems.append("'\(destination.name)' has no parameter '\(argument.parameter.text)'")
        }
        var arguments: [(parameter: String, value: AlertButton.Value)] = []
        for parameter in destination.parameters {
            if let argument = mapped.first(where: { $0.parameter.text == parameter.name }) {
                switch argument.value {
                case .parameter(let source):
                    guard let own = alert.parameters.first(where: { $0.name == source.text }) else {
                        problems.append("\(alert.kind.rawValue) '\(alert.name)' has no parameter '\(source.text)'")
                        continue
                    }
                    guard fills(parameter, with: own) else {
                        problems.append(
                            "'\(parameter.declaration)' of '\(destination.name)' cannot take '\(own.declaration)'")
                        notes.append(DiagnosticNote(range: own.range, message: "'\(own.name)' is declared here"))
                        continue
                    }
                    arguments.append((parameter.name, .parameter(own.name)))
                case .literal(let literal):
                    var found = DiagnosticBag()
                    let syntax = ParameterSyntax(
                        name: argument.parameter, typeName: argument.parameter, isOptional: false,
                        defaultValue: literal)
                    if let value = GraphChecker.literal(syntax, type: parameter.type, what: "value", into: &found) {
                        arguments.append((parameter.name, .literal(value)))
                    } else {
                        diagnostics.append(contentsOf: found)
                    }
                }
            } else if let own = alert.parameters.first(where: { $0.name == parameter.name }),
                fills(parameter, with: own)
            {
                arguments.append((parameter.name, .parameter(own.name)))
            } else if parameter.isRequired {
                problems.append("nothing fills '\(parameter.declaration)'")
                notes.append(
                    DiagnosticNote(
                        range: parameter.range, message: "'\(parameter.name)' of '\(destination.name)' is declared here"
                    ))
            }
        }
        guard problems.isEmpty else {
            diagnostics.append(
                .error(
                    .unbindableDeepLink,
                    "button '\(button.name.text)' of \(alert.kind.rawValue) '\(alert.name)' cannot open '\(destination.name)': \(problems.joined(separator: "; ")); give \(alert.kind.rawValue) '\(alert.name)' a parameter of that name and type, or map it (-> \(destination.name)(\(destination.parameters.first.map { "\($0.name): …" } ?? "")))",
                    at: name.range, notes: notes))
            return nil
        }
        return arguments
    }

    /// Whether the alert's `own` parameter can fill `parameter`: the same type, and a value
    /// whenever one is needed.
    private static func fills(_ parameter: Parameter, with own: Parameter) -> Bool {
        own.type.identity == parameter.type.identity && (!own.isOptional || parameter.isOptional)
    }
}
