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

    private static func unique(_ list: [Int]) -> [Int] {
        var seen: Set<Int> = []
        return list.filter { seen.insert($0).inserted }
    }
}

/// The edges of `edges` groups with every `use` inside them expanded (SPEC §2.3: groups may use
/// groups). Groups that use each other in a circle are reported once, at the `use` that closes
/// the circle, which is then left out. Iterative: a chain of ten thousand groups costs no stack.
struct EdgeGroupExpansion {
    /// Per group: its edges and those of every group it uses, directly or not, in order.
    private(set) var expanded: [ResolvedEdges]

    init(groups: [ResolvedEdges], names: [Name], into diagnostics: inout DiagnosticBag) {
        expanded = groups
        enum State { case unvisited, inProgress, done }
        var state = [State](repeating: .unvisited, count: groups.count)
        for start in groups.indices where state[start] == .unvisited {
            // Each frame: a group and how many of its uses have been looked at.
            var stack: [(group: Int, next: Int)] = [(start, 0)]
            state[start] = .inProgress
            while let (group, next) = stack.last {
                guard next < groups[group].uses.count else {
                    // Every group it uses is done, but one that closes a circle: expand them into it.
                    expanded[group] = expand(groups[group]) { state[$0] == .done }
                    state[group] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let use = groups[group].uses[next]
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

    /// A block's edges with each `use` replaced by the group's expanded edges, in place.
    func expand(_ edges: ResolvedEdges) -> ResolvedEdges {
        expand(edges) { _ in true }
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
        return result
    }
}
