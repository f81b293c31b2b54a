#if canImport(SwiftUI)
import SwiftUI

/// Opens the app's incoming URLs (`onOpenURL`) through the router; other URLs are left alone
/// (`CoffeeURLHandler`).
public struct DeepLinkHandler<Schema: NavigationSchema>: ViewModifier {
    private let router: NavigationRouter<Schema>

    private let mode: DeepLinkMode?

    /// - Parameters:
    ///   - router: The navigation state that shows the links.
    ///   - mode: How each link is shown: `.replace` (the default) or `.push`; nil leaves incoming
    ///     URLs to the app, which may have to sign in or switch accounts first.
    public init(router: NavigationRouter<Schema>, mode: DeepLinkMode? = .replace) {
        self.router = router
        self.mode = mode
    }

    /// `content`, opening the URLs it receives.
    @ViewBuilder
    public func body(content: Content) -> some View {
        if let mode {
            content.onOpenURL { router.open($0, mode: mode) }
        } else {
            content
        }
    }
}
#endif
