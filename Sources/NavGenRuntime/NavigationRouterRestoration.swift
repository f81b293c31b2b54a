/// How a router restores a saved state (`init(state:…)`, setting `state`): what the met
/// conditions allow is shown, and what needs a condition not determined yet is held aside — each
/// stack's routes from the first that needs one, the first modal that needs one with those above
/// it, a selected tab that needs one — and comes back once every condition it needs is determined
/// and allows it, if what it goes back on top of has not changed since (docs/language.md, "Not
/// known yet").
extension NavigationRouter {
    private func needsUndetermined(_ route: Schema.Route) -> Bool { isUndetermined(Needs(route)) }

    private func needsUndetermined(_ modal: Schema.Modal) -> Bool { isUndetermined(Needs(modal)) }

    private func needsUndetermined(_ tab: Schema.Tab) -> Bool { isUndetermined(Needs(tab)) }

    /// `routes` split before the first that needs an undetermined condition (all of them when
    /// `whole`, for a tab that needs one itself).
    private func split(_ routes: [Schema.Route], whole: Bool = false) -> (shown: [Schema.Route], held: [Schema.Route]) {
        let cut = whole ? 0 : routes.firstIndex(where: needsUndetermined) ?? routes.count
        return (Array(routes[..<cut]), Array(routes[cut...]))
    }

    /// Restores `state`: holds aside what needs an undetermined condition, then keeps what the met
    /// conditions allow. A sign-in wall and a `locked` modal on screen stay.
    func restore(_ state: NavigationState<Schema>) {
        heldStacks = [:]
        heldModals = nil
        heldSelection = nil
        if needsUndetermined(state.selection) {
            heldSelection = HeldSelection(tab: state.selection, base: .first)
            setSelection(.first)
        } else {
            setSelection(state.selection)
        }
        for tab in Schema.Tab.allCases {
            let parts = split(state.stackTable[tab] ?? [], whole: needsUndetermined(tab))
            stack(for: tab).set(parts.shown)
            if !parts.held.isEmpty { heldStacks[tab] = HeldRoutes(routes: parts.held, base: parts.shown) }
        }
        let restored = state.presentations.map { presentation in
            let parts = split(presentation.path)
            let modal = PresentedModal<Schema>(presentation.sheet, path: parts.shown)
            if !parts.held.isEmpty { modal.heldRoutes = HeldRoutes(routes: parts.held, base: parts.shown) }
            return modal
        }
        let cut = restored.firstIndex { needsUndetermined($0.modal) } ?? restored.count
        let shown = Array(restored[..<cut])
        modals = shown + modalsThatStay(besides: shown.map(\.modal))
        if cut < restored.count {
            heldModals = HeldModals(modals: Array(restored[cut...]), base: shownModalIdentities)
        }
        keepAllowed()
        settle()
    }

    /// The modals on screen but the sign-in wall, by identity: what held-aside modals go back on.
    private var shownModalIdentities: [ObjectIdentifier] {
        modals.filter { !$0.isWall }.map(ObjectIdentifier.init)
    }

    /// After a condition is determined: what is held aside and needs no undetermined condition any
    /// more comes back, as far as the conditions allow, on top of what it was held from if that
    /// has not changed; otherwise it is dropped. Each stack is judged on its own.
    func releaseHeldAside() {
        for (tab, held) in heldStacks where !held.routes.contains(where: needsUndetermined) && !needsUndetermined(tab) {
            heldStacks[tab] = nil
            let stack = stack(for: tab)
            guard stack.routes == held.base, isAllowed(tab) else { continue }
            stack.set(held.base + allowedPrefix(of: held.routes))
        }
        for modal in modals {
            guard let held = modal.heldRoutes, !held.routes.contains(where: needsUndetermined) else { continue }
            modal.heldRoutes = nil
            if modal.stack.routes == held.base { modal.stack.set(held.base + allowedPrefix(of: held.routes)) }
        }
        if let held = heldModals,
            !held.modals.contains(where: { modal in
                needsUndetermined(modal.modal) || modal.heldRoutes?.routes.contains(where: needsUndetermined) == true
            })
        {
            heldModals = nil
            if shownModalIdentities == held.base {
                let allowed = held.modals.prefix { isAllowed($0.modal) }
                for modal in allowed {
                    // Their own held routes come back with them, as far as allowed.
                    let path = modal.stack.routes + (modal.heldRoutes?.routes ?? [])
                    modal.heldRoutes = nil
                    modal.stack.set(allowedPrefix(of: path))
                }
                // On top of the modals, below a sign-in wall.
                let position = modals.firstIndex(where: \.isWall) ?? modals.count
                modals.insert(contentsOf: allowed, at: position)
            }
        }
        if let held = heldSelection, !needsUndetermined(held.tab) {
            heldSelection = nil
            if selection == held.base, isAllowed(held.tab) { setSelection(held.tab) }
        }
    }
}
