import Foundation
import Observation

/// Owns a graph's navigation: the selected tab, one stack per tab (or the root's one stack), the
/// modals over them, and, for a graph with conditions, which conditions are met and the one
/// navigation waiting for them. Views observe it; every change goes through its methods or
/// `state`. An app names it by its graph's typealias (`CoffeeRouter`).
///
/// Observation is per stack: a push, pop or `setPath` on one stack invalidates what reads that
/// stack (and `currentPath` and `state`), not what reads another stack, the selected tab, or which
/// modals are up; presenting or dismissing a modal does not invalidate the tabs' stacks.
///
/// Navigations (`select`, `push`, `present`, `replaceStack`, `apply`, `open`, and what SwiftUI
/// changes through the glue) are gated by the graph's conditions (docs/language.md, Conditions);
/// setting `selectedTab`, `setPath`, `currentPath`, `presentedSheet` or `state` from code is not a
/// navigation: it keeps only what the met conditions allow.
@MainActor
@Observable
public final class NavigationRouter<Schema: NavigationSchema> {
    /// The tab on screen (the root, for a graph with one).
    var selection: Schema.Tab

    /// Each stack by its tab, made on first use and never replaced: Observation tracks each one
    /// on its own, and nothing reads the table itself.
    @ObservationIgnored private var tabStacks: [Schema.Tab: ObservedStack<Schema.Route>] = [:]

    /// The modals on screen, bottom first.
    var modals: [PresentedModal<Schema>] = []

    /// The conditions the app says hold.
    var met: Set<Schema.Condition>

    /// The navigation waiting for conditions, if any.
    var pending: PendingNavigation<Schema>?

    init(state: NavigationState<Schema>, met: Set<Schema.Condition>) {
        selection = state.selection
        self.met = met
        restore(state)
    }

    /// Restores a saved state, with no condition met.
    public convenience init(state: NavigationState<Schema>) {
        self.init(state: state, met: [])
    }

    /// The first tab selected (or the root), every stack empty, no modal.
    public convenience init() {
        self.init(state: NavigationState(selection: .first, stacks: [:], presentations: []))
    }

    // MARK: Stacks

    /// A tab's stack, made when first asked for.
    func stack(for tab: Schema.Tab) -> ObservedStack<Schema.Route> {
        if let stack = tabStacks[tab] { return stack }
        let stack = ObservedStack<Schema.Route>()
        tabStacks[tab] = stack
        return stack
    }

    /// The stack `push` and `pop` act on: that of the topmost modal with a stack of its own, else
    /// the selected tab's (the root's).
    var currentStack: ObservedStack<Schema.Route> {
        modals.last(where: \.modal.hasStack)?.stack ?? stack(for: selection)
    }

    /// The level of the first modal above `currentStack`: the modals a push dismisses.
    var levelAboveCurrentStack: Int {
        modals.lastIndex(where: \.modal.hasStack).map { $0 + 1 } ?? 0
    }

    /// The stack that `push` and `pop` act on: that of the topmost modal with a stack of its own,
    /// else the selected tab's (the root's). Setting it keeps the routes the met conditions allow.
    public var currentPath: [Schema.Route] {
        get { currentStack.routes }
        set { currentStack.set(allowedPrefix(of: newValue)) }
    }

    /// Pushes a route onto the current stack, dismissing the modals above it first (every modal
    /// when none has a stack).
    public func push(_ route: Schema.Route) {
        navigate(.push(route))
    }

    /// Pops the top route of the current stack, dismissing the modals above it first (every modal
    /// when none has a stack); nothing when the stack is empty. A sign-in wall stays: a pop that
    /// would dismiss it does nothing.
    public func pop() {
        guard !dismissesWall(from: levelAboveCurrentStack) else { return }
        removeModals(from: levelAboveCurrentStack)
        let stack = currentStack
        stack.set(Array(stack.routes.dropLast()))
        settle()
    }

    /// Back to the root of the current stack, dismissing the modals above it first (every modal
    /// when none has a stack). A sign-in wall stays: a pop that would dismiss it does nothing.
    public func popToRoot() {
        guard !dismissesWall(from: levelAboveCurrentStack) else { return }
        removeModals(from: levelAboveCurrentStack)
        currentStack.set([])
        settle()
    }

    /// Makes `routes` the whole current stack, as after a completed flow, dismissing the modals
    /// above it first (every modal when none has a stack).
    public func replaceStack(with routes: [Schema.Route]) {
        navigate(.replaceStack(routes))
    }

