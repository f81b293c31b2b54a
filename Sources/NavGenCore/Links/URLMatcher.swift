@_spi(NavGenGenerated) import NavGenRuntime

/// The app's deep-link matcher for `resolve`, `check --urls` and `diff`: NavGenRuntime's
/// `URLPatternTable`, built from a checked graph as the generated code builds it, so that the
/// tools answer what the app itself answers. What is its own is the explaining: the values by
/// parameter name, and why the nearest patterns did not match.
public struct URLMatcher: Sendable {
    /// The matched pattern and the values its URL gave, by parameter name.
    public struct Match: Hashable, Sendable {
        /// Index into `graph.deepLinks`.
        public var deepLink: Int
        public var values: [String: URLValue]

        /// The raw-value types of the values, each once, sorted: their initializers decide whether the app takes them.
        var rawValueTypes: [String] {
            var types: Set<String> = []
            for value in values.values {
                switch value {
                case .rawValue(let type, _): types.insert(type)
                case .array(let elements):
                    for case .rawValue(let type, _) in elements { types.insert(type) }
                default: break
                }
            }
            return types.sorted()
        }
    }

    /// A pattern that does not match a URL, and the first thing that stopped it.
    public struct Miss: Hashable, Sendable {
        public var deepLink: Int
        /// The pattern as written in the graph.
        public var pattern: String
        /// How many leading path segments matched before it failed: the measure of nearness.
        public var matchedSegments: Int
        public var reason: String
        /// How far the segment where a literal was wanted is from that literal, when that is what
        /// failed: (common prefix, edit distance), so `o` is nearer `orders` than `menu`.
        var literalCloseness: (sharedPrefix: Int, distance: Int)? = nil

        public static func == (lhs: Miss, rhs: Miss) -> Bool {
            lhs.deepLink == rhs.deepLink && lhs.matchedSegments == rhs.matchedSegments && lhs.reason == rhs.reason
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(deepLink)
            hasher.combine(reason)
        }
    }

    /// A node of the patterns' trie as `overlappingPaths` walks it: children by segment shape,
    /// and the shapes other than literals in the order they were added.
    private struct Node: Sendable {
        var children: [URLPatternTrie.Key: Int] = [:]
        var literals: [String] = []
        var others: [URLPatternTrie.Key] = []
        var deepLink: Int?
    }

    public let graph: NavigationGraph
    private let table: URLPatternTable
    private var nodes = [Node()]

    public init(graph: NavigationGraph) {
        self.graph = graph
        var paths = URLPatternTable.Paths()
        for link in graph.deepLinks {
            paths.add(
                link.pattern.tableSegments, fragment: link.pattern.fragment.map { $0.segments.map(\.tableSegment) },
                origin: link.pattern.tableOrigin)
        }
        table = URLPatternTable(schemes: graph.tableSchemes, hosts: graph.hosts, paths: paths)
        for (index, link) in graph.deepLinks.enumerated() {
            var node = 0
            for key in link.pattern.shapeKeys {
                node = child(of: node, for: key)
            }
            if nodes[node].deepLink == nil { nodes[node].deepLink = index }
        }
    }

    private mutating func child(of node: Int, for key: URLPatternTrie.Key) -> Int {
        if let existing = nodes[node].children[key] { return existing }
        nodes.append(Node())
        nodes[node].children[key] = nodes.count - 1
        if case .literal(let text) = key { nodes[node].literals.append(text) } else { nodes[node].others.append(key) }
        return nodes.count - 1
    }

    /// Reads `text` with the graph's schemes and hosts.
    public func read(_ text: String) -> Result<IncomingURL, IncomingURL.Rejection> {
        IncomingURL.read(text, with: table)
    }

    /// The pattern that wins for the URL `text`: the first, in precedence order, that matches it
    /// whole and whose values bind.
    public func match(_ text: String) -> Match? {
        table.firstMatch(in: text, values)
    }

    /// As `match(_:)`, past the pattern `skipped`: what the app opens when a value of that one is refused.
    func match(_ text: String, skipping skipped: Int) -> Match? {
        table.firstMatch(in: text) { index, path, query in
            index == skipped ? nil : values(of: index, path: path, query: query)
        }
    }

