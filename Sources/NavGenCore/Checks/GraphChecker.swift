/// Turns a parse tree into a `NavigationGraph`, running every check of SPEC §3 and collecting
/// every independent problem. Each check reads what the earlier ones settled and skips what
/// they already reported, so one mistake yields one diagnostic.
struct GraphChecker {
    /// What the graph is to the app (SPEC §2.8), which decides the checks it can run.
    enum Role {
        /// A whole app's graph: alone, or with its modules' screens composed into it.
        case app
        /// A module's graph checked alone: its names, types, patterns among themselves and exits;
        /// entry points, reachability and deep-link chains are the app's to check.
        case module(name: String)
    }

    private let syntax: GraphSyntax
    private let role: Role
    private var diagnostics = DiagnosticBag()
    /// The tab and root declarations, found in one pass: several checks ask for them, and a pass
    /// over a large graph's declarations costs more than the few it finds.
    private let tabs: [ScreenSyntax]
    private let roots: [ScreenSyntax]

    init(syntax: GraphSyntax, role: Role = .app) {
        self.syntax = syntax
        self.role = role
        var tabs: [ScreenSyntax] = []
        var roots: [ScreenSyntax] = []
        for index in syntax.screens.indices {
            switch syntax.screens[index].kind {
            case .tab: tabs.append(syntax.screens[index])
            case .root: roots.append(syntax.screens[index])
            case .route, .sheet, .cover, .resolver, .alert, .dialog: break
            }
        }
        self.tabs = tabs
        self.roots = roots
    }

