/// The part of the deep-link parser that is the same for every graph: reading a URL's bytes,
/// percent-decoding, the value grammars of SPEC §2.4, the pattern trie and URL writing.
///
/// It is kept as one reviewed block of Swift rather than built node by node, because nothing in
/// it depends on the graph except the type name it extends (`__DeepLink__`). The graph-specific
/// half (allowed schemes and hosts, the patterns, what each one opens) is built as `SwiftCode`
/// by `DeepLinkEmitter`.
enum DeepLinkRuntime {
    static func code(deepLinkType: String) -> [SwiftCode] {
        template.replacing("__DeepLink__", with: deepLinkType)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? SwiftCode.blankLine : .line(String($0)) }
    }

    private static let template = #"""
extension __DeepLink__ {
    /// The longest URL read, in UTF-8 bytes; a longer one is refused unread.
    fileprivate static let maximumURLLength = 4096

    /// One segment of a URL pattern's path.
    fileprivate typealias Segment = __DeepLink__Parts.Segment

    /// What the first pattern that matches `string` opens, or nil.
    ///
    /// Nothing is allocated or reference-counted until a pattern matches: the URL is read in
    /// place as byte ranges, and a value is decoded only when the matched pattern asks for it.
    fileprivate static func parse(_ string: borrowing String) -> __DeepLink__? {
        // A native string's UTF-8 in place; only a string bridged from elsewhere is copied.
        if let link = string.utf8.withContiguousStorageIfAvailable(parse(bytes:)) { return link }
        var contiguous = copy string
        return contiguous.withUTF8(parse(bytes:))
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> __DeepLink__? {
        let trie = trie
        // A URL with more segments than the longest pattern matches nothing, so that many
        // ranges is all a URL needs.
        return withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: trie.depth) { segments in
            guard let url = URLText(bytes, segments: segments, kinds: trie.characterKinds) else { return nil }
            return trie.firstMatch(url) { pattern, path in
                destination(ofPattern: pattern, path: path, query: url.query)
            }
        }
    }

