/// What segment texts a pattern segment's shape accepts, and texts two shapes both accept: the
/// witnesses `diff` sends through both graphs' matchers.
extension URLPatternTrie.Key {
    /// Whether a decoded segment `text` fits this shape (a tail: as its first segment).
    func accepts(_ text: String) -> Bool {
        switch self {
        case .literal(let literal): return literal == text
        case .placeholder(let type): return URLValue(parsing: text, as: type) != nil
        case .prefixed(let prefix, let type):
            guard text.hasPrefix(prefix), text.utf8.count > prefix.utf8.count else { return false }
            return URLValue(parsing: String(text.dropFirst(prefix.count)), as: type) != nil
        case .tail: return !text.isEmpty
        // The boundary between a path and its fragment is no segment of text.
        case .fragment, .valueFragment: return false
        }
    }

    /// A few texts this shape accepts, the plainest first.
    var samples: [String] {
        switch self {
        case .literal(let text): return [text]
        case .placeholder(let type): return [type.sampleValue] + type.otherSampleValues
        case .prefixed(let prefix, let type): return ([type.sampleValue] + type.otherSampleValues).map { prefix + $0 }
        case .tail: return [BuiltinType.string.sampleValue]
        case .fragment, .valueFragment: return []
        }
    }

    /// A text that both shapes accept, or nil when none of their samples is one.
    func sharedText(with other: URLPatternTrie.Key) -> String? {
        (samples + other.samples).first { accepts($0) && other.accepts($0) }
    }
}
