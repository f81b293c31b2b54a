/// A URL read the way the generated parser reads it (SPEC §2.4): split into decoded path
/// segments and query items, or refused with the reason why.
public struct IncomingURL: Hashable, Sendable {
    /// Percent-decoded path segments; a custom scheme's host is the first.
    public var segments: [String]
    /// Decoded query items; the first occurrence of a key wins.
    public var query: [String: String]

    /// The longest URL read, in UTF-8 bytes, as in the generated parser.
    public static let maximumLength = 4096

    /// Why a URL is not one of the app's.
    public enum Rejection: Error, Hashable, Sendable, CustomStringConvertible {
        case tooLong(bytes: Int)
        case characterNotAllowed(offset: Int, scalar: String)
        case notAbsolute
        case undeclaredScheme(String)
        case undeclaredHost(String)
        case userOrPassword
        case port
        case malformedEscape

        public var description: String {
            switch self {
            case .tooLong(let bytes):
                return "it has \(bytes) bytes; links longer than \(IncomingURL.maximumLength) are refused unread"
            case .characterNotAllowed(let offset, let scalar):
                return "\(scalar) at byte \(offset + 1) must be percent-encoded"
            case .notAbsolute:
                return "it is not an absolute URL (scheme://…)"
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

    /// Reads `text` as a link into an app with these (lower-cased) schemes and hosts.
    public static func read(_ text: String, schemes: [String], hosts: [String]) -> Result<IncomingURL, Rejection> {
        let bytes = Array(text.utf8)
        guard bytes.count <= maximumLength else { return .failure(.tooLong(bytes: bytes.count)) }
        if let offset = bytes.firstIndex(where: { !isURLCharacter($0) }) {
            let scalar = describedScalar(in: bytes, at: offset)
            return .failure(.characterNotAllowed(offset: offset, scalar: scalar))
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
              bytes.count >= colon + 3, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { return .failure(.notAbsolute) }
        let scheme = String(decoding: bytes[..<colon].map(asciiLowercased), as: UTF8.self)
        let authorityStart = colon + 3
        let end = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        guard authorityStart <= end else { return .failure(.notAbsolute) }
        let authorityEnd = bytes[authorityStart..<end].firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") } ?? end
        let authority = bytes[authorityStart..<authorityEnd]
        if authority.contains(UInt8(ascii: "@")) { return .failure(.userOrPassword) }
        if authority.contains(UInt8(ascii: ":")) { return .failure(.port) }

        var rawSegments: [ArraySlice<UInt8>] = []
        if schemes.contains(scheme) {
            if !authority.isEmpty { rawSegments.append(authority) }
        } else if scheme == "https" {
            let host = String(decoding: authority.map(asciiLowercased), as: UTF8.self)
            guard hosts.contains(host) else { return .failure(.undeclaredHost(host)) }
        } else {
            return .failure(.undeclaredScheme(scheme))
        }
        let queryStart = bytes[authorityEnd..<end].firstIndex(of: UInt8(ascii: "?")) ?? end
        var path = bytes[authorityEnd..<queryStart]
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }
        if !path.isEmpty {
            rawSegments += path.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        }
        var segments: [String] = []
        for raw in rawSegments {
            guard let segment = percentDecoded(raw, plusIsSpace: false) else { return .failure(.malformedEscape) }
            segments.append(segment)
        }
        var query: [String: String] = [:]
        if queryStart < end {
            for item in bytes[(queryStart + 1)..<end].split(separator: UInt8(ascii: "&")) {
                let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
                guard let key = percentDecoded(item[..<equals], plusIsSpace: true),
                      let value = percentDecoded(item[equals...].dropFirst(), plusIsSpace: true)
                else { return .failure(.malformedEscape) }
                if query[key] == nil { query[key] = value }
            }
        }
        return .success(IncomingURL(segments: segments, query: query))
    }

    /// The characters RFC 3986 allows in a URL; anything else must arrive percent-encoded.
    private static func isURLCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "-._~:/?#[]@!$&'()*+,;=%".utf8.contains(byte)
        }
    }

    /// The scalar that starts at `offset`, quoted and safe to print: `' '`, `'é'`, `U+0007`.
    private static func describedScalar(in bytes: [UInt8], at offset: Int) -> String {
        let length = min(utf8SequenceLength(bytes[offset]), bytes.count - offset)
        let text = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
        guard let scalar = text.unicodeScalars.first, !isUnsafeForDisplay(scalar) else {
            return "byte 0x" + String(bytes[offset], radix: 16, uppercase: true)
        }
        return "'\(text)'"
    }
}
