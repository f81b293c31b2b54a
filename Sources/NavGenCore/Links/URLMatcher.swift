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
        for link in graph.deepLinks { link.pattern.add(to: &paths) }
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
        // A fragment's value that may be absent: the pattern also matched without reading it.
        let optional = link.pattern.fragment.flatMap {
            $0.alsoMatchesWithout ? $0.segments.first?.placeholder?.name : nil
        }
        for (name, type) in link.pattern.boundPlaceholders {
            defer { placeholder += 1 }
            guard let value = path.value(placeholder, as: type.valueKind.valueType).flatMap(URLValue.init) else {
                if name == optional { continue }
                return nil
            }
            values[name] = typed(value, name)
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

    /// Why pattern `index` does not match `url` taken on its own, or nil when it does: its path,
    /// its query, then its fragment part, if it has one.
    func miss(of index: Int, for url: IncomingURL) -> Miss? {
        let pattern = graph.deepLinks[index].pattern
        let screen = graph.screen(named: graph.deepLinks[index].screen)
        if let miss = segmentsMiss(of: index, pattern.segments, url.segments, in: .path) { return miss }
        if let miss = queryMiss(of: index, pattern.query, url.query, matched: pattern.segments.count, screen: screen) {
            return miss
        }
        guard let fragment = pattern.fragment, !fragment.alsoMatchesWithout else { return nil }
        let matched = pattern.segments.count
        let form = fragment.isValue ? "one value (`#…`)" : "a path (`#/…`)"
        guard let text = url.fragment else {
            return Miss(
                deepLink: index, pattern: pattern.text, matchedSegments: matched,
                reason: "wants a fragment that is \(form), the URL has none")
        }
        let parts = text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts.first.map(String.init) ?? ""
        guard path.hasPrefix("/") != fragment.isValue, !path.isEmpty else {
            return Miss(
                deepLink: index, pattern: pattern.text, matchedSegments: matched,
                reason: "wants a fragment that is \(form), got `#\(displayable(text))`")
        }
        // The fragment read as the app reads it: a path split, then decoded, one trailing slash
        // ignored; a value decoded whole.
        var pieces =
            fragment.isValue
            ? [path]
            : path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        pieces = pieces.map { percentDecoded(Array($0.utf8), plusIsSpace: false) ?? $0 }
        if !fragment.isValue, pieces.last == "" { pieces.removeLast() }
        if let miss = segmentsMiss(of: index, fragment.segments, pieces, in: .fragment(after: matched)) {
            return miss
        }
        var query: [String: String] = [:]
        for item in parts.dropFirst().first?.split(separator: "&") ?? [] {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = percentDecoded(Array(pair[0].utf8), plusIsSpace: true), query[key] == nil else { continue }
            query[key] = pair.count > 1 ? percentDecoded(Array(pair[1].utf8), plusIsSpace: true) ?? "" : ""
        }
        return queryMiss(
            of: index, fragment.query, query, matched: matched + fragment.segments.count, screen: screen,
            inFragment: true)
    }

    /// Where segments are compared: the path, or the fragment's path after the path's segments.
    private enum SegmentPlace {
        case path
        case fragment(after: Int)

        var offset: Int {
            if case .fragment(let after) = self { return after }
            return 0
        }

        /// `segment 2`, `segment 2 of the fragment`.
        func name(_ position: Int) -> String {
            if case .fragment = self { return "segment \(position + 1) of the fragment" }
            return "segment \(position + 1)"
        }
    }

    /// Why `segments` of pattern `index` do not match `texts`, or nil when they do (a tail takes
    /// whatever is left).
    private func segmentsMiss(
        of index: Int, _ segments: [URLPattern.Segment], _ texts: [String], in place: SegmentPlace
    ) -> Miss? {
        let pattern = graph.deepLinks[index].pattern
        func missed(at position: Int, _ reason: String, closeness: (Int, Int)? = nil) -> Miss {
            Miss(
                deepLink: index, pattern: pattern.text, matchedSegments: place.offset + position, reason: reason,
                literalCloseness: closeness)
        }
        for (position, segment) in segments.enumerated() {
            guard position < texts.count else {
                return missed(at: position, segmentCountReason(segments.count, texts.count, in: place))
            }
            let text = texts[position]
            switch segment {
            case .literal(let literal) where literal != text:
                let wanted = Array(literal.utf8)
                let got = Array(text.utf8)
                let sharedPrefix = zip(wanted, got).prefix { $0 == $1 }.count
                return missed(
                    at: position,
                    "wants `\(displayable(literal))` at \(place.name(position)), got `\(displayable(text))`",
                    closeness: (sharedPrefix, editDistance(Array(wanted.prefix(64)), Array(got.prefix(64)))))
            case .parameter(_, let type) where URLValue(parsing: text, as: type) == nil:
                return missed(
                    at: position,
                    "wants \(type.article) \(type.rawValue) at \(place.name(position)), got `\(displayable(text))`")
            case .prefixed(let prefix, _, let type) where !segment.shapeKey.accepts(text):
                // As near as a literal would be: how much of the prefix the segment spells.
                let wanted = Array(prefix.utf8.prefix(64))
                let got = Array(text.utf8.prefix(wanted.count))
                return missed(
                    at: position,
                    "wants `\(displayable(prefix))` then \(type.article) \(type.rawValue) at \(place.name(position)), got `\(displayable(text))`",
                    closeness: (zip(wanted, got).prefix { $0 == $1 }.count, editDistance(wanted, got)))
            case .tail:
                // The rest of the path, however many segments: nothing after it to compare.
                return nil
            default:
                continue
            }
        }
        guard texts.count == segments.count else {
            return missed(at: segments.count, segmentCountReason(segments.count, texts.count, in: place))
        }
        return nil
    }

    /// Why a query (the URL's, or its fragment's) rules pattern `index` out, or nil when it does not.
    private func queryMiss(
        of index: Int, _ items: [URLPattern.QueryItem], _ query: [String: String], matched: Int, screen: Screen?,
        inFragment: Bool = false
    ) -> Miss? {
        let pattern = graph.deepLinks[index].pattern
        let place = inFragment ? "the fragment's query item" : "query item"
        for item in items {
            let required = screen?.requires(item) ?? true
            if let text = query[item.key] {
                if URLValue(parsing: text, as: item.type) == nil {
                    return Miss(
                        deepLink: index, pattern: pattern.text, matchedSegments: matched,
                        reason:
                            "wants \(item.type.article) \(item.type.rawValue) in \(place) `\(displayable(item.key))`, got `\(displayable(text))`"
                    )
                }
            } else if required {
                return Miss(
                    deepLink: index, pattern: pattern.text, matchedSegments: matched,
                    reason: "wants \(place) `\(displayable(item.key))`")
            }
        }
        return nil
    }

    private func segmentCountReason(_ wanted: Int, _ given: Int, in place: SegmentPlace) -> String {
        if case .fragment = place {
            return "wants \(wanted) segment\(wanted == 1 ? "" : "s") in the fragment, the URL's fragment has \(given)"
        }
        return "wants \(wanted) path segment\(wanted == 1 ? "" : "s"), the URL has \(given)"
    }
}
