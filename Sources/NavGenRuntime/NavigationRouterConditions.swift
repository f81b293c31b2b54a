/// How a router carries out navigations under the graph's conditions and locked modals
/// (docs/language.md, Conditions): a navigation that would take a `locked` modal away waits for it
/// to leave; one that needs a condition not determined yet waits, presenting nothing; one that
/// would show a screen whose `!` condition holds, or whose condition no modal meets, is dropped;
/// one that would show a screen whose condition is unmet shows that condition's modal and waits.
/// Meeting the condition carries it out; losing one takes its screens away; a first tab or root
/// behind a condition is walled by its cover. A graph without conditions goes through the same
/// steps, in which nothing is ever required.
extension NavigationRouter {
    // MARK: Navigating

    /// Carries `navigation` out, or keeps it pending, or drops it. A navigation `asked` for (not one
    /// that waited, nor a resolution's outcome) cancels a resolution in progress.
    func navigate(_ navigation: PendingNavigation<Schema>, asked: Bool = true) {
        if asked { navigationAsked() }
        let locked = lockedModals(takenAwayBy: navigation)
        if !locked.isEmpty {
            wait(navigation, for: .lockedModals(Set(locked.map(ObjectIdentifier.init))))
            return
        }
        let needs = conditions(of: navigation)
        if isUndetermined(needs) {
            wait(navigation, for: .undetermined)
            return
        }
        if isDropped(needs) { return }
        // *(5)* A navigation that acts now, or shows a condition's modal, takes an alert away
        // first (it answers nil); starting a resolution leaves it up until the outcome opens.
        if !startsResolution(navigation) { removeAlert() }
        if let condition = blockingCondition(among: needs.required) {
            wait(navigation, for: .condition)
            presentModal(meeting: condition)
            return
        }
        carryOut(navigation)
        settle()
    }

    /// Whether `navigation` is a link to a resolver, which shows nothing until the app answers.
    private func startsResolution(_ navigation: PendingNavigation<Schema>) -> Bool {
        guard case .link(let link, _) = navigation, case .resolve = Schema._destination(of: link) else { return false }
        return true
    }

    /// Makes `navigation` the pending one (a later one replaces an earlier).
    private func wait(_ navigation: PendingNavigation<Schema>, for reason: PendingReason) {
        if pending != navigation { pending = navigation }
        pendingReason = reason
        // *(5)* A question whose navigation this one replaced is answered nil.
        placeQuestions()
    }

