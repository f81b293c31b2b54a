#if canImport(SwiftUI)
import Observation
import SwiftUI

/// *(5)* Shows the router's alert or dialog (SPEC §2.10) from the view it modifies, when that view
/// is the topmost: the root with no modal up, else the topmost modal. Its title and message are the
/// app's (`Screens.alertText(for:)`), its buttons the declared ones with their roles; a tap
/// answers the alert with that button, and a dismissal otherwise (outside a dialog on iPad and
/// macOS) answers nil.
struct AlertPresenter<Screens: NavigationScreens>: ViewModifier {
    let screens: Screens

    @Bindable var router: NavigationRouter<Screens._Schema>

    /// How many modals are below the view it modifies: it shows the alert only when none is above.
    let level: Int

    func body(content: Content) -> some View {
        let shown = router.modals.count == level ? router.visibleAlert : nil
        let alert = shown?.alert as? any NavigationAlert
        let isDialog = alert?.isDialog ?? false
        let text = shown.map { screens.alertText(for: $0.alert) }
        let buttons = alert.map { $0._buttonType._shownButtons } ?? []
        let number = shown?.number ?? -1
        content
            .alert(
                Text(verbatim: text?.title ?? ""), isPresented: $router[alertShown: isDialog ? -1 : number],
                presenting: shown
            ) { shown in
                actions(buttons, answering: shown)
            } message: { _ in
                message(text)
            }
            .confirmationDialog(
                Text(verbatim: text?.title ?? ""), isPresented: $router[alertShown: isDialog ? number : -1],
                titleVisibility: .visible, presenting: shown
            ) { shown in
                actions(buttons, answering: shown)
            } message: { _ in
                message(text)
            }
    }

    private func actions(_ buttons: [ShownAlertButton], answering shown: ShownAlert<Screens._Schema>) -> some View {
        ForEach(buttons, id: \.rawValue) { button in
            Button(LocalizedStringKey(button.title), role: button.role.map(Self.role)) {
                router.answer(shown, with: button.rawValue, value: button.value)
            }
        }
    }

    @ViewBuilder
    private func message(_ text: AlertText?) -> some View {
        if let message = text?.message { Text(verbatim: message) }
    }

    private static func role(_ role: ShownAlertButton.Role) -> ButtonRole {
        switch role {
        case .destructive: .destructive
        case .cancel: .cancel
        }
    }
}

/// *(5)* Gives a modal declared `answers TYPE` its `Answer` (SPEC §2.10): what the graph's
/// `modal(for:)` shows such a modal in. The answer goes to the modal it is shown in; outside a
/// presented modal (a preview), answering does nothing.
public struct AnswerReader<Value, Content: View>: View {
    @Environment(ModalAnswerTarget.self) private var target: ModalAnswerTarget?

    private let content: (Answer<Value>) -> Content

    public init(@ViewBuilder content: @escaping (Answer<Value>) -> Content) {
        self.content = content
    }

    public var body: some View {
        let target = target
        content(Answer { value in target?.answer(value, Value.self) })
    }
}

/// The modal an `AnswerReader` answers: put in the environment of each presented modal's screen.
@MainActor
final class ModalAnswerTarget: Observable {
    let answer: @MainActor (Any, Any.Type) -> Void

    init(answer: @escaping @MainActor (Any, Any.Type) -> Void) {
        self.answer = answer
    }
}
#endif
