/// How a router shows alerts and asks questions (SPEC §2.10): one alert or dialog at a time, over
/// the topmost modal; a question's answer (a button, or the value a modal declared `answers TYPE`
/// gives) goes to the `ask` that showed it, and nil when it leaves without one.
extension NavigationRouter {
    // MARK: Alerts

    /// *(5)* The alert or dialog on screen; nil when none is, or while a lock's cover stands over it.
    public var alert: Schema.Alert? {
        visibleAlert?.alert
    }

    /// *(5)* Shows an alert or dialog over the topmost modal (or the tabs), as `present(_:)` shows a
    /// modal: gated by its conditions; one already up is replaced, and answers nil.
    public func present(_ alert: Schema.Alert) {
        navigate(.alert(alert))
    }

    /// The alert shown, unless something other than a lock's cover has come over it.
    var visibleAlert: ShownAlert<Schema>? {
        guard let shown = shownAlert, modals.last.map(ObjectIdentifier.init) == shown.below else { return nil }
        return shown
    }

    /// Shows `alert` over the topmost modal; a link's alert keeps the link's mode for its buttons.
    func showAlert(_ alert: Schema.Alert, mode: DeepLinkMode) {
        removeAlert()
        alertNumber &+= 1
        shownAlert = ShownAlert(
            alert: alert, mode: mode, number: alertNumber, below: modals.last.map(ObjectIdentifier.init))
    }

    /// Takes the alert away, unanswered: whoever asked it gets nil.
    func removeAlert() {
        guard let shown = shownAlert else { return }
        shownAlert = nil
        finishQuestions { $0 == .alert(shown.number) }
    }

    /// Whether the modal the alert was shown over (or the tabs) is still beneath it, with nothing
    /// but a lock's cover above, and its conditions still allow it.
    private func alertStands(_ shown: ShownAlert<Schema>) -> Bool {
        let above: ArraySlice<PresentedModal<Schema>>
        if let below = shown.below {
            guard let level = modals.firstIndex(where: { ObjectIdentifier($0) == below }) else { return false }
            above = modals[(level + 1)...]
        } else {
            above = modals[...]
        }
        return above.allSatisfy(\.isWall) && isAllowed(alert: shown.alert)
    }

    // MARK: Answers

    /// *(5)* Answers the alert on screen with one of its buttons (a value of its button enum), else
    /// the topmost modal when it `answers` values of this type: it leaves, and whoever asked gets
    /// `value`; a button's `-> DEST` then opens. A value of another type, or nothing to answer,
    /// changes nothing. What the glue calls when a button is tapped, and what tests call.
    public func answer<Value>(_ value: Value) {
        if let shown = visibleAlert {
            guard let button = value as? any NavigationAlertButton, let alert = shown.alert as? any NavigationAlert,
                ObjectIdentifier(type(of: button)) == ObjectIdentifier(alert._buttonType)
            else { return }
            answer(shown, with: button.rawValue, value: value)
            return
        }
        guard let top = modals.last, !top.isWall else { return }
        answer(value, toModal: ObjectIdentifier(top))
    }

    /// Answers alert `shown` with the button whose raw value is `button`.
    func answer(_ shown: ShownAlert<Schema>, with button: String, value: Any) {
        guard shownAlert?.number == shown.number else { return }
        // Answering is a dismissal, which cancels a resolution.
        navigationAsked()
        shownAlert = nil
        finishQuestions(answering: value) { $0 == .alert(shown.number) }
        if let link = Schema._link(answering: shown.alert, with: button) {
            navigate(.link(link, shown.mode), asked: false)
        } else {
            settle()
        }
    }

    /// Answers the modal presented as `identity`, if it answers values of this type: it leaves with
    /// what stands above it (but a sign-in wall), and whoever asked gets `value`.
    func answer<Value>(_ value: Value, toModal identity: ObjectIdentifier) {
        answer(value, of: Value.self, toModal: identity)
    }

    /// `answer(_:toModal:)` for a value of type `type`.
    func answer(_ value: Any, of type: Any.Type, toModal identity: ObjectIdentifier) {
        guard let level = modals.firstIndex(where: { ObjectIdentifier($0) == identity }),
            let answers = Schema._answerType(of: modals[level].modal),
            ObjectIdentifier(answers) == ObjectIdentifier(type)
        else { return }
        navigationAsked()
        finishQuestions(answering: value) { $0 == .modal(identity) }
        removeModals(from: level)
        settle()
    }