    /// A navigation that needs a met `!` condition, or an unmet condition no modal meets, does
    /// nothing; a navigation already pending stays.
    private func isDropped(_ needs: Needs) -> Bool {
        needs.excluded.contains(where: met.contains)
            || needs.required.contains { !met.contains($0) && modal(meeting: $0) == nil }
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
        case .pop, .popToRoot:
            guard !dismissesWall(from: levelAboveCurrentStack) else { return }
            removeModals(from: levelAboveCurrentStack)
            let stack = currentStack
            stack.set(navigation == .pop ? Array(stack.routes.dropLast()) : [])
        case .dismiss(let modal):
            if let level = level(of: modal) { removeModals(from: level) }
        case .dismissAllSheets:
            removeModals(from: 0)
        case .alert(let alert):
            showAlert(alert, mode: .push)
        }
    }

    /// What a link shows, replacing what is on screen or adding to it (docs/language.md,
    /// "Replacing or pushing"). A link to the sign-in wall's own cover gives the cover its routes.
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
            showModal(modal, path: [], mode: mode)
        case (.modalStack(let modal, let routes), _):
            showModal(modal, path: routes, mode: mode)
        case (.resolve(let resolution), _):
            startResolution(resolution, mode: mode)
        case (.alert(let alert), _):
            // As a modal link: over the tabs in `.replace` mode, over the topmost modal in `.push`.
            if mode == .replace { removeModals(from: 0) }
            showAlert(alert, mode: mode)
        }
    }

    private func showModal(_ modal: Schema.Modal, path: [Schema.Route], mode: DeepLinkMode) {
        if mode == .replace { removeModals(from: 0) }
        if let wall = modals.first(where: \.isWall), wall.modal == modal {
            wall.stack.set(modal.hasStack ? path : [])
            return
        }
        modals.append(PresentedModal(modal, path: path))
    }

    /// Pushes `routes` onto the current stack, dismissing the modals above it first.
    private func pushOntoCurrentStack(_ routes: [Schema.Route]) {
        removeModals(from: levelAboveCurrentStack)
        let stack = currentStack
        stack.set(stack.routes + routes)
    }

    // MARK: Locked modals

    /// Whether removing the modals from `level` up would take a `locked` modal away (but the one
    /// at `exempt`, dismissed as itself). A locked modal held aside counts as up, on top.
    func takesLockedModalAway(from level: Int, exempt: Int? = nil) -> Bool {
        !lockedModals(from: level, exempt: exempt).isEmpty
    }

    /// The `locked` modals that removing the modals from `level` up would take away (but the one
    /// at `exempt`, dismissed as itself), held-aside ones included.
    private func lockedModals(from level: Int, exempt: Int? = nil) -> [PresentedModal<Schema>] {
        var locked: [PresentedModal<Schema>] = []
        if level < modals.count {
            locked = modals.indices[level...].filter { $0 != exempt && Schema._isLocked(modals[$0].modal) }.map {
                modals[$0]
            }
        }
        if level <= modals.count, let held = heldModals?.modals {
            locked += held.filter { Schema._isLocked($0.modal) }
        }
        return locked
    }

    /// The `locked` modals `navigation` would take away: it dismisses the modals from some level,
    /// and these are among them.
    private func lockedModals(takenAwayBy navigation: PendingNavigation<Schema>) -> [PresentedModal<Schema>] {
        switch navigation {
        case .select, .present, .alert:
            return []
        case .push, .replaceStack, .pop, .popToRoot:
            return lockedModals(from: levelAboveCurrentStack)
        case .dismiss(let modal):
            guard let level = level(of: modal) else { return [] }
            return lockedModals(from: level, exempt: level)
        case .dismissAllSheets:
            return lockedModals(from: 0)
        case .link(let link, let mode):
            switch (Schema._destination(of: link), mode) {
            case (_, .replace): return lockedModals(from: 0)
            case (.stack, .push): return lockedModals(from: levelAboveCurrentStack)
            // A resolver's outcome waits for a locked modal once it is known, if it takes it away.
            case (.tab, .push), (.modal, .push), (.modalStack, .push), (.resolve, .push), (.alert, .push): return []
            }
        }
    }

    /// Whether any of the modals `identities` names is still up, or held aside.
    private func isUp(_ identities: Set<ObjectIdentifier>) -> Bool {
        modals.contains { identities.contains(ObjectIdentifier($0)) }
            || heldModals?.modals.contains { identities.contains(ObjectIdentifier($0)) } == true
    }

    // MARK: What a navigation needs

    /// The conditions a screen or a navigation needs: those that must hold, and the `!` ones that
    /// must not.
    struct Needs {
        var required: [Schema.Condition] = []
        var excluded: [Schema.Condition] = []

        var all: [Schema.Condition] { required + excluded }

        init() {}

        init(_ tab: Schema.Tab) {
            required = Schema._requiredConditions(of: tab)
            excluded = Schema._excludedConditions(of: tab)
        }

        init(_ route: Schema.Route) {
            required = Schema._requiredConditions(of: route)
            excluded = Schema._excludedConditions(of: route)
        }

        init(_ modal: Schema.Modal) {
            required = Schema._requiredConditions(of: modal)
            excluded = Schema._excludedConditions(of: modal)
        }

        init(_ resolution: Schema.Resolution) {
            required = Schema._requiredConditions(ofResolution: resolution)
            excluded = Schema._excludedConditions(ofResolution: resolution)
        }

        init(alert: Schema.Alert) {
            required = Schema._requiredConditions(ofAlert: alert)
            excluded = Schema._excludedConditions(ofAlert: alert)
        }

        mutating func append(_ other: Needs) {
            required += other.required
            excluded += other.excluded
        }
    }

    /// Whether any condition `needs` names is not determined yet.
    func isUndetermined(_ needs: Needs) -> Bool {
        !undetermined.isEmpty && needs.all.contains(where: undetermined.contains)
    }

    /// The screens `navigation` would show, and whether it counts the sign-in wall's conditions:
    /// a selection or a link, or one that would dismiss the wall.
    /// A resolution's link counts its resolver's conditions, asked before the app is.
    private func shownScreens(of navigation: PendingNavigation<Schema>) -> ShownScreens {
        let dismissesWall = dismissesWall(from: levelAboveCurrentStack)
        switch navigation {
        case .select(let tab):
            return ShownScreens(tabs: [tab], routes: stack(for: tab).routes, behindWall: true)
        case .push(let route):
            return ShownScreens(routes: [route], behindWall: dismissesWall)
        case .present(let modal):
            return ShownScreens(modals: [modal])
        case .replaceStack(let routes):
            return ShownScreens(routes: routes, behindWall: dismissesWall)
        case .pop, .popToRoot, .dismiss, .dismissAllSheets:
            return ShownScreens()
        case .alert(let alert):
            return ShownScreens(alert: alert)
        case .link(let link, let mode):
            switch Schema._destination(of: link) {
            case .tab(let tab):
                // With `.replace` the tab shows at its root; with `.push`, with the stack it has.
                return ShownScreens(
                    tabs: [tab], routes: mode == .replace ? [] : stack(for: tab).routes, behindWall: true)
            case .stack(let tab, let routes):
                return ShownScreens(tabs: mode == .replace ? [tab] : [], routes: routes, behindWall: true)
            case .modal(let modal):
                return ShownScreens(modals: [modal], behindWall: true)
            case .modalStack(let modal, let routes):
                return ShownScreens(routes: routes, modals: [modal], behindWall: true)
            case .resolve(let resolution):
                return ShownScreens(resolution: resolution, behindWall: true)
            case .alert(let alert):
                return ShownScreens(alert: alert, behindWall: true)
            }
        }
    }

    /// The screens a navigation would show, and whether it counts the sign-in wall's conditions.
    private struct ShownScreens {
        var tabs: [Schema.Tab] = []
        var routes: [Schema.Route] = []
        var modals: [Schema.Modal] = []
        var resolution: Schema.Resolution?
        var alert: Schema.Alert?
        var behindWall = false
    }

    /// What `navigation` needs. A link counts the wall's conditions too, but for a link to the
    /// wall's own cover or to a screen that requires the wall's condition not to hold (an OAuth
    /// callback during sign-in), which acts at once.
    private func conditions(of navigation: PendingNavigation<Schema>) -> Needs {
        let shown = shownScreens(of: navigation)
        var needs = Needs()
        for tab in shown.tabs { needs.append(Needs(tab)) }
        for modal in shown.modals { needs.append(Needs(modal)) }
        for route in shown.routes { needs.append(Needs(route)) }
        if let resolution = shown.resolution { needs.append(Needs(resolution)) }
        if let alert = shown.alert { needs.append(Needs(alert: alert)) }
        guard shown.behindWall, wallApplies else { return needs }
        let wall = wallConditions
        if case .link = navigation {
            if let cover = wallModal, shown.modals.first == cover { return needs }
            if needs.excluded.contains(where: wall.contains) { return needs }
        }
        needs.required += wall
        return needs
    }

    /// The condition whose modal must be met first for `navigation`, or nil when every condition
    /// it needs is met.
    func blockingCondition(of navigation: PendingNavigation<Schema>) -> Schema.Condition? {
        blockingCondition(among: conditions(of: navigation).required)
    }

    private func blockingCondition(among required: [Schema.Condition]) -> Schema.Condition? {
        firstUnmet(among: required).map(conditionToMeetFirst)
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

    /// The modal that meets `condition`; nil for a condition no screen meets.
    private func modal(meeting condition: Schema.Condition) -> Schema.Modal? {
        Schema._conditionModals[condition]
    }

    private func isOnScreen(_ modal: Schema.Modal) -> Bool {
        modals.contains { $0.modal == modal }
    }

    // MARK: The sign-in wall

    /// The conditions of the first tab or the root, whose modals are covers (`invalid-condition`
    /// otherwise), and those that keep what they cover (a lock, whether or not the first tab
    /// requires it): while one is unmet, its cover walls the whole app. In declaration order.
    private var wallConditions: [Schema.Condition] {
        let first = Schema._requiredConditions(of: Schema.Tab.first)
        let keeping = Schema.Condition.allCases.filter(Schema._keepsScreens)
        guard !keeping.isEmpty else { return first }
        return Schema.Condition.allCases.filter { first.contains($0) || keeping.contains($0) }
    }

    /// Whether a wall condition is known to be unmet: its cover is up.
    private var wallIsUp: Bool {
        wallConditions.contains { !met.contains($0) && !undetermined.contains($0) }
    }

    /// Whether links and selections count the wall's conditions: it is up, or one of them is
    /// not determined yet.
    private var wallApplies: Bool {
        wallConditions.contains { !met.contains($0) }
    }

    /// Whether the root view shows its `undetermined` view instead of the tabs: a wall condition
    /// is not determined yet and no wall is up.
    var wallIsUndetermined: Bool {
        !wallIsUp && wallConditions.contains(where: undetermined.contains)
    }

    /// The cover the wall shows: the modal of its first condition known to be unmet, or nil.
    private var wallModal: Schema.Modal? {
        let unmet = wallConditions.filter { !undetermined.contains($0) }
        return firstUnmet(among: unmet).flatMap { modal(meeting: conditionToMeetFirst($0)) }
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

    /// Whether a screen with these conditions may be kept (shown, or beneath a lock): every
    /// required one met or one that keeps what it covers, known to be unmet (its cover walls the
    /// screen instead of taking it away), no excluded one met, and none of either undetermined.
    private func allows(_ needs: Needs) -> Bool {
        needs.required.allSatisfy { met.contains($0) || Schema._keepsScreens($0) }
            && !needs.excluded.contains(where: met.contains) && !isUndetermined(needs)
    }

    func isAllowed(_ route: Schema.Route) -> Bool { allows(Needs(route)) }

    func isAllowed(_ needs: Needs) -> Bool { allows(needs) }

    func isAllowed(_ modal: Schema.Modal) -> Bool { allows(Needs(modal)) }

    /// Whether a tab's (or the root's) conditions allow it.
    func isAllowed(_ tab: Schema.Tab) -> Bool { allows(Needs(tab)) }

    /// Whether a tab is not allowed only for want of an undetermined condition: every other
    /// required one met and no excluded one met.
    private func waitsForUndetermined(_ tab: Schema.Tab) -> Bool {
        let needs = Needs(tab)
        return isUndetermined(needs) && needs.required.allSatisfy { met.contains($0) || undetermined.contains($0) }
            && !needs.excluded.contains(where: met.contains)
    }

    /// `routes` up to the first whose conditions do not allow it.
    func allowedPrefix(of routes: [Schema.Route]) -> [Schema.Route] {
        Array(routes.prefix(while: isAllowed))
    }

    /// Takes away every screen whose conditions do not allow it: each stack ends before its first
    /// such route, a tab that requires one shows its root, a modal that requires one goes with the
    /// modals above it, and a selected tab that requires one gives way to the first tab allowed
    /// (or the first tab, behind its wall).
    func keepAllowed() {
        for tab in Schema.Tab.allCases {
            let stack = stack(for: tab)
            stack.set(isAllowed(tab) ? allowedPrefix(of: stack.routes) : [])
        }
        if let level = modals.firstIndex(where: { !$0.isWall && !isAllowed($0.modal) }) {
            removeModals(from: level)
        }
        for modal in modals { modal.stack.set(allowedPrefix(of: modal.stack.routes)) }
        // A tab that waits for an undetermined condition keeps the selection (the root view shows
        // its `undetermined` view meanwhile).
        if !isAllowed(selection), !waitsForUndetermined(selection) {
            setSelection(Schema.Tab.allCases.first(where: isAllowed) ?? .first)
        }
    }

    /// What holds after every change: the wall is up while its condition is known to be unmet; a
    /// navigation that waited for a locked modal or an undetermined condition is carried out once
    /// nothing holds it back, and one whose condition's modal has left the screen is dropped.
    func settle() {
        ensureWall()
        settlePending()
        // *(5)* After the pending navigation moved on: an alert whose place has gone leaves, and
        // questions find what they showed.
        placeQuestions()
    }

    private func settlePending() {
        guard let pending else { return }
        switch pendingReason {
        case .lockedModals(let locked):
            guard !isUp(locked) else { return }
        case .undetermined:
            guard !isUndetermined(conditions(of: pending)) else { return }
        case .condition:
            let modal = blockingCondition(of: pending).flatMap(modal(meeting:))
            if modal.map(isOnScreen) != true { self.pending = nil }
            return
        }
        // As if asked for now. Bounded: it is carried out, dropped, or waits for something else.
        self.pending = nil
        navigate(pending, asked: false)
    }

    // MARK: Conditions changing

    /// Makes `newValue` the met conditions and `determined` no longer undetermined: what a lost one
    /// required goes, and what an excluded one forbids; a met one's modal leaves; screens held
    /// aside come back when allowed; and a pending navigation moves on or is carried out.
    func setMetConditions(_ newValue: Set<Schema.Condition>, determining determined: Set<Schema.Condition> = []) {
        // Meeting an undetermined condition determines it, as language-3 code says it holds.
        let determined = determined.union(newValue.intersection(undetermined)).intersection(undetermined)
        guard newValue != met || !determined.isEmpty else { return }
        let shownBefore =
            waitsForConditionModal ? pending.flatMap(blockingCondition(of:)).flatMap(modal(meeting:)) : nil
        let lost = met.subtracting(newValue)
        let gained = newValue.subtracting(met)
        if !lost.isEmpty { endResolution(ifLosing: lost) }
        met = newValue
        if !determined.isEmpty { undetermined.subtract(determined) }
        keepAllowed()
        if !lost.isEmpty || !gained.isEmpty {
            conditionsChanged(lost: !lost.isEmpty, gained: gained, modalShownBefore: shownBefore)
        }
        if !determined.isEmpty { releaseHeldAside() }
        settle()
    }

    /// Whether the pending navigation waits behind a condition's modal (not for a locked modal or
    /// an undetermined condition).
    private var waitsForConditionModal: Bool {
        pending != nil && pendingReason == .condition
    }

    /// A pending navigation stays while its modal does, and an earlier condition it now needs
    /// shows its modal over the current one; the modals of the gained conditions (and those shown
    /// for conditions met earlier) leave with what stands above them, unless one still needed
    /// stands among them; then a pending navigation shows its next condition's modal or is carried
    /// out.
    private func conditionsChanged(lost: Bool, gained: Set<Schema.Condition>, modalShownBefore: Schema.Modal?) {
        ensureWall()
        let waitsForModal = waitsForConditionModal
        if lost, waitsForModal, let pending {
            if let modalShownBefore, !isOnScreen(modalShownBefore) {
                self.pending = nil
            } else if let condition = blockingCondition(of: pending) {
                presentModal(meeting: condition)
            }
        }
        guard !gained.isEmpty else { return }
        let next = waitsForModal ? pending.flatMap(blockingCondition(of:)) : nil
        let needed = [next.flatMap(modal(meeting:)), wallModal].compactMap { $0 }
        let gainedModals = Set(gained.compactMap(modal(meeting:)))
        let metModals = Set(met.compactMap(modal(meeting:)))
        let leaving = modals.firstIndex { entry in
            gainedModals.contains(entry.modal) || entry.isForCondition && metModals.contains(entry.modal)
        }
        if let leaving, !modals[leaving...].contains(where: { needed.contains($0.modal) }) {
            removeModals(from: leaving, includingWall: true)
        }
        guard waitsForModal, let pending = self.pending else { return }
        if let next {
            presentModal(meeting: next)
        } else {
            self.pending = nil
            navigate(pending, asked: false)
        }
    }
}
