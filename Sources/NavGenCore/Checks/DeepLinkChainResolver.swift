/// Works out, for each route URL pattern, the tab and stack a matching URL opens (SPEC §2.5):
/// the shortest chain of pushes from a tab's root whose every route's required parameters the
/// pattern binds by name and type. A second resolver, whose roots are the modals with a stack of
/// their own, finds the modal stacks that links fall back to; a modal root is one only for the
/// patterns that bind its own required parameters.
///
/// One unconstrained breadth-first tree per tab serves every route whose shortest chain binds;
/// only a chain that fails falls back to a search restricted to bindable routes: backwards from
/// the route, which meets only its ancestors, and for a set of requirements whose searches
/// together reach the size of the graph, one restricted tree shared by the patterns that meet
/// it. The common graph costs O(tabs × edges) in all, and no set of requirements more than two
/// trees' worth.
struct DeepLinkChainResolver {
    /// A value the matched URL provides: its type (an alias as the type it names), and whether it
    /// is always present.
    struct BoundValue: Hashable {
        var type: ParameterType
        var isGuaranteed: Bool
    }

    struct Chain {
        var root: Int
        /// Route indices from the first pushed to the matched route.
        var routes: [Int]
    }

    enum Failure: Error {
        /// Chains exist, but on the preferred one `route` needs `parameter`, which the pattern does not bind.
        case unbound(route: Int, parameter: Parameter)
        /// No chain of pushes reaches the route at all (it is reported as unreachable instead).
        case noChain
        /// The shortest bindable chain is longer than `GraphLimits.maximumStackDepth`.
        case tooDeep(length: Int)
    }

    private let graph: ScreenGraph
    private let roots: [Int]
    private let successors: [[Int]]
    private let trees: [Tree]
    /// The distinct sets of required parameters among routes that push further (only those can
    /// stand between a root and a matched route), and each screen's index into them (-1: none).
    private let intermediateRequirements: [[Parameter]]
    /// Each tab's literal-only patterns as segment lists, for the prefix rule of SPEC §2.5.
    private let rootLiteralPatterns: [Int: [[String]]]
    private let requirementIndex: [Int]
    /// Restricted trees by root position and by which requirement sets the URL binds: many
    /// patterns share one, so the cache stays small however many patterns there are.
    private var restrictedTrees: [RestrictedTreeKey: Tree] = [:]
    /// What the backward searches of each key have cost so far, in routes and edges looked at.
    private var backwardSearchCost: [RestrictedTreeKey: Int] = [:]
    /// How much backward searching a key may cost before it gets a tree of its own.
    private let backwardSearchAllowance: Int
    /// Made on the first backward search: most graphs never need one.
    private var search: BackwardChainSearch?

    private struct RestrictedTreeKey: Hashable {
        var position: Int
        var bindable: [Bool]
    }

    /// Breadth-first parents and depths from one root (-1: not reached; the root is its own parent).
    private struct Tree {
        var parent: [Int]
        var depth: [Int]
    }

    /// - Parameter roots: Where chains start, preferred in this order when chains tie.
    init(graph: ScreenGraph, roots: [Int]) {
        self.graph = graph
        // About what a tree costs: it looks at every route once.
        backwardSearchAllowance = graph.screens.count
        self.roots = roots
        let successors = graph.pushes
        self.successors = successors
        trees = roots.map { Self.shortestPathTree(from: $0, successors: successors, allowing: { _ in true }) }
        var sets: [[Parameter]] = []
        var setIndex: [[String]: Int] = [:]
        var index = [Int](repeating: -1, count: graph.screens.count)
        for (node, screen) in graph.screens.enumerated() where screen.kind == .route && !successors[node].isEmpty {
            let required = screen.parameters.filter(\.isRequired)
            guard !required.isEmpty else { continue }
            let key = required.map { "\($0.name):\($0.type.identity.swiftName)" }.sorted()
            if let existing = setIndex[key] {
                index[node] = existing
            } else {
                setIndex[key] = sets.count
                index[node] = sets.count
                sets.append(required)
            }
        }
        intermediateRequirements = sets
        requirementIndex = index
        var literalPatterns: [Int: [[String]]] = [:]
        // Only between tabs: modals whose chains tie go by declaration order.
        for root in roots where graph.screens[root].kind.isStackRoot {
            literalPatterns[root] = graph.screens[root].urlPatterns.compactMap(\.literalSegments)
        }
        rootLiteralPatterns = literalPatterns
    }

