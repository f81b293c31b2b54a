/// A screen value with its arguments: `menuItem(id: 42)`; a nil value is an optional left unset.
public struct ScreenValue: Hashable, Sendable {
    public var name: String
    public var arguments: [Argument]
    /// Shown with every argument `<secret>` (SPEC §2.7): a `secret` screen's, in reports.
    public var hidesArguments = false

    public struct Argument: Hashable, Sendable {
        public var name: String
        public var value: URLValue?
    }

    /// As the generated enum case reads in Swift: `.menuItem(id: 42)`, `.checkout`, a module's
    /// screen in its module's case: `.status(.detail(id: "1"))`.
    public var swiftExpression: String {
        guard !arguments.isEmpty else { return SwiftNaming.member(name) }
        let list = arguments.map {
            "\(SwiftNaming.label($0.name)): \(hidesArguments ? Self.hidden : $0.value?.swiftLiteral ?? "nil")"
        }
        let own = "." + SwiftNaming.identifier(QualifiedName.ownName(name)) + "(" + list.joined(separator: ", ") + ")"
        return SwiftNaming.inModuleCase(name, own)
    }

    var json: JSONValue {
        .object([
            ("screen", .string(name)),
            (
                "arguments",
                .object(arguments.map { ($0.name, hidesArguments ? .string(Self.hidden) : $0.value?.json ?? .null) })
            ),
        ])
    }

    /// What a hidden argument shows, as the generated `description` does.
    static let hidden = "<secret>"
}

/// What a matched URL opens (SPEC §2.5): the generated `DeepLink` value, worked out by navgen.
public enum LinkTarget: Hashable, Sendable {
    /// A tab at its root, or the root of a tab-less graph (nil).
    case stackRoot(tab: String?)
    case stack(tab: String?, routes: [ScreenValue])
    case modal(ScreenValue)
    /// A modal with a stack of its own, showing these routes.
    case modalStack(modal: ScreenValue, routes: [ScreenValue])
    /// *(5)* A resolver with the URL's values, which the app asks at run time, and the screens it
    /// may lead to (SPEC §2.9).
    case resolver(ScreenValue, destinations: [String])
    /// *(5)* An alert or dialog with the URL's values (SPEC §2.10).
    case alert(ScreenValue)

    /// The screen the link is for: the last of a stack, the modal, the tab, or the resolver.
    public var screen: String {
        switch self {
        case .stackRoot(let tab): return tab ?? "root"
        case .stack(let tab, let routes): return routes.last?.name ?? tab ?? "root"
        case .modal(let modal): return modal.name
        case .modalStack(let modal, let routes): return routes.last?.name ?? modal.name
        case .resolver(let resolver, _): return resolver.name
        case .alert(let alert): return alert.name
        }
    }

    /// The generated `DeepLink` value as Swift writes it: `.stack(.menu, [.menuItem(id: 42)])`.
    public var swiftExpression: String {
        switch self {
        case .stackRoot(let tab?): return ".tab(\(SwiftNaming.member(tab)))"
        case .stackRoot(nil): return ".root"
        case .stack(let tab, let routes):
            let stack = Self.swiftArray(routes)
            return tab.map { ".stack(\(SwiftNaming.member($0)), \(stack))" } ?? ".stack(\(stack))"
        case .modal(let modal): return ".sheet(\(modal.swiftExpression))"
        case .modalStack(let modal, let routes):
            return ".sheetStack(\(modal.swiftExpression), \(Self.swiftArray(routes)))"
        case .resolver(let resolver, _): return ".resolve(\(resolver.swiftExpression))"
        case .alert(let alert): return ".alert(\(alert.swiftExpression))"
        }
    }

