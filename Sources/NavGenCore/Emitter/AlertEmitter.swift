/// *(5)* What a graph's alerts, dialogs and answering modals declare (SPEC §2.10, §4): `PAlert`
/// with a button enum per alert, and `Question`'s members that `ask` takes. What an alert does
/// (one at a time, answering, a button's destination opening) is the runtime's.
struct AlertEmitter {
    let context: EmitterContext

    /// The alert enum with its secret descriptions (where the graph has alerts), and the questions.
    func code() -> [SwiftCode] {
        var declarations: [[SwiftCode]] = []
        let alerts = context.graph.alerts
        if !alerts.isEmpty {
            declarations.append(alertEnum(alerts))
            declarations.append(
                SecretDescriptionEmitter(context: context).code(for: alerts, of: context.alertType))
        }
        declarations += questionExtensions()
        return [.declarations(declarations.filter { !$0.isEmpty })]
    }

    /// `Button` after the alert's name, capitalised: `deleteChat` → `DeleteChatButton`.
    static func buttonType(of alert: Screen) -> String {
        alert.name.prefix(1).uppercased() + alert.name.dropFirst() + "Button"
    }

    private func alertEnum(_ alerts: [Screen]) -> [SwiftCode] {
        let access = context.access
        let enums = ScreenEnumEmitter(context: context)
        let cases: [SwiftCode] = alerts.flatMap { alert -> [SwiftCode] in
            let urls = context.patternSummary(alert)
            return [
                .doc("`\(alert.kind.rawValue) \(alert.name)`" + (urls.isEmpty ? "" : "; URL \(urls)") + "."),
                .line("case \(context.caseDeclaration(alert))"),
            ]
        }
        let dialogs = alerts.filter { $0.kind == .dialog }
        let isDialog: SwiftCode
        if dialogs.isEmpty || dialogs.count == alerts.count {
            isDialog = .line(dialogs.isEmpty ? "false" : "true")
        } else {
            let label = "case " + dialogs.map { SwiftNaming.member($0.name) }.joined(separator: ", ") + ":"
            let cases: [(label: String, body: [SwiftCode])] = [
                (label, [.line("true")]), ("default:", [.line("false")]),
            ]
            isDialog = .switchStatement("self", cases: cases)
        }
        var members: [[SwiftCode]] = [
            cases,
            [
                .doc("Each alert value is its own identity, for `alert(isPresented:presenting:)`."),
                .line("\(access)var id: Self { self }"),
            ],
            [
                .doc("Whether it is a `dialog`, shown with `confirmationDialog`, rather than an `alert`."),
                .block("\(access)var isDialog: Bool", [isDialog]),
            ],
        ]
        members += alerts.map(buttonEnum)
        let buttonTypes: [(label: String, body: [SwiftCode])] = alerts.map { alert in
            ("case \(SwiftNaming.member(alert.name)):", [.line("\(Self.buttonType(of: alert)).self")])
        }
        members.append([
            .doc("The enum of its buttons."),
            .block(
                "\(access)var _buttonType: any \(EmitterContext.runtime("NavigationAlertButton")).Type",
                [.switchStatement("self", cases: buttonTypes)]),
        ])
        members += ConditionEmitter(context: context).conditionLists(of: alerts, shown: "shown")
        if context.hasSecretScreens { members.append(enums.secretMember(over: alerts)) }
        members += enums.urlWriter(
            for: alerts, layout: nil,
            readBack: { url, value in "\(context.deepLinkType)(url: \(url)) == .alert(\(value))" },
            readBackIdentity: .line("return nil"))
        return [
            .doc(
                """
                An alert or a confirmation dialog: a question shown over the topmost modal, answered by
                one of its buttons (`\(context.routerType).ask(_:)` returns it).
                """),
            .block(
                "\(access)enum \(context.alertType): Hashable, Sendable, Identifiable, \(EmitterContext.runtime("NavigationAlert")), \(EmitterContext.runtime("LinkedScreen"))",
                [.declarations(members)]),
        ]
    }

