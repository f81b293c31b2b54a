/// How a router carries out navigations under the graph's conditions (docs/language.md,
/// Conditions): a navigation that would show a screen whose condition is unmet shows that
/// condition's modal instead and waits; meeting the condition carries it out; losing one takes
/// its screens away; a first tab or root behind a condition is walled by its cover. A graph
/// without conditions goes through the same steps, in which nothing is ever required.
extension NavigationRouter {
    // MARK: Navigating

    /// Carries `navigation` out, or keeps it pending behind the modal of the first condition it
    /// needs that is not met.
    func navigate(_ navigation: PendingNavigation<Schema>) {
        if let condition = blockingCondition(of: navigation) {
            if pending != navigation { pending = navigation }
            presentModal(meeting: condition)
            return
        }
        carryOut(navigation)
        settle()
    }

    /// What `navigation` does when nothing stops it.
    private func carryOut(_ navigation: PendingNavigation<Schema>) {
        switch navigation {
        case .select(let tab):
            setSelection(tab)
        case .push(let route):
            pushOntoCurrentStack([route])
        case .present(let modal):
            modals.append(PresentedModal(modal))
        case .replaceStack(let routes):
            removeModals(from: levelAboveCurrentStack)
            currentStack.set(routes)
        case .link(let link, let mode):
            show(Schema._destination(of: link), mode: mode)
        }
    }

    /// What a link shows, replacing what is on screen or adding to it (docs/language.md,
    /// "Replacing or pushing").
    private func show(_ destination: LinkDestination<Schema>, mode: DeepLinkMode) {
        switch (destination, mode) {
        case (.tab(let tab), .replace):
            removeModals(from: 0)
            stack(for: tab).set([])
            setSelection(tab)
        case (.tab(let tab), .push):
            setSelection(tab)
        case (.stack(let tab, let routes), .replace):
            removeModals(from: 0)
            setSelection(tab)
            stack(for: tab).set(routes)
        case (.stack(_, let routes), .push):
            pushOntoCurrentStack(routes)
        case (.modal(let modal), _):
            if mode == .replace { removeModals(from: 0) }
            modals.append(PresentedModal(modal))
        case (.modalStack(let modal, let routes), _):
            if mode == .replace { removeModals(from: 0) }
            modals.append(PresentedModal(modal, path: routes))
        }
    }

    /// Pushes `routes` onto the current stack, dismissing the modals above it first.
    private func pushOntoCurrentStack(_ routes: [Schema.Route]) {
        removeModals(from: levelAboveCurrentStack)
        let stack = currentStack
        stack.set(stack.routes + routes)
    }

    // MARK: What a navigation requires

    /// The conditions of every screen `navigation` would show, and while a sign-in wall is up, the
    /// wall's for a selection, a link, or a navigation that would dismiss the wall.
    private func requiredConditions(of navigation: PendingNavigation<Schema>) -> [Schema.Condition] {
        let wall = wallIsUp ? wallConditions : []
        switch navigation {
        case .select(let tab):
            return conditions(ofTab: tab) + wall
        case .push(let route):
            return Schema._requiredConditions(of: route)
                + (dismissesWall(from: levelAboveCurrentStack) ? wall : [])
        case .present(let modal):
            return Schema._requiredConditions(of: modal)
        case .replaceStack(let routes):
            return routes.flatMap(Schema._requiredConditions(of:))
                + (dismissesWall(from: levelAboveCurrentStack) ? wall : [])
        case .link(let link, let mode):
            let routes: [Schema.Route]
            var screens: [Schema.Condition] = []
            switch Schema._destination(of: link) {
            case .tab(let tab):
                // With `.replace` the tab shows at its root; with `.push`, with the stack it has.
                return (mode == .replace ? Schema._requiredConditions(of: tab) : conditions(ofTab: tab)) + wall
            case .stack(let tab, let stackRoutes):
                routes = stackRoutes
                if mode == .replace { screens = Schema._requiredConditions(of: tab) }
            case .modal(let modal):
                return Schema._requiredConditions(of: modal) + wall
            case .modalStack(let modal, let stackRoutes):
                routes = stackRoutes
                screens = Schema._requiredConditions(of: modal)
            }
            return screens + routes.flatMap(Schema._requiredConditions(of:)) + wall
        }
    }

