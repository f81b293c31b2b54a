#if canImport(SwiftUI)
import SwiftUI

/// Writable views of the router for `$router[…]` bindings. What SwiftUI writes through them is a
/// navigation, gated by the graph's conditions: a tab-bar tap is a `select`, a route that
/// `NavigationLink(value:)` appends is a `push`, a swipe that dismisses a sheet a `dismissSheet`.
extension NavigationRouter {
    /// A tab's stack (or the root's), for `NavigationStack(path:)`.
    subscript(path tab: Schema.Tab) -> [Schema.Route] {
        get { stack(for: tab).routes }
        set { setFromGlue(stack(for: tab), newValue) }
    }

    /// The stack of the modal at `level`, for its `NavigationStack(path:)`.
    subscript(modalPath level: Int) -> [Schema.Route] {
        get { modals.indices.contains(level) ? modals[level].stack.routes : [] }
        set { if modals.indices.contains(level) { setFromGlue(modals[level].stack, newValue) } }
    }

    /// The modal at `level` (0 at the bottom) if it is shown full screen (`true`) or as a sheet
    /// (`false`), for `sheet(item:)` and `fullScreenCover(item:)`. Setting nil dismisses it and
    /// every modal above it, when it is of that kind (a sign-in wall stays); setting a modal
    /// presents it at that level.
    subscript(presented level: Int, fullScreen fullScreen: Bool) -> Schema.Modal? {
        get {
            guard modals.indices.contains(level) else { return nil }
            let sheet = modals[level].modal
            return sheet.isFullScreen == fullScreen ? sheet : nil
        }
        set {
            let shown = modals.indices.contains(level) ? modals[level].modal : nil
            guard newValue != shown, newValue != nil || shown?.isFullScreen == fullScreen else { return }
            // A swipe never takes a wall or a locked modal away (the glue disables a locked one's).
            guard !dismissesWall(from: level), !takesLockedModalAway(from: level, exempt: level) else { return }
            navigationAsked()
            removeModals(from: level)
            if let newValue {
                navigate(.present(newValue))
            } else {
                settle()
            }
        }
    }

    /// *(5)* Whether alert number `number` is on screen, for `alert(isPresented:)`; setting false
    /// (SwiftUI dismissing it without a button, as a tap outside a dialog does) dismisses it, and it
    /// answers nil. A later alert is left alone.
    subscript(alertShown number: Int) -> Bool {
        get { visibleAlert?.number == number }
        set {
            guard !newValue, visibleAlert?.number == number else { return }
            navigationAsked()
            removeAlert()
            settle()
        }
    }

    /// A stack as SwiftUI changed it: routes appended to the current stack are pushed (one route)
    /// or make a new stack (several), as a navigation; any other change keeps what the met
    /// conditions allow.
    private func setFromGlue(_ stack: ObservedStack<Schema.Route>, _ routes: [Schema.Route]) {
        let old = stack.routes
        guard routes != old else { return }
        navigationAsked()
        if stack === currentStack, routes.count > old.count, routes.starts(with: old) {
            if routes.count == old.count + 1, let route = routes.last {
                navigate(.push(route))
            } else {
                navigate(.replaceStack(routes))
            }
            return
        }
        stack.set(allowedPrefix(of: routes))
        settle()
    }
}
#endif