    /// `DeleteChatButton`: a case per button, its label and its role.
    private func buttonEnum(_ alert: Screen) -> [SwiftCode] {
        let access = context.access
        let buttons = alert.buttons
        let cases: [SwiftCode] = buttons.flatMap { button -> [SwiftCode] in
            let opens = button.destination.map { "; opens `\($0)`" } ?? ""
            return [
                .doc("`button \(button.name)`\(opens)."),
                .line("case \(SwiftNaming.identifier(button.name))"),
            ]
        }
        func flag(_ name: String, doc: String, _ holds: (AlertButton) -> Bool) -> [SwiftCode] {
            let matching = buttons.filter(holds)
            let body: String
            switch matching.count {
            case 0: body = "false"
            case 1: body = "self == \(SwiftNaming.member(matching[0].name))"
            default:
                body = "[" + matching.map { SwiftNaming.member($0.name) }.joined(separator: ", ") + "].contains(self)"
            }
            return [.doc(doc), .line("\(access)var \(name): Bool { \(body) }")]
        }
        let titles: [(label: String, body: [SwiftCode])] = buttons.map { button in
            ("case \(SwiftNaming.member(button.name)):", [.line(SwiftNaming.stringLiteral(button.title))])
        }
        return [
            .doc("The buttons of `\(alert.kind.rawValue) \(alert.name)`, in the order declared."),
            .block(
                "\(access)enum \(Self.buttonType(of: alert)): String, CaseIterable, Sendable, \(EmitterContext.runtime("NavigationAlertButton"))",
                [
                    .declarations([
                        cases,
                        [
                            .doc("The label: a localization key, as a tab's title is."),
                            .block("\(access)var title: String", [.switchStatement("self", cases: titles)]),
                        ],
                        flag("isDestructive", doc: "Whether it is declared `destructive`.") { $0.role == .destructive },
                        flag("isCancel", doc: "Whether it is declared `cancel`.") { $0.role == .cancel },
                    ])
                ]),
        ]
    }

    /// `Question`'s members: one per alert and answering modal, typed by its answer, grouped by it.
    private func questionExtensions() -> [[SwiftCode]] {
        let questions = context.graph.questions
        var order: [String] = []
        var byAnswer: [String: [Screen]] = [:]
        for question in questions {
            let answer =
                question.kind.isAlert
                ? "\(context.alertType).\(Self.buttonType(of: question))" : question.answerType?.swiftName ?? ""
            if byAnswer[answer] == nil { order.append(answer) }
            byAnswer[answer, default: []].append(question)
        }
        return order.map { answer in
            let members: [[SwiftCode]] = (byAnswer[answer] ?? []).map(questionMember)
            return [
                .block(
                    "extension \(EmitterContext.runtime("Question")) where Answer == \(answer)",
                    [.declarations(members)])
            ]
        }
    }

    /// `static func deleteChat(chatID: Int) -> Self`: its live values taken plain, and boxed.
    private func questionMember(_ question: Screen) -> [SwiftCode] {
        let access = context.access
        let type = question.kind.isAlert ? context.alertType : context.sheetType
        let what = question.kind.isAlert ? "the button tapped" : "the value it answers"
        let value = context.caseValue(question) { parameter in
            let name = SwiftNaming.identifier(parameter.name)
            guard parameter.type.isLive else { return name }
            let live = EmitterContext.runtime("Live")
            return parameter.isOptional ? "\(name).map(\(live).init)" : "\(live)(\(name))"
        }
        let made = "Self(\(type)\(value))"
        let doc = SwiftCode.doc(
            "Asks `\(question.kind.rawValue) \(question.name)`: \(what), or nil when it leaves without one.")
        guard !question.parameters.isEmpty else {
            return [doc, .line("\(access)static var \(SwiftNaming.identifier(question.name)): Self { \(made) }")]
        }
        var parameters = ""
        parameters.append(joining: question.parameters, separator: ", ") { parameter in
            let escaping = parameter.type.isCallback && !parameter.isOptional ? "@escaping " : ""
            let declared = SwiftNaming.label(parameter.name) + ": " + escaping + parameter.swiftType
            if let fallback = parameter.defaultValue { return declared + " = " + context.literal(fallback) }
            return parameter.isOptional ? declared + " = nil" : declared
        }
        // `Live` boxes on the main actor, where `ask` is called.
        let isolation = question.parameters.contains(where: \.type.isLive) ? "@MainActor " : ""
        return [
            doc,
            .line(
                "\(isolation)\(access)static func \(SwiftNaming.identifier(question.name))(\(parameters)) -> Self { \(made) }"
            ),
        ]
    }

