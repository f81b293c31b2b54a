/// What a token is; keywords are not a kind of their own, since every `.nav` keyword is also a
/// valid name (`route url`, `push route`) and only its position says which it is.
enum TokenKind: Equatable, Sendable {
    case identifier
    case string
    case number
    case leftBrace
    case rightBrace
    case leftParen
    case rightParen
    case comma
    case colon
    case question
    /// `!` before a condition's name in `requires`.
    case bang
    case equals
    case leftBracket
    case rightBracket
    case dot
    /// `<`, `>`, `&` or `->`: Swift's type syntax, which the language does not have; read only
    /// to say so (SPEC §3, `unknown-type`).
    case typeSymbol
    case endOfFile
    /// Text that is no token; `Token.text` says why.
    case invalid
}

struct Token: Sendable {
    var kind: TokenKind
    /// The identifier or number as written, a string's decoded value, or an invalid token's message.
    var text: String
    var range: SourceRange
    /// The first token on its line: error recovery resumes only at a declaration keyword here.
    var isAtLineStart: Bool
    /// A string literal whose value differs from its source text, so offsets inside the value no
    /// longer map one to one onto columns.
    var hasEscapes: Bool = false

    func isKeyword(_ keyword: String) -> Bool {
        kind == .identifier && text == keyword
    }

    /// How a message names this token: `'foo'`, `string "x"`, `'{'`, `end of file`.
    var description: String {
        switch kind {
        case .identifier, .number: return "'\(displayable(text.prefix(40)))'"
        case .string: return "string \"\(displayable(text.prefix(40)))\""
        case .leftBrace: return "'{'"
        case .rightBrace: return "'}'"
        case .leftParen: return "'('"
        case .rightParen: return "')'"
        case .comma: return "','"
        case .colon: return "':'"
        case .question: return "'?'"
        case .bang: return "'!'"
        case .equals: return "'='"
        case .leftBracket: return "'['"
        case .rightBracket: return "']'"
        case .dot: return "'.'"
        case .typeSymbol: return "'\(text)'"
        case .endOfFile: return "end of file"
        case .invalid: return text
        }
    }
}

/// A `//` comment, kept for the formatter.
public struct Comment: Hashable, Sendable {
    /// The comment as written, `//` included.
    public var text: String
    public var location: SourceLocation
    /// Alone on its line (else it trails code).
    public var ownsLine: Bool
    /// A blank line separates it from what came before.
    public var followsBlankLine: Bool
}
