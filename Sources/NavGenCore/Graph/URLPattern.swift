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

        /// The segment as NavGenRuntime's pattern table holds it.
        var tableSegment: URLPatternSegment {
            switch self {
            case .literal(let text): return .literal(text)
            case .parameter(_, let type): return .value(type.valueKind)
            case .prefixed(let prefix, _, let type): return .prefixed(prefix, type.valueKind)
            case .tail: return .tail
            }
        }

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

    /// Which links a pattern answers (SPEC §2.4 *(4)*).
    public enum Origin: Hashable, Sendable {
        /// Begins with `/`: every declared scheme and host.
        case declared
        /// `matrix:u/:user` or `matrix://u/:user`: that scheme only (lower-cased), written in the
        /// pattern's form.
        case scheme(String, form: SchemeForm)
        /// `https://matrix.to/…`: that host only (lower-cased).
        case host(String)
        /// `https://:server.simplex.im/…`: the hosts under that domain (lower-cased), the labels
        /// before it bound to the parameter.
        case hostSuffix(domain: String, parameter: String)
        /// `https://:server/…`: any host, bound to the parameter.
        case anyHost(parameter: String)
    }

    /// What follows a `#`: a path and a query read from the URL's fragment, or *(5)* one value
    /// (`#:key`, `#LIT:key`) and a query.
    public struct Fragment: Hashable, Sendable {
        public var segments: [Segment]
        public var query: [QueryItem]
        /// One value, not a path: its one segment is the fragment's text up to its first `?`.
        public var isValue = false
        /// A value every placeholder of which (its own and its query's) is optional or defaulted,
        /// with no literal text: the pattern also matches a URL whose fragment it does not read,
        /// binding nil or the default, and ranks with the patterns without a fragment there.
        public var alsoMatchesWithout = false
    }

    /// As written in the graph.
    public var text: String
    public var segments: [Segment]
    public var query: [QueryItem]
    public var range: SourceRange
    public var origin: Origin = .declared
    public var fragment: Fragment? = nil

    /// The segments of the path and then of the fragment, in the order their placeholders are bound.
    public var allSegments: [Segment] {
        segments + (fragment?.segments ?? [])
    }

    /// The query items of the URL's query and then of the fragment's.
    public var allQueryItems: [QueryItem] {
        query + (fragment?.query ?? [])
    }

    /// The parameter a link to any host binds its host to, or a link to the hosts under a domain
    /// the labels before it.
    public var hostParameter: String? {
        Self.hostParameter(of: origin)
    }

    /// The parameter `origin` binds the host (or its labels before a domain) to, if any.
    static func hostParameter(of origin: Origin) -> String? {
        switch origin {
        case .anyHost(let parameter), .hostSuffix(_, let parameter): return parameter
        case .declared, .scheme, .host: return nil
        }
    }

    /// The placeholders in the order a matched URL binds them (`PathValues.value(0)`, `(1)`, …):
    /// a link to any host's host, then the path's, then the fragment's.
    var boundPlaceholders: [(name: String, type: BuiltinType)] {
        (hostParameter.map { [($0, BuiltinType.string)] } ?? []) + allSegments.compactMap(\.placeholder)
    }

    /// The links the pattern answers, for people: `every declared scheme and host`, `the scheme
    /// nostr only`, `matrix.to only, in the fragment`.
    public var groupDescription: String {
        let group: String
        switch origin {
        case .declared: group = "every declared scheme and host"
        case .scheme(let name, _): group = "the scheme \(name) only"
        case .host(let host): group = "https://\(host) only"
        case .hostSuffix(let domain, let parameter):
            group = "the https hosts under \(domain), the labels before it bound to '\(parameter)'"
        case .anyHost(let parameter): group = "any https host, bound to '\(parameter)'"
        }
        switch fragment {
        case nil: return group
        case let fragment? where fragment.alsoMatchesWithout: return group + ", an optional value in the fragment"
        case let fragment? where fragment.isValue: return group + ", a value in the fragment"
        case _?: return group + ", its route in the fragment"
        }
    }

    /// Which patterns this one is compared with for `duplicate-url` and `ambiguous-url`: those
    /// of the same group (scheme, host, the declared ones, any host), with a fragment or without
    /// alike.
    struct ConflictGroup: Hashable {
        var origin: URLPatternOrigin
        var hasFragment: Bool
    }

    var conflictGroup: ConflictGroup {
        ConflictGroup(origin: tableOrigin, hasFragment: fragment != nil)
    }

    /// Each group the pattern is compared in, with its shape there: one, or for a fragment that
    /// also matches without (SPEC §2.4 (5)), the patterns without a fragment too, by its path.
    var conflictShapes: [(group: ConflictGroup, keys: [URLPatternTrie.Key])] {
        var shapes = [(conflictGroup, shapeKeys)]
        if fragment?.alsoMatchesWithout == true {
            shapes.append((ConflictGroup(origin: tableOrigin, hasFragment: false), segments.map(\.shapeKey)))
        }
        return shapes
    }

    /// The path's shape with placeholder names erased, then the fragment's after a boundary:
    /// equal keys match the same URLs (within one `conflictGroup`).
    var shapeKeys: [URLPatternTrie.Key] {
        segments.map(\.shapeKey)
            + (fragment.map { [$0.isValue ? .valueFragment : .fragment] + $0.segments.map(\.shapeKey) } ?? [])
    }

    /// The path as NavGenRuntime's pattern table holds it: what the generated code spells, and what
    /// navgen's tools match with.
    var tableSegments: [URLPatternSegment] {
        segments.map(\.tableSegment)
    }

    /// Adds the pattern to `paths` as the generated code's table does (`DeepLinkEmitter`).
    func add(to paths: inout URLPatternTable.Paths) {
        if let fragment, fragment.isValue, let value = fragment.segments.first {
            paths.add(
                tableSegments, valueFragment: value.tableSegment, alsoWithout: fragment.alsoMatchesWithout,
                origin: tableOrigin)
        } else {
            paths.add(tableSegments, fragment: fragment.map { $0.segments.map(\.tableSegment) }, origin: tableOrigin)
        }
    }

    /// Which links the pattern answers, as NavGenRuntime's pattern table holds it.
    var tableOrigin: URLPatternOrigin {
        switch origin {
        case .declared: return .declared
        case .scheme(let name, _): return .scheme(name)
        case .host(let host): return .host(host)
        case .hostSuffix(let domain, _): return .hostSuffix(domain)
        case .anyHost: return .anyHost
        }
    }

    /// Names of the parameters that appear in the path, the fragment's path or the host (always
    /// bound when the pattern matches).
    public var pathParameterNames: Set<String> {
        Set(boundPlaceholders.map(\.name))
    }

    public var parameterNames: Set<String> {
        pathParameterNames.union(allQueryItems.map(\.parameter))
    }

    /// Whether a URL matching the pattern can carry `parameter`, in its host, path or query, or
    /// its fragment's.
    func binds(_ parameter: String) -> Bool {
        hostParameter == parameter || allQueryItems.contains { $0.parameter == parameter }
            || allSegments.contains { $0.placeholder?.name == parameter }
    }

    /// Whether the path and the fragment's have no literal text at all (`/:host`, `/`, `/*path`):
    /// it claims every URL of its shape (the `broad-url` warning). A pattern for one scheme of its
    /// own may well be all one kind of link, and is never broad.
    var hasNoLiteralText: Bool {
        if case .scheme = origin { return false }
        return allSegments.allSatisfy { segment in
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
