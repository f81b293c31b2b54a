/// A value read from a URL for one parameter, parsed by the grammar of its type (SPEC §2.4) —
/// the same grammar the generated parser applies, so `navgen resolve` answers as the app would.
public enum URLValue: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    /// Upper-case canonical 8-4-4-4-12 form, as `UUID.uuidString` writes it.
    case uuid(String)
    case string(String)

    /// The value `text` spells as `type`, or nil when it does not parse (then the pattern does not match).
    public init?(parsing text: String, as type: ParameterType) {
        switch type {
        case .int:
            let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
            guard !digits.isEmpty, digits.allSatisfy(isDigit), let value = Int(text) else { return nil }
            self = .int(value)
        case .double:
            guard isDecimalNumber(text.utf8[...]), let value = Double(text), value.isFinite else { return nil }
            self = .double(value)
        case .bool:
            switch text {
            case "true", "1": self = .bool(true)
            case "false", "0": self = .bool(false)
            default: return nil
            }
        case .uuid:
            let bytes = Array(text.utf8)
            guard bytes.count == 36 else { return nil }
            for (index, byte) in bytes.enumerated() {
                let isHyphen = index == 8 || index == 13 || index == 18 || index == 23
                guard isHyphen ? byte == UInt8(ascii: "-") : hexValue(byte) != nil else { return nil }
            }
            self = .uuid(String(decoding: bytes.map(asciiUppercased), as: UTF8.self))
        case .string:
            guard !text.isEmpty else { return nil }
            self = .string(text)
        }
    }

    init(_ value: DefaultValue) {
        switch value {
        case .int(let value): self = .int(value)
        case .double(let value): self = .double(value)
        case .bool(let value): self = .bool(value)
        case .uuid(let value): self = .uuid(String(decoding: value.utf8.map(asciiUppercased), as: UTF8.self))
        case .string(let value): self = .string(value)
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
        }
    }

    var json: JSONValue {
        switch self {
        case .int(let value): return .number(String(value))
        case .double(let value): return .number(String(value))
        case .bool(let value): return .bool(value)
        case .uuid(let value), .string(let value): return .string(value)
        }
    }
}

/// `-`, digits, an optional fraction and an optional exponent.
private func isDecimalNumber(_ text: Substring.UTF8View) -> Bool {
    var bytes = text
    if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
    func digits() -> Bool {
        let count = bytes.prefix(while: isDigit).count
        bytes = bytes.dropFirst(count)
        return count > 0
    }
    guard digits() else { return false }
    if bytes.first == UInt8(ascii: ".") {
        bytes = bytes.dropFirst()
        guard digits() else { return false }
    }
    if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
        bytes = bytes.dropFirst()
        if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard digits() else { return false }
    }
    return bytes.isEmpty
}

func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
}

private func asciiUppercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
}
