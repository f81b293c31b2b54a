@_spi(NavGenGenerated) import NavGenRuntime

/// `PDeepLink`: the link enum, its failable initialisers, and what is particular to the graph —
/// its schemes and hosts, its pattern table, and what each pattern opens. Reading and matching a
/// URL is NavGenRuntime's `URLPatternTable`.
struct DeepLinkEmitter {
    let context: EmitterContext

    /// Whether the graph has URL patterns, and so a pattern table.
    var hasPatterns: Bool { !context.graph.deepLinks.isEmpty }

    func linkEnum() -> [SwiftCode] {
        let access = context.access
        var cases: [[SwiftCode]] = []
        if context.hasTabs {
            cases.append([.doc("A tab at its root."), .line("case tab(\(context.tabType))")])
            cases.append([
                .doc("A tab showing a whole navigation stack."),
                .line("case stack(\(context.tabType), [\(context.routeType)])"),
            ])
        } else {
            cases.append([.doc("The root at its start."), .line("case root")])
            cases.append([
                .doc("The root showing a whole navigation stack."), .line("case stack([\(context.routeType)])"),
            ])
        }
        if context.hasModals {
            cases.append([
                .doc("A sheet or cover presented over whatever is on screen."),
                .line("case sheet(\(context.sheetType))"),
            ])
        }
        if context.hasModalStacks {
            cases.append([
                .doc("A sheet or cover with a stack of its own, showing a whole navigation stack in it."),
                .line("case sheetStack(\(context.sheetType), [\(context.routeType)])"),
            ])
        }
        if context.hasResolvers {
            cases.append([
                .doc("A resolver's value: the router asks the app where it leads, then opens that."),
                .line("case resolve(\(context.resolutionType))"),
            ])
        }
        if context.hasAlerts {
            cases.append([
                .doc("An alert or dialog shown over the topmost modal."),
                .line("case alert(\(context.alertType))"),
            ])
        }
        let link = context.local("link")
        let read: [SwiftCode] =
            hasPatterns
            ? [
                .line("guard let \(link) = Self.patterns.firstMatch(in: string, Self.destination) else { return nil }"),
                .line("self = \(link)"),
            ]
            : [
                .comment("The graph declares no URL pattern: no URL opens anything."),
                .line("return nil"),
            ]
        return [
            .doc(
                """
                Where a URL leads in \(context.prefix): what `\(context.routerType).apply(_:)` shows.

                Create one from an incoming URL with `init?(url:)`; every URL is treated as untrusted input.
                """),
            .block(
                "\(access)enum \(context.deepLinkType): Hashable, Sendable",
                [
                    .declarations(
                        cases + [
                            [
                                .doc(
                                    """
                                    Reads a URL from `onOpenURL`, a notification or another app; nil unless it is one of
                                    this app's links. Accepted: a declared scheme (`scheme://…` or `scheme:…`), or https
                                    with a declared host, or a scheme or host a pattern names; no user, password or port;
                                    at most 4,096 bytes; well-formed percent escapes; every value of its parameter's type.
                                    Nothing is matched in part.
                                    """),
                                .block("\(access)init?(url: URL)", [.line("self.init(string: url.absoluteString)")]),
                            ],
                            [
                                .doc("Reads a URL given as text; see `init?(url:)`."),
                                .block("\(access)init?(string: borrowing String)", read),
                            ],
                        ])
                ]),
        ]
    }

    /// The extension with the graph's tables, in two parts built apart: the pattern table, and
    /// what each pattern opens. Nil for a graph without URL patterns.
    func graphTables() -> SplitDeclaration? {
        guard hasPatterns else { return nil }
        return SplitDeclaration(
            doc: [], declaration: "extension \(context.deepLinkType)", members: [patternTable, openings])
    }

