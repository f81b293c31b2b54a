/// Classifies every change between two versions of a graph (`navgen diff`): breaking for
/// published links, breaking for saved navigation state, or compatible.
///
/// Saved state is the generated `NavigationState`: tab names as keys, routes and modals as
/// enum cases whose associated values Swift's synthesized `Codable` reads by label, so a
/// removed or renamed case or label, a changed type, and a new non-optional value all stop an
/// old entry from decoding. A new optional value decodes as nil.
public struct GraphDiff {
    let old: GraphVersion
    let new: GraphVersion
    private(set) var changes: [GraphChange] = []
    /// Old screen name → new, for screens whose rename was recognised.
    let renames: [String: String]
    /// Edge changes of groups and `global`, reported once rather than per screen.
    let groupEdges: EdgeGroupComparison

    public static func changes(from old: GraphVersion, to new: GraphVersion) -> [GraphChange] {
        let renames = recognisedRenames(from: old.graph, to: new.graph)
        var diff = GraphDiff(
            old: old, new: new, renames: renames,
            groupEdges: EdgeGroupComparison(old: old, new: new, renames: renames))
        diff.changes += diff.groupEdges.changes
        diff.compareAppName()
        diff.compareLinkPrefixes()
        diff.compareTypes()
        diff.compareScreens()
        diff.changes += PublishedLinkComparison(old: old.graph, new: new.graph, renames: diff.renames).changes()
        return diff.changes.enumerated().sorted { a, b in
            let aKey = (
                a.element.impact.sortRank, a.element.new?.start.offset ?? Int.max,
                a.element.old?.start.offset ?? Int.max, a.offset
            )
            let bKey = (
                b.element.impact.sortRank, b.element.new?.start.offset ?? Int.max,
                b.element.old?.start.offset ?? Int.max, b.offset
            )
            return aKey < bKey
        }.map(\.element)
    }

    private mutating func record(_ impact: GraphChange.Impact, _ message: String, old: SourceRange?, new: SourceRange?)
    {
        changes.append(GraphChange(impact: impact, message: message, old: old, new: new))
    }

    // MARK: - App, schemes, hosts

    private mutating func compareAppName() {
        guard old.graph.appName != new.graph.appName else { return }
        record(
            .breakingSource,
            "app name changed from \(old.graph.appName) to \(new.graph.appName): every generated type is renamed (\(old.graph.appName)Route is now \(new.graph.appName)Route), so code that uses them no longer compiles",
            old: old.syntax.appNames.first?.range, new: new.syntax.appNames.first?.range)
    }

