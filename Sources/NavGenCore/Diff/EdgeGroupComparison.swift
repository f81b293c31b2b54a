/// Edges changed in an `edges` group or a `global` block, reported once for the group with the
/// screens they reach, instead of once per screen that uses it: one edit to a group of ten users
/// is one change to review.
struct EdgeGroupComparison {
    /// One edge of one screen that a group's change explains.
    struct ScreenEdge: Hashable {
        var screen: String
        var kind: EdgeKind
        var target: String
        /// Added; false for removed.
        var added: Bool
    }

    private(set) var changes: [GraphChange] = []
    /// The screens' edge changes reported with their group's.
    private(set) var explained: Set<ScreenEdge> = []

    /// `renames` maps a renamed screen's old name to its new one: an edge to it under either name
    /// is the same edge.
    init(old: GraphVersion, new: GraphVersion, renames: [String: String]) {
        let oldGroups = GroupEdges(old.syntax)
        let newGroups = GroupEdges(new.syntax)
        let kept = oldGroups.names.filter(newGroups.names.contains)
        // Each kept group's changed edges, its own and those of the groups it uses.
        var deltas: [String: [Delta]] = [:]
        for name in kept {
            let was = oldGroups.edges(of: name).mapValues { Set($0.map { renames[$0] ?? $0 }) }
            let now = newGroups.edges(of: name)
            for added in [true, false] {
                for kind in [EdgeKind.push, .present] {
                    let (before, after) = (was[kind] ?? [], now[kind] ?? [])
                    for target in (added ? after.subtracting(before) : before.subtracting(after)).sorted() {
                        deltas[name, default: []].append(Delta(kind: kind, target: target, added: added))
                    }
                }
            }
        }
        for name in kept {
            // A change that came from a group this one uses is reported there, once.
            let used = kept.filter { $0 != name && newGroups.reaches(from: name, to: $0) }
            let own = (deltas[name] ?? []).filter { delta in !used.contains { deltas[$0]?.contains(delta) ?? false } }
            guard !own.isEmpty else { continue }
            let newUsers = Set(newGroups.users(of: name, in: new.graph))
            let users = oldGroups.users(of: name, in: old.graph).filter(newUsers.contains)
            report(
                own, of: name, users: users, old: old, new: new, renames: renames,
                ranges: (oldGroups.range(of: name), newGroups.range(of: name)))
        }
    }

    /// One edge a group gained or lost.
    private struct Delta: Hashable {
        var kind: EdgeKind
        var target: String
        var added: Bool

        var text: String { "\(kind.rawValue) '\(target)'" }
    }

    /// One change per group and direction (and per set of screens reached), naming those screens.
    private mutating func report(
        _ deltas: [Delta], of group: String, users: [String], old: GraphVersion, new: GraphVersion,
        renames: [String: String], ranges: (old: SourceRange?, new: SourceRange?)
    ) {
        var reports: [(added: Bool, reached: [String], deltas: [Delta])] = []
        for delta in deltas {
            // Only the screens whose edges the change moved: one with the edge of its own keeps it.
            let reached = users.filter { name in
                guard let was = old.graph.screen(named: name), let now = new.graph.screen(named: name) else {
                    return false
                }
                let before = (delta.kind == .push ? was.pushes : was.presents).contains {
                    (renames[$0] ?? $0) == delta.target
                }
                let after = (delta.kind == .push ? now.pushes : now.presents).contains(delta.target)
                return delta.added ? !before && after : before && !after
            }
            guard !reached.isEmpty else { continue }
            for screen in reached {
                explained.insert(
                    ScreenEdge(screen: screen, kind: delta.kind, target: delta.target, added: delta.added))
            }
            if let index = reports.firstIndex(where: { $0.added == delta.added && $0.reached == reached }) {
                reports[index].deltas.append(delta)
            } else {
                reports.append((delta.added, reached, [delta]))
            }
        }
        let label = group == GroupEdges.global ? "global edges" : "edges '\(group)'"
        for (added, reached, deltas) in reports {
            let screens = reached.map { name in
                new.graph.screen(named: name).map { "\($0.kind.rawValue) '\(name)'" } ?? "'\(name)'"
            }
            let texts = deltas.map(\.text)
            let edges =
                texts.count == 1 ? texts[0] : texts.dropLast().joined(separator: ", ") + " and " + (texts.last ?? "")
            let count = reached.count == 1 ? "1 screen" : "\(reached.count) screens"
            changes.append(
                GraphChange(
                    impact: .compatible,
                    message:
                        "\(label) can \(added ? "now" : "no longer") \(edges), for \(count): \(screens.joined(separator: ", "))",
                    old: ranges.old, new: ranges.new))
        }
    }
}

/// The `edges` groups and `global` blocks of one version of a graph, as written: each group's
/// edges with those of the groups it uses, and which screens take it.
private struct GroupEdges {
    /// The name `global` blocks go by here; no group can have it (`global` is a keyword).
    static let global = "global"

    private let syntax: GraphSyntax
    private var groups: [String: EdgeGroupSyntax] = [:]

    init(_ syntax: GraphSyntax) {
        self.syntax = syntax
        for group in syntax.edgeGroups where groups[group.name.text] == nil { groups[group.name.text] = group }
    }

    /// Every group's name, and `global` when the graph has a `global` block.
    var names: [String] {
        groups.keys.sorted() + (syntax.globals.isEmpty ? [] : [Self.global])
    }

    func range(of name: String) -> SourceRange? {
        name == Self.global ? syntax.globals.first?.keywordRange : groups[name]?.name.range
    }

    /// The targets of `name`'s edges by kind, through the groups it uses (iteratively: groups
    /// that use each other in a circle are an error the checker reports, and end here).
    func edges(of name: String) -> [EdgeKind: Set<String>] {
        var result: [EdgeKind: Set<String>] = [:]
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            let edges = next == Self.global ? syntax.globals.flatMap(\.edges) : groups[next]?.edges ?? []
            for edge in edges {
                if edge.kind == .use {
                    pending += edge.targets.map(\.text)
                } else {
                    result[edge.kind, default: []].formUnion(edge.targets.map(\.text))
                }
            }
        }
        return result
    }

    /// The screens of `graph` that take group `name`, directly or through other groups, in
    /// declaration order; for `global` and a group it uses, every tab (or the root) and route.
    func users(of name: String, in graph: NavigationGraph) -> [String] {
        let globalUses = syntax.globals.flatMap(\.edges).filter { $0.kind == .use }.flatMap(\.targets).map(\.text)
        if name == Self.global || globalUses.contains(where: { $0 == name || reaches(from: $0, to: name) }) {
            return (graph.stackRoots + graph.routes).map(\.name)
        }
        return syntax.screens.compactMap { screen -> String? in
            let uses = screen.edges.filter { $0.kind == .use }.flatMap(\.targets).map(\.text)
            guard uses.contains(where: { $0 == name || reaches(from: $0, to: name) }) else { return nil }
            return screen.name?.text ?? "root"
        }
    }

    /// Whether group `start` uses `target`, directly or through other groups.
    func reaches(from start: String, to target: String) -> Bool {
        var seen: Set<String> = []
        var pending = [start]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let group = groups[next] else { continue }
            let used = group.edges.filter { $0.kind == .use }.flatMap(\.targets).map(\.text)
            if used.contains(target) { return true }
            pending += used
        }
        return false
    }
}