    /// Makes `route` the whole current stack, dismissing the modals above it first (every modal
    /// when none has a stack).
    public func replaceStack(with route: Schema.Route) {
        replaceStack(with: [route])
    }

    // MARK: Modals

    /// The modals on screen, bottom first; empty when none is.
    public var presentations: [Presentation<Schema>] {
        modals.map(\.presentation)
    }

    /// The bottom modal, nil when none is up; setting it replaces every modal on screen (but a
    /// sign-in wall, which stays).
    public var presentedSheet: Schema.Modal? {
        get { modals.first?.modal }
        set {
            modals = (newValue.map { [PresentedModal($0)] } ?? []) + modals.filter(\.isWall)
            keepAllowed()
            settle()
        }
    }

    /// Presents a sheet or cover over the topmost modal, or over the tabs when none is up.
    public func present(_ sheet: Schema.Modal) {
        navigate(.present(sheet))
    }

    /// Dismisses the topmost modal, if any (but a sign-in wall, which stays).
    public func dismissSheet() {
        guard let top = modals.last, !top.isWall else { return }
        modals.removeLast()
        settle()
    }

    /// Dismisses every modal (but a sign-in wall, which stays).
    public func dismissAllSheets() {
        removeModals(from: 0)
        settle()
    }

    /// Removes the modals from `level` up; a sign-in wall among them stays unless
    /// `includingWall`. Writes nothing when nothing goes.
    func removeModals(from level: Int, includingWall: Bool = false) {
        guard level < modals.count else { return }
        let kept = includingWall ? [] : modals[level...].filter(\.isWall)
        modals.replaceSubrange(level..., with: kept)
    }

    /// Whether removing the modals from `level` up would take a sign-in wall away.
    func dismissesWall(from level: Int) -> Bool {
        level < modals.count && modals[level...].contains(where: \.isWall)
    }

    // MARK: Links

    /// Shows what a deep link leads to. With `.replace` (the default) a tab or stack link replaces
    /// what is on screen and dismisses every modal, and a modal link dismisses every modal and
    /// presents its own. With `.push` a stack link pushes its routes onto `currentPath`, a tab link
    /// selects the tab with the stack it had, and a modal link presents over the topmost modal.
    public func apply(_ link: Schema.Link, mode: DeepLinkMode = .replace) {
        navigate(.link(link, mode))
    }

    /// Opens an incoming URL as `apply(_:mode:)` shows it; returns false, changing nothing, when it
    /// is not a link of this app. A link that waits for a condition is one of the app's: true.
    @discardableResult
    public func open(_ url: URL, mode: DeepLinkMode = .replace) -> Bool {
        guard let link = Schema._link(from: url) else { return false }
        apply(link, mode: mode)
        return true
    }

    // MARK: State

    /// Everything on screen, for saving; setting it restores a saved state, keeping what the met
    /// conditions allow. A sign-in wall is never part of it, nor what stands above it (the sign-in
    /// flow's own modals).
    public var state: NavigationState<Schema> {
        get {
            var stacks: [Schema.Tab: [Schema.Route]] = [:]
            for tab in Schema.Tab.allCases {
                let routes = stack(for: tab).routes
                if !routes.isEmpty { stacks[tab] = routes }
            }
            return NavigationState(
                selection: selection, stacks: stacks,
                presentations: modals.prefix { !$0.isWall }.map(\.presentation))
        }
        set { restore(newValue) }
    }

    private func restore(_ state: NavigationState<Schema>) {
        setSelection(state.selection)
        for tab in Schema.Tab.allCases { stack(for: tab).set(state.stackTable[tab] ?? []) }
        modals = state.presentations.map { PresentedModal($0.sheet, path: $0.path) } + modals.filter(\.isWall)
        keepAllowed()
        settle()
    }

    /// A tap on `tab` in a tab bar: the selected tab again pops its stack to its root (when
    /// `popsToRoot`); another tab is selected, as a navigation. Returns whether it was the selected tab.
    @discardableResult
    func tapTab(_ tab: Schema.Tab, popsToRoot: Bool) -> Bool {
        guard tab != selection else {
            if popsToRoot { stack(for: tab).set([]) }
            return true
        }
        navigate(.select(tab))
        return false
    }

    /// Selects `tab`; nothing is invalidated when it is already selected.
    func setSelection(_ tab: Schema.Tab) {
        if selection != tab { selection = tab }
    }
}
