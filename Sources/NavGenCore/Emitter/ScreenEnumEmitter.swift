/// The three value-typed screen enums of SPEC §4: `PTab`, `PRoute` and `PSheet`.
struct ScreenEnumEmitter {
    let context: EmitterContext
    /// Which patterns' links must be read back.
    private let claims: WrittenLinkClaims
    /// The route and sheet enums' tables of cases, made once: the enum, its `Parts` and its
    /// members all read them.
    private let routeLayout: CaseLayoutEmitter?
    private let sheetLayout: CaseLayoutEmitter?

    init(context: EmitterContext) {
        self.context = context
        claims = WrittenLinkClaims(graph: context.graph)
        routeLayout = Self.largeEnumLayout(context.graph.routes, context: context)
        sheetLayout = Self.largeEnumLayout(context.graph.sheets, context: context)
    }

    // MARK: PTab

    func tabEnum() -> [SwiftCode] {
        let tabs = context.graph.stackRoots
        let access = context.access
        let cases = tabs.map { SwiftCode.line("case \(SwiftNaming.identifier($0.name))") }
        let title = SwiftCode.switchStatement(
            "self",
            cases: tabs.map {
                ("case \(SwiftNaming.member($0.name)):", [.line(SwiftNaming.stringLiteral($0.title))])
            })
        let image = SwiftCode.switchStatement(
            "self",
            cases: tabs.map {
                ("case \(SwiftNaming.member($0.name)):", [.line(SwiftNaming.stringLiteral($0.systemImage))])
            })
        let url = SwiftCode.switchStatement(
            "self",
            cases: tabs.map { tab in
                (
                    "case \(SwiftNaming.member(tab.name)):",
                    [
                        .line(
                            tab.urlPatterns.first.map {
                                urlExpression(
                                    for: $0, patterns: "\(context.deepLinkType).patterns", audience: ".preferred"
                                ).expression + ".url"
                            } ?? "nil")
                    ]
                )
            })
        return [
            .doc("The tabs of \(context.prefix)'s tab bar, in the order they appear."),
            .block(
                "\(access)enum \(context.tabType): String, Hashable, CaseIterable, Codable, Sendable, \(EmitterContext.runtime("TabBarTab"))",
                [
                    .declarations(
                        [
                            cases,
                            [.doc("The title shown in the tab bar."), .block("\(access)var title: String", [title])],
                            [
                                .doc("The SF Symbol shown in the tab bar."),
                                .block("\(access)var systemImage: String", [image]),
                            ],
                            [
                                .doc(
                                    "The URL that opens this tab at its root (its first pattern), or nil when it has none."
                                ),
                                .block("\(access)var url: URL?", [url]),
                            ],
                        ] + ConditionEmitter(context: context).conditionLists(of: tabs))
                ]),
        ]
    }

    // MARK: PRoute

