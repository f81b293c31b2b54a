import Foundation

/// A link being written: the link prefix, then path segments, then query items, each escaped only
/// as much as its component needs (`https://social.example/@dimillian`, not `%40`).
/// Each step returns the next writer, so a pattern's URL is one expression; a list of segments
/// instead would cost the compiler time beyond linear in the number of screens. The steps consume
/// the writer they are called on, so the text is appended to in place, not copied at each step.
@_spi(NavGenGenerated) public struct LinkWriter: Sendable {
    /// The link so far, as bytes (every one ASCII: what is not is escaped); nil once there is no
    /// link prefix or a value could not be written. Bytes, not a `String`: appending to a string
    /// costs it an index check per piece, several times the copy.
    private var text: [UInt8]?
    /// Whether the part being written (the path, or the fragment's path) has a segment yet.
    private var hasSegment = false
    /// Whether the part being written (the query, or the fragment's query) has an item yet.
    private var hasItem = false
    /// A custom scheme's URL (`coffee://menu/42`) or a link to any host: its first segment is
    /// the URL's host.
    private let firstSegmentIsHost: Bool
    /// A link without `//` (`matrix:u/alice`): an empty path is written `/` (`matrix:/`).
    private let emptyPathIsSlash: Bool
    /// Whether the fragment has begun: its path's segments each follow a `/`.
    private var inFragment = false
    /// Whether an optional fragment that is one value was left out, and so its query with it.
    private var skipsFragment = false
    /// For a link to any host written for one host: the host it must be, lower-cased.
    private let requiredHost: String?
    /// For a link to the hosts under a domain: the domain after the labels, with its dot.
    private let hostSuffix: String?
    /// Whether the path's first segment may be empty (`https://host//a`): not where it is a host,
    /// nor after `scheme:` or `scheme:/`, where `//` would begin an authority.
    private let firstSegmentMayBeEmpty: Bool

    /// A writer after `prefix`; `firstSegmentIsHost` for a custom scheme's `scheme://` and for a
    /// link to any host (`https://`, then its host), `emptyPathIsSlash` for a scheme's link
    /// without `//`. The first segment of any of these cannot be empty.
    init(
        prefix: String?, firstSegmentIsHost: Bool, emptyPathIsSlash: Bool = false,
        firstSegmentMayBeEmpty: Bool? = nil, hostSuffix: String? = nil, requiredHost: String? = nil
    ) {
        // Room for most links at once: the text then grows in place, never moved as it grows.
        text = prefix.map { prefix in
            var text: [UInt8] = []
            text.reserveCapacity(96)
            text.append(contentsOf: prefix.utf8)
            return text
        }
        self.firstSegmentIsHost = firstSegmentIsHost
        self.emptyPathIsSlash = emptyPathIsSlash
        self.firstSegmentMayBeEmpty = firstSegmentMayBeEmpty ?? !(firstSegmentIsHost || emptyPathIsSlash)
        self.hostSuffix = hostSuffix
        self.requiredHost = requiredHost
    }

    /// A writer that writes no link: the pattern does not answer where the link is written for.
    static var none: LinkWriter {
        LinkWriter(prefix: nil, firstSegmentIsHost: false)
    }

    /// Adds the host of a link to any host (`https://:server/…`): nil, a value with no text, or
    /// one other than the host the link is written for, leaves no URL.
    @inlinable
    @_spi(NavGenGenerated) public consuming func host<Value: LinkValue>(_ value: Value?) -> LinkWriter {
        host(text: value.flatMap(Value._linkText))
    }

    /// Adds the host of a link to any host, already written as text, or for the hosts under a
    /// domain, the labels before it (which must be DNS labels, so that the link reads back); nil
    /// leaves no URL.
    @_spi(NavGenGenerated) public consuming func host(text labels: String?) -> LinkWriter {
        guard let labels else { return failed }
        var host = labels
        if let hostSuffix {
            guard Self.areDNSLabels(labels) else { return failed }
            host += hostSuffix
        }
        guard requiredHost.map({ $0 == host.lowercased() }) ?? true else { return failed }
        return adding(segment: host)
    }