    // MARK: Asking

    /// *(5)* Shows the question, as `present(_:)` does, and returns its answer: the button tapped
    /// (`await router.ask(.deleteChat(chatID: 1))`), or the value an answering modal gave
    /// (`await router.ask(.communityPicker)`); nil when it leaves without one — dismissed
    /// otherwise, replaced, dropped (`!C`), or its pending navigation replaced or dropped. While it
    /// waits for a condition's modal or an undetermined condition, `ask` waits with it.
    public func ask<Answer>(_ question: Question<Answer>) async -> Answer? {
        let navigation: PendingNavigation<Schema>
        if let alert = question.subject as? Schema.Alert {
            navigation = .alert(alert)
        } else if let modal = question.subject as? Schema.Modal {
            navigation = .present(modal)
        } else {
            return nil
        }
        let asked = AskedQuestion<Schema>(
            placement: .waiting(
                navigation, modalsBefore: Set(modals.map(ObjectIdentifier.init)), alertsBefore: alertNumber))
        questions.append(asked)
        navigate(navigation)
        placeQuestions()
        if !asked.isFinished {
            await withCheckedContinuation { asked.continuation = $0 }
        }
        return asked.answer as? Answer
    }

    /// After every change: an alert whose place has gone leaves; a question waiting for its
    /// navigation finds what it showed, or gets nil once that navigation is no longer pending; a
    /// question whose alert or modal has left gets nil.
    func placeQuestions() {
        if let shown = shownAlert, !alertStands(shown) { removeAlert() }
        guard !questions.isEmpty else { return }
        for question in questions {
            switch question.placement {
            case .waiting(let navigation, let modalsBefore, let alertsBefore):
                if pending == navigation { continue }
                if case .alert(let alert) = navigation, let shown = shownAlert, shown.number > alertsBefore,
                    shown.alert == alert
                {
                    question.placement = .alert(shown.number)
                } else if case .present(let modal) = navigation,
                    let shown = modals.last(where: { $0.modal == modal && !modalsBefore.contains(ObjectIdentifier($0)) }
                    )
                {
                    question.placement = .modal(ObjectIdentifier(shown))
                } else {
                    finish(question, answer: nil)
                }
            case .alert(let number):
                if shownAlert?.number != number { finish(question, answer: nil) }
            case .modal(let identity):
                if !modals.contains(where: { ObjectIdentifier($0) == identity }) { finish(question, answer: nil) }
            }
        }
        questions.removeAll(where: \.isFinished)
    }

    /// Gives `answer` to every question placed where `isPlaced` says.
    private func finishQuestions(answering answer: Any? = nil, where isPlaced: (QuestionPlacement<Schema>) -> Bool) {
        for question in questions where isPlaced(question.placement) {
            finish(question, answer: answer)
        }
        questions.removeAll(where: \.isFinished)
    }

    private func finish(_ question: AskedQuestion<Schema>, answer: Any?) {
        guard !question.isFinished else { return }
        question.isFinished = true
        question.answer = answer
        question.continuation?.resume()
        question.continuation = nil
    }

    /// Whether an alert's conditions allow it (as `keepAllowed` keeps screens).
    private func isAllowed(alert: Schema.Alert) -> Bool {
        isAllowed(Needs(alert: alert))
    }
}

/// *(5)* The alert on screen, with how it came and where it stands.
struct ShownAlert<Schema: NavigationSchema> {
    var alert: Schema.Alert
    /// The mode its buttons' destinations open in: `.push` for `present` and `ask`, a link's own.
    var mode: DeepLinkMode
    /// Its number among the alerts shown: a question tells its alert from a later equal one.
    var number: Int
    /// The modal it was shown over; nil for the tabs (or the root).
    var below: ObjectIdentifier?
}

/// *(5)* Where a question is: waiting for its navigation (with what was up before it), or shown.
enum QuestionPlacement<Schema: NavigationSchema>: Equatable {
    case waiting(PendingNavigation<Schema>, modalsBefore: Set<ObjectIdentifier>, alertsBefore: Int)
    case alert(Int)
    case modal(ObjectIdentifier)
}

/// *(5)* One `ask` waiting for its answer.
final class AskedQuestion<Schema: NavigationSchema> {
    var placement: QuestionPlacement<Schema>
    var isFinished = false
    var answer: Any?
    var continuation: CheckedContinuation<Void, Never>?

    init(placement: QuestionPlacement<Schema>) {
        self.placement = placement
    }
}
