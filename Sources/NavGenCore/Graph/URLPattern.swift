import NavGenRuntime

/// A checked URL pattern such as `/menu/:id?src=:source`.
public struct URLPattern: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        /// Matched after percent-decoding the incoming segment; stored decoded.
        case literal(String)
        case parameter(name: String, type: ParameterType)
    }

    public struct QueryItem: Hashable, Sendable {
        public var key: String
        public var parameter: String
        public var type: ParameterType
    }

    /// As written in the graph.
    public var text: String
    public var segments: [Segment]
    public var query: [QueryItem]
    public var range: SourceRange

    /// The path's shape with placeholder names erased: equal keys match the same URLs.
    var shapeKeys: [URLPatternTrie.Key] {
        segments.map { segment in
            switch segment {
            case .literal(let text): return .literal(text)
            case .parameter(_, let type): return .placeholder(type)
            }
        }
    }

    /// The path as NavGenRuntime's pattern table holds it: what the generated code spells, and what
    /// navgen's tools match with.
    var tableSegments: [URLPatternSegment] {
        segments.map { segment in
            switch segment {
            case .literal(let text): return .literal(text)
            case .parameter(_, let type): return .value(type.valueKind)
            }
        }
    }

    /// Names of the parameters that appear in the path (always bound when the pattern matches).
    public var pathParameterNames: Set<String> {
        Set(
            segments.compactMap { segment in
                if case .parameter(let name, _) = segment { return name }
                return nil
            })
    }

    public var parameterNames: Set<String> {
        pathParameterNames.union(query.map(\.parameter))
    }

    /// Whether a URL matching the pattern can carry `parameter`, in its path or its query.
    func binds(_ parameter: String) -> Bool {
        query.contains { $0.parameter == parameter }
            || segments.contains { segment in
                if case .parameter(let name, _) = segment { return name == parameter }
                return false
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
