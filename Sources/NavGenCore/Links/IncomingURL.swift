@_spi(NavGenGenerated) import NavGenRuntime

/// A URL read the way the app reads it — by NavGenRuntime's reader (SPEC §2.4) — split into
/// decoded path segments and query items, or refused with the reason why.
public struct IncomingURL: Hashable, Sendable {
    /// Percent-decoded path segments; a custom scheme's host is the first.
    public var segments: [String]
    /// Decoded query items; the first occurrence of a key wins.
    public var query: [String: String]
    /// The text after the first `#`, as written (nil when there is none), for telling why a
    /// pattern's fragment part does not match it.
    public var fragment: String? = nil
    /// The groups of patterns the app tries the URL against (its own scheme's or host's, the
    /// declared ones', any host's), as its reader found them.
    var origins: [URLPatternOrigin] = []

    /// The longest URL read, in UTF-8 bytes, as in the app.
    public static let maximumLength = URLPatternTable.maximumURLLength

    /// Why a URL is not one of the app's: the runtime's reason, with what a person needs to see it.
    public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
        case tooLong(bytes: Int)
        case characterNotAllowed(offset: Int, scalar: String)
        case notAbsolute
        case undeclaredScheme(String)
        case undeclaredHost(String)
        case userOrPassword
        case port
        case malformedEscape

        /// The runtime's `refusal` of `text`.
        init(_ refusal: URLRefusal, of text: String) {
            switch refusal {
            case .tooLong(let bytes): self = .tooLong(bytes: bytes)
            case .characterNotAllowed(let offset):
                self = .characterNotAllowed(offset: offset, scalar: describedScalar(in: Array(text.utf8), at: offset))
            case .notAbsolute: self = .notAbsolute
            case .undeclaredScheme(let scheme): self = .undeclaredScheme(scheme)
            case .undeclaredHost(let host): self = .undeclaredHost(host)
            case .userOrPassword: self = .userOrPassword
            case .port: self = .port
            // The reader is given room for as many segments as the text has bytes.
            case .malformedEscape, .tooManySegments: self = .malformedEscape
            }
        }

        public var description: String {
            switch self {
            case .tooLong(let bytes):
                return "it has \(bytes) bytes; links longer than \(IncomingURL.maximumLength) are refused unread"
            case .characterNotAllowed(let offset, let scalar):
                return "\(scalar) at byte \(offset + 1) must be percent-encoded"
            case .notAbsolute:
                return "it is not an absolute URL (scheme:… or scheme://…)"
            case .undeclaredScheme(let scheme) where ["http", "https"].contains(scheme.lowercased()):
                return
                    "'\(displayable(scheme))' links never open an app: universal links are https, and only to a declared host"
            case .undeclaredScheme(let scheme):
                return "scheme '\(displayable(scheme))' is not declared"
            case .undeclaredHost(let host):
                return "host '\(displayable(host))' is not declared"
            case .userOrPassword:
                return "it has a user or password"
            case .port:
                return "it has a port"
            case .malformedEscape:
                return "a percent escape is malformed or does not decode to UTF-8"
            }
        }
    }

    /// Reads `text` with `table`'s schemes and hosts.
    static func read(_ text: String, with table: URLPatternTable) -> Result<IncomingURL, Rejection> {
        switch table.readWithOrigins(text) {
        case .failure(let refusal):
            return .failure(Rejection(refusal, of: text))
        case .success(let (decoded, origins)):
            var query: [String: String] = [:]
            for item in decoded.queryItems where query[item.name] == nil {
                query[item.name] = item.value
            }
            let fragment = text.utf8.firstIndex(of: UInt8(ascii: "#")).map {
                String(text[text.utf8.index(after: $0)...])
            }
            return .success(
                IncomingURL(segments: decoded.segments, query: query, fragment: fragment, origins: origins))
        }
    }
}

/// The scalar that starts at `offset`, quoted and safe to print: `' '`, `'é'`, `U+0007`.
private func describedScalar(in bytes: [UInt8], at offset: Int) -> String {
    guard bytes.indices.contains(offset) else { return "a character" }
    let length = min(utf8SequenceLength(bytes[offset]), bytes.count - offset)
    let text = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
    guard let scalar = text.unicodeScalars.first, !isUnsafeForDisplay(scalar) else {
        return "byte 0x" + String(bytes[offset], radix: 16, uppercase: true)
    }
    return "'\(text)'"
}
