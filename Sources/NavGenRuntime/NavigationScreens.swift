#if canImport(SwiftUI)
import SwiftUI

/// What each screen of a graph shows, as the generic views need it: the view of a tab's root, of
/// a route, and of a modal. A graph's generated screens protocol (`CoffeeScreens`) refines it and
/// implements these three with its exhaustive switches; an app conforms to the generated protocol,
/// one function per screen, never to this one.
///
/// The associated types' names start with `_` so that inside an app's conformance they hide none
/// of the app's own types.
@MainActor
public protocol NavigationScreens {
    /// The graph whose screens these are.
    associatedtype _Schema: NavigationSchema
    /// The view of a tab's root (or the root's).
    associatedtype _TabRootView: View
    /// The view of a route.
    associatedtype _RouteView: View
    /// The view of a sheet or cover.
    associatedtype _ModalView: View

    /// The root view of a tab (or of the root).
    func root(for tab: _Schema.Tab) -> _TabRootView

    /// The view for a route: the switch behind `navigationDestination(for:)`.
    func destination(for route: _Schema.Route) -> _RouteView

    /// The view for a sheet or cover.
    func modal(for sheet: _Schema.Modal) -> _ModalView

    /// *(5)* What an alert or dialog says.
    func alertText(for alert: _Schema.Alert) -> AlertText
}

extension NavigationScreens where _Schema.Alert == NoAlert {
    /// A graph without alerts says nothing.
    public func alertText(for alert: NoAlert) -> AlertText {
        AlertText("")
    }
}

extension NavigationScreens where _Schema.Modal == NoModal {
    /// A graph without modals shows none.
    public func modal(for sheet: NoModal) -> EmptyView {
        EmptyView()
    }
}
#endif
