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
    fileprivate enum Segment: Hashable, Sendable {
        case literal(String)
        case int
        case double
        case bool
        case uuid
        case string
    }

    /// A path segment that matched a placeholder, parsed to the placeholder's type.
    fileprivate enum Value: Sendable {
        case int(Int)
        case double(Double)
        case bool(Bool)
        case uuid(UUID)
        case string(String)
    }

    /// The values a matched path bound, in the order of its placeholders.
    fileprivate struct PathValues {
        var values: [Value]

        func int(_ index: Int) -> Int? {
            guard values.indices.contains(index), case .int(let value) = values[index] else { return nil }
            return value
        }

        func double(_ index: Int) -> Double? {
            guard values.indices.contains(index), case .double(let value) = values[index] else { return nil }
            return value
        }

        func bool(_ index: Int) -> Bool? {
            guard values.indices.contains(index), case .bool(let value) = values[index] else { return nil }
            return value
        }

        func uuid(_ index: Int) -> UUID? {
            guard values.indices.contains(index), case .uuid(let value) = values[index] else { return nil }
            return value
        }

        func string(_ index: Int) -> String? {
            guard values.indices.contains(index), case .string(let value) = values[index] else { return nil }
            return value
        }
    }

    /// An incoming URL's query items, decoded, in order; the first occurrence of a key wins.
    /// A URL has a handful of items, so a list searched from the front beats a dictionary.
    fileprivate struct Query {
        var items: [(key: String, value: String)] = []

        func value(_ key: String) -> String? {
            items.first { $0.key == key }?.value
        }

        /// The item's value, or nil when it is absent or does not parse: then the pattern does not match.
        func required<Parsed>(_ key: String, _ parse: (String) -> Parsed?) -> Parsed? {
            value(key).flatMap(parse)
        }

        /// The item's value, `fallback` when it is absent, or nil when it does not parse: then the
        /// pattern does not match.
        func defaulted<Parsed>(_ key: String, _ parse: (String) -> Parsed?, _ fallback: Parsed) -> Parsed? {
            guard let text = value(key) else { return fallback }
            return parse(text)
        }

        /// `.some(nil)` when the item is absent, `.some(value)` when it parses, and nil when it is
        /// present but does not parse: then the pattern does not match.
        func optional<Parsed>(_ key: String, _ parse: (String) -> Parsed?) -> Parsed?? {
            guard let text = value(key) else { return .some(nil) }
            return parse(text).map { .some($0) }
        }
    }

    /// The patterns' paths as a trie of segments, so that matching costs a dictionary lookup or
    /// a value parse per segment of the URL, whatever the number of patterns. Stored flat — one
    /// dictionary of literal edges for all nodes, arrays for the rest — so a lookup copies nothing.
    fileprivate struct Trie: Sendable {
        private struct LiteralEdge: Hashable, Sendable {
            var node: Int
            var text: String
        }

        /// The placeholder kinds in the order a segment tries them, after a literal.
        private static let placeholderOrder: [Segment] = [.int, .double, .bool, .uuid, .string]

        /// A node still to try, with the value its segment bound (nil for a literal).
        private struct Step {
            var node: Int
            var depth: Int
            var value: Value?
        }

        private var literals: [LiteralEdge: Int] = [:]
        /// Per node, five slots in `placeholderOrder`: the child for that placeholder, or -1.
        private var placeholders: [Int] = [-1, -1, -1, -1, -1]
        /// Per node: the number of the pattern whose path ends there, or -1.
        private var patterns: [Int] = [-1]
        private var patternCount = 0

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
        }

        private mutating func child(of node: Int, for segment: Segment) -> Int {
            let added = patterns.count
            if case .literal(let text) = segment {
                if let existing = literals[LiteralEdge(node: node, text: text)] { return existing }
                literals[LiteralEdge(node: node, text: text)] = added
            } else {
                let slot = node * 5 + (Self.placeholderOrder.firstIndex(of: segment) ?? 4)
                if placeholders[slot] >= 0 { return placeholders[slot] }
                placeholders[slot] = added
            }
            patterns.append(-1)
            placeholders += [-1, -1, -1, -1, -1]
            return added
        }

        /// Offers `build` the patterns whose paths match `segments`, best first: at each segment a
        /// literal, then a typed placeholder, then a String one. Returns the first result it accepts,
        /// so a preferred branch that fails further right gives way to the next alternative.
        func firstMatch<Result>(_ segments: [String], _ build: (Int, PathValues) -> Result?) -> Result? {
            var pending = [Step(node: 0, depth: 0, value: nil)]
            var taken: [Value?] = []
            while let step = pending.popLast() {
                if step.depth > 0 {
                    taken.removeSubrange((step.depth - 1)...)
                    taken.append(step.value)
                }
                guard step.depth < segments.count else {
                    let pattern = patterns[step.node]
                    if pattern >= 0, let result = build(pattern, PathValues(values: taken.compactMap { $0 })) {
                        return result
                    }
                    continue
                }
                let text = segments[step.depth]
                let next = step.depth + 1
                let slots = step.node * 5
                // Pushed least specific first, so the most specific is tried first.
                if placeholders[slots + 4] >= 0, let value = __DeepLink__.string(text) {
                    pending.append(Step(node: placeholders[slots + 4], depth: next, value: .string(value)))
                }
                if placeholders[slots + 3] >= 0, let value = __DeepLink__.uuid(text) {
                    pending.append(Step(node: placeholders[slots + 3], depth: next, value: .uuid(value)))
                }
                if placeholders[slots + 2] >= 0, let value = __DeepLink__.bool(text) {
                    pending.append(Step(node: placeholders[slots + 2], depth: next, value: .bool(value)))
                }
                if placeholders[slots + 1] >= 0, let value = __DeepLink__.double(text) {
                    pending.append(Step(node: placeholders[slots + 1], depth: next, value: .double(value)))
                }
                if placeholders[slots] >= 0, let value = __DeepLink__.int(text) {
                    pending.append(Step(node: placeholders[slots], depth: next, value: .int(value)))
                }
                if let child = literals[LiteralEdge(node: step.node, text: text)] {
                    pending.append(Step(node: child, depth: next, value: nil))
                }
            }
            return nil
        }
    }

    /// Splits a URL into decoded path segments and query items, or returns nil when it is not a
    /// URL of this app: only URL characters; a declared scheme, or https with a declared host; no
    /// user, password or port; at most `maximumURLLength` bytes; every percent escape well-formed
    /// UTF-8.
    fileprivate static func read(_ text: String) -> (segments: [String], query: Query)? {
        var text = text
        // A native string's UTF-8 in place: no copy of the URL.
        return text.withUTF8 { read($0) }
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (segments: [String], query: Query)? {
        guard bytes.count <= maximumURLLength else { return nil }
        let urlCharacters = urlCharacters
        for byte in bytes where !urlCharacters[Int(byte)] { return nil }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let authorityStart = colon + 3
        guard bytes.count >= authorityStart, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") else {
            return nil
        }
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        guard authorityStart <= end else { return nil }
        var authorityEnd = authorityStart
        while authorityEnd < end, bytes[authorityEnd] != UInt8(ascii: "/"), bytes[authorityEnd] != UInt8(ascii: "?") {
            guard bytes[authorityEnd] != UInt8(ascii: "@"), bytes[authorityEnd] != UInt8(ascii: ":") else { return nil }
            authorityEnd += 1
        }
        let scheme = bytes[..<colon]
        var segments: [String] = []
        if schemes.contains(where: { equalIgnoringASCIICase($0, scheme) }) {
            // `scheme://menu/42` reads as the path `/menu/42`.
            if authorityEnd > authorityStart {
                guard let segment = decoded(bytes[authorityStart..<authorityEnd], plusIsSpace: false) else { return nil }
                segments.append(segment)
            }
        } else if equalIgnoringASCIICase("https", scheme),
                  hosts.contains(where: { equalIgnoringASCIICase($0, bytes[authorityStart..<authorityEnd]) }) {
            // The path alone.
        } else {
            return nil
        }
        var queryStart = authorityEnd
        while queryStart < end, bytes[queryStart] != UInt8(ascii: "?") { queryStart += 1 }
        var pathEnd = queryStart
        if pathEnd > authorityEnd, bytes[pathEnd - 1] == UInt8(ascii: "/") { pathEnd -= 1 }
        if pathEnd > authorityEnd {
            var start = authorityEnd + 1
            while true {
                var stop = start
                while stop < pathEnd, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
                guard let segment = decoded(bytes[start..<stop], plusIsSpace: false) else { return nil }
                segments.append(segment)
                guard stop < pathEnd else { break }
                start = stop + 1
            }
        }
        var query = Query()
        var itemStart = queryStart + 1
        while itemStart < end {
            var itemEnd = itemStart
            while itemEnd < end, bytes[itemEnd] != UInt8(ascii: "&") { itemEnd += 1 }
            if itemEnd > itemStart {
                var equals = itemStart
                while equals < itemEnd, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                guard let key = decoded(bytes[itemStart..<equals], plusIsSpace: true),
                      let value = decoded(bytes[min(equals + 1, itemEnd)..<itemEnd], plusIsSpace: true)
                else { return nil }
                query.items.append((key, value))
            }
            itemStart = itemEnd + 1
        }
        return (segments, query)
    }

    /// The characters RFC 3986 allows in a URL, by byte; anything else (spaces, controls,
    /// non-ASCII) must arrive percent-encoded, as `URL` delivers it.
    private static let urlCharacters: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~:/?#[]@!$&'()*+,;=%".utf8 {
            table[Int(byte)] = true
        }
        return table
    }()

    /// Whether `bytes` spell `lowercased` in any ASCII case.
    private static func equalIgnoringASCIICase(_ lowercased: String, _ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        lowercased.utf8.elementsEqual(bytes) { expected, byte in
            expected == (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
    }

    /// Decodes `%XX` escapes (and `+` as a space in a query); nil for a malformed escape or
    /// bytes that are not UTF-8. Text without either is taken as it is: it is ASCII.
    private static func decoded(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, plusIsSpace: Bool) -> String? {
        guard bytes.contains(where: { $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+")) }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    return nil
                }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        let text = String(decoding: decoded, as: UTF8.self)
        // Decoding replaces ill-formed UTF-8; a changed byte count or content reveals it.
        return text.utf8.elementsEqual(decoded) ? text : nil
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
    fileprivate static func int(_ text: String) -> Int? {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        return Int(text)
    }

    /// A finite decimal number: `-`, digits, an optional fraction and an optional exponent.
    fileprivate static func double(_ text: String) -> Double? {
        var bytes = text.utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Bool {
            let count = bytes.prefix(while: isDigit).count
            bytes = bytes.dropFirst(count)
            return count > 0
        }
        guard digits() else { return nil }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() else { return nil }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() else { return nil }
        }
        guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// `true`, `false`, `1` or `0`.
    fileprivate static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }

    /// The canonical 8-4-4-4-12 hexadecimal form, in any case.
    /// Read from the hex digits directly: `UUID(uuidString:)` goes through `sscanf` on Linux.
    fileprivate static func uuid(_ text: String) -> UUID? {
        guard text.utf8.count == 36 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 16)
        var high: UInt8?
        var count = 0
        for (index, byte) in text.utf8.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let digit = hexValue(byte) else { return nil }
            if let first = high {
                bytes[count] = first << 4 | digit
                count += 1
                high = nil
            } else {
                high = digit
            }
        }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// Any non-empty text.
    fileprivate static func string(_ text: String) -> String? {
        text.isEmpty ? nil : text
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

    /// The link prefix followed by the percent-encoded path and query; nil when a path value is
    /// missing or unwritable. Query items whose value is nil are left out.
    fileprivate static func url(path: [String?], query: [(key: String, value: String?)] = []) -> URL? {
        guard let linkPrefix else { return nil }
        var segments: [String] = []
        for segment in path {
            guard let segment else { return nil }
            segments.append(percentEncoded(segment))
        }
        var text = linkPrefix + segments.joined(separator: "/")
        let items = query.compactMap { item in item.value.map { percentEncoded(item.key) + "=" + percentEncoded($0) } }
        if !items.isEmpty {
            text += "?" + items.joined(separator: "&")
        }
        return URL(string: text)
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