    /// Built member by member: at thousands of routes each part is large.
    func routeEnum() -> SplitDeclaration {
        let routes = context.graph.routes
        let context = context
        var members: [@Sendable () -> [[SwiftCode]]] = [
            { [Self.caseLines(routes, context: context, forRoutes: true)] }
        ]
        if routes.isEmpty {
            // Swift cannot synthesize Codable for an enum without cases.
            members.append {
                [
                    [
                        .doc("A graph without routes has no route to decode."),
                        .block(
                            "\(context.access)init(from decoder: any Decoder) throws",
                            [
                                .line(
                                    "throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: \"no routes\"))"
                                )
                            ]),
                    ],
                    [
                        .doc("Nothing to encode: the graph has no routes."),
                        .line("\(context.access)func encode(to encoder: any Encoder) throws {}"),
                    ],
                ]
            }
        }
        let layout = routeLayout
        if let layout {
            members += largeEnumMembers(layout, of: context.routeType)
        }
        if layout == nil, LiveCodingEmitter.needsWrittenCoding(routes) || !context.modulesWithRoutes.isEmpty {
            members.append { LiveCodingEmitter(context: context).members(for: routes) }
        }
        if context.hasConditions {
            members.append { ConditionEmitter(context: context).conditionLists(of: routes) }
        }
        if context.hasSecretScreens {
            members.append { [self] in [secretMember(over: routes)] }
        }
        // A module's links are the app's to write, with the app's schemes and hosts.
        if !context.isModule {
            members.append { [self] in
                urlWriter(
                    for: routes, layout: layout,
                    readBack: { url, value in "\(context.deepLinkType)(url: \(url))?.lastRoute == \(value)" },
                    readBackIdentity: .line(
                        "return patternURLs(for: audience).lazy.compactMap { $0 }.first { \(context.deepLinkType)(url: $0)?.lastRoute?.identity == identity }"
                    ))
            }
        }
        let linked = context.isModule ? "" : ", " + EmitterContext.runtime("LinkedScreen")
        return SplitDeclaration(
            doc: [.doc("A screen pushed onto a navigation stack, with its parameters.")],
            declaration: "\(context.access)enum \(context.routeType): Hashable, Codable, Sendable\(linked)",
            members: members)
    }

    // MARK: PSheet

    func sheetEnum() -> [SwiftCode] {
        let modals = context.graph.sheets
        let access = context.access
        let cases = Self.caseLines(modals, context: context, forRoutes: false)
        let layout = sheetLayout
        let conformances =
            context.isModule
            ? "Hashable, Codable, Sendable, Identifiable"
            : "Hashable, Codable, Sendable, Identifiable, \(EmitterContext.runtime("NavigationModal")), \(EmitterContext.runtime("LinkedScreen"))"
        let writer =
            context.isModule
            ? []
            : urlWriter(
                for: modals, layout: layout,
                readBack: { url, value in "\(context.deepLinkType)(url: \(url)) == .sheet(\(value))" },
                readBackIdentity: .enclosed(
                    "return patternURLs(for: audience).lazy.compactMap { $0 }.first { url in",
                    [
                        .line(
                            "guard case .sheet(let sheet)? = \(context.deepLinkType)(url: url) else { return false }"
                        ),
                        .line("return sheet.identity == identity"),
                    ]))
        return [
            .doc(
                "A modal screen: a sheet, or a cover shown full screen. `\(context.presentationType)` pairs one with its own navigation stack."
            ),
            .block(
                "\(access)enum \(context.sheetType): \(conformances)",
                [
                    .declarations(
                        [
                            cases,
                            [
                                .doc(
                                    "Each modal value is its own identity, for `sheet(item:)` and `fullScreenCover(item:)`."
                                ),
                                .line("\(access)var id: Self { self }"),
                            ],
                            flagMember(
                                "isFullScreen", over: modals,
                                doc:
                                    "Whether it is a `cover`, shown with `fullScreenCover(item:)` instead of `sheet(item:)`."
                            ) { $0.kind == .cover },
                            flagMember(
                                "hasStack", over: modals,
                                doc: "Whether it has a navigation stack of its own: it pushes routes, shown inside it.",
                                \.hasStack),
                        ]
                            + (context.hasLockedModals
                                ? [
                                    flagMember(
                                        "isLocked", over: modals,
                                        doc:
                                            "Whether it is `locked`: it holds unsaved work, and navigations that would take it away wait until it leaves.",
                                        \.isLocked)
                                ] : [])
                            + sameModalMember(modals, layout: layout)
                            + (context.hasSecretScreens ? [secretMember(over: modals)] : [])
                            + (layout.map { largeEnumMembers($0, of: context.sheetType).flatMap { $0() } } ?? [])
                            + writer
                            + ConditionEmitter(context: context).conditionLists(of: modals)
                            + (layout == nil
                                && (LiveCodingEmitter.needsWrittenCoding(modals) || !context.modulesWithModals.isEmpty)
                                ? LiveCodingEmitter(context: context).members(for: modals) : []))
                ]),
        ]
    }

