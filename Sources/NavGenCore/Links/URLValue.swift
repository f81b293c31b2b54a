import Foundation
@_spi(NavGenGenerated) import NavGenRuntime

/// A value read from a URL for one parameter, parsed by the grammar of its type (SPEC §2.4) —
/// the same grammar the generated parser applies, so `navgen resolve` answers as the app would.
public enum URLValue: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    /// Upper-case canonical 8-4-4-4-12 form, as `UUID.uuidString` writes it.
    case uuid(String)
    case string(String)
    /// An absolute URL, as `URL.absoluteString` writes it.
    case url(String)
    /// An array parameter's elements, in order.
    case array([URLValue])
    /// A raw-value app type's raw value, which the app passes to `type.init(rawValue:)`: a raw
    /// value the type refuses means the pattern does not match, which only the app can tell.
    indirect case rawValue(type: String, URLValue)

    /// The value `text` spells as `type`, or nil when it does not parse (then the pattern does not
    /// match): NavGenRuntime's grammar, the app's own.
    public init?(parsing text: String, as type: BuiltinType) {
        guard let value = type.valueType.value(of: text) else { return nil }
        self.init(value)
    }

    /// A value the runtime read.
    init?(_ value: any LinkValue) {
        switch value {
        case let value as Int: self = .int(value)
        case let value as Double: self = .double(value)
        case let value as Bool: self = .bool(value)
        case let value as UUID: self = .uuid(value.uuidString)
        case let value as String: self = .string(value)
        case let value as URL: self = .url(value.absoluteString)
        default: return nil
        }
    }

    init(_ value: DefaultValue) {
        switch value {
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .bool(let value): self = .bool(value)
        case .uuid(let value): self = .uuid(String(decoding: value.utf8.map(asciiUppercased), as: UTF8.self))
        case .string(let value): self = .string(value)
        case .url(let value): self = .url(value)
        case .emptyArray: self = .array([])
        }
    }

    /// The value as Swift source writes it: `42`, `true`, `"abc"`, `UUID(uuidString: "…")!`.
    /// Text for people and tools to read (`resolve`, `check`); navgen never compiles or runs it.
    public var swiftLiteral: String {
        switch self {
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .bool(let value): return String(value)
        case .uuid(let value): return "UUID(uuidString: \"\(value)\")!"
        case .string(let value): return quotedText(value)
        case .url(let value): return "URL(string: \(quotedText(value)))!"
        case .array(let values): return "[" + values.map(\.swiftLiteral).joined(separator: ", ") + "]"
        case .rawValue(let type, let raw): return "\(type)(rawValue: \(raw.swiftLiteral))"
        }
    }

    var json: JSONValue {
        switch self {
        case .int(let value): return .number(String(value))
        case .double(let value): return .number(String(value))
        case .bool(let value): return .bool(value)
        case .uuid(let value), .string(let value), .url(let value): return .string(value)
        case .array(let values): return .array(values.map(\.json))
        case .rawValue(_, let raw): return raw.json
        }
    }
}

func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
}

private func asciiUppercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
}
