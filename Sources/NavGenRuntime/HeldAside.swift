/// What a router's pending navigation waits for.
enum PendingReason: Equatable, Sendable {
    /// The modal of a condition it needs, presented for the user to meet it.
    case condition
    /// A condition the app has not determined yet; nothing is presented meanwhile.
    case undetermined
    /// The `locked` modals it would take away, by identity; carried out once they have left,
    /// however they left (not when another modal comes over them).
    case lockedModals(Set<ObjectIdentifier>)
}

/// Restored routes held aside while a condition they need is undetermined, and the stack they go
/// back on top of: if the stack is still `base` once they are allowed, they return; otherwise
/// they are dropped.
struct HeldRoutes<Route: Hashable & Sendable>: Sendable {
    var routes: [Route]
    var base: [Route]
}

/// Restored modals held aside while a condition they need is undetermined (the first that needs
/// one and those above it), and the modals they go back on top of, by identity.
@MainActor
struct HeldModals<Schema: NavigationSchema> {
    var modals: [PresentedModal<Schema>]
    var base: [ObjectIdentifier]
}

/// A restored selected tab held aside while a condition it needs is undetermined (the first tab
/// is selected meanwhile), and the selection it replaces if that has not changed since.
struct HeldSelection<Tab: Hashable & Sendable>: Sendable {
    var tab: Tab
    var base: Tab
}
