/// `PRouter`: the observable object that owns every stack, the selected tab and the sheet.
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
            if hasModals {
                members.append([.doc("The sheet or cover on screen; nil when none is."), .line("\(access)var presentedSheet: \(context.sheetType)?")])
            }
            members.append([.line("private var stacks: [\(context.tabType): [\(route)]]")])
            members.append([
                .doc("The first tab selected, every stack empty\(hasModals ? ", no sheet" : "")."),
                .line("\(access)convenience init() { self.init(state: \(context.stateType)(selectedTab: \(SwiftNaming.member(firstTab.name)))) }"),
            ])
            var restore: [SwiftCode] = [.line("selectedTab = state.selectedTab"), .line("stacks = state.stacks")]
            if hasModals { restore.append(.line("presentedSheet = state.presentedSheet")) }
            members.append([.doc("Restores a saved state."), .block("\(access)init(state: \(context.stateType))", restore)])
            members.append([
                .doc("A tab's navigation stack, for `NavigationStack(path:)`."),
                .block("\(access)func path(for tab: \(context.tabType)) -> [\(route)]", [.line("stacks[tab] ?? []")]),
            ])
            members.append([
                .doc("Replaces a tab's navigation stack."),
                .block("\(access)func setPath(_ path: [\(route)], for tab: \(context.tabType))", [
                    .line("stacks[tab] = path.isEmpty ? nil : path"),
                ]),
            ])
        } else {
            members.append([.doc("The navigation stack above the root, for `NavigationStack(path:)`."), .line("\(access)var path: [\(route)]")])
            if hasModals {
                members.append([.doc("The sheet or cover on screen; nil when none is."), .line("\(access)var presentedSheet: \(context.sheetType)?")])
            }
            members.append([.doc("An empty stack\(hasModals ? ", no sheet" : "")."), .line("\(access)convenience init() { self.init(state: \(context.stateType)()) }")])
            var restore: [SwiftCode] = [.line("path = state.path")]
            if hasModals { restore.append(.line("presentedSheet = state.presentedSheet")) }
            members.append([.doc("Restores a saved state."), .block("\(access)init(state: \(context.stateType))", restore)])
        }

        members.append([
            .doc("Back to the root\(hasTabs ? " of the selected tab" : "")."),
            .block("\(access)func popToRoot()", [.line(hasTabs ? "setPath([], for: selectedTab)" : "path = []")]),
        ])
        // Without routes there is nothing to push: methods taking a route could never run.
        if !context.graph.routes.isEmpty {
            members += stackOperations()
        }
        if hasTabs {
            members.append([
                .doc("Shows a tab, with the stack it had."),
                .block("\(access)func select(_ tab: \(context.tabType))", [.line("selectedTab = tab")]),
            ])
        }
        if hasModals {
            members.append([
                .doc("Presents a sheet or cover, replacing any that is up."),
                .block("\(access)func present(_ sheet: \(context.sheetType))", [.line("presentedSheet = sheet")]),
            ])
            members.append([.doc("Dismisses the sheet or cover, if any."), .block("\(access)func dismissSheet()", [.line("presentedSheet = nil")])])
        }
        members.append([
            .doc("Shows what a deep link leads to: a tab or stack replaces what was on screen\(hasModals ? " (and dismisses\nthe sheet); a sheet is presented over it" : "")."),
            .block("\(access)func apply(_ link: \(context.deepLinkType))", [applySwitch()]),
        ])
        members.append([
            .doc("Opens an incoming URL; returns false, changing nothing, when it is not a link of this app."),
            .line("@discardableResult"),
            .block("\(access)func open(_ url: URL) -> Bool", [
                .line("guard let link = \(context.deepLinkType)(url: url) else { return false }"),
                .line("apply(link)"),
                .line("return true"),
            ]),
        ])
        members.append(stateProperty())
        return [
            .doc("""
                Owns \(context.prefix)'s navigation: \(hasTabs ? "the selected tab, one stack per tab" : "the stack")\(hasModals ? " and the presented sheet" : "").
                Views observe it; every change goes through its methods or `state`.
                """),
            .line("@MainActor"),
            .line("@Observable"),
            .block("\(access)final class \(context.routerType)", [.declarations(members)]),
        ]
    }

    /// `push`, `pop` and both `replaceStack`s.
    private func stackOperations() -> [[SwiftCode]] {
        let access = context.access
        let route = context.routeType
        let hasTabs = context.hasTabs
        let hasModals = context.hasModals
        let dismiss: [SwiftCode] = hasModals ? [.line("presentedSheet = nil")] : []
        var operations: [[SwiftCode]] = []
        let current = hasTabs ? "stacks[selectedTab, default: []]" : "path"
        let pushDoc = "Pushes a route onto the \(hasTabs ? "selected tab's " : "")stack"
            + (hasModals ? ", dismissing the sheet first if one is up." : ".")
        operations.append([.doc(pushDoc),
                        .block("\(access)func push(_ route: \(route))", dismiss + [.line("\(current).append(route)")])])
        operations.append([
            .doc("Pops the top route\(hasTabs ? " of the selected tab's stack" : ""); nothing when the stack is empty."),
            hasTabs
                ? .block("\(access)func pop()", [
                    .line("guard var stack = stacks[selectedTab], !stack.isEmpty else { return }"),
                    .line("stack.removeLast()"),
                    .line("setPath(stack, for: selectedTab)"),
                ])
                : .block("\(access)func pop()", [.line("if !path.isEmpty { path.removeLast() }")]),
        ])
        let replaceDoc = "Makes `routes` the whole stack\(hasTabs ? " of the selected tab" : ""), as after a completed flow\(hasModals ? ", dismissing the sheet" : "")."
        operations.append([
            .doc(replaceDoc),
            .block("\(access)func replaceStack(with routes: [\(route)])",
                   dismiss + [.line(hasTabs ? "setPath(routes, for: selectedTab)" : "path = routes")]),
        ])
        operations.append([
            .doc("Makes `route` the whole stack\(hasTabs ? " of the selected tab" : "")\(hasModals ? ", dismissing the sheet" : "")."),
            .block("\(access)func replaceStack(with route: \(route))", [.line("replaceStack(with: [route])")]),
        ])
        return operations
    }

    private func applySwitch() -> SwiftCode {
        let dismiss: [SwiftCode] = context.hasModals ? [.line("presentedSheet = nil")] : []
        var cases: [(label: String, body: [SwiftCode])] = []
        if context.hasTabs {
            cases.append(("case .tab(let tab):", dismiss + [.line("selectedTab = tab"), .line("setPath([], for: tab)")]))
            cases.append(("case .stack(let tab, let routes):", dismiss + [.line("selectedTab = tab"), .line("setPath(routes, for: tab)")]))
        } else {
            cases.append(("case .root:", dismiss + [.line("path = []")]))
            cases.append(("case .stack(let routes):", dismiss + [.line("path = routes")]))
        }
        if context.hasModals {
            cases.append(("case .sheet(let sheet):", [.line("presentedSheet = sheet")]))
        }
        return .switchStatement("link", cases: cases)
    }

    private func stateProperty() -> [SwiftCode] {
        var arguments = context.hasTabs ? ["selectedTab: selectedTab", "stacks: stacks"] : ["path: path"]
        var restore: [SwiftCode] = context.hasTabs
            ? [.line("selectedTab = newValue.selectedTab"), .line("stacks = newValue.stacks.filter { !$0.value.isEmpty }")]
            : [.line("path = newValue.path")]
        if context.hasModals {
            arguments.append("presentedSheet: presentedSheet")
            restore.append(.line("presentedSheet = newValue.presentedSheet"))
        }
        return [
            .doc("Everything on screen, for saving; setting it restores a saved state."),
            .block("\(context.access)var state: \(context.stateType)", [
                .line("get { \(context.stateType)(\(arguments.joined(separator: ", "))) }"),
                .block("set", restore),
            ]),
        ]
    }
}
