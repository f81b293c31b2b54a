/// The screens of a graph as numbered nodes with their valid edges, for the graph algorithms
/// (reachability, deep-link chains). Built after names are resolved; a duplicate declaration
/// keeps only its first occurrence.
struct ScreenGraph {
    var screens: [Screen] = []
    var index: [String: Int] = [:]
    /// Per screen: indices of the routes it pushes, in the order written, without repeats.
    var pushes: [[Int]] = []
    /// Per screen: indices of the modals it presents, in the order written, without repeats.
    var presents: [[Int]] = []
    /// Per screen: the screens its misspelt destinations most likely meant. Reachability follows
    /// them, so a typo is reported once, as an unknown destination, and not again as an
    /// unreachable screen; deep-link chains do not.
    var likelyMeant: [[Int]] = []

    var stackRoots: [Int] {
        screens.indices.filter { screens[$0].kind.isStackRoot }
    }

    /// The sheets and covers that push, in declaration order: each is the root of a stack of its own.
    var modalStackRoots: [Int] {
        screens.indices.filter { screens[$0].hasStack }
    }

    /// Every screen some chain of edges from a tab or root, or from `others`, reaches, roots
    /// included.
    func reachable(alsoFrom others: [Int] = []) -> [Bool] {
        var seen = [Bool](repeating: false, count: screens.count)
        var queue = stackRoots + others
        for root in queue { seen[root] = true }
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in pushes[node] + presents[node] + likelyMeant[node] where !seen[next] {
                seen[next] = true
                queue.append(next)
            }
        }
        return seen
    }
}
