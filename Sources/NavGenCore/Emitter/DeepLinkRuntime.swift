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
    fileprivate enum Segment: Sendable {
        case literal(String)
        case int
        case double
        case bool
        case uuid
        case string
    }

    /// What the first pattern that matches `string` opens, or nil.
    ///
    /// Nothing is allocated until a pattern matches: the URL is read in place as byte ranges, and
    /// a value is decoded only when the matched pattern asks for it.
    fileprivate static func parse(_ string: String) -> __DeepLink__? {
        var string = string
        // A native string's UTF-8 in place: no copy of the URL.
        return string.withUTF8 { bytes in
            // A URL with more segments than the longest pattern matches nothing, so that many
            // ranges is all a URL needs.
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.trie.depth) { segments in
                guard let url = URLText(bytes, segments: segments) else { return nil }
                return Self.trie.firstMatch(url) { pattern, path in
                    destination(ofPattern: pattern, path: path, query: url.query)
                }
            }
        }
    }

    /// A URL of this app, as ranges of its text: its path segments (for a custom scheme the host
    /// is the first) and its query. Reading it checked every escape; nothing is decoded yet.
    fileprivate struct URLText {
        let bytes: UnsafeBufferPointer<UInt8>
        private let segments: UnsafeMutableBufferPointer<Range<Int>>
        let segmentCount: Int
        /// Whether the URL has a `%` anywhere: without one no segment needs decoding.
        private let isEscaped: Bool
        let query: Query

        /// Reads `bytes`, or returns nil when they are not a URL of this app or have more segments
        /// than `segments` holds: only URL characters; a declared scheme, or https with a declared
        /// host; no user, password or port; at most `maximumURLLength` bytes; every percent escape
        /// well-formed UTF-8.
        init?(_ bytes: UnsafeBufferPointer<UInt8>, segments: UnsafeMutableBufferPointer<Range<Int>>) {
            guard bytes.count <= maximumURLLength else { return nil }
            // One pass over every byte finds what the rest of the reading needs.
            let characterKinds = characterKinds
            var isEscaped = false
            var hasPlus = false
            var questionMark: Int?
            var fragment: Int?
            for index in bytes.indices {
                switch characterKinds[Int(bytes[index])] {
                case .plain: continue
                case .refused: return nil
                case .percent: isEscaped = true
                case .plus: hasPlus = true
                case .questionMark: if questionMark == nil { questionMark = index }
                case .hash: if fragment == nil { fragment = index }
                }
            }
            let end = fragment ?? bytes.count
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let authorityStart = colon + 3
            guard bytes.count >= authorityStart, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") else {
                return nil
            }
            guard authorityStart <= end else { return nil }
            var authorityEnd = authorityStart
            while authorityEnd < end, bytes[authorityEnd] != UInt8(ascii: "/"), bytes[authorityEnd] != UInt8(ascii: "?") {
                guard bytes[authorityEnd] != UInt8(ascii: "@"), bytes[authorityEnd] != UInt8(ascii: ":") else { return nil }
                authorityEnd += 1
            }
            var count = 0
            func append(_ range: Range<Int>) -> Bool {
                guard count < segments.count else { return false }
                guard EscapedText(bytes, range, plusIsSpace: false, mayBeEscaped: isEscaped).isWellFormed else { return false }
                segments[count] = range
                count += 1
                return true
            }
            let scheme = bytes[..<colon]
            if schemes.contains(where: { equalIgnoringASCIICase($0, scheme) }) {
                // `scheme://menu/42` reads as the path `/menu/42`.
                if authorityEnd > authorityStart {
                    guard append(authorityStart..<authorityEnd) else { return nil }
                }
            } else if equalIgnoringASCIICase("https", scheme),
                      hosts.contains(where: { equalIgnoringASCIICase($0, bytes[authorityStart..<authorityEnd]) }) {
                // The path alone.
            } else {
                return nil
            }
            // The authority holds no `?`, so the first one after it starts the query.
            let queryStart = max(authorityEnd, min(questionMark ?? end, end))
            var pathEnd = queryStart
            if pathEnd > authorityEnd, bytes[pathEnd - 1] == UInt8(ascii: "/") { pathEnd -= 1 }
            if pathEnd > authorityEnd {
                var start = authorityEnd + 1
                while true {
                    var stop = start
                    while stop < pathEnd, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
                    guard append(start..<stop) else { return nil }
                    guard stop < pathEnd else { break }
                    start = stop + 1
                }
            }
            let query = Query(bytes: bytes, range: min(queryStart + 1, end)..<end, mayBeEscaped: isEscaped || hasPlus)
            if isEscaped {
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
            self.isEscaped = isEscaped
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

        func decodesTo(_ text: String) -> Bool {
            withDecoded { $0.elementsEqual(text.utf8) }
        }
    }

    /// The values a matched path bound, in the order of its placeholders, read from the URL
    /// when asked for. The trie matched each segment to its placeholder's type, so each parses.
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

        func value(_ key: String) -> EscapedText? {
            var found: EscapedText?
            forEachItem { itemKey, value in
                guard itemKey.decodesTo(key) else { return true }
                found = value
                return false
            }
            return found
        }

        /// The item's value, or nil when it is absent or does not parse: then the pattern does not match.
        func required<Parsed>(_ key: String, _ parse: (UnsafeBufferPointer<UInt8>) -> Parsed?) -> Parsed? {
            value(key)?.withDecoded(parse)
        }

        /// The item's value, `fallback` when it is absent, or nil when it does not parse: then the
        /// pattern does not match.
        func defaulted<Parsed>(_ key: String, _ parse: (UnsafeBufferPointer<UInt8>) -> Parsed?, _ fallback: Parsed) -> Parsed? {
            guard let text = value(key) else { return fallback }
            return text.withDecoded(parse)
        }

        /// `.some(nil)` when the item is absent, `.some(value)` when it parses, and nil when it is
        /// present but does not parse: then the pattern does not match.
        func optional<Parsed>(_ key: String, _ parse: (UnsafeBufferPointer<UInt8>) -> Parsed?) -> Parsed?? {
            guard let text = value(key) else { return .some(nil) }
            return text.withDecoded(parse).map { .some($0) }
        }
    }

    /// The patterns' paths as a trie of segments, so that matching costs a hash lookup or a value
    /// parse per segment of the URL, whatever the number of patterns. Immutable once made, and a
    /// class, so that matching copies none of its arrays.
    fileprivate final class Trie: Sendable {
        /// The trie stored flat, filled one pattern at a time before the trie is made of it:
        /// literal edges in one open-addressed table hashed from a segment's decoded bytes.
        struct Tables: Sendable {
            /// Per literal edge: the node it leaves, the node it reaches, and where its text starts
            /// in `edgeText` (it ends where the next one starts).
            private var edgeFrom: [Int32] = []
            private var edgeTo: [Int32] = []
            private var edgeTextStart: [Int32] = [0]
            private var edgeText: [UInt8] = []
            /// Open addressing, a power of two long, at most half full: an edge's index + 1, or 0.
            private var edgeTable = [Int32](repeating: 0, count: 8)
            /// Per node, five slots — int, double, bool, uuid, string, the order a segment tries
            /// them after a literal: the child for that placeholder, or -1.
            private(set) var placeholders: [Int32] = [-1, -1, -1, -1, -1]
            /// Per node: the number of the pattern whose path ends there, or -1.
            private(set) var patterns: [Int32] = [-1]
            private var patternCount: Int32 = 0
            /// The most segments any pattern has.
            private(set) var depth = 0

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
                    if let existing = literalChild(of: node, text.utf8) { return existing }
                    return addLiteralEdge(from: node, text)
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

            private mutating func addLiteralEdge(from node: Int, _ text: String) -> Int {
                let added = addNode()
                edgeFrom.append(Int32(node))
                edgeTo.append(Int32(added))
                edgeText += text.utf8
                edgeTextStart.append(Int32(edgeText.count))
                if edgeFrom.count * 2 > edgeTable.count {
                    edgeTable = [Int32](repeating: 0, count: edgeTable.count * 2)
                    for edge in edgeFrom.indices { insert(edge) }
                } else {
                    insert(edgeFrom.count - 1)
                }
                return added
            }

            private mutating func insert(_ edge: Int) {
                let text = edgeText[Int(edgeTextStart[edge])..<Int(edgeTextStart[edge + 1])]
                let mask = edgeTable.count - 1
                var slot = Self.hash(from: Int(edgeFrom[edge]), text) & mask
                while edgeTable[slot] != 0 { slot = (slot + 1) & mask }
                edgeTable[slot] = Int32(edge + 1)
            }

            /// The node the literal edge spelled `text` leads to from `node`, if there is one.
            func literalChild<Text: Sequence<UInt8>>(of node: Int, _ text: Text) -> Int? {
                let mask = edgeTable.count - 1
                var slot = Self.hash(from: node, text) & mask
                while edgeTable[slot] != 0 {
                    let edge = Int(edgeTable[slot]) - 1
                    if Int(edgeFrom[edge]) == node, edgeText.withUnsafeBufferPointer({ edgeText in
                        text.elementsEqual(edgeText[Int(edgeTextStart[edge])..<Int(edgeTextStart[edge + 1])])
                    }) {
                        return Int(edgeTo[edge])
                    }
                    slot = (slot + 1) & mask
                }
                return nil
            }

            /// FNV-1a over the node and the text, its high bits folded into the low ones the table uses.
            private static func hash<Text: Sequence<UInt8>>(from node: Int, _ text: Text) -> Int {
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(UInt32(truncatingIfNeeded: node))
                for byte in text {
                    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
                }
                return Int(truncatingIfNeeded: hash ^ (hash >> 29))
            }
        }

        /// A node still to try, and whether a placeholder (not a literal) bound its segment.
        private struct Step {
            var node: Int32
            var depth: Int32
            var isBound: Bool
        }

        private let tables: Tables

        init(_ tables: Tables) {
            self.tables = tables
        }

        /// The most segments any pattern has.
        var depth: Int { tables.depth }

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
                            let pattern = tables.patterns[Int(step.node)]
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
        private func children(
            of node: Int, for text: UnsafeBufferPointer<UInt8>, into steps: UnsafeMutableBufferPointer<Step>, from start: Int, depth: Int
        ) -> Int {
            var count = 0
            func add(_ child: Int32, isBound: Bool) {
                steps[start + count] = Step(node: child, depth: Int32(depth), isBound: isBound)
                count += 1
            }
            let placeholders = tables.placeholders
            let slots = node * 5
            if placeholders[slots + 4] >= 0, !text.isEmpty { add(placeholders[slots + 4], isBound: true) }
            if placeholders[slots + 3] >= 0, __DeepLink__.uuid(text) != nil { add(placeholders[slots + 3], isBound: true) }
            if placeholders[slots + 2] >= 0, __DeepLink__.bool(text) != nil { add(placeholders[slots + 2], isBound: true) }
            if placeholders[slots + 1] >= 0, __DeepLink__.double(text) != nil { add(placeholders[slots + 1], isBound: true) }
            if placeholders[slots] >= 0, __DeepLink__.int(text) != nil { add(placeholders[slots], isBound: true) }
            if let child = tables.literalChild(of: node, text) { add(Int32(child), isBound: false) }
            return count
        }
    }

    /// What a byte of a URL's text is to its first reading.
    private enum CharacterKind {
        /// Not allowed in a URL: spaces, controls and non-ASCII must arrive percent-encoded, as
        /// `URL` delivers them.
        case refused
        /// One of the other characters RFC 3986 allows.
        case plain
        case percent
        case plus
        case questionMark
        case hash
    }

    /// Every byte's `CharacterKind`, indexed by the byte.
    private static let characterKinds: [CharacterKind] = {
        var table = [CharacterKind](repeating: .refused, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/[]@!$&'()*,;=".utf8 {
            table[Int(byte)] = .plain
        }
        table[Int(UInt8(ascii: "%"))] = .percent
        table[Int(UInt8(ascii: "+"))] = .plus
        table[Int(UInt8(ascii: "?"))] = .questionMark
        table[Int(UInt8(ascii: "#"))] = .hash
        return table
    }()

    /// Whether `bytes` spell `lowercased` in any ASCII case.
    private static func equalIgnoringASCIICase(_ lowercased: String, _ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        lowercased.utf8.elementsEqual(bytes) { expected, byte in
            expected == (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
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
        var rest = text[...]
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        func digits() -> Bool {
            let count = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(count)
            return count > 0
        }
        guard digits() else { return nil }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard digits() else { return nil }
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard digits() else { return nil }
        }
        guard rest.isEmpty, let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        return value
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
"""#
}