    /// What a URL matching `pattern` binds, by parameter name.
    static func boundValues(of pattern: URLPattern, parameters: [Parameter]) -> [String: BoundValue] {
        var result: [String: BoundValue] = [:]
        // The host of a link to any host, the path's and the fragment's placeholders are always bound.
        for (name, _) in pattern.boundPlaceholders {
            guard let parameter = parameters.first(where: { $0.name == name }) else { continue }
            result[name] = BoundValue(type: parameter.type.identity, isGuaranteed: true)
        }
        for item in pattern.allQueryItems where result[item.parameter] == nil {
            guard let parameter = parameters.first(where: { $0.name == item.parameter }) else { continue }
            result[item.parameter] = BoundValue(type: parameter.type.identity, isGuaranteed: !parameter.isOptional)
        }
        return result
    }

    /// The first route of `routes` that `bound` cannot build, with the parameter it lacks.
    private func firstUnbound(on routes: ArraySlice<Int>, given bound: [String: BoundValue]) -> (Int, Parameter)? {
        for route in routes {
            if let parameter = firstUnboundParameter(of: route, given: bound) { return (route, parameter) }
        }
        return nil
    }

    func firstUnboundParameter(of route: Int, given bound: [String: BoundValue]) -> Parameter? {
        graph.screens[route].parameters.first { parameter in
            guard parameter.isRequired else { return false }
            guard let value = bound[parameter.name] else { return true }
            return value.type != parameter.type.identity || !value.isGuaranteed
        }
    }

    /// - Parameter canonical: The pattern whose leading literals prefer a tab with the same prefix;
    ///   nil for a link built from a screen's parameters alone (a resolver's DEST).
    mutating func chain(to target: Int, binding bound: [String: BoundValue], canonical: URLPattern?) -> Result<
        Chain, Failure
    > {
        // The common case first: the best root by (shortest chain, longest prefix, declaration
        // order), found from the trees' depths alone, and its chain binds. Only the routes of that
        // one chain are listed.
        var keys: [(key: [Int], position: Int)] = []
        // A root with parameters of its own (a modal) starts a chain only when the URL binds them.
        var rootFailure: Failure?
        for (position, root) in roots.enumerated() where trees[position].depth[target] >= 0 {
            let key = [trees[position].depth[target], -prefixLength(of: root, over: canonical), position]
            if let parameter = firstUnboundParameter(of: root, given: bound) {
                if rootFailure == nil { rootFailure = .unbound(route: root, parameter: parameter) }
                continue
            }
            keys.append((key, position))
        }
        if keys.isEmpty, let rootFailure { return .failure(rootFailure) }
        if let best = keys.min(by: { $0.key.lexicographicallyPrecedes($1.key) }),
            best.key[0] <= GraphLimits.maximumStackDepth,
            let shortest = chain(to: target, in: trees[best.position]),
            firstUnbound(on: shortest.routes.dropLast(), given: bound) == nil
        {
            return .success(Chain(root: roots[best.position], routes: shortest.routes))
        }
        return chainBindingParameters(to: target, binding: bound, keys: keys)
    }

    /// Every root in turn, falling back to chains restricted to bindable routes: the best chain
    /// that binds, or the failure of the most preferred root.
    private mutating func chainBindingParameters(
        to target: Int, binding bound: [String: BoundValue], keys: [(key: [Int], position: Int)]
    ) -> Result<Chain, Failure> {
        var best: (chain: Chain, key: [Int])?
        var firstFailure: (key: [Int], failure: Failure)?
        func fail(_ failure: Failure, key: [Int]) {
            if firstFailure.map({ key.lexicographicallyPrecedes($0.key) }) ?? true { firstFailure = (key, failure) }
        }
        for (key, position) in keys {
            let root = roots[position]
            let prefix = -key[1]
            guard let shortest = chain(to: target, in: trees[position]) else { continue }
            guard shortest.length <= GraphLimits.maximumStackDepth else {
                fail(.tooDeep(length: shortest.length), key: key)
                continue
            }
            var chosen = shortest.routes
            if let unbound = firstUnbound(on: chosen.dropLast(), given: bound) {
                fail(.unbound(route: unbound.0, parameter: unbound.1), key: key)
                guard let restricted = restrictedChain(to: target, from: position, binding: bound) else { continue }
                guard restricted.length <= GraphLimits.maximumStackDepth else {
                    fail(.tooDeep(length: restricted.length), key: [restricted.length, -prefix, position])
                    continue
                }
                chosen = restricted.routes
            }
            let chosenKey = [chosen.count, -prefix, position]
            if best.map({ chosenKey.lexicographicallyPrecedes($0.key) }) ?? true {
                best = (Chain(root: root, routes: chosen), chosenKey)
            }
        }
        if let best { return .success(best.chain) }
        return .failure(firstFailure?.failure ?? .noChain)
    }

