/// One segment of a URL pattern's path (docs/language.md, "URL patterns"), as the generated pattern table spells it.
@_spi(NavGenGenerated) public enum URLPatternSegment: Hashable, Sendable {
    /// Text the decoded segment must equal: `menu` in `/menu/:id`.
    case literal(String)
    /// A whole segment that is a value of the kind: `:id`.
    case value(LinkValueKind)
    /// A segment that starts with the literal text and goes on with a non-empty value of the
    /// kind: `@:handle`.
    case prefixed(String, LinkValueKind)
    /// The rest of the path, one segment or more, joined with `/`: `*path`. Only last.
    case tail

    /// A whole-segment `Int`, as generated tables spell it: `[.literal("menu"), .int]`.
    @_spi(NavGenGenerated) public static let int = value(.int)
    /// A whole-segment `Double`.
    @_spi(NavGenGenerated) public static let double = value(.double)
    /// A whole-segment `Bool`.
    @_spi(NavGenGenerated) public static let bool = value(.bool)
    /// A whole-segment `UUID`.
    @_spi(NavGenGenerated) public static let uuid = value(.uuid)
    /// A whole-segment `String`.
    @_spi(NavGenGenerated) public static let string = value(.string)
}

/// A URL that was read and decoded, for tools that explain what a URL does: its path segments
/// (for a custom scheme the host is the first) and its query items, in order.
@_spi(NavGenGenerated) public struct DecodedURL: Hashable, Sendable {
    /// One query item, decoded.
    @_spi(NavGenGenerated) public struct Item: Hashable, Sendable {
        /// The key, decoded.
        @_spi(NavGenGenerated) public var name: String
        /// The value, decoded (`+` is a space).
        @_spi(NavGenGenerated) public var value: String

        /// An item with this key and value.
        @_spi(NavGenGenerated) public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The path's segments, each percent-decoded; for a custom scheme the host is the first.
    @_spi(NavGenGenerated) public var segments: [String]
    /// The query's items in the order they came.
    @_spi(NavGenGenerated) public var queryItems: [Item]

    /// A decoded URL with these parts.
    @_spi(NavGenGenerated) public init(segments: [String], queryItems: [Item]) {
        self.segments = segments
        self.queryItems = queryItems
    }
}
