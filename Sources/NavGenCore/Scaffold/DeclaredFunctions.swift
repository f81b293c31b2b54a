/// The functions a Swift file declares, by name and argument labels (`menuItem(id:)`), read well
/// enough to tell which of a graph's screens a `Screens` conformance already has a view for:
/// comments and string literals are skipped, so a `func` in either is not taken for one. It does
/// not know which type a function belongs to; a function of the same name and labels anywhere in
/// the file counts.
public struct DeclaredFunctions: Sendable {
    /// `name(label:label:)`, as Swift writes a function's full name.
    public private(set) var names: Set<String> = []

    public init(swift text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        var previousWord = ""
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = Self.endOfBlockComment(bytes, from: index)
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") {
                index = Self.endOfStringLiteral(bytes, from: index)
            } else if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "`") {
                let (word, end) = Self.identifier(bytes, from: index)
                if previousWord == "func", let name = Self.fullName(word, bytes, from: end) {
                    names.insert(name)
                }
                previousWord = word
                index = end
            } else {
                if !Self.isSpace(byte) { previousWord = "" }
                index += 1
            }
        }
    }

    /// Whether the file declares `name` with these argument labels (`_` for none).
    public func contains(_ name: String, labels: [String]) -> Bool {
        names.contains(name + "(" + labels.map { $0 + ":" }.joined() + ")")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// An identifier at `start`, without backticks, and the index after it.
    private static func identifier(_ bytes: [UInt8], from start: Int) -> (String, Int) {
        var index = start
        if bytes[index] == UInt8(ascii: "`") {
            index += 1
            let first = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                index += 1
            }
            let word = String(decoding: bytes[first..<index], as: UTF8.self)
            return (word, min(index + 1, bytes.count))
        }
        while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
        return (String(decoding: bytes[start..<index], as: UTF8.self), index)
    }

    /// `name(label:…)` for a function whose name ends at `start`: its parameter list's first
    /// words, split at the commas outside brackets; nil when no parameter list follows (an
    /// operator, a generic clause the reading does not follow).
    private static func fullName(_ name: String, _ bytes: [UInt8], from start: Int) -> String? {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
            // Generic parameters: skip to the matching `>`.
            var depth = 0
            repeat {
                if bytes[index] == UInt8(ascii: "<") { depth += 1 }
                if bytes[index] == UInt8(ascii: ">") { depth -= 1 }
                index += 1
            } while index < bytes.count && depth > 0
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return nil }
        index += 1
        var labels: [String] = []
        var depth = 0
        var expectingLabel = true
        while index < bytes.count {
            let byte = bytes[index]
            if depth == 0, byte == UInt8(ascii: ")") {
                return name + "(" + labels.map { $0 + ":" }.joined() + ")"
            }
            if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                // A function type's arrow closes no bracket.
                index += 2
                continue
            }
            if byte == UInt8(ascii: "@") {
                // An attribute (`@escaping`, `@ViewBuilder`) is no label.
                guard index + 1 < bytes.count else { return nil }
                index = identifier(bytes, from: index + 1).1
                continue
            }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth = max(0, depth - 1)
            case UInt8(ascii: ","): if depth == 0 { expectingLabel = true }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                // A default value's string.
                index = endOfStringLiteral(bytes, from: index)
                continue
            default:
                if expectingLabel, isIdentifierStart(byte) || byte == UInt8(ascii: "`") {
                    let (word, end) = identifier(bytes, from: index)
                    labels.append(word)
                    expectingLabel = false
                    index = end
                    continue
                }
            }
            index += 1
        }
        return nil
    }

    /// The index after a `/* … */` comment (nested, as Swift's are) starting at `start`.
    private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start + 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/")
            {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        }
        return index
    }

    /// The index after a string literal starting at `start` (`"…"`, `"""…"""`, raw `#"…"#`);
    /// for a `#` that begins no string (`#if`), the index after it. Interpolations are skipped
    /// with the literal: a function is not declared inside one.
    private static func endOfStringLiteral(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return max(index, start + 1) }
        let multiline =
            index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        let quotes = multiline ? 3 : 1
        index += quotes
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\"), hashes == 0 {
                index += 2
                continue
            }
            if bytes[index] == UInt8(ascii: "\n"), !multiline { return index }
            if bytes[index] == UInt8(ascii: "\"") {
                var end = index
                var closing = 0
                while end < bytes.count, bytes[end] == UInt8(ascii: "\""), closing < quotes {
                    closing += 1
                    end += 1
                }
                var trailing = 0
                while end < bytes.count, bytes[end] == UInt8(ascii: "#"), trailing < hashes {
                    trailing += 1
                    end += 1
                }
                if closing == quotes, trailing == hashes { return end }
                index += 1
                continue
            }
            index += 1
        }
        return index
    }
}