    /// The table of every pattern's path, with the schemes and hosts that open them.
    private func patternTable() -> [[SwiftCode]] {
        let graph = context.graph
        let schemes = graph.tableSchemes.map(SwiftNaming.stringLiteral).joined(separator: ", ")
        let hosts = graph.hosts.map(SwiftNaming.stringLiteral).joined(separator: ", ")
        let paths = context.local("paths")
        let additions = graph.deepLinks.enumerated().map { number, link -> SwiftCode in
            let pattern = link.pattern
            var arguments =
                "[" + pattern.segments.map { Self.spelling(of: $0.tableSegment) }.joined(separator: ", ") + "]"
            if let fragment = pattern.fragment, fragment.isValue, let value = fragment.segments.first {
                arguments += ", valueFragment: " + Self.spelling(of: value.tableSegment)
                if fragment.alsoMatchesWithout { arguments += ", alsoWithout: true" }
            } else if let fragment = pattern.fragment {
                arguments +=
                    ", fragment: ["
                    + fragment.segments.map { Self.spelling(of: $0.tableSegment) }.joined(separator: ", ")
                    + "]"
            }
            switch pattern.origin {
            case .declared: break
            case .scheme(let name, _): arguments += ", origin: .scheme(\(SwiftNaming.stringLiteral(name)))"
            case .host(let host): arguments += ", origin: .host(\(SwiftNaming.stringLiteral(host)))"
            case .hostSuffix(let domain, _): arguments += ", origin: .hostSuffix(\(SwiftNaming.stringLiteral(domain)))"
            case .anyHost: arguments += ", origin: .anyHost"
            }
            return .line(
                "\(paths).add(\(arguments)) // \(number): \(link.screen) \(SwiftNaming.commentText(pattern.text))"
            )
        }
        let groups = context.statementGroups(
            additions.map { [$0] }, variable: paths, type: "URLPatternTable.Paths", name: "addPatterns",
            items: "patterns")
        return [
            [
                .doc("The URL patterns and the schemes and hosts that open them, built on first use."),
                .line("fileprivate static let patterns = makePatterns()"),
            ],
            [
                .doc(
                    "Every URL pattern's path, in declaration order; a pattern's position is its number in `destination(ofPattern:path:query:)`. One statement per pattern, not one large literal, keeps type-checking linear in the graph's size."
                ),
                .block(
                    "private static func makePatterns() -> URLPatternTable",
                    [.line("var \(paths) = URLPatternTable.Paths()")] + groups.calls + [
                        .line("return URLPatternTable(schemes: [\(schemes)], hosts: [\(hosts)], paths: \(paths))")
                    ]),
            ],
        ] + groups.functions
    }

    /// A segment as the pattern table's `add` takes it: `.literal("menu")`, `.int`.
    private static func spelling(of segment: URLPatternSegment) -> String {
        switch segment {
        case .literal(let text): return ".literal(" + SwiftNaming.stringLiteral(text) + ")"
        case .value(let kind): return "." + kind.caseName
        case .prefixed(let prefix, let kind):
            return ".prefixed(" + SwiftNaming.stringLiteral(prefix) + ", ." + kind.caseName + ")"
        case .tail: return ".tail"
        }
    }

    /// What each pattern opens, and the route a stack ends in.
    private func openings() -> [[SwiftCode]] {
        var members = destinationFunction() + stackFunctions()
        if readsRoutesBack {
            var cases = [context.hasTabs ? "case .stack(_, let routes)" : "case .stack(let routes)"]
            if context.hasModalStacks { cases.append(".sheetStack(_, let routes)") }
            var others: [String] = [context.hasTabs ? "case .tab" : "case .root"]
            if context.hasModals { others.append(".sheet") }
            if context.hasResolvers { others.append(".resolve") }
            if context.hasAlerts { others.append(".alert") }
            members.append([
                .doc("The route a stack ends in."),
                .block(
                    "fileprivate var lastRoute: \(context.routeType)?",
                    [
                        .switchStatement(
                            "self",
                            cases: [
                                (label: cases.joined(separator: ", ") + ":", body: [SwiftCode.line("routes.last")]),
                                (label: others.joined(separator: ", ") + ":", body: [SwiftCode.line("nil")]),
                            ])
                    ]),
            ])
        }
        return members
    }

