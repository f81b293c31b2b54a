import TestSupport
import Testing

@testable import NavGenCore

/// The backward search for a restricted deep-link chain must give the chain a breadth-first tree
/// from the root gives: the shortest, and among those the one whose pushes come first.
@Suite struct BackwardChainSearchTests {
    /// The tree's chain, written the plain way: breadth-first from the root over allowed nodes,
    /// each node's parent the first node that reaches it.
    private func treeChain(to target: Int, from root: Int, successors: [[Int]], allowed: [Bool]) -> [Int]? {
        var parent = [Int](repeating: -1, count: successors.count)
        parent[root] = root
        var queue = [root]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in successors[node] where parent[next] == -1 && allowed[next] {
                parent[next] = node
                queue.append(next)
            }
        }
        guard parent[target] != -1 else { return nil }
        var chain: [Int] = []
        var node = target
        while node != root {
            chain.append(node)
            node = parent[node]
        }
        return chain.reversed()
    }

    @Test func agreesWithTheTreeOnRandomGraphs() {
        var random = SplitMix64(seed: 11)
        var compared = 0
        var chains = 0
        for _ in 0..<300 {
            let count = 2 + Int(random.next() % 40)
            // Node 0 is the root; edges go anywhere but back to it, cycles and repeats included.
            let successors = (0..<count).map { _ in
                (0..<Int(random.next() % 5)).map { _ in 1 + Int(random.next() % UInt64(count - 1)) }
            }
            let allowed = (0..<count).map { _ in random.next() % 100 < 75 }
            var search = BackwardChainSearch(successors: successors)
            for target in 1..<count where allowed[target] {
                let expected = treeChain(to: target, from: 0, successors: successors, allowed: allowed)
                let (answer, _) = search.shortestChain(to: target, from: 0, allowing: { allowed[$0] }, budget: .max)
                if let expected {
                    #expect(answer == .chain(length: expected.count, routes: expected))
                    chains += 1
                } else {
                    #expect(answer == .noChain)
                }
                compared += 1
            }
        }
        // The seed makes graphs of both kinds: chains found and targets out of reach.
        #expect(compared == 4_310)
        #expect(chains == 1_774)
    }

    @Test func prefersTheEarliestPushAmongEqualChains() {
        // 0 pushes 2 before 1; both push 3: the tree reaches 3 through 2.
        let successors = [[2, 1], [3], [3], []]
        var search = BackwardChainSearch(successors: successors)
        let (answer, _) = search.shortestChain(to: 3, from: 0, allowing: { _ in true }, budget: .max)
        #expect(answer == .chain(length: 2, routes: [2, 3]))
        let (restricted, _) = search.shortestChain(to: 3, from: 0, allowing: { $0 != 2 }, budget: .max)
        #expect(restricted == .chain(length: 2, routes: [1, 3]))
    }

    @Test func stopsAtItsBudget() {
        // A route pushed by a thousand others, none of them pushed from the root.
        let successors = [[Int]()] + (1...1_000).map { _ in [1_001] } + [[]]
        var search = BackwardChainSearch(successors: successors)
        let (answer, cost) = search.shortestChain(to: 1_001, from: 0, allowing: { _ in true }, budget: 100)
        #expect(answer == .overBudget)
        #expect(cost == 1_000)
        let (whole, wholeCost) = search.shortestChain(to: 1_001, from: 0, allowing: { _ in true }, budget: .max)
        #expect(whole == .noChain)
        #expect(wholeCost == 1_000)
    }

    @Test func listsNoRoutesOfAChainDeeperThanAStackMayBe() {
        let depth = GraphLimits.maximumStackDepth + 1
        // 0 → 1 → 2 → … → depth.
        let successors = (0...depth).map { $0 < depth ? [$0 + 1] : [] }
        var search = BackwardChainSearch(successors: successors)
        let (answer, _) = search.shortestChain(to: depth, from: 0, allowing: { _ in true }, budget: .max)
        #expect(answer == .chain(length: depth, routes: []))
    }
}
