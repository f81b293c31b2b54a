/// One block's edges with their names resolved: the screens it pushes and presents and the
/// `edges` groups it uses, in the order written.
struct ResolvedEdges {
    enum Item {
        case push(Int)
        case present(Int)
        /// A group, with where it is named.
        case use(group: Int, name: Name)
    }

    var items: [Item] = []
    /// The screens its misspelt destinations most likely meant (see `ScreenGraph.likelyMeant`).
    var likelyMeant: [Int] = []
    /// The groups its misspelt `use`s most likely meant: their screens count as likely meant.
    var likelyMeantGroups: [Int] = []

    var uses: [(group: Int, name: Name)] {
        items.compactMap { item in
            guard case .use(let group, let name) = item else { return nil }
            return (group, name)
        }
    }

    /// The routes pushed, in order, each once.
    var pushes: [Int] {
        Self.unique(
            items.compactMap { item in
                guard case .push(let route) = item else { return nil }
                return route
            })
    }

    /// The modals presented, in order, each once.
    var presents: [Int] {
        Self.unique(
            items.compactMap { item in
                guard case .present(let modal) = item else { return nil }
                return modal
            })
    }

    /// Every push and present, each once.
    var edgeCount: Int { pushes.count + presents.count }

    private static func unique(_ list: [Int]) -> [Int] {
        var seen: Set<Int> = []
        return list.filter { seen.insert($0).inserted }
    }

    /// The same edges with each push and present kept once, where it first comes.
    func deduplicated() -> ResolvedEdges {
        var pushed: Set<Int> = []
        var presented: Set<Int> = []
        var result = self
        result.items = items.filter { item in
            switch item {
            case .push(let route): return pushed.insert(route).inserted
            case .present(let modal): return presented.insert(modal).inserted
            case .use: return true
            }
        }
        result.likelyMeant = Self.unique(likelyMeant)
        return result
    }
}

/// The edges of `edges` groups with every `use` inside them expanded (SPEC §2.3: groups may use
/// groups). Groups that use each other in a circle are reported once, at the `use` that closes
/// the circle, which is then left out. Iterative: a chain of ten thousand groups costs no stack.
/// Past `GraphLimits.maximumExpandedEdges` in all, one `limit-exceeded` error is reported and the
/// remaining groups keep only their own edges.
struct EdgeGroupExpansion {
    /// Per group: its edges and those of every group it uses, directly or not, in order.
    private(set) var expanded: [ResolvedEdges]
    /// The edges expanded so far, groups and blocks.
    private(set) var expandedEdgeCount = 0
    /// Set when the limit was passed and reported.
    private(set) var isOverLimit = false

    init(groups: [ResolvedEdges], names: [Name], into diagnostics: inout DiagnosticBag) {
        expanded = groups
        let uses = groups.map(\.uses)
        enum State { case unvisited, inProgress, done }
        var state = [State](repeating: .unvisited, count: groups.count)
        for start in groups.indices where state[start] == .unvisited {
            // Each frame: a group and how many of its uses have been looked at.
            var stack: [(group: Int, next: Int)] = [(start, 0)]
            state[start] = .inProgress
            while let (group, next) = stack.last {
                guard next < uses[group].count else {
                    // Every group it uses is done, but one that closes a circle: expand them into it.
                    expanded[group] = isOverLimit ? groups[group] : expand(groups[group]) { state[$0] == .done }
                    count(expanded[group], at: names[group], into: &diagnostics)
                    state[group] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let use = uses[group][next]
                switch state[use.group] {
                case .done:
                    continue
                case .unvisited:
                    state[use.group] = .inProgress
                    stack.append((use.group, 0))
                case .inProgress:
                    let circle =
                        stack.drop { $0.group != use.group }.map { names[$0.group].text } + [names[use.group].text]
                    diagnostics.append(
                        .error(
                            .groupCycle,
                            "edges groups use each other in a circle: \(circle.joined(separator: " → "))",
                            at: use.name.range,
                            notes: [
                                DiagnosticNote(
                                    range: names[use.group].range,
                                    message: "'\(names[use.group].text)' is declared here")
                            ]))
                }
            }
        }
    }

    /// A block's edges with each `use` replaced by the group's expanded edges, in place, counted
    /// against the limit (reported at `name` when passed); past it, the block's own edges.
    mutating func expand(_ edges: ResolvedEdges, at name: SourceRange, into diagnostics: inout DiagnosticBag)
        -> ResolvedEdges
    {
        guard !isOverLimit else { return edges }
        let result = expand(edges) { _ in true }
        count(result, at: Name(text: "", range: name), into: &diagnostics)
        return isOverLimit ? edges : result
    }

    private mutating func count(_ edges: ResolvedEdges, at name: Name, into diagnostics: inout DiagnosticBag) {
        expandedEdgeCount += edges.edgeCount
        guard !isOverLimit, expandedEdgeCount > GraphLimits.maximumExpandedEdges else { return }
        isOverLimit = true
        diagnostics.append(
            .error(
                .limitExceeded,
                "with 'use' and 'global' expanded the graph has more than \(GraphLimits.maximumExpandedEdges) edges; "
                    + "share fewer edges, or give fewer screens the large groups",
                at: name.range))
    }

    private func expand(_ edges: ResolvedEdges, including: (Int) -> Bool) -> ResolvedEdges {
        var result = ResolvedEdges(likelyMeant: edges.likelyMeant)
        for item in edges.items {
            guard case .use(let group, _) = item else {
                result.items.append(item)
                continue
            }
            guard including(group) else { continue }
            result.items += expanded[group].items
            result.likelyMeant += expanded[group].likelyMeant
        }
        for group in edges.likelyMeantGroups {
            for item in expanded[group].items {
                switch item {
                case .push(let screen), .present(let screen): result.likelyMeant.append(screen)
                case .use: break
                }
            }
            result.likelyMeant += expanded[group].likelyMeant
        }
        return result.deduplicated()
    }
}
