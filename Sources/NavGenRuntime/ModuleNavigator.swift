import Foundation
import Observation

/// What a module's views navigate with (SPEC §4 "Modules"): the module's file names it
/// (`StatusNavigator`), and the app's root puts the app's router behind it in the SwiftUI
/// environment (`@Environment(StatusNavigator.self)`). Its routes and modals become the app's, and
/// each exit goes where the app's graph leads it. A module without routes (or modals) has `Never`
/// for them.
///
/// `recording()` makes one that only records its calls, for previews and a module's own tests.
@MainActor
@Observable
public final class ModuleNavigator<Route: Hashable & Sendable, Modal: Hashable & Sendable, Exit: Hashable & Sendable> {
    /// A call a recording navigator received.
    public enum Call: Hashable, Sendable {
        case push(Route)
        case present(Modal)
        case exit(Exit)
        case pop
        /// `popTo(_:)`; its predicate is not recorded.
        case popTo
        /// `dismiss()`: the topmost modal.
        case dismiss
        /// `dismiss(_:)`: that modal and those above it.
        case dismissModal(Modal)
    }

    /// Every call, in order, of a navigator made by `recording()`; empty for the app's.
    public private(set) var calls: [Call] = []

    /// A screen of the module, as a recording navigator's `links` name it.
    public enum Screen: Hashable, Sendable {
        case route(Route)
        case modal(Modal)
    }

    /// For a navigator made by `recording(links:)`: the link `url(for:)` returns for each screen,
    /// whatever scheme or host is asked for (nil where it has none).
    public var links: [Screen: URL] = [:]

    /// What each call does in the app: nil for a recording navigator.
    @ObservationIgnored private let actions: Actions?

    /// The app router's methods, on the module's values.
    struct Actions {
        var push: @MainActor (Route) -> Void
        var present: @MainActor (Modal) -> Void
        var exit: @MainActor (Exit) -> Void
        var pop: @MainActor () -> Void
        var popTo: @MainActor ((Route) -> Bool) -> Bool
        var dismiss: @MainActor () -> Void
        var dismissModal: @MainActor (Modal) -> Void
        /// The link the app's graph writes for a screen of the module, for an audience.
        var link: @MainActor (Screen, LinkAudience) -> URL?
    }

    init(actions: Actions?) {
        self.actions = actions
    }

    /// A navigator that records its calls in `calls` and does nothing else: for previews and tests.
    /// Its `url(for:)` answers from `links`.
    public static func recording(links: [Screen: URL] = [:]) -> ModuleNavigator {
        let navigator = ModuleNavigator(actions: nil)
        navigator.links = links
        return navigator
    }

    /// The link the app's graph writes for a route of the module (SPEC §4 (5)): its first pattern
    /// that can carry the value, with the app's scheme or host; nil where it has none. A share
    /// button in a feature package needs nothing from the app.
    public func url(for route: Route) -> URL? { link(.route(route), .preferred) }

    /// The route's link for the custom scheme `scheme` (named without its colon, in any case).
    public func url(for route: Route, scheme: String) -> URL? { link(.route(route), .scheme(scheme)) }

    /// The route's https link for `host` (in any case).
    public func url(for route: Route, host: String) -> URL? { link(.route(route), .host(host)) }

    /// The link the app's graph writes for a modal of the module; nil where it has none.
    public func url(for modal: Modal) -> URL? { link(.modal(modal), .preferred) }

    /// The modal's link for the custom scheme `scheme`.
    public func url(for modal: Modal, scheme: String) -> URL? { link(.modal(modal), .scheme(scheme)) }

    /// The modal's https link for `host`.
    public func url(for modal: Modal, host: String) -> URL? { link(.modal(modal), .host(host)) }

    private func link(_ screen: Screen, _ audience: LinkAudience) -> URL? {
        guard let actions else { return links[screen] }
        return actions.link(screen, audience)
    }

    /// Pushes a route of the module onto the current stack, as the app's router does.
    public func push(_ route: Route) {
        guard let actions else { return calls.append(.push(route)) }
        actions.push(route)
    }

