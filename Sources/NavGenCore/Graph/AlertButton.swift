/// *(5)* One button of a checked alert or dialog (SPEC §2.10): what it is called, how it is shown,
/// and the screen it opens once tapped.
public struct AlertButton: Hashable, Sendable {
    /// What fills one of the destination's parameters.
    public enum Value: Hashable, Sendable {
        /// The alert's parameter of this name.
        case parameter(String)
        /// A literal of the parameter's built-in type.
        case literal(DefaultValue)
    }

    public var name: String
    /// The label: as written, or the name capitalised. A localization key, as a tab's title is.
    public var title: String
    public var role: ButtonSyntax.Role?
    /// The tab, route, modal, alert or resolver it opens; nil for a button that only answers.
    public var destination: String?
    /// The destination's parameters it fills, in the destination's order; those left out take
    /// their default or nil.
    public var arguments: [(parameter: String, value: Value)]
    public var range: SourceRange

    public init(
        name: String, title: String, role: ButtonSyntax.Role?, destination: String?,
        arguments: [(parameter: String, value: Value)], range: SourceRange
    ) {
        self.name = name
        self.title = title
        self.role = role
        self.destination = destination
        self.arguments = arguments
        self.range = range
    }

    public static func == (lhs: AlertButton, rhs: AlertButton) -> Bool {
        lhs.name == rhs.name && lhs.title == rhs.title && lhs.role == rhs.role && lhs.destination == rhs.destination
            && lhs.arguments.elementsEqual(rhs.arguments) { $0.parameter == $1.parameter && $0.value == $1.value }
            && lhs.range == rhs.range
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(destination)
        for argument in arguments {
            hasher.combine(argument.parameter)
            hasher.combine(argument.value)
        }
    }
}