    /// `isSame(as:)` for a modal enum with live values: the same case and values, live ones aside.
    private func sameModalMember(_ modals: [Screen], layout: CaseLayoutEmitter?) -> [[SwiftCode]] {
        guard context.modalsHaveLiveValues else { return [] }
        let doc = SwiftCode.doc(
            "Whether two values are the same presentation for `dismiss(_:)`: the same case and values, live ones aside."
        )
        let declaration = "fileprivate func isSame(as other: Self) -> Bool"
        if layout != nil {
            return [[doc, .line("\(declaration) { identity.withoutLiveValues == other.identity.withoutLiveValues }")]]
        }
        let cases = modals.filter { $0.parameters.contains(where: \.type.isLive) }.map { screen in
            let name = SwiftNaming.member(screen.name)
            let kept = screen.parameters.filter { !$0.type.isLive }
            func pattern(_ side: String) -> String {
                guard !kept.isEmpty else { return name }
                return name + "("
                    + screen.parameters.map { $0.type.isLive ? "_" : "let \(SwiftNaming.identifier($0.name + side))" }
                    .joined(separator: ", ") + ")"
            }
            let comparison =
                kept.isEmpty
                ? "true"
                : kept.map { "\(SwiftNaming.identifier($0.name + "1")) == \(SwiftNaming.identifier($0.name + "2"))" }
                    .joined(separator: " && ")
            return (label: "case (\(pattern("1")), \(pattern("2"))):", body: [SwiftCode.line("return \(comparison)")])
        }
        return [
            [
                doc,
                .block(
                    declaration,
                    [
                        .switchStatement(
                            "(self, other)",
                            // One case, with live values: the pairs are all listed.
                            cases: cases
                                + (modals.count == 1
                                    ? []
                                    : [
                                        (
                                            "default:",
                                            [
                                                .line(
                                                    cases.count == modals.count
                                                        ? "return false" : "return self == other")
                                            ]
                                        )
                                    ]))
                    ]),
            ]
        ]
    }

    /// `var name: Bool`, true for the screens that `holds`.
    private func flagMember(_ name: String, over screens: [Screen], doc: String, _ holds: (Screen) -> Bool)
        -> [SwiftCode]
    {
        [.doc(doc), .block("\(context.access)var \(name): Bool", [whetherSwitch(over: screens, holds)])]
    }

    func secretMember(over screens: [Screen]) -> [SwiftCode] {
        flagMember(
            "isSecret", over: screens, doc: "Whether it is `secret`: never saved, its values never printed.",
            \.isSecret)
    }

    /// `switch self` with one case for the screens that `holds` and one for the others (or the
    /// answer alone when it is the same for all).
    private func whetherSwitch(over screens: [Screen], _ holds: (Screen) -> Bool) -> SwiftCode {
        let yes = screens.filter(holds)
        let no = screens.filter { !holds($0) }
        if yes.isEmpty || no.isEmpty { return .line(yes.isEmpty ? "false" : "true") }
        let cases = [(yes, "true"), (no, "false")].map { group, answer in
            (
                label: "case \(group.map { SwiftNaming.member($0.name) }.joined(separator: ", ")):",
                body: [SwiftCode.line(answer)]
            )
        }
        return context.switchOverEveryCase("self", caseCount: screens.count, cases: cases, fallback: [.line("false")])
    }

