/// What a graph's conditions generate (SPEC §2.6, §4): `PCondition` with each one's modal, and
/// `requiredConditions` and `excludedConditions` on the tab, route and sheet enums. Nothing for a graph without conditions.
struct ConditionEmitter {
    let context: EmitterContext

    /// `PCondition`, with the modal that meets each (none in a graph without modals).
    func conditionEnum() -> [SwiftCode] {
        let access = context.access
        let conditions = context.graph.conditions
        let optional = context.hasConditionsWithoutModal
        let modal = SwiftCode.switchStatement(
            "self",
            cases: conditions.map { condition in
                let value = condition.modal.map { name in
                    context.graph.screen(named: name).map { context.caseValue($0) { _ in nil } }
                        ?? SwiftNaming.member(name)
                }
                return ("case \(SwiftNaming.member(condition.name)):", [SwiftCode.line(value ?? "nil")])
            })
        var members: [[SwiftCode]] = [conditions.map { .line("case \(SwiftNaming.identifier($0.name))") }]
        if context.hasModals {
            members.append([
                .doc(
                    "The modal that lets the user meet the condition, its optional parameters nil and defaulted ones at their default\(optional ? "; nil for a condition no screen meets, whose navigations are dropped while it is unmet" : "")."
                ),
                .block("\(access)var modal: \(context.sheetType)\(optional ? "?" : "")", [modal]),
            ])
        }
        let keeping = conditions.filter(\.keepsScreens)
        if !keeping.isEmpty {
            let keepingCases = "case " + keeping.map { SwiftNaming.member($0.name) }.joined(separator: ", ") + ":"
            let cases: [(label: String, body: [SwiftCode])] = [
                (keepingCases, [SwiftCode.line("true")]), ("default:", [SwiftCode.line("false")]),
            ]
            let value: SwiftCode =
                keeping.count == conditions.count ? .line("true") : .switchStatement("self", cases: cases)
            members.append([
                .doc(
                    "Whether losing it keeps what it covers (`keeps`, a lock): its cover walls the app, and every screen stays beneath it."
                ),
                .block("\(access)var keepsScreens: Bool", [value]),
            ])
        }
        return [
            .doc(
                "What \(context.prefix)'s screens may require, in declaration order: the app says which hold (`\(context.routerType).metConditions`), and a navigation to a screen that requires one not met shows its modal first."
            ),
            .block(
                "\(access)enum \(context.conditionType): String, Hashable, CaseIterable, Codable, Sendable, \(EmitterContext.runtime("NavigationCondition"))",
                [.declarations(members)]),
        ]
    }

    /// `requiredConditions` and `excludedConditions` of one of the screen enums, or nothing when
    /// the graph has no conditions. `shown` says what happens under them (a resolver is asked).
    func conditionLists(of screens: [Screen], shown: String = "shown") -> [[SwiftCode]] {
        guard !context.graph.conditions.isEmpty else { return [] }
        return [
            conditionList(
                "requiredConditions", of: screens, \.requiredConditions,
                doc: "The conditions it is \(shown) only under, in declaration order; empty when none."),
            conditionList(
                "excludedConditions", of: screens, \.excludedConditions,
                doc:
                    "The conditions it is \(shown) only while they do not hold (`requires !C`), in declaration order; empty when none."
            ),
        ]
    }

    private func conditionList(
        _ member: String, of screens: [Screen], _ list: KeyPath<Screen, [String]>, doc: String
    ) -> [SwiftCode] {
        // Screens grouped by their list, in the order the groups first appear.
        var groups: [(conditions: [String], screens: [Screen])] = []
        var free: [Screen] = []
        for screen in screens {
            let conditions = screen[keyPath: list]
            guard !conditions.isEmpty else {
                free.append(screen)
                continue
            }
            if let group = groups.firstIndex(where: { $0.conditions == conditions }) {
                groups[group].screens.append(screen)
            } else {
                groups.append((conditions, [screen]))
            }
        }
        // A module names the app's conditions (SPEC §4 "Modules"): the app's enum answers them as its own.
        let isModule = context.isModule
        func literal(_ conditions: [String]) -> String {
            "[" + conditions.map(isModule ? SwiftNaming.stringLiteral : SwiftNaming.member).joined(separator: ", ")
                + "]"
        }
        var cases = groups.map { group in
            (
                label: "case " + group.screens.map { SwiftNaming.member($0.name) }.joined(separator: ", ") + ":",
                body: [SwiftCode.line(literal(group.conditions))]
            )
        }
        let declaration = "\(context.access)var \(member): [\(isModule ? "String" : context.conditionType)]"
        guard !groups.isEmpty else { return [.doc(doc), .line(declaration + " { [] }")] }
        let body: SwiftCode
        if free.isEmpty {
            body = context.switchOverEveryCase("self", caseCount: screens.count, cases: cases, fallback: [.line("[]")])
        } else {
            cases.append((label: "default:", body: [.line("[]")]))
            body = .switchStatement("self", cases: cases)
        }
        return [.doc(doc), .block(declaration, [body])]
    }
}
