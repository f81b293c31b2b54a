/// The app stage of SPEC §2.8: the app's graph and the modules it `use`s made into one graph,
/// which `GraphChecker` then checks whole, so that every rule of §2.3–§2.6 holds across modules.
///
/// A module's screens join under their qualified names (`Status.detail`), their places (and so
/// their diagnostics) still in the module's file; an exit's edges are replaced by edges to the
/// screen it is bound to; a tab that `shows` a module's screen takes that screen's edges.
struct AppComposition {
    /// What the composition settled about one used module, for the checked graph's `modules`.
    struct UsedModule {
        var outline: ModuleOutline
        var bindings: [ExitBinding]
        /// The module's own types, which its exits' parameters are of.
        var types: AppTypeTable
    }

    private let app: GraphSyntax
    /// Every module graph given, by name.
    private let modules: [String: ModuleOutline]
    /// Where navgen looked for modules, for `unknown-module`'s note.
    private let lookedIn: String

    init(app: GraphSyntax, modules: [String: ModuleOutline], lookedIn: String) {
        self.app = app
        self.modules = modules
        self.lookedIn = lookedIn
    }

    /// Members of the router and screens protocol a module's member name would collide with.
    private static let routerMembers: Set<String> = [
        "state", "path", "currentPath", "selectedTab", "presentations", "presentedSheet", "metConditions",
        "pendingNavigation", "undeterminedConditions", "tabSelection", "resolvers", "resolving", "resolutionError",
    ]

    func compose(into diagnostics: inout DiagnosticBag) -> (syntax: GraphSyntax, used: [UsedModule]) {
        // An app of one graph is its own composition: not copied, its declarations not walked again.
        if app.moduleUses.isEmpty, app.exits.isEmpty, app.binds.isEmpty,
            !app.screens.contains(where: { $0.isModuleScreen || $0.shows != nil }),
            !Self.edgeLists(of: app).contains(where: { $0.contains { $0.targets.contains(where: \.isQualified) } }),
            !app.conditions.contains(where: { $0.modal?.isQualified == true }),
            !app.screens.contains(where: { $0.destinations.contains(where: \.isQualified) })
        {
            return (app, [])
        }
        for exit in app.exits {
            diagnostics.append(
                .error(
                    .moduleDeclaration,
                    "'exit' belongs to a module's graph; an app's graph declares its own screens as routes and modals",
                    at: exit.keywordRange))
        }
        for screen in app.screens where screen.isModuleScreen {
            diagnostics.append(
                .error(
                    .moduleDeclaration,
                    "'screen' belongs to a module's graph; an app's graph declares its root screens as tabs",
                    at: screen.keywordRange))
        }
        let (used, unknown) = usedModules(into: &diagnostics)
        var scratch = DiagnosticBag()
        let appTypes = AppTypeTable(app.types, appName: app.appNames.first?.text ?? "App", into: &scratch)
        let moduleTypes = Dictionary(
            used.map { ($0.outline.name, $0.types) }, uniquingKeysWith: { first, _ in first })
        var candidates: [String: ExitBinder.Candidate] = [:]
        for screen in app.screens where !screen.kind.isStackRoot {
            guard let name = screen.name?.text, candidates[name] == nil else { continue }
            candidates[name] = ExitBinder.Candidate(name: name, declaration: screen, types: appTypes)
        }
        for use in used {
            for screen in use.outline.syntax.screens where !screen.kind.isStackRoot {
                guard let name = screen.name?.text else { continue }
                let qualified = use.outline.name + "." + name
                if candidates[qualified] == nil {
                    candidates[qualified] = ExitBinder.Candidate(
                        name: qualified, declaration: screen, types: use.types)
                }
            }
        }
        let binder = ExitBinder(
            candidates: candidates, moduleTypes: moduleTypes,
            modules: Dictionary(used.map { ($0.outline.name, $0.outline) }, uniquingKeysWith: { first, _ in first }))
        let explicit = binder.bind(
            app.binds.filter { !unknown.contains(QualifiedName.module(of: $0.exit.text)) }, into: &diagnostics)
        let result = used.map { use in
            UsedModule(
                outline: use.outline,
                bindings: binder.bindings(
                    of: use.outline, explicit: explicit, usedAt: use.useRange, into: &diagnostics),
                types: use.types)
        }
        return (composedSyntax(result, unknown: unknown, into: &diagnostics), result)
    }

