import Foundation

/// The value grammars of URL placeholders over decoded bytes (docs/language.md, "Types"), shared by the pattern matcher (which checks
/// a segment's form) and `LinkValue` (which reads its value).
enum LinkValueGrammar {
    /// Decimal digits with an optional `-`, in `Int`'s range.
    static func int(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let isNegative = text.first == UInt8(ascii: "-")
        let digits = isNegative ? text.dropFirst() : text[...]
        guard !digits.isEmpty else { return nil }
        // Accumulated on the negative side, which also holds `Int.min`.
        var value = 0
        for digit in digits {
            guard isDigit(digit) else { return nil }
            let (shifted, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (next, underflowed) = shifted.subtractingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            guard !overflowed, !underflowed else { return nil }
            value = next
        }
        if isNegative { return value }
        return value == Int.min ? nil : -value
    }

    /// A finite decimal number: `-`, digits, an optional fraction and an optional exponent.
    static func double(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard isDecimal(text) else { return nil }
        if let exact = exactDouble(text) { return exact }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// A decimal number's value without `strtod`, when at most 15 digits and a power of ten of at
    /// most 22 write it: both are then exact as doubles, and the one multiplication or division
    /// that joins them rounds as `Double(_:)` does (Clinger's fast path). Nil for any other number.
    private static func exactDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let isNegative = text.first == UInt8(ascii: "-")
        var index = isNegative ? 1 : 0
        var significand: UInt64 = 0
        var digitCount = 0
        var exponent = 0
        var isFraction = false
        while index < text.count, text[index] != UInt8(ascii: "e"), text[index] != UInt8(ascii: "E") {
            if text[index] == UInt8(ascii: ".") {
                isFraction = true
            } else {
                // Wrapping: a number of more digits is not read here.
                significand = significand &* 10 &+ UInt64(text[index] - UInt8(ascii: "0"))
                digitCount += 1
                if isFraction { exponent -= 1 }
            }
            index += 1
        }
        guard digitCount <= 15 else { return nil }
        if index < text.count {
            var digits = text[(index + 1)...]
            if digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
            guard let written = int(UnsafeBufferPointer(rebasing: digits)), written > -100, written < 100 else {
                return nil
            }
            exponent += written
        }
        guard exponent >= -22, exponent <= 22 else { return nil }
        var power = 1.0
        for _ in 0..<abs(exponent) { power *= 10 }
        let magnitude = exponent < 0 ? Double(significand) / power : Double(significand) * power
        return isNegative ? -magnitude : magnitude
    }

    /// Whether `text` has the form of a decimal number, whatever its size.
    static func isDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var rest = text[...]
        if rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        func digits() -> Bool {
            let count = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(count)
            return count > 0
        }
        guard digits() else { return false }
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard digits() else { return false }
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            guard digits() else { return false }
        }
        return rest.isEmpty
    }

    /// `true`, `false`, `1` or `0`.
    static func bool(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        if text.elementsEqual("true".utf8) || text.elementsEqual("1".utf8) { return true }
        if text.elementsEqual("false".utf8) || text.elementsEqual("0".utf8) { return false }
        return nil
    }

    /// The canonical 8-4-4-4-12 hexadecimal form, in any case.
    /// Read from the hex digits directly: `UUID(uuidString:)` goes through `sscanf` on Linux.
    static func uuid(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isWellFormed = withUnsafeMutableBytes(of: &value) { value in
            var position = 0
            for index in 0..<16 {
                if position == 8 || position == 13 || position == 18 || position == 23 {
                    guard text[position] == UInt8(ascii: "-") else { return false }
                    position += 1
                }
                guard let high = hexValue(text[position]), let low = hexValue(text[position + 1]) else { return false }
                value[index] = high << 4 | low
                position += 2
            }
            return true
        }
        return isWellFormed ? UUID(uuid: value) : nil
    }

    /// An absolute URL: a scheme (a letter, then letters, digits, `+`, `-` or `.`), `:`, and only
    /// characters a URL holds unescaped (RFC 3986), with well-formed escapes. Checked here rather
    /// than left to `URL(string:)`, which on newer systems escapes what it should refuse, so an
    /// app reads the same links on every system.
    static func absoluteURL(_ text: UnsafeBufferPointer<UInt8>) -> URL? {
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon > 0, isLetter(text[0]) else { return nil }
        for byte in text[1..<colon] {
            guard
                isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                    || byte == UInt8(ascii: ".")
            else { return nil }
        }
        var index = colon + 1
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < text.count, hexValue(text[index + 1]) != nil, hexValue(text[index + 2]) != nil
                else { return nil }
                index += 3
                continue
            }
            guard isURLCharacter(byte) else { return nil }
            index += 1
        }
        return URL(string: String(decoding: text, as: UTF8.self))
    }

    /// An unreserved or reserved character of RFC 3986.
    private static func isURLCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"),
            UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "@"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    /// Whether `text` can be a value of `kind`, as the matcher asks before it takes a placeholder's
    /// branch. A `Double` is checked for its form and a `UUID` for its length only: reading either
    /// is slow, and the value is read once anyway, where the pattern's values are, which refuses
    /// the few that get this far and sends the matcher on to the next branch.
    static func mayBe(_ text: UnsafeBufferPointer<UInt8>, _ kind: LinkValueKind) -> Bool {
        switch kind {
        case .int: int(text) != nil
        case .double: isDecimal(text)
        case .bool: bool(text) != nil
        case .uuid: text.count == 36
        case .string: !text.isEmpty
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

/// The built-in types a URL placeholder can have, in the order a segment tries them after its
/// literals and prefixes: the typed ones, then `String`.
@_spi(NavGenGenerated) public enum LinkValueKind: Int, CaseIterable, Hashable, Sendable {
    case int
    case double
    case bool
    case uuid
    case string

    /// The type whose values this kind's placeholders hold.
    @_spi(NavGenGenerated) public var valueType: any LinkValue.Type {
        switch self {
        case .int: Int.self
        case .double: Double.self
        case .bool: Bool.self
        case .uuid: UUID.self
        case .string: String.self
        }
    }

    /// The value that decoded `text` spells as this kind, or nil when it spells none: the grammar
    /// of a placeholder of that type, for tools that hold a URL's text as a string.
    @_spi(NavGenGenerated) public func value(of text: String) -> (any LinkValue)? {
        var text = text
        return text.withUTF8 { valueType._read(from: $0) }
    }
}
