/// Turns the bytes of a `.nav` file into tokens on demand, so a large file is never held twice.
///
/// Expects well-formed UTF-8 (the driver checks first). Never fails: text that is no token
/// becomes an `.invalid` token carrying the reason, and the parser reports it.
struct Lexer {
    private let bytes: [UInt8]
    private var index: Int
    private var line = 1
    private var lineStart: Int
    private var atLineStart = true
    /// Every `//` comment passed so far, for the formatter; the parser ignores them.
    private(set) var comments: [Comment] = []
    /// Whether a blank line was passed since the last token or comment.
    private var blankLinesPending = false
    /// Offsets of the tokens that come right after a blank line, for the formatter.
    private(set) var tokensAfterBlankLines: Set<Int> = []

    /// Stamped on every location (`SourceLocation.file`).
    private let file: Int

    init(bytes: [UInt8], file: Int = 0) {
        self.bytes = bytes
        self.file = file
        let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        index = hasBOM ? 3 : 0
        lineStart = index
    }

    private var location: SourceLocation {
        SourceLocation(offset: index, line: line, column: index - lineStart + 1, file: file)
    }

    private func peek(_ ahead: Int = 0) -> UInt8? {
        index + ahead < bytes.count ? bytes[index + ahead] : nil
    }

    mutating func next() -> Token {
        skipTrivia()
        if blankLinesPending {
            tokensAfterBlankLines.insert(index)
            blankLinesPending = false
        }
        let start = location
        let isAtLineStart = atLineStart
        atLineStart = false
        guard let byte = peek() else {
            return Token(
                kind: .endOfFile, text: "", range: SourceRange(start: start, end: start),
                isAtLineStart: isAtLineStart)
        }
        func punctuation(_ kind: TokenKind) -> Token {
            index += 1
            return Token(
                kind: kind, text: String(UnicodeScalar(byte)), range: SourceRange(start: start, end: location),
                isAtLineStart: isAtLineStart)
        }
        switch byte {
        case UInt8(ascii: "{"): return punctuation(.leftBrace)
        case UInt8(ascii: "}"): return punctuation(.rightBrace)
        case UInt8(ascii: "("): return punctuation(.leftParen)
        case UInt8(ascii: ")"): return punctuation(.rightParen)
        case UInt8(ascii: ","): return punctuation(.comma)
        case UInt8(ascii: ":"): return punctuation(.colon)
        case UInt8(ascii: "?"): return punctuation(.question)
        case UInt8(ascii: "!"): return punctuation(.bang)
        case UInt8(ascii: "="): return punctuation(.equals)
        case UInt8(ascii: "["): return punctuation(.leftBracket)
        case UInt8(ascii: "]"): return punctuation(.rightBracket)
        case UInt8(ascii: "."): return punctuation(.dot)
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"): return punctuation(.typeSymbol)
        case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
            index += 2
            return token(.typeSymbol, from: start, isAtLineStart: isAtLineStart)
        case UInt8(ascii: "\""): return lexString(start: start, isAtLineStart: isAtLineStart)
        case _ where isIdentifierStart(byte):
            while let next = peek(), isIdentifierContinue(next) { index += 1 }
            return token(.identifier, from: start, isAtLineStart: isAtLineStart)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(start: start, isAtLineStart: isAtLineStart)
        default:
            let scalarLength = utf8SequenceLength(byte)
            let text = String(decoding: bytes[index..<min(bytes.count, index + scalarLength)], as: UTF8.self)
            index = min(bytes.count, index + scalarLength)
            return Token(
                kind: .invalid, text: "unexpected character '\(displayable(text))'",
                range: SourceRange(start: start, end: location), isAtLineStart: isAtLineStart)
        }
    }

