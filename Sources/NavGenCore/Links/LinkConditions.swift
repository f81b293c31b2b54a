extension NavigationGraph {
    /// The conditions an app must have met before `target` shows (SPEC §2.6), in declaration
    /// order: those of every screen the link shows — its tab or modal and each route of its
    /// stack — and of a sign-in wall (the first tab's or the root's), which every link waits
    /// behind while it is up. Empty for a graph without conditions.
    public func requiredConditions(toOpen target: LinkTarget) -> [String] {
        guard !conditions.isEmpty else { return [] }
        var screens: [String] = stackRoots.first.map { [$0.name] } ?? []
        switch target {
        case .stackRoot(let tab): screens.append(tab ?? "root")
        case .stack(let tab, let routes): screens += [tab ?? "root"] + routes.map(\.name)
        case .modal(let modal): screens.append(modal.name)
        case .modalStack(let modal, let routes): screens += [modal.name] + routes.map(\.name)
        }
        let required = Set(screens.flatMap { screen(named: $0)?.requiredConditions ?? [] })
        return conditions.map(\.name).filter(required.contains)
    }
}
