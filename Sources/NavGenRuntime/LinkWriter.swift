import Foundation

/// A link being written: the link prefix, then percent-encoded path segments, then query items.
/// Each step returns the next writer, so a screen's URL is one expression; a list of segments
/// instead would cost the compiler time beyond linear in the number of screens.
public struct LinkWriter: Sendable {
    /// Nil once there is no link prefix or a value could not be written.
    private var text: String?
    private var hasSegment = false
    private var hasItem = false

    init(prefix: String?) {
        text = prefix
    }

    /// Adds a literal segment of the pattern.
    public func literal(_ segment: String) -> LinkWriter {
        adding(segment: segment)
    }

    /// Adds a segment holding `value`; nil, or a value with no text (see `LinkValue.linkText(_:)`),
    /// leaves no URL at all.
    @inlinable
    public func value<Value: LinkValue>(_ value: Value?) -> LinkWriter {
        adding(segment: value.flatMap(Value.linkText))
    }

    /// Adds a segment already written as text by `LinkValue.linkText(_:)`; nil leaves no URL.
    public func segment(text: String?) -> LinkWriter {
        adding(segment: text)
    }

    /// Adds a query item; a nil value leaves the item out, a value with no text leaves no URL.
    @inlinable
    public func query<Value: LinkValue>(_ key: String, _ value: Value?) -> LinkWriter {
        guard let value else { return self }
        guard let valueText = Value.linkText(value) else { return failed }
        return query(key, text: valueText)
    }

    /// Adds a query item already written as text by `LinkValue.linkText(_:)`; nil leaves it out.
    public func query(_ key: String, text valueText: String?) -> LinkWriter {
        guard let valueText else { return self }
        guard let text else { return failed }
        var next = self
        next.text = text + (hasItem ? "&" : "?") + Self.percentEncoded(key) + "=" + Self.percentEncoded(valueText)
        next.hasItem = true
        return next
    }

    /// The URL written, or nil when a value could not be.
    public var url: URL? {
        text.flatMap { URL(string: $0) }
    }

    @usableFromInline
    func adding(segment: String?) -> LinkWriter {
        guard let segment, let text else { return failed }
        var next = self
        next.text = text + (hasSegment ? "/" : "") + Self.percentEncoded(segment)
        next.hasSegment = true
        return next
    }

    @usableFromInline
    var failed: LinkWriter {
        var next = self
        next.text = nil
        return next
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    /// Keeps only RFC 3986's unreserved characters; everything else becomes `%XX`.
    private static func percentEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                encoded.unicodeScalars.append("%")
                encoded.unicodeScalars.append(hexDigits[Int(byte >> 4)])
                encoded.unicodeScalars.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return encoded
    }
}
