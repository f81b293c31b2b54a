/// `PRouter`: the observable object that owns every stack, the selected tab and the modals.
struct RouterEmitter {
    let context: EmitterContext

    func code() -> [SwiftCode] {
        let access = context.access
        let route = context.routeType
        let hasTabs = context.hasTabs
        let hasModals = context.hasModals
        var members: [[SwiftCode]] = []

        if let firstTab = context.firstTab {
            members.append([.doc("The tab on screen."), .line("\(access)var selectedTab: \(context.tabType)")])
            members += modalProperties()
            members.append([.line("private var stacks: [\(context.tabType): [\(route)]]")])
            members.append([
                .doc("The first tab selected, every stack empty\(hasModals ? ", no modal" : "")."),
                .line(
                    "\(access)convenience init() { self.init(state: \(context.stateType)(selectedTab: \(SwiftNaming.member(firstTab.name)))) }"
                ),
            ])
            var restore: [SwiftCode] = [.line("selectedTab = state.selectedTab"), .line("stacks = state.stacks")]
            if hasModals { restore.append(.line("presentations = state.presentations")) }
            members.append([
                .doc("Restores a saved state."), .block("\(access)init(state: \(context.stateType))", restore),
            ])
            members.append([
                .doc("A tab's navigation stack, for `NavigationStack(path:)`."),
                .block("\(access)func path(for tab: \(context.tabType)) -> [\(route)]", [.line("stacks[tab] ?? []")]),
            ])
            members.append([
                .doc("Replaces a tab's navigation stack."),
                .block(
                    "\(access)func setPath(_ path: [\(route)], for tab: \(context.tabType))",
                    [
                        .line("stacks[tab] = path.isEmpty ? nil : path")
                    ]),
            ])
        } else {
            members.append([
                .doc("The navigation stack above the root, for `NavigationStack(path:)`."),
                .line("\(access)var path: [\(route)]"),
            ])
            members += modalProperties()
            members.append([
                .doc("An empty stack\(hasModals ? ", no modal" : "")."),
                .line("\(access)convenience init() { self.init(state: \(context.stateType)()) }"),
            ])
            var restore: [SwiftCode] = [.line("path = state.path")]
            if hasModals { restore.append(.line("presentations = state.presentations")) }
            members.append([
                .doc("Restores a saved state."), .block("\(access)init(state: \(context.stateType))", restore),
            ])
        }
        members.append(currentPathProperty())
        members += stackOperations()
        if hasTabs {
            members.append([
                .doc("Shows a tab, with the stack it had."),
                .block("\(access)func select(_ tab: \(context.tabType))", [.line("selectedTab = tab")]),
            ])
            members.append([
                .doc(
                    """
                    Selects a tab as a tap on the tab bar does: a tap on the tab already selected pops its stack to its
                    root, as iOS apps do, unless `popsToRoot` is false.
                    """),
                .block(
                    "\(access)func selectFromTabBar(_ tab: \(context.tabType), popsToRoot: Bool = true)",
                    [
                        .line("if tab == selectedTab, popsToRoot { setPath([], for: tab) }"),
                        .line("selectedTab = tab"),
                    ]),
            ])
            members.append([
                .doc(
                    "Keeps the selection among the tabs a tab bar shows: when the selected tab is not one of them, selects the first of them."
                ),
                .block(
                    "\(access)func keepSelection(among tabs: [\(context.tabType)])",
                    [
                        .line("guard let first = tabs.first, !tabs.contains(selectedTab) else { return }"),
                        .line("selectedTab = first"),
                    ]),
            ])
        }
        if hasModals { members += modalOperations() }
        members.append(applyFunction())
        members.append([
            .doc(
                "Opens an incoming URL as `apply(_:mode:)` shows it; returns false, changing nothing, when it is not a link of this app."
            ),
            .line("@discardableResult"),
            .block(
                "\(access)func open(_ url: URL, mode: DeepLinkMode = .replace) -> Bool",
                [
                    .line("guard let link = \(context.deepLinkType)(url: url) else { return false }"),
                    .line("apply(link, mode: mode)"),
                    .line("return true"),
                ]),
        ])
        members.append(stateProperty())
        let owns =
            (hasTabs ? "the selected tab, one stack per tab" : "the stack")
            + (hasModals ? " and the modals over them" : "")
        return [
            .doc(
                """
                Owns \(context.prefix)'s navigation: \(owns).
                Views observe it; every change goes through its methods or `state`.
                """),
            .line("@MainActor"),
            .line("@Observable"),
            .block("\(access)final class \(context.routerType)", [.declarations(members)]),
        ]
    }

