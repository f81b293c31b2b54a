/// What comes before a URL's path.
@usableFromInline
enum URLStart {
    /// `scheme://authority` or `scheme:path`, with the table's schemes and hosts.
    case absolute
    /// Nothing: the text starts with the path (navgen's tools, reading a path they wrote).
    case path
}

/// A URL of an app, as ranges of its text: its path segments (for a custom scheme's `//` form the
/// authority is the first; for a link to any host, the host is before them), its query, and its
/// fragment read as a path and a query. Reading it checked every character and escape; nothing
/// is decoded yet.
///
/// One reading serves every pattern group a URL is tried against (docs/language.md, "Which
/// pattern wins"): `viewing(_:)` gives the segments one group and pass match — with or without
/// the host, with or without the fragment.
///
/// Kept small (positions as `Int32`, the queries as ranges of `bytes`): it is copied into every
/// `PathValues` the generated code is lent, one per pattern tried.
struct URLText {
    let bytes: UnsafeBufferPointer<UInt8>
    private let segments: UnsafeMutableBufferPointer<Range<Int>>
    /// The segments this view matches: `segments[offset..<offset + segmentCount]`.
    private(set) var offset: Int
    private(set) var segmentCount: Int
    /// In this view, where the fragment starts: the position of the boundary between the path and
    /// the fragment's segments (a segment of no text), or -1 when the view has no fragment.
    private(set) var boundary: Int
    /// The path's segments end here, in `segments` (they start after the host, if it has one).
    private let pathEnd: Int32
    /// The fragment's segments, after the boundary at `pathEnd`: `pathEnd + 1..<fragmentEnd`;
    /// -1 when the URL has no fragment that reads as a path.
    private let fragmentEnd: Int32
    /// The query's text, and the fragment's own query's (after the `?` in it; empty when none).
    private let queryBounds: (start: Int32, end: Int32)
    private let fragmentQueryBounds: (start: Int32, end: Int32)
    /// Whether the view's first segment is a host to be read lower-cased (a link to any host).
    private(set) var lowercasesFirst: Bool
    /// Whether the path has a `%`: without one no segment needs decoding.
    private let isEscaped: Bool
    /// Whether `segments[0]` holds the host (an https URL that a link to any host may match).
    private let hasHost: Bool

    /// Whether the query, or the fragment's, has a `%` or a `+`.
    private let queryIsEscaped: Bool
    private let fragmentQueryIsEscaped: Bool

    var query: QueryItems {
        QueryItems(
            bytes: bytes, range: Int(queryBounds.start)..<Int(queryBounds.end), mayBeEscaped: queryIsEscaped)
    }

    /// The fragment's own query, after the `?` in it; empty when there is none.
    var fragmentQuery: QueryItems {
        QueryItems(
            bytes: bytes, range: Int(fragmentQueryBounds.start)..<Int(fragmentQueryBounds.end),
            mayBeEscaped: fragmentQueryIsEscaped)
    }

    /// Where the path's segments start in `segments`: after the host, if it has one.
    private var pathStart: Int { hasHost ? 1 : 0 }

    /// The pattern groups the URL is tried against, most preferred first, from its scheme or host.
    let groups: Groups

    /// The roots of the pattern trie to try, each as an index of `URLPatternTable.roots`, or -1.
    struct Groups {
        /// The URL's own scheme's or host's patterns.
        var own: Int32
        /// The patterns for every declared scheme and host, when the URL's scheme or host is declared.
        var declared: Bool
        /// The patterns that bind the host, when the URL is an https link to a DNS name: those for
        /// any host, and those for the domains that end it after one or more labels.
        var bindsHost: Bool
    }

