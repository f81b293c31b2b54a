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

    /// Every screen some chain of edges from a tab or root reaches, roots included.
    func reachable() -> [Bool] {
        var seen = [Bool](repeating: false, count: screens.count)
        var queue = stackRoots
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

    /// For each screen that owns a stack position (tab, root, route): the routes one push away,
    /// counting a push from any modal it presents, directly or through modals those present
    /// (SPEC §2.5). Order: its own pushes as written, then each presented modal's in breadth-first order.
    func stackSuccessors() -> [[Int]] {
        var modalPushes: [Int: [Int]] = [:]
        func routesPushed(viaModal start: Int) -> [Int] {
            if let known = modalPushes[start] { return known }
            var seen: Set<Int> = [start]
            var queue = [start]
            var head = 0
            var result: [Int] = []
            var added: Set<Int> = []
            while head < queue.count {
                let modal = queue[head]
                head += 1
                for route in self.pushes[modal] where added.insert(route).inserted { result.append(route) }
                for next in presents[modal] where seen.insert(next).inserted { queue.append(next) }
            }
            modalPushes[start] = result
            return result
        }
        return screens.indices.map { node -> [Int] in
            guard !screens[node].kind.isModal else { return [] }
            var result = pushes[node]
            var added = Set(result)
            for modal in presents[node] {
                for route in routesPushed(viaModal: modal) where added.insert(route).inserted { result.append(route) }
            }
            return result
        }
    }
}
