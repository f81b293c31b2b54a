/// What every part of the emitter shares: the graph, the options, the generated type names and
/// the spellings of cases, patterns and literals.
struct EmitterContext {
    let graph: NavigationGraph
    let options: EmitterOptions

    var prefix: String { graph.appName }
    // Stored, not computed: emitters spell these once per case of graphs with thousands of cases.
    let tabType: String
    let routeType: String
    let sheetType: String
    let presentationType: String
    let deepLinkType: String
    let stateType: String
    let routerType: String
    let screensType: String
    let rootViewType: String
    let modalsType: String
    let tabStackType: String
    let rootStackType: String
    let urlHandlerType: String
    /// The graph as NavGenRuntime's generic types read it (`CoffeeGraph`).
    let graphType: String
    let conditionType: String
    /// *(5)* `PResolution` and `PResolvers` (SPEC §4).
    let resolutionType: String
    let resolversType: String
    /// *(5)* `PAlert` (SPEC §4).
    let alertType: String
    let pendingNavigationType: String
    /// A module's exits (`StatusExit`) and what its views navigate with (`StatusNavigator`).
    let exitType: String
    let navigatorType: String

    /// `public ` or nothing.
    var access: String { options.access.modifier }
    var hasTabs: Bool { graph.hasTabs }
    var hasModals: Bool { !graph.sheets.isEmpty }
    /// Whether some modal has a navigation stack of its own.
    let hasModalStacks: Bool

    /// Every parameter name in the graph: generated locals must not be shadowed by one.
    let parameterNames: Set<String>

    init(graph: NavigationGraph, options: EmitterOptions) {
        self.graph = graph
        self.options = options
        parameterNames = Set(
            (graph.routes + graph.modals + graph.resolvers + graph.alerts).flatMap { $0.parameters.map(\.name) })
        let prefix = graph.appName
        tabType = prefix + "Tab"
        routeType = prefix + "Route"
        sheetType = prefix + "Sheet"
        presentationType = prefix + "Presentation"
        hasModalStacks = graph.sheets.contains(where: \.hasStack)
        deepLinkType = prefix + "DeepLink"
        stateType = prefix + "NavigationState"
        routerType = prefix + "Router"
        screensType = prefix + "Screens"
        rootViewType = prefix + "RootView"
        modalsType = prefix + "Modals"
        tabStackType = prefix + "TabStack"
        rootStackType = prefix + "RootStack"
        urlHandlerType = prefix + "URLHandler"
        graphType = prefix + "Graph"
        conditionType = prefix + "Condition"
        resolutionType = prefix + "Resolution"
        resolversType = prefix + "Resolvers"
        alertType = prefix + "Alert"
        pendingNavigationType = prefix + "PendingNavigation"
        exitType = prefix + "Exit"
        navigatorType = prefix + "Navigator"
    }

    var hasConditions: Bool { !graph.conditions.isEmpty }
    /// A module's graph (SPEC §2.8): its file declares the module's screens and exits, and the
    /// app's file does the rest.
    var isModule: Bool { graph.module != nil }

    /// The keyword a screen is declared with: a module's root screens are `screen`s, kept as tabs.
    func keyword(of screen: Screen) -> String {
        screen.kind == .tab && isModule ? "screen" : screen.kind.rawValue
    }
    /// The modules an app's graph uses that have routes, and those that have modals: each is a
    /// case of the app's route or sheet enum.
    var modulesWithRoutes: [ComposedModule] { graph.modules.filter { !$0.routes.isEmpty } }
    var modulesWithModals: [ComposedModule] { graph.modules.filter { !$0.modals.isEmpty } }
    /// The modules that are cases of the route enum (`forRoutes`) or of the sheet enum, in `use`
    /// order: they follow the app's own cases, as the composed graph's screens do.
    func moduleCases(forRoutes: Bool) -> [ComposedModule] {
        forRoutes ? modulesWithRoutes : modulesWithModals
    }
    /// Whether some condition has no modal (`condition NAME` without `present`): then
    /// `PCondition.modal` is optional, nil for it.
    var hasConditionsWithoutModal: Bool { graph.conditions.contains { $0.modal == nil } }
    /// Whether some modal is `locked`.
    var hasLockedModals: Bool { graph.modals.contains(where: \.isLocked) }
    /// Whether some modal has a live parameter: `dismiss(_:)` then matches modals by their other
    /// values (the enum's `isSame(as:)`, which the schema's `_isSameModal(_:as:)` calls).
    var modalsHaveLiveValues: Bool { graph.sheets.contains { $0.parameters.contains(where: \.type.isLive) } }
    /// Whether some route, modal or resolver is `secret`.
    var hasSecretScreens: Bool {
        (graph.routes + graph.modals + graph.resolvers + graph.alerts).contains(where: \.isSecret)
    }
    /// *(5)* Whether the graph has resolvers (SPEC §2.9).
    var hasResolvers: Bool { !graph.resolvers.isEmpty }
    /// *(5)* Whether the graph has alerts or dialogs (SPEC §2.10).
    var hasAlerts: Bool { !graph.alerts.isEmpty }