    /// As `match(_:)`, for a path with an optional query (`/menu/2?src=x`).
    func match(path: String) -> Match? {
        table.firstMatch(inPath: path, values)
    }

    /// The values of pattern `index` whose path matched, as the generated code reads them, or nil
    /// when one does not parse or its query rules it out.
    private func values(of index: Int, path: PathValues, query: QueryItems) -> Match? {
        let link = graph.deepLinks[index]
        var values: [String: URLValue] = [:]
        var placeholder = 0
        let screen = graph.screen(named: link.screen)
        func typed(_ value: URLValue, _ name: String) -> URLValue {
            guard let parameter = screen?.parameters.first(where: { $0.name == name }), parameter.type.isRawValue
            else { return value }
            return .rawValue(type: parameter.type.elementName, value)
        }
        for (name, type) in link.pattern.boundPlaceholders {
            guard let value = path.value(placeholder, as: type.valueKind.valueType).flatMap(URLValue.init) else {
                return nil
            }
            values[name] = typed(value, name)
            placeholder += 1
        }
        let fragmentItems = link.pattern.fragment?.query ?? []
        for (item, query) in link.pattern.query.map({ ($0, query) }) + fragmentItems.map({ ($0, path.fragmentQuery) }) {
            if item.isArray {
                // Every item with the key, in order; one that does not parse rules the pattern out.
                guard let read = query.all(item.key, as: item.type.valueType) else { return nil }
                let elements = read.compactMap(URLValue.init).map { typed($0, item.parameter) }
                let isOptional = screen?.parameters.first { $0.name == item.parameter }?.isOptional ?? false
                if !(elements.isEmpty && isOptional) { values[item.parameter] = .array(elements) }
                continue
            }
            // `.some(nil)`: absent; nil: present but not a value of its type.
            guard let read = query.optional(item.key, as: item.type.valueType) else { return nil }
            guard let value = read.flatMap(URLValue.init) else {
                if screen?.requires(item) ?? true { return nil }
                continue
            }
            values[item.parameter] = typed(value, item.parameter)
        }
        return Match(deepLink: index, values: values)
    }

    /// Up to `limit` concrete paths that `pattern` matches and some pattern of this matcher's
    /// graph of the same length matches too, found by walking only the overlapping branches of
    /// the trie (so comparing two large graphs is not quadratic).
    func overlappingPaths(with pattern: URLPattern, limit: Int) -> [[String]] {
        struct Visit {
            var node: Int
            var path: [String]
        }
        var result: [[String]] = []
        var pending = [Visit(node: 0, path: [])]
        while let visit = pending.popLast(), result.count < limit {
            let depth = visit.path.count
            guard depth < pattern.segments.count else {
                if nodes[visit.node].deepLink != nil { result.append(visit.path) }
                continue
            }
            let node = nodes[visit.node]
            let segment = pattern.segments[depth].shapeKey
            var next: [(Int, String)] = []
            if case .literal(let text) = segment {
                if let child = node.children[segment] { next.append((child, text)) }
            } else {
                for text in node.literals.sorted() where segment.accepts(text) {
                    if let child = node.children[.literal(text)] { next.append((child, text)) }
                    if next.count >= limit { break }
                }
            }
            for key in node.others {
                guard let child = node.children[key], let shared = segment.sharedText(with: key) else { continue }
                next.append((child, shared))
            }
            for (child, value) in next.reversed() {
                pending.append(Visit(node: child, path: visit.path + [value]))
            }
        }
        return result
    }

    /// The patterns nearest to matching `url`, nearest first, at most `limit` of them.
    public func nearestMisses(_ url: IncomingURL, among patterns: [Int]? = nil, limit: Int) -> [Miss] {
        let misses = (patterns ?? Array(graph.deepLinks.indices)).compactMap { miss(of: $0, for: url) }
        func key(_ miss: Miss, _ order: Int) -> [Int] {
            let closeness = miss.literalCloseness ?? (0, Int.max)
            let lengthDifference = abs(graph.deepLinks[miss.deepLink].pattern.segments.count - url.segments.count)
            return [-miss.matchedSegments, -closeness.sharedPrefix, closeness.distance, lengthDifference, order]
        }
        let ranked = misses.enumerated().sorted {
            key($0.element, $0.offset).lexicographicallyPrecedes(key($1.element, $1.offset))
        }
        // Patterns that fail at the first segment are noise next to one that got further.
        let relevant = ranked.map(\.element).filter { $0.matchedSegments > 0 }
        return Array((relevant.isEmpty ? ranked.map(\.element) : relevant).prefix(limit))
    }

