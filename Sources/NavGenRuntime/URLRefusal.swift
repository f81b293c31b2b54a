/// Why a URL is not a link of an app at all, before any pattern is tried (docs/language.md, "Matching an incoming URL").
@_spi(NavGenGenerated) public enum URLRefusal: Error, Hashable, Sendable {
    /// More than `URLPatternTable.maximumURLLength` bytes; not read.
    case tooLong(bytes: Int)
    /// Not `scheme://…`.
    case notAbsolute
    /// A scheme the graph does not declare, or `http` (as the URL wrote it).
    case undeclaredScheme(String)
    /// An https URL whose host the graph does not declare (as the URL wrote it).
    case undeclaredHost(String)
    case userOrPassword
    case port
    /// The byte at `offset` (counted from 0) is not allowed in a URL: spaces, controls and
    /// non-ASCII must arrive percent-encoded.
    case characterNotAllowed(offset: Int)
    /// A percent escape is incomplete, or the escapes do not decode to UTF-8.
    case malformedEscape
    /// More path segments than the reader was given room for: more than any pattern has.
    case tooManySegments
}
