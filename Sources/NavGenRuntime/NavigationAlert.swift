/// *(5)* An alert or dialog of a graph (`ChatAlert`, SPEC §2.10): a question the router shows over
/// the topmost modal, answered by one of its buttons.
public protocol NavigationAlert: Hashable, Sendable, Identifiable {
    /// Whether it is a confirmation dialog (an action sheet) rather than an alert.
    var isDialog: Bool { get }

    /// The enum of its buttons (`ChatAlert.DeleteChatButton`).
    var _buttonType: any NavigationAlertButton.Type { get }
}

/// *(5)* The buttons of one alert or dialog (`ChatAlert.DeleteChatButton`), in the order declared.
public protocol NavigationAlertButton: RawRepresentable, CaseIterable, Hashable, Sendable
where RawValue == String {
    /// The label: a localization key, as a tab's title is.
    var title: String { get }

    /// Whether it is declared `destructive`.
    var isDestructive: Bool { get }

    /// Whether it is declared `cancel`.
    var isCancel: Bool { get }
}

extension NavigationAlertButton {
    /// The buttons of this enum, as the views show them.
    static var _shownButtons: [ShownAlertButton] {
        allCases.map { ShownAlertButton(rawValue: $0.rawValue, title: $0.title, role: $0.role, value: $0) }
    }

    private var role: ShownAlertButton.Role? {
        isCancel ? .cancel : isDestructive ? .destructive : nil
    }
}

/// A button as an alert shows it, whatever its alert.
struct ShownAlertButton: Hashable, Sendable {
    enum Role: Hashable, Sendable { case destructive, cancel }

    var rawValue: String
    var title: String
    var role: Role?
    /// The button's value, of its enum: what `ask` returns.
    var value: any Sendable

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
    func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// The alert type of a graph without alerts or dialogs: no value of it is ever made.
public struct NoAlert: Hashable, Sendable {
    private init() {}
}

/// *(5)* What an alert says (SPEC §2.10): the app's `Screens` gives it for each alert from its
/// parameters (`func deleteChat(chatID: Int) -> AlertText`).
public struct AlertText: Hashable, Sendable {
    /// The title, as shown: the app localizes it.
    public var title: String

    /// The text under the title; nil for none.
    public var message: String?

    public init(_ title: String, message: String? = nil) {
        self.title = title
        self.message = message
    }
}
