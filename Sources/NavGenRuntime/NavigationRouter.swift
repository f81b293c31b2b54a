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

    /// Each module's navigator, made on first use and kept, so that the one a module's views
    /// find in the environment stays the same object (`ModuleNavigator`).
    @ObservationIgnored var moduleNavigators: [ObjectIdentifier: AnyObject] = [:]

    /// The conditions the app says hold (never one it has not determined yet).
    var met: Set<Schema.Condition>

    /// The conditions the app has not determined yet (a session still being restored).
    var undetermined: Set<Schema.Condition>

    /// The navigation waiting, if any.
    var pending: PendingNavigation<Schema>?

    /// What `pending` waits for.
    @ObservationIgnored var pendingReason = PendingReason.condition

    /// Restored screens held aside while a condition they need is undetermined: each tab's routes
    /// from the first that needs one, with the stack they go back on top of.
    var heldStacks: [Schema.Tab: HeldRoutes<Schema.Route>] = [:]

    /// Restored modals held aside while a condition they need is undetermined, from the first that
    /// needs one.
    var heldModals: HeldModals<Schema>?

    /// A restored selection held aside while a condition it needs is undetermined.
    var heldSelection: HeldSelection<Schema.Tab>?

    /// *(5)* The resolution in progress: the app has been asked and not answered yet.
    var resolutionInProgress: Schema.Resolution?

    /// *(5)* What the last resolution threw, until the next navigation.
    var lastResolutionError: (any Error)?

    /// *(5)* The app's resolvers.
    @ObservationIgnored var resolverStorage: Schema.Resolvers?

    /// *(5)* The task asking the app, cancelled with the resolution.
    @ObservationIgnored var resolutionTask: Task<Void, Never>?

    /// *(5)* Counts resolutions, so that an answer to one that has ended is told apart.
    @ObservationIgnored var resolutionNumber = 0

    /// *(5)* Who waits for the resolution in progress to end (`waitForResolution()`).
    @ObservationIgnored var resolutionWaiters: [CheckedContinuation<Void, Never>] = []

    /// *(5)* The alert or dialog shown, if any; never saved.
    var shownAlert: ShownAlert<Schema>?

    /// *(5)* Counts the alerts shown.
    @ObservationIgnored var alertNumber = 0

    /// *(5)* The questions `ask` waits on, in the order asked.
    @ObservationIgnored var questions: [AskedQuestion<Schema>] = []

    init(state: NavigationState<Schema>, met: Set<Schema.Condition>, undetermined: Set<Schema.Condition> = []) {
        selection = state.selection
        // A condition said to be both met and undetermined is undetermined.
        self.met = met.subtracting(undetermined)
        self.undetermined = undetermined
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
    /// would dismiss it does nothing. One that would take a `locked` modal away waits until it
    /// leaves.
    public func pop() {
        navigate(.pop)
    }

    /// Back to the root of the current stack, dismissing the modals above it first (every modal
    /// when none has a stack). A sign-in wall stays: a pop that would dismiss it does nothing. One
    /// that would take a `locked` modal away waits until it leaves.
    public func popToRoot() {
        navigate(.popToRoot)
    }

    /// Pops the current stack back to its last route that satisfies `isTarget` ("back to the
    /// thread"), dismissing the modals above that stack first. Returns false, changing nothing,
    /// when no route does, or when it would take a sign-in wall or a `locked` modal away.
    @discardableResult
    public func popTo(_ isTarget: (Schema.Route) -> Bool) -> Bool {
        let level = levelAboveCurrentStack
        guard !dismissesWall(from: level), !takesLockedModalAway(from: level) else { return false }
        navigationAsked()
        let stack = currentStack
        guard let index = stack.routes.lastIndex(where: isTarget) else { return false }
        removeAlert()
        removeModals(from: level)
        stack.set(Array(stack.routes.prefix(through: index)))
        settle()
        return true
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
    /// sign-in wall and a `locked` modal, which stay).
    public var presentedSheet: Schema.Modal? {
        get { modals.first?.modal }
        set {
            modals =
                (newValue.map { [PresentedModal($0)] } ?? []) + modalsThatStay(besides: newValue.map { [$0] } ?? [])
            keepAllowed()
            settle()
        }
    }

    /// The modals a setter keeps: a sign-in wall, and a locked modal (holding unsaved work) unless
    /// `besides` has it already.
    func modalsThatStay(besides kept: [Schema.Modal]) -> [PresentedModal<Schema>] {
        modals.filter { $0.isWall || (Schema._isLocked($0.modal) && !kept.contains($0.modal)) }
    }

    /// Presents a sheet or cover over the topmost modal, or over the tabs when none is up.
    public func present(_ sheet: Schema.Modal) {
        navigate(.present(sheet))
    }

    /// Dismisses the topmost modal, if any (but a sign-in wall, which stays). A `locked` modal on
    /// top leaves: this is its own dismissal. *(5)* While an alert is up, it dismisses the alert,
    /// which answers nil.
    public func dismissSheet() {
        navigationAsked()
        if visibleAlert != nil {
            removeAlert()
            settle()
            return
        }
        guard let top = modals.last, !top.isWall else { return }
        modals.removeLast()
        settle()
    }

    /// Dismisses the topmost presentation of `modal` (the same case and values, live ones aside)
    /// and every modal above it; nothing when it is not up. A sheet that closes itself after async
    /// work closes itself, not whatever came up meanwhile. A sign-in wall stays; a `locked` modal
    /// above it holds the dismissal back until it leaves.
    public func dismiss(_ modal: Schema.Modal) {
        navigate(.dismiss(modal))
    }

    /// Dismisses every modal (but a sign-in wall, which stays). While a `locked` modal is up it
    /// waits until that leaves.
    public func dismissAllSheets() {
        navigate(.dismissAllSheets)
    }

    /// The level of the topmost presentation of `modal`, matched as `dismiss(_:)` matches it.
    func level(of modal: Schema.Modal) -> Int? {
        modals.lastIndex { Schema._isSameModal($0.modal, as: modal) }
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
    /// What is held aside while a condition is undetermined is part of it, so a state saved
    /// meanwhile loses nothing.
    public var state: NavigationState<Schema> {
        get {
            var stacks: [Schema.Tab: [Schema.Route]] = [:]
            for tab in Schema.Tab.allCases {
                let routes = stack(for: tab).routes + (heldStacks[tab]?.routes ?? [])
                if !routes.isEmpty { stacks[tab] = routes }
            }
            let shown = modals.prefix { !$0.isWall }.map(\.presentationWithHeldRoutes)
            return NavigationState(
                selection: heldSelection?.tab ?? selection, stacks: stacks,
                presentations: shown + (heldModals?.modals.map(\.presentationWithHeldRoutes) ?? []))
        }
        set { restore(newValue) }
    }

    /// A tap on `tab` in a tab bar: the selected tab again pops its stack to its root (when
    /// `popsToRoot`); another tab is selected, as a navigation. Returns whether it was the selected tab.
    @discardableResult
    func tapTab(_ tab: Schema.Tab, popsToRoot: Bool) -> Bool {
        guard tab != selection else {
            navigationAsked()
            removeAlert()
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
