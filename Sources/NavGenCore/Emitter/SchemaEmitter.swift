/// `PGraph`, the graph as NavGenRuntime's generic router, state and views read it, and the
/// typealiases that give those generic types the graph's names (`CoffeeRouter` is
/// `NavGenRuntime.NavigationRouter<CoffeeGraph>`): what the generated file declares so that the
/// behaviour, written once in the runtime, is the graph's own.
struct SchemaEmitter {
    let context: EmitterContext

    /// The graph type and the typealiases of the router, its state and its presentations.
    func code() -> [SwiftCode] {
        [.declarations([graphType(), typealiases()])]
    }

    private func graphType() -> [SwiftCode] {
        let access = context.access
        let associated: [SwiftCode] = [
            .doc("The graph's tabs, routes, modals, links and conditions, for `NavigationSchema`."),
            .line(
                "\(access)typealias Tab = \(context.hasTabs ? context.tabType : EmitterContext.runtime("SingleStack"))"),
            .line("\(access)typealias Route = \(context.routeType)"),
            .line(
                "\(access)typealias Modal = \(context.hasModals ? context.sheetType : EmitterContext.runtime("NoModal"))"
            ),
            .line("\(access)typealias Link = \(context.deepLinkType)"),
            .line(
                "\(access)typealias Condition = \(context.hasConditions ? context.conditionType : EmitterContext.runtime("NoCondition"))"
            ),
        ]
        let link: [SwiftCode] = [
            .doc("The link an incoming URL is; see `\(context.deepLinkType).init(url:)`."),
            .line(
                "\(access)static func _link(from url: URL) -> \(context.deepLinkType)? { \(context.deepLinkType)(url: url) }"
            ),
        ]
        return [
            .doc(
                "\(context.prefix)'s graph as NavGenRuntime's router, state and views read it. An app uses the names below (`\(context.routerType)`), not this type."
            ),
            .block(
                "\(access)enum \(context.graphType): \(EmitterContext.runtime("NavigationSchema"))",
                [
                    .declarations(
                        [associated, link, destination()] + conditionMembers() + lockedModals() + savability()
                            + (context.hasResolvers ? ResolverEmitter(context: context).schemaMembers() : [])
                            + AlertEmitter(context: context).schemaMembers())
                ]),
        ]
    }

    /// `_destination(of:)`: a link's cases in the runtime's terms.
    private func destination() -> [SwiftCode] {
        var cases: [(label: String, body: [SwiftCode])] =
            context.hasTabs
            ? [
                ("case .tab(let tab):", [.line("return .tab(tab)")]),
                ("case .stack(let tab, let routes):", [.line("return .stack(tab, routes)")]),
            ]
            : [
                ("case .root:", [.line("return .tab(.root)")]),
                ("case .stack(let routes):", [.line("return .stack(.root, routes)")]),
            ]
        if context.hasModals { cases.append(("case .sheet(let sheet):", [.line("return .modal(sheet)")])) }
        if context.hasModalStacks {
            cases.append(("case .sheetStack(let sheet, let routes):", [.line("return .modalStack(sheet, routes)")]))
        }
        if context.hasResolvers {
            cases.append(("case .resolve(let resolution):", [.line("return .resolve(resolution)")]))
        }
        if context.hasAlerts {
            cases.append(("case .alert(let alert):", [.line("return .alert(alert)")]))
        }
        let result = "\(EmitterContext.runtime("LinkDestination"))<\(context.graphType)>"
        return [
            .doc("What a link shows, in the runtime's terms."),
            .block(
                "\(context.access)static func _destination(of link: \(context.deepLinkType)) -> \(result)",
                [.switchStatement("link", cases: cases)]),
        ]
    }

    /// `_isLocked(_:)`, for a graph with a `locked` modal (the runtime's default: none is), and
    /// `_isSameModal(_:as:)` for one whose modals have live values (the default: equality).
    private func lockedModals() -> [[SwiftCode]] {
        var members: [[SwiftCode]] = []
        if context.hasLockedModals {
            members.append([
                .doc("Whether a modal is `locked`: navigations that would take it away wait until it leaves."),
                .line(
                    "\(context.access)static func _isLocked(_ modal: \(context.sheetType)) -> Bool { modal.isLocked }"),
            ])
        }
        if context.modalsHaveLiveValues {
            members.append([
                .doc("Whether two modals are the same presentation for `dismiss(_:)`: live values aside."),
                .line(
                    "\(context.access)static func _isSameModal(_ modal: \(context.sheetType), as other: \(context.sheetType)) -> Bool { modal.isSame(as: other) }"
                ),
            ])
        }
        return members
    }

    /// `_isSavable(_:)` for routes and modals of which some case is never saved (a required live
    /// value, or `secret`): a saved state ends before one (SPEC §2.3, §2.7).
    private func savability() -> [[SwiftCode]] {
        func members(_ screens: [Screen], _ type: String, _ name: String) -> [[SwiftCode]] {
            let unsaved = screens.filter(LiveCodingEmitter.isNeverSaved)
            guard !unsaved.isEmpty else { return [] }
            let saved = unsaved.count < screens.count
            var cases = [
                (
                    label: "case " + unsaved.map { SwiftNaming.member($0.name) }.joined(separator: ", ") + ":",
                    body: [SwiftCode.line("false")]
                )
            ]
            if saved { cases.append((label: "default:", body: [.line("true")])) }
            return [
                [
                    .doc(
                        "Whether a \(name) can be saved: not while it holds a required live value\(unsaved.contains(where: \.isSecret) ? ", nor a `secret` one" : "")."
                    ),
                    .block(
                        "\(context.access)static func _isSavable(_ \(name): \(type)) -> Bool",
                        [saved ? .switchStatement(name, cases: cases) : .line("false")]),
                ]
            ]
        }
        return members(context.graph.routes, context.routeType, "route")
            + members(context.graph.sheets, context.sheetType, "modal")
    }