    mutating func check() -> (graph: NavigationGraph?, diagnostics: DiagnosticBag) {
        var isModule = false
        var appName: String
        switch role {
        case .app: appName = checkAppName()
        case .module(let name):
            appName = name
            isModule = true
        }
        let imports = checkImports()
        let schemes = checkSchemes()
        let hosts = checkHosts()
        // After a syntax error, part of the graph is missing: whole-graph checks would only
        // report the consequences of that one mistake.
        let isComplete = !syntax.hasSyntaxErrors
        let hasEntry = !isModule && isComplete && checkEntry()
        let isRootGraph = !roots.isEmpty

        let types = AppTypeTable(syntax.types, appName: appName, into: &diagnostics)
        let conditionTable = ConditionTable(syntax.conditions)
        var (screenGraph, declarations) = collectScreens(
            isRootGraph: isRootGraph, types: types, conditions: conditionTable)
        // Past the limit on expanded edges, some edges are missing: reachability would only report that.
        let edgesAreWhole = checkEdges(declarations, into: &screenGraph)
        // *(5)* What resolvers lead to: screens the app opens as links, so reachable.
        let destinations = ResolverDestinations.resolve(
            declarations, in: screenGraph, reportedModules: syntax.reportedModules, isPartial: !isComplete,
            into: &diagnostics)
        // *(5)* What alerts' buttons open: reachable too, and opened as links.
        let buttonDestinations = AlertButtonDestinations.resolve(
            declarations, in: &screenGraph, reportedModules: syntax.reportedModules, into: &diagnostics)
        // *(5)* `app NAME requires …`: every screen's, before the conditions are checked on them.
        AppRequirements(syntax, table: conditionTable, graph: screenGraph, into: &diagnostics)
            .apply(to: &screenGraph, table: conditionTable)
        let conditions = ConditionChecker(
            table: conditionTable, graph: screenGraph, declarations: declarations, isPartial: !isComplete,
            isModule: isModule, reportedModules: syntax.reportedModules,
            namedByApp: (syntax.appRequires.first ?? []).map(\.name.text)
        ).check(all: syntax.conditions, into: &diagnostics)
        // A condition's modal is reachable: the router presents it (also when the condition line
        // has a problem of its own, reported once, there).
        let modalNames = screenGraph.screens.filter(\.kind.isModal).map(\.name)
        let reachable = screenGraph.reachable(
            alsoFrom: syntax.conditions.compactMap { condition in
                condition.modal.flatMap { modal in
                    screenGraph.index[modal.text]
                        ?? closestName(to: modal.text, among: modalNames).flatMap { screenGraph.index[$0] }
                }
            } + destinations.map(\.node) + buttonDestinations.map(\.node)
                // *(5)* An alert with a URL of its own is reachable by it (SPEC §2.10).
                + screenGraph.screens.indices.filter {
                    screenGraph.screens[$0].kind.isAlert && !screenGraph.screens[$0].urlPatterns.isEmpty
                })
        if hasEntry, edgesAreWhole {
            for (node, screen) in screenGraph.screens.enumerated()
            where !reachable[node] && !screen.kind.isStackRoot && screen.kind != .resolver {
                let from = isRootGraph ? "the root" : "any tab"
                diagnostics.append(
                    .error(
                        .unreachable,
                        "\(screen.kind.rawValue) '\(screen.name)' is unreachable: no chain of push and present edges from \(from) leads to it",
                        at: declarations[node].nameRange))
            }
        }
        let resolvesLinks = !isModule && isComplete && checkTabCount()
        // Conflicts between URL patterns and the deep-link chains are independent, and the two
        // largest checks of a large graph: found on two cores at once, reported in this order.
        let urlChecks:
            [@Sendable () -> (
                links: [DeepLink], destinationLinks: [String: DeepLinkDestination], diagnostics: DiagnosticBag
            )] = [
                { [screenGraph, schemes, hosts] in
                    var found = DiagnosticBag()
                    URLConflictCheck.check(
                        screenGraph.screens, declaredSchemes: Set(schemes.names), declaredHosts: Set(hosts),
                        into: &found)
                    return ([], [:], found)
                },
                { [screenGraph] in
                    var found = DiagnosticBag()
                    guard resolvesLinks else { return ([], [:], found) }
                    let links = DeepLinkLowering.links(in: screenGraph, reachable: reachable, into: &found)
                    var destinationLinks =
                        destinations.isEmpty
                        ? [:]
                        : DeepLinkLowering.destinationLinks(in: screenGraph, destinations: destinations, into: &found)
                    if !buttonDestinations.isEmpty {
                        destinationLinks.merge(
                            DeepLinkLowering.destinationLinks(
                                in: screenGraph, destinations: buttonDestinations, opener: .button, into: &found)
                        ) { first, _ in first }
                    }
                    return (links, destinationLinks, found)
                },
            ]
        var deepLinks: [DeepLink] = []
        var destinationLinks: [String: DeepLinkDestination] = [:]
        for check in urlChecks.concurrentMap({ $0() }) {
            diagnostics.append(contentsOf: check.diagnostics)
            deepLinks += check.links
            destinationLinks.merge(check.destinationLinks) { first, _ in first }
        }
        if !isModule { warnAboutUnusedURLs() }
        for screen in screenGraph.screens
        where screen.kind == .route || screen.kind.isModal || screen.kind == .resolver || screen.kind.isAlert {
            for pattern in screen.urlPatterns {
                warnIfBroad(pattern, of: screen, schemes: schemes, hasHosts: !hosts.isEmpty)
            }
        }

        guard !diagnostics.hasErrors else { return (nil, diagnostics) }
        // Sorted by kind in one pass over the screens, each kind in declaration order.
        var stackRoots: [Screen] = []
        var routes: [Screen] = []
        routes.reserveCapacity(screenGraph.screens.count)
        var modals: [Screen] = []
        var resolvers: [Screen] = []
        var alerts: [Screen] = []
        for screen in screenGraph.screens {
            switch screen.kind {
            case .tab, .root: stackRoots.append(screen)
            case .route: routes.append(screen)
            case .sheet, .cover: modals.append(screen)
            case .resolver: resolvers.append(screen)
            case .alert, .dialog: alerts.append(screen)
            }
        }
        let graph = NavigationGraph(
            appName: appName, schemes: schemes.names, schemeForms: schemes.forms, hosts: hosts,
            imports: imports, types: types.declared, typeLines: types.lines,
            stackRoots: stackRoots, routes: routes, modals: modals, resolvers: resolvers, alerts: alerts,
            destinationLinks: destinationLinks, deepLinks: deepLinks, conditions: conditions)
        return (graph, diagnostics)
    }

    // MARK: - Screens

