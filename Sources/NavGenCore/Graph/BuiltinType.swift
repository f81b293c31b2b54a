import Foundation
@_spi(NavGenGenerated) import NavGenRuntime

/// The types built into the language (SPEC §2.3): what a URL carries, and what a raw-value or
/// alias app type is made of.
public enum BuiltinType: String, CaseIterable, Hashable, Sendable {
    case int = "Int"
    case double = "Double"
    case bool = "Bool"
    case string = "String"
    case uuid = "UUID"
    /// An absolute URL; only in a query (SPEC §2.4).
    case url = "URL"

    /// Whether some URL segment parses as both types (for `ambiguous-url`), and a value that does.
    func sharedValue(with other: BuiltinType) -> String? {
        switch (self, other) {
        case _ where self == other: return sampleValue
        case (.int, .double), (.double, .int): return "1"
        case (.int, .bool), (.bool, .int), (.double, .bool), (.bool, .double): return "1"
        default: return nil
        }
    }

    /// NavGenRuntime's kind of path value for this type; its case name also names the generated
    /// code's slots of this type (`int0`, `uuid1`). A `URL` is never in a path (`type-not-in-url`)
    /// and reads as text there.
    var valueKind: LinkValueKind {
        switch self {
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .string, .url: return .string
        case .uuid: return .uuid
        }
    }

    /// The runtime type that reads and writes its values.
    var valueType: any LinkValue.Type {
        switch self {
        case .url: return URL.self
        default: return valueKind.valueType
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
        case .url: return "https://example.com/"
        }
    }

    /// Its index in `allCases`, without searching them.
    var position: Int {
        switch self {
        case .int: return 0
        case .double: return 1
        case .bool: return 2
        case .string: return 3
        case .uuid: return 4
        case .url: return 5
        }
    }

    /// The name used for generated slots of this type (`int0`).
    var slotStem: String {
        switch self {
        case .url: return "url"
        default: return valueKind.caseName
        }
    }

    /// `a` or `an`, for messages such as "wants an Int".
    var article: String {
        switch self {
        case .int: return "an"
        case .double, .bool, .string, .uuid, .url: return "a"
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