    /// `presentations` and `presentedSheet`.
    private func modalProperties() -> [[SwiftCode]] {
        guard context.hasModals else { return [] }
        let access = context.access
        return [
            [
                .doc("The modals on screen, bottom first; empty when none is."),
                .line("\(access)private(set) var presentations: [\(context.presentationType)] = []"),
            ],
            context.presentedSheetProperty(
                doc: "The bottom modal, nil when none is up; setting it replaces every modal on screen."),
        ]
    }

    /// The selected tab's stack (the root's), as an expression that can be read and assigned.
    private var stackRootPath: (get: String, set: (String) -> String) {
        context.hasTabs
            ? ("path(for: selectedTab)", { "setPath(\($0), for: selectedTab)" })
            : ("path", { "path = \($0)" })
    }

    private func currentPathProperty() -> [SwiftCode] {
        let access = context.access
        let root = stackRootPath
        let under = context.hasTabs ? "the selected tab's" : "the root's"
        guard context.hasModalStacks else {
            return [
                .doc("The stack that `push` and `pop` act on: \(under)."),
                .block(
                    "\(access)var currentPath: [\(context.routeType)]",
                    [
                        .line("get { \(root.get) }"),
                        .line("set { \(root.set("newValue")) }"),
                    ]),
            ]
        }
        return [
            .doc(
                "The stack that `push` and `pop` act on: that of the topmost modal with a stack of its own, else \(under)."
            ),
            .block(
                "\(access)var currentPath: [\(context.routeType)]",
                [
                    .line("get { presentations.last(where: \\.sheet.hasStack)?.path ?? \(root.get) }"),
                    .block(
                        "set",
                        [
                            .block(
                                "if let level = presentations.lastIndex(where: \\.sheet.hasStack)",
                                [
                                    .line("presentations[level].path = newValue")
                                ], closing: "} else {"),
                            .indented([.line(root.set("newValue"))]),
                            .line("}"),
                        ]),
                ]),
        ]
    }

    /// `push`, `pop`, `popToRoot` and both `replaceStack`s, on `currentPath`.
    private func stackOperations() -> [[SwiftCode]] {
        let access = context.access
        let route = context.routeType
        let hasModals = context.hasModals
        let dismiss: [SwiftCode] = hasModals ? [.line("dismissModalsAboveCurrentPath()")] : []
        let above =
            context.hasModalStacks
            ? ", dismissing the modals above it first (every modal when none has a stack)"
            : (hasModals ? ", dismissing every modal first" : "")
        var operations: [[SwiftCode]] = [
            [
                .doc("Back to the root of the current stack\(above)."),
                .block("\(access)func popToRoot()", dismiss + [.line("currentPath = []")]),
            ]
        ]
        // Without routes there is nothing to push: methods taking a route could never run.
        guard !context.graph.routes.isEmpty else { return operations + dismissal() }
        operations.append([
            .doc("Pushes a route onto the current stack\(above)."),
            .block("\(access)func push(_ route: \(route))", dismiss + [.line("currentPath.append(route)")]),
        ])
        operations.append([
            .doc("Pops the top route of the current stack\(above); nothing when the stack is empty."),
            .block("\(access)func pop()", dismiss + [.line("if !currentPath.isEmpty { currentPath.removeLast() }")]),
        ])
        operations.append([
            .doc("Makes `routes` the whole current stack, as after a completed flow\(above)."),
            .block("\(access)func replaceStack(with routes: [\(route)])", dismiss + [.line("currentPath = routes")]),
        ])
        operations.append([
            .doc("Makes `route` the whole current stack\(above)."),
            .block("\(access)func replaceStack(with route: \(route))", [.line("replaceStack(with: [route])")]),
        ])
        return operations + dismissal()
    }

    /// The helper the stack operations share.
    private func dismissal() -> [[SwiftCode]] {
        guard context.hasModals else { return [] }
        let body: [SwiftCode] =
            context.hasModalStacks
            ? [
                .line("let kept = presentations.lastIndex(where: \\.sheet.hasStack).map { $0 + 1 } ?? 0"),
                .line("presentations.removeSubrange(kept...)"),
            ]
            : [.line("presentations = []")]
        return [
            [
                .doc(
                    "Dismisses what stands in front of `currentPath`\(context.hasModalStacks ? ": the modals above the topmost one with a stack" : ": every modal")."
                ),
                .block("private func dismissModalsAboveCurrentPath()", body),
            ]
        ]
    }

