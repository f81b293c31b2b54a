/// The router of a graph with tabs: the selected tab and each tab's stack.
extension NavigationRouter where Schema.Tab: TabBarTab {
    /// The tab on screen. Setting it from code is not a navigation: a tab whose conditions are not
    /// met is not selected, and the selection stays as it was.
    public var selectedTab: Schema.Tab {
        get { selection }
        set {
            guard isAllowed(newValue) else { return }
            setSelection(newValue)
            settle()
        }
    }

    /// A tab's navigation stack, for `NavigationStack(path:)`.
    public func path(for tab: Schema.Tab) -> [Schema.Route] {
        stack(for: tab).routes
    }

    /// Replaces a tab's navigation stack with the routes the met conditions allow (none, for a tab
    /// whose conditions are not met).
    public func setPath(_ path: [Schema.Route], for tab: Schema.Tab) {
        stack(for: tab).set(isAllowed(tab) ? allowedPrefix(of: path) : [])
    }

    /// Shows a tab, with the stack it had.
    public func select(_ tab: Schema.Tab) {
        navigate(.select(tab))
    }

    /// Selects a tab as a tap on the tab bar does: a tap on the tab already selected pops its stack
    /// to its root, as iOS apps do, unless `popsToRoot` is false.
    public func selectFromTabBar(_ tab: Schema.Tab, popsToRoot: Bool = true) {
        tapTab(tab, popsToRoot: popsToRoot)
    }

    /// Keeps the selection among the tabs a tab bar shows: when the selected tab is not one of
    /// them, selects the first of them whose conditions are met.
    public func keepSelection(among tabs: [Schema.Tab]) {
        guard !tabs.contains(selection), let first = tabs.first(where: isAllowed) else { return }
        setSelection(first)
    }

    /// The selected tab as an optional, for a sidebar's `List(selection: $router.tabSelection)`:
    /// setting a tab selects it as a tap does; setting nil changes nothing.
    public var tabSelection: Schema.Tab? {
        get { selection }
        set { if let newValue { select(newValue) } }
    }
}

/// The router of a graph with a `root`: one stack.
extension NavigationRouter where Schema.Tab == SingleStack {
    /// The navigation stack above the root, for `NavigationStack(path:)`. Setting it keeps the
    /// routes the met conditions allow.
    public var path: [Schema.Route] {
        get { stack(for: .root).routes }
        set { stack(for: .root).set(isAllowed(.root) ? allowedPrefix(of: newValue) : []) }
    }
}

/// The router of a graph with conditions (`condition signedIn present signIn`).
extension NavigationRouter where Schema.Condition: NavigationCondition {
    /// Restores a saved state with `metConditions` met, keeping what they allow. A condition in
    /// `undetermined` is not known yet (a session still being restored): what needs it waits and
    /// what a restored state shows of it is held aside until `determine(_:met:)` (a condition in
    /// both lists is undetermined).
    public convenience init(
        state: NavigationState<Schema>, metConditions: Set<Schema.Condition>,
        undetermined: Set<Schema.Condition> = []
    ) {
        self.init(state: state, met: metConditions, undetermined: undetermined)
    }

    /// The conditions the app says hold; none until it says so. Meeting one dismisses its modal
    /// and carries out the navigation that waited for it; losing one takes away every screen that
    /// requires it, and meeting one every screen that requires it not to hold (`!C`). Inserting an
    /// undetermined condition determines it, as met.
    public var metConditions: Set<Schema.Condition> {
        get { met }
        set { setMetConditions(newValue) }
    }

    /// The conditions the app has not determined yet; only `determine(_:met:)` (or inserting one in
    /// `metConditions`) takes one out.
    public var undeterminedConditions: Set<Schema.Condition> {
        undetermined
    }

    /// Says whether `condition` holds, now that the app knows: it is no longer undetermined, what
    /// waited for it is carried out (or dropped), and restored screens held aside for it come back
    /// when allowed.
    public func determine(_ condition: Schema.Condition, met isMet: Bool) {
        var newValue = met
        if isMet { newValue.insert(condition) } else { newValue.remove(condition) }
        setMetConditions(newValue, determining: [condition])
    }
}

extension NavigationRouter {
    /// The navigation that waits, if any: for a condition (shown as that condition's modal), for
    /// a condition not determined yet, or for a `locked` modal to leave; nil when none does.
    public var pendingNavigation: PendingNavigation<Schema>? {
        pending
    }
}
