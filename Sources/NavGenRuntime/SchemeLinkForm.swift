/// How the links of a custom scheme are written (docs/language.md, "Links of a custom scheme"):
/// `chat://invite/7`, `matrix:u/alice` or `simplex:/contact`. Every form reads every other.
@_spi(NavGenGenerated) public enum SchemeLinkForm: Hashable, Sendable {
    /// `scheme://first/rest`: the first segment is the URL's host (`scheme "chat"` or `"chat://"`).
    case authority
    /// `scheme:first/rest`, RFC 3986's path-rootless form (`scheme "matrix:"`); the root is
    /// written `scheme:/`.
    case rootless
    /// `scheme:/first/rest`, RFC 3986's path-absolute form (`scheme "simplex:/"`), which some
    /// apps' own parsers expect.
    case absolutePath

    /// The form a declared scheme's text says (`"matrix:"`, `"simplex:/"`, `"chat://"` or
    /// `"chat"`), and its name, lower-cased.
    static func declared(_ text: String) -> (name: String, form: SchemeLinkForm) {
        let lowered = text.lowercased()
        if lowered.hasSuffix("://") { return (String(lowered.dropLast(3)), .authority) }
        if lowered.hasSuffix(":/") { return (String(lowered.dropLast(2)), .absolutePath) }
        if lowered.hasSuffix(":") { return (String(lowered.dropLast()), .rootless) }
        return (lowered, .authority)
    }

    /// A writer of `scheme`'s links in this form.
    func writer(scheme: String) -> LinkWriter {
        switch self {
        case .authority: LinkWriter(prefix: scheme + "://", firstSegmentIsHost: true)
        case .rootless: LinkWriter(prefix: scheme + ":", firstSegmentIsHost: false, emptyPathIsSlash: true)
        case .absolutePath: LinkWriter(prefix: scheme + ":/", firstSegmentIsHost: false, firstSegmentMayBeEmpty: false)
        }
    }
}