    /// `type` declarations kept under the same name whose representation changed. A parameter's
    /// type changed from one type to another is reported with the parameter, and links whose
    /// placeholders now read another raw type by `PublishedLinkComparison`.
    private mutating func compareTypes() {
        let oldTypes = Dictionary(old.syntax.types.map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
        for declaration in new.syntax.types {
            let name = declaration.name.text
            guard let before = oldTypes[name], let was = old.graph.appType(named: name),
                let now = new.graph.appType(named: name), was.representation != now.representation
            else { continue }
            let change = "'\(before.text)' is now '\(declaration.text)'"
            switch (was.representation, now.representation) {
            case (.live, .callback), (.callback, .live):
                record(
                    .compatible, "\(change): links and saved state are unaffected", old: before.name.range,
                    new: declaration.name.range)
            case (.live, _), (.callback, _):
                record(
                    .compatible,
                    "\(change): saved states now keep it\(now.representation == .opaque ? "" : ", and URLs can carry it")",
                    old: before.name.range, new: declaration.name.range)
            case (_, .live), (_, .callback):
                // Links that carried it are gone from the new graph's patterns: the published
                // links' comparison reports them.
                record(
                    .breakingState,
                    "\(change): it is no longer saved, so a saved stack ends before the first screen that requires it",
                    old: before.name.range, new: declaration.name.range)
            case (.opaque, _):
                record(
                    .compatible, "\(change): URLs can now carry it", old: before.name.range, new: declaration.name.range
                )
            case (.alias(let from), .alias(let to)), (.rawValue(let from), .rawValue(let to)),
                (.alias(let from), .rawValue(let to)), (.rawValue(let from), .alias(let to)):
                guard from != to else {
                    record(
                        .compatible, "\(change): links and saved values read it as before", old: before.name.range,
                        new: declaration.name.range)
                    continue
                }
                record(
                    .breakingState,
                    "\(change): saved values of it, encoded as \(from.rawValue), no longer decode as \(to.rawValue)",
                    old: before.name.range, new: declaration.name.range)
            case (_, .opaque):
                record(
                    .breakingState, "\(change): saved values of it may no longer decode", old: before.name.range,
                    new: declaration.name.range)
            }
        }
    }

    private mutating func compareLinkPrefixes() {
        compare(old.graph.schemes, new.graph.schemes, old.syntax.schemes, new.syntax.schemes) {
            "scheme '\($0)' (\($0)://…)"
        }
        compare(old.graph.hosts, new.graph.hosts, old.syntax.hosts, new.syntax.hosts) {
            "host '\($0)' (https://\($0)/…)"
        }
    }

    private mutating func compare(
        _ oldValues: [String], _ newValues: [String], _ oldLiterals: [StringLiteral], _ newLiterals: [StringLiteral],
        describe: (String) -> String
    ) {
        func range(of value: String, in literals: [StringLiteral]) -> SourceRange? {
            literals.first { $0.value.lowercased() == value }?.range
        }
        for value in oldValues where !newValues.contains(value) {
            record(
                .breakingLinks, "\(describe(displayable(value))) removed: no link through it opens anything any more",
                old: range(of: value, in: oldLiterals), new: nil)
        }
        for value in newValues where !oldValues.contains(value) {
            record(
                .compatible, "\(describe(displayable(value))) added", old: nil, new: range(of: value, in: newLiterals))
        }
    }

    // MARK: - Screens

    /// Screens removed with one added of the same kind, parameters and patterns: renamed, not
    /// replaced. Their edges and the edges to them are compared under the new name, so a rename is
    /// one change, not one more for every screen that reaches it.
    private static func recognisedRenames(from old: NavigationGraph, to new: NavigationGraph) -> [String: String] {
        var added = (new.stackRoots + new.routes + new.modals).filter { old.screen(named: $0.name) == nil }
        var renames: [String: String] = [:]
        for screen in old.stackRoots + old.routes + old.modals where new.screen(named: screen.name) == nil {
            let matches = added.filter {
                $0.kind == screen.kind && $0.parameters.map(\.signature) == screen.parameters.map(\.signature)
                    && $0.urlPatterns.map(\.text) == screen.urlPatterns.map(\.text)
            }
            guard matches.count == 1, let renamed = matches.first else { continue }
            renames[screen.name] = renamed.name
            added.removeAll { $0.name == renamed.name }
        }
        return renames
    }

    private mutating func compareScreens() {
        let oldScreens =
            old.graph.stackRoots + old.graph.routes + old.graph.modals + old.graph.resolvers + old.graph.alerts
        let newScreens =
            new.graph.stackRoots + new.graph.routes + new.graph.modals + new.graph.resolvers + new.graph.alerts
        let renamedTo = Set(renames.values)
        for screen in oldScreens {
            guard let newName = renames[screen.name], let renamed = new.graph.screen(named: newName) else { continue }
            record(
                .breakingState,
                "\(screen.kind.rawValue) '\(screen.name)' renamed to '\(renamed.name)': \(stateLoss(of: screen))",
                old: screen.range, new: renamed.range)
        }
        for screen in oldScreens where screen.kind != .root && new.graph.screen(named: screen.name) == nil {
            guard renames[screen.name] == nil else { continue }
            // A resolver or alert is never saved: its patterns' links are what it breaks, reported with them.
            let isSaved = screen.kind != .resolver && !screen.kind.isAlert
            record(
                isSaved ? .breakingState : .compatible,
                "\(screen.kind.rawValue) '\(screen.name)' removed" + (isSaved ? ": \(stateLoss(of: screen))" : ""),
                old: screen.range, new: nil)
        }
        for screen in newScreens where old.graph.screen(named: screen.name) == nil && !renamedTo.contains(screen.name) {
            record(.compatible, "\(screen.kind.rawValue) '\(screen.name)' added", old: nil, new: screen.range)
        }
        for oldScreen in oldScreens {
            guard let newScreen = new.graph.screen(named: renames[oldScreen.name] ?? oldScreen.name) else { continue }
            compare(oldScreen, newScreen)
        }
    }

    /// *(5)* A route gaining `also sheet` adds a case to the sheet enum; losing it takes one away,
    /// with the saved presentations of it (SPEC §2.3).
    private mutating func comparePresentedForms(of oldScreen: Screen, _ newScreen: Screen, name: String) {
        switch (oldScreen.presentedForm, newScreen.presentedForm) {
        case (nil, nil):
            return
        case (nil, let presented?):
            record(
                .compatible, "\(name) can now also be presented, as a \(presented.kind.rawValue)",
                old: oldScreen.range, new: newScreen.range)
        case (let presented?, nil):
            record(
                .breakingState,
                "\(name) is no longer also presented: a saved state presenting it as a \(presented.kind.rawValue) restores without it",
                old: oldScreen.range, new: newScreen.range)
        case (let was?, let now?):
            if was.kind != now.kind {
                record(
                    .compatible, "\(name) is now also presented as a \(now.kind.rawValue), not a \(was.kind.rawValue)",
                    old: oldScreen.range, new: newScreen.range)
            }
            if was.hasStack, !now.hasStack {
                record(
                    .breakingState,
                    "\(name) presented no longer has a stack of its own: a saved state restores it without the routes pushed inside it",
                    old: oldScreen.range, new: newScreen.range)
            } else if !was.hasStack, now.hasStack {
                record(
                    .compatible,
                    "\(name) presented now has a stack of its own: the routes it pushes are shown inside it",
                    old: oldScreen.range, new: newScreen.range)
            }
        }
    }

    /// *(5)* An alert's buttons and a modal's `answers` (SPEC §2.10): a button added or removed
    /// changes the button enum an app's `switch` over `ask`'s answer lists; a modal that now
    /// answers is no longer saved, and its view gains an `answer:` argument.
    private mutating func compareQuestions(of oldScreen: Screen, _ newScreen: Screen, name: String) {
        let oldButtons = oldScreen.buttons.map(\.name)
        let newButtons = newScreen.buttons.map(\.name)
        for button in oldButtons where !newButtons.contains(button) {
            record(
                .breakingSource, "\(name) no longer has button '\(button)': code naming it no longer compiles",
                old: oldScreen.range, new: newScreen.range)
        }
        for button in newButtons where !oldButtons.contains(button) {
            record(
                .breakingSource,
                "\(name) has a new button '\(button)': an exhaustive switch over its answer needs a case for it",
                old: oldScreen.range, new: newScreen.range)
        }
        switch (oldScreen.answerType, newScreen.answerType) {
        case (nil, let type?):
            record(
                .breakingState,
                "\(name) now answers \(type.swiftName): a saved state no longer holds it, and its view takes an 'answer:' argument",
                old: oldScreen.range, new: newScreen.range)
        case (let type?, nil):
            record(
                .breakingSource, "\(name) no longer answers \(type.swiftName): its view loses its 'answer:' argument",
                old: oldScreen.range, new: newScreen.range)
        case (let was?, let now?) where was.swiftName != now.swiftName:
            record(
                .breakingSource, "\(name) now answers \(now.swiftName), not \(was.swiftName)",
                old: oldScreen.range, new: newScreen.range)
        default:
            break
        }
    }

    /// *(5)* A resolver's DESTs (SPEC §2.9): one removed breaks the links the app resolved to it,
    /// one added is compatible.
    private mutating func compareDestinations(of oldScreen: Screen, _ newScreen: Screen, name: String) {
        let oldDestinations = oldScreen.destinations.map { renames[$0] ?? $0 }
        for destination in oldDestinations where !newScreen.destinations.contains(destination) {
            record(
                .breakingLinks,
                "\(name) no longer leads to '\(destination)': links it resolved there no longer open it",
                old: oldScreen.range, new: newScreen.range)
        }
        for destination in newScreen.destinations where !oldDestinations.contains(destination) {
            record(
                .compatible, "\(name) may now lead to '\(destination)'", old: oldScreen.range, new: newScreen.range)
        }
    }

    private func stateLoss(of screen: Screen) -> String {
        switch screen.kind {
        case .tab: return "a saved state loses that tab's stack and selection"
        case .root: return "a saved state loses its stack"
        case .route: return "a saved stack holding it is cut off there when restored"
        case .sheet, .cover: return "a saved state presenting it restores without it"
        case .resolver: return "no saved state holds a resolver"
        case .alert, .dialog: return "no saved state holds an alert"
        }
    }

    private mutating func compare(_ oldScreen: Screen, _ newScreen: Screen) {
        let name = "\(oldScreen.kind.rawValue) '\(newScreen.name)'"
        guard oldScreen.kind == newScreen.kind else {
            let impact: GraphChange.Impact =
                oldScreen.kind.isStackRoot && newScreen.kind.isStackRoot ? .compatible : .breakingState
            record(
                impact,
                "\(name) is now a \(newScreen.kind.rawValue)\(impact.isBreaking ? ": \(stateLoss(of: oldScreen))" : "")",
                old: oldScreen.range, new: newScreen.range)
            return
        }
        compareParameters(of: oldScreen, newScreen, name: name)
        compareQuestions(of: oldScreen, newScreen, name: name)
        // A title that was and is the name's default changed with the rename, not on its own.
        let titlesFollowTheName =
            oldScreen.title == NameRules.capitalised(oldScreen.name)
            && newScreen.title == NameRules.capitalised(newScreen.name)
        if oldScreen.title != newScreen.title, !titlesFollowTheName {
            record(
                .compatible,
                "\(name) title changed from \(quotedText(oldScreen.title)) to \(quotedText(newScreen.title))",
                old: oldScreen.range, new: newScreen.range)
        }
        if oldScreen.systemImage != newScreen.systemImage {
            record(
                .compatible,
                "\(name) icon changed from \(quotedText(oldScreen.systemImage)) to \(quotedText(newScreen.systemImage))",
                old: oldScreen.range, new: newScreen.range)
        }
        if oldScreen.hasStack != newScreen.hasStack {
            if newScreen.hasStack {
                record(
                    .compatible,
                    "\(name) now has a stack of its own: the routes it pushes are shown inside it, not on the stack under it",
                    old: oldScreen.range, new: newScreen.range)
            } else {
                record(
                    .breakingState,
                    "\(name) no longer has a stack of its own: a saved state restores it without the routes pushed inside it",
                    old: oldScreen.range, new: newScreen.range)
            }
        }
        if oldScreen.isSecret != newScreen.isSecret {
            if newScreen.isSecret {
                record(
                    .breakingState,
                    "\(name) is now secret: a saved state no longer holds it, so a saved stack ends before it",
                    old: oldScreen.range, new: newScreen.range)
            } else {
                record(
                    .compatible, "\(name) is no longer secret: saved states now keep it, and print its values",
                    old: oldScreen.range, new: newScreen.range)
            }
        }
        if oldScreen.isLocked != newScreen.isLocked {
            record(
                .compatible,
                newScreen.isLocked
                    ? "\(name) is now locked: while it is up, navigations that would take it away wait until it leaves"
                    : "\(name) is no longer locked: navigations take it away as any modal",
                old: oldScreen.range, new: newScreen.range)
        }
        comparePresentedForms(of: oldScreen, newScreen, name: name)
        compareDestinations(of: oldScreen, newScreen, name: name)
        compareRequirements(of: oldScreen, newScreen, name: name)
        for (kind, oldTargets, newTargets) in [
            (EdgeKind.push, oldScreen.pushes, newScreen.pushes), (.present, oldScreen.presents, newScreen.presents),
        ] {
            let oldTargets = oldTargets.map { renames[$0] ?? $0 }
            func explained(_ target: String, added: Bool) -> Bool {
                groupEdges.explained.contains(
                    .init(screen: oldScreen.name, kind: kind, target: target, added: added))
            }
            for target in oldTargets where !newTargets.contains(target) && !explained(target, added: false) {
                record(
                    .compatible, "\(name) can no longer \(kind.rawValue) '\(target)'", old: oldScreen.range,
                    new: newScreen.range)
            }
            for target in newTargets where !oldTargets.contains(target) && !explained(target, added: true) {
                record(
                    .compatible, "\(name) can now \(kind.rawValue) '\(target)'", old: oldScreen.range,
                    new: newScreen.range)
            }
        }
    }

    /// A condition a screen gains changes what its links do: they no longer open it at once but
    /// wait for the condition's modal (breaking for links), and a saved state showing it restores
    /// without it until the condition is met. One it loses only shows the screen sooner. A `!`
    /// condition it gains drops its links while the condition holds; one it loses shows it then.
    private mutating func compareRequirements(of oldScreen: Screen, _ newScreen: Screen, name: String) {
        let hasLinks = !newScreen.urlPatterns.isEmpty || newScreen.kind == .route
        for (list, bang, gained, lost) in [
            (
                \Screen.requiredConditions, "",
                { (condition: String) in
                    "an app that has not met it shows the condition's modal first\(hasLinks ? "; its links wait for the condition's modal instead of opening it" : "")"
                },
                { (_: String) in "it is shown without waiting for it" }
            ),
            (
                \Screen.excludedConditions, "!",
                { (condition: String) in
                    "it is no longer shown while '\(condition)' holds\(hasLinks ? "; its links are dropped while it holds" : "")"
                },
                { (condition: String) in "it is shown also while '\(condition)' holds" }
            ),
        ] {
            for condition in newScreen[keyPath: list] where !oldScreen[keyPath: list].contains(condition) {
                record(
                    .breakingLinks,
                    "\(name) now requires '\(bang)\(condition)': \(gained(condition)), and a saved state restores without it",
                    old: oldScreen.range, new: newScreen.range)
            }
            for condition in oldScreen[keyPath: list] where !newScreen[keyPath: list].contains(condition) {
                record(
                    .compatible, "\(name) no longer requires '\(bang)\(condition)': \(lost(condition))",
                    old: oldScreen.range, new: newScreen.range)
            }
        }
    }

    private mutating func compareParameters(of oldScreen: Screen, _ newScreen: Screen, name: String) {
        let hasURL = !oldScreen.urlPatterns.isEmpty
        var unmatchedNew = newScreen.parameters.filter { parameter in
            !oldScreen.parameters.contains { $0.name == parameter.name }
        }
        for (position, oldParameter) in oldScreen.parameters.enumerated() {
            guard let newParameter = newScreen.parameters.first(where: { $0.name == oldParameter.name }) else {
                // Same place, same type, another name: a rename rather than a removal.
                if position < newScreen.parameters.count, unmatchedNew.contains(newScreen.parameters[position]),
                    newScreen.parameters[position].type.swiftName == oldParameter.type.swiftName
                {
                    let renamed = newScreen.parameters[position]
                    unmatchedNew.removeAll { $0 == renamed }
                    record(
                        .breakingState,
                        "parameter '\(oldParameter.name)' of \(name) renamed to '\(renamed.name)': saved values of it no longer decode",
                        old: oldParameter.range, new: renamed.range)
                } else {
                    record(
                        .breakingState,
                        "parameter '\(oldParameter.name)' of \(name) removed: saved values of \(oldScreen.name) no longer decode",
                        old: oldParameter.range, new: newScreen.range)
                }
                continue
            }
            // A type whose declaration changed (`type Visibility: String` → `: Int`) is reported once, as a type.
            if oldParameter.type.swiftName != newParameter.type.swiftName
                || (oldParameter.isOptional && !newParameter.isOptional)
            {
                record(
                    .breakingState,
                    "parameter '\(oldParameter.name)' of \(name) changed from \(oldParameter.typeText) to \(newParameter.typeText): saved values of it no longer decode",
                    old: oldParameter.range, new: newParameter.range)
            } else if oldParameter.typeText != newParameter.typeText
                || oldParameter.defaultValue != newParameter.defaultValue
            {
                record(
                    .compatible,
                    "parameter '\(oldParameter.name)' of \(name) changed from \(oldParameter.declaration) to \(newParameter.declaration)",
                    old: oldParameter.range, new: newParameter.range)
            }
        }
        for parameter in unmatchedNew {
            if parameter.isOptional {
                let opaque =
                    parameter.type.isOpaque
                    ? " (of opaque type \(parameter.type.swiftName): links leave it nil)" : ""
                record(
                    .compatible, "optional parameter '\(parameter.name)'\(opaque) added to \(name)",
                    old: oldScreen.range,
                    new: parameter.range)
                continue
            }
            let opaque =
                parameter.type.isOpaque ? " (of opaque type \(parameter.type.swiftName), which no URL carries)" : ""
            record(
                .breakingState,
                "parameter '\(parameter.name)'\(opaque) added to \(name): saved values of \(oldScreen.name) lack it and no longer decode",
                old: oldScreen.range, new: parameter.range)
            if parameter.isRequired, hasURL {
                record(
                    .breakingLinks,
                    "required parameter '\(parameter.name)' added to \(name), which has a URL: its published links lack it",
                    old: oldScreen.range, new: parameter.range)
            }
        }
    }
}

extension GraphChange.Impact {
    /// Reports list breaking changes first.
    var sortRank: Int {
        switch self {
        case .breakingLinks: return 0
        case .breakingState: return 1
        case .breakingSource: return 2
        case .compatible: return 3
        }
    }
}

extension Parameter {
    /// What a rename keeps: type, optionality and default.
    var signature: String { declaration.drop { $0 != ":" }.description }
    var typeText: String { swiftType }
}
