/// SPEC §2.6 (5), "Conditions every screen requires": `app NAME requires C, D` — a passcode lock,
/// an opening database, a finished onboarding — made a requirement of every screen, as if each had
/// written it, but for the screens that cannot take them all:
///
/// - a screen that requires `!C` does not require C;
/// - the modal of one of these conditions requires only those declared before its own condition
///   (the lock screen requires nothing, the database screen the lock), and the modal of any other
///   condition none whose modal requires that condition (it would require itself through it);
/// - a screen reached only through such a modal (its stack's routes, what they present) takes
///   that modal's conditions, not the app's: a sign-in cover's "register" screen.
///
/// Each condition of the list presents a cover, since the first tab takes them too and each is
/// then a wall; the list holds no `!C`. Otherwise `invalid-condition` at the `app` line.
struct AppRequirements {
    /// The list's conditions that passed, in the order of their `condition` lines.
    let conditions: [String]

    /// Reads the app's `requires` list (its first `app` line's), reporting what cannot hold.
    init(_ syntax: GraphSyntax, table: ConditionTable, graph: ScreenGraph, into diagnostics: inout DiagnosticBag) {
        let written = syntax.appRequires.first ?? []
        // Unknown names, reported once, with what they likely meant.
        _ = table.resolve(written, of: syntax.appNames.first?.text ?? "app", into: &diagnostics)
        var passed: Set<String> = []
        for reference in written {
            let name = reference.name.text
            guard let declaration = table.declarations.first(where: { $0.name.text == name }) else { continue }
            if reference.isNegated {
                diagnostics.append(
                    .error(
                        .invalidCondition,
                        "'app … requires' lists conditions every screen requires, not '!\(name)': a screen shown only while '\(name)' does not hold says so itself ('requires !\(name)')",
                        at: reference.range))
                continue
            }
            guard let modal = declaration.modal, let node = graph.index[modal.text] else {
                if declaration.modal == nil {
                    diagnostics.append(
                        .error(
                            .invalidCondition,
                            "every screen cannot require '\(name)': no modal meets it ('condition \(name)' has no 'present'), so the app would show nothing until it holds; give it a cover",
                            at: reference.range,
                            notes: [
                                DiagnosticNote(range: declaration.name.range, message: "'\(name)' is declared here")
                            ]
                        ))
                }
                continue
            }
            guard graph.screens[node].kind == .cover else {
                diagnostics.append(
                    .error(
                        .invalidCondition,
                        "every screen cannot require '\(name)': its modal '\(modal.text)' is a \(graph.screens[node].kind.rawValue), and the first tab, which requires it too, needs a cover that stays up until the condition is met; present a cover",
                        at: reference.range,
                        notes: [DiagnosticNote(range: modal.range, message: "'\(modal.text)' is presented here")]))
                continue
            }
            passed.insert(name)
        }
        conditions = table.declarations.map(\.name.text).filter(passed.contains)
    }

    /// `graph`'s screens with the app's conditions added to their own, in declaration order.
    func apply(to graph: inout ScreenGraph, table: ConditionTable) {
        guard !conditions.isEmpty else { return }
        let order = Dictionary(
            table.declarations.enumerated().map { ($0.element.name.text, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        // The modal each condition presents, and what the app's conditions give it.
        var given: [Int: [String]] = [:]
        for (position, declaration) in table.declarations.enumerated() {
            guard let modal = declaration.modal.flatMap({ graph.index[$0.text] }), given[modal] == nil else { continue }
            let name = declaration.name.text
            if conditions.contains(name) {
                given[modal] = conditions.filter { (order[$0] ?? 0) < position }
            } else {
                // None whose modal requires this condition: it would require itself through it.
                given[modal] = conditions.filter { condition in
                    let other = table.declarations.first { $0.name.text == condition }?.modal.flatMap {
                        graph.index[$0.text]
                    }
                    return !(other.map { graph.screens[$0].requiredConditions.contains(name) } ?? false)
                }
            }
        }
        let taken = conditionsTaken(in: graph, byModals: given)
        for node in graph.screens.indices {
            let screen = graph.screens[node]
            let added = (taken[node] ?? conditions).filter { !screen.excludedConditions.contains($0) }
            let all = Set(screen.requiredConditions + added)
            let required = all.sorted { (order[$0] ?? 0) < (order[$1] ?? 0) }
            guard required != screen.requiredConditions else { continue }
            graph.screens[node] = screen.withRequiredConditions(required)
        }
    }

    /// Per screen reached only through conditions' modals, the app's conditions it takes: those of
    /// the modal that reaches it (the fewest, where several do). The others take them all.
    private func conditionsTaken(in graph: ScreenGraph, byModals given: [Int: [String]]) -> [Int: [String]] {
        let modals = Set(given.keys)
        // What the tabs (or the root) reach without passing a condition's modal.
        let main = reach(from: graph.stackRoots, in: graph, stoppingAt: modals)
        var taken: [Int: [String]] = [:]
        for (modal, conditions) in given.sorted(by: { $0.key < $1.key }) {
            taken[modal] = conditions
            let reached = reach(from: [modal], in: graph, stoppingAt: modals.subtracting([modal]))
            for node in reached.indices where reached[node] && !main[node] {
                guard node != modal, !modals.contains(node) else { continue }
                taken[node] = taken[node].map { earlier in earlier.filter(conditions.contains) } ?? conditions
            }
        }
        return taken
    }

    /// The screens a chain of edges from `roots` reaches without entering `stops`.
    private func reach(from roots: [Int], in graph: ScreenGraph, stoppingAt stops: Set<Int>) -> [Bool] {
        var seen = [Bool](repeating: false, count: graph.screens.count)
        var queue = roots
        for root in roots { seen[root] = true }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in graph.pushes[node] + graph.presents[node] where !seen[next] && !stops.contains(next) {
                seen[next] = true
                queue.append(next)
            }
        }
        return seen
    }
}