    /// The schema's members for alerts and answering modals: the type, the conditions, what a
    /// button opens, and what a modal answers with.
    func schemaMembers() -> [[SwiftCode]] {
        let access = context.access
        var members: [[SwiftCode]] = []
        let alerts = context.graph.alerts
        let answering = context.graph.sheets.filter { $0.answerType != nil }
        if !alerts.isEmpty {
            let alert = context.alertType
            members.append([
                .doc("The alerts and dialogs."),
                .line("\(access)typealias Alert = \(alert)"),
            ])
            if context.hasConditions {
                let condition = context.conditionType
                members.append([
                    .doc("The conditions an alert is shown only under, and those it excludes."),
                    .line(
                        "\(access)static func _requiredConditions(ofAlert alert: \(alert)) -> [\(condition)] { alert.requiredConditions }"
                    ),
                    .line(
                        "\(access)static func _excludedConditions(ofAlert alert: \(alert)) -> [\(condition)] { alert.excludedConditions }"
                    ),
                ])
            }
            if alerts.contains(where: { $0.buttons.contains { $0.destination != nil } }) {
                members.append(buttonLinks(alerts))
            }
        }
        if !answering.isEmpty {
            var cases: [(label: String, body: [SwiftCode])] = answering.map { modal in
                (
                    "case \(context.casePattern(modal, binding: [])):",
                    [.line("\(modal.answerType?.swiftName ?? "Never").self")]
                )
            }
            if answering.count < context.graph.sheets.count { cases.append(("default:", [.line("nil")])) }
            members.append([
                .doc("The type of the value a modal declared `answers TYPE` answers with."),
                .block(
                    "\(access)static func _answerType(of modal: \(context.sheetType)) -> Any.Type?",
                    [.switchStatement("modal", cases: cases)]),
            ])
        }
        return members
    }

    /// `_link(answering:with:)`: per alert with a button that opens something, per such button,
    /// the link to its DEST with the alert's values.
    private func buttonLinks(_ alerts: [Screen]) -> [SwiftCode] {
        let access = context.access
        let alertLocal = context.local("alert")
        let buttonLocal = context.local("button")
        let opening = alerts.filter { $0.buttons.contains { $0.destination != nil } }
        let cases: [(label: String, body: [SwiftCode])] = opening.map { alert in
            let buttons = alert.buttons.filter { $0.destination != nil }
            var used: Set<String> = []
            let links: [(label: String, body: [SwiftCode])] = buttons.map { button in
                let (body, names) = buttonLink(button)
                used.formUnion(names)
                return ("case \(SwiftNaming.stringLiteral(button.name)):", body)
            }
            let fallback: (label: String, body: [SwiftCode]) = ("default:", [.line("return nil")])
            return (
                "case \(context.casePattern(alert, binding: used)):",
                [.switchStatement(buttonLocal, cases: links + [fallback])]
            )
        }
        var all = cases
        if cases.count < alerts.count { all.append(("default:", [.line("return nil")])) }
        return [
            .doc("The link a button opens once tapped, given its raw value; nil for one that only answers."),
            .block(
                "\(access)static func _link(answering \(alertLocal): \(context.alertType), with \(buttonLocal): String) -> \(context.deepLinkType)?",
                [.switchStatement(alertLocal, cases: all)]),
        ]
    }

    /// The statements returning `button`'s link, and the alert's parameters they read.
    private func buttonLink(_ button: AlertButton) -> (body: [SwiftCode], uses: Set<String>) {
        guard let name = button.destination, let destination = context.graph.screen(named: name),
            let link = context.graph.destinationLinks[name]
        else { return ([.line("return nil")], []) }
        var uses: Set<String> = []
        func value(of parameter: Parameter) -> String? {
            switch button.arguments.first(where: { $0.parameter == parameter.name })?.value {
            case .parameter(let source)?:
                uses.insert(source)
                return SwiftNaming.identifier(source)
            case .literal(let literal)?:
                return context.literal(literal)
            case nil:
                return nil
            }
        }
        // The screens on the way read the destination's parameters by name: each is a local.
        var locals: [SwiftCode] = []
        for parameter in destination.parameters where Self.stepsRead(parameter.name, in: link) {
            let given = value(of: parameter) ?? parameter.defaultValue.map(context.literal) ?? "nil"
            locals.append(
                .line("let \(SwiftNaming.identifier(parameter.name)): \(context.caseType(parameter)) = \(given)"))
        }
        let own = context.caseValue(destination, argument: value)
        let expression = DeepLinkEmitter(context: context).destinationExpression(
            link, screen: destination, own: own, apart: false)
        return (locals + [.line("return \(expression)")], uses)
    }

    /// Whether a screen on the way to a destination (not the destination itself) reads its
    /// parameter `name`.
    private static func stepsRead(_ name: String, in link: DeepLinkDestination) -> Bool {
        let steps: [DeepLinkStep]
        switch link {
        case .stack(_, let all): steps = Array(all.dropLast())
        case .modalStack(let modal, let all): steps = [modal] + all.dropLast()
        case .stackRoot, .modal, .resolver, .alert: return false
        }
        return steps.contains { step in
            step.arguments.contains { argument in
                switch argument.value {
                case .urlValue(let read), .urlValueOrDefault(let read, _): return read == name
                }
            }
        }
    }
}