    /// A type of NavGenRuntime's, written with its module so that no app type of the same name
    /// (a graph's `import` brings the app's types in) hides it.
    static func runtime(_ name: String) -> String {
        "NavGenRuntime." + name
    }

    /// A local name for generated code that no parameter of the graph can shadow.
    func local(_ base: String) -> String {
        SwiftNaming.fresh(base, avoiding: parameterNames)
    }

    // MARK: Switches

    /// Above this many cases with associated values, Swift (6.x) gives up proving a `switch`
    /// exhaustive ("unable to check that this switch is exhaustive in reasonable time"; near 700
    /// cases, and superlinear well before). Larger switches need a `default`.
    static let exhaustiveSwitchLimit = 200

    /// Above this many cases, a route or modal enum writes `Hashable` and `Codable` out from a
    /// table of its cases (`CaseLayoutEmitter`) instead of letting Swift synthesize them, and its
    /// `url` reads the table. Swift's synthesized conformances cost compile time beyond linear in
    /// the number of cases: at 100 routes they were two thirds of the file's `-Onone` build, which
    /// the table cuts from 2.9 s to 1.3 s; at 30 the two cost the same (docs/performance.md).
    static let tableLayoutLimit = 32

    /// A `switch` over one of the generated enums, listing every case. Past
    /// `exhaustiveSwitchLimit` cases, the last case is handled by a `default` instead: a
    /// `default` after every case would draw "default will never be executed". A last case that
    /// binds values re-binds them with `guard case`, whose `fallback` cannot run.
    func switchOverEveryCase(
        _ subject: String, caseCount: Int, cases: [(label: String, body: [SwiftCode])], fallback: [SwiftCode]
    ) -> SwiftCode {
        guard caseCount > Self.exhaustiveSwitchLimit, let last = cases.last, last.label.hasPrefix("case "),
            last.label.hasSuffix(":")
        else {
            return .switchStatement(subject, cases: cases)
        }
        let patterns = String(last.label.dropFirst("case ".count).dropLast())
        var body: [SwiftCode] = [
            .comment("The last case, as the default: Swift cannot prove a switch this large exhaustive.")
        ]
        if patterns.contains("let ") {
            body.append(.line("guard case \(patterns) = \(subject) else {"))
            body.append(.indented(fallback))
            body.append(.line("}"))
        }
        return .switchStatement(subject, cases: cases.dropLast(), last: ("default:", body + last.body))
    }

    /// Cases per function when a numbered switch is split (`numberedSwitchFunction`), and
    /// statements per function when statements are (`statementGroups`). Swift 6.3's optimizer
    /// (its copy-on-write array pass) analyses the whole function once for every loop it finds,
    /// and at that stage each case's literals still bring loops of their own (about six per
    /// `addLayouts` statement): a function's `-O` cost grows with the square of its cases. At 100
    /// a 1,000-route graph's `-O` build took 165 s, at 20 it takes 31 s (docs/performance.md).
    /// Each group is `@inline(never)`: otherwise the optimizer inlines them all back into the one
    /// function that calls them, which is then as large as before the split.
    static let numberedCasesPerFunction = 20

