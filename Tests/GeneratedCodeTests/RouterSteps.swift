import NavGenRuntime

extension NavigationRouter where Schema.Tab: TabBarTab {
    /// Asks for `navigation` as an app does, through the public method it stands for: what the
    /// property tests' random steps call.
    func perform(_ navigation: PendingNavigation<Schema>) {
        switch navigation {
        case .select(let tab): select(tab)
        case .push(let route): push(route)
        case .present(let sheet): present(sheet)
        case .replaceStack(let routes): replaceStack(with: routes)
        case .link(let link, let mode): apply(link, mode: mode)
        case .pop: pop()
        case .popToRoot: popToRoot()
        case .dismiss(let sheet): dismiss(sheet)
        case .dismissAllSheets: dismissAllSheets()
        case .alert(let alert): present(alert)
        }
    }
}
