@_spi(NavGenGenerated) import NavGenRuntime

/// A checked URL pattern such as `/menu/:id?src=:source`.
public struct URLPattern: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        /// Matched after percent-decoding the incoming segment; stored decoded.
        case literal(String)
        /// `:name`, a whole segment.
        case parameter(name: String, type: BuiltinType)
        /// `@:name`: literal text (stored decoded), then a non-empty value.
        case prefixed(prefix: String, name: String, type: BuiltinType)
        /// `*name`, the last segment: the rest of the path, one segment or more, joined with `/`.
        case tail(name: String)

        /// The segment with its placeholder's name erased.
        var shapeKey: URLPatternTrie.Key {
            switch self {
            case .literal(let text): return .literal(text)
            case .parameter(_, let type): return .placeholder(type)
            case .prefixed(let prefix, _, let type): return .prefixed(prefix, type)
            case .tail: return .tail
            }
        }

        /// The parameter a placeholder binds and its type; nil for a literal.
        public var placeholder: (name: String, type: BuiltinType)? {
            switch self {
            case .literal: return nil
            case .parameter(let name, let type), .prefixed(_, let name, let type): return (name, type)
            case .tail(let name): return (name, .string)
            }
        }
    }

    public struct QueryItem: Hashable, Sendable {
        public var key: String
        public var parameter: String
        /// What one item carries.
        public var type: BuiltinType
        /// An array parameter's item: every item with the key, in order, is one element.
        public var isArray: Bool = false
    }

    /// As written in the graph.
    public var text: String
    public var segments: [Segment]
    public var query: [QueryItem]
    public var range: SourceRange

    /// The path's shape with placeholder names erased: equal keys match the same URLs.
    var shapeKeys: [URLPatternTrie.Key] {
        segments.map(\.shapeKey)
    }

    /// The path as NavGenRuntime's pattern table holds it: what the generated code spells, and what
    /// navgen's tools match with.
    var tableSegments: [URLPatternSegment] {
        segments.map { segment in
            switch segment {
            case .literal(let text): return .literal(text)
            case .parameter(_, let type): return .value(type.valueKind)
            case .prefixed(let prefix, _, let type): return .prefixed(prefix, type.valueKind)
            case .tail: return .tail
            }
        }
    }

    /// Names of the parameters that appear in the path (always bound when the pattern matches).
    public var pathParameterNames: Set<String> {
        Set(segments.compactMap { $0.placeholder?.name })
    }

    public var parameterNames: Set<String> {
        pathParameterNames.union(query.map(\.parameter))
    }

    /// Whether a URL matching the pattern can carry `parameter`, in its path or its query.
    func binds(_ parameter: String) -> Bool {
        query.contains { $0.parameter == parameter } || segments.contains { $0.placeholder?.name == parameter }
    }

    /// Whether the path has no literal text at all (`/:host`, `/`, `/*path`): it claims every URL
    /// of its shape (the `broad-url` warning).
    var hasNoLiteralText: Bool {
        segments.allSatisfy { segment in
            switch segment {
            case .literal: return false
            case .prefixed(let prefix, _, _): return prefix.isEmpty
            case .parameter, .tail: return true
            }
        }
    }

    /// Literal-only path segments, for comparing a tab's pattern with a route's as a prefix.
    var literalSegments: [String]? {
        var result: [String] = []
        for segment in segments {
            guard case .literal(let text) = segment else { return nil }
            result.append(text)
        }
        return result
    }
}