    /// A tab's conditions and those of the routes on its stack.
    private func conditions(ofTab tab: Schema.Tab) -> [Schema.Condition] {
        Schema._requiredConditions(of: tab) + stack(for: tab).routes.flatMap(Schema._requiredConditions(of:))
    }

    /// The condition whose modal must be met first for `navigation`, or nil when every condition
    /// it needs is met.
    func blockingCondition(of navigation: PendingNavigation<Schema>) -> Schema.Condition? {
        firstUnmet(among: requiredConditions(of: navigation)).map(conditionToMeetFirst)
    }

    /// The first of `conditions` in declaration order that is not met.
    private func firstUnmet(among conditions: [Schema.Condition]) -> Schema.Condition? {
        guard conditions.contains(where: { !met.contains($0) }) else { return nil }
        let required = Set(conditions)
        return Schema.Condition.allCases.first { required.contains($0) && !met.contains($0) }
    }

    /// `condition`, or, when its modal itself requires an unmet condition, that one first (and so
    /// on: a session is verified after signing in).
    private func conditionToMeetFirst(_ condition: Schema.Condition) -> Schema.Condition {
        var shown = condition
        // Bounded by the number of conditions: navgen rejects modals that require each other in a
        // circle (`invalid-condition`).
        for _ in Schema.Condition.allCases {
            guard let earlier = firstUnmet(among: modal(meeting: shown).map(Schema._requiredConditions(of:)) ?? [])
            else {
                break
            }
            shown = earlier
        }
        return shown
    }

    /// Presents the modal that meets `condition` over the topmost modal, unless it is on screen.
    private func presentModal(meeting condition: Schema.Condition) {
        guard let modal = modal(meeting: condition), !isOnScreen(modal) else { return }
        modals.append(PresentedModal(modal, isForCondition: true))
    }

    /// The modal that meets `condition`.
    private func modal(meeting condition: Schema.Condition) -> Schema.Modal? {
        Schema._conditionModals[condition]
    }

    private func isOnScreen(_ modal: Schema.Modal) -> Bool {
        modals.contains { $0.modal == modal }
    }

    // MARK: The sign-in wall

    /// The conditions of the first tab or the root, whose modals are covers (`invalid-condition`
    /// otherwise): while one is unmet, its cover walls the whole app.
    private var wallConditions: [Schema.Condition] {
        Schema._requiredConditions(of: Schema.Tab.first)
    }

    private var wallIsUp: Bool {
        wallConditions.contains { !met.contains($0) }
    }

    /// The cover the wall shows: the modal of its first unmet condition, or nil when all are met.
    private var wallModal: Schema.Modal? {
        firstUnmet(among: wallConditions).flatMap { modal(meeting: conditionToMeetFirst($0)) }
    }

    /// Puts the wall's cover on screen while its condition is unmet, above the modals that were up
    /// when it came (or makes the cover already up the wall), and takes it away (with what stands
    /// above it) once it is met.
    private func ensureWall() {
        let existing = modals.firstIndex(where: \.isWall)
        guard let modal = wallModal else {
            if let existing { removeModals(from: existing, includingWall: true) }
            return
        }
        if let existing {
            guard modals[existing].modal != modal else { return }
            modals.remove(at: existing)
        }
        // The cover already up, presented by the app (a second account being added when the
        // session expired), becomes the wall: one cover, not a second over it.
        if let shown = modals.firstIndex(where: { $0.modal == modal }) {
            modals[shown].isWall = true
            modals[shown].isForCondition = true
            return
        }
        modals.append(PresentedModal(modal, isForCondition: true, isWall: true))
    }

    // MARK: Keeping what the conditions allow