    /// A URL of this app, as ranges of its text: its path segments (for a custom scheme the host
    /// is the first) and its query. Reading it checked every character and escape; nothing is
    /// decoded yet.
    fileprivate struct URLText {
        let bytes: UnsafeBufferPointer<UInt8>
        private let segments: UnsafeMutableBufferPointer<Range<Int>>
        let segmentCount: Int
        /// Whether the path has a `%`: without one no segment needs decoding.
        private let isEscaped: Bool
        let query: Query

        /// Reads `bytes`, or returns nil when they are not a URL of this app or have more segments
        /// than `segments` holds: only URL characters; a declared scheme, or https with a declared
        /// host; no user, password or port; at most `maximumURLLength` bytes; every percent escape
        /// well-formed UTF-8. Each byte is looked at once, the scheme's first, so that another
        /// app's URL is refused before the rest of it is read. Inlined into its one caller: a
        /// `URLText` returned through memory is read back before the stores have landed, a stall
        /// that cost about a twentieth of a URL's time (docs/performance.md).
        @inline(__always)
        init?(_ bytes: UnsafeBufferPointer<UInt8>, segments: UnsafeMutableBufferPointer<Range<Int>>, kinds: CharacterTable) {
            guard bytes.count <= maximumURLLength, let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let scheme = UnsafeBufferPointer(rebasing: bytes[..<colon])
            let isCustomScheme = schemes.contains { equalIgnoringASCIICase($0, scheme) }
            guard isCustomScheme || equalIgnoringASCIICase("https", scheme) else { return nil }
            let authorityStart = colon + 3
            guard authorityStart <= bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") else {
                return nil
            }
            // Each loop below steps over plain characters in a tight loop of its own and looks
            // at the kind of the others: most of a URL is plain.
            var index = authorityStart
            var authorityIsEscaped = false
            authority: while true {
                index = kinds.firstNotPlain(in: bytes, from: index)
                guard index < bytes.count else { break }
                switch kinds[bytes[index]] {
                case .plain, .plus: break
                case .percent: authorityIsEscaped = true
                case .slash, .questionMark, .hash: break authority
                // No user, password or port.
                case .refused, .userOrPort: return nil
                }
                index += 1
            }
            var count = 0
            var pathIsEscaped = false
            func append(_ range: Range<Int>, isEscaped: Bool) -> Bool {
                guard count < segments.count else { return false }
                if isEscaped {
                    guard EscapedText(bytes, range, plusIsSpace: false, mayBeEscaped: true).isWellFormed else { return false }
                    pathIsEscaped = true
                }
                segments[count] = range
                count += 1
                return true
            }
            if isCustomScheme {
                // `scheme://menu/42` reads as the path `/menu/42`.
                if index > authorityStart, !append(authorityStart..<index, isEscaped: authorityIsEscaped) { return nil }
            } else {
                let host = UnsafeBufferPointer(rebasing: bytes[authorityStart..<index])
                guard hosts.contains(where: { equalIgnoringASCIICase($0, host) }) else { return nil }
            }
            // The path, split at each `/`; a trailing one is dropped.
            if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
            var segmentStart = index
            var segmentIsEscaped = false
            path: while true {
                index = kinds.firstNotPlain(in: bytes, from: index)
                guard index < bytes.count else { break }
                switch kinds[bytes[index]] {
                case .plain, .plus, .userOrPort: break
                case .percent: segmentIsEscaped = true
                case .slash:
                    guard append(segmentStart..<index, isEscaped: segmentIsEscaped) else { return nil }
                    segmentStart = index + 1
                    segmentIsEscaped = false
                case .questionMark, .hash: break path
                case .refused: return nil
                }
                index += 1
            }
            if index > segmentStart, !append(segmentStart..<index, isEscaped: segmentIsEscaped) { return nil }
            // The query, up to the fragment.
            var queryRange = index..<index
            var queryIsEscaped = false
            var queryHasPlus = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
                index += 1
                let queryStart = index
                query: while true {
                    index = kinds.firstNotPlain(in: bytes, from: index)
                    guard index < bytes.count else { break }
                    switch kinds[bytes[index]] {
                    case .plain, .userOrPort, .slash, .questionMark: break
                    case .percent: queryIsEscaped = true
                    case .plus: queryHasPlus = true
                    case .hash: break query
                    case .refused: return nil
                    }
                    index += 1
                }
                queryRange = queryStart..<index
            }
            // The fragment is not read, only checked.
            while true {
                index = kinds.firstNotPlain(in: bytes, from: index)
                guard index < bytes.count else { break }
                guard kinds[bytes[index]] != .refused else { return nil }
                index += 1
            }
            let query = Query(bytes: bytes, range: queryRange, mayBeEscaped: queryIsEscaped || queryHasPlus)
            if queryIsEscaped {
                var itemsAreWellFormed = true
                query.forEachItem { key, value in
                    itemsAreWellFormed = key.isWellFormed && value.isWellFormed
                    return itemsAreWellFormed
                }
                guard itemsAreWellFormed else { return nil }
            }
            self.bytes = bytes
            self.segments = segments
            self.segmentCount = count
            self.isEscaped = pathIsEscaped
            self.query = query
        }

        func segment(_ index: Int) -> EscapedText {
            EscapedText(bytes, segments[index], plusIsSpace: false, mayBeEscaped: isEscaped)
        }
    }

    /// Part of a URL's text, whose percent escapes (and, in a query, `+` for a space) are decoded
    /// only when it is read, and onto the stack: most parts have none and are read in place.
    fileprivate struct EscapedText {
        private let bytes: UnsafeBufferPointer<UInt8>
        private let range: Range<Int>
        private let plusIsSpace: Bool
        /// Whether decoding leaves it as it is.
        private let isPlain: Bool

        /// `mayBeEscaped` false says the URL has nothing to decode, which spares a look at the text.
        init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool, mayBeEscaped: Bool) {
            self.bytes = bytes
            self.range = range
            self.plusIsSpace = plusIsSpace
            isPlain = !mayBeEscaped || !bytes[range].contains {
                $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+"))
            }
        }

        var isEmpty: Bool { range.isEmpty }

        /// Calls `body` with the decoded bytes. An escape that is not well-formed reads as its
        /// `%`; a URL that has one is refused before any of its text is read.
        func withDecoded<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            guard !isPlain else { return body(UnsafeBufferPointer(rebasing: bytes[range])) }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { decoded in
                var count = 0
                var index = range.lowerBound
                while index < range.upperBound {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "%"), index + 2 < range.upperBound,
                       let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                        decoded[count] = high << 4 | low
                        index += 3
                    } else {
                        decoded[count] = plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                        index += 1
                    }
                    count += 1
                }
                return body(UnsafeBufferPointer(rebasing: decoded[..<count]))
            }
        }

        /// Every escape complete, and the decoded bytes UTF-8.
        var isWellFormed: Bool {
            // Plain text is ASCII: the first reading admits nothing else.
            guard !isPlain else { return true }
            for position in range where bytes[position] == UInt8(ascii: "%") {
                guard position + 2 < range.upperBound, hexValue(bytes[position + 1]) != nil, hexValue(bytes[position + 2]) != nil else {
                    return false
                }
            }
            return withDecoded { decoded in
                var iterator = decoded.makeIterator()
                var parser = Unicode.UTF8.ForwardParser()
                while true {
                    switch parser.parseScalar(from: &iterator) {
                    case .valid: continue
                    case .emptyInput: return true
                    case .error: return false
                    }
                }
            }
        }

        func decodesTo(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            withDecoded { sameBytes($0, text) }
        }
    }

    /// The values a matched path bound, in the order of its placeholders, read from the URL
    /// when asked for. The trie matched each segment to its placeholder's type, so each has its
    /// type's form; only a `Double` out of range is found out here.
    fileprivate struct PathValues {
        let url: URLText
        /// Per segment: whether a placeholder bound it, rather than a literal.
        let bound: UnsafeMutableBufferPointer<Bool>

        private func value<Value>(_ index: Int, _ parse: (UnsafeBufferPointer<UInt8>) -> Value?) -> Value? {
            var remaining = index
            for position in 0..<url.segmentCount where bound[position] {
                if remaining == 0 { return url.segment(position).withDecoded(parse) }
                remaining -= 1
            }
            return nil
        }

        func int(_ index: Int) -> Int? { value(index, __DeepLink__.int) }
        func double(_ index: Int) -> Double? { value(index, __DeepLink__.double) }
        func bool(_ index: Int) -> Bool? { value(index, __DeepLink__.bool) }
        func uuid(_ index: Int) -> UUID? { value(index, __DeepLink__.uuid) }
        func string(_ index: Int) -> String? { value(index, __DeepLink__.string) }
    }

    /// An incoming URL's query; the first item with a key wins. A URL has a handful of items, so
    /// they are searched from the front where they stand rather than collected.
    fileprivate struct Query {
        let bytes: UnsafeBufferPointer<UInt8>
        let range: Range<Int>
        /// Whether the URL has a `%` or a `+`: without one no item needs decoding.
        let mayBeEscaped: Bool

        /// Calls `body` with each item's key and value, in order, until it returns false.
        func forEachItem(_ body: (_ key: EscapedText, _ value: EscapedText) -> Bool) {
            var itemStart = range.lowerBound
            while itemStart < range.upperBound {
                var itemEnd = itemStart
                while itemEnd < range.upperBound, bytes[itemEnd] != UInt8(ascii: "&") { itemEnd += 1 }
                if itemEnd > itemStart {
                    var equals = itemStart
                    while equals < itemEnd, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                    let key = EscapedText(bytes, itemStart..<equals, plusIsSpace: true, mayBeEscaped: mayBeEscaped)
                    let value = EscapedText(bytes, min(equals + 1, itemEnd)..<itemEnd, plusIsSpace: true, mayBeEscaped: mayBeEscaped)
                    guard body(key, value) else { return }
                }
                itemStart = itemEnd + 1
            }
        }

        /// The value of the first item whose key decodes to `key`.
        func value(_ key: StaticString) -> EscapedText? {
            key.withUTF8Buffer { key in
                var found: EscapedText?
                forEachItem { itemKey, value in
                    guard itemKey.decodesTo(key) else { return true }
                    found = value
                    return false
                }
                return found
            }
        }

        /// The item's value, or nil when it is absent or does not parse: then the pattern does not match.
        func required<Parsed>(_ key: StaticString, _ parse: (UnsafeBufferPointer<UInt8>) -> Parsed?) -> Parsed? {
            value(key)?.withDecoded(parse)
        }

        /// The item's value, `fallback` when it is absent, or nil when it does not parse: then the
        /// pattern does not match.
        func defaulted<Parsed>(_ key: StaticString, _ parse: (UnsafeBufferPointer<UInt8>) -> Parsed?, _ fallback: Parsed) -> Parsed? {
            guard let text = value(key) else { return fallback }
            return text.withDecoded(parse)
        }

        /// `.some(nil)` when the item is absent, `.some(value)` when it parses, and nil when it is
        /// present but does not parse: then the pattern does not match.
        func optional<Parsed>(_ key: StaticString, _ parse: (UnsafeBufferPointer<UInt8>) -> Parsed?) -> Parsed?? {
            guard let text = value(key) else { return .some(nil) }
            return text.withDecoded(parse).map { .some($0) }
        }
    }

    /// The patterns' paths as a trie of segments, so that matching costs a hash lookup or a value
    /// check per segment of the URL, whatever the number of patterns. Its tables are made once,
    /// for the static `trie`, and read through pointers: matching copies and retains nothing.
    fileprivate struct Trie: @unchecked Sendable {
        /// The patterns' paths as they are added, one at a time, before the trie is made of them.
        struct Tables {
            /// Per literal edge: the node it leaves, the node it reaches, and where its text starts
            /// in `edgeText` (it ends where the next one starts).
            private(set) var edgeFrom: [Int32] = []
            private(set) var edgeTo: [Int32] = []
            private(set) var edgeTextStart: [Int32] = [0]
            private(set) var edgeText: [UInt8] = []
            /// Per node, five slots — int, double, bool, uuid, string, the order a segment tries
            /// them after a literal: the child for that placeholder, or -1.
            private(set) var placeholders: [Int32] = [-1, -1, -1, -1, -1]
            /// Per node: the number of the pattern whose path ends there, or -1.
            private(set) var patterns: [Int32] = [-1]
            /// The most segments any pattern has.
            private(set) var depth = 0
            private var literalChildren: [LiteralEdge: Int32] = [:]
            private var patternCount: Int32 = 0

            private struct LiteralEdge: Hashable {
                var node: Int32
                var text: String
            }

            /// Adds the path of the next pattern, numbered in the order added.
            mutating func add(_ path: [Segment]) {
                var node = 0
                for segment in path {
                    node = child(of: node, for: segment)
                }
                if patterns[node] < 0 {
                    patterns[node] = patternCount
                }
                patternCount += 1
                depth = max(depth, path.count)
            }

            private mutating func child(of node: Int, for segment: Segment) -> Int {
                let slot: Int
                switch segment {
                case .literal(let text):
                    let edge = LiteralEdge(node: Int32(node), text: text)
                    if let existing = literalChildren[edge] { return Int(existing) }
                    let added = addNode()
                    literalChildren[edge] = Int32(added)
                    edgeFrom.append(Int32(node))
                    edgeTo.append(Int32(added))
                    edgeText += text.utf8
                    edgeTextStart.append(Int32(edgeText.count))
                    return added
                case .int: slot = 0
                case .double: slot = 1
                case .bool: slot = 2
                case .uuid: slot = 3
                case .string: slot = 4
                }
                if placeholders[node * 5 + slot] >= 0 { return Int(placeholders[node * 5 + slot]) }
                let added = addNode()
                placeholders[node * 5 + slot] = Int32(added)
                return added
            }

            private mutating func addNode() -> Int {
                patterns.append(-1)
                placeholders += [-1, -1, -1, -1, -1]
                return patterns.count - 1
            }
        }

        /// A node still to try, and whether a placeholder (not a literal) bound its segment.
        private struct Step {
            var node: Int32
            var depth: Int32
            var isBound: Bool
        }

        /// A slot of the literal edges' table: the node the edge leaves (-1 in an empty slot), the
        /// node it reaches, and its text — where it starts in `edgeText`, its length, and its
        /// first eight bytes, so that most lookups read one slot and nothing else.
        private struct EdgeSlot {
            var from: Int32
            var to: Int32
            var textStart: Int32
            var textCount: Int32
            var prefix: UInt64
        }

        /// A literal's first eight bytes, and its hash with the node it leaves.
        private struct EdgeKey {
            var prefix: UInt64
            var hash: Int

            /// Eight bytes at a time, each word mixed in with one multiplication.
            init(from node: Int, _ text: UnsafeBufferPointer<UInt8>) {
                var hash = UInt64(UInt32(truncatingIfNeeded: node)) &* 0x9e37_79b9_7f4a_7c15
                prefix = 0
                var start = 0
                repeat {
                    var word: UInt64 = 0
                    var shift: UInt64 = 0
                    for index in start..<min(start + 8, text.count) {
                        word |= UInt64(text[index]) &<< shift
                        shift &+= 8
                    }
                    if start == 0 { prefix = word }
                    hash = (hash ^ word) &* 0xff51_afd7_ed55_8ccd
                    start += 8
                } while start < text.count
                // A product's low bits see only its inputs' low bits: the high half, which every
                // byte reaches, is folded into the low bits that the table's mask keeps.
                self.hash = Int(truncatingIfNeeded: hash ^ (hash >> 32))
            }
        }

        /// A node as matching reads it, all in one record so that a step reads one cache line.
        private struct Node {
            /// Bit `slot` when the node has that placeholder, `hasLiteralEdge` when it has a
            /// literal edge; most nodes have one kind of child, so most segments try one.
            var childKinds: UInt8
            /// The number of the pattern whose path ends here, or -1.
            var pattern: Int32
            /// The child for each placeholder, in the slots' order (int, double, bool, uuid,
            /// string), or -1.
            var int: Int32
            var double: Int32
            var bool: Int32
            var uuid: Int32
            var string: Int32
        }

        /// What matching reads, made once and never freed: a `Trie` is a pointer to it, so that
        /// reading the static `trie` copies one word rather than every table.
        private struct Storage {
            let nodes: UnsafeBufferPointer<Node>
            /// The literal edges, open-addressed by `EdgeKey`: a power of two long, at most half full.
            let edges: UnsafeBufferPointer<EdgeSlot>
            let edgeText: UnsafeBufferPointer<UInt8>
            let depth: Int
            /// Kept here so that reading a URL costs one check that the tables are made.
            let characterKinds: CharacterTable
        }

        private let storage: UnsafePointer<Storage>

        /// The most segments any pattern has.
        var depth: Int { storage.pointee.depth }
        var characterKinds: CharacterTable { storage.pointee.characterKinds }

        private static let hasLiteralEdge: UInt8 = 1 << 5

        init(_ tables: Tables) {
            let placeholders = tables.placeholders
            var nodes = tables.patterns.indices.map { node in
                let slots = node * 5
                var kinds: UInt8 = 0
                for slot in 0..<5 where placeholders[slots + slot] >= 0 {
                    kinds |= 1 << slot
                }
                return Node(
                    childKinds: kinds, pattern: tables.patterns[node], int: placeholders[slots], double: placeholders[slots + 1],
                    bool: placeholders[slots + 2], uuid: placeholders[slots + 3], string: placeholders[slots + 4]
                )
            }
            let empty = EdgeSlot(from: -1, to: -1, textStart: 0, textCount: 0, prefix: 0)
            var edges = [EdgeSlot](repeating: empty, count: 8)
            while edges.count < 2 * tables.edgeFrom.count { edges += edges }
            let mask = edges.count - 1
            let edgeText = permanent(tables.edgeText)
            for (edge, node) in tables.edgeFrom.enumerated() {
                nodes[Int(node)].childKinds |= Self.hasLiteralEdge
                let start = Int(tables.edgeTextStart[edge])
                let end = Int(tables.edgeTextStart[edge + 1])
                let key = EdgeKey(from: Int(node), UnsafeBufferPointer(rebasing: edgeText[start..<end]))
                var slot = key.hash & mask
                while edges[slot].from >= 0 { slot = (slot + 1) & mask }
                edges[slot] = EdgeSlot(from: node, to: tables.edgeTo[edge], textStart: Int32(start), textCount: Int32(end - start), prefix: key.prefix)
            }
            let storage = UnsafeMutablePointer<Storage>.allocate(capacity: 1)
            storage.initialize(to: Storage(
                nodes: permanent(nodes),
                edges: permanent(edges),
                edgeText: edgeText,
                depth: tables.depth,
                characterKinds: CharacterTable()
            ))
            self.storage = UnsafePointer(storage)
        }

        /// Offers `build` the patterns whose paths match the URL's segments, best first: at each
        /// segment a literal, then a typed placeholder, then a String one. Returns the first result
        /// it accepts, so a preferred branch that fails further right gives way to the next one.
        func firstMatch<Result>(_ url: URLText, _ build: (Int, PathValues) -> Result?) -> Result? {
            let count = url.segmentCount
            // Depth first: at most five untried siblings wait per segment, plus the root.
            return withUnsafeTemporaryAllocation(of: Step.self, capacity: 5 * count + 1) { pending in
                withUnsafeTemporaryAllocation(of: Bool.self, capacity: count) { bound in
                    pending[0] = Step(node: 0, depth: 0, isBound: false)
                    var pendingCount = 1
                    while pendingCount > 0 {
                        pendingCount -= 1
                        let step = pending[pendingCount]
                        let depth = Int(step.depth)
                        if depth > 0 { bound[depth - 1] = step.isBound }
                        guard depth < count else {
                            let pattern = storage.pointee.nodes[Int(step.node)].pattern
                            if pattern >= 0, let result = build(Int(pattern), PathValues(url: url, bound: bound)) {
                                return result
                            }
                            continue
                        }
                        let first = pendingCount
                        pendingCount += url.segment(depth).withDecoded { text in
                            children(of: Int(step.node), for: text, into: pending, from: first, depth: depth + 1)
                        }
                    }
                    return nil
                }
            }
        }

        /// Writes the steps from `node` that `text` can take into `steps` from index `start`, least
        /// specific first so that the most specific is tried first, and returns how many it wrote.
        /// A `Double` is checked for its form only: reading one is slow, and the few out of range
        /// fail where the pattern's values are read.
        private func children(
            of node: Int, for text: UnsafeBufferPointer<UInt8>, into steps: UnsafeMutableBufferPointer<Step>, from start: Int, depth: Int
        ) -> Int {
            var count = 0
            func add(_ child: Int32, isBound: Bool) {
                steps[start + count] = Step(node: child, depth: Int32(depth), isBound: isBound)
                count += 1
            }
            let children = storage.pointee.nodes[node]
            let kinds = children.childKinds
            if kinds & 1 << 4 != 0, !text.isEmpty { add(children.string, isBound: true) }
            if kinds & 1 << 3 != 0, __DeepLink__.uuid(text) != nil { add(children.uuid, isBound: true) }
            if kinds & 1 << 2 != 0, __DeepLink__.bool(text) != nil { add(children.bool, isBound: true) }
            if kinds & 1 << 1 != 0, __DeepLink__.isDecimal(text) { add(children.double, isBound: true) }
            if kinds & 1 != 0, __DeepLink__.int(text) != nil { add(children.int, isBound: true) }
            if kinds & Self.hasLiteralEdge != 0, let child = literalChild(of: node, text) { add(child, isBound: false) }
            return count
        }

        /// The node the literal edge spelled `text` leads to from `node`, if there is one.
        private func literalChild(of node: Int, _ text: UnsafeBufferPointer<UInt8>) -> Int32? {
            let edges = storage.pointee.edges
            let mask = edges.count - 1
            let key = EdgeKey(from: node, text)
            var slot = key.hash & mask
            while edges[slot].from >= 0 {
                let edge = edges[slot]
                if Int(edge.from) == node, Int(edge.textCount) == text.count, edge.prefix == key.prefix,
                   text.count <= 8 || sameBytes(UnsafeBufferPointer(rebasing: storage.pointee.edgeText[Int(edge.textStart)..<Int(edge.textStart + edge.textCount)]), text) {
                    return edge.to
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// What a byte of a URL's text is to its reading.
    fileprivate enum CharacterKind {
        /// One of the characters RFC 3986 allows that has no role of its own below.
        case plain
        /// `:` or `@`: plain in a path, a query or a fragment, refused in the authority, where
        /// they would bring a user, a password or a port.
        case userOrPort
        /// Not allowed in a URL: spaces, controls and non-ASCII must arrive percent-encoded, as
        /// `URL` delivers them.
        case refused
        case slash
        case questionMark
        case hash
        case percent
        case plus
    }

    /// Every byte's `CharacterKind`, made once (with the trie) and read through a pointer. It has
    /// an entry for each of the 256 byte values, so any byte of any URL indexes it.
    fileprivate struct CharacterTable {
        private let kinds: UnsafeBufferPointer<CharacterKind>

        init() {
            var kinds = [CharacterKind](repeating: .refused, count: 256)
            for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~[]!$&'()*,;=".utf8 {
                kinds[Int(byte)] = .plain
            }
            kinds[Int(UInt8(ascii: ":"))] = .userOrPort
            kinds[Int(UInt8(ascii: "@"))] = .userOrPort
            kinds[Int(UInt8(ascii: "/"))] = .slash
            kinds[Int(UInt8(ascii: "?"))] = .questionMark
            kinds[Int(UInt8(ascii: "#"))] = .hash
            kinds[Int(UInt8(ascii: "%"))] = .percent
            kinds[Int(UInt8(ascii: "+"))] = .plus
            self.kinds = permanent(kinds)
        }

        subscript(byte: UInt8) -> CharacterKind { kinds[Int(byte)] }

        /// The index of the first byte from `start` that is not `.plain`, or `bytes.count`.
        func firstNotPlain(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            var index = start
            while index < bytes.count, kinds[Int(bytes[index])] == .plain { index += 1 }
            return index
        }
    }

    /// `elements` copied into memory that is never freed, for a table made once for the process:
    /// read through a pointer, it costs no reference counting.
    private static func permanent<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let memory = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = memory.initialize(from: elements)
        return UnsafeBufferPointer(memory)
    }

    /// Whether `bytes` spell `lowercased` in any ASCII case.
    private static func equalIgnoringASCIICase(_ lowercased: StaticString, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        lowercased.withUTF8Buffer { expected in
            guard expected.count == bytes.count else { return false }
            for index in expected.indices {
                let byte = bytes[index]
                guard expected[index] == (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) else { return false }
            }
            return true
        }
    }

    /// Whether `first` and `second` hold the same bytes.
    private static func sameBytes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        for index in first.indices where first[index] != second[index] {
            return false
        }
        return true
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Values (SPEC §2.4)

    /// Decimal digits with an optional `-`, in `Int`'s range.
    fileprivate static func int(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let isNegative = text.first == UInt8(ascii: "-")
        let digits = isNegative ? text.dropFirst() : text[...]
        guard !digits.isEmpty else { return nil }
        // Accumulated on the negative side, which also holds `Int.min`.
        var value = 0
        for digit in digits {
            guard isDigit(digit) else { return nil }
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, underflowed) = shifted.subtractingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            guard !overflowed, !underflowed else { return nil }
            value = next
        }
        if isNegative { return value }
        return value == Int.min ? nil : -value
    }

    /// A finite decimal number: `-`, digits, an optional fraction and an optional exponent.
    fileprivate static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard isDecimal(text) else { return nil }
        if let exact = exactDouble(text) { return exact }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// A decimal number's value without `strtod`, when at most 15 digits and a power of ten of at
    /// most 22 write it: both are then exact as doubles, and the one multiplication or division
    /// that joins them rounds as `Double(_:)` does (Clinger's fast path). Nil for any other number.
    private static func exactDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let isNegative = text.first == UInt8(ascii: "-")
        var index = isNegative ? 1 : 0
        var significand: UInt64 = 0
        var digitCount = 0
        var exponent = 0
        var isFraction = false
        while index < text.count, text[index] != UInt8(ascii: "e"), text[index] != UInt8(ascii: "E") {
            if text[index] == UInt8(ascii: ".") {
                isFraction = true
            } else {
                // Wrapping: a number of more digits is not read here.
                significand = significand &* 10 &+ UInt64(text[index] - UInt8(ascii: "0"))
                digitCount += 1
                if isFraction { exponent -= 1 }
            }
            index += 1
        }
        guard digitCount <= 15 else { return nil }
        if index < text.count {
            var digits = text[(index + 1)...]
            if digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
            guard let written = int(UnsafeBufferPointer(rebasing: digits)), written > -100, written < 100 else { return nil }
            exponent += written
        }
        guard exponent >= -22, exponent <= 22 else { return nil }
        var power = 1.0
        for _ in 0..<abs(exponent) { power *= 10 }
        let magnitude = exponent < 0 ? Double(significand) / power : Double(significand) * power
        return isNegative ? -magnitude : magnitude
    }

    /// Whether `text` has the form of a decimal number, whatever its size.
    fileprivate static func isDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var rest = text[...]
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        func digits() -> Bool {
            let count = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(count)
            return count > 0
        }
        guard digits() else { return false }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard digits() else { return false }
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard digits() else { return false }
        }
        return rest.isEmpty
    }

    /// `true`, `false`, `1` or `0`.
    fileprivate static func bool(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        if text.elementsEqual("true".utf8) || text.elementsEqual("1".utf8) { return true }
        if text.elementsEqual("false".utf8) || text.elementsEqual("0".utf8) { return false }
        return nil
    }

    /// The canonical 8-4-4-4-12 hexadecimal form, in any case.
    /// Read from the hex digits directly: `UUID(uuidString:)` goes through `sscanf` on Linux.
    fileprivate static func uuid(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isWellFormed = withUnsafeMutableBytes(of: &value) { value in
            var position = 0
            for index in 0..<16 {
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard text[position] == UInt8(ascii: "-") else { return false }
                    position += 1
                }
                guard let high = hexValue(text[position]), let low = hexValue(text[position + 1]) else { return false }
                value[index] = high << 4 | low
                position += 2
            }
            return true
        }
        return isWellFormed ? UUID(uuid: value) : nil
    }

    /// Any non-empty text.
    fileprivate static func string(_ text: UnsafeBufferPointer<UInt8>) -> String? {
        text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Writing URLs

    /// A value as a URL writes it, or nil when it cannot be read back as itself.
    fileprivate static func text(_ value: Int) -> String? { String(value) }
    fileprivate static func text(_ value: Double) -> String? { value.isFinite ? "\(value)" : nil }
    fileprivate static func text(_ value: Bool) -> String? { value ? "true" : "false" }
    fileprivate static func text(_ value: UUID) -> String? { value.uuidString }
    fileprivate static func text(_ value: String) -> String? { value.isEmpty ? nil : value }

    /// A link being written: the link prefix, then percent-encoded path segments, then query
    /// items. Each step returns the next writer, so a screen's URL is one expression; a list of
    /// segments instead would cost the compiler time beyond linear in the number of screens.
    fileprivate struct LinkWriter {
        /// Nil once there is no link prefix or a path value could not be written.
        private var text: String? = linkPrefix
        private var hasSegment = false
        private var hasItem = false

        /// Adds a path segment; nil (a value that cannot be written) leaves no URL at all.
        func path(_ segment: String?) -> LinkWriter {
            var next = self
            guard let segment, let text else {
                next.text = nil
                return next
            }
            next.text = text + (hasSegment ? "/" : "") + percentEncoded(segment)
            next.hasSegment = true
            return next
        }

        /// Adds a query item; a nil value leaves the item out.
        func query(_ key: String, _ value: String?) -> LinkWriter {
            guard let value, let text else { return self }
            var next = self
            next.text = text + (hasItem ? "&" : "?") + percentEncoded(key) + "=" + percentEncoded(value)
            next.hasItem = true
            return next
        }

        var url: URL? {
            text.flatMap { URL(string: $0) }
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    /// Keeps only RFC 3986's unreserved characters; everything else becomes `%XX`.
    private static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded.unicodeScalars.append("%")
                encoded.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                encoded.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return encoded
    }
}

/// The type `__DeepLink__`'s table of patterns is written in, outside it so that its metadata is
/// small: the compiler walks it from every function that adds patterns to the table.
fileprivate enum __DeepLink__Parts {
    /// One segment of a URL pattern's path.
    fileprivate enum Segment: Sendable {
        case literal(String)
        case int
        case double
        case bool
        case uuid
        case string
    }
}
"""#
}