    /// The case lines of a route or sheet enum with their docs: the app's own screens, then a
    /// case per module that has screens of the kind (`case status(StatusRoute)`).
    static func caseLines(_ screens: [Screen], context: EmitterContext, forRoutes: Bool) -> [SwiftCode] {
        let own = screens.filter { !QualifiedName.isModuleScreen($0.name) }.flatMap { screen -> [SwiftCode] in
            if screen.isPresentedRoute {
                // The route's patterns open the pushed form; its link is the route's.
                return [
                    .doc("`route \(screen.name) also \(screen.kind.rawValue)`: the route, presented."),
                    .line("case \(context.caseDeclaration(screen))"),
                ]
            }
            let urls = context.isModule ? "" : context.patternSummary(screen)
            let also = screen.alsoPresentedAs.map { " also \($0.rawValue)" } ?? ""
            let doc = "`\(screen.kind.rawValue) \(screen.name)\(also)`" + (urls.isEmpty ? "." : "; URL \(urls).")
            return [.doc(doc), .line("case \(context.caseDeclaration(screen))")]
        }
        let modules = context.moduleCases(forRoutes: forRoutes).flatMap { module -> [SwiftCode] in
            let description = module.description
            return [
                .doc("A screen of module `\(description.name)`, imported from `\(description.swiftModule)`."),
                .line(
                    "case \(SwiftNaming.identifier(description.memberName))(\(forRoutes ? description.routeType : description.sheetType))"
                ),
            ]
        }
        return own + modules
    }

    /// The table of cases for an enum past `EmitterContext.tableLayoutLimit` cases, or nil. An
    /// app's enums with modules' cases keep Swift's conformances: the modules' screens are few
    /// cases of the app's enum, however many the modules have.
    private static func largeEnumLayout(_ screens: [Screen], context: EmitterContext) -> CaseLayoutEmitter? {
        guard screens.count > EmitterContext.tableLayoutLimit, context.graph.modules.isEmpty else { return nil }
        return CaseLayoutEmitter(context: context, identity: EnumIdentityEmitter(context: context, screens: screens))
    }

    /// `Hashable` and `Codable` written out, and the table of cases they and the URL read, as
    /// parts that can be built apart.
    private func largeEnumMembers(_ layout: CaseLayoutEmitter, of type: String) -> [@Sendable () -> [[SwiftCode]]] {
        let context = context
        let parts = Self.partsType(of: type)
        let aliases: [[SwiftCode]] = [
            [.doc("Declared in `\(parts)`.")]
                + Self.partTypes(layout).map { part in
                    .line("private typealias \(part.name) = \(parts).\(part.name)")
                }
        ]
        return [
            { aliases }, layout.identity.members, layout.members,
            { EnumCodingEmitter(context: context).members(identity: layout.identity) },
        ]
    }

    /// `PRouteParts` for the route enum past `EmitterContext.tableLayoutLimit` cases, else nil.
    func routeParts() -> [SwiftCode]? {
        routeLayout.map { partsDeclaration($0, of: context.routeType) }
    }

    /// `PSheetParts` for the sheet enum past `EmitterContext.tableLayoutLimit` cases, else nil.
    func sheetParts() -> [SwiftCode]? {
        sheetLayout.map { partsDeclaration($0, of: context.sheetType) }
    }

    /// The types a large enum's tables are made of, by name, in the order they are declared.
    private static func partTypes(_ layout: CaseLayoutEmitter) -> [(name: String, code: [SwiftCode])] {
        layout.identity.partTypes() + layout.partTypes()
    }

    /// The name of the enum that holds `type`'s parts.
    static func partsType(of type: String) -> String {
        type + "Parts"
    }

    /// The types a large enum's tables are made of, declared beside it rather than in it: LLVM's
    /// call graph walks the metadata of every type a function names, and a nested type's leads to
    /// the enclosing enum's thousands of cases, so each of the tables' functions would walk them
    /// all (docs/performance.md).
    private func partsDeclaration(_ layout: CaseLayoutEmitter, of type: String) -> [SwiftCode] {
        [
            .doc(
                "The types `\(type)`'s tables are made of, outside it so that their metadata is small: the compiler walks it from every function of the tables."
            ),
            .block(
                "fileprivate enum \(Self.partsType(of: type))",
                [
                    .declarations(Self.partTypes(layout).map(\.code))
                ]),
        ]
    }