    /// How many leading path segments of `canonical` one of the root's own patterns spells out; -1 when none does.
    private func prefixLength(of root: Int, over canonical: URLPattern?) -> Int {
        guard let canonical else { return -1 }
        var best = -1
        for literals in rootLiteralPatterns[root] ?? [] where literals.count <= canonical.segments.count {
            let matches = zip(literals, canonical.segments).allSatisfy { literal, segment in
                segment == .literal(literal)
            }
            if matches { best = max(best, literals.count) }
        }
        return best
    }

    /// The shortest chain to `target` over routes whose required parameters `bound` supplies,
    /// the same chain the tree over those routes would give. The matched route is always among
    /// them (the caller checks that its pattern binds it), and only routes that push further
    /// can stand in between, so the routes allowed depend only on the root and on which of their
    /// requirement sets `bound` meets — the cache key.
    private mutating func restrictedChain(to target: Int, from position: Int, binding bound: [String: BoundValue]) -> (
        length: Int, routes: [Int]
    )? {
        let bindable = intermediateRequirements.map { required in
            required.allSatisfy { parameter in
                guard let value = bound[parameter.name] else { return false }
                return value.type == parameter.type.identity && value.isGuaranteed
            }
        }
        let key = RestrictedTreeKey(position: position, bindable: bindable)
        if let cached = restrictedTrees[key] { return chain(to: target, in: cached) }
        let requirementIndex = requirementIndex
        let allowing = { (route: Int) in requirementIndex[route] < 0 || bindable[requirementIndex[route]] }
        let spent = backwardSearchCost[key, default: 0]
        if spent < backwardSearchAllowance {
            // Taken out while it works, so that its arrays are not copied on write.
            var search = search ?? BackwardChainSearch(successors: successors)
            self.search = nil
            let (answer, cost) = search.shortestChain(
                to: target, from: roots[position], allowing: allowing, budget: backwardSearchAllowance - spent)
            self.search = search
            backwardSearchCost[key] = spent + cost
            switch answer {
            case .chain(let length, let routes): return (length, routes)
            case .noChain: return nil
            case .overBudget: break
            }
        }
        let tree = Self.shortestPathTree(from: roots[position], successors: successors, allowing: allowing)
        restrictedTrees[key] = tree
        return chain(to: target, in: tree)
    }

    /// Breadth-first from `root`. Visiting successors in order makes each route's path the first
    /// of its shortest paths in that order.
    private static func shortestPathTree(from root: Int, successors: [[Int]], allowing: (Int) -> Bool) -> Tree {
        var tree = Tree(
            parent: [Int](repeating: -1, count: successors.count), depth: [Int](repeating: -1, count: successors.count))
        tree.parent[root] = root
        tree.depth[root] = 0
        var queue = [root]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors[node] where tree.parent[next] == -1 && allowing(next) {
                tree.parent[next] = node
                tree.depth[next] = tree.depth[node] + 1
                queue.append(next)
            }
        }
        return tree
    }

    /// The number of routes from the root's first push to `target`, and those routes; nil when
    /// the tree does not reach it. Routes are listed only up to `maximumStackDepth`, so a hostile
    /// chain of a hundred thousand pushes costs no more than a short one.
    private func chain(to target: Int, in tree: Tree) -> (length: Int, routes: [Int])? {
        let depth = tree.depth[target]
        guard depth >= 0 else { return nil }
        guard depth <= GraphLimits.maximumStackDepth else { return (depth, []) }
        var routes: [Int] = []
        var node = target
        while tree.parent[node] != node {
            routes.append(node)
            node = tree.parent[node]
        }
        return (depth, routes.reversed())
    }
}
