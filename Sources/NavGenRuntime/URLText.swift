/// What comes before a URL's path.
@usableFromInline
enum URLStart {
    /// `scheme://authority`, with the table's schemes and hosts.
    case absolute
    /// Nothing: the text starts with the path (navgen's tools, reading a path they wrote).
    case path
}

/// A URL of an app, as ranges of its text: its path segments (for a custom scheme the host is
/// the first) and its query. Reading it checked every character and escape; nothing is decoded
/// yet.
struct URLText {
    let bytes: UnsafeBufferPointer<UInt8>
    private let segments: UnsafeMutableBufferPointer<Range<Int>>
    let segmentCount: Int
    /// Whether the path has a `%`: without one no segment needs decoding.
    private let isEscaped: Bool
    let query: QueryItems

    /// Reads `bytes`: only URL characters; a declared scheme, or https with a declared host; no
    /// user, password or port; at most `URLPatternTable.maximumURLLength` bytes; every percent
    /// escape well-formed UTF-8; at most `segments.count` path segments. Each byte is looked at
    /// once, the scheme's first, so that another app's URL is refused before the rest of it is
    /// read. Inlined into its callers: a `URLText` returned through memory is read back before
    /// the stores have landed, a stall that cost about a twentieth of a URL's time.
    @inline(__always)
    init(
        _ bytes: UnsafeBufferPointer<UInt8>, start: URLStart, table: URLPatternTable,
        segments: UnsafeMutableBufferPointer<Range<Int>>,
        kinds: URLCharacterTable
    ) throws(URLText.Failure) {
        guard bytes.count <= URLPatternTable.maximumURLLength else { throw .tooLong(bytes: bytes.count) }
        var index = 0
        var count = 0
        var pathIsEscaped = false
        func append(_ range: Range<Int>, isEscaped: Bool) throws(URLText.Failure) {
            guard count < segments.count else { throw .tooManySegments }
            if isEscaped {
                guard EscapedText(bytes, range, plusIsSpace: false, mayBeEscaped: true).isWellFormed else {
                    throw .malformedEscape
                }
                pathIsEscaped = true
            }
            segments[count] = range
            count += 1
        }
        if start == .absolute {
            guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { throw .notAbsolute }
            let scheme = UnsafeBufferPointer(rebasing: bytes[..<colon])
            let isCustomScheme = table.schemes.contains { equalIgnoringASCIICase($0, scheme) }
            guard isCustomScheme || ("https" as StaticString).withUTF8Buffer({ equalIgnoringASCIICase($0, scheme) })
            else {
                throw .undeclaredScheme(..<colon)
            }
            let authorityStart = colon + 3
            guard authorityStart <= bytes.count, bytes[colon + 1] == UInt8(ascii: "/"),
                bytes[colon + 2] == UInt8(ascii: "/")
            else {
                throw .notAbsolute
            }
            // Each loop below steps over plain characters in a tight loop of its own and looks at
            // the kind of the others: most of a URL is plain.
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
            if isCustomScheme {
                // `scheme://menu/42` reads as the path `/menu/42`.
                if index > authorityStart { try append(authorityStart..<index, isEscaped: authorityIsEscaped) }
            } else {
                let host = UnsafeBufferPointer(rebasing: bytes[authorityStart..<index])
                guard table.hosts.contains(where: { equalIgnoringASCIICase($0, host) }) else {
                    throw .undeclaredHost(authorityStart..<index)
                }
            }
        }
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
        // The query, up to the fragment.
        var queryRange = index..<index
        var queryIsEscaped = false
        var queryHasPlus = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "?") {
            index += 1
            let queryStart = index
            query: while true {
                index = kinds.firstNotPlain(in: bytes, from: index)
                guard index < bytes.count else { break }
                switch kinds[bytes[index]] {
                case .plain, .userOrPort, .slash, .questionMark: break
                case .percent: queryIsEscaped = true
                case .plus: queryHasPlus = true
                case .hash: break query
                case .refused: throw .characterNotAllowed(offset: index)
                }
                index += 1
            }
            queryRange = queryStart..<index
        }
        // The fragment is not read, only checked.
        while true {
            index = kinds.firstNotPlain(in: bytes, from: index)
            guard index < bytes.count else { break }
            guard kinds[bytes[index]] != .refused else { throw .characterNotAllowed(offset: index) }
            index += 1
        }
        let query = QueryItems(bytes: bytes, range: queryRange, mayBeEscaped: queryIsEscaped || queryHasPlus)
        if queryIsEscaped {
            var itemsAreWellFormed = true
            query.forEachItem { key, value in
                itemsAreWellFormed = key.isWellFormed && value.isWellFormed
                return itemsAreWellFormed
            }
            guard itemsAreWellFormed else { throw .malformedEscape }
        }
        self.bytes = bytes
        self.segments = segments
        self.segmentCount = count
        self.isEscaped = pathIsEscaped
        self.query = query
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

    func segment(_ index: Int) -> EscapedText {
        EscapedText(bytes, segments[index], plusIsSpace: false, mayBeEscaped: isEscaped)
    }
}