    // MARK: URLs

    /// `_url(for:)` of routes or modals, behind the runtime's `url`, `url(scheme:)` and
    /// `url(host:)` (`LinkedScreen`): the first of the screen's patterns that can carry the
    /// value and whose URL reads back as it (SPEC §2.4), so that a value's URL is never one that
    /// opens something else. A pattern that another might claim is read back with `readBack`
    /// (given the URL's and the value's expressions); the others are written without reading them
    /// again (`WrittenLinkClaims`). Each pattern is a statement of its own: one expression of
    /// every pattern would cost the type checker time beyond linear in their number. With a
    /// `layout` (a large enum) the patterns are read from its table instead of a switch, and read
    /// back.
    /// `readBackIdentity` is what a large enum with live values returns: the first pattern URL
    /// that reads back as `identity`, the value's own with its live values left out.
    func urlWriter(
        for screens: [Screen], layout: CaseLayoutEmitter?,
        readBack: @escaping (_ url: String, _ value: String) -> String, readBackIdentity: SwiftCode
    ) -> [[SwiftCode]] {
        let access = context.access
        let withURLs = screens.filter { !$0.urlPatterns.isEmpty }
        // *(5)* A route's presented form writes the route's link (SPEC §2.3).
        let presented = screens.filter { $0.isPresentedRoute && hasURL(route: $0) }
        let withoutURLs = screens.filter { $0.urlPatterns.isEmpty && !($0.isPresentedRoute && hasURL(route: $0)) }
        let kind =
            screens.first.map {
                $0.kind == .route || $0.kind == .resolver ? $0.kind.rawValue : $0.kind.isAlert ? "alert" : "modal"
            } ?? "modal"
        let audienceType = EmitterContext.runtime("LinkAudience")
        // Not `audience`, where a case binds a parameter of that name.
        let audience = context.local("audience")
        let routeLinks: [(label: String, body: [SwiftCode])] = presented.map { screen in
            (
                "case \(context.casePattern(screen)):",
                [
                    .line(
                        "return \(context.routeType)\(context.caseValue(screen) { SwiftNaming.identifier($0.name) })._url(for: \(audience))"
                    )
                ]
            )
        }
        guard !withURLs.isEmpty else {
            if !presented.isEmpty {
                return [
                    [
                        .doc(
                            "The link for `audience`: a route's presented form has its route's, the other modals none."),
                        .block(
                            "\(access)func _url(for \(audience): \(audienceType)) -> URL?",
                            [
                                // The other modals have no link: one `default` for them.
                                routeLinks.count == screens.count
                                    ? context.switchOverEveryCase(
                                        "self", caseCount: screens.count, cases: routeLinks,
                                        fallback: [.line("return nil")])
                                    : .switchStatement(
                                        "self", cases: routeLinks,
                                        last: (label: "default:", body: [.line("return nil")]))
                            ]),
                    ]
                ]
            }
            return [
                [
                    .doc("No pattern writes a link: the graph gives no \(kind) a URL."),
                    .line("\(access)func _url(for _: \(audienceType)) -> URL? { nil }"),
                ]
            ]
        }
        let writerDoc =
            "The link for `audience`: the first of the \(kind)'s patterns that answers there, can carry the value and reads back as it"
            + (presented.isEmpty ? "." : "; a route's presented form has its route's.")
        if let layout {
            // Live values are left out of a URL, and so out of what it reads back as.
            var body: [SwiftCode] =
                layout.identity.hasLiveSlots
                ? [.line("let identity = identity.withoutLiveValues"), readBackIdentity]
                : [
                    .line(
                        (presented.isEmpty ? "" : "return ")
                            + "patternURLs(for: audience).lazy.compactMap { $0 }.first { \(readBack("$0", "self")) }")
                ]
            if !presented.isEmpty {
                body.insert(
                    .switchStatement("self", cases: routeLinks + [(label: "default:", body: [.line("break")])]), at: 0)
                // The table's code reads `audience`; the switch's cases may bind a parameter so named.
                if audience != "audience" { body.insert(.line("let \(audience) = audience"), at: 0) }
            }
            return [
                [.doc(writerDoc), .block("\(access)func _url(for audience: \(audienceType)) -> URL?", body)],
                layout.patternURLs(),
            ]
        }
        let patterns = context.local("patterns")
        let writer = context.local("writer")
        let link = context.local("link")
        var cases: [(label: String, body: [SwiftCode])] = withURLs.map { screen in
            // A URL leaves live values out: it is the URL of the same value with them nil, and
            // reads back as that value.
            let live = screen.parameters.filter(\.type.isLive)
            let value =
                live.isEmpty
                ? "self"
                : context.caseValue(screen) { parameter in
                    parameter.type.isLive ? "nil" : SwiftNaming.identifier(parameter.name)
                }
            var readsBack = false
            var used: Set<String> = []
            var statements: [SwiftCode] = []
            for (index, pattern) in screen.urlPatterns.enumerated() {
                let needed = claims.needsReadBack(pattern, parameters: screen.parameters)
                readsBack = readsBack || needed
                let written = urlWriting(
                    for: pattern, of: screen, patterns: patterns, writer: writer, audience: audience)
                used.formUnion(written.used)
                // The parameters a pattern leaves out are checked on one line: one condition.
                var conditions = written.conditions.isEmpty ? [] : [written.conditions.joined(separator: ", ")]
                guard index == screen.urlPatterns.count - 1 else {
                    conditions.append("let \(link) = \(written.expression).url")
                    if needed { conditions.append(readBack(link, value)) }
                    statements.append(.ifStatement(conditions, then: [.line("return \(link)")]))
                    continue
                }
                // The last pattern: what it writes, or nil.
                if needed {
                    conditions += ["let \(link) = \(written.expression).url", readBack(link, value)]
                    statements += [.guardStatement(conditions, else: [.line("return nil")]), .line("return \(link)")]
                } else {
                    if !conditions.isEmpty {
                        statements.append(.guardStatement(conditions, else: [.line("return nil")]))
                    }
                    statements.append(.line("return \(written.expression).url"))
                }
            }
            if readsBack, !live.isEmpty {
                used.formUnion(screen.parameters.filter { !$0.type.isLive }.map(\.name))
            }
            return ("case \(context.casePattern(screen, binding: used)):", statements)
        }
        cases += routeLinks
        if !withoutURLs.isEmpty {
            cases.append(
                (
                    "case \(withoutURLs.map { SwiftNaming.member($0.name) }.joined(separator: ", ")):",
                    [.line("return nil")]
                ))
        }
        // Patterns of their own scheme or host name their writer from the table; the others share one.
        let ownOrigins = withURLs.contains { $0.urlPatterns.contains { $0.origin != .declared } }
        let declared = withURLs.contains { $0.urlPatterns.contains { $0.origin == .declared } }
        var setup: [SwiftCode] = []
        if ownOrigins { setup.append(.line("let \(patterns) = \(context.deepLinkType).patterns")) }
        if declared {
            setup.append(
                .line(
                    "let \(writer) = \(ownOrigins ? patterns : "\(context.deepLinkType).patterns").writer(for: \(audience))"
                ))
        }
        return [
            [
                .doc(writerDoc),
                .block(
                    "\(access)func _url(for \(audience): \(audienceType)) -> URL?",
                    setup + [
                        context.switchOverEveryCase(
                            "self", caseCount: screens.count, cases: cases, fallback: [.line("return nil")])
                    ]),
            ]
        ]
    }

