/// A trie of URL pattern paths keyed by segment shape, for finding `duplicate-url` and
/// `ambiguous-url` without comparing every pair of patterns.
///
/// A lookup walks only the branches a URL matching the new pattern could also take with equal
/// precedence, so its cost follows the pattern's length and the few overlapping placeholder
/// types, not the number of patterns in the graph.
struct URLPatternTrie {
    enum Key: Hashable {
        case literal(String)
        case placeholder(BuiltinType)
        /// A literal prefix (decoded), then a value of the type.
        case prefixed(String, BuiltinType)
        case tail
        /// Where a pattern's path ends and its fragment's begins.
        case fragment
        /// Where a pattern's path ends and its fragment that is one value begins.
        case valueFragment
    }

    enum Conflict {
        /// The same shape: every URL matches both.
        case duplicate(of: Int)
        /// Different shapes that both match `example` with equal precedence at every segment.
        case ambiguous(with: Int, example: String)
    }

    private struct Node {
        var children: [Key: Int] = [:]
        /// Ids of the patterns that end here, in insertion order.
        var patterns: [Int] = []
    }

    private var nodes = [Node()]

    mutating func insert(_ keys: [Key], id: Int) {
        var node = 0
        for key in keys {
            if let child = nodes[node].children[key] {
                node = child
            } else {
                nodes.append(Node())
                nodes[node].children[key] = nodes.count - 1
                node = nodes.count - 1
            }
        }
        nodes[node].patterns.append(id)
    }

    /// The first inserted pattern that conflicts with `keys`; an exact duplicate is preferred.
    func conflict(for keys: [Key]) -> Conflict? {
        var node = 0
        for key in keys {
            guard let child = nodes[node].children[key] else {
                node = -1
                break
            }
            node = child
        }
        if node >= 0, let first = nodes[node].patterns.first {
            return .duplicate(of: first)
        }
        return ambiguity(for: keys)
    }

    /// Depth-first over the branches of equal precedence; `choices[d]` is the key taken at depth d
    /// on the current branch, overwritten as the search backtracks (no path copies).
    private func ambiguity(for keys: [Key]) -> Conflict? {
        struct Visit {
            var node: Int
            var depth: Int
            var differs: Bool
            var taken: Key?
        }
        var stack = [Visit(node: 0, depth: 0, differs: false, taken: nil)]
        var choices: [Key] = []
        choices.reserveCapacity(keys.count)
        while let visit = stack.popLast() {
            if visit.depth > 0, let taken = visit.taken {
                choices.removeSubrange((visit.depth - 1)...)
                choices.append(taken)
            }
            if visit.depth == keys.count {
                if visit.differs, let first = nodes[visit.node].patterns.first {
                    return .ambiguous(with: first, example: exampleURL(keys: keys, choices: choices))
                }
                continue
            }
            let key = keys[visit.depth]
            // Children in reverse so the stack pops them in a stable order.
            for candidate in equalPrecedenceKeys(for: key).reversed() {
                if let child = nodes[visit.node].children[candidate] {
                    stack.append(
                        Visit(
                            node: child, depth: visit.depth + 1, differs: visit.differs || candidate != key,
                            taken: candidate))
                }
            }
        }
        return nil
    }

    /// Keys that some segment value matches with the same precedence as `key`.
    private func equalPrecedenceKeys(for key: Key) -> [Key] {
        // Prefixes of different lengths never tie (the longer is tried first), and two of the same
        // length that differ never match one segment: only the same prefix can.
        switch key {
        case .literal, .placeholder(.string), .prefixed(_, .string), .tail, .fragment, .valueFragment:
            return [key]
        case .placeholder(let type):
            return BuiltinType.allCases.filter { $0 != .string && type.sharedValue(with: $0) != nil }
                .map { .placeholder($0) }
        case .prefixed(let prefix, let type):
            return BuiltinType.allCases.filter { $0 != .string && type.sharedValue(with: $0) != nil }
                .map { .prefixed(prefix, $0) }
        }
    }

    private func exampleURL(keys: [Key], choices: [Key]) -> String {
        var parts: [String] = []
        var example = ""
        var separator = "/"
        for (key, choice) in zip(keys, choices) {
            switch (key, choice) {
            case (.fragment, _), (.valueFragment, _):
                example += "/" + parts.joined(separator: "/") + "#"
                parts = []
                if key == .valueFragment { separator = "" }
            case (.literal(let text), _):
                parts.append(percentEncodedPathSegment(text))
            case (.placeholder(let type), .placeholder(let other)), (.prefixed(_, let type), .prefixed(_, let other)):
                let prefix: String
                if case .prefixed(let text, _) = key { prefix = percentEncodedPathSegment(text) } else { prefix = "" }
                parts.append(prefix + (type.sharedValue(with: other) ?? type.sampleValue))
            case (.placeholder(let type), _), (.prefixed(_, let type), _):
                parts.append(type.sampleValue)
            case (.tail, _):
                parts.append("a/b")
            }
        }
        return example + separator + parts.joined(separator: "/")
    }
}

/// Percent-encodes everything outside RFC 3986's unreserved set and the sub-delimiters that are
/// safe inside one path segment.
func percentEncodedPathSegment(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "@"):
            out.unicodeScalars.append(UnicodeScalar(byte))
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            out += "%" + (hex.count == 1 ? "0" : "") + hex
        }
    }
    return out
}