    /// The same target with the arguments of the screens `isSecret` says are secret hidden.
    public func hidingArguments(of isSecret: (String) -> Bool) -> LinkTarget {
        func hidden(_ value: ScreenValue) -> ScreenValue {
            var value = value
            value.hidesArguments = isSecret(value.name)
            return value
        }
        switch self {
        case .stackRoot: return self
        case .stack(let tab, let routes): return .stack(tab: tab, routes: routes.map(hidden))
        case .modal(let modal): return .modal(hidden(modal))
        case .modalStack(let modal, let routes): return .modalStack(modal: hidden(modal), routes: routes.map(hidden))
        case .resolver(let resolver, let destinations): return .resolver(hidden(resolver), destinations: destinations)
        case .alert(let alert): return .alert(hidden(alert))
        }
    }

    private static func swiftArray(_ routes: [ScreenValue]) -> String {
        "[" + routes.map(\.swiftExpression).joined(separator: ", ") + "]"
    }

    var json: JSONValue {
        switch self {
        case .stackRoot(let tab):
            return .object([
                ("kind", .string(tab == nil ? "root" : "tab")), ("tab", tab.map(JSONValue.string) ?? .null),
            ])
        case .stack(let tab, let routes):
            return .object([
                ("kind", .string("stack")), ("tab", tab.map(JSONValue.string) ?? .null),
                ("stack", .array(routes.map(\.json))),
            ])
        case .modal(let modal):
            return .object([("kind", .string("modal")), ("modal", modal.json)])
        case .modalStack(let modal, let routes):
            return .object([
                ("kind", .string("modalStack")), ("modal", modal.json), ("stack", .array(routes.map(\.json))),
            ])
        case .resolver(let resolver, let destinations):
            return .object([
                ("kind", .string("resolver")), ("resolver", resolver.json),
                ("destinations", .array(destinations.map(JSONValue.string))),
            ])
        case .alert(let alert):
            return .object([("kind", .string("alert")), ("alert", alert.json)])
        }
    }
}

extension URLMatcher {
    /// What `match` opens: the pattern's destination with the URL's values bound, unbound
    /// optionals nil and defaulted parameters at their defaults.
    public func target(of match: Match) -> LinkTarget {
        let link = graph.deepLinks[match.deepLink]
        switch link.destination {
        case .stackRoot(let tab):
            return .stackRoot(tab: tab)
        case .modal(let name):
            return .modal(screenValue(name) { match.values[$0.name] })
        case .stack(let tab, let steps):
            return .stack(tab: tab, routes: routes(steps, of: match))
        case .modalStack(let modal, let steps):
            return .modalStack(modal: screenValue(of: modal, in: match), routes: routes(steps, of: match))
        case .resolver(let name):
            return .resolver(
                screenValue(name) { match.values[$0.name] },
                destinations: graph.screen(named: name)?.destinations ?? [])
        case .alert(let name):
            return .alert(screenValue(name) { match.values[$0.name] })
        }
    }

    /// A stack's routes: the matched one with the URL's values, the others with what the URL binds for them.
    private func routes(_ steps: [DeepLinkStep], of match: Match) -> [ScreenValue] {
        steps.enumerated().map { position, step -> ScreenValue in
            if position == steps.count - 1 {
                return screenValue(step.route) { match.values[$0.name] }
            }
            return screenValue(of: step, in: match)
        }
    }

    /// A screen on the way, with the parameters the URL binds for it.
    private func screenValue(of step: DeepLinkStep, in match: Match) -> ScreenValue {
        screenValue(step.route) { parameter in
            switch step.arguments.first(where: { $0.parameter == parameter.name })?.value {
            case .urlValue(let name)?: return match.values[name]
            case .urlValueOrDefault(let name, let fallback)?: return match.values[name] ?? URLValue(fallback)
            case nil: return nil
            }
        }
    }

    /// Every parameter of `name` in order: its bound value, else its default, else nil.
    private func screenValue(_ name: String, bound: (Parameter) -> URLValue?) -> ScreenValue {
        let parameters = graph.screen(named: name)?.parameters ?? []
        return ScreenValue(
            name: name,
            arguments: parameters.map { parameter in
                ScreenValue.Argument(
                    name: parameter.name, value: bound(parameter) ?? parameter.defaultValue.map(URLValue.init))
            })
    }
}