    /// Presents a modal of the module over the topmost modal, or over the tabs.
    public func present(_ modal: Modal) {
        guard let actions else { return calls.append(.present(modal)) }
        actions.present(modal)
    }

    /// Goes where the app's graph leads the exit: a push or a presentation of the app's screen.
    public func exit(_ exit: Exit) {
        guard let actions else { return calls.append(.exit(exit)) }
        actions.exit(exit)
    }

    /// Pops the current stack.
    public func pop() {
        guard let actions else { return calls.append(.pop) }
        actions.pop()
    }

    /// Pops the current stack back to its last route of the module that satisfies `isTarget`;
    /// false, and nothing changes, when none does. A recording navigator records it and returns false.
    @discardableResult
    public func popTo(_ isTarget: (Route) -> Bool) -> Bool {
        guard let actions else {
            calls.append(.popTo)
            return false
        }
        return actions.popTo(isTarget)
    }

    /// Dismisses the topmost modal.
    public func dismiss() {
        guard let actions else { return calls.append(.dismiss) }
        actions.dismiss()
    }

    /// Dismisses the topmost presentation of `modal` and every modal above it (nothing when it is
    /// not up).
    public func dismiss(_ modal: Modal) {
        guard let actions else { return calls.append(.dismissModal(modal)) }
        actions.dismissModal(modal)
    }
}

extension NavigationRouter {
    /// The navigator of one module, made once and kept: `route` and `modal` make its values the
    /// app's, `moduleRoute` reads the module's back from the app's (for `popTo`), and `exit` goes
    /// where the graph leads each exit. Each is nil for a module without routes, modals or exits,
    /// whose navigator has `Never` for them.
    @_spi(NavGenGenerated)
    public func _moduleNavigator<Route, Modal, Exit>(
        route: ((Route) -> Schema.Route)?, modal: ((Modal) -> Schema.Modal)?,
        moduleRoute: ((Schema.Route) -> Route?)?, exit: (@MainActor (NavigationRouter, Exit) -> Void)?
    ) -> ModuleNavigator<Route, Modal, Exit> {
        let key = ObjectIdentifier(ModuleNavigator<Route, Modal, Exit>.self)
        if let known = moduleNavigators[key] as? ModuleNavigator<Route, Modal, Exit> { return known }
        // Weak: the router keeps its navigators, not the other way round.
        let actions = ModuleNavigator<Route, Modal, Exit>.Actions(
            push: { [weak self] value in
                if let route { self?.push(route(value)) }
            },
            present: { [weak self] value in
                if let modal { self?.present(modal(value)) }
            },
            exit: { [weak self] value in
                if let self, let exit { exit(self, value) }
            },
            pop: { [weak self] in self?.pop() },
            popTo: { [weak self] isTarget in
                guard let moduleRoute else { return false }
                return self?.popTo { moduleRoute($0).map(isTarget) ?? false } ?? false
            },
            dismiss: { [weak self] in self?.dismissSheet() },
            dismissModal: { [weak self] value in
                if let modal { self?.dismiss(modal(value)) }
            },
            // The app's route and modal enums write every link of the app, the modules' included.
            link: { screen, audience in
                switch screen {
                case .route(let value): (route?(value) as? any LinkedScreen)?._url(for: audience)
                case .modal(let value): (modal?(value) as? any LinkedScreen)?._url(for: audience)
                }
            })
        let navigator = ModuleNavigator(actions: actions)
        moduleNavigators[key] = navigator
        return navigator
    }
}

#if canImport(SwiftUI)
import SwiftUI

/// A module's view with the module's navigator in the environment, made from the app's router
/// there: what the app's screens put around each view a module's screens protocol gives.
public struct ModuleScreen<Schema: NavigationSchema, Navigator: AnyObject & Observable, Content: View>: View {
    @Environment(NavigationRouter<Schema>.self) private var router
    private let navigator: @MainActor (NavigationRouter<Schema>) -> Navigator
    private let content: Content

    public init(
        navigator: @escaping @MainActor (NavigationRouter<Schema>) -> Navigator, @ViewBuilder content: () -> Content
    ) {
        self.navigator = navigator
        self.content = content()
    }

    public var body: some View {
        content.environment(navigator(router))
    }
}
#endif
