/// The parse tree of a `.nav` file: what was written, where, before any meaning is checked.

/// A name as written, with its place.
public struct Name: Hashable, Sendable {
    public var text: String
    public var range: SourceRange
}

/// A string literal's decoded value, with its place (quotes included).
public struct StringLiteral: Hashable, Sendable {
    public var value: String
    public var range: SourceRange
    /// True when the value is not the source text byte for byte (it had escapes), so positions
    /// inside the value cannot be mapped onto columns.
    public var hasEscapes: Bool

    /// The source range of `length` value bytes starting at byte `offset` of the value, or the
    /// whole literal when escapes make that mapping unknown.
    func range(ofValueBytes offset: Int, length: Int) -> SourceRange {
        guard !hasEscapes, range.start.line == range.end.line else { return range }
        return SourceRange(start: range.start.advanced(by: 1 + offset), length: max(1, length))
    }
}

public enum LiteralSyntax: Hashable, Sendable {
    case number(String)
    case string(String)
    case boolean(Bool)
    /// `[]`
    case emptyArray
    /// `.name`, a value of an app type, which takes no default (reported by the checker).
    case member(String)
}

public struct DefaultValueSyntax: Hashable, Sendable {
    public var literal: LiteralSyntax
    public var range: SourceRange
}

public struct ParameterSyntax: Hashable, Sendable {
    public var name: Name
    /// One value's type, dotted names joined (`Contact.ID`); for `[T]`, T.
    public var typeName: Name
    /// `[T]`
    public var isArray: Bool = false
    public var isOptional: Bool
    public var defaultValue: DefaultValueSyntax?
    /// Written in Swift syntax the language does not have (`Binding<String>`, `(Int) -> Void`):
    /// `typeName` holds the text as written, already reported as `unknown-type`.
    public var isUnspellable = false
}

extension ParameterSyntax {
    /// The type as written, spaces left out: `Int`, `Contact.ID?`, `[Account]?`.
    public var typeText: String {
        (isArray ? "[" + typeName.text + "]" : typeName.text) + (isOptional ? "?" : "")
    }
}

/// `type NAME`, `type NAME: RAW`, `type NAME = BUILTIN`, `type NAME live` or `type NAME callback`.
public struct TypeDeclarationSyntax: Hashable, Sendable {
    public enum Form: Hashable, Sendable {
        case opaque
        /// `: RAW`
        case rawValue(Name)
        /// `= BUILTIN`
        case alias(Name)
        /// `live`: any Swift type, passed in memory only.
        case live
        /// `callback`: a live function type.
        case callback
    }

    public var keywordRange: SourceRange
    /// Dotted parts joined: `Contact.ID`.
    public var name: Name
    public var form: Form

    /// As the formatter writes it: `type Account`, `type Visibility: String`, `type Contact.ID = UUID`.
    public var text: String {
        switch form {
        case .opaque: return "type \(name.text)"
        case .rawValue(let raw): return "type \(name.text): \(raw.text)"
        case .alias(let builtin): return "type \(name.text) = \(builtin.text)"
        case .live: return "type \(name.text) live"
        case .callback: return "type \(name.text) callback"
        }
    }
}

public enum EdgeKind: String, Hashable, Sendable {
    case push
    case present
    /// `use group`: every edge of an `edges` group.
    case use
}

public struct EdgeSyntax: Hashable, Sendable {
    public var kind: EdgeKind
    public var keywordRange: SourceRange
    public var targets: [Name]
}

public enum ScreenKind: String, Hashable, Sendable {
    case tab
    case root
    case route
    case sheet
    case cover

    public var isModal: Bool { self == .sheet || self == .cover }
    /// A screen that is the root of a navigation stack.
    public var isStackRoot: Bool { self == .tab || self == .root }
}