    /// Why pattern `index` does not match `url` taken on its own, or nil when it does.
    func miss(of index: Int, for url: IncomingURL) -> Miss? {
        let pattern = graph.deepLinks[index].pattern
        let screen = graph.screen(named: graph.deepLinks[index].screen)
        for (position, segment) in pattern.segments.enumerated() {
            guard position < url.segments.count else {
                return Miss(
                    deepLink: index, pattern: pattern.text, matchedSegments: position,
                    reason: segmentCountReason(pattern, url))
            }
            let text = url.segments[position]
            switch segment {
            case .literal(let literal) where literal != text:
                let wanted = Array(literal.utf8)
                let got = Array(text.utf8)
                let sharedPrefix = zip(wanted, got).prefix { $0 == $1 }.count
                return Miss(
                    deepLink: index, pattern: pattern.text, matchedSegments: position,
                    reason: "wants `\(displayable(literal))` at segment \(position + 1), got `\(displayable(text))`",
                    literalCloseness: (sharedPrefix, editDistance(Array(wanted.prefix(64)), Array(got.prefix(64)))))
            case .parameter(_, let type) where URLValue(parsing: text, as: type) == nil:
                return Miss(
                    deepLink: index, pattern: pattern.text, matchedSegments: position,
                    reason:
                        "wants \(type.article) \(type.rawValue) at segment \(position + 1), got `\(displayable(text))`")
            case .prefixed(let prefix, _, let type) where !segment.shapeKey.accepts(text):
                // As near as a literal would be: how much of the prefix the segment spells.
                let wanted = Array(prefix.utf8.prefix(64))
                let got = Array(text.utf8.prefix(wanted.count))
                return Miss(
                    deepLink: index, pattern: pattern.text, matchedSegments: position,
                    reason:
                        "wants `\(displayable(prefix))` then \(type.article) \(type.rawValue) at segment \(position + 1), got `\(displayable(text))`",
                    literalCloseness: (zip(wanted, got).prefix { $0 == $1 }.count, editDistance(wanted, got)))
            case .tail:
                // The rest of the path, however many segments: nothing after it to compare.
                return queryMiss(of: index, pattern: pattern, screen: screen, url: url)
            default:
                continue
            }
        }
        if url.segments.count != pattern.segments.count {
            return Miss(
                deepLink: index, pattern: pattern.text, matchedSegments: pattern.segments.count,
                reason: segmentCountReason(pattern, url))
        }
        return queryMiss(of: index, pattern: pattern, screen: screen, url: url)
    }

    /// Why the query of `url` rules pattern `index` out, or nil when it does not.
    private func queryMiss(of index: Int, pattern: URLPattern, screen: Screen?, url: IncomingURL) -> Miss? {
        for item in pattern.query {
            let required = screen?.requires(item) ?? true
            if let text = url.query[item.key] {
                if URLValue(parsing: text, as: item.type) == nil {
                    return Miss(
                        deepLink: index, pattern: pattern.text, matchedSegments: pattern.segments.count,
                        reason:
                            "wants \(item.type.article) \(item.type.rawValue) in query item `\(displayable(item.key))`, got `\(displayable(text))`"
                    )
                }
            } else if required {
                return Miss(
                    deepLink: index, pattern: pattern.text, matchedSegments: pattern.segments.count,
                    reason: "wants query item `\(displayable(item.key))`")
            }
        }
        return nil
    }

    private func segmentCountReason(_ pattern: URLPattern, _ url: IncomingURL) -> String {
        let wanted = pattern.segments.count
        let given = url.segments.count
        return "wants \(wanted) path segment\(wanted == 1 ? "" : "s"), the URL has \(given)"
    }
}