    /// A used module and the `use` name that names it.
    private struct Use {
        var outline: ModuleOutline
        var useRange: SourceRange
        /// The module's own types, read once for its exits and its screens' parameters.
        var types: AppTypeTable
    }

    /// The modules named by `use`, each once, in order; unknown ones reported, and returned so
    /// that what names them is not reported again.
    private func usedModules(into diagnostics: inout DiagnosticBag) -> (used: [Use], unknown: Set<String>) {
        var result: [Use] = []
        var unknown: Set<String> = []
        var seen: [String: Name] = [:]
        // A resolver is no case of the route or sheet enums, nor a requirement of `PScreens`.
        let screenNames = Set(app.screens.filter { $0.kind != .resolver }.compactMap(\.name?.text))
        for use in app.moduleUses {
            for name in use.modules {
                if let first = seen[name.text] {
                    diagnostics.append(
                        .redeclaration(
                            .duplicateName, "module '\(name.text)' is used already; it", name: name.text,
                            at: name.range, first: first.range))
                    continue
                }
                seen[name.text] = name
                guard let outline = modules[name.text] else {
                    unknown.insert(name.text)
                    diagnostics.append(unknownModule(name.text, at: name.range))
                    continue
                }
                if let appName = app.appNames.first, appName.text == name.text {
                    // Reported here; what names the module is not reported again as unused.
                    unknown.insert(name.text)
                    diagnostics.append(
                        .error(
                            .duplicateModule,
                            "module '\(name.text)' has the app's name; their generated types (\(name.text)Route, \(name.text)Sheet…) would collide: rename the app ('app \(name.text)App') or the module",
                            at: name.range,
                            notes: [
                                DiagnosticNote(range: appName.range, message: "app '\(appName.text)' is declared here"),
                                DiagnosticNote(
                                    range: outline.header.name.range, message: "module '\(name.text)' is declared here"),
                            ]))
                    continue
                }
                let member = ModuleDescription.memberName(of: name.text)
                if screenNames.contains(member) || Self.routerMembers.contains(member) {
                    // Reported here; what names the module is not reported again as unused.
                    unknown.insert(name.text)
                    let what =
                        screenNames.contains(member) ? "the app's screen '\(member)'" : "the router's '\(member)'"
                    diagnostics.append(
                        .error(
                            .reservedName,
                            "module '\(name.text)' would be the case and member '\(member)', which collides with \(what); rename one",
                            at: name.range))
                    continue
                }
                var scratch = DiagnosticBag()
                let types = AppTypeTable(outline.syntax.types, appName: outline.name, into: &scratch)
                result.append(Use(outline: outline, useRange: name.range, types: types))
            }
        }
        return (result, unknown)
    }

    /// `unknown-module` for `module`, named at `range` by `use` or by `written` (`Feed.items`):
    /// a module given but not used is to be used; one not given, looked for where the note says.
    private func unknownModule(_ module: String, at range: SourceRange, namedBy written: String? = nil)
        -> Diagnostic
    {
        if let written, modules[module] != nil {
            return .error(
                .unknownModule,
                "'\(written)' names module '\(module)', which the app does not use; add 'use \(module)'",
                at: range)
        }
        var message =
            written.map { "'\($0)' names module '\(module)', but no module graph '\(module)' was given or found" }
            ?? "no module graph '\(module)' was given or found"
        if let suggestion = closestName(to: module, among: modules.keys.sorted()) {
            message += "; did you mean '\(suggestion)'?"
        }
        return .error(.unknownModule, message, at: range, notes: [DiagnosticNote(range: range, message: lookedIn)])
    }

    /// Every list of edges an app's graph writes: its screens', its groups' and its `global` blocks'.
    private static func edgeLists(of graph: GraphSyntax) -> [[EdgeSyntax]] {
        graph.screens.map(\.edges) + graph.edgeGroups.map(\.edges) + graph.globals.map(\.edges)
    }

    // MARK: - The composed graph

