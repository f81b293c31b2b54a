/// The shortest chain of pushes from a root to a route over the routes a rule allows, searched
/// backwards from the route: breadth-first over the routes that push it, then over those that
/// push them, until the root turns up. A route's ancestors are a handful in most graphs, where a
/// tree from the root looks at every route.
///
/// The chain is the one `DeepLinkChainResolver`'s breadth-first tree from the root gives. That
/// tree visits each route's pushes in order, so the path it keeps to a route is, among the
/// shortest, the one whose push at each step comes first in its route's list; walking forward
/// from the root and taking at each step the first push one step nearer the route picks the
/// same path.
struct BackwardChainSearch {
    enum Answer: Equatable {
        /// The number of routes from the root's first push to the route, and those routes,
        /// listed only up to `GraphLimits.maximumStackDepth` as the tree's chains are.
        case chain(length: Int, routes: [Int])
        case noChain
        /// The search looked at more routes and edges than it was allowed, and stopped.
        case overBudget
    }

    /// Per screen, the routes one push away (`ScreenGraph.pushes`).
    private let successors: [[Int]]
    /// Per screen, the screens that push it.
    private let predecessors: [[Int]]
    /// Per screen, its distance to the route searched from; valid where `stamp` is `generation`,
    /// so that a search does not clear what the one before it wrote.
    private var distance: [Int]
    private var stamp: [UInt32]
    private var generation: UInt32 = 0
    private var queue: [Int] = []

    init(successors: [[Int]]) {
        var predecessors = [[Int]](repeating: [], count: successors.count)
        for (node, next) in successors.enumerated() {
            for successor in next { predecessors[successor].append(node) }
        }
        self.successors = successors
        self.predecessors = predecessors
        distance = [Int](repeating: 0, count: successors.count)
        stamp = [UInt32](repeating: 0, count: successors.count)
    }

    /// The chain from `root` to `target` through routes that `allowing` accepts, and the routes
    /// and edges the search looked at; `.overBudget` once that passes `budget`.
    mutating func shortestChain(
        to target: Int, from root: Int, allowing: (Int) -> Bool, budget: Int
    ) -> (answer: Answer, cost: Int) {
        guard allowing(target) else { return (.noChain, 1) }
        startGeneration()
        label(target, distance: 0)
        queue.removeAll(keepingCapacity: true)
        queue.append(target)
        var cost = 0
        var head = 0
        var length = -1
        // Level by level: when the root turns up, every route nearer the target has its distance.
        search: while head < queue.count {
            let node = queue[head]
            head += 1
            let next = distance[node] + 1
            for predecessor in predecessors[node] {
                cost += 1
                if predecessor == root {
                    length = next
                    break search
                }
                guard stamp[predecessor] != generation, allowing(predecessor) else { continue }
                label(predecessor, distance: next)
                queue.append(predecessor)
            }
            if cost > budget { return (.overBudget, cost) }
        }
        guard length >= 0 else { return (.noChain, cost) }
        guard length <= GraphLimits.maximumStackDepth else { return (.chain(length: length, routes: []), cost) }
        var routes: [Int] = []
        var node = root
        for remaining in stride(from: length - 1, through: 0, by: -1) {
            guard let step = successors[node].first(where: { stamp[$0] == generation && distance[$0] == remaining })
            else {
                return (.noChain, cost)
            }
            cost += successors[node].count
            routes.append(step)
            node = step
        }
        return (.chain(length: length, routes: routes), cost)
    }

    private mutating func startGeneration() {
        generation &+= 1
        if generation == 0 {
            // After four billion searches the stamps come round again: clear them once.
            stamp = [UInt32](repeating: 0, count: stamp.count)
            generation = 1
        }
    }

    private mutating func label(_ node: Int, distance value: Int) {
        stamp[node] = generation
        distance[node] = value
    }
}
