#if canImport(SwiftUI)
import SwiftUI

/// One stack as a view: a `NavigationStack` bound to a tab's stack in the router (or the root's),
/// with `navigationDestination(for:)` registered once on its root screen. A part of the root view,
/// for an app that lays out its own root (`CoffeeTabStack`, `ReaderRootStack`).
public struct ScreenStack<Screens: NavigationScreens>: View {
    private let screens: Screens

    @Bindable private var router: NavigationRouter<Screens._Schema>

    private let tab: Screens._Schema.Tab

    /// The tab's root screen and the routes pushed on it.
    public var body: some View {
        NavigationStack(path: $router[path: tab]) {
            screens.root(for: tab).routeDestinations(screens)
        }
    }
}

extension View {
    /// The view with every route's screen registered for `navigationDestination(for:)`, once, on
    /// the root screen of a stack.
    func routeDestinations<Screens: NavigationScreens>(_ screens: Screens) -> some View {
        navigationDestination(for: Screens._Schema.Route.self) { route in
            screens.destination(for: route)
        }
    }
}

extension ScreenStack where Screens._Schema.Tab: TabBarTab {
    /// - Parameters:
    ///   - screens: What each screen shows.
    ///   - router: The navigation state that owns the stack.
    ///   - tab: The tab whose stack it shows.
    public init(screens: Screens, router: NavigationRouter<Screens._Schema>, tab: Screens._Schema.Tab) {
        self.screens = screens
        _router = Bindable(router)
        self.tab = tab
    }
}

extension ScreenStack where Screens._Schema.Tab == SingleStack {
    /// - Parameters:
    ///   - screens: What each screen shows.
    ///   - router: The navigation state that owns the stack.
    public init(screens: Screens, router: NavigationRouter<Screens._Schema>) {
        self.screens = screens
        _router = Bindable(router)
        tab = .root
    }
}
#endif