    /// `static func destination(ofPattern:path:query:)`: one case per pattern, binding its values
    /// and building what it opens; nil when a query item it needs is missing or does not parse.
    private func destinationFunction() -> [[SwiftCode]] {
        let path = context.local("path")
        let query = context.local("query")
        var cases: [(label: String, body: [SwiftCode])] = []
        for (number, link) in context.graph.deepLinks.enumerated() {
            guard let screen = context.graph.screen(named: link.screen) else { continue }
            let label = "case \(number): // \(link.screen) \(SwiftNaming.commentText(link.pattern.text))"
            cases.append((label, body(for: link, of: screen, path: path, query: query)))
        }
        return context.numberedSwitchFunction(
            doc:
                "What the pattern numbered `pattern` opens, given the values its path bound and the URL's query; nil when a query item it needs is missing or a value does not parse"
                + (readsRawValues ? " or is refused by its type's `init(rawValue:)`." : "."),
            access: "fileprivate ", name: "destination",
            signature:
                "(ofPattern pattern: Int, \(label("path", path)): PathValues, \(label("query", query)): QueryItems) -> \(context.deepLinkType)?",
            arguments: "ofPattern: pattern, path: \(path), query: \(query)", subject: "pattern",
            cases: cases, fallback: [.line("return nil")])
    }

    /// Whether a route's URL is read back somewhere (`WrittenLinkClaims`), which needs the route a
    /// stack ends in: always for a large route enum, which reads every URL back.
    private var readsRoutesBack: Bool {
        let routes = context.graph.routes
        if routes.count > EmitterContext.tableLayoutLimit { return routes.contains { !$0.urlPatterns.isEmpty } }
        let claims = WrittenLinkClaims(graph: context.graph)
        return routes.contains { route in
            route.urlPatterns.contains { claims.needsReadBack($0, parameters: route.parameters) }
        }
    }

    /// Whether some pattern binds a raw-value type, which may refuse the raw value it is given.
    private var readsRawValues: Bool {
        context.graph.deepLinks.contains { link in
            context.graph.screen(named: link.screen)?.parameters.contains {
                $0.type.isRawValue && link.pattern.binds($0.name)
            } ?? false
        }
    }

    /// Whether `destination` is split into functions, which then build stacks through
    /// `stackFunctions()`.
    private var buildsStacksApart: Bool {
        context.graph.deepLinks.count > EmitterContext.exhaustiveSwitchLimit
    }

    /// `stackLink(_:_:…)`, one per length of stack a pattern opens, when `destination` is split:
    /// an array literal in each of its functions would name the array's type in each, and LLVM's
    /// call graph walks that type's metadata (every route case) once per function that names it
    /// (docs/performance.md). Never inlined, or the optimizer puts the array back into each. The
    /// routes are `consuming`: moved into the array, not copied into it and destroyed after.
    private func stackFunctions() -> [[SwiftCode]] {
        guard buildsStacksApart else { return [] }
        var lengths: Set<Int> = []
        for link in context.graph.deepLinks {
            if case .stack(_, let steps) = link.destination { lengths.insert(steps.count) }
        }
        return lengths.sorted().map { length in
            var parameters = context.hasTabs ? ["_ tab: \(context.tabType)"] : []
            parameters += (0..<length).map { "_ route\($0): consuming \(context.routeType)" }
            let routes = (0..<length).map { "route\($0)" }.joined(separator: ", ")
            return [
                .doc(length == 1 ? "A stack of one route." : "A stack of \(length) routes."),
                .line("@inline(never)"),
                .block(
                    "fileprivate static func stackLink(\(parameters.joined(separator: ", "))) -> \(context.deepLinkType)",
                    [
                        .line(context.hasTabs ? ".stack(tab, [\(routes)])" : ".stack([\(routes)])")
                    ]),
            ]
        }
    }

    /// `label` alone when the local name is the same, else `label local`.
    private func label(_ label: String, _ local: String) -> String {
        label == local ? label : "\(label) \(local)"
    }

