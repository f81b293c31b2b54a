/// The module stage of SPEC §2.8: one module's graph (its files taken together) read for what a
/// module may declare, with each exit's kind taken from the edges that use it. Both the module's
/// own build and the app's start here; neither repeats what it reports.
struct ModuleOutline {
    let syntax: GraphSyntax
    let header: ModuleHeaderSyntax
    /// The first exit of each name, in declaration order.
    let exits: [ExitSyntax]
    /// Each used exit's kind, from the first edge (in source order) that names it.
    let exitKinds: [String: EdgeKind]

    var name: String { header.name.text }

    /// Nil when the graph has no `module` line.
    init?(_ syntax: GraphSyntax, into diagnostics: inout DiagnosticBag) {
        guard let header = syntax.modules.first else { return nil }
        // A resolver is reported below and left out: its DESTs would only draw follow-on errors.
        // So is an alert, and what a modal answers: navgen does not compose them across modules yet.
        var kept = syntax
        kept.screens.removeAll { $0.kind == .resolver || $0.kind.isAlert }
        for index in kept.screens.indices { kept.screens[index].answers = nil }
        self.syntax = kept
        self.header = header
        for other in syntax.modules.dropFirst() where other.name.text != header.name.text {
            diagnostics.append(
                .error(
                    .duplicateName,
                    "a graph is one module; this one is already '\(header.name.text)'", at: other.name.range,
                    notes: [DiagnosticNote(range: header.name.range, message: "the module is first named here")]))
        }
        Self.reportAppDeclarations(in: syntax, module: header.name.text, into: &diagnostics)

        var screenNames: [String: Name] = [:]
        for screen in syntax.screens {
            if let name = screen.name, screenNames[name.text] == nil { screenNames[name.text] = name }
        }
        var exits: [ExitSyntax] = []
        var exitNames: [String: Name] = [:]
        for exit in syntax.exits {
            let name = exit.name
            if let first = exitNames[name.text] ?? screenNames[name.text] {
                diagnostics.append(
                    .redeclaration(
                        .duplicateName, "'\(name.text)'", name: name.text, at: name.range, first: first.range))
                continue
            }
            exitNames[name.text] = name
            exits.append(exit)
        }
        self.exits = exits
        exitKinds = Self.kinds(of: Set(exitNames.keys), in: syntax)
        for exit in exits where exitKinds[exit.name.text] == nil {
            diagnostics.append(
                .warning(
                    .unusedExit,
                    "exit '\(exit.name.text)' is never used: no edge of module \(header.name.text) leads to it",
                    at: exit.name.range))
        }
    }

    /// `module-declaration` for what only the app's graph may declare.
    private static func reportAppDeclarations(
        in syntax: GraphSyntax, module: String, into diagnostics: inout DiagnosticBag
    ) {
        func report(_ message: String, at range: SourceRange) {
            diagnostics.append(.error(.moduleDeclaration, "\(message) (module \(module))", at: range))
        }
        for name in syntax.appNames {
            report("'app' belongs to the app's graph; a module's graph begins with 'module' alone", at: name.range)
        }
        for screen in syntax.screens where screen.kind == .resolver {
            report(
                "a resolver belongs to the app's graph; its destinations may be the module's screens ('-> \(module).name')",
                at: screen.keywordRange)
        }
        for screen in syntax.screens where screen.kind.isAlert {
            report(
                "\(screen.kind == .alert ? "an alert" : "a dialog") is declared in the app's graph for now: navgen does not yet compose a module's alerts into the app's; present the app's from the module's screens through an exit",
                at: screen.keywordRange)
        }
        for screen in syntax.screens where screen.answers != nil {
            if let answers = screen.answers {
                report(
                    "a module's modal does not answer yet: navgen does not yet compose answering modals across modules; declare it in the app's graph",
                    at: answers.keywordRange)
            }
        }
        for screen in syntax.screens where screen.kind.isStackRoot && !screen.isModuleScreen {
            report(
                screen.kind == .tab
                    ? "a tab belongs to the app's graph; declare the module's root screen with 'screen \(screen.name?.text ?? "NAME")' and show it from the app's tab with 'shows'"
                    : "'root' belongs to the app's graph; declare the module's root screen with 'screen NAME'",
                at: screen.keywordRange)
        }
        for literal in syntax.schemes {
            report(
                "'scheme' belongs to the app's graph; a module's pattern may name a scheme of its own (url \"scheme:/path\")",
                at: literal.range)
        }
        for literal in syntax.hosts {
            report(
                "'host' belongs to the app's graph; a module's pattern may name a host of its own (url \"https://host/path\")",
                at: literal.range)
        }
        for global in syntax.globals {
            report(
                "'global' belongs to the app's graph; a module shares edges with 'edges' groups",
                at: global.keywordRange)
        }
        for condition in syntax.conditions {
            guard let modal = condition.modal else { continue }
            report(
                "'condition … present' belongs to the app's graph; a module names the app's condition with 'condition \(condition.name.text)'",
                at: modal.range)
        }
        for use in syntax.moduleUses {
            report(
                "'use' of modules belongs to the app's graph; a module never names another's screens: declare an 'exit'",
                at: use.keywordRange)
        }
        for bind in syntax.binds {
            report("'bind' belongs to the app's graph", at: bind.keywordRange)
        }
    }