    /// Every screen, checked, with the first occurrence of each name kept; later ones are
    /// reported as duplicates and left out, as are names the generated Swift cannot carry.
    private mutating func collectScreens(isRootGraph: Bool, types: AppTypeTable, conditions: ConditionTable) -> (
        ScreenGraph, [ScreenSyntax]
    ) {
        let count = syntax.screens.count
        var screenGraph = ScreenGraph()
        screenGraph.screens.reserveCapacity(count)
        screenGraph.index.reserveCapacity(count)
        var declarations: [ScreenSyntax] = []
        declarations.reserveCapacity(count)
        var viewTypes: [String: Name] = [:]
        viewTypes.reserveCapacity(count)
        var hasRoot = false
        // Each declaration is checked on its own, so all of them are checked on every core at
        // once; their diagnostics are then taken in declaration order, as one pass would find them.
        let checked = syntax.screens.concurrentMap { declaration in
            var found = DiagnosticBag()
            let screen = Self.checkScreen(declaration, types: types, conditions: conditions, into: &found)
            return (screen: screen, diagnostics: found)
        }
        for (declaration, (screen, found)) in zip(syntax.screens, checked) {
            diagnostics.append(contentsOf: found)
            let name = screen.name
            if declaration.kind == .root {
                // A second root is reported by checkEntry.
                guard !hasRoot else { continue }
                hasRoot = true
            } else if let first = screenGraph.index[name] {
                let overload =
                    declarations[first].parameters.map(\.name.text) != declaration.parameters.map(\.name.text)
                    ? "; screens cannot be overloaded by their parameters: give this one a name of its own" : ""
                diagnostics.append(
                    .redeclaration(
                        .duplicateName, "'\(name)'", name: name, at: declaration.nameRange,
                        first: declarations[first].nameRange, hint: overload))
                continue
            }
            // A module's screen (`Status.detail`) had its name checked in the module's own stage.
            if let declared = declaration.name, !QualifiedName.isModuleScreen(declared.text) {
                if let problem = NameRules.problem(
                    withScreenName: name, kind: declaration.kind, isRootGraph: isRootGraph)
                {
                    diagnostics.append(.error(.reservedName, problem, at: declared.range))
                } else if declaration.kind != .resolver {
                    // A resolver has no view.
                    let viewType = NameRules.viewTypeName(for: name)
                    if let other = viewTypes[viewType] {
                        diagnostics.append(
                            .error(
                                .reservedName,
                                "'\(name)' and '\(other.text)' would both generate the view type '\(viewType)'; rename one",
                                at: declared.range,
                                notes: [DiagnosticNote(range: other.range, message: "'\(other.text)' is declared here")]
                            ))
                    } else {
                        viewTypes[viewType] = declared
                    }
                }
            }
            // The root has no name of its own in the graph ("root" is only what the generated
            // code calls it), so a route named `root` is reported as reserved, not as a duplicate.
            if declaration.kind != .root { screenGraph.index[name] = screenGraph.screens.count }
            screenGraph.screens.append(screen)
            declarations.append(declaration)
        }

        return (screenGraph, declarations)
    }

    // MARK: - App, schemes, hosts, entry

    private mutating func checkAppName() -> String {
        guard let first = syntax.appNames.first else { return "App" }
        for extra in syntax.appNames.dropFirst() {
            diagnostics.append(
                .error(
                    .duplicateName, "'app' is declared more than once", at: extra.range,
                    notes: [DiagnosticNote(range: first.range, message: "the app is first named here")]))
        }
        return first.text
    }