    /// Whether `text` is one or more DNS labels (letters, digits and `-`, joined by dots).
    private static func areDNSLabels(_ text: String) -> Bool {
        let labels = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.allSatisfy { label in
            !label.isEmpty
                && label.allSatisfy { byte in
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
                        true
                    default: false
                    }
                }
        }
    }

    /// Ends the path and query and begins the fragment (`#/`), whose segments and query follow.
    @_spi(NavGenGenerated) public consuming func fragment() -> LinkWriter {
        endPath()
        guard var written = text.take() else { return failed }
        written.append(UInt8(ascii: "#"))
        text = written
        inFragment = true
        hasSegment = false
        hasItem = false
        return self
    }

    /// Ends the path and query and writes a fragment that is one value (`#key`, `#LIT` and the
    /// value), escaping only `%`, `#`, `?`, a leading `/` and what a path segment escapes: a `/`
    /// inside it is a character of it (SPEC §2.4 (5)). A nil value writes no fragment, nor the
    /// fragment's query; a value with no text leaves no URL.
    @inlinable
    @_spi(NavGenGenerated) public consuming func fragmentValue<Value: LinkValue>(_ prefix: String, _ value: Value?)
        -> LinkWriter
    {
        guard let value else { return fragmentValue(prefix, text: nil) }
        guard let valueText = Value._linkText(value) else { return failed }
        return fragmentValue(prefix, text: valueText)
    }

    /// As `fragmentValue(_:_:)`, with the value already written as text.
    @_spi(NavGenGenerated) public consuming func fragmentValue(_ prefix: String, text valueText: String?) -> LinkWriter
    {
        guard let valueText else {
            skipsFragment = true
            return self
        }
        endPath()
        guard var written = text.take() else { return failed }
        written.append(UInt8(ascii: "#"))
        let whole = prefix + valueText
        if whole.utf8.first == UInt8(ascii: "/") {
            // A fragment that begins with `/` is read as a path.
            written.append(contentsOf: "%2F".utf8)
            Self.append(String(whole.dropFirst()), escapedFor: .fragmentValue, to: &written)
        } else {
            Self.append(whole, escapedFor: .fragmentValue, to: &written)
        }
        text = written
        inFragment = true
        hasSegment = true
        hasItem = false
        return self
    }

    /// Writes the `/` of a path with no segment where one is needed: a fragment's, and the path
    /// of a link without `//`.
    private mutating func endPath() {
        guard !hasSegment, inFragment || emptyPathIsSlash, var written = text.take() else { return }
        written.append(UInt8(ascii: "/"))
        text = written
        hasSegment = true
    }

    /// Adds a literal segment of the pattern.
    @_spi(NavGenGenerated) public consuming func literal(_ segment: String) -> LinkWriter {
        adding(segment: segment)
    }

    /// Adds a segment holding `value`; nil, or a value with no text (see `LinkValue._linkText(_:)`),
    /// leaves no URL at all.
    @inlinable
    @_spi(NavGenGenerated) public consuming func value<Value: LinkValue>(_ value: Value?) -> LinkWriter {
        adding(segment: value.flatMap(Value._linkText))
    }

    /// Adds a segment already written as text by `LinkValue._linkText(_:)`; nil leaves no URL.
    @_spi(NavGenGenerated) public consuming func segment(text: String?) -> LinkWriter {
        adding(segment: text)
    }

    /// Adds a segment of the pattern's literal prefix followed by `value` (`@` and a handle).
    @inlinable
    @_spi(NavGenGenerated) public consuming func prefixed<Value: LinkValue>(_ prefix: String, _ value: Value?)
        -> LinkWriter
    {
        prefixed(prefix, text: value.flatMap(Value._linkText))
    }

    /// Adds a segment of the literal prefix and a value already written as text; nil leaves no URL.
    @_spi(NavGenGenerated) public consuming func prefixed(_ prefix: String, text valueText: String?) -> LinkWriter {
        adding(segment: valueText.map { prefix + $0 })
    }

    /// Adds the rest of the path: `value` split at each `/` into segments, so that it reads back
    /// as written (SPEC §2.4, "Tails hold any path"). Empty segments stay (`a//b`), but where a
    /// `/` cannot be a segment's end it is written `%2F` within one: the last `/` of the value
    /// (a reader ignores one trailing slash), and a leading one where the path's first segment
    /// cannot be empty (a host, or the first segment after `scheme:` or `scheme:/`). An empty value
    /// leaves no URL: a tail binds at least one segment.
    @_spi(NavGenGenerated) public consuming func tail(_ value: String?) -> LinkWriter {
        guard let value, !value.isEmpty else { return failed }
        var segments = value.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if segments.count > 1, segments[segments.count - 1].isEmpty {
            segments.removeLast()
            segments[segments.count - 1] += "/"
        }
        let firstCannotBeEmpty = !hasSegment && !inFragment && !firstSegmentMayBeEmpty
        while firstCannotBeEmpty, segments.count > 1, segments[0].isEmpty {
            segments.removeFirst()
            segments[0] = "/" + segments[0]
        }
        var next = self
        for segment in segments { next = next.adding(segment: segment) }
        return next
    }

    /// Adds a query item; a nil value leaves the item out, a value with no text leaves no URL.
    @inlinable
    @_spi(NavGenGenerated) public consuming func query<Value: LinkValue>(_ key: String, _ value: Value?)
        -> LinkWriter
    {
        guard let value else { return self }
        guard let valueText = Value._linkText(value) else { return failed }
        return query(key, text: valueText)
    }

    /// Adds one query item per element, in order (`?tag=a&tag=b`); nil or an empty array adds
    /// none, an element with no text leaves no URL.
    @inlinable
    @_spi(NavGenGenerated) public consuming func query<Value: LinkValue>(_ key: String, _ values: [Value]?)
        -> LinkWriter
    {
        var next = self
        for value in values ?? [] { next = next.query(key, value) }
        return next
    }

    /// Adds one query item per text, in order; nil adds none, and a nil text leaves no URL.
    @_spi(NavGenGenerated) public consuming func query(_ key: String, texts: [String?]?) -> LinkWriter {
        var next = self
        for text in texts ?? [] {
            guard let text else { return next.failed }
            next = next.query(key, text: text)
        }
        return next
    }

    /// Adds a query item already written as text by `LinkValue._linkText(_:)`; nil leaves it out.
    @_spi(NavGenGenerated) public consuming func query(_ key: String, text valueText: String?) -> LinkWriter {
        guard let valueText else { return self }
        // The fragment's query, with no fragment written to hold it.
        guard !skipsFragment else { return failed }
        if !hasItem { endPath() }
        guard var written = text.take() else { return failed }
        written.append(hasItem ? UInt8(ascii: "&") : UInt8(ascii: "?"))
        Self.append(key, escapedFor: .query, to: &written)
        written.append(UInt8(ascii: "="))
        Self.append(valueText, escapedFor: .query, to: &written)
        text = written
        hasItem = true
        return self
    }

    /// The URL written, or nil when a value could not be or the URL would be longer than an app
    /// reads (`URLPatternTable.maximumURLLength`).
    @_spi(NavGenGenerated) public var url: URL? {
        var finished = self
        if !hasItem { finished.endPath() }
        guard let text = finished.text, text.count <= URLPatternTable.maximumURLLength else { return nil }
        return URL(string: String(decoding: text, as: UTF8.self))
    }

    @usableFromInline
    consuming func adding(segment: String?) -> LinkWriter {
        guard let segment, var written = text.take() else { return failed }
        if hasSegment || inFragment { written.append(UInt8(ascii: "/")) }
        Self.append(
            segment, escapedFor: !hasSegment && !inFragment && firstSegmentIsHost ? .host : .path, to: &written)
        text = written
        hasSegment = true
        return self
    }

    @usableFromInline
    var failed: LinkWriter {
        var next = self
        next.text = nil
        return next
    }

    /// Where text is written, which decides what must be escaped in it.
    enum Component {
        /// A path segment: `/` `?` `#` `%` and what URLs never hold raw are escaped; `@` `:` and
        /// `!$&'()*+,;=` stay.
        case path
        /// The first segment of a custom scheme's URL, its host: as a path segment, and `@` and
        /// `:` too, which would otherwise start a user or a port.
        case host
        /// A query key or value: as a path segment, and `&` `=` `+` too, which end an item or
        /// read as a space; `/` `?` `@` `:` stay.
        case query
        /// A fragment that is one value: as a path segment, but `/` stays.
        case fragmentValue
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `text` with every byte outside the component's allowed set as `%XX`.
    static func escaped(_ text: String, keeping component: Component) -> String {
        var encoded: [UInt8] = []
        append(text, escapedFor: component, to: &encoded)
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Appends `text` to `output` with every byte outside the component's allowed set as `%XX`.
    static func append(_ text: String, escapedFor component: Component, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            for byte in bytes {
                if isKept(byte, in: component) {
                    output.append(byte)
                } else {
                    output.append(UInt8(ascii: "%"))
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
        }
    }

    private static func isKept(_ byte: UInt8, in component: Component) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
            UInt8(ascii: "*"), UInt8(ascii: ","), UInt8(ascii: ";"):
            return true
        case UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "+"):
            return component != .query
        case UInt8(ascii: "@"), UInt8(ascii: ":"):
            return component != .host
        case UInt8(ascii: "/"):
            return component == .query || component == .fragmentValue
        case UInt8(ascii: "?"):
            return component == .query
        default:
            return false
        }
    }
}
