/// What a deep link shows, in terms every graph shares: how a router reads a graph's own link
/// enum (`CoffeeDeepLink`), whose cases differ between graphs with tabs and graphs with a root.
public enum LinkDestination<Schema: NavigationSchema>: Hashable, Sendable {
    /// A tab (or the root) at its root screen.
    case tab(Schema.Tab)
    /// A tab (or the root) showing a whole navigation stack.
    case stack(Schema.Tab, [Schema.Route])
    /// A sheet or cover.
    case modal(Schema.Modal)
    /// A sheet or cover with a stack of its own, showing a whole navigation stack in it.
    case modalStack(Schema.Modal, [Schema.Route])
    /// *(5)* A resolver's value: the router asks the app where it leads (SPEC §2.9).
    case resolve(Schema.Resolution)
    /// *(5)* An alert or dialog, shown over the topmost modal (SPEC §2.10).
    case alert(Schema.Alert)
}
