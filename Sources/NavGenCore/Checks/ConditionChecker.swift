/// The graph's conditions (SPEC §2.6): the names `requires` may use, in declaration order, and
/// the checks of each `condition` line once the screens are known.
struct ConditionTable: Sendable {
    /// Each name's position among the declarations kept (the first of a name).
    private let positions: [String: Int]
    /// The declarations kept, in declaration order.
    let declarations: [ConditionSyntax]

    init(_ declarations: [ConditionSyntax]) {
        var positions: [String: Int] = [:]
        var kept: [ConditionSyntax] = []
        for declaration in declarations where positions[declaration.name.text] == nil {
            positions[declaration.name.text] = kept.count
            kept.append(declaration)
        }
        self.positions = positions
        self.declarations = kept
    }

    /// The conditions a screen's `requires` names, each list in declaration order and each
    /// condition once: those that must hold, and the `!` ones that must not. An unknown one is
    /// reported as `unknown-condition`, with the name it most likely meant; one named both ways
    /// as `invalid-condition`.
    func resolve(_ references: [ConditionReference], of owner: String, into diagnostics: inout DiagnosticBag) -> (
        required: [String], excluded: [String]
    ) {
        var required: [Int: ConditionReference] = [:]
        var excluded: [Int: ConditionReference] = [:]
        for reference in references {
            let name = reference.name
            if let position = positions[name.text] {
                if let other = (reference.isNegated ? required : excluded)[position] {
                    diagnostics.append(
                        .error(
                            .invalidCondition,
                            "'\(owner)' cannot require both '\(name.text)' and '!\(name.text)': it could never be shown",
                            at: reference.range,
                            notes: [DiagnosticNote(range: other.range, message: "'\(other.text)' is here")]))
                    continue
                }
                if reference.isNegated {
                    excluded[position] = excluded[position] ?? reference
                } else {
                    required[position] = required[position] ?? reference
                }
                continue
            }
            var message = "'\(owner)' requires unknown condition '\(name.text)'"
            let declared = declarations.map(\.name.text)
            let declare = "declare it with 'condition \(name.text) present SIGN_IN_MODAL'"
            if let suggestion = closestName(to: name.text, among: declared)
                ?? declared.first(where: { Self.meanTheSame(name.text, $0) })
            {
                message += "; did you mean '\(suggestion)'?"
            } else if declared.count == 1, let only = declared.first {
                message += "; did you mean '\(only)', the one condition declared? Or \(declare)"
            } else {
                message += "; \(declare)"
            }
            diagnostics.append(.error(.unknownCondition, message, at: name.range))
        }
        return (
            required.keys.sorted().map { declarations[$0].name.text },
            excluded.keys.sorted().map { declarations[$0].name.text }
        )
    }

    /// Names apps give the one condition of being signed in, which a graph may spell one way and
    /// a `requires` another (`loggedIn` for `signedIn`).
    private static let signInNames: Set<String> = [
        "signedin", "loggedin", "authenticated", "authorized", "signedon", "loggedon", "hassession", "hasaccount",
        "isloggedin", "issignedin", "isauthenticated",
    ]

    /// Whether two condition names mean the same, though spelt apart.
    private static func meanTheSame(_ name: String, _ other: String) -> Bool {
        signInNames.contains(name.lowercased()) && signInNames.contains(other.lowercased())
    }
}

/// Checks each `condition` line against the screens: what it presents, the sign-in wall, modals
/// that require each other's conditions in a circle, and conditions nothing requires.
struct ConditionChecker {
    let table: ConditionTable
    let graph: ScreenGraph
    /// The declarations of `graph`'s screens, by node.
    let declarations: [ScreenSyntax]
    /// Set after a syntax error: part of the graph may be missing, so nothing is reported unused.
    let isPartial: Bool
    /// A module's graph has no first tab: its screens are shown by the app's tabs, and the app's
    /// build checks the wall.
    var isModule = false
    /// Modules the app's composition reported unknown (SPEC §2.8): a modal named in one was
    /// reported there.
    var reportedModules: Set<String> = []
    /// The conditions `app … requires` names (SPEC §2.6 (5)): used, whatever was reported of them there.
    var namedByApp: [String] = []