    /// `static func name signature` whose body is `switch subject` over the case numbers
    /// `0..<cases.count`, and `fallback` for any other number. Past `exhaustiveSwitchLimit`
    /// cases it dispatches on groups of `numberedCasesPerFunction` instead, each group a function
    /// of its own (`name0`, `name1`, …): the compiler's cost for one function grows faster than
    /// its size (docs/performance.md). `arguments` passes the parameters on.
    func numberedSwitchFunction(
        doc: String, access: String, name: String, signature: String, arguments: String, subject: String,
        cases: [(label: String, body: [SwiftCode])], fallback: [SwiftCode]
    ) -> [[SwiftCode]] {
        let otherwise = (label: "default:", body: fallback)
        guard cases.count > Self.exhaustiveSwitchLimit else {
            return [
                [
                    .doc(doc),
                    .block(
                        "\(access)static func \(name)\(signature)",
                        [.switchStatement(subject, cases: cases, last: otherwise)]),
                ]
            ]
        }
        let size = Self.numberedCasesPerFunction
        let call = signature.contains(" throws") ? "return try" : "return"
        let groups = Self.groups(of: cases)
        let dispatch = groups.indices.map { group in
            (label: "case \(group):", body: [SwiftCode.line("\(call) \(name)\(group)(\(arguments))")])
        }
        var functions: [[SwiftCode]] = [
            [
                .doc(doc + " The cases are split \(size) to a function."),
                .block(
                    "\(access)static func \(name)\(signature)",
                    [.switchStatement("\(subject) / \(size)", cases: dispatch, last: otherwise)]),
            ]
        ]
        for (group, groupCases) in groups.enumerated() {
            functions.append([
                .doc("`\(name)` for \(subject) \(groupCases.startIndex) to \(groupCases.endIndex - 1)."),
                .line("@inline(never)"),
                .block(
                    "private static func \(name)\(group)\(signature)",
                    [.switchStatement(subject, cases: groupCases, last: otherwise)]),
            ])
        }
        return functions
    }

    /// The statements of each of `items` that build up `variable` of `type`, for the function
    /// that builds it: the statements themselves, or past `exhaustiveSwitchLimit` items, one call
    /// per function of `numberedCasesPerFunction` items' statements (`name0(to:)`, …), and those
    /// functions. One function of thousands of statements costs the compiler's code generation
    /// time beyond linear.
    func statementGroups(_ items: [[SwiftCode]], variable: String, type: String, name: String, items itemName: String)
        -> (calls: [SwiftCode], functions: [[SwiftCode]])
    {
        guard items.count > Self.exhaustiveSwitchLimit else { return (items.flatMap { $0 }, []) }
        var calls: [SwiftCode] = []
        var functions: [[SwiftCode]] = []
        for (group, groupItems) in Self.groups(of: items).enumerated() {
            calls.append(.line("\(name)\(group)(to: &\(variable))"))
            functions.append([
                .doc(
                    "\(itemName.prefix(1).uppercased() + itemName.dropFirst()) \(groupItems.startIndex) to \(groupItems.endIndex - 1)."
                ),
                .line("@inline(never)"),
                .block("private static func \(name)\(group)(to \(variable): inout \(type))", groupItems.flatMap { $0 }),
            ])
        }
        return (calls, functions)
    }

    /// `items` in consecutive groups of `numberedCasesPerFunction`, the last one shorter.
    private static func groups<Item>(of items: [Item]) -> [ArraySlice<Item>] {
        stride(from: 0, to: items.count, by: numberedCasesPerFunction).map {
            items[$0..<min($0 + numberedCasesPerFunction, items.count)]
        }
    }

    /// Above this many screens, Swift (6.x) cannot build the generic signature of a protocol with
    /// one associated view type per screen ("rule count limit exceeded", near 650), so the
    /// Screens requirements return `AnyView` instead.
    static let associatedViewTypeLimit = 500

    var screenCount: Int { graph.stackRoots.count + graph.routes.count + graph.modals.count }
    var erasesScreenViews: Bool { screenCount > Self.associatedViewTypeLimit }

    // MARK: Cases

    // Each of these is written once per case of every large switch: into one string, without
    // arrays of pieces.

    /// `menuItem(id: Int, source: String? = nil)`: optional parameters default to nil, defaulted ones to their value.
    /// `name` is the case's when it is not the screen's (a resolver's outcome, `statusDetail`).
    func caseDeclaration(_ screen: Screen, named name: String? = nil) -> String {
        var text = SwiftNaming.identifier(name ?? screen.name)
        guard !screen.parameters.isEmpty else { return text }
        text += "("
        text.append(joining: screen.parameters, separator: ", ") { parameter in
            let declared = SwiftNaming.label(parameter.name) + ": " + caseType(parameter)
            if let value = parameter.defaultValue { return declared + " = " + literal(value) }
            return parameter.isOptional ? declared + " = nil" : declared
        }
        return text + ")"
    }