    /// Each exit's kind from the first edge that names it, counting only the edges of screens and
    /// of the `edges` groups that screens use (directly or through other groups).
    private static func kinds(of exits: Set<String>, in syntax: GraphSyntax) -> [String: EdgeKind] {
        guard !exits.isEmpty else { return [:] }
        var groups: [String: EdgeGroupSyntax] = [:]
        for group in syntax.edgeGroups where groups[group.name.text] == nil { groups[group.name.text] = group }
        var usedGroups: Set<String> = []
        var pending = syntax.screens.flatMap(\.edges).filter { $0.kind == .use }.flatMap(\.targets).map(\.text)
        while let next = pending.popLast() {
            guard usedGroups.insert(next).inserted, let group = groups[next] else { continue }
            pending += group.edges.filter { $0.kind == .use }.flatMap(\.targets).map(\.text)
        }
        let edges =
            syntax.screens.flatMap(\.edges)
            + syntax.edgeGroups.filter { usedGroups.contains($0.name.text) }.flatMap(\.edges)
        var first: [String: (location: SourceLocation, kind: EdgeKind)] = [:]
        for edge in edges where edge.kind != .use {
            for target in edge.targets where exits.contains(target.text) {
                if let known = first[target.text], known.location < target.range.start { continue }
                first[target.text] = (target.range.start, edge.kind)
            }
        }
        return first.mapValues(\.kind)
    }

    /// The module's own build (SPEC §2.8): its names, types, patterns among themselves and exits.
    /// Exits are checked as the routes or modals they are used as, then set apart.
    func checkAlone() -> (graph: NavigationGraph?, diagnostics: DiagnosticBag) {
        var checked = syntax
        // Reported by `init` as module-declaration; not checked again as what they would mean in an app.
        checked.appNames = []
        checked.schemes = []
        checked.hosts = []
        checked.globals = []
        checked.screens = checked.screens.filter { $0.isModuleScreen || !$0.kind.isStackRoot }
        for index in checked.conditions.indices { checked.conditions[index].modal = nil }
        for index in checked.screens.indices {
            Self.applyModuleRequirements(header.requires, to: &checked.screens[index].requires)
        }
        for exit in exits {
            let kind: ScreenKind = exitKinds[exit.name.text] == .present ? .sheet : .route
            checked.screens.append(
                ScreenSyntax(
                    kind: kind, keywordRange: exit.keywordRange, name: exit.name, title: nil, icon: nil,
                    parameters: exit.parameters, urls: [], edges: []))
        }
        var checker = GraphChecker(syntax: checked, role: .module(name: name))
        let (graph, diagnostics) = checker.check()
        guard let graph else { return (nil, diagnostics) }
        let exitNames = Set(exits.map(\.name.text))
        let moduleExits = exits.compactMap { exit -> ModuleExit? in
            guard let screen = graph.screen(named: exit.name.text) else { return nil }
            return ModuleExit(
                name: exit.name.text, kind: exitKinds[exit.name.text] ?? .push, parameters: screen.parameters,
                range: exit.name.range)
        }
        var module = graph.replacing(
            routes: graph.routes.filter { !exitNames.contains($0.name) },
            modals: graph.modals.filter { !exitNames.contains($0.name) }, deepLinks: graph.deepLinks)
        module.module = ModuleDescription(
            name: name, swiftModule: header.swiftModule?.text ?? name, exits: moduleExits)
        return (module, diagnostics)
    }

    /// `module NAME requires C` applies to every screen, as if written on each, after its own.
    static func applyModuleRequirements(_ requires: [ConditionReference], to own: inout [ConditionReference]) {
        let written = Set(own.map(\.text))
        own += requires.filter { !written.contains($0.text) }
    }
}
