extension NavigationGraph {
    /// What an app must have reported before `target` shows (SPEC §2.6), each list in declaration
    /// order: `required`, the conditions of every screen the link shows — its tab or modal and
    /// each route of its stack — and of a sign-in wall (the first tab's or the root's), which a
    /// link waits behind while it is up; `excluded`, the `!` conditions those screens require not
    /// to hold, while any of which the link is dropped. A link to the wall's own cover, or to a
    /// screen that requires the wall's condition not to hold, does not wait behind the wall.
    public func linkConditions(toOpen target: LinkTarget) -> (required: [String], excluded: [String]) {
        guard !conditions.isEmpty else { return ([], []) }
        var screens: [String] = []
        switch target {
        case .stackRoot(let tab): screens.append(tab ?? "root")
        case .stack(let tab, let routes): screens += [tab ?? "root"] + routes.map(\.name)
        case .modal(let modal): screens.append(modal.name)
        case .modalStack(let modal, let routes): screens += [modal.name] + routes.map(\.name)
        // Before the app is asked: the resolver's own (its outcome then waits for its own).
        case .resolver(let resolver, _): screens.append(resolver.name)
        case .alert(let alert): screens.append(alert.name)
        }
        var required = Set(screens.flatMap { screen(named: $0)?.requiredConditions ?? [] })
        let excluded = Set(screens.flatMap { screen(named: $0)?.excludedConditions ?? [] })
        let wall = stackRoots.first?.requiredConditions ?? []
        let wallCovers = Set(conditions.filter { wall.contains($0.name) }.compactMap(\.modal))
        let toWallCover: Bool
        switch target {
        case .modal(let modal), .modalStack(let modal, _): toWallCover = wallCovers.contains(modal.name)
        case .stackRoot, .stack, .resolver, .alert: toWallCover = false
        }
        if !toWallCover, !wall.contains(where: excluded.contains) { required.formUnion(wall) }
        let order = conditions.map(\.name)
        return (order.filter(required.contains), order.filter(excluded.contains))
    }
}
