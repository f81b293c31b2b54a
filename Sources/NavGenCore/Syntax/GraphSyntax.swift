/// The parse tree of a `.nav` file: what was written, where, before any meaning is checked.

/// A name as written, with its place.
public struct Name: Hashable, Sendable {
    public var text: String
    public var range: SourceRange

    /// Whether it names a module's screen (`Status.detail`).
    var isQualified: Bool { QualifiedName.isModuleScreen(text) }
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

    /// Whether `other` declares this type alike (SPEC §2.8): the same name and form, the raw or
    /// aliased type spelled the same, wherever each is written.
    public func isDeclaredAlike(_ other: TypeDeclarationSyntax) -> Bool {
        text == other.text
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
    /// *(5)* A link or notification whose destination the app decides at run time (SPEC §2.9):
    /// no screen of its own, kept with the screens for its name, parameters and patterns.
    case resolver
    /// *(5)* An alert or a confirmation dialog (SPEC §2.10): a question shown over the topmost
    /// modal, with buttons instead of edges.
    case alert
    case dialog

    public var isModal: Bool { self == .sheet || self == .cover }
    /// *(5)* An `alert` or a `dialog`.
    public var isAlert: Bool { self == .alert || self == .dialog }
    /// A screen that is the root of a navigation stack.
    public var isStackRoot: Bool { self == .tab || self == .root }
}

/// One `tab`, `root`, `route`, `sheet`, `cover` or *(5)* `resolver` declaration.
public struct ScreenSyntax: Hashable, Sendable {
    public var kind: ScreenKind
    public var keywordRange: SourceRange
    /// Absent for `root`.
    public var name: Name?
    public var title: StringLiteral?
    public var icon: StringLiteral?
    public var parameters: [ParameterSyntax]
    /// *(5)* `also sheet|cover [stack]` after a route's parameters: the route may also be
    /// presented (SPEC §2.3).
    public var alsoPresented: AlsoPresentedSyntax? = nil
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
    /// `screen NAME` in a module graph: a root screen the app shows as a tab (SPEC §2.8). Kept as
    /// a tab, which is what it becomes.
    public var isModuleScreen = false
    /// `shows MODULE.screen` on an app's tab: the module's root screen it shows.
    public var shows: Name? = nil
    /// *(5)* A resolver's DESTs, after `->`, as written.
    public var destinations: [Name] = []
    /// *(5)* `answers TYPE` after a modal's (or an `also sheet` route's) parameters: it gives a
    /// value of TYPE back to whoever presented it (SPEC §2.10).
    public var answers: AnswersSyntax? {
        get { answersStorage.first }
        set { answersStorage = newValue.map { [$0] } ?? [] }
    }
    /// `answers`, out of line: a large graph keeps every declaration in memory while it is
    /// checked, and almost none answers (docs/performance.md counts the peak).
    var answersStorage: [AnswersSyntax] = []
    /// *(5)* An alert's or dialog's buttons, in the order written.
    public var buttons: [ButtonSyntax] = []

    /// Where diagnostics about the whole declaration point: its name, or `root`'s keyword.
    public var nameRange: SourceRange { name?.range ?? keywordRange }

    /// The keywords between the parameters and `requires`, as `format` writes them, each with a
    /// space before it: ` also sheet stack`, ` stack locked`, ` secret`.
    public var keywordsAfterParameters: String {
        var text = ""
        if let also = alsoPresented {
            text += " also " + also.kind.rawValue + (also.stackKeyword == nil ? "" : " stack")
        }
        if stackKeyword != nil { text += " stack" }
        if let answers { text += " answers " + answers.type.text }
        if lockedKeyword != nil { text += " locked" }
        if secretKeyword != nil { text += " secret" }
        return text
    }
}

/// *(5)* `button NAME ["Label"] [destructive|cancel] [-> DEST[(param: value, …)]]` in an alert's
/// or dialog's block (SPEC §2.10).
public struct ButtonSyntax: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        case destructive
        case cancel
    }

    /// What fills one of DEST's parameters: an alert's parameter, or a literal.
    public enum Value: Hashable, Sendable {
        case parameter(Name)
        case literal(DefaultValueSyntax)
    }

    /// `param: value` after DEST.
    public struct Argument: Hashable, Sendable {
        public var parameter: Name
        public var value: Value
    }

    public var keywordRange: SourceRange
    public var name: Name
    public var label: StringLiteral?
    public var role: Role?
    public var roleRange: SourceRange?
    /// The screen (or alert, or resolver) it opens, as written.
    public var destination: Name?
    /// Nil when written without parentheses: parameters pass by name.
    public var arguments: [Argument]?
}

/// *(5)* `answers TYPE`.
public struct AnswersSyntax: Hashable, Sendable {
    public var keywordRange: SourceRange
    /// Dotted parts joined, as a parameter's type is (`Contact.ID`).
    public var type: Name
}