    /// The conditions that passed, in declaration order.
    func check(all conditions: [ConditionSyntax], into diagnostics: inout DiagnosticBag) -> [GraphCondition] {
        var checked: [GraphCondition] = []
        var seen: [String: Name] = [:]
        for condition in conditions {
            let name = condition.name
            if let first = seen[name.text] {
                diagnostics.append(
                    .redeclaration(
                        .invalidCondition, "condition '\(name.text)'", name: name.text, at: name.range,
                        first: first.range))
                continue
            }
            seen[name.text] = name
            let result = checkModal(of: condition, into: &diagnostics)
            if let keeps = condition.keepsKeyword, let modal = result.modal, modal.kind != .cover {
                diagnostics.append(
                    .error(
                        .invalidCondition,
                        "condition '\(name.text)' keeps what it covers, so its modal walls the app while it is unmet; '\(modal.name)' is a \(modal.kind.rawValue), present a cover",
                        at: keeps,
                        notes: [DiagnosticNote(range: modal.range, message: "'\(modal.name)' is declared here")]))
                continue
            }
            if result.passed {
                checked.append(
                    GraphCondition(
                        name: name.text, modal: result.modal?.name, range: name.range,
                        keepsScreens: condition.keepsKeyword != nil))
            }
        }
        let valid = Dictionary(checked.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        if !isModule { checkWall(valid, into: &diagnostics) }
        checkCircles(checked, into: &diagnostics)
        if !isPartial {
            for warning in warnAboutUnused(conditions: table.declarations) { diagnostics.append(warning) }
        }
        return checked
    }

    /// Whether the condition passed: a condition without `present` always does; one with a modal
    /// when that modal can be presented to meet it.
    private func checkModal(of condition: ConditionSyntax, into diagnostics: inout DiagnosticBag) -> (
        passed: Bool, modal: Screen?
    ) {
        guard let target = condition.modal else { return (true, nil) }
        guard let node = graph.index[target.text] else {
            // A module the composition reported names nothing here: not reported again.
            if let module = QualifiedName.split(target.text)?.module, reportedModules.contains(module) {
                return (false, nil)
            }
            let names = graph.screens.filter { $0.kind.isModal }.map(\.name)
            var message = "condition '\(condition.name.text)' presents unknown destination '\(target.text)'"
            if let suggestion = closestName(to: target.text, among: names) {
                message += "; did you mean '\(suggestion)'?"
            }
            diagnostics.append(.error(.unknownDestination, message, at: target.range))
            return (false, nil)
        }
        let modal = graph.screens[node]
        let problem: String?
        var code = DiagnosticCode.invalidCondition
        if modal.kind.isAlert {
            // *(5)* An alert is never a condition's modal (SPEC §3 `invalid-alert`).
            code = .invalidAlert
            problem =
                "'\(target.text)' is an \(modal.kind.rawValue); a condition presents a sheet or cover that lets the user meet it, and an alert asks a question"
        } else if modal.answerType != nil {
            problem =
                "\(modal.kind.rawValue) '\(target.text)' answers whoever presents it, and the router presents a condition's modal for no one; declare a sheet or cover of its own"
        } else if modal.alsoPresentedAs != nil {
            problem =
                "'\(target.text)' is a route declared 'also \(modal.alsoPresentedAs?.rawValue ?? "sheet")'; a condition presents a sheet or cover of its own that lets the user meet it"
        } else if !modal.kind.isModal {
            problem =
                "'\(target.text)' is a \(modal.kind.rawValue); a condition presents a sheet or cover that lets the user meet it"
        } else if let required = modal.parameters.first(where: \.isRequired) {
            problem =
                "\(modal.kind.rawValue) '\(target.text)' has a required parameter ('\(required.declaration)'), which the router cannot fill when it presents it; make it optional or give it a default"
        } else if modal.requiredConditions.contains(condition.name.text) {
            problem =
                "\(modal.kind.rawValue) '\(target.text)' requires '\(condition.name.text)' itself, so it could never be shown to meet it"
        } else if modal.isLocked {
            problem =
                "\(modal.kind.rawValue) '\(target.text)' is locked, and the router takes a condition's modal away once the condition is met; drop 'locked'"
        } else {
            problem = nil
        }
        guard let problem else { return (true, modal) }
        diagnostics.append(
            .error(
                code, "condition '\(condition.name.text)' cannot present '\(target.text)': \(problem)",
                at: target.range,
                notes: [DiagnosticNote(range: modal.range, message: "'\(target.text)' is declared here")]
            ))
        return (false, nil)
    }

    /// The first tab or the root may require a condition only if its modal is a cover: it walls
    /// the whole app until the condition is met, and a sheet could be swiped away. It cannot
    /// require a condition without a modal (nothing could ever show it) or a `!` one (the app
    /// would have nothing to show once it holds).
    private func checkWall(_ conditions: [String: GraphCondition], into diagnostics: inout DiagnosticBag) {
        guard let first = graph.screens.indices.first(where: { graph.screens[$0].kind.isStackRoot }) else { return }
        let entry = graph.screens[first]
        let what = entry.kind == .root ? "the root" : "the first tab, '\(entry.name)',"
        for reference in declarations[first].requires {
            let name = reference.name
            guard let condition = conditions[name.text] else { continue }
            let note = [DiagnosticNote(range: condition.range, message: "'\(name.text)' is declared here")]
            if reference.isNegated {
                diagnostics.append(
                    .error(
                        .invalidCondition,
                        "\(what) cannot require '!\(name.text)': once '\(name.text)' holds, the app would have no screen to show; require it of the screens after the first",
                        at: reference.range, notes: note))
                continue
            }
            guard let modalName = condition.modal else {
                diagnostics.append(
                    .error(
                        .invalidCondition,
                        "\(what) cannot require '\(name.text)': no modal meets it ('condition \(name.text)' has no 'present'), so the app would show nothing until it holds; give it a cover to present, or require it of later screens",
                        at: name.range, notes: note))
                continue
            }
            guard let modal = graph.index[modalName], graph.screens[modal].kind == .sheet else { continue }
            diagnostics.append(
                .error(
                    .invalidCondition,
                    "\(what) cannot require '\(name.text)': its modal '\(modalName)' is a sheet, and a screen with nothing before it needs a cover that stays up until the condition is met; present a cover",
                    at: name.range, notes: note))
        }
    }

    /// Conditions whose modals require each other in a circle: none could ever be met first.
    /// Found without recursion; each circle is reported once, at its first condition.
    private func checkCircles(_ conditions: [GraphCondition], into diagnostics: inout DiagnosticBag) {
        let position = Dictionary(
            conditions.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let next: [[Int]] = conditions.map { condition in
            guard let name = condition.modal, let modal = graph.index[name] else { return [] }
            return graph.screens[modal].requiredConditions.compactMap { position[$0] }
        }
        var reported: Set<Int> = []
        for start in conditions.indices where !reported.contains(start) {
            // Breadth first from `start`, each condition's predecessor kept, until `start` again.
            var parent = [Int?](repeating: nil, count: conditions.count)
            var queue = [start]
            var head = 0
            var last: Int?
            search: while head < queue.count {
                let node = queue[head]
                head += 1
                for following in next[node] {
                    if following == start {
                        last = node
                        break search
                    }
                    if following != start, parent[following] == nil {
                        parent[following] = node
                        queue.append(following)
                    }
                }
            }
            guard let last else { continue }
            var circle = [last]
            while let previous = parent[circle[circle.count - 1]], circle.count <= conditions.count {
                circle.append(previous)
            }
            circle.reverse()
            reported.formUnion(circle)
            let names = (circle + [start]).map { conditions[$0].name }.joined(separator: " → ")
            diagnostics.append(
                .error(
                    .invalidCondition,
                    "conditions whose modals require each other in a circle can never be met: \(names)",
                    at: conditions[start].range))
        }
    }

    /// `unused-condition` for each condition no screen requires. A misspelt `requires` counts
    /// for the condition it most likely meant (reported there), so one typo is one diagnostic.
    private func warnAboutUnused(conditions: [ConditionSyntax]) -> [Diagnostic] {
        let names = conditions.map(\.name.text)
        // What the screens require after `app … requires` (SPEC §2.6 (5)), and what their own
        // `requires` name, misspelt or not.
        let used = Set(
            declarations.flatMap(\.requires).compactMap { reference in
                let name = reference.name
                return names.contains(name.text) ? name.text : closestName(to: name.text, among: names)
            } + graph.screens.flatMap(\.requiredConditions) + namedByApp)
        return conditions.filter { !used.contains($0.name.text) }.map { condition in
            .warning(
                .unusedCondition,
                "condition '\(condition.name.text)' is required by no screen; add 'requires \(condition.name.text)' where it applies, or remove it",
                at: condition.name.range)
        }
    }
}
