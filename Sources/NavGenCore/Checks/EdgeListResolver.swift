/// Resolves the names in edge blocks (a screen's, an `edges` group's, `global`'s) to screens and
/// groups, reporting unknown destinations and groups, edges of the wrong kind, and repeats.
struct EdgeListResolver {
    private let graph: ScreenGraph
    private let declarations: [ScreenSyntax]
    private let screenNames: [String]
    private let groupIndex: [String: Int]
    private let groupNames: [String]
    private(set) var diagnostics = DiagnosticBag()
    /// The groups some block uses.
    private(set) var usedGroups: Set<Int> = []

    init(graph: ScreenGraph, declarations: [ScreenSyntax], screenNames: [String], groupIndex: [String: Int]) {
        self.graph = graph
        self.declarations = declarations
        self.screenNames = screenNames
        self.groupIndex = groupIndex
        groupNames = groupIndex.sorted { $0.value < $1.value }.map(\.key)
    }

    /// - Parameter owner: How a message names the block: `'menuItem'`, `edges group 'common'`, `global`.
    mutating func resolve(_ edges: [EdgeSyntax], owner: String) -> ResolvedEdges {
        var resolved = ResolvedEdges()
        var seen: [EdgeKind: [String: Name]] = [:]
        for edge in edges {
            for target in edge.targets {
                if let first = seen[edge.kind]?[target.text] {
                    diagnostics.append(
                        .warning(
                            .duplicateEdge, "'\(edge.kind.rawValue) \(target.text)' is already declared for \(owner)",
                            at: target.range,
                            notes: [DiagnosticNote(range: first.range, message: "first declared here")]))
                    continue
                }
                seen[edge.kind, default: [:]][target.text] = target
                if edge.kind == .use {
                    resolveUse(target, into: &resolved)
                } else {
                    resolveDestination(target, kind: edge.kind, into: &resolved)
                }
            }
        }
        return resolved
    }

    private mutating func resolveUse(_ target: Name, into resolved: inout ResolvedEdges) {
        guard let group = groupIndex[target.text] else {
            var message = "unknown edges group '\(target.text)'"
            if let suggestion = closestName(to: target.text, among: groupNames), let meant = groupIndex[suggestion] {
                message += "; did you mean '\(suggestion)'?"
                resolved.likelyMeantGroups.append(meant)
                usedGroups.insert(meant)
            } else if graph.index[target.text] != nil {
                message +=
                    "; '\(target.text)' is a screen: 'use' takes an 'edges' group, 'push' and 'present' take screens"
            }
            diagnostics.append(.error(.unknownGroup, message, at: target.range))
            return
        }
        usedGroups.insert(group)
        resolved.items.append(.use(group: group, name: target))
    }

    private mutating func resolveDestination(
        _ target: Name, kind edgeKind: EdgeKind, into resolved: inout ResolvedEdges
    ) {
        guard let destination = graph.index[target.text], graph.screens[destination].kind != .root else {
            var message = "unknown destination '\(target.text)'"
            if let suggestion = closestName(to: target.text, among: screenNames), let meant = graph.index[suggestion] {
                message += "; did you mean '\(suggestion)'?"
                resolved.likelyMeant.append(meant)
            }
            diagnostics.append(.error(.unknownDestination, message, at: target.range))
            return
        }
        let kind = graph.screens[destination].kind
        // *(5)* A route declared `also sheet` is presented as well as pushed.
        let fits =
            edgeKind == .push
            ? kind == .route : kind.isModal || kind.isAlert || graph.screens[destination].alsoPresentedAs != nil
        guard fits else {
            let needs =
                edgeKind == .push ? "'push' takes a route" : "'present' takes a sheet, cover, alert or dialog"
            // *(5)* A route can be declared so that it is presented as well.
            let hint =
                kind == .resolver
                ? "; a resolver has no screen: a link or 'router.resolve(_:)' opens it"
                : edgeKind == .present && kind == .route
                    ? "; declare it 'route \(target.text) also sheet' to present it as well as push it"
                    : kind.isAlert ? "; present it" : ""
            diagnostics.append(
                .error(
                    .wrongEdgeKind,
                    "\(needs), but '\(target.text)' is \(kind == .alert ? "an" : "a") \(kind.rawValue)\(hint)",
                    at: target.range,
                    notes: [
                        DiagnosticNote(
                            range: declarations[destination].nameRange, message: "'\(target.text)' is declared here")
                    ]))
            return
        }
        resolved.items.append(edgeKind == .push ? .push(destination) : .present(destination))
    }
}