    /// Whether the route whose presented form `screen` is has a pattern to write its link with.
    private func hasURL(route screen: Screen) -> Bool {
        !(context.graph.screen(named: screen.name)?.urlPatterns.isEmpty ?? true)
    }

    /// How a screen's value is written with one of its patterns: the conditions under which the
    /// pattern can carry it (each parameter the pattern leaves out is nil, empty or at its
    /// default), the expression that writes it after `writer` (without `.url`), and the
    /// parameters both read.
    private func urlWriting(
        for pattern: URLPattern, of screen: Screen, patterns: String, writer: String, audience: String
    ) -> (conditions: [String], expression: String, used: Set<String>) {
        var conditions: [String] = []
        var used: Set<String> = []
        for parameter in screen.parameters where !pattern.binds(parameter.name) && !parameter.type.isLive {
            let name = SwiftNaming.identifier(parameter.name)
            if let value = parameter.defaultValue {
                conditions.append(value == .emptyArray ? "\(name).isEmpty" : "\(name) == \(context.literal(value))")
            } else if parameter.isOptional {
                conditions.append("\(name) == nil")
            } else {
                continue
            }
            used.insert(parameter.name)
        }
        let written = urlExpression(for: pattern, patterns: patterns, audience: audience, declaredWriter: writer)
        used.formUnion(written.used)
        return (conditions, written.expression, used)
    }

