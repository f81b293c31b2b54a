/// Where each exit of a used module leads (SPEC §2.8): to the screen a `bind` names, with its
/// parameters mapped, or else to the one screen of its name and kind whose parameters the
/// exit's fill by name and type.
struct ExitBinder {
    /// A screen an exit may lead to: a route or modal of the app (`profile`) or of a used module
    /// (`Account.profile`), with the types of the graph that declares it.
    struct Candidate {
        var name: String
        var declaration: ScreenSyntax
        var types: AppTypeTable
    }

    let candidates: [String: Candidate]
    let moduleTypes: [String: AppTypeTable]
    /// The used modules, by name.
    let modules: [String: ModuleOutline]

    /// Checks every `bind`; the bindings, by qualified exit (`Status.reply`). A bind whose only
    /// problem is its parameters still leads where it says, so that its destination is not also
    /// reported unreachable (nothing is generated from a graph with errors).
    /// Exits named by a bind that failed are returned too, so that they are not also unbound.
    func bind(_ binds: [BindSyntax], into diagnostics: inout DiagnosticBag) -> (
        bindings: [String: ExitBinding], attempted: Set<String>
    ) {
        var result: [String: ExitBinding] = [:]
        var firstBind: [String: BindSyntax] = [:]
        for bind in binds {
            guard
                let (module, exitName) = ModuleReference.resolve(
                    bind.exit, after: "bind", naming: "exit", among: modules, notQualified: .invalidBind,
                    into: &diagnostics)
            else { continue }
            guard let exit = module.exits.first(where: { $0.name.text == exitName }) else {
                var message = "module \(module.name) has no exit '\(exitName)'"
                if let suggestion = closestName(to: exitName, among: module.exits.map(\.name.text)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.append(.error(.unknownDestination, message, at: bind.exit.range))
                continue
            }
            if let first = firstBind[bind.exit.text] {
                diagnostics.append(
                    .error(
                        .invalidBind, "exit '\(bind.exit.text)' is bound already; an exit leads to one screen",
                        at: bind.exit.range,
                        notes: [DiagnosticNote(range: first.exit.range, message: "it is first bound here")]))
                continue
            }
            firstBind[bind.exit.text] = bind
            guard let destination = candidates[bind.destination.text] else {
                var message = "'bind' leads exit '\(bind.exit.text)' to unknown destination '\(bind.destination.text)'"
                if let suggestion = closestName(to: bind.destination.text, among: candidates.keys.sorted()) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.append(.error(.unknownDestination, message, at: bind.destination.range))
                continue
            }
            let kind = module.exitKinds[exit.name.text]
            if let kind, kind == .push ? destination.declaration.kind != .route : !destination.declaration.kind.isModal
            {
                let wanted = kind == .push ? "a route" : "a sheet or cover"
                diagnostics.append(
                    .error(
                        .invalidBind,
                        "exit '\(bind.exit.text)' is used with '\(kind.rawValue)', so it leads to \(wanted), but '\(destination.name)' is a \(destination.declaration.kind.rawValue)",
                        at: bind.destination.range,
                        notes: [
                            DiagnosticNote(
                                range: destination.declaration.nameRange,
                                message: "'\(destination.name)' is declared here")
                        ]))
                continue
            }
            var arguments: [ExitBinding.Argument] = []
            switch fit(exit, types: moduleTypes[module.name], to: destination, arguments: bind.arguments) {
            case .failure(let problem):
                diagnostics.append(
                    .error(
                        .invalidBind, problem.message, at: problem.range ?? bind.destination.range,
                        notes: [
                            DiagnosticNote(
                                range: exit.name.range, message: "exit '\(Self.signature(of: exit))' is declared here")
                        ]))
            case .success(let fitted):
                arguments = fitted
            }
            // An exit no edge uses goes as its destination is shown: pushed or presented.
            let destinationKind: EdgeKind = destination.declaration.kind.isModal ? .present : .push
            result[bind.exit.text] = ExitBinding(
                exit: exit.name.text, kind: kind ?? destinationKind, destination: destination.name,
                arguments: arguments)
        }
        return (result, Set(firstBind.keys))
    }

    /// Where each used exit of `module` leads: its `bind`, or the one screen of its name it fits;
    /// `unbound-exit` at the app's `use` of the module otherwise.
    func bindings(
        of module: ModuleOutline, explicit: (bindings: [String: ExitBinding], attempted: Set<String>),
        usedAt use: SourceRange, into diagnostics: inout DiagnosticBag
    ) -> [ExitBinding] {
        var result: [ExitBinding] = []
        for exit in module.exits {
            let qualified = module.name + "." + exit.name.text
            if let binding = explicit.bindings[qualified] {
                result.append(binding)
                continue
            }
            // Its `bind` was reported.
            guard !explicit.attempted.contains(qualified) else { continue }
            guard let kind = module.exitKinds[exit.name.text] else { continue }
            let named = candidates.values.filter { candidate in
                let own = QualifiedName.ownName(candidate.name)
                let isOwnModule = candidate.name.hasPrefix(module.name + ".")
                let kindFits = kind == .push ? candidate.declaration.kind == .route : candidate.declaration.kind.isModal
                return own == exit.name.text && !isOwnModule && kindFits
            }.sorted { $0.name < $1.name }
            var fitting: [(Candidate, [ExitBinding.Argument])] = []
            for candidate in named {
                if case .success(let arguments) = fit(
                    exit, types: moduleTypes[module.name], to: candidate, arguments: nil)
                {
                    fitting.append((candidate, arguments))
                }
            }
            if fitting.count == 1, let (candidate, arguments) = fitting.first {
                result.append(
                    ExitBinding(exit: exit.name.text, kind: kind, destination: candidate.name, arguments: arguments))
                continue
            }
            let what = kind == .push ? "route" : "sheet or cover"
            let bind = "add 'bind \(qualified) -> …'"
            let message: String
            if fitting.count > 1 {
                let names = fitting.map { "'\($0.0.name)'" }
                message =
                    "exit '\(qualified)' could lead to \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""); choose one: \(bind)"
            } else if named.isEmpty {
                message =
                    "exit '\(qualified)' leads nowhere: no \(what) of the app or of another module it uses is named '\(exit.name.text)'; \(bind)"
            } else {
                let names = named.map { "'\(Self.signature(of: $0.name, $0.declaration.parameters))'" }
                message =
                    "exit '\(Self.signature(of: exit))' of module \(module.name) leads nowhere: \(names.joined(separator: ", ")) does not take its parameters by name and type; \(bind)"
            }
            diagnostics.append(
                .error(
                    .unboundExit, message, at: use,
                    notes: [
                        DiagnosticNote(range: exit.name.range, message: "exit '\(exit.name.text)' is declared here")
                    ]))
        }
        return result
    }

    private struct Problem: Error {
        var message: String
        var range: SourceRange?
    }

    /// The destination's parameters filled from the exit's: by name, or as `arguments` map them.
    private func fit(
        _ exit: ExitSyntax, types exitTypes: AppTypeTable?, to destination: Candidate,
        arguments: [BindSyntax.Argument]?
    ) -> Result<[ExitBinding.Argument], Problem> {
        let parameters = destination.declaration.parameters
        let exitName = "exit '\(exit.name.text)'"
        var pairs: [(destination: ParameterSyntax, exit: ParameterSyntax)] = []
        if let arguments {
            for argument in arguments {
                guard let target = parameters.first(where: { $0.name.text == argument.parameter.text }) else {
                    return .failure(
                        Problem(
                            message: "'\(destination.name)' has no parameter '\(argument.parameter.text)'",
                            range: argument.parameter.range))
                }
                guard let source = exit.parameters.first(where: { $0.name.text == argument.exitParameter.text }) else {
                    return .failure(
                        Problem(
                            message: "\(exitName) has no parameter '\(argument.exitParameter.text)'",
                            range: argument.exitParameter.range))
                }
                if pairs.contains(where: { $0.destination.name.text == target.name.text }) {
                    return .failure(
                        Problem(message: "'\(target.name.text)' is given twice", range: argument.parameter.range))
                }
                pairs.append((target, source))
            }
            if let unused = exit.parameters.first(where: { parameter in
                !pairs.contains { $0.exit.name.text == parameter.name.text }
            }) {
                return .failure(
                    Problem(
                        message:
                            "parameter '\(unused.name.text)' of \(exitName) is left unused; map it ('\(unused.name.text): \(unused.name.text)' after a parameter of '\(destination.name)') or drop it from the exit",
                        range: nil))
            }
        } else {
            for parameter in exit.parameters {
                guard let target = parameters.first(where: { $0.name.text == parameter.name.text }) else {
                    return .failure(
                        Problem(
                            message:
                                "parameter '\(parameter.name.text)' of \(exitName) has no namesake in '\(destination.name)'; map it: 'bind … -> \(destination.name)(PARAM: \(parameter.name.text))'",
                            range: nil))
                }
                pairs.append((target, parameter))
            }
        }
        var scratch = DiagnosticBag()
        for (target, source) in pairs {
            let targetType = destination.types.type(of: target, into: &scratch)
            let sourceType = exitTypes?.type(of: source, into: &scratch)
            if targetType != sourceType || (source.isOptional && !target.isOptional) {
                return .failure(
                    Problem(
                        message:
                            "'\(source.name.text): \(source.typeText)' of \(exitName) cannot fill '\(target.name.text): \(target.typeText)' of '\(destination.name)': the types differ",
                        range: nil))
            }
        }
        if let missing = parameters.first(where: { parameter in
            !parameter.isOptional && parameter.defaultValue == nil
                && !pairs.contains { $0.destination.name.text == parameter.name.text }
        }) {
            return .failure(
                Problem(
                    message:
                        "'\(destination.name)' needs '\(missing.name.text): \(missing.typeText)', which no parameter of \(exitName) fills",
                    range: nil))
        }
        let arguments = parameters.compactMap { parameter in
            pairs.first { $0.destination.name.text == parameter.name.text }.map {
                ExitBinding.Argument(parameter: parameter.name.text, exitParameter: $0.exit.name.text)
            }
        }
        return .success(arguments)
    }

    static func signature(of exit: ExitSyntax) -> String {
        signature(of: exit.name.text, exit.parameters)
    }

    /// `name(a: T, b: U?)`, or the name alone without parameters.
    static func signature(of name: String, _ parameters: [ParameterSyntax]) -> String {
        parameters.isEmpty
            ? name : name + "(" + parameters.map { "\($0.name.text): \($0.typeText)" }.joined(separator: ", ") + ")"
    }
}
