/// A graph as a picture, before it is written as DOT or Mermaid: one cluster per tab, the
/// screens each tab's stack reaches, push and present edges, URL patterns on the nodes, and the
/// screens no edge reaches marked. An `edges` group is a node of its own, which the blocks that
/// use it point to, and `global` is one node with its edges: drawn once, not once per screen. A
/// condition is a node that presents its modal, and each screen lists what it requires.
///
/// Built from the syntax rather than the checked graph, so that a graph with unreachable
/// screens or unknown destinations (errors the picture helps to find) can still be drawn.
public struct GraphDiagram: Sendable {
    public struct Node: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case screen(ScreenKind)
            /// An `edges` group.
            case edgeGroup
            /// The `global` edges.
            case global
            /// A `condition`, which presents its modal.
            case condition
        }

        public var name: String
        public var kind: Kind

        /// The keyword that declares it: `route`, `edges`, `global`.
        public var keyword: String {
            switch kind {
            case .screen(let kind): return kind.rawValue
            case .edgeGroup: return "edges"
            case .global: return "global"
            case .condition: return "condition"
            }
        }
        /// The node's identifier in a diagram: the screen's name, which a group's and `global`'s
        /// (with a space, which no screen name has) cannot be.
        public var id: String {
            switch kind {
            case .screen: return name
            case .edgeGroup: return "edges " + name
            case .global: return "global edges"
            case .condition: return "condition " + name
            }
        }
        /// `menuItem(id: Int)`: the name with its parameters, a live one marked
        /// (`post(model: live PostModel)`), and `stack` for a modal declared with one.
        public var title: String
        public var urlPatterns: [String]
        public var isUnreachable: Bool
        /// The conditions it requires, as written.
        public var requires: [String] = []

        /// What a diagram writes under the title: the URL patterns, then `requires …`.
        public var details: [String] {
            urlPatterns + (requires.isEmpty ? [] : ["requires " + requires.joined(separator: ", ")])
        }
    }

    public struct Cluster: Hashable, Sendable {
        /// The tab's name, or the module's.
        public var name: String
        public var title: String
        /// Indices into `nodes`: the tab, then the routes its stack reaches first; or every
        /// screen and group of a module.
        public var nodes: [Int]
        /// A module of the app (SPEC §2.8), drawn around its own screens.
        public var isModule = false

        /// `tab Home`, `module Status`.
        public var label: String { (isModule ? "module " : "tab ") + title }
        /// An identifier no other cluster has: `home`, `module_Status`.
        public var id: String { isModule ? "module_" + name : name }
    }

    public struct Edge: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            case push, present, use
            /// *(5)* From a resolver to a screen it may lead to.
            case resolves
            /// *(5)* From an alert to the screen one of its buttons opens.
            case opens

            init(_ kind: EdgeKind) {
                switch kind {
                case .push: self = .push
                case .present: self = .present
                case .use: self = .use
                }
            }
        }

        public var from: Int
        public var to: Int
        public var kind: Kind
    }

    public var appName: String
    public var nodes: [Node] = []
    public var clusters: [Cluster] = []
    /// Nodes in no cluster: modals, the root of a tab-less graph, and unreachable screens.
    public var looseNodes: [Int] = []
    public var edges: [Edge] = []
    /// The `type` declarations as written (`type Visibility: String`), shown in a legend of their own.
    public var types: [String] = []

    /// The diagram of a graph that parsed; `check` supplies the unreachable screens.
    public init(syntax: GraphSyntax, check: CheckResult) {
        appName = syntax.appNames.first?.text ?? "App"
        types = syntax.types.map(\.text)
        let unreachable = Set(check.diagnostics.filter { $0.code == .unreachable }.map(\.range.start))
        let live = Set(syntax.types.filter { $0.form == .live || $0.form == .callback }.map(\.name.text))
        var index: [String: Int] = [:]
        var groupIndex: [String: Int] = [:]
        for screen in syntax.screens {
            let name = screen.name?.text ?? "root"
            guard index[name] == nil else { continue }  // A duplicate name is drawn once.
            index[name] = nodes.count
            let parameters = screen.parameters.map {
                "\($0.name.text): \(live.contains($0.typeName.text) ? "live " : "")\($0.typeText)"
            }
            nodes.append(
                Node(
                    name: name, kind: .screen(screen.kind),
                    title: name + (parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ")")
                        + screen.keywordsAfterParameters,
                    urlPatterns: screen.urls.map(\.value),
                    isUnreachable: unreachable.contains(screen.nameRange.start),
                    requires: screen.requires.map(\.text)))
        }
        for group in syntax.edgeGroups where groupIndex[group.name.text] == nil {
            groupIndex[group.name.text] = nodes.count
            nodes.append(
                Node(
                    name: group.name.text, kind: .edgeGroup, title: group.name.text, urlPatterns: [],
                    isUnreachable: false))
        }
        var global: Int?
        if !syntax.globals.isEmpty {
            global = nodes.count
            nodes.append(
                Node(
                    name: "global", kind: .global, title: "(every tab and route)", urlPatterns: [], isUnreachable: false
                ))
        }
        var conditionNodes: [(node: Int, modal: String?)] = []
        for condition in syntax.conditions where !nodes.contains(where: { $0.id == "condition " + condition.name.text })
        {
            conditionNodes.append((nodes.count, condition.modal?.text))
            nodes.append(
                Node(
                    name: condition.name.text, kind: .condition, title: condition.name.text, urlPatterns: [],
                    isUnreachable: false))
        }
        var successors = [[Int]](repeating: [], count: nodes.count)
        var seenEdges: Set<Edge> = []
        func draw(_ blockEdges: [EdgeSyntax], from: Int) {
            for edge in blockEdges {
                for target in edge.targets {
                    // Unknown destinations are reported by lint; the picture leaves them out.
                    guard let to = edge.kind == .use ? groupIndex[target.text] : index[target.text] else { continue }
                    let drawn = Edge(from: from, to: to, kind: Edge.Kind(edge.kind))
                    if seenEdges.insert(drawn).inserted {
                        edges.append(drawn)
                        successors[from].append(to)
                    }
                }
            }
        }
        for screen in syntax.screens {
            guard let from = index[screen.name?.text ?? "root"] else { continue }
            draw(screen.edges, from: from)
            for destination in screen.destinations {
                guard let to = index[destination.text] else { continue }
                let drawn = Edge(from: from, to: to, kind: .resolves)
                if seenEdges.insert(drawn).inserted { edges.append(drawn) }
            }
            for destination in screen.buttons.compactMap(\.destination) {
                guard let to = index[destination.text] else { continue }
                let drawn = Edge(from: from, to: to, kind: .opens)
                if seenEdges.insert(drawn).inserted { edges.append(drawn) }
            }
        }
        for group in syntax.edgeGroups {
            guard let from = groupIndex[group.name.text] else { continue }
            draw(group.edges, from: from)
        }
        if let global {
            draw(syntax.globals.flatMap(\.edges), from: global)
        }
        for (node, modal) in conditionNodes {
            guard let modal, let to = index[modal] else { continue }
            edges.append(Edge(from: node, to: to, kind: .present))
        }
        var owner = [Int?](repeating: nil, count: nodes.count)
        for (position, node) in nodes.enumerated() where node.kind == .screen(.tab) {
            owner[position] = clusters.count
            var members = [position]
            // Breadth-first over every edge: a route belongs to the first tab whose stack reaches it.
            // `global` counts as an edge of every tab, not drawn from each.
            var queue = [position] + (global.map { [$0] } ?? [])
            var head = 0
            var visited = Set(queue)
            while head < queue.count {
                let current = queue[head]
                head += 1
                // A modal's pushes are its own stack's, not the tab's.
                if case .screen(let kind) = nodes[current].kind, kind.isModal { continue }
                for next in successors[current] where visited.insert(next).inserted {
                    queue.append(next)
                    // A module's screens are drawn in their module's cluster.
                    if nodes[next].kind == .screen(.route), owner[next] == nil,
                        !QualifiedName.isModuleScreen(nodes[next].name)
                    {
                        owner[next] = clusters.count
                        members.append(next)
                    }
                }
            }
            clusters.append(Cluster(name: node.name, title: tabTitle(of: node.name, in: syntax), nodes: members))
        }
        var modules: [String: Int] = [:]
        for (position, node) in nodes.enumerated() where owner[position] == nil && node.kind != .condition {
            guard let module = QualifiedName.split(node.name)?.module else { continue }
            if modules[module] == nil {
                modules[module] = clusters.count
                clusters.append(Cluster(name: module, title: module, nodes: [], isModule: true))
            }
            if let cluster = modules[module] {
                owner[position] = cluster
                clusters[cluster].nodes.append(position)
            }
        }
        looseNodes = nodes.indices.filter { owner[$0] == nil }
    }

    private func tabTitle(of name: String, in syntax: GraphSyntax) -> String {
        let screen = syntax.screens.first { $0.name?.text == name }
        return screen?.title?.value ?? NameRules.capitalised(name)
    }
}
