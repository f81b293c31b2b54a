/// A navigation that waits: what a router was asked to do when a screen in it required a
/// condition the app had not met yet (or had not determined yet), or when it would have taken a
/// `locked` modal away. The router carries it out, as if it were asked for then, once every
/// condition it needs is met (determined) or the locked modal has left, and drops it when the
/// condition's modal leaves the screen unmet. There is one: a later one replaces it.
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
    /// `pop()`, held back by a locked modal above the stack.
    case pop
    /// `popToRoot()`, held back by a locked modal above the stack.
    case popToRoot
    /// `dismiss(_:)` of a modal below a locked one.
    case dismiss(Schema.Modal)
    /// `dismissAllSheets()` while a locked modal is up.
    case dismissAllSheets
    /// *(5)* `present(_:)` or `ask(_:)` of an alert or dialog. (A graph without alerts has none.)
    case alert(Schema.Alert)
}
