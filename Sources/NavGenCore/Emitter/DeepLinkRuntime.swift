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

    /// An incoming URL's query items, decoded; the first occurrence of a key wins.
    fileprivate struct Query {
        var items: [String: String] = [:]

        /// The item's value, or nil when it is absent or does not parse: then the pattern does not match.
        func required<Parsed>(_ key: String, _ parse: (String) -> Parsed?) -> Parsed? {
            items[key].flatMap(parse)
        }

        /// The item's value, `fallback` when it is absent, or nil when it does not parse: then the
        /// pattern does not match.
        func defaulted<Parsed>(_ key: String, _ parse: (String) -> Parsed?, _ fallback: Parsed) -> Parsed? {
            guard let text = items[key] else { return fallback }
            return parse(text)
        }

        /// `.some(nil)` when the item is absent, `.some(value)` when it parses, and nil when it is
        /// present but does not parse: then the pattern does not match.
        func optional<Parsed>(_ key: String, _ parse: (String) -> Parsed?) -> Parsed?? {
            guard let text = items[key] else { return .some(nil) }
            return parse(text).map { .some($0) }
        }
    }

    /// The patterns' paths as a trie of segments, so that matching costs a dictionary lookup or
    /// a value parse per segment of the URL, whatever the number of patterns.
    fileprivate struct Trie: Sendable {
        private struct Node: Sendable {
            var literals: [String: Int] = [:]
            var int: Int?
            var double: Int?
            var bool: Int?
            var uuid: Int?
            var string: Int?
            /// The number of the pattern whose path ends here.
            var pattern: Int?
        }

        /// A node still to try, with the value its segment bound (nil for a literal).
        private struct Step {
            var node: Int
            var depth: Int
            var value: Value?
        }

        private var nodes = [Node()]
        private var patternCount = 0

        /// Adds the path of the next pattern, numbered in the order added.
        mutating func add(_ path: [Segment]) {
            var node = 0
            for segment in path {
                node = child(of: node, for: segment)
            }
            if nodes[node].pattern == nil {
                nodes[node].pattern = patternCount
            }
            patternCount += 1
        }

        private mutating func child(of node: Int, for segment: Segment) -> Int {
            let existing: Int?
            switch segment {
            case .literal(let text): existing = nodes[node].literals[text]
            case .int: existing = nodes[node].int
            case .double: existing = nodes[node].double
            case .bool: existing = nodes[node].bool
            case .uuid: existing = nodes[node].uuid
            case .string: existing = nodes[node].string
            }
            if let existing { return existing }
            let added = nodes.count
            nodes.append(Node())
            switch segment {
            case .literal(let text): nodes[node].literals[text] = added
            case .int: nodes[node].int = added
            case .double: nodes[node].double = added
            case .bool: nodes[node].bool = added
            case .uuid: nodes[node].uuid = added
            case .string: nodes[node].string = added
            }
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
                let node = nodes[step.node]
                guard step.depth < segments.count else {
                    if let pattern = node.pattern, let result = build(pattern, PathValues(values: taken.compactMap { $0 })) {
                        return result
                    }
                    continue
                }
                let text = segments[step.depth]
                let next = step.depth + 1
                // Pushed least specific first, so the most specific is tried first.
                if let child = node.string, let value = __DeepLink__.string(text) {
                    pending.append(Step(node: child, depth: next, value: .string(value)))
                }
                if let child = node.uuid, let value = __DeepLink__.uuid(text) {
                    pending.append(Step(node: child, depth: next, value: .uuid(value)))
                }
                if let child = node.bool, let value = __DeepLink__.bool(text) {
                    pending.append(Step(node: child, depth: next, value: .bool(value)))
                }
                if let child = node.double, let value = __DeepLink__.double(text) {
                    pending.append(Step(node: child, depth: next, value: .double(value)))
                }
                if let child = node.int, let value = __DeepLink__.int(text) {
                    pending.append(Step(node: child, depth: next, value: .int(value)))
                }
                if let child = node.literals[text] {
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
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumURLLength, bytes.allSatisfy(isURLCharacter),
              let colon = bytes.firstIndex(of: UInt8(ascii: ":"))
        else { return nil }
        let scheme = String(decoding: bytes[..<colon].map(asciiLowercased), as: UTF8.self)
        let authorityStart = colon + 3
        guard bytes.count >= authorityStart, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/") else {
            return nil
        }
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        guard authorityStart <= end else { return nil }
        let authorityEnd = bytes[authorityStart..<end].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? end
        let authority = bytes[authorityStart..<authorityEnd]
        guard !authority.contains(UInt8(ascii: "@")), !authority.contains(UInt8(ascii: ":")) else { return nil }

        var rawSegments: [ArraySlice<UInt8>] = []
        if schemes.contains(scheme) {
            // `scheme://menu/42` reads as the path `/menu/42`.
            if !authority.isEmpty { rawSegments.append(authority) }
        } else if scheme == "https", hosts.contains(String(decoding: authority.map(asciiLowercased), as: UTF8.self)) {
            // The path alone.
        } else {
            return nil
        }
        let queryStart = bytes[authorityEnd..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var path = bytes[authorityEnd..<queryStart]
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }
        if !path.isEmpty {
            rawSegments += path.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        }
        var segments: [String] = []
        for raw in rawSegments {
            guard let segment = percentDecoded(raw, plusIsSpace: false) else { return nil }
            segments.append(segment)
        }

        var query = Query()
        if queryStart < end {
            for item in bytes[(queryStart + 1)..<end].split(separator: UInt8(ascii: "&")) {
                let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
                guard let key = percentDecoded(item[..<equals], plusIsSpace: true),
                      let value = percentDecoded(item[equals...].dropFirst(), plusIsSpace: true)
                else { return nil }
                if query.items[key] == nil { query.items[key] = value }
            }
        }
        return (segments, query)
    }

    /// The characters RFC 3986 allows in a URL; anything else (spaces, controls, non-ASCII) must
    /// arrive percent-encoded, as `URL` delivers it.
    private static func isURLCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte)
        }
    }

    private static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// Decodes `%XX` escapes (and `+` as a space in a query); nil for a malformed escape or
    /// bytes that are not UTF-8.
    private static func percentDecoded(_ bytes: ArraySlice<UInt8>, plusIsSpace: Bool) -> String? {
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
    fileprivate static func uuid(_ text: String) -> UUID? {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return nil }
        for (index, byte) in bytes.enumerated() {
            let isHyphen = index == 8 || index == 13 || index == 18 || index == 23
            guard isHyphen ? byte == UInt8(ascii: "-") : hexValue(byte) != nil else { return nil }
        }
        return UUID(uuidString: text)
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