    private func composedSyntax(
        _ used: [UsedModule], unknown: Set<String>, into diagnostics: inout DiagnosticBag
    ) -> GraphSyntax {
        var composed = app
        composed.exits = []
        composed.screens = app.screens.filter { !$0.isModuleScreen }
        // An edge to a module the app does not use is reported once, here, and left out; what
        // names a module already reported at its `use` would only repeat that.
        let usedNames = Set(used.map(\.outline.name))
        var reported = unknown
        func keepsTarget(_ target: Name) -> Bool {
            guard target.isQualified else { return true }
            let module = QualifiedName.module(of: target.text)
            if usedNames.contains(module) { return true }
            reported.insert(module)
            if !unknown.contains(module) {
                diagnostics.append(unknownModule(module, at: target.range, namedBy: target.text))
            }
            return false
        }
        func keepingTargets(_ edges: [EdgeSyntax]) -> [EdgeSyntax] {
            edges.map { edge in
                var edge = edge
                edge.targets = edge.targets.filter(keepsTarget)
                return edge
            }
        }
        for index in composed.screens.indices {
            composed.screens[index].edges = keepingTargets(composed.screens[index].edges)
            composed.screens[index].destinations = composed.screens[index].destinations.filter(keepsTarget)
            if let shows = composed.screens[index].shows, unknown.contains(QualifiedName.module(of: shows.text)) {
                composed.screens[index].shows = nil
            }
        }
        for index in composed.edgeGroups.indices {
            composed.edgeGroups[index].edges = keepingTargets(composed.edgeGroups[index].edges)
        }
        for index in composed.globals.indices {
            composed.globals[index].edges = keepingTargets(composed.globals[index].edges)
        }
        for condition in app.conditions {
            if let modal = condition.modal { _ = keepsTarget(modal) }
        }
        composed.reportedModules = reported
        let conditionNames = Set(app.conditions.map(\.name.text))
        let byName = Dictionary(used.map { ($0.outline.name, $0) }, uniquingKeysWith: { first, _ in first })
        var shown: Set<String> = []
        for index in composed.screens.indices {
            guard let shows = composed.screens[index].shows else { continue }
            guard
                let (module, screenName) = ModuleReference.resolve(
                    shows, after: "shows", naming: "screen", among: byName, notQualified: .unknownDestination,
                    into: &diagnostics)
            else {
                composed.screens[index].shows = nil
                continue
            }
            guard
                let screen = module.outline.syntax.screens.first(where: {
                    $0.isModuleScreen && $0.name?.text == screenName
                })
            else {
                let names = module.outline.syntax.screens.filter(\.isModuleScreen).compactMap(\.name?.text)
                var message = "module \(module.outline.name) has no screen '\(screenName)'"
                if let suggestion = closestName(to: screenName, among: names) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.append(.error(.unknownDestination, message, at: shows.range))
                composed.screens[index].shows = nil
                continue
            }
            shown.insert(shows.text)
            composed.screens[index].edges += EdgeRewriter(module).rewrite(screen.edges)
            var requires = screen.requires
            ModuleOutline.applyModuleRequirements(module.outline.header.requires, to: &requires)
            let own = Set(composed.screens[index].requires.map(\.text))
            composed.screens[index].requires += requires.filter {
                !own.contains($0.text) && conditionNames.contains($0.name.text)
            }
        }
        var knownTypes = Dictionary(app.types.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        var imports = Set(app.imports.map(\.text))
        for module in used {
            let outline = module.outline
            let name = outline.name
            let rewriter = EdgeRewriter(module)
            let moduleConditions = Set(outline.syntax.conditions.map(\.name.text))
            for condition in outline.syntax.conditions where !conditionNames.contains(condition.name.text) {
                var message = "module \(name) names condition '\(condition.name.text)', which the app does not declare"
                if let suggestion = closestName(to: condition.name.text, among: app.conditions.map(\.name.text)) {
                    message += "; did you mean '\(suggestion)'?"
                }
                diagnostics.append(.error(.unknownCondition, message, at: condition.name.range))
            }
            for type in outline.syntax.types {
                if let known = knownTypes[type.name.text] {
                    if !known.isDeclaredAlike(type) {
                        diagnostics.append(
                            .error(
                                .duplicateType,
                                "type '\(type.name.text)' is declared differently here ('\(type.text)') and in another graph of the app ('\(known.text)'); one type is declared alike everywhere",
                                at: type.name.range,
                                notes: [
                                    DiagnosticNote(range: known.name.range, message: "'\(known.text)' is declared here")
                                ]))
                    }
                    continue
                }
                knownTypes[type.name.text] = type
                composed.types.append(type)
            }
            for module in outline.syntax.imports where imports.insert(module.text).inserted {
                composed.imports.append(module)
            }
            for screen in outline.syntax.screens {
                guard let screenName = screen.name else { continue }
                if screen.isModuleScreen {
                    if !shown.contains(name + "." + screenName.text) {
                        diagnostics.append(
                            .error(
                                .unreachable,
                                "screen '\(name).\(screenName.text)' is unreachable: no tab shows it ('tab NAME shows \(name).\(screenName.text)')",
                                at: screenName.range))
                    }
                    continue
                }
                guard !screen.kind.isStackRoot else { continue }
                var joined = screen
                joined.name = Name(text: name + "." + screenName.text, range: screenName.range)
                ModuleOutline.applyModuleRequirements(outline.header.requires, to: &joined.requires)
                // A condition the app lacks is reported once, at the module's `condition` line.
                joined.requires = joined.requires.filter {
                    conditionNames.contains($0.name.text) || !moduleConditions.contains($0.name.text)
                }
                joined.edges = rewriter.rewrite(screen.edges)
                composed.screens.append(joined)
            }
            for group in outline.syntax.edgeGroups {
                var joined = group
                joined.name = Name(text: name + "." + group.name.text, range: group.name.range)
                joined.edges = rewriter.rewrite(group.edges)
                composed.edgeGroups.append(joined)
            }
        }
        composed.moduleUses = []
        composed.binds = []
        return composed
    }

    /// A module's edges as the app reads them: its screens and groups by qualified name, each exit
    /// by the screen it is bound to (an unbound one, already reported, left out). Made once per
    /// module, used for each of its screens.
    private struct EdgeRewriter {
        let module: String
        /// Each bound exit's destination, by the exit's name.
        let destinations: [String: String]
        let exits: Set<String>

        init(_ used: UsedModule) {
            module = used.outline.name
            destinations = Dictionary(
                used.bindings.map { ($0.exit, $0.destination) }, uniquingKeysWith: { first, _ in first })
            exits = Set(used.outline.exits.map(\.name.text))
        }

        func rewrite(_ edges: [EdgeSyntax]) -> [EdgeSyntax] {
            edges.map { edge in
                var edge = edge
                edge.targets = edge.targets.compactMap { target in
                    if edge.kind != .use, exits.contains(target.text) {
                        return destinations[target.text].map { Name(text: $0, range: target.range) }
                    }
                    return Name(text: module + "." + target.text, range: target.range)
                }
                return edge
            }
        }
    }
}

extension AppComposition.UsedModule {
    /// The module as the checked app graph describes it. `swiftModule` is where the module's
    /// generated code is compiled, when its graph does not say (`module NAME in SWIFTMODULE`).
    func composed(in graph: NavigationGraph, swiftModule: String?) -> ComposedModule {
        let prefix = outline.name + "."
        var scratch = DiagnosticBag()
        let exits = outline.exits.map { exit in
            ModuleExit(
                name: exit.name.text, kind: outline.exitKinds[exit.name.text] ?? .push,
                parameters: exit.parameters.compactMap { syntax in
                    types.type(of: syntax, into: &scratch).map {
                        Parameter(
                            name: syntax.name.text, type: $0, isOptional: syntax.isOptional, defaultValue: nil,
                            range: syntax.name.range)
                    }
                }, range: exit.name.range)
        }
        let description = ModuleDescription(
            name: outline.name, swiftModule: outline.header.swiftModule?.text ?? swiftModule ?? outline.name,
            exits: exits)
        return ComposedModule(
            description: description,
            routes: graph.routes.map(\.name).filter { $0.hasPrefix(prefix) },
            modals: graph.sheets.map(\.name).filter { $0.hasPrefix(prefix) },
            screens: outline.syntax.screens.filter(\.isModuleScreen).compactMap(\.name?.text),
            bindings: bindings)
    }
}
