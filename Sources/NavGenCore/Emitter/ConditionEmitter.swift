/// What a graph's conditions generate (SPEC §2.6, §4): `PCondition` with each one's modal, and
/// `requiredConditions` on the tab, route and sheet enums. Nothing for a graph without conditions.
struct ConditionEmitter {
    let context: EmitterContext

    /// `PCondition`, with the modal that meets each.
    func conditionEnum() -> [SwiftCode] {
        let access = context.access
        let conditions = context.graph.conditions
        let modal = SwiftCode.switchStatement(
            "self",
            cases: conditions.map { condition in
                let value = context.graph.screen(named: condition.modal).map { context.caseValue($0) { _ in nil } }
                return (
                    "case \(SwiftNaming.member(condition.name)):",
                    [SwiftCode.line(value ?? SwiftNaming.member(condition.modal))]
                )
            })
        return [
            .doc(
                "What \(context.prefix)'s screens may require, in declaration order: the app says which hold (`\(context.routerType).metConditions`), and a navigation to a screen that requires one not met shows its modal first."
            ),
            .block(
                "\(access)enum \(context.conditionType): String, Hashable, CaseIterable, Codable, Sendable, \(EmitterContext.runtime("NavigationCondition"))",
                [
                    .declarations([
                        conditions.map { .line("case \(SwiftNaming.identifier($0.name))") },
                        [
                            .doc(
                                "The modal that lets the user meet the condition, its optional parameters nil and defaulted ones at their default."
                            ),
                            .block("\(access)var modal: \(context.sheetType)", [modal]),
                        ],
                    ])
                ]),
        ]
    }

    /// `requiredConditions` of one of the screen enums, or nothing when the graph has no conditions.
    func requiredConditions(of screens: [Screen]) -> [[SwiftCode]] {
        guard !context.graph.conditions.isEmpty else { return [] }
        // Screens grouped by the conditions they require, in the order the groups first appear.
        var groups: [(conditions: [String], screens: [Screen])] = []
        var free: [Screen] = []
        for screen in screens {
            guard !screen.requiredConditions.isEmpty else {
                free.append(screen)
                continue
            }
            if let group = groups.firstIndex(where: { $0.conditions == screen.requiredConditions }) {
                groups[group].screens.append(screen)
            } else {
                groups.append((screen.requiredConditions, [screen]))
            }
        }
        func list(_ conditions: [String]) -> String {
            "[" + conditions.map(SwiftNaming.member).joined(separator: ", ") + "]"
        }
        var cases = groups.map { group in
            (
                label: "case " + group.screens.map { SwiftNaming.member($0.name) }.joined(separator: ", ") + ":",
                body: [SwiftCode.line(list(group.conditions))]
            )
        }
        let declaration = "\(context.access)var requiredConditions: [\(context.conditionType)]"
        let doc = SwiftCode.doc("The conditions it is shown only under, in declaration order; empty when none.")
        guard !groups.isEmpty else { return [[doc, .line(declaration + " { [] }")]] }
        let body: SwiftCode
        if free.isEmpty {
            body = context.switchOverEveryCase("self", caseCount: screens.count, cases: cases, fallback: [.line("[]")])
        } else {
            cases.append((label: "default:", body: [.line("[]")]))
            body = .switchStatement("self", cases: cases)
        }
        return [[doc, .block(declaration, [body])]]
    }
}
