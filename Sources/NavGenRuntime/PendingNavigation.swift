/// A navigation that waits for conditions: what a router was asked to show when a screen in it
/// required a condition the app had not met yet. The router carries it out, as if it were asked
/// for then, once every condition it needs is met, and drops it when the condition's modal leaves
/// the screen unmet.
public enum PendingNavigation<Schema: NavigationSchema>: Hashable, Sendable {
    /// `select(_:)` of a tab. (A graph with a root has none.)
    case select(Schema.Tab)
    /// `push(_:)` of a route.
    case push(Schema.Route)
    /// `present(_:)` of a sheet or cover.
    case present(Schema.Modal)
    /// `replaceStack(with:)`.
    case replaceStack([Schema.Route])
    /// `apply(_:mode:)` or `open(_:mode:)` of a link.
    case link(Schema.Link, DeepLinkMode)
}
