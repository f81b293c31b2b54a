/// *(5)* What an alert or dialog declares on its own (SPEC §2.10, §3 `invalid-alert`): at least
/// one button, at most one `cancel`, each name once, and none of what belongs to other modals
/// (`stack`, `locked`, `answers`, edges); and what `answers TYPE` declares on a sheet or cover.
enum AlertDeclarationCheck {
    /// What every generated button enum declares or inherits, which no case may be named.
    static let buttonEnumMembers: Set<String> = [
        "allCases", "title", "isDestructive", "isCancel", "rawValue", "hashValue", "init", "id",
    ]

    /// The buttons of `declaration`, an alert or dialog, their labels defaulted; each problem
    /// reported once.
    static func buttons(of declaration: ScreenSyntax, named name: String, into diagnostics: inout DiagnosticBag)
        -> [AlertButton]
    {
        let kind = declaration.kind.rawValue
        func invalid(_ what: String, at range: SourceRange) {
            diagnostics.append(.error(.invalidAlert, "\(kind) '\(name)' \(what)", at: range))
        }
        if let stack = declaration.stackKeyword {
            invalid("has no stack: it shows over the topmost screen, which keeps its own", at: stack)
        }
        if let locked = declaration.lockedKeyword {
            invalid("cannot be 'locked': it leaves once a button is tapped", at: locked)
        }
        if let answers = declaration.answers {
            invalid("answers with its buttons already; 'answers' is for a sheet or cover", at: answers.keywordRange)
        }
        for edge in declaration.edges {
            invalid(
                "has buttons instead of edges: write 'button NAME -> DEST' for a button that opens a screen",
                at: edge.keywordRange)
        }
        var buttons: [AlertButton] = []
        var seen: [String: SourceRange] = [:]
        var cancel: SourceRange?
        for button in declaration.buttons {
            if let first = seen[button.name.text] {
                diagnostics.append(
                    .redeclaration(
                        .duplicateName, "button '\(button.name.text)' of '\(name)'", name: button.name.text,
                        at: button.name.range, first: first))
                continue
            }
            seen[button.name.text] = button.name.range
            if NameRules.unusableParameterNames.contains(button.name.text)
                || buttonEnumMembers.contains(button.name.text)
            {
                diagnostics.append(
                    .error(
                        .reservedName,
                        "'\(button.name.text)' cannot name a button: the generated button enum has a member of that name",
                        at: button.name.range))
            }
            if button.role == .cancel, let role = button.roleRange {
                if let first = cancel {
                    diagnostics.append(
                        .error(
                            .invalidAlert, "\(kind) '\(name)' has two 'cancel' buttons; one cancels", at: role,
                            notes: [DiagnosticNote(range: first, message: "the first 'cancel' is here")]))
                } else {
                    cancel = role
                }
            }
            buttons.append(
                AlertButton(
                    name: button.name.text, title: button.label?.value ?? NameRules.capitalised(button.name.text),
                    role: button.role, destination: button.destination?.text, arguments: [],
                    range: button.name.range))
        }
        if declaration.buttons.isEmpty {
            invalid(
                "has no button: declare at least one in its block ({ button ok })", at: declaration.nameRange)
        }
        return buttons
    }

    /// The type a sheet or cover `answers`, or nil; on a `locked` modal or an `also sheet` route,
    /// `invalid-alert`.
    static func answerType(
        of declaration: ScreenSyntax, named name: String, types: AppTypeTable, into diagnostics: inout DiagnosticBag
    ) -> ParameterType? {
        guard let answers = declaration.answers, !declaration.kind.isAlert else { return nil }
        if declaration.alsoPresented != nil {
            diagnostics.append(
                .error(
                    .invalidAlert,
                    "a route declared 'also \(declaration.alsoPresented?.kind.rawValue ?? "sheet")' cannot answer: it is also pushed, where no one waits for its answer; declare a sheet of its own that answers",
                    at: answers.keywordRange))
            return nil
        }
        if let locked = declaration.lockedKeyword {
            diagnostics.append(
                .error(
                    .invalidAlert,
                    "\(declaration.kind.rawValue) '\(name)' cannot both answer and be 'locked': answering dismisses it",
                    at: locked))
        }
        let syntax = ParameterSyntax(name: answers.type, typeName: answers.type, isOptional: false, defaultValue: nil)
        return types.type(of: syntax, into: &diagnostics)
    }
}