    private func modalOperations() -> [[SwiftCode]] {
        let access = context.access
        return [
            [
                .doc(
                    "Presents a sheet or cover over the topmost modal, or over the \(context.hasTabs ? "tabs" : "root") when none is up."
                ),
                .block(
                    "\(access)func present(_ sheet: \(context.sheetType))",
                    [
                        .line("presentations.append(\(context.presentationType)(sheet: sheet))")
                    ]),
            ],
            [
                .doc("Dismisses the topmost modal, if any."),
                .block(
                    "\(access)func dismissSheet()", [.line("if !presentations.isEmpty { presentations.removeLast() }")]),
            ],
            [
                .doc("Dismisses every modal."),
                .block("\(access)func dismissAllSheets()", [.line("presentations = []")]),
            ],
        ]
    }

    /// `apply(_:mode:)`: SPEC §2.5's `.replace` and `.push` for each kind of link.
    private func applyFunction() -> [SwiftCode] {
        let hasModals = context.hasModals
        let dismissAll: [SwiftCode] = hasModals ? [.line("presentations = []")] : []
        var cases: [(label: String, body: [SwiftCode])] = []
        let pushRoutes: [SwiftCode] =
            [.caseLabel("case .push:")] + (hasModals ? [.line("dismissModalsAboveCurrentPath()")] : []) + [
                .line("currentPath += routes")
            ]
        if context.hasTabs {
            cases.append(
                (
                    "case .tab(let tab):",
                    [
                        .block("if mode == .replace", dismissAll + [.line("setPath([], for: tab)")]),
                        .line("selectedTab = tab"),
                    ]
                ))
            cases.append(
                (
                    "case .stack(let tab, let routes):",
                    [
                        .block(
                            "switch mode",
                            [.caseLabel("case .replace:")] + dismissAll + [
                                .line("selectedTab = tab"),
                                .line("setPath(routes, for: tab)"),
                            ] + pushRoutes)
                    ]
                ))
        } else {
            cases.append(("case .root:", [.block("if mode == .replace", dismissAll + [.line("path = []")])]))
            cases.append(
                (
                    "case .stack(let routes):",
                    [
                        .block(
                            "switch mode",
                            [.caseLabel("case .replace:")] + dismissAll + [.line("path = routes")] + pushRoutes)
                    ]
                ))
        }
        if hasModals {
            cases.append(
                (
                    "case .sheet(let sheet):",
                    [
                        .block("if mode == .replace", [.line("presentations = []")]),
                        .line("presentations.append(\(context.presentationType)(sheet: sheet))"),
                    ]
                ))
        }
        if context.hasModalStacks {
            cases.append(
                (
                    "case .sheetStack(let sheet, let routes):",
                    [
                        .block("if mode == .replace", [.line("presentations = []")]),
                        .line("presentations.append(\(context.presentationType)(sheet: sheet, path: routes))"),
                    ]
                ))
        }
        let what = context.hasTabs ? "tab or stack" : "stack"
        let doc = """
            Shows what a deep link leads to. With `.replace` (the default) a \(what) link replaces what is on
            screen\(hasModals ? " and dismisses every modal, and a modal link dismisses every modal and presents its own" : ""). With
            `.push` a stack link pushes its routes onto `currentPath`\(context.hasTabs ? ", a tab link selects the tab with the stack it had" : "")\(hasModals ? ",\nand a modal link presents over the topmost modal" : "").
            """
        return [
            .doc(doc),
            .block(
                "\(context.access)func apply(_ link: \(context.deepLinkType), mode: DeepLinkMode = .replace)",
                [
                    .switchStatement("link", cases: cases)
                ]),
        ]
    }

    private func stateProperty() -> [SwiftCode] {
        var arguments = context.hasTabs ? ["selectedTab: selectedTab", "stacks: stacks"] : ["path: path"]
        var restore: [SwiftCode] =
            context.hasTabs
            ? [
                .line("selectedTab = newValue.selectedTab"),
                .line("stacks = newValue.stacks.filter { !$0.value.isEmpty }"),
            ]
            : [.line("path = newValue.path")]
        if context.hasModals {
            arguments.append("presentations: presentations")
            restore.append(.line("presentations = newValue.presentations"))
        }
        return [
            .doc("Everything on screen, for saving; setting it restores a saved state."),
            .block(
                "\(context.access)var state: \(context.stateType)",
                [
                    .line("get { \(context.stateType)(\(arguments.joined(separator: ", "))) }"),
                    .block("set", restore),
                ]),
        ]
    }
}
