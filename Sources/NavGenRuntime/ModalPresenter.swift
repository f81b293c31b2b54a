#if canImport(SwiftUI)
import SwiftUI

/// Presents the router's modals over the view it modifies (`CoffeeModals`). SwiftUI presents one
/// sheet per view, so each modal is presented from the one below it; a modal with a stack of its
/// own shows its screen in a `NavigationStack` bound to its presentation's path. Apply it inside
/// `.environment(router)`: a sheet's content inherits the environment of the view it is presented
/// from.
public struct ModalPresenter<Screens: NavigationScreens>: ViewModifier {
    private let screens: Screens

    @Bindable private var router: NavigationRouter<Screens._Schema>

    /// The position among the router's presentations of the modal presented from here.
    private let level: Int

    /// *(5)* What a modal on top shows over itself while a resolver is asked; nil: a progress
    /// indicator.
    private let resolving: ((Screens._Schema.Resolution) -> AnyView)?

    /// - Parameters:
    ///   - screens: What each screen shows.
    ///   - router: The navigation state whose modals are shown.
    ///   - resolving: *(5)* Shown over the topmost modal while the app is asked where a resolver
    ///     leads, from 300 ms on; by default a progress indicator.
    public init(
        screens: Screens, router: NavigationRouter<Screens._Schema>,
        resolving: ((Screens._Schema.Resolution) -> AnyView)? = nil
    ) {
        self.init(screens: screens, router: router, level: 0, resolving: resolving)
    }

    init(
        screens: Screens, router: NavigationRouter<Screens._Schema>, level: Int,
        resolving: ((Screens._Schema.Resolution) -> AnyView)?
    ) {
        self.screens = screens
        _router = Bindable(router)
        self.level = level
        self.resolving = resolving
    }

    /// `content` with the modal at this level presented from it. Covers are sheets on macOS, which
    /// has no full-screen covers.
    public func body(content: Content) -> some View {
        content
            .sheet(item: $router[presented: level, fullScreen: false]) { modal($0) }
            .cover(item: $router[presented: level, fullScreen: true]) { modal($0) }
    }

    private func modal(_ sheet: Screens._Schema.Modal) -> ModalScreen<Screens> {
        ModalScreen(screens: screens, router: router, sheet: sheet, level: level, resolving: resolving)
    }
}

extension View {
    /// A full-screen cover where the platform has them, a sheet on macOS.
    @ViewBuilder
    fileprivate func cover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        #if os(macOS)
        sheet(item: item, content: content)
        #else
        fullScreenCover(item: item, content: content)
        #endif
    }
}

/// A presented modal's screen, in its own `NavigationStack` when it has a stack, with the modals
/// above it.
struct ModalScreen<Screens: NavigationScreens>: View {
    let screens: Screens

    @Bindable var router: NavigationRouter<Screens._Schema>

    let sheet: Screens._Schema.Modal

    let level: Int

    let resolving: ((Screens._Schema.Resolution) -> AnyView)?

    var body: some View {
        content
            // While a resolver is asked, the indicator is over the topmost screen.
            .modifier(ResolutionProgress(router: router, view: resolving, level: level + 1))
            .modifier(AlertPresenter(screens: screens, router: router, level: level + 1))
            // *(5)* What an `AnswerReader` in it answers: this modal.
            .environment(answerTarget)
            .modifier(ModalPresenter(screens: screens, router: router, level: level + 1, resolving: resolving))
            // A locked modal (a draft) leaves only as itself: no swipe takes it away.
            .interactiveDismissDisabled(Screens._Schema._isLocked(sheet))
    }

    private var answerTarget: ModalAnswerTarget {
        let identity = router.modals.indices.contains(level) ? ObjectIdentifier(router.modals[level]) : nil
        return ModalAnswerTarget { [router] value, type in
            if let identity { router.answer(value, of: type, toModal: identity) }
        }
    }

    @ViewBuilder
    private var content: some View {
        if sheet.hasStack {
            NavigationStack(path: $router[modalPath: level]) {
                screens.modal(for: sheet).routeDestinations(screens)
            }
        } else {
            screens.modal(for: sheet)
        }
    }
}
#endif
