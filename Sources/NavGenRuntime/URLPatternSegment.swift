/// One segment of a URL pattern's path (SPEC §2.4), as the generated pattern table spells it.
public enum URLPatternSegment: Hashable, Sendable {
    /// Text the decoded segment must equal: `menu` in `/menu/:id`.
    case literal(String)
    /// A whole segment that is a value of the kind: `:id`.
    case value(LinkValueKind)
    /// A segment that starts with the literal text and goes on with a non-empty value of the
    /// kind: `@:handle`.
    case prefixed(String, LinkValueKind)
    /// The rest of the path, one segment or more, joined with `/`: `*path`. Only last.
    case tail

    /// A whole segment of each kind, as generated tables spell it: `[.literal("menu"), .int]`.
    public static let int = value(.int)
    public static let double = value(.double)
    public static let bool = value(.bool)
    public static let uuid = value(.uuid)
    public static let string = value(.string)
}

/// A URL that was read and decoded, for tools that explain what a URL does: its path segments
/// (for a custom scheme the host is the first) and its query items, in order.
public struct DecodedURL: Hashable, Sendable {
    /// One query item, decoded.
    public struct Item: Hashable, Sendable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public var segments: [String]
    public var queryItems: [Item]

    public init(segments: [String], queryItems: [Item]) {
        self.segments = segments
        self.queryItems = queryItems
    }
}
