/// *(5)* What `ask(_:)` asks (SPEC §2.10), typed by its answer: `Question<ChatAlert.DeleteChatButton>`
/// for an alert, `Question<Community>` for a sheet declared `answers Community`. A graph's
/// generated code gives it one static member per alert and answering modal, so that a call reads
/// `await router.ask(.deleteChat(chatID: 1))`.
public struct Question<Answer>: Sendable {
    /// The alert or modal to show, a value of the graph's alert or sheet enum.
    let subject: any Sendable

    /// A question showing `subject`, the graph's alert or sheet whose answer is of type `Answer`.
    @_spi(NavGenGenerated)
    public init(_ subject: any Sendable) {
        self.subject = subject
    }
}

/// *(5)* How a modal declared `answers TYPE` answers (SPEC §2.10): its view receives one as its
/// last argument, and calling it (`answer(community)`) dismisses the modal, with what stands above
/// it, and gives the value to whoever presented it.
@MainActor
public struct Answer<Value> {
    private let action: @MainActor (Value) -> Void

    /// An answer that calls `action`: for previews and tests of an answering view.
    public init(_ action: @escaping @MainActor (Value) -> Void) {
        self.action = action
    }

    /// Answers with `value`.
    public func callAsFunction(_ value: Value) {
        action(value)
    }
}