/// `also sheet [stack]` or `also cover [stack]` after a route's parameters.
public struct AlsoPresentedSyntax: Hashable, Sendable {
    /// From `also` to the kind (or `stack`), for diagnostics about the presented form.
    public var range: SourceRange
    /// `.sheet` or `.cover`.
    public var kind: ScreenKind
    public var stackKeyword: SourceRange?
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
    /// *(5)* `keeps` after the modal: losing the condition covers every screen instead of taking
    /// them away (a lock, SPEC §2.6).
    public var keepsKeyword: SourceRange? = nil
}

/// `module NAME [in SWIFTMODULE] [requires …]`: the graph is one feature package's part of an app.
public struct ModuleHeaderSyntax: Hashable, Sendable {
    public var keywordRange: SourceRange
    public var name: Name
    /// The Swift module its generated code is compiled into, when it is not the one the graph is found in.
    public var swiftModule: Name?
    /// Conditions every screen of the module requires, as if written on each.
    public var requires: [ConditionReference]
}

/// `exit NAME[(PARAMS)]`: a screen outside the module, which the app's graph says.
public struct ExitSyntax: Hashable, Sendable {
    public var keywordRange: SourceRange
    public var name: Name
    public var parameters: [ParameterSyntax]
}

/// `use MODULE, …` at the top level of an app's graph: the modules it is made of.
public struct ModuleUseSyntax: Hashable, Sendable {
    public var keywordRange: SourceRange
    public var modules: [Name]
}

/// `bind MODULE.exit -> [MODULE.]name[(param: exitParam, …)]`: where an exit leads.
public struct BindSyntax: Hashable, Sendable {
    /// `param: exitParam`: the destination's parameter and the exit's that fills it.
    public struct Argument: Hashable, Sendable {
        public var parameter: Name
        public var exitParameter: Name
    }

    public var keywordRange: SourceRange
    /// Dotted: `Status.reply`.
    public var exit: Name
    /// `Compose.editor`, or a screen of the app.
    public var destination: Name
    /// Nil when written without parentheses: parameters pass by name.
    public var arguments: [Argument]?
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
        case module
        case exit
        case moduleUse
        case bind
    }

    public var kind: Kind
    /// Index into `appNames`, `imports`, `types`, `schemes`, `hosts`, `screens`, `edgeGroups`,
    /// `globals`, `conditions`, `modules`, `exits`, `moduleUses` or `binds`.
    public var index: Int
    public var keywordRange: SourceRange
}

public struct GraphSyntax: Hashable, Sendable {
    /// Every declaration in source order.
    public var order: [DeclarationPosition] = []
    /// Every `app` declaration (more than one is an error, reported by the checker).
    public var appNames: [Name] = []
    /// *(5)* Each `app` line's `requires` list, by the index of its name: conditions every screen
    /// requires (SPEC §2.6).
    public var appRequires: [[ConditionReference]] = []
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
    /// Every `module` line (more than one is an error, reported by the checker).
    public var modules: [ModuleHeaderSyntax] = []
    public var exits: [ExitSyntax] = []
    /// Every top-level `use`, in source order.
    public var moduleUses: [ModuleUseSyntax] = []
    public var binds: [BindSyntax] = []

    /// Whether the graph begins with `module` rather than `app`: one feature package's part of an app.
    public var isModule: Bool { !modules.isEmpty }

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

    /// In an app's graph composed with its modules: the modules whose names the composition
    /// reported (not given, not used, or refused), so that a later check does not report what
    /// names them again.
    var reportedModules: Set<String> = []
}

extension GraphSyntax {
    /// Takes another file of the same module into this one (SPEC §2.8: several files of one
    /// target with the same `module NAME` are one module); their places keep their files.
    mutating func append(contentsOf other: GraphSyntax) {
        func shifted(_ position: DeclarationPosition) -> DeclarationPosition {
            var position = position
            switch position.kind {
            case .app: position.index += appNames.count
            case .importModule: position.index += imports.count
            case .type: position.index += types.count
            case .scheme: position.index += schemes.count
            case .host: position.index += hosts.count
            case .screen: position.index += screens.count
            case .edgeGroup: position.index += edgeGroups.count
            case .global: position.index += globals.count
            case .condition: position.index += conditions.count
            case .module: position.index += modules.count
            case .exit: position.index += exits.count
            case .moduleUse: position.index += moduleUses.count
            case .bind: position.index += binds.count
            }
            return position
        }
        order += other.order.map(shifted)
        appNames += other.appNames
        appRequires += other.appRequires
        imports += other.imports
        types += other.types
        schemes += other.schemes
        hosts += other.hosts
        screens += other.screens
        edgeGroups += other.edgeGroups
        globals += other.globals
        conditions += other.conditions
        modules += other.modules
        exits += other.exits
        moduleUses += other.moduleUses
        binds += other.binds
        hasSyntaxErrors = hasSyntaxErrors || other.hasSyntaxErrors
    }
}