    private func body(for link: DeepLink, of screen: Screen, path: String, query: String) -> [SwiftCode] {
        let pattern = link.pattern
        var bindings: [String] = []
        // A fragment's value that may be absent (the pattern also matched without reading it).
        var optionalValues: [SwiftCode] = []
        let optionalName = pattern.fragment.flatMap {
            $0.alsoMatchesWithout ? $0.segments.first?.placeholder?.name : nil
        }
        var pathIndex = 0
        for (name, _) in pattern.boundPlaceholders {
            guard let parameter = screen.parameters.first(where: { $0.name == name }) else { continue }
            let type = parameter.type.swiftName
            let local = SwiftNaming.identifier(name)
            if name == optionalName {
                optionalValues.append(
                    .line(
                        parameter.defaultValue.map {
                            "let \(local): \(type) = \(path).value(\(pathIndex)) ?? \(context.literal($0))"
                        } ?? "let \(local): \(type)? = \(path).value(\(pathIndex))"))
            } else {
                bindings.append("let \(local): \(type) = \(path).value(\(pathIndex))")
            }
            pathIndex += 1
        }
        let fragmentItems = pattern.fragment?.query ?? []
        for (item, isInFragment) in pattern.query.map({ ($0, false) }) + fragmentItems.map({ ($0, true) }) {
            let query = isInFragment ? "\(path).fragmentQuery" : query
            guard let parameter = screen.parameters.first(where: { $0.name == item.parameter }) else { continue }
            let key = SwiftNaming.stringLiteral(item.key)
            let type = parameter.type.swiftName
            let local = SwiftNaming.identifier(item.parameter)
            // An array is every item with the key: none is an empty array, or nil for an optional one.
            if parameter.type.isArray {
                bindings.append(
                    parameter.isOptional
                        ? "let \(local): \(type)? = \(query).optionalAll(\(key))"
                        : "let \(local): \(type) = \(query).all(\(key))")
            } else if let fallback = parameter.defaultValue {
                bindings.append("let \(local): \(type) = \(query).defaulted(\(key), \(context.literal(fallback)))")
            } else if parameter.isOptional {
                bindings.append("let \(local): \(type)? = \(query).optional(\(key))")
            } else {
                bindings.append("let \(local): \(type) = \(query).required(\(key))")
            }
        }
        var code = optionalValues
        if !bindings.isEmpty {
            code.append(.guardStatement(bindings, else: [.line("return nil")]))
        }
        let own = ownValue(screen, pattern: pattern)
        code.append(
            .line(
                "return \(destinationExpression(link.destination, screen: screen, own: own, apart: buildsStacksApart))")
        )
        return code
    }

    /// The link value of `destination`, with `own` the value of `screen`, the one it is for;
    /// `apart`: stacks built by `stackFunctions()`.
    func destinationExpression(_ destination: DeepLinkDestination, screen: Screen, own: String, apart: Bool) -> String {
        switch destination {
        case .stackRoot(let tab):
            return tab.map { ".tab(\(SwiftNaming.member($0)))" } ?? ".root"
        case .modal:
            return ".sheet(\(own))"
        case .stack(let tab, let steps):
            var text = apart ? "stackLink(" : ".stack("
            if let tab { text += SwiftNaming.member(tab) + (apart && steps.isEmpty ? "" : ", ") }
            if !apart { text += "[" }
            text += stackValues(steps, screen: screen, own: own)
            return text + (apart ? ")" : "])")
        case .modalStack(let modal, let steps):
            return ".sheetStack(\(stepValue(modal)), [\(stackValues(steps, screen: screen, own: own))])"
        case .resolver:
            return ".resolve(\(own))"
        case .alert:
            return ".alert(\(own))"
        }
    }

    /// A stack's routes, comma separated: the screen's with its own value, the others with what the link binds for them.
    private func stackValues(_ steps: [DeepLinkStep], screen: Screen, own: String) -> String {
        var text = ""
        text.append(joining: steps, separator: ", ") { step in
            step.route == screen.name ? own : stepValue(step)
        }
        return text
    }

    /// A screen on the way (an intermediate route, or the modal a stack is in), with what the URL binds for it.
    private func stepValue(_ step: DeepLinkStep) -> String {
        guard let screen = context.graph.screen(named: step.route) else { return SwiftNaming.member(step.route) }
        return context.caseValue(screen) { parameter in
            switch step.arguments.first(where: { $0.parameter == parameter.name })?.value {
            case .urlValue(let name)?: return SwiftNaming.identifier(name)
            case .urlValueOrDefault(let name, let fallback)?:
                return SwiftNaming.identifier(name) + " ?? " + context.literal(fallback)
            case nil: return nil
            }
        }
    }

    /// The matched screen's own value: every parameter the pattern binds, the rest left to defaults.
    private func ownValue(_ screen: Screen, pattern: URLPattern) -> String {
        context.caseValue(screen) { parameter in
            pattern.binds(parameter.name) ? SwiftNaming.identifier(parameter.name) : nil
        }
    }
}
