#if canImport(SwiftUI)
import SwiftUI

/// A graph's whole navigation with tabs (`CoffeeRootView`): a tab bar whose every tab is a
/// `ScreenStack`, the modals over it, the URL handler, and the router in the environment. An app
/// that lays out its own root uses the same parts.
public struct TabNavigationRoot<Screens: NavigationScreens>: View where Screens._Schema.Tab: TabBarTab {
    private typealias Tab = Screens._Schema.Tab

    private let screens: Screens

    @Bindable private var router: NavigationRouter<Screens._Schema>

    private let tabs: [Tab]

    private let popsToRootOnReselect: Bool

    private let badge: (Tab) -> Int

    private let urlMode: DeepLinkMode?

    private let onReselect: (Tab) -> Void

    private let undetermined: AnyView

    private let resolving: ((Screens._Schema.Resolution) -> AnyView)?

    /// - Parameters:
    ///   - screens: What each screen shows.
    ///   - router: The navigation state; keep a reference to drive it, save it or restore it. The
    ///     view follows the router it is given, also when a parent gives it another.
    ///   - tabs: The tabs to show, in order. When the selected tab is not among them, the first of
    ///     them is selected.
    ///   - popsToRootOnReselect: Whether tapping the selected tab again pops its stack to its root,
    ///     as iOS apps do.
    ///   - badge: The number on each tab's badge, from the app's own state; 0 shows none. Ignored
    ///     where SwiftUI has no badges (tvOS, watchOS).
    ///   - urlMode: How incoming URLs are shown: `.replace` (the default) or `.push`; nil leaves
    ///     them to the app, which may have to sign in or switch accounts first.
    ///   - onReselect: Called when the selected tab is tapped again: scroll to top, focus search.
    ///   - undetermined: Shown instead of the tabs while the sign-in wall's condition is not
    ///     determined yet (a session being restored at launch), so neither the first tab nor the
    ///     sign-in cover flashes; by default an empty view over the window's system background.
    ///   - resolving: *(5)* Shown over the screen while the app is asked where a resolver leads, from
    ///     300 ms on; by default a progress indicator.
    public init(
        screens: Screens,
        router: NavigationRouter<Screens._Schema>,
        tabs: [Screens._Schema.Tab] = Array(Screens._Schema.Tab.allCases),
        popsToRootOnReselect: Bool = true,
        badge: @escaping (Screens._Schema.Tab) -> Int = { _ in 0 },
        urlMode: DeepLinkMode? = .replace,
        onReselect: @escaping (Screens._Schema.Tab) -> Void = { _ in },
        undetermined: AnyView = AnyView(EmptyView()),
        resolving: ((Screens._Schema.Resolution) -> AnyView)? = nil
    ) {
        self.screens = screens
        _router = Bindable(router)
        self.tabs = tabs
        self.popsToRootOnReselect = popsToRootOnReselect
        self.badge = badge
        self.urlMode = urlMode
        self.onReselect = onReselect
        self.undetermined = undetermined
        self.resolving = resolving
    }

    /// The tabs with the modals over them.
    public var body: some View {
        content.navigationRoot(screens: screens, router: router, urlMode: urlMode, resolving: resolving)
    }

    @ViewBuilder
    private var content: some View {
        if router.wallIsUndetermined {
            undetermined
        } else {
            TabView(
                selection: $router[
                    tabBar: TabBarTap(tabs: tabs, popsToRoot: popsToRootOnReselect, onReselect: onReselect)]
            ) {
                ForEach(tabs, id: \.self) { tab in
                    ScreenStack(screens: screens, router: router, tab: tab)
                        .tabItem { Label(LocalizedStringKey(tab.title), systemImage: tab.systemImage) }
                        .tag(tab)
                        .tabBadge(badge(tab))
                }
            }
            .onChange(of: tabs, initial: true) { router.keepSelection(among: tabs) }
        }
    }
}

