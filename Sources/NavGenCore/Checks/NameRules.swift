/// Which names the generated Swift cannot carry (SPEC §3 `reserved-name`).
///
/// Swift keywords are fine: the emitter writes every name in backticks where needed. What is
/// left are names that do not compile even so, and names that would collide with what navgen
/// itself generates.
enum NameRules {
    /// Not usable as an enum case or method name even in backticks, or too easily confused
    /// with the language's own member (`.init`, `.self`).
    static let unusableScreenNames: Set<String> = ["Type", "Protocol", "self", "Self", "init", "_"]

    /// `self` would shadow `self` where the generated code binds a route's values.
    static let unusableParameterNames: Set<String> = ["_", "self", "Self"]

    /// Whether the generated enum for `kind` declares a member `name` itself.
    static func isGeneratedMember(_ name: String, of kind: ScreenKind) -> Bool {
        (kind == .tab && name == "allCases") || (kind.isAlert && alertEnumMembers.contains(name))
    }

    /// *(5)* What the alert enum declares besides its cases (SPEC §4).
    static let alertEnumMembers: Set<String> = [
        "id", "isDialog", "url", "isSecret", "requiredConditions", "excludedConditions",
    ]

    /// The view type the `Screens` protocol declares for a screen: `ViewOf` and its name,
    /// capitalised (`post` → `ViewOfPost`). Inside a conformance an associated type hides every
    /// type of the same name, so the name must be one no conformance uses: not the screen's own
    /// name (`List`, `Text`, the app's `Post`), nor the app's view names built from it (`PostView`,
    /// `SettingsScreen`, `PostBody`). No Swift, SwiftUI or app type starts with `ViewOf`
    /// (docs/generated-code.md).
    static func viewTypeName(for name: String) -> String {
        "ViewOf" + capitalised(name)
    }

    static func capitalised(_ name: String) -> String {
        // Names are ASCII identifiers; the Unicode case mapping is kept for any other text.
        if let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") {
            return String(UnicodeScalar(first - 0x20)) + name.dropFirst()
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// Names Swift gives a meaning of its own in a type (`Self`, a metatype's `.Type`, the
    /// existentials `Any` and `AnyObject`): none is a type an enum case can hold by that name.
    static let swiftReservedTypeNames: Set<String> = ["Self", "Type", "Protocol", "Any", "AnyObject"]

    /// Types the generated code declares inside the screen enums, where it also writes parameter
    /// types: an app type of one of these names would be read as the generated one there.
    static let nestedGeneratedTypes: Set<String> = ["Identity", "Slot", "LinkPart", "CaseLayout"]

    /// What follows the app's name in the types navgen generates (`CoffeeRoute`): every top-level
    /// type of a generated file, as docs/language.md lists them (a test holds both to the references).
    static let generatedTypeSuffixes: Set<String> = [
        "Alert", "Condition", "DeepLink", "Graph", "Modals", "NavigationState", "PendingNavigation", "Presentation",
        "Resolution",
        "Resolvers", "RootStack", "RootView", "Route", "RouteParts", "Router", "Screens", "Sheet", "SheetParts", "Tab",
        "TabStack", "URLHandler",
    ]

    /// The reason an app type cannot be called `name` (as its first dotted part) in a graph of
    /// app `appName`, or nil when it can.
    static func problem(withTypeName name: String, appName: String) -> String? {
        let first = String(name.prefix { $0 != "." })
        if let part = name.split(separator: ".").first(where: { swiftReservedTypeNames.contains(String($0)) }) {
            return
                "'\(part)' is Swift's own, not a type of the app's: the generated code would not compile; declare the app's type by its name"
        }
        if nestedGeneratedTypes.contains(first) {
            return
                "'\(first)' is also a type the generated code declares where it writes parameter types, and would be read as that one; write the type with its module ('MyModels.\(name)')"
        }
        if first.hasPrefix(appName), generatedTypeSuffixes.contains(String(first.dropFirst(appName.count))) {
            return "'\(first)' is a type navgen generates for app \(appName); rename the type or the app"
        }
        return nil
    }

    /// The reason `name` cannot name a screen of `kind`, or nil when it can.
    static func problem(withScreenName name: String, kind: ScreenKind, isRootGraph: Bool) -> String? {
        if unusableScreenNames.contains(name) {
            return "'\(name)' cannot name a screen: the generated Swift would not compile; choose another name"
        }
        if isGeneratedMember(name, of: kind) {
            return
                "'\(name)' collides with the generated member '\(name)' of the \(kind.isAlert ? "alert" : kind.rawValue) enum; choose another name"
        }
        if isRootGraph, name == "root" {
            return "'root' collides with the generated root screen; choose another name"
        }
        return nil
    }
}