    /// The calls that write one of a screen's patterns for `audience` from the table `patterns`
    /// (or, for a pattern that begins with `/`, after `declaredWriter` when given), without the
    /// URL, and the parameters they read.
    func urlExpression(for pattern: URLPattern, patterns: String, audience: String, declaredWriter: String? = nil)
        -> (expression: String, used: Set<String>)
    {
        var used: Set<String> = []
        func value(_ name: String) -> String {
            used.insert(name)
            return SwiftNaming.identifier(name)
        }
        var expression: String
        switch pattern.origin {
        case .declared:
            expression =
                declaredWriter
                ?? (audience == ".preferred" ? "\(patterns).linkWriter" : "\(patterns).writer(for: \(audience))")
        case .scheme(let name, let form):
            expression =
                "\(patterns).writer(scheme: \(SwiftNaming.stringLiteral(name)), form: \(form.swiftValue), for: \(audience))"
        case .host(let host):
            expression = "\(patterns).writer(host: \(SwiftNaming.stringLiteral(host)), for: \(audience))"
        case .hostSuffix(let domain, let parameter):
            expression =
                "\(patterns).hostSuffixWriter(domain: \(SwiftNaming.stringLiteral(domain)), for: \(audience)).host(\(value(parameter)))"
        case .anyHost(let parameter):
            expression = "\(patterns).anyHostWriter(for: \(audience)).host(\(value(parameter)))"
        }
        func write(_ segments: [URLPattern.Segment], _ query: [URLPattern.QueryItem]) {
            for segment in segments {
                switch segment {
                case .literal(let literal): expression += ".literal(\(SwiftNaming.stringLiteral(literal)))"
                case .parameter(let name, _): expression += ".value(\(value(name)))"
                case .prefixed(let prefix, let name, _):
                    expression += ".prefixed(\(SwiftNaming.stringLiteral(prefix)), \(value(name)))"
                case .tail(let name): expression += ".tail(\(value(name)))"
                }
            }
            for item in query {
                expression += ".query(\(SwiftNaming.stringLiteral(item.key)), \(value(item.parameter)))"
            }
        }
        write(pattern.segments, pattern.query)
        if let fragment = pattern.fragment, fragment.isValue, let segment = fragment.segments.first,
            let name = segment.placeholder?.name
        {
            // A fragment that is one value: `#key`, its literal prefix first, then its query.
            let prefix: String
            if case .prefixed(let text, _, _) = segment { prefix = text } else { prefix = "" }
            expression += ".fragmentValue(\(SwiftNaming.stringLiteral(prefix)), \(value(name)))"
            write([], fragment.query)
        } else if let fragment = pattern.fragment {
            expression += ".fragment()"
            write(fragment.segments, fragment.query)
        }
        return (expression, used)
    }
}
