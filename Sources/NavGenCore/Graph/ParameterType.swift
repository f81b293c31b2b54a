import NavGenRuntime

/// The five types a screen parameter may have.
public enum ParameterType: String, CaseIterable, Hashable, Sendable {
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    case string = "String"
    case uuid = "UUID"

    /// Whether some URL segment parses as both types (for `ambiguous-url`), and a value that does.
    func sharedValue(with other: ParameterType) -> String? {
        switch (self, other) {
        case _ where self == other: return sampleValue
        case (.int, .double), (.double, .int): return "1"
        case (.int, .bool), (.bool, .int), (.double, .bool), (.bool, .double): return "1"
        default: return nil
        }
    }

    /// NavGenRuntime's kind of value for this type; its case name also names the generated code's
    /// slots of this type (`int0`, `uuid1`).
    var valueKind: LinkValueKind {
        switch self {
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .string: return .string
        case .uuid: return .uuid
        }
    }

    /// A value of this type as it would appear in a URL.
    var sampleValue: String {
        switch self {
        case .int: return "1"
        case .double: return "1.5"
        case .bool: return "true"
        case .string: return "x"
        case .uuid: return "00000000-0000-0000-0000-000000000000"
        }
    }
}

extension LinkValueKind {
    /// The case's name as Swift source spells it (`int`, `uuid`), written out: interpolating an
    /// enum value goes through reflection, once per placeholder of a graph of thousands.
    var caseName: String {
        switch self {
        case .int: return "int"
        case .double: return "double"
        case .bool: return "bool"
        case .uuid: return "uuid"
        case .string: return "string"
        }
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
}

public struct Parameter: Hashable, Sendable {
    public var name: String
    public var type: ParameterType
    public var isOptional: Bool
    public var defaultValue: DefaultValue?
    public var range: SourceRange

    /// Neither optional nor defaulted: every URL pattern must bind it.
    public var isRequired: Bool { !isOptional && defaultValue == nil }
}
