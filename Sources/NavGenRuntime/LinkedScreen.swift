import Foundation

/// A graph's route or modal enum (`CoffeeRoute`, `CoffeeSheet`): generated code writes how each
/// value's link is made, and every graph's `url`, `url(scheme:)` and `url(host:)` are this one
/// extension.
public protocol LinkedScreen {
    /// The link for `audience`: the first of the screen's patterns that answers there, can carry
    /// the value and reads back as it; nil when none does. Written by generated code.
    func _url(for audience: LinkAudience) -> URL?
}

extension LinkedScreen {
    /// The screen's URL: its first pattern that can carry the value and reads back as this
    /// screen; nil when it has none, or when no pattern can (an empty string, a non-finite
    /// number, a value a more specific pattern claims).
    public var url: URL? { _url(for: .preferred) }

    /// The screen's link for the custom scheme `scheme` (named without its colon, in any case),
    /// by the first pattern that answers on it and can carry the value; nil when none does.
    public func url(scheme: String) -> URL? { _url(for: .scheme(scheme)) }

    /// The screen's https link for `host` (in any case), by the first pattern that answers on it
    /// and can carry the value; nil when none does.
    public func url(host: String) -> URL? { _url(for: .host(host)) }
}