/// One `tab`, `root`, `route`, `sheet` or `cover` declaration.
public struct ScreenSyntax: Hashable, Sendable {
    public var kind: ScreenKind
    public var keywordRange: SourceRange
    /// Absent for `root`.
    public var name: Name?
    public var title: StringLiteral?
    public var icon: StringLiteral?
    public var parameters: [ParameterSyntax]
    /// `stack` after a modal's parameters: it has a navigation stack even if it pushes nothing.
    public var stackKeyword: SourceRange? = nil
    /// `locked` after a modal's parameters (and `stack`): it holds the user's unsaved work.
    public var lockedKeyword: SourceRange? = nil
    /// `secret` after a route's or modal's parameters (and `stack`, `locked`): never saved.
    public var secretKeyword: SourceRange? = nil
    /// The conditions after `requires`, as written, `!` ones included.
    public var requires: [ConditionReference] = []
    public var urls: [StringLiteral]
    public var edges: [EdgeSyntax]

    /// Where diagnostics about the whole declaration point: its name, or `root`'s keyword.
    public var nameRange: SourceRange { name?.range ?? keywordRange }
}

/// One condition after `requires`: `signedIn`, or `!signedIn` for a screen shown only while it
/// does not hold.
public struct ConditionReference: Hashable, Sendable {
    public var name: Name
    /// Where the `!` is, for a negated condition.
    public var negation: SourceRange?

    public var isNegated: Bool { negation != nil }
    /// As written: `signedIn` or `!signedIn`.
    public var text: String { (isNegated ? "!" : "") + name.text }
    /// From the `!` (if any) to the end of the name.
    public var range: SourceRange { SourceRange(start: negation?.start ?? name.range.start, end: name.range.end) }
}

/// `condition NAME [present MODAL]`: a condition the app reports, and the modal that meets it;
/// without one, a condition no screen meets (a feature flag, a plan).
public struct ConditionSyntax: Hashable, Sendable {
    public var keywordRange: SourceRange
    public var name: Name
    public var modal: Name?
}

/// `edges NAME { … }`: a named set of edges that blocks take with `use NAME`.
public struct EdgeGroupSyntax: Hashable, Sendable {
    public var keywordRange: SourceRange
    public var name: Name
    public var edges: [EdgeSyntax]
}

/// `global { … }`: edges from every tab (or the root) and every route.
public struct GlobalEdgesSyntax: Hashable, Sendable {
    public var keywordRange: SourceRange
    public var edges: [EdgeSyntax]
}

/// Where a top-level declaration sits among the others, for tools that reprint the file.
public struct DeclarationPosition: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case app
        case importModule
        case type
        case scheme
        case host
        case screen
        case edgeGroup
        case global
        case condition
    }

    public var kind: Kind
    /// Index into `appNames`, `imports`, `types`, `schemes`, `hosts`, `screens`, `edgeGroups`,
    /// `globals` or `conditions`.
    public var index: Int
    public var keywordRange: SourceRange
}

public struct GraphSyntax: Hashable, Sendable {
    /// Every declaration in source order.
    public var order: [DeclarationPosition] = []
    /// Every `app` declaration (more than one is an error, reported by the checker).
    public var appNames: [Name] = []
    /// Every `import`, in source order.
    public var imports: [Name] = []
    /// Every `type` declaration, in source order.
    public var types: [TypeDeclarationSyntax] = []
    public var schemes: [StringLiteral] = []
    public var hosts: [StringLiteral] = []
    public var screens: [ScreenSyntax] = []
    public var edgeGroups: [EdgeGroupSyntax] = []
    /// Every `global` block, in source order; their edges add up.
    public var globals: [GlobalEdgesSyntax] = []
    /// Every `condition`, in source order.
    public var conditions: [ConditionSyntax] = []

    /// Every `//` comment, in source order (kept for the formatter).
    public var comments: [Comment] = []
    /// Offsets of the tokens that follow a blank line (kept for the formatter).
    public var tokensAfterBlankLines: Set<Int> = []
    /// Offsets of the `}` that close edge blocks, in source order (kept for the formatter: a
    /// comment after one trails its block).
    public var blockEnds: [Int] = []

    /// Set by the parser when it reported a syntax error: part of the graph may be missing, so
    /// checks of the whole graph (reachability, entry points, deep-link chains) stay silent.
    public var hasSyntaxErrors = false
}
