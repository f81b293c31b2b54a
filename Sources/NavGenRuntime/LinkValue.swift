import Foundation

/// A type whose values a URL can carry, each with its grammar (docs/language.md, "Types"): `Int`, `Double`, `Bool`,
/// `UUID`, `String` and `URL`. A raw-value type (an enum with raw values, an ID wrapper) is carried as
/// its raw value; the generated code reads and writes it through its `rawValue`.
///
/// NavGenRuntime conforms the built-in types; an app does not conform its own types: the graph
/// declares them (`type Visibility: String`).
public protocol LinkValue: Hashable, Sendable {
    /// The value that decoded `text` spells, or nil when it is not one: then the pattern does not
    /// match.
    static func _read(from text: UnsafeBufferPointer<UInt8>) -> Self?

    /// The text a URL carries for `value`, not yet percent-encoded; nil when no text reads back
    /// as the same value (a non-finite `Double`, an empty `String`).
    static func _linkText(_ value: Self) -> String?
}

extension LinkValue {
    /// The value that decoded `text` spells, or nil when it spells none: the grammar of a
    /// placeholder of this type, for tools that hold a URL's text as a string.
    @_spi(NavGenGenerated) public static func value(of text: String) -> Self? {
        var text = text
        return text.withUTF8 { _read(from: $0) }
    }
}

extension Int: LinkValue {
    /// Decimal digits with an optional `-`, in `Int`'s range.
    public static func _read(from text: UnsafeBufferPointer<UInt8>) -> Int? { LinkValueGrammar.int(text) }
    /// Its decimal digits.
    public static func _linkText(_ value: Int) -> String? { String(value) }
}

extension Double: LinkValue {
    /// A finite decimal number: `-`, digits, an optional fraction and an optional exponent.
    public static func _read(from text: UnsafeBufferPointer<UInt8>) -> Double? { LinkValueGrammar.double(text) }
    /// Swift's shortest form that reads back as the same value; nil when not finite.
    public static func _linkText(_ value: Double) -> String? { value.isFinite ? "\(value)" : nil }
}

extension Bool: LinkValue {
    /// `true`, `false`, `1` or `0`.
    public static func _read(from text: UnsafeBufferPointer<UInt8>) -> Bool? { LinkValueGrammar.bool(text) }
    /// `true` or `false`.
    public static func _linkText(_ value: Bool) -> String? { value ? "true" : "false" }
}

extension UUID: LinkValue {
    /// The canonical 8-4-4-4-12 hexadecimal form, in any case.
    public static func _read(from text: UnsafeBufferPointer<UInt8>) -> UUID? { LinkValueGrammar.uuid(text) }
    /// The canonical upper-case form.
    public static func _linkText(_ value: UUID) -> String? { value.uuidString }
}

extension String: LinkValue {
    /// Any non-empty text.
    public static func _read(from text: UnsafeBufferPointer<UInt8>) -> String? {
        text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
    }
    /// The text itself; nil when empty, which no link can carry.
    public static func _linkText(_ value: String) -> String? { value.isEmpty ? nil : value }
}

extension URL: LinkValue {
    /// An absolute URL (a scheme, `:`, then only characters a URL holds unescaped), as a query
    /// item carries it once its own escapes are undone.
    public static func _read(from text: UnsafeBufferPointer<UInt8>) -> URL? { LinkValueGrammar.absoluteURL(text) }
    /// Its absolute string; nil for one that does not read back as the same URL (a relative URL
    /// with a base, text no link can hold).
    public static func _linkText(_ value: URL) -> String? {
        let text = value.absoluteString
        var copy = text
        return copy.withUTF8 { LinkValueGrammar.absoluteURL($0) } == value ? text : nil
    }
}
