/// One block's edges with their names resolved: the screens it pushes and presents, in the order
/// written, and the `edges` groups it uses.
struct ResolvedEdges {
    var pushes: [Int] = []
    var presents: [Int] = []
    /// The groups named by `use`, with where each is named.
    var uses: [(group: Int, name: Name)] = []
    /// The screens its misspelt destinations most likely meant (see `ScreenGraph.likelyMeant`).
    var likelyMeant: [Int] = []

    /// Appends `other`'s edges that are not here yet, keeping the order.
    mutating func merge(_ other: ResolvedEdges) {
        Self.appendNew(other.pushes, to: &pushes)
        Self.appendNew(other.presents, to: &presents)
        Self.appendNew(other.likelyMeant, to: &likelyMeant)
    }

    private static func appendNew(_ items: [Int], to list: inout [Int]) {
        guard !items.isEmpty else { return }
        var seen = Set(list)
        for item in items where seen.insert(item).inserted { list.append(item) }
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
                    // Every group it uses is done, but one that closes a circle: expand them into it,
                    // in the order used.
                    var edges = groups[group]
                    for use in groups[group].uses where state[use.group] == .done {
                        edges.merge(expanded[use.group])
                    }
                    expanded[group] = edges
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
                    let circle = stack.drop { $0.group != use.group }.map { names[$0.group].text } + [names[use.group].text]
                    diagnostics.append(.error(
                        .groupCycle,
                        "edges groups use each other in a circle: \(circle.joined(separator: " → "))",
                        at: use.name.range,
                        notes: [DiagnosticNote(range: names[use.group].range, message: "'\(names[use.group].text)' is declared here")]))
                }
            }
        }
    }

    /// A block's own edges and those of the groups it uses.
    func expand(_ edges: ResolvedEdges) -> ResolvedEdges {
        var result = edges
        for use in edges.uses { result.merge(expanded[use.group]) }
        return result
    }
}