    /// Reads `bytes`: only URL characters; a scheme the table answers on (declared, or a
    /// pattern's own), in the `scheme://` or `scheme:` form, or https with a host it answers on;
    /// no user, password or port in an authority; at most `URLPatternTable.maximumURLLength`
    /// bytes; every percent escape well-formed UTF-8; at most `pathCapacity` segments before the
    /// fragment and `segments.count` in all.
    /// Each byte is looked at once, the scheme's first, so that another app's URL is refused
    /// before the rest of it is read. Inlined into its callers: a `URLText` returned through
    /// memory is read back before the stores have landed, a stall that cost about a twentieth of
    /// a URL's time.
    @inline(__always)
    init(
        _ bytes: UnsafeBufferPointer<UInt8>, start: URLStart, table: URLPatternTable,
        segments: UnsafeMutableBufferPointer<Range<Int>>, pathCapacity: Int,
        kinds: URLCharacterTable
    ) throws(URLText.Failure) {
        guard bytes.count <= URLPatternTable.maximumURLLength else { throw .tooLong(bytes: bytes.count) }
        var index = 0
        var count = 0
        var pathIsEscaped = false
        // The host and the path may take `pathCapacity` segments; the fragment the rest.
        let pathCapacity = min(segments.count, pathCapacity)
        func append(_ range: Range<Int>, isEscaped: Bool) throws(URLText.Failure) {
            guard count < pathCapacity else { throw .tooManySegments }
            if isEscaped {
                guard EscapedText(bytes, range, plusIsSpace: false, mayBeEscaped: true).isWellFormed else {
                    throw .malformedEscape
                }
                pathIsEscaped = true
            }
            segments[count] = range
            count += 1
        }
        var groups = Groups(own: -1, declared: start == .path, bindsHost: false)
        var hasHost = false
        // In a link without `//` (`matrix:u/alice:example.org`) a `:` or `@` in the path is a
        // character of it; so it is everywhere in a path.
        if start == .absolute {
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { throw .notAbsolute }
            let scheme = UnsafeBufferPointer(rebasing: bytes[..<colon])
            let hasAuthority =
                colon + 2 < bytes.count && bytes[colon + 1] == UInt8(ascii: "/")
                && bytes[colon + 2] == UInt8(ascii: "/")
            // The declared schemes first: most links are of them.
            groups.declared = table.declares(scheme: scheme)
            if table.hasSchemeRoots { groups.own = table.root(ofScheme: scheme) }
            var isHTTPS = false
            if !groups.declared, groups.own < 0 {
                isHTTPS = ("https" as StaticString).withUTF8Buffer { equalIgnoringASCIICase($0, scheme) }
                guard isHTTPS else { throw .undeclaredScheme(..<colon) }
                guard hasAuthority else { throw .notAbsolute }
            }
            index = colon + 1
            if hasAuthority {
                let authorityStart = colon + 3
                // Each loop below steps over plain characters in a tight loop of its own and looks
                // at the kind of the others: most of a URL is plain.
                index = authorityStart
                var authorityIsEscaped = false
                authority: while true {
                    index = kinds.firstNotPlain(in: bytes, from: index)
                    guard index < bytes.count else { break }
                    switch kinds[bytes[index]] {
                    case .plain, .plus: break
                    case .percent: authorityIsEscaped = true
                    case .slash, .questionMark, .hash: break authority
                    case .refused: throw .characterNotAllowed(offset: index)
                    // No user, password or port.
                    case .userOrPort: throw bytes[index] == UInt8(ascii: "@") ? .userOrPassword : .port
                    }
                    index += 1
                }
                if !isHTTPS {
                    // `scheme://menu/42` reads as the path `/menu/42`.
                    if index > authorityStart { try append(authorityStart..<index, isEscaped: authorityIsEscaped) }
                } else {
                    groups = try Self.groups(
                        ofHost: authorityStart..<index, in: bytes, isEscaped: authorityIsEscaped, table: table)
                    if groups.bindsHost {
                        try append(authorityStart..<index, isEscaped: false)
                        hasHost = true
                    }
                }
            }
        }
        let pathStart = hasHost ? 1 : 0
        // The path, split at each `/`; a trailing one is dropped.
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") { index += 1 }
        var segmentStart = index
        var segmentIsEscaped = false
        path: while true {
            index = kinds.firstNotPlain(in: bytes, from: index)
            guard index < bytes.count else { break }
            switch kinds[bytes[index]] {
            case .plain, .plus, .userOrPort: break
            case .percent: segmentIsEscaped = true
            case .slash:
                try append(segmentStart..<index, isEscaped: segmentIsEscaped)
                segmentStart = index + 1
                segmentIsEscaped = false
            case .questionMark, .hash: break path
            case .refused: throw .characterNotAllowed(offset: index)
            }
            index += 1
        }
        if index > segmentStart { try append(segmentStart..<index, isEscaped: segmentIsEscaped) }
        let pathEnd = count
        // The query, up to the fragment.
        var queryRange = index..<index
        var queryIsEscaped = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
            index += 1
            let queryStart = index
            queryIsEscaped = try Self.skipQuery(bytes, from: &index, kinds: kinds, endsAtHash: true)
            queryRange = queryStart..<index
        }
        // The fragment: read as a path and a query where the table has patterns with a fragment
        // and it begins with `/`, else only checked. A `#` in it is a character of it. One with
        // more segments than any fragment pattern has is only checked: no pattern reads it.
        var fragment = Fragment(end: -1, queryRange: bytes.count..<bytes.count, queryIsEscaped: false)
        if index < bytes.count {
            // Apart, so that the reading of a URL without a fragment, nearly every one, stays small.
            fragment = try Self.readFragment(
                bytes, from: index + 1, reads: table.hasFragments, readsValue: table.hasValueFragments,
                segments: segments, count: &count, pathIsEscaped: &pathIsEscaped, kinds: kinds)
        }
        try Self.checkQuery(bytes, queryRange, isEscaped: queryIsEscaped)
        if fragment.end >= 0 { try Self.checkQuery(bytes, fragment.queryRange, isEscaped: fragment.queryIsEscaped) }
        self.bytes = bytes
        self.segments = segments
        self.isEscaped = pathIsEscaped
        self.hasHost = hasHost
        queryBounds = (
            Int32(truncatingIfNeeded: queryRange.lowerBound), Int32(truncatingIfNeeded: queryRange.upperBound)
        )
        self.queryIsEscaped = queryIsEscaped
        fragmentQueryBounds = (
            Int32(truncatingIfNeeded: fragment.queryRange.lowerBound),
            Int32(truncatingIfNeeded: fragment.queryRange.upperBound)
        )
        fragmentQueryIsEscaped = fragment.end >= 0 && fragment.queryIsEscaped
        self.pathEnd = Int32(truncatingIfNeeded: pathEnd)
        fragmentEnd = Int32(truncatingIfNeeded: fragment.end)
        self.groups = groups
        offset = pathStart
        segmentCount = pathEnd - pathStart
        boundary = -1
        lowercasesFirst = false
    }

    /// The pattern groups an https link to the host at `range` is tried against, or why it is
    /// none of the table's links.
    @inline(__always)
    private static func groups(
        ofHost range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>, isEscaped: Bool, table: URLPatternTable
    ) throws(URLText.Failure) -> Groups {
        let host = UnsafeBufferPointer(rebasing: bytes[range])
        var groups = Groups(own: -1, declared: false, bindsHost: false)
        if table.hasHostRoots { groups.own = table.root(ofHost: host) }
        groups.declared = table.hosts.contains { equalIgnoringASCIICase($0, host) }
        groups.bindsHost =
            table.bindsHosts && !isEscaped && isDNSName(host)
            && (table.anyHostRoot >= 0 || table.hasHostSuffixRoot(of: host))
        guard groups.own >= 0 || groups.declared || groups.bindsHost else {
            throw .undeclaredHost(range)
        }
        return groups
    }

    /// Where a fragment read as a path ends in the segments (-1 when it is not read), and its query.
    private struct Fragment {
        var end: Int
        var queryRange: Range<Int>
        var queryIsEscaped: Bool
    }

    /// Reads the fragment from `start` (after the `#`): as a boundary, segments and a query after
    /// the path's `count` segments when `reads` and it begins with `/`; as a boundary, one value
    /// and a query when `readsValue` and it does not; else only checked. A `#` in it is a
    /// character of it. One with more segments than there is room for is only checked: no
    /// pattern reads it.
    @inline(never)
    private static func readFragment(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, reads: Bool, readsValue: Bool,
        segments: UnsafeMutableBufferPointer<Range<Int>>, count: inout Int, pathIsEscaped: inout Bool,
        kinds: URLCharacterTable
    ) throws(URLText.Failure) -> Fragment {
        let pathEnd = count
        var index = start
        if readsValue, index >= bytes.count || bytes[index] != UInt8(ascii: "/"), count + 1 < segments.count {
            return try readValueFragment(
                bytes, from: start, segments: segments, count: &count, pathIsEscaped: &pathIsEscaped, kinds: kinds)
        }
        var readsFragment = reads && index < bytes.count && bytes[index] == UInt8(ascii: "/") && count < segments.count
        if readsFragment {
            segments[count] = index..<index
            count += 1
            index += 1
        }
        var segmentStart = index
        var segmentIsEscaped = false
        func append(_ range: Range<Int>) throws(URLText.Failure) {
            guard readsFragment else { return }
            if segmentIsEscaped {
                guard EscapedText(bytes, range, plusIsSpace: false, mayBeEscaped: true).isWellFormed else {
                    throw .malformedEscape
                }
                pathIsEscaped = true
            }
            guard count < segments.count else {
                readsFragment = false
                count = pathEnd
                return
            }
            segments[count] = range
            count += 1
        }
        path: while true {
            index = kinds.firstNotPlain(in: bytes, from: index)
            guard index < bytes.count else { break }
            switch kinds[bytes[index]] {
            case .plain, .plus, .userOrPort, .hash: break
            case .percent: segmentIsEscaped = true
            case .slash:
                try append(segmentStart..<index)
                segmentStart = index + 1
                segmentIsEscaped = false
            case .questionMark: break path
            case .refused: throw .characterNotAllowed(offset: index)
            }
            index += 1
        }
        if index > segmentStart { try append(segmentStart..<index) }
        var fragment = Fragment(
            end: readsFragment ? count : -1, queryRange: bytes.count..<bytes.count, queryIsEscaped: false)
        if index < bytes.count {
            index += 1
            let queryStart = index
            fragment.queryIsEscaped = try skipQuery(bytes, from: &index, kinds: kinds, endsAtHash: false)
            if readsFragment { fragment.queryRange = queryStart..<index }
        }
        return fragment
    }

    /// Reads a fragment that does not begin with `/` as one value (SPEC §2.4 (5)): a boundary, the
    /// text up to its first `?` as one segment (a `/` or `#` in it is a character of it), and the
    /// rest as its query.
    private static func readValueFragment(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, segments: UnsafeMutableBufferPointer<Range<Int>>,
        count: inout Int, pathIsEscaped: inout Bool, kinds: URLCharacterTable
    ) throws(URLText.Failure) -> Fragment {
        segments[count] = start..<start
        var index = start
        var isEscaped = false
        value: while true {
            index = kinds.firstNotPlain(in: bytes, from: index)
            guard index < bytes.count else { break }
            switch kinds[bytes[index]] {
            case .plain, .plus, .userOrPort, .hash, .slash: break
            case .percent: isEscaped = true
            case .questionMark: break value
            case .refused: throw .characterNotAllowed(offset: index)
            }
            index += 1
        }
        if isEscaped {
            guard EscapedText(bytes, start..<index, plusIsSpace: false, mayBeEscaped: true).isWellFormed else {
                throw .malformedEscape
            }
            pathIsEscaped = true
        }
        segments[count + 1] = start..<index
        count += 2
        var fragment = Fragment(end: count, queryRange: bytes.count..<bytes.count, queryIsEscaped: false)
        if index < bytes.count {
            index += 1
            let queryStart = index
            fragment.queryIsEscaped = try skipQuery(bytes, from: &index, kinds: kinds, endsAtHash: false)
            fragment.queryRange = queryStart..<index
        }
        return fragment
    }

    /// Steps `index` over a query's text, up to a `#` when `endsAtHash`, checking its characters;
    /// returns whether it may hold an escape (a `%` or a `+`).
    @inline(__always)
    private static func skipQuery(
        _ bytes: UnsafeBufferPointer<UInt8>, from index: inout Int, kinds: URLCharacterTable, endsAtHash: Bool
    ) throws(URLText.Failure) -> Bool {
        var mayBeEscaped = false
        while true {
            index = kinds.firstNotPlain(in: bytes, from: index)
            guard index < bytes.count else { break }
            switch kinds[bytes[index]] {
            case .plain, .userOrPort, .slash, .questionMark: break
            case .percent, .plus: mayBeEscaped = true
            case .hash: if endsAtHash { return mayBeEscaped }
            case .refused: throw .characterNotAllowed(offset: index)
            }
            index += 1
        }
        return mayBeEscaped
    }

    /// Checks the escapes of the query in `range`.
    @inline(__always)
    private static func checkQuery(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, isEscaped: Bool)
        throws(URLText.Failure)
    {
        guard isEscaped else { return }
        var itemsAreWellFormed = true
        QueryItems(bytes: bytes, range: range, mayBeEscaped: true).forEachItem { key, value in
            itemsAreWellFormed = key.isWellFormed && value.isWellFormed
            return itemsAreWellFormed
        }
        guard itemsAreWellFormed else { throw .malformedEscape }
    }

    /// Which of a URL's parts a pattern group matches.
    enum View {
        /// The path.
        case path
        /// The path, then the fragment's segments after a boundary.
        case pathAndFragment
        /// The host, then the path (a link to any host).
        case hostAndPath
        /// The host, the path, the boundary and the fragment.
        case hostPathAndFragment
    }

    /// Whether the URL has a fragment read as a path.
    var hasFragment: Bool { fragmentEnd >= 0 }

    /// Whether the fragment was read as one value (`#key`), not as a path: its boundary, a range
    /// of no text where the fragment begins, is not at a `/`. It leads to the patterns whose
    /// fragment is one value.
    var fragmentIsValue: Bool {
        let start = segments[Int(pathEnd)].lowerBound
        return start >= bytes.count || bytes[start] != UInt8(ascii: "/")
    }

    /// The host's range where the reading holds it (an https URL that a link to any host, or to
    /// the hosts under a domain, may match): whole, or only the labels before a domain while the
    /// patterns for that domain are tried.
    var hostRange: Range<Int> {
        get { segments[0] }
        nonmutating set { segments[0] = newValue }
    }

    /// Whether the host ends with `lowercasedSuffix` (`.simplex.im`) after one or more labels.
    func hostEnds(with lowercasedSuffix: [UInt8]) -> Bool {
        let host = UnsafeBufferPointer(rebasing: bytes[hostRange])
        return host.count > lowercasedSuffix.count && hasASCIISuffix(host, lowercasedSuffix)
    }

    /// How many segments the reading holds: the most any view has.
    var readCount: Int { Int(max(pathEnd, fragmentEnd)) }

    /// This reading, showing the segments of `view`: the host, when the view has one, is read
    /// lower-cased.
    func viewing(_ view: View) -> URLText {
        var copy = self
        let withHost = view == .hostAndPath || view == .hostPathAndFragment
        let withFragment = view == .pathAndFragment || view == .hostPathAndFragment
        copy.offset = withHost ? 0 : pathStart
        let end = withFragment && hasFragment ? Int(fragmentEnd) : Int(pathEnd)
        copy.segmentCount = end - copy.offset
        copy.boundary = withFragment && hasFragment ? Int(pathEnd) - copy.offset : -1
        copy.lowercasesFirst = withHost
        return copy
    }

    /// The segment at `index` of this view.
    func segment(_ index: Int) -> EscapedText {
        EscapedText(bytes, segments[offset + index], plusIsSpace: false, mayBeEscaped: isEscaped)
    }

    /// The decoded segments of the path and the items of the query, for tools.
    var decoded: DecodedURL {
        let path = (pathStart..<Int(pathEnd)).map {
            EscapedText(bytes, segments[$0], plusIsSpace: false, mayBeEscaped: isEscaped).decoded
        }
        return DecodedURL(segments: path, queryItems: query.decodedItems)
    }

    /// Why the text is not a URL of the table: `URLRefusal`, with where the scheme or host is
    /// rather than a copy of it, so that refusing another app's URL allocates nothing.
    enum Failure: Error {
        case tooLong(bytes: Int)
        case notAbsolute
        case undeclaredScheme(PartialRangeUpTo<Int>)
        case undeclaredHost(Range<Int>)
        case userOrPassword
        case port
        case characterNotAllowed(offset: Int)
        case malformedEscape
        case tooManySegments

        /// The refusal, naming the scheme or host of `bytes` as the URL wrote it.
        func refusal(of bytes: UnsafeBufferPointer<UInt8>) -> URLRefusal {
            switch self {
            case .tooLong(let count): .tooLong(bytes: count)
            case .notAbsolute: .notAbsolute
            case .undeclaredScheme(let range):
                .undeclaredScheme(String(decoding: bytes[range], as: UTF8.self))
            case .undeclaredHost(let range):
                .undeclaredHost(String(decoding: bytes[range], as: UTF8.self))
            case .userOrPassword: .userOrPassword
            case .port: .port
            case .characterNotAllowed(let offset): .characterNotAllowed(offset: offset)
            case .malformedEscape: .malformedEscape
            case .tooManySegments: .tooManySegments
            }
        }
    }
}

/// Whether `host` is a DNS name a link to any host may have: labels of ASCII letters, digits and
/// `-`, at least two, none empty, and not an IPv4 address (a last label of digits only).
func isDNSName(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
    var labels = 0
    var labelLength = 0
    var labelIsDigits = true
    for byte in host {
        switch byte {
        case UInt8(ascii: "."):
            guard labelLength > 0 else { return false }
            labels += 1
            labelLength = 0
            labelIsDigits = true
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            labelLength += 1
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"):
            labelLength += 1
            labelIsDigits = false
        default:
            return false
        }
    }
    return labelLength > 0 && labels >= 1 && !labelIsDigits
}