    /// What the runtime reads of the conditions: each one's modal, and what each screen requires
    /// (and, with a `!` condition, excludes).
    private func conditionMembers() -> [[SwiftCode]] {
        guard context.hasConditions else { return [] }
        let access = context.access
        let condition = context.conditionType
        let modals: SwiftCode
        if !context.hasModals {
            modals = .line(
                "\(access)static let _conditionModals: [\(condition): \(EmitterContext.runtime("NoModal"))] = [:]")
        } else if context.hasConditionsWithoutModal {
            modals = .line(
                "\(access)static let _conditionModals = Dictionary(uniqueKeysWithValues: \(condition).allCases.compactMap { condition in condition.modal.map { (condition, $0) } })"
            )
        } else {
            modals = .line(
                "\(access)static let _conditionModals = Dictionary(uniqueKeysWithValues: \(condition).allCases.map { ($0, $0.modal) })"
            )
        }
        var members: [[SwiftCode]] = [
            [
                .doc(
                    "The modal that meets each condition\(context.hasModals ? "" : ": none, in a graph without modals")."
                ), modals,
            ],
            conditionList(
                "_requiredConditions", member: "requiredConditions", \.requiredConditions,
                doc:
                    "The conditions of a tab\(context.hasTabs ? "" : " (the root)"), a route and a modal, in declaration order."
            ),
        ]
        let graph = context.graph
        if graph.conditions.contains(where: \.keepsScreens) {
            members.append([
                .doc("Whether losing a condition keeps what it covers (`keeps`)."),
                .line(
                    "\(access)static func _keepsScreens(_ condition: \(condition)) -> Bool { condition.keepsScreens }"),
            ])
        }
        if (graph.stackRoots + graph.routes + graph.modals).contains(where: { !$0.excludedConditions.isEmpty }) {
            members.append(
                conditionList(
                    "_excludedConditions", member: "excludedConditions", \.excludedConditions,
                    doc: "The conditions that must not hold for a tab, a route and a modal (`requires !C`)."))
        }
        return members
    }

    /// `function(of:)` for a tab (or the root), a route and a modal, each answering the enum's
    /// `member` (the root's list is written out; a graph without modals answers none).
    private func conditionList(
        _ function: String, member: String, _ list: KeyPath<Screen, [String]>, doc: String
    ) -> [SwiftCode] {
        let access = context.access
        let condition = context.conditionType
        let tab: String
        let tabList: String
        if context.hasTabs {
            (tab, tabList) = (context.tabType, "tab.\(member)")
        } else {
            let root = context.graph.stackRoots.first.map { $0[keyPath: list] } ?? []
            (tab, tabList) = (
                EmitterContext.runtime("SingleStack"), "[" + root.map(SwiftNaming.member).joined(separator: ", ") + "]"
            )
        }
        let modal =
            context.hasModals
            ? "modal: \(context.sheetType)) -> [\(condition)] { modal.\(member) }"
            : "modal: \(EmitterContext.runtime("NoModal"))) -> [\(condition)] { [] }"
        return [
            .doc(doc),
            .line("\(access)static func \(function)(of tab: \(tab)) -> [\(condition)] { \(tabList) }"),
            .line(
                "\(access)static func \(function)(of route: \(context.routeType)) -> [\(condition)] { route.\(member) }"
            ),
            .line("\(access)static func \(function)(of \(modal)"),
        ]
    }

    /// The router, its state and its presentations under the graph's names.
    private func typealiases() -> [SwiftCode] {
        let access = context.access
        let graph = context.graphType
        let prefix = context.prefix
        let stacks = context.hasTabs ? "the selected tab, one stack per tab" : "its stack"
        let modals = context.hasModals ? " and the modals over \(context.hasTabs ? "them" : "it")" : ""
        var code: [SwiftCode] = []
        if context.hasModals {
            code += [
                .doc("A modal on screen, with the routes pushed inside it when it has a stack of its own."),
                .line(
                    "\(access)typealias \(context.presentationType) = \(EmitterContext.runtime("Presentation"))<\(graph)>"
                ),
                .blankLine,
            ]
        }
        code += [
            .doc(
                "What \(prefix)'s navigation shows (\(stacks)\(modals)), for saving and restoring it. Decoding is tolerant: a state saved by an older version of the graph restores as far as it still can."
            ),
            .line("\(access)typealias \(context.stateType) = \(EmitterContext.runtime("NavigationState"))<\(graph)>"),
            .blankLine,
            .doc(
                "Owns \(prefix)'s navigation: \(stacks)\(modals). Views observe it, one stack at a time; every change goes through its methods or `state`."
            ),
            .line("\(access)typealias \(context.routerType) = \(EmitterContext.runtime("NavigationRouter"))<\(graph)>"),
        ]
        if context.hasConditions || context.hasLockedModals || context.hasAlerts {
            let waits =
                context.hasConditions
                ? "for conditions (`\(context.routerType).pendingNavigation`): carried out once they are met, dropped when the condition's modal leaves unmet"
                : "for a locked modal to leave (`\(context.routerType).pendingNavigation`), then carried out"
            code += [
                .blankLine,
                .doc("A navigation that waits \(waits)."),
                .line(
                    "\(access)typealias \(context.pendingNavigationType) = \(EmitterContext.runtime("PendingNavigation"))<\(graph)>"
                ),
            ]
        }
        return code
    }
}
