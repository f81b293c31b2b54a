import Observation

/// One navigation stack in storage that Observation tracks on its own, so that a push onto one
/// tab's stack invalidates the views that read that stack and no other.
@MainActor
@Observable
final class ObservedStack<Route: Hashable & Sendable> {
    /// The routes above the stack's root screen, bottom first.
    private(set) var routes: [Route] = []

    init(_ routes: [Route] = []) {
        self.routes = routes
    }

    /// Replaces the routes; nothing is invalidated when they are the same.
    func set(_ newRoutes: [Route]) {
        if routes != newRoutes { routes = newRoutes }
    }
}

/// A modal on screen, in storage of its own: its stack is observed apart from the list of modals,
/// so a push inside it does not invalidate what reads which modals are up.
@MainActor
final class PresentedModal<Schema: NavigationSchema> {
    /// The sheet or cover.
    let modal: Schema.Modal

    /// Whether the router presented it for a condition, which it leaves once met.
    var isForCondition: Bool

    /// Whether it is a sign-in wall's cover, which the router keeps on screen while its condition
    /// is unmet and never saves: presented as the wall, or presented by the app and then made the
    /// wall when the condition was lost while it was up.
    var isWall: Bool

    /// Its navigation stack.
    let stack: ObservedStack<Schema.Route>

    /// Restored routes of its stack held aside while a condition they need is undetermined.
    var heldRoutes: HeldRoutes<Schema.Route>?

    init(_ modal: Schema.Modal, path: [Schema.Route] = [], isForCondition: Bool = false, isWall: Bool = false) {
        self.modal = modal
        self.isForCondition = isForCondition
        self.isWall = isWall
        // A modal without a stack has no path, however it came (a state built in code, a link).
        stack = ObservedStack(modal.hasStack ? path : [])
    }

    /// The modal and its stack as a value.
    var presentation: Presentation<Schema> {
        Presentation(sheet: modal, path: stack.routes)
    }

    /// The modal and its stack with the routes held aside on top, as a state saves it.
    var presentationWithHeldRoutes: Presentation<Schema> {
        Presentation(sheet: modal, path: stack.routes + (heldRoutes?.routes ?? []))
    }
}
