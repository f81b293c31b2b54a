/// What a module graph declares beyond its screens (SPEC §2.8): its name, the Swift module its
/// generated code is compiled into, and its exits.
public struct ModuleDescription: Hashable, Sendable {
    /// The prefix of the module's generated types (`Status` → `StatusRoute`).
    public var name: String
    /// The Swift module the module's generated code is compiled into, which the app's file imports.
    public var swiftModule: String
    /// The exits, in declaration order.
    public var exits: [ModuleExit]

    /// The module's enums, as its file declares them and the app's enums hold them.
    public var routeType: String { name + "Route" }
    public var sheetType: String { name + "Sheet" }
    public var screensType: String { name + "Screens" }
    public var navigatorType: String { name + "Navigator" }
    /// The app's screens' requirement for the module's (`statusScreens`) and the router's member
    /// for its navigator (`statusNavigator`).
    public var screensMember: String { memberName + "Screens" }
    public var navigatorMember: String { memberName + "Navigator" }

    /// The module's case in the app's enums, its `Screens` requirement and its navigator's name
    /// start with this: `Status` → `status`, `MediaUI` → `mediaUI`, `URLKit` → `urlKit`.
    public var memberName: String { ModuleDescription.memberName(of: name) }

    /// The lowerCamelCase of a module's name: the leading capital lowered, or a leading run of
    /// capitals but the last one before a lowercase letter.
    public static func memberName(of name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var run = 0
        while run < scalars.count, ("A"..."Z").contains(scalars[run]) { run += 1 }
        // In `URLKit` the `K` begins the next word.
        if run > 1, run < scalars.count, ("a"..."z").contains(scalars[run]) { run -= 1 }
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            result.append(index < run ? Unicode.Scalar(scalar.value + 0x20) ?? scalar : scalar)
        }
        return String(result)
    }
}

/// `exit NAME(PARAMS)`: a screen outside the module that its edges lead to.
public struct ModuleExit: Hashable, Sendable {
    public var name: String
    /// `push` or `present`, from the edges that use it; `push` for an exit nothing uses.
    public var kind: EdgeKind
    public var parameters: [Parameter]
    public var range: SourceRange
}

/// Where an exit of a used module leads in the app (SPEC §2.8): by its name or by `bind`.
public struct ExitBinding: Hashable, Sendable {
    /// `param: exitParam`: the destination's parameter and the exit's that fills it.
    public struct Argument: Hashable, Sendable {
        public var parameter: String
        public var exitParameter: String
    }

    /// The exit's name, one of its module's `exits`.
    public var exit: String
    /// `push` or `present`: the exit's, or for an exit no edge uses, as its destination is shown.
    public var kind: EdgeKind
    /// The screen it leads to: the app's (`profile`) or a module's (`Account.profile`).
    public var destination: String
    /// In the destination's parameter order; destination parameters left out take nil or their default.
    public var arguments: [Argument]
}

/// A module the app's graph `use`s, as composed into the app.
public struct ComposedModule: Hashable, Sendable {
    public var description: ModuleDescription
    /// Its routes' names in the app's graph (`Status.detail`), in declaration order.
    public var routes: [String]
    /// Its sheets' and covers' names in the app's graph, in declaration order, then its `also
    /// sheet` routes'.
    public var modals: [String]
    /// Its root screens (`screen me`), by their own names, in declaration order.
    public var screens: [String]
    /// Where each exit leads, in the exits' order.
    public var bindings: [ExitBinding]
}
