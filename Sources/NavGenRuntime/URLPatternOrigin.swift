/// Which links a URL pattern answers (docs/language.md, "Which pattern wins"): a pattern that
/// begins with `/` answers every scheme and host the graph declares; one that begins with its own
/// scheme (`matrix:u/:user`) or `https://` and a host (`https://matrix.to/#/@:user`) answers that
/// scheme or host only; `https://:server.simplex.im/…` answers the hosts under a domain, and
/// `https://:server/…` any host.
@_spi(NavGenGenerated) public enum URLPatternOrigin: Hashable, Sendable {
    /// Every declared scheme and host.
    case declared
    /// One scheme, named without its colon, in any case.
    case scheme(String)
    /// One https host, in any case.
    case host(String)
    /// An https host that ends in `.` and this domain (named without the dot, in any case) after
    /// one or more labels, which are bound to the pattern's first value (`smp6` of `smp6.simplex.im`).
    case hostSuffix(String)
    /// Any https host that is a DNS name, bound to the pattern's first value.
    case anyHost

    /// Whether the pattern's first value is the URL's host, or the labels of it before a domain.
    var bindsHost: Bool {
        switch self {
        case .anyHost, .hostSuffix: true
        case .declared, .scheme, .host: false
        }
    }
}

/// Whose link a route's or modal's URL is written for: the app's own (`url`: a pattern's own
/// scheme or host, or the first declared scheme, else host), or one scheme's or host's
/// (`url(scheme:)`, `url(host:)`), named bare and compared in any case.
public enum LinkAudience: Sendable {
    case preferred
    case scheme(String)
    case host(String)
}