    /// The modules named by `import`, each once; those the generated file imports anyway are reported.
    private mutating func checkImports() -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for name in syntax.imports {
            if ["Foundation", "NavGenRuntime", "SwiftUI"].contains(name.text) {
                diagnostics.append(
                    .warning(
                        .duplicateImport,
                        "the generated file imports '\(name.text)' already\(name.text == "SwiftUI" ? ", where SwiftUI exists" : "")",
                        at: name.range))
            } else if seen.insert(name.text).inserted {
                result.append(name.text)
            } else {
                diagnostics.append(.warning(.duplicateImport, "'\(name.text)' is already imported", at: name.range))
            }
        }
        return result
    }

    /// The declared schemes' names, and the form of those declared with their colon, whose links
    /// are written without `//`: `"matrix:"` (`matrix:u/alice`), `"simplex:/"` (`simplex:/a`).
    private mutating func checkSchemes() -> (names: [String], forms: [String: SchemeForm]) {
        var seen: [String: StringLiteral] = [:]
        var result: [String] = []
        var forms: [String: SchemeForm] = [:]
        for literal in syntax.schemes {
            var name = literal.value
            var form = SchemeForm.authority
            for candidate in [SchemeForm.authority, .absolutePath, .rootless] where name.hasSuffix(candidate.separator)
            {
                name.removeLast(candidate.separator.count)
                form = candidate
                break
            }
            let scheme = name.lowercased()
            let bytes = Array(name.utf8)
            let valid =
                bytes.first.map { isASCIILetter($0) } == true
                && bytes.allSatisfy {
                    isASCIILetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
                        || $0 == UInt8(ascii: ".")
                }
            if !valid {
                diagnostics.append(
                    .error(
                        .invalidScheme,
                        "invalid URL scheme \"\(displayable(literal.value))\": a scheme is a letter followed by letters, digits, '+', '-' or '.'",
                        at: literal.range))
            } else if scheme == "http" || scheme == "https" {
                diagnostics.append(
                    .error(
                        .invalidScheme, "'\(scheme)' is not a custom scheme; declare web links with 'host' instead",
                        at: literal.range))
            } else if let first = seen[scheme] {
                diagnostics.append(
                    .error(
                        .invalidScheme, "scheme '\(scheme)' is already declared", at: literal.range,
                        notes: [DiagnosticNote(range: first.range, message: "first declared here")]))
            } else {
                seen[scheme] = literal
                result.append(scheme)
                if form != .authority { forms[scheme] = form }
            }
        }
        return (result, forms)
    }

    private mutating func checkHosts() -> [String] {
        var seen: [String: StringLiteral] = [:]
        var result: [String] = []
        for literal in syntax.hosts {
            let host = literal.value.lowercased()
            if let reason = hostNameProblem(literal.value) {
                diagnostics.append(
                    .error(
                        .invalidHost, "invalid host \"\(displayable(literal.value))\": \(reason)", at: literal.range))
            } else if let first = seen[host] {
                diagnostics.append(
                    .error(
                        .invalidHost, "host '\(host)' is already declared", at: literal.range,
                        notes: [DiagnosticNote(range: first.range, message: "first declared here")]))
            } else {
                seen[host] = literal
                result.append(host)
            }
        }
        return result
    }

    private mutating func checkEntry() -> Bool {
        if tabs.isEmpty, roots.isEmpty {
            let start = SourceLocation(offset: 0, line: 1, column: 1)
            diagnostics.append(
                .error(
                    .noEntry,
                    "the graph declares no tab and no root; declare tabs, or one 'root' for an app without a tab bar",
                    at: SourceRange(start: start, end: start)))
            return false
        }
        var ok = true
        if let root = roots.first, let tab = tabs.first {
            diagnostics.append(
                .error(
                    .noEntry, "a graph has either tabs or one root, not both", at: root.keywordRange,
                    notes: [DiagnosticNote(range: tab.nameRange, message: "a tab is declared here")]))
            ok = false
        }
        if let first = roots.first {
            for extra in roots.dropFirst() {
                diagnostics.append(
                    .error(
                        .noEntry, "a graph has at most one root", at: extra.keywordRange,
                        notes: [DiagnosticNote(range: first.keywordRange, message: "the first root is declared here")]))
                ok = false
            }
        }
        return ok
    }

    /// Deep-link chains cost a pass over the graph per tab; past the limit they are not computed.
    private mutating func checkTabCount() -> Bool {
        guard tabs.count > GraphLimits.maximumTabCount else { return true }
        let extra = tabs[GraphLimits.maximumTabCount]
        diagnostics.append(
            .error(
                .limitExceeded,
                "a graph has at most \(GraphLimits.maximumTabCount) tabs; this is tab \(GraphLimits.maximumTabCount + 1)",
                at: extra.nameRange))
        return false
    }

    // MARK: - One screen

    private static func checkScreen(
        _ declaration: ScreenSyntax, types: AppTypeTable, conditions: ConditionTable,
        into diagnostics: inout DiagnosticBag
    ) -> Screen {
        let name = declaration.name?.text ?? "root"
        if declaration.kind == .route, let also = declaration.alsoPresented, let locked = declaration.lockedKeyword {
            // The parser takes `locked` only after `also sheet`: the presented form is the
            // route's own view, which cannot keep the user's work from the pushed form.
            diagnostics.append(
                .error(
                    .invalidAlert,
                    "a route declared 'also \(also.kind.rawValue)' cannot be 'locked'; declare a \(also.kind.rawValue) of its own for work the user must not lose",
                    at: locked))
        }
        var parameters: [Parameter] = []
        var byName: [String: Parameter] = [:]
        var untyped: Set<String> = []
        for syntax in declaration.parameters {
            let parameterName = syntax.name.text
            if let first = byName[parameterName] {
                diagnostics.append(
                    .redeclaration(
                        .duplicateName, "parameter '\(parameterName)' of '\(name)'", name: parameterName,
                        at: syntax.name.range, first: first.range))
                continue
            }
            if NameRules.unusableParameterNames.contains(parameterName) {
                diagnostics.append(
                    .error(
                        .reservedName,
                        "'\(parameterName)' cannot name a parameter: the generated Swift would not compile",
                        at: syntax.name.range))
            }
            guard let type = types.type(of: syntax, into: &diagnostics) else {
                untyped.insert(parameterName)
                continue
            }
            let parameter = Parameter(
                name: parameterName, type: type, isOptional: syntax.isOptional,
                defaultValue: literal(syntax, type: type, into: &diagnostics), range: syntax.name.range)
            parameters.append(parameter)
            byName[parameterName] = parameter
        }

        let parser = URLPatternParser(
            owner: name, parameters: byName, orderedParameters: parameters, untypedParameters: untyped)
        let patterns = declaration.urls.compactMap { parser.parse($0, into: &diagnostics) }

        var pushes: [String] = []
        var presents: [String] = []
        for edge in declaration.edges {
            for target in edge.targets {
                if edge.kind == .push { pushes.append(target.text) } else { presents.append(target.text) }
            }
        }
        let resolved = conditions.resolve(declaration.requires, of: name, into: &diagnostics)
        let buttons =
            declaration.kind.isAlert
            ? AlertDeclarationCheck.buttons(of: declaration, named: name, into: &diagnostics) : []
        return Screen(
            kind: declaration.kind, name: name,
            title: declaration.title?.value ?? NameRules.capitalised(name),
            systemImage: declaration.icon?.value ?? "circle",
            parameters: parameters, urlPatterns: patterns, pushes: pushes, presents: presents,
            range: declaration.nameRange, requiredConditions: resolved.required, excludedConditions: resolved.excluded,
            declaresStack: declaration.stackKeyword != nil,
            isLocked: declaration.kind.isModal && declaration.lockedKeyword != nil,
            isSecret: declaration.secretKeyword != nil, shows: declaration.shows?.text,
            alsoPresentedAs: declaration.alsoPresented?.kind,
            alsoPresentedWithStack: declaration.alsoPresented?.stackKeyword != nil,
            destinations: declaration.destinations.map(\.text), buttons: buttons,
            answerType: AlertDeclarationCheck.answerType(
                of: declaration, named: name, types: types, into: &diagnostics))
    }

    /// A parameter's default value, or *(5)* a literal a button passes (`what`: "value").
    static func literal(
        _ syntax: ParameterSyntax, type: ParameterType, what: String = "default value",
        into diagnostics: inout DiagnosticBag
    ) -> DefaultValue? {
        guard let value = syntax.defaultValue else { return nil }
        let declared = "'\(syntax.name.text): \(type.swiftName)'"
        if syntax.isOptional {
            diagnostics.append(
                .error(
                    .invalidDefault, "optional parameter '\(syntax.name.text)' takes no default; it is nil when absent",
                    at: value.range))
            return nil
        }
        if type.isArray {
            guard value.literal == .emptyArray else {
                diagnostics.append(
                    .error(.invalidDefault, "\(what) of \(declared) must be '[]'", at: value.range))
                return nil
            }
            return .emptyArray
        }
        guard let builtin = type.builtin else {
            diagnostics.append(
                .error(
                    .invalidDefault,
                    "\(declared) is of an app type, which takes no default; make it optional ('\(syntax.name.text): \(type.swiftName)?') and let the screen choose when it is nil",
                    at: value.range))
            return nil
        }
        let parsed: DefaultValue?
        switch (builtin, value.literal) {
        case (.int, .number(let text)): parsed = Int(text).map(DefaultValue.int)
        case (.double, .number(let text)): parsed = Double(text).flatMap { $0.isFinite ? .double($0) : nil }
        case (.bool, .boolean(let flag)): parsed = .bool(flag)
        case (.string, .string(let text)): parsed = .string(text)
        case (.uuid, .string(let text)): parsed = canonicalUUID(text).map(DefaultValue.uuid)
        case (.url, .string(let text)): parsed = URLValue(parsing: text, as: .url) == nil ? nil : .url(text)
        default: parsed = nil
        }
        if parsed == nil {
            let expected: String
            switch builtin {
            case .int: expected = "an integer literal in Int's range"
            case .double: expected = "a finite number literal"
            case .bool: expected = "true or false"
            case .string: expected = "a quoted string"
            case .uuid: expected = "a quoted UUID such as \"00000000-0000-0000-0000-000000000000\""
            case .url: expected = "a quoted absolute URL such as \"https://example.com/\""
            }
            diagnostics.append(
                .error(.invalidDefault, "\(what) of \(declared) must be \(expected)", at: value.range))
        }
        return parsed
    }

    // MARK: - Edges

    /// Resolves every block's edges, expands `use` and `global` (SPEC §2.3), and gives each
    /// screen its whole set of edges: in the graph's numbered lists, and by name on the screen.
    /// Returns false when the expanded edges passed their limit (and some were left out).
    private mutating func checkEdges(_ declarations: [ScreenSyntax], into graph: inout ScreenGraph) -> Bool {
        let allNames = graph.screens.filter { $0.kind != .root }.map(\.name)
        var groupIndex: [String: Int] = [:]
        var groupNames: [Name] = []
        var groupDeclarations: [EdgeGroupSyntax] = []
        for group in syntax.edgeGroups {
            if let first = groupIndex[group.name.text] {
                diagnostics.append(
                    .redeclaration(
                        .duplicateType, "edges group '\(group.name.text)'", name: group.name.text,
                        at: group.name.range, first: groupNames[first].range))
                continue
            }
            groupIndex[group.name.text] = groupNames.count
            groupNames.append(group.name)
            groupDeclarations.append(group)
        }
        var resolver = EdgeListResolver(
            graph: graph, declarations: declarations, screenNames: allNames, groupIndex: groupIndex)
        let groups = groupDeclarations.map { resolver.resolve($0.edges, owner: "edges group '\($0.name.text)'") }
        let globals = resolver.resolve(syntax.globals.flatMap(\.edges), owner: "global")
        let own = declarations.indices.map {
            resolver.resolve(declarations[$0].edges, owner: "'\(graph.screens[$0].name)'")
        }
        diagnostics.append(contentsOf: resolver.diagnostics)

        var expansion = EdgeGroupExpansion(groups: groups, names: groupNames, into: &diagnostics)
        for (index, name) in groupNames.enumerated() where !resolver.usedGroups.contains(index) {
            diagnostics.append(.warning(.unusedGroup, "edges group '\(name.text)' is never used", at: name.range))
        }
        let global =
            syntax.globals.first.map { expansion.expand(globals, at: $0.keywordRange, into: &diagnostics) }
            ?? ResolvedEdges()
        graph.pushes = []
        graph.presents = []
        graph.likelyMeant = []
        let names = graph.screens.map(\.name)
        for (node, edges) in own.enumerated() {
            let kind = graph.screens[node].kind
            let takesGlobal = !kind.isModal && kind != .resolver && !global.items.isEmpty
            var all = edges
            if takesGlobal {
                all.items += global.items
                all.likelyMeant += global.likelyMeant
            }
            if takesGlobal || !edges.uses.isEmpty || !edges.likelyMeantGroups.isEmpty {
                all = expansion.expand(all, at: declarations[node].nameRange, into: &diagnostics)
            }
            let pushes = all.pushes
            let presents = all.presents
            graph.pushes.append(pushes)
            graph.presents.append(presents)
            graph.likelyMeant.append(all.likelyMeant)
            // A screen whose edges are all its own already lists them.
            if takesGlobal || !edges.uses.isEmpty {
                graph.screens[node] = graph.screens[node].withEdges(
                    pushes: pushes.map { names[$0] }, presents: presents.map { names[$0] })
            }
        }
        return !expansion.isOverLimit
    }

    // MARK: - URLs

    /// SPEC §3 `broad-url`: a route's or modal's pattern with no literal text claims every URL of
    /// its shape, and through `aasa` every such path on the hosts; `/` is spared by a required
    /// query item, which a bare home URL lacks. Where the pattern answers on a declared scheme, the
    /// notes name the form a scheme of its own takes, which is never broad.
    private mutating func warnIfBroad(
        _ pattern: URLPattern, of screen: Screen, schemes: (names: [String], forms: [String: SchemeForm]),
        hasHosts: Bool
    ) {
        guard pattern.hasNoLiteralText else { return }
        let claims: String
        let count = pattern.segments.count
        let words = [2: "two", 3: "three", 4: "four"]
        let segments = count == 1 ? "one segment" : "\(words[count] ?? String(count)) segments"
        if pattern.segments.isEmpty {
            guard !pattern.query.contains(where: screen.requires) else { return }
            claims = "the bare URL `/`, whatever its query"
        } else if case .tail = pattern.segments.last {
            claims = "every URL of \(segments) or more"
        } else {
            claims = "every URL of \(segments)"
        }
        let name = screen.name
        let narrower = "/" + name + (pattern.text.hasPrefix("/?") ? String(pattern.text.dropFirst()) : pattern.text)
        let isDeclared = pattern.origin == .declared
        let narrow = "narrow it with a literal segment or a prefix, such as \"\(displayable(narrower))\""
        var notes = [
            DiagnosticNote(
                range: pattern.range,
                message: !isDeclared || hasHosts
                    ? "through 'aasa' the app claims every such path on its hosts too; " + narrow : narrow)
        ]
        if isDeclared, let scheme = schemes.names.first {
            // The pattern's path after the scheme, in the form the `scheme` line writes links.
            let path = String(pattern.text.dropFirst())
            let own = scheme + (schemes.forms[scheme] ?? .authority).separator + path
            notes.append(
                DiagnosticNote(
                    range: pattern.range,
                    message:
                        "if every '\(scheme)' link has this shape, give the pattern the scheme of its own, which is never broad: url \"\(displayable(own))\" (it needs no 'scheme' line)"
                ))
        }
        diagnostics.append(
            .warning(
                .broadURL,
                "URL pattern \"\(displayable(pattern.text))\" of '\(name)' has no literal text, so it opens \(screen.kind.rawValue) '\(name)' for \(claims)",
                at: pattern.range, notes: notes))
    }

    /// Only when none is declared at all: an invalid one is already an error.
    private mutating func warnAboutUnusedURLs() {
        // A pattern for a scheme or host of its own needs no declaration; one that begins with
        // `/` answers only the declared ones.
        guard syntax.schemes.isEmpty, syntax.hosts.isEmpty,
            let first = syntax.screens.lazy.flatMap(\.urls).first(where: { $0.value.hasPrefix("/") })
        else { return }
        diagnostics.append(
            .warning(
                .unusedURL, "URL patterns are declared but no 'scheme' or 'host', so no URL can open them",
                at: first.range))
    }
}

func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
}

/// Why `host` is not a DNS host name (letters, digits and hyphens in dot-separated labels), or nil.
func hostNameProblem(_ host: String) -> String? {
    let bytes = Array(host.utf8)
    guard !bytes.isEmpty, bytes.count <= 253 else { return "a host name has 1 to 253 characters" }
    for label in bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
        guard (1...63).contains(label.count) else { return "each dot-separated label has 1 to 63 characters" }
        guard label.allSatisfy({ isASCIILetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }) else {
            return "a host name has only letters, digits, '-' and '.' (no scheme, port or path)"
        }
        guard label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-") else {
            return "a label does not start or end with '-'"
        }
    }
    return nil
}

/// The lower-case 8-4-4-4-12 form of a UUID string, or nil when it is not one.
func canonicalUUID(_ text: String) -> String? {
    let bytes = Array(text.utf8)
    guard bytes.count == 36 else { return nil }
    for (index, byte) in bytes.enumerated() {
        if [8, 13, 18, 23].contains(index) {
            guard byte == UInt8(ascii: "-") else { return nil }
        } else if hexValue(byte) == nil {
            return nil
        }
    }
    return text.lowercased()
}
