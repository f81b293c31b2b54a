/// A type declared with `type` (SPEC §2.3): a Swift type of the app's, by the name the generated
/// code writes.
public struct AppType: Hashable, Sendable {
    /// How a URL carries a value of the type, if at all.
    public enum Representation: Hashable, Sendable {
        /// `type Account`: a model object no URL carries.
        case opaque
        /// `type Visibility: String`: `RawRepresentable`; a URL carries its raw value.
        case rawValue(BuiltinType)
        /// `type Contact.ID = UUID`: the built-in type under another name.
        case alias(BuiltinType)
        /// `type PostModel live`: any Swift type, passed in memory only: never in a URL, never
        /// saved, compared by identity (carried in the runtime's `Live` box).
        case live
        /// `type ItemPicked callback`: a live function type, taken `@escaping` where required.
        case callback
    }

    /// As written, dotted where the type is nested or module-qualified (`Contact.ID`).
    public var name: String
    public var representation: Representation

    public init(name: String, representation: Representation) {
        self.name = name
        self.representation = representation
    }
}

/// A parameter's type: a built-in or app type, or an array of one (SPEC §2.3). Optionality
/// belongs to the parameter.
public struct ParameterType: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case builtin(BuiltinType)
        case app(AppType)
    }

    public var element: Element
    public var isArray: Bool

    public init(_ element: Element, isArray: Bool = false) {
        self.element = element
        self.isArray = isArray
    }

    public static let int = ParameterType(.builtin(.int))
    public static let double = ParameterType(.builtin(.double))
    public static let bool = ParameterType(.builtin(.bool))
    public static let string = ParameterType(.builtin(.string))
    public static let uuid = ParameterType(.builtin(.uuid))
    public static let url = ParameterType(.builtin(.url))

    /// One value's type as the generated Swift writes it: `Int`, `Visibility`, `Contact.ID`.
    public var elementName: String {
        switch element {
        case .builtin(let type): return type.rawValue
        case .app(let type): return type.name
        }
    }

    /// As the generated Swift writes it, without an optional's `?`: `Int`, `[Account]`.
    public var swiftName: String {
        isArray ? "[" + elementName + "]" : elementName
    }

    /// What a URL carries of one value (a raw value's type, an alias's built-in type); nil for an
    /// opaque type.
    public var linkType: BuiltinType? {
        switch element {
        case .builtin(let type): return type
        case .app(let type):
            switch type.representation {
            case .opaque, .live, .callback: return nil
            case .rawValue(let raw): return raw
            case .alias(let builtin): return builtin
            }
        }
    }

    /// The built-in type this is exactly, an alias being its built-in type; nil for an array or a
    /// type of the app's own. Defaults are written for these.
    public var builtin: BuiltinType? {
        guard !isArray else { return nil }
        switch element {
        case .builtin(let type): return type
        case .app(let type):
            if case .alias(let builtin) = type.representation { return builtin }
            return nil
        }
    }

    /// Whether one value is of a raw-value app type, which a URL carries as its raw value and
    /// whose `init(rawValue:)` may refuse it.
    var isRawValue: Bool {
        guard case .app(let type) = element, case .rawValue = type.representation else { return false }
        return true
    }

    /// The app's opaque or live type, which no URL carries: `Account`, `PostModel`.
    public var isOpaque: Bool { linkType == nil }

    /// A live type (`type PostModel live` or `callback`): passed in memory only, never saved.
    public var isLive: Bool {
        guard case .app(let type) = element else { return false }
        return type.representation == .live || type.representation == .callback
    }

    /// A live function type (`type ItemPicked callback`).
    public var isCallback: Bool {
        guard case .app(let type) = element else { return false }
        return type.representation == .callback
    }

    /// How messages name a type no URL carries: `opaque type Account`, `live type PostModel`.
    var unlinkableDescription: String {
        (isLive ? "live type " : "opaque type ") + elementName
    }

    /// The same Swift type, an alias read as the type it names: deep-link chains pass a value to
    /// a parameter of the same type whatever it is called (SPEC §2.5).
    var identity: ParameterType {
        guard case .app(let type) = element, case .alias(let builtin) = type.representation else { return self }
        return ParameterType(.builtin(builtin), isArray: isArray)
    }

    /// Whether a path segment can hold a value: one value a URL carries, not a `URL`.
    var fitsInPath: Bool {
        !isArray && linkType != nil && linkType != .url
    }
}

/// A parameter's default, already checked against its type.
public enum DefaultValue: Hashable, Sendable {
    case int(Int)
    case double(Double)
    case bool(Bool)
    case string(String)
    /// Canonical lower-case 8-4-4-4-12 form.
    case uuid(String)
    /// An absolute URL, as written.
    case url(String)
    /// `= []`, for an array.
    case emptyArray
}

public struct Parameter: Hashable, Sendable {
    public var name: String
    public var type: ParameterType
    public var isOptional: Bool
    public var defaultValue: DefaultValue?
    public var range: SourceRange

    public init(
        name: String, type: ParameterType, isOptional: Bool, defaultValue: DefaultValue?, range: SourceRange
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.range = range
    }

    /// Neither optional nor defaulted: every URL pattern must bind it (an array in the query is
    /// bound even when no item has its key).
    public var isRequired: Bool { !isOptional && defaultValue == nil }

    /// As the generated Swift writes it: `Int`, `String?`, `[Account]?`.
    public var swiftType: String { type.swiftName + (isOptional ? "?" : "") }

    /// As the graph declares it: `id: Int`, `source: String?`, `count: Int = 1`, `tags: [String] = []`.
    var declaration: String {
        "\(name): \(swiftType)" + (defaultValue.map { " = \(URLValue($0).swiftLiteral)" } ?? "")
    }
}