    /// The source text between two byte offsets, as written.
    func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes[max(0, start)..<min(bytes.count, max(start, end))], as: UTF8.self)
    }

    private func token(_ kind: TokenKind, from start: SourceLocation, isAtLineStart: Bool) -> Token {
        Token(
            kind: kind, text: String(decoding: bytes[start.offset..<index], as: UTF8.self),
            range: SourceRange(start: start, end: location), isAtLineStart: isAtLineStart)
    }

    private mutating func skipTrivia() {
        while let byte = peek() {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\n"):
                index += 1
                newLine()
            case UInt8(ascii: "\r"):
                index += 1
                if peek() == UInt8(ascii: "\n") { index += 1 }
                newLine()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                let start = location
                let ownsLine = atLineStart
                while let next = peek(), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") { index += 1 }
                let text = String(decoding: bytes[start.offset..<index], as: UTF8.self)
                comments.append(
                    Comment(text: text, location: start, ownsLine: ownsLine, followsBlankLine: blankLinesPending))
                blankLinesPending = false
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        // A line end right after another (only spaces between) ends a blank line.
        if atLineStart,
            bytes[lineStart..<max(lineStart, index - 1)].allSatisfy({
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
            })
        {
            blankLinesPending = true
        }
        line += 1
        lineStart = index
        atLineStart = true
    }

    /// `-`? digits (`.` digits)?
    private mutating func lexNumber(start: SourceLocation, isAtLineStart: Bool) -> Token {
        if peek() == UInt8(ascii: "-") { index += 1 }
        guard let first = peek(), isDigit(first) else {
            return Token(
                kind: .invalid, text: "expected a digit after '-'",
                range: SourceRange(start: start, end: location), isAtLineStart: isAtLineStart)
        }
        while let next = peek(), isDigit(next) { index += 1 }
        if peek() == UInt8(ascii: "."), let after = peek(1), isDigit(after) {
            index += 1
            while let next = peek(), isDigit(next) { index += 1 }
        }
        return token(.number, from: start, isAtLineStart: isAtLineStart)
    }

    /// A double-quoted string with `\\ \" \n \t \u{HEX}` escapes and no raw line end.
    ///
    /// A bad escape still consumes the rest of the string, so one typo is one diagnostic.
    private mutating func lexString(start: SourceLocation, isAtLineStart: Bool) -> Token {
        index += 1
        var value: [UInt8] = []
        var problem: (message: String, range: SourceRange)?
        var hasEscapes = false
        while true {
            guard let byte = peek(), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r") else {
                return Token(
                    kind: .invalid, text: "unterminated string",
                    range: SourceRange(start: start, length: 1), isAtLineStart: isAtLineStart)
            }
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            guard byte == UInt8(ascii: "\\") else {
                value.append(byte)
                index += 1
                continue
            }
            hasEscapes = true
            let escapeStart = location
            index += 1
            switch peek() {
            case UInt8(ascii: "\\"):
                value.append(UInt8(ascii: "\\"))
                index += 1
            case UInt8(ascii: "\""):
                value.append(UInt8(ascii: "\""))
                index += 1
            case UInt8(ascii: "n"):
                value.append(UInt8(ascii: "\n"))
                index += 1
            case UInt8(ascii: "t"):
                value.append(UInt8(ascii: "\t"))
                index += 1
            case UInt8(ascii: "u"):
                index += 1
                if let scalar = lexUnicodeEscape() {
                    value.append(contentsOf: Array(String(scalar).utf8))
                } else if problem == nil {
                    problem = (
                        "invalid unicode escape; expected '\\u{' 1 to 8 hex digits of a scalar '}'",
                        SourceRange(start: escapeStart, end: location)
                    )
                }
            default:
                if problem == nil {
                    let shown =
                        peek().map { isUnsafeForDisplay(UnicodeScalar($0)) ? "" : String(UnicodeScalar($0)) } ?? ""
                    problem = (
                        "invalid escape '\\\(shown)' in string; expected \\\\, \\\", \\n, \\t or \\u{...}",
                        SourceRange(start: escapeStart, length: 1 + (shown.isEmpty ? 0 : 1))
                    )
                }
            }
        }
        if let problem {
            return Token(kind: .invalid, text: problem.message, range: problem.range, isAtLineStart: isAtLineStart)
        }
        return Token(
            kind: .string, text: String(decoding: value, as: UTF8.self),
            range: SourceRange(start: start, end: location), isAtLineStart: isAtLineStart,
            hasEscapes: hasEscapes)
    }

    /// After `\u`: `{HEX}` naming a Unicode scalar. Consumes what it reads up to a closing brace.
    private mutating func lexUnicodeEscape() -> Unicode.Scalar? {
        guard peek() == UInt8(ascii: "{") else { return nil }
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while let byte = peek(), let digit = hexValue(byte) {
            index += 1
            digits += 1
            if digits <= 8 { value = value &* 16 &+ UInt32(digit) }
        }
        guard peek() == UInt8(ascii: "}") else { return nil }
        index += 1
        guard (1...8).contains(digits) else { return nil }
        return Unicode.Scalar(value)
    }
}

func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || byte == UInt8(ascii: "_")
}

func isIdentifierContinue(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
}

func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
}

func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
}

/// How many bytes the UTF-8 sequence led by `byte` takes (1 for a stray continuation byte).
func utf8SequenceLength(_ byte: UInt8) -> Int {
    switch byte {
    case 0xC0...0xDF: return 2
    case 0xE0...0xEF: return 3
    case 0xF0...0xF7: return 4
    default: return 1
    }
}