    /// Whether every condition of `conditions` is met.
    private func allMet(_ conditions: [Schema.Condition]) -> Bool {
        conditions.allSatisfy(met.contains)
    }

    /// `routes` up to the first whose conditions are not all met.
    func allowedPrefix(of routes: [Schema.Route]) -> [Schema.Route] {
        Array(routes.prefix { allMet(Schema._requiredConditions(of: $0)) })
    }

    /// Whether a tab's (or the root's) conditions are met.
    func isAllowed(_ tab: Schema.Tab) -> Bool {
        allMet(Schema._requiredConditions(of: tab))
    }

    /// Takes away every screen whose conditions are not met: each stack ends before its first such
    /// route, a tab that requires one shows its root, a modal that requires one goes with the
    /// modals above it, and a selected tab that requires one gives way to the first tab whose
    /// conditions are met (or the first tab, behind its wall).
    func keepAllowed() {
        for tab in Schema.Tab.allCases {
            let stack = stack(for: tab)
            stack.set(isAllowed(tab) ? allowedPrefix(of: stack.routes) : [])
        }
        if let level = modals.firstIndex(where: { !$0.isWall && !allMet(Schema._requiredConditions(of: $0.modal)) }) {
            removeModals(from: level)
        }
        for modal in modals { modal.stack.set(allowedPrefix(of: modal.stack.routes)) }
        if !isAllowed(selection) {
            setSelection(Schema.Tab.allCases.first(where: isAllowed) ?? .first)
        }
    }

    /// What holds after every change: the wall is up while its condition is unmet, and a pending
    /// navigation whose condition's modal has left the screen is dropped.
    func settle() {
        ensureWall()
        guard let pending else { return }
        let modal = blockingCondition(of: pending).flatMap(modal(meeting:))
        if modal.map(isOnScreen) != true { self.pending = nil }
    }

    // MARK: Conditions changing

    /// Makes `newValue` the met conditions: what a lost one required goes, a met one's modal
    /// leaves, and a pending navigation moves on to its next condition or is carried out.
    func setMetConditions(_ newValue: Set<Schema.Condition>) {
        guard newValue != met else { return }
        let shownBefore = pending.flatMap(blockingCondition(of:)).flatMap(modal(meeting:))
        let lost = met.subtracting(newValue)
        let gained = newValue.subtracting(met)
        met = newValue
        if !lost.isEmpty { conditionsLost(modalShownBefore: shownBefore) }
        if !gained.isEmpty { conditionsGained(gained) }
        settle()
    }

    /// Takes away what the lost conditions required; a pending navigation stays while its modal
    /// does, and an earlier condition it now needs shows its modal over the current one.
    private func conditionsLost(modalShownBefore: Schema.Modal?) {
        keepAllowed()
        ensureWall()
        guard let pending else { return }
        if let modalShownBefore, !isOnScreen(modalShownBefore) {
            self.pending = nil
        } else if let condition = blockingCondition(of: pending) {
            presentModal(meeting: condition)
        }
    }

    /// The modals of the gained conditions (and those shown for conditions met earlier) leave
    /// with what stands above them, unless one still needed stands among them; then a pending
    /// navigation shows its next condition's modal or is carried out.
    private func conditionsGained(_ gained: Set<Schema.Condition>) {
        let next = pending.flatMap(blockingCondition(of:))
        let needed = [next.flatMap(modal(meeting:)), wallModal].compactMap { $0 }
        let gainedModals = Set(gained.compactMap(modal(meeting:)))
        let metModals = Set(met.compactMap(modal(meeting:)))
        let leaving = modals.firstIndex { entry in
            gainedModals.contains(entry.modal) || entry.isForCondition && metModals.contains(entry.modal)
        }
        if let leaving, !modals[leaving...].contains(where: { needed.contains($0.modal) }) {
            removeModals(from: leaving, includingWall: true)
        }
        guard let pending else { return }
        if let next {
            presentModal(meeting: next)
        } else {
            self.pending = nil
            navigate(pending)
        }
    }
}
