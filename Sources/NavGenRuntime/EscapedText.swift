/// Part of a URL's text, whose percent escapes (and, in a query, `+` for a space) are decoded only
/// when it is read, and onto the stack: most parts have none and are read in place.
struct EscapedText {
    private let bytes: UnsafeBufferPointer<UInt8>
    let range: Range<Int>
    private let plusIsSpace: Bool
    /// Whether decoding leaves it as it is.
    private let isPlain: Bool

    /// The text where it stands in the URL, when decoding leaves it as it is (most text).
    var inPlace: UnsafeBufferPointer<UInt8>? {
        isPlain ? UnsafeBufferPointer(rebasing: bytes[range]) : nil
    }

    /// `mayBeEscaped` false says the URL has nothing to decode, which spares a look at the text.
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, plusIsSpace: Bool, mayBeEscaped: Bool) {
        self.bytes = bytes
        self.range = range
        self.plusIsSpace = plusIsSpace
        isPlain =
            !mayBeEscaped
            || !bytes[range].contains {
                $0 == UInt8(ascii: "%") || (plusIsSpace && $0 == UInt8(ascii: "+"))
            }
    }

    /// Calls `body` with the decoded bytes. An escape that is not well-formed reads as its `%`; a
    /// URL that has one is refused before any of its text is read.
    func withDecoded<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard !isPlain else { return body(UnsafeBufferPointer(rebasing: bytes[range])) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { decoded in
            body(UnsafeBufferPointer(rebasing: decoded[..<decode(into: decoded, from: 0)]))
        }
    }

    /// Writes the decoded bytes into `buffer` from `start`, which has room for `range.count`
    /// more, and returns where they end.
    func decode(into buffer: UnsafeMutableBufferPointer<UInt8>, from start: Int) -> Int {
        var count = start
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if !isPlain, byte == UInt8(ascii: "%"), index + 2 < range.upperBound,
                let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            {
                buffer[count] = high << 4 | low
                index += 3
            } else {
                buffer[count] = !isPlain && plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte
                index += 1
            }
            count += 1
        }
        return count
    }

    /// Every escape complete, and the decoded bytes UTF-8.
    var isWellFormed: Bool {
        // Plain text is ASCII: the first reading admits nothing else.
        guard !isPlain else { return true }
        for position in range where bytes[position] == UInt8(ascii: "%") {
            guard position + 2 < range.upperBound, hexValue(bytes[position + 1]) != nil,
                hexValue(bytes[position + 2]) != nil
            else {
                return false
            }
        }
        return withDecoded { decoded in
            var iterator = decoded.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }
    }

    func decodesTo(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        withDecoded { sameBytes($0, text) }
    }

    /// The decoded text as a string.
    var decoded: String {
        withDecoded { String(decoding: $0, as: UTF8.self) }
    }
}

/// Whether `first` and `second` hold the same bytes.
func sameBytes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
    guard first.count == second.count else { return false }
    for index in first.indices where first[index] != second[index] {
        return false
    }
    return true
}

/// Whether `bytes` spell `lowercased` in any ASCII case.
func equalIgnoringASCIICase(_ lowercased: UnsafeBufferPointer<UInt8>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard lowercased.count == bytes.count else { return false }
    for index in lowercased.indices where lowercased[index] != asciiLowercased(bytes[index]) {
        return false
    }
    return true
}

/// Whether `bytes` ends with `lowercasedSuffix`, in any case.
func hasASCIISuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercasedSuffix: [UInt8]) -> Bool {
    guard bytes.count >= lowercasedSuffix.count else { return false }
    let start = bytes.count - lowercasedSuffix.count
    for (offset, byte) in lowercasedSuffix.enumerated() where asciiLowercased(bytes[start + offset]) != byte {
        return false
    }
    return true
}

func asciiLowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
}

func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