/// A graph's whole navigation with a root (`ReaderRootView`): the root's `ScreenStack`, the
/// modals over it, the URL handler, and the router in the environment.
public struct StackNavigationRoot<Screens: NavigationScreens>: View where Screens._Schema.Tab == SingleStack {
    private let screens: Screens

    @Bindable private var router: NavigationRouter<Screens._Schema>

    private let urlMode: DeepLinkMode?

    private let undetermined: AnyView

    private let resolving: ((Screens._Schema.Resolution) -> AnyView)?

    /// - Parameters:
    ///   - screens: What each screen shows.
    ///   - router: The navigation state; keep a reference to drive it, save it or restore it. The
    ///     view follows the router it is given, also when a parent gives it another.
    ///   - urlMode: How incoming URLs are shown: `.replace` (the default) or `.push`; nil leaves
    ///     them to the app, which may have to sign in or switch accounts first.
    ///   - undetermined: Shown instead of the root while the sign-in wall's condition is not
    ///     determined yet; by default an empty view over the window's system background.
    ///   - resolving: *(5)* Shown over the screen while the app is asked where a resolver leads, from
    ///     300 ms on; by default a progress indicator.
    public init(
        screens: Screens, router: NavigationRouter<Screens._Schema>, urlMode: DeepLinkMode? = .replace,
        undetermined: AnyView = AnyView(EmptyView()),
        resolving: ((Screens._Schema.Resolution) -> AnyView)? = nil
    ) {
        self.screens = screens
        _router = Bindable(router)
        self.urlMode = urlMode
        self.undetermined = undetermined
        self.resolving = resolving
    }

    /// The stack with the modals over it.
    public var body: some View {
        content.navigationRoot(screens: screens, router: router, urlMode: urlMode, resolving: resolving)
    }

    @ViewBuilder
    private var content: some View {
        if router.wallIsUndetermined {
            undetermined
        } else {
            ScreenStack(screens: screens, router: router)
        }
    }
}

extension View {
    /// What a root view adds around its stacks: the modals, the URL handler and, outside both (a
    /// sheet inherits the environment of the view it is presented from), the router.
    fileprivate func navigationRoot<Screens: NavigationScreens>(
        screens: Screens, router: NavigationRouter<Screens._Schema>, urlMode: DeepLinkMode?,
        resolving: ((Screens._Schema.Resolution) -> AnyView)?
    ) -> some View {
        modifier(ResolutionProgress(router: router, view: resolving, level: 0))
            .modifier(AlertPresenter(screens: screens, router: router, level: 0))
            .modifier(ModalPresenter(screens: screens, router: router, resolving: resolving))
            .modifier(DeepLinkHandler(router: router, mode: urlMode))
            .environment(router)
    }

    /// A tab item's badge where SwiftUI has badges; tvOS and watchOS have none.
    @ViewBuilder
    fileprivate func tabBadge(_ count: Int) -> some View {
        #if os(tvOS) || os(watchOS)
        self
        #else
        badge(count)
        #endif
    }
}

/// *(5)* While the app is asked where a resolver leads (`router.resolving`), a progress
/// indicator over the screen from 300 ms on, so that a quick answer shows none (SPEC §2.9), or
/// the app's own view: over the tabs when no modal is up, else over the topmost modal.
struct ResolutionProgress<Schema: NavigationSchema>: ViewModifier {
    let router: NavigationRouter<Schema>
    let view: ((Schema.Resolution) -> AnyView)?
    /// How many modals are below the screen it modifies: it shows only when none is above.
    let level: Int

    /// The resolution whose indicator is up: the one in progress, once it has lasted 300 ms.
    @State private var shown: Schema.Resolution?

    func body(content: Content) -> some View {
        content
            .overlay {
                if let resolution = router.resolutionInProgress, resolution == shown, router.modals.count == level {
                    if let view { view(resolution) } else { ProgressView() }
                }
            }
            .task(id: router.resolutionInProgress) { @MainActor in
                shown = nil
                guard let resolution = router.resolutionInProgress else { return }
                try? await Task.sleep(for: .milliseconds(300))
                if !Task.isCancelled { shown = resolution }
            }
    }
}
#endif