    /// `.promo(let code, _)`, binding the parameters in `used` and ignoring the others. `name` is
    /// the case's when it is not the screen's (a resolver's outcome, `statusDetail`).
    func casePattern(_ screen: Screen, binding used: Set<String>? = nil, named name: String? = nil) -> String {
        guard screen.parameters.contains(where: { used?.contains($0.name) ?? true }) else {
            return name.map { "." + SwiftNaming.identifier($0) } ?? SwiftNaming.member(screen.name)
        }
        var text = "." + SwiftNaming.identifier(name ?? QualifiedName.ownName(screen.name)) + "("
        text.append(joining: screen.parameters, separator: ", ") { parameter in
            used?.contains(parameter.name) ?? true ? "let " + SwiftNaming.identifier(parameter.name) : "_"
        }
        return name == nil ? SwiftNaming.inModuleCase(screen.name, text + ")") : text + ")"
    }

    /// `.menuItem(id: id)`, with the argument expression `argument` gives each parameter;
    /// parameters it gives none are left to their defaults.
    func caseValue(_ screen: Screen, argument: (Parameter) -> String?) -> String {
        // A case with parameters, all left to their defaults, is still called: `.library()`.
        guard !screen.parameters.isEmpty else { return SwiftNaming.member(screen.name) }
        var text = "." + SwiftNaming.identifier(QualifiedName.ownName(screen.name)) + "("
        var separator = ""
        for parameter in screen.parameters {
            guard let value = argument(parameter) else { continue }
            text += separator + SwiftNaming.label(parameter.name) + ": " + value
            separator = ", "
        }
        return SwiftNaming.inModuleCase(screen.name, text + ")")
    }

    /// `id: Int, source: String?` for a screen's function in `PScreens`: a live value as the
    /// screen receives it (`post: PostModel`), a required callback `@escaping`.
    func parameterList(_ screen: Screen) -> String {
        var text = ""
        text.append(joining: screen.parameters, separator: ", ") { parameter in
            let escaping = parameter.type.isCallback && !parameter.isOptional ? "@escaping " : ""
            return SwiftNaming.label(parameter.name) + ": " + escaping + parameter.swiftType
        }
        return text
    }

    /// `parameterList(_:)`, and *(5)* for a modal that answers, `answer: NavGenRuntime.Answer<T>`
    /// last: a screen's function in `PScreens` (SPEC §2.10).
    func viewParameterList(_ screen: Screen) -> String {
        guard let answer = screen.answerType else { return parameterList(screen) }
        let parameters = parameterList(screen)
        return parameters + (parameters.isEmpty ? "" : ", ") + "answer: " + Self.runtime("Answer") + "<"
            + answer.swiftName + ">"
    }

    /// Each parameter passed on under its own name, a live one unboxed: `id: id, post: post.value`.
    func forwardedArguments(_ screen: Screen) -> String {
        var text = ""
        text.append(joining: screen.parameters, separator: ", ") { parameter in
            let name = SwiftNaming.identifier(parameter.name)
            let value = parameter.type.isLive ? name + (parameter.isOptional ? "?.value" : ".value") : name
            return SwiftNaming.label(parameter.name) + ": " + value
        }
        return text
    }

    /// A parameter's type in a route's or modal's case: a live value in the runtime's box
    /// (`NavGenRuntime.Live<PostModel>`), which keeps the enum `Hashable`, `Codable` and `Sendable`.
    func caseType(_ parameter: Parameter) -> String {
        guard parameter.type.isLive else { return parameter.swiftType }
        return Self.runtime("Live") + "<" + parameter.type.swiftName + ">" + (parameter.isOptional ? "?" : "")
    }

    /// A default value as a Swift literal of its type; a UUID is written as its bytes, so it needs no force unwrap.
    func literal(_ value: DefaultValue) -> String {
        switch value {
        case .int(let number): return String(number)
        case .double(let number): return "\(number)"
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text): return SwiftNaming.stringLiteral(text)
        case .uuid(let text):
            let hex = Array(text.utf8.filter { $0 != UInt8(ascii: "-") })
            let bytes = stride(from: 0, to: hex.count, by: 2).map {
                "0x" + String(decoding: hex[$0..<$0 + 2], as: UTF8.self).uppercased()
            }
            return "UUID(uuid: (\(bytes.joined(separator: ", "))))"
        // Checked to be an absolute URL that `URL(string:)` reads (SPEC §2.4's grammar).
        case .url(let text): return "URL(string: \(SwiftNaming.stringLiteral(text)))!"
        case .emptyArray: return "[]"
        }
    }

    /// How a doc comment names a screen's URL patterns: `` `/menu/:id` `` or nothing.
    func patternSummary(_ screen: Screen) -> String {
        screen.urlPatterns.map { "`\(SwiftNaming.commentText($0.text))`" }.joined(separator: ", ")
    }
}
