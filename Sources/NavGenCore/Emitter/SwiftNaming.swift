/// The two functions through which every name and every string of the graph reaches the
/// emitted Swift: nothing from a `.nav` file is pasted into code any other way.
enum SwiftNaming {
    /// Words that must be escaped with backticks to serve as a name.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias",
        "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// `name` as a Swift identifier: backticked when it is a keyword.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label, where only `inout`, `var` and `let` still need backticks
    /// (Swift warns about escaping any other keyword there).
    static func label(_ name: String) -> String {
        name == "inout" || name == "var" || name == "let" ? "`\(name)`" : name
    }

    /// `name` after a dot (`.name`, `x.name`).
    /// A screen of a module (`Status.detail`) is its module's case around its own: `.status(.detail)`.
    static func member(_ name: String) -> String {
        guard let (module, own) = QualifiedName.split(name) else { return "." + identifier(name) }
        return moduleCase(module) + "(." + identifier(own) + ")"
    }

    /// `.status(` of a module's screen in the app's enums (`Status.detail`): its module's case,
    /// which the module's own case follows in parentheses.
    static func moduleCase(_ module: String) -> String {
        "." + identifier(ModuleDescription.memberName(of: module))
    }

    /// A case pattern or value for `name`, wrapped in its module's case when it is a module's
    /// screen: `.detail(let id)` as `.status(.detail(let id))`.
    static func inModuleCase(_ name: String, _ ownCase: String) -> String {
        guard let (module, _) = QualifiedName.split(name) else { return ownCase }
        return moduleCase(module) + "(" + ownCase + ")"
    }

    /// A Swift string literal whose value is exactly `value`.
    ///
    /// Escapes `\` and `"` (so `\(` and `"""` are inert), writes every control character, bidi
    /// control and line separator as `\u{…}`, and keeps all other text as it is.
    static func stringLiteral(_ value: String) -> String {
        quotedText(value)
    }

    /// Text from the graph placed inside a `///` or `//` comment: one line, no control characters.
    static func commentText(_ value: String) -> String {
        displayable(value)
    }

    /// `base`, or `base` followed by enough `_` to differ from every name in `taken`.
    static func fresh(_ base: String, avoiding taken: Set<String>) -> String {
        var name = base
        while taken.contains(name) { name += "_" }
        return name
    }
}
