/// How a scheme's links are written (SPEC §2.4): `chat://invite/7` (`scheme "chat"`, or a pattern
/// that begins `chat://`), `matrix:u/alice` (`"matrix:"`, `matrix:u/…`) or `simplex:/contact`
/// (`"simplex:/"`, `simplex:/…`). Every form reads every other; this says which one `url` writes.
public enum SchemeForm: Hashable, Sendable {
    case authority
    case rootless
    case absolutePath

    /// What follows the scheme's name where it is declared or a pattern begins: `://`, `:`, `:/`.
    public var separator: String {
        switch self {
        case .authority: "://"
        case .rootless: ":"
        case .absolutePath: ":/"
        }
    }

    /// As generated code spells NavGenRuntime's `SchemeLinkForm`: `.authority`, `.rootless`, `.absolutePath`.
    var swiftValue: String {
        switch self {
        case .authority: ".authority"
        case .rootless: ".rootless"
        case .absolutePath: ".absolutePath"
        }
    }
}
