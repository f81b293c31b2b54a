/// What a tab bar shows and does on a tap, as a subscript's index: `$router[tabBar: tap]` binds a
/// `TabView`'s selection without a closure-made `Binding`, whose isolation SwiftUI's SDKs treat
/// differently. Two taps are equal only when they show the same tabs, pop alike and call the same
/// `onReselect`: a parent that passes a new closure makes a new binding, so SwiftUI never keeps
/// calling the old one. Closures cannot be compared, so each tap made with one is a tap of its own.
struct TabBarTap<Tab: Hashable>: Hashable {
    let tabs: [Tab]
    let popsToRoot: Bool
    private let reselect: Reselect

    init(tabs: [Tab], popsToRoot: Bool, onReselect: @escaping (Tab) -> Void) {
        self.tabs = tabs
        self.popsToRoot = popsToRoot
        reselect = Reselect(onReselect)
    }

    /// Called when the selected tab is tapped again.
    func onReselect(_ tab: Tab) {
        reselect.action(tab)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.tabs == rhs.tabs && lhs.popsToRoot == rhs.popsToRoot && lhs.reselect === rhs.reselect
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(tabs)
        hasher.combine(popsToRoot)
        hasher.combine(ObjectIdentifier(reselect))
    }

    /// The closure, in a box whose identity stands for it.
    private final class Reselect {
        let action: (Tab) -> Void

        init(_ action: @escaping (Tab) -> Void) {
            self.action = action
        }
    }
}

extension NavigationRouter {
    /// The selection of a tab bar showing `tap.tabs`: the selected tab, or the first shown when it
    /// is not among them. Setting it is a tap: the selected tab again pops to its root (when the
    /// bar pops) and calls `onReselect`; another tab is selected.
    subscript(tabBar tap: TabBarTap<Schema.Tab>) -> Schema.Tab {
        get { tap.tabs.contains(selection) ? selection : tap.tabs.first ?? selection }
        set {
            if tapTab(newValue, popsToRoot: tap.popsToRoot) { tap.onReselect(newValue) }
        }
    }
}
