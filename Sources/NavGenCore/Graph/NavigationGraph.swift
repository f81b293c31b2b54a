/// One checked screen: a tab, the root, a route, a sheet or a cover.
///
/// Its fields live in one shared, immutable box: checks and emitters copy screens out of the
/// graph's arrays tens of times per screen, and a copy then retains one object instead of each
/// of its strings and arrays (at 50,000 routes those reference counts, scattered over hundreds
/// of megabytes, were a tenth of navgen's time; docs/performance.md).
public struct Screen: Hashable, Sendable {
    private struct Fields: Hashable, Sendable {
        var kind: ScreenKind
        var name: String
        var title: String
        var systemImage: String
        var parameters: [Parameter]
        var urlPatterns: [URLPattern]
        var pushes: [String]
        var presents: [String]
        var range: SourceRange
        var requiredConditions: [String]
        var excludedConditions: [String]
        var declaresStack: Bool
        var isLocked: Bool
        var isSecret: Bool
        var shows: String?
        var alsoPresentedAs: ScreenKind?
        var alsoPresentedWithStack: Bool
        var isPresentedRoute: Bool
        var destinations: [String]
        var buttons: [AlertButton]
        /// Boxed: a type is several words, and all but a few screens answer nothing (a 10,000-route
        /// graph's peak memory is counted, docs/performance.md).
        var answerType: SharedValue<ParameterType>?
    }

    private let fields: SharedValue<Fields>

    public init(
        kind: ScreenKind, name: String, title: String, systemImage: String, parameters: [Parameter],
        urlPatterns: [URLPattern], pushes: [String], presents: [String], range: SourceRange,
        requiredConditions: [String] = [], excludedConditions: [String] = [], declaresStack: Bool = false,
        isLocked: Bool = false, isSecret: Bool = false, shows: String? = nil, alsoPresentedAs: ScreenKind? = nil,
        alsoPresentedWithStack: Bool = false, destinations: [String] = [], buttons: [AlertButton] = [],
        answerType: ParameterType? = nil
    ) {
        fields = SharedValue(
            Fields(
                kind: kind, name: name, title: title, systemImage: systemImage, parameters: parameters,
                urlPatterns: urlPatterns, pushes: pushes, presents: presents, range: range,
                requiredConditions: requiredConditions, excludedConditions: excludedConditions,
                declaresStack: declaresStack, isLocked: isLocked, isSecret: isSecret, shows: shows,
                alsoPresentedAs: alsoPresentedAs, alsoPresentedWithStack: alsoPresentedWithStack,
                isPresentedRoute: false, destinations: destinations, buttons: buttons,
                answerType: answerType.map(SharedValue.init)))
    }

    public var kind: ScreenKind { fields.value.kind }
    /// `root` for the root of a tab-less graph.
    public var name: String { fields.value.name }
    /// For tabs: the title shown in the tab bar.
    public var title: String { fields.value.title }
    /// For tabs: the SF Symbol shown in the tab bar.
    public var systemImage: String { fields.value.systemImage }
    public var parameters: [Parameter] { fields.value.parameters }
    public var urlPatterns: [URLPattern] { fields.value.urlPatterns }
    /// Route names, in the order written, then those of the groups it uses and of `global`.
    public var pushes: [String] { fields.value.pushes }
    /// Sheet and cover names, in the order written, then those of the groups it uses and of `global`.
    public var presents: [String] { fields.value.presents }
    public var range: SourceRange { fields.value.range }
    /// The conditions it is shown only under (`requires`), in the order of the `condition`
    /// declarations, each once.
    public var requiredConditions: [String] { fields.value.requiredConditions }
    /// The conditions it is shown only while they do not hold (`requires !C`), in the order of the
    /// `condition` declarations, each once.
    public var excludedConditions: [String] { fields.value.excludedConditions }
    /// A modal declared `locked`: it holds unsaved work, and navigations that would take it away
    /// wait until it leaves.
    public var isLocked: Bool { fields.value.isLocked }
    /// A route or modal declared `secret`: never saved, its values never printed.
    public var isSecret: Bool { fields.value.isSecret }
    /// For a tab that `shows` a module's screen: that screen, `Module.name` (SPEC §2.8).
    public var shows: String? { fields.value.shows }
    /// A modal declared with `stack`: it has a stack even if it pushes nothing.
    public var declaresStack: Bool { fields.value.declaresStack }
    /// *(5)* For a route declared `also sheet` or `also cover`: `.sheet` or `.cover` (SPEC §2.3).
    public var alsoPresentedAs: ScreenKind? { fields.value.alsoPresentedAs }
    /// *(5)* The presented form of an `also sheet` route: a modal of the route's name, parameters,
    /// conditions and edges, shown by the route's view, whose URL is the route's.
    public var isPresentedRoute: Bool { fields.value.isPresentedRoute }

    /// *(5)* For a resolver: the screens it may lead to, in the order written (SPEC §2.9).
    public var destinations: [String] { fields.value.destinations }

    /// *(5)* For an alert or dialog: its buttons, in the order written (SPEC §2.10).
    public var buttons: [AlertButton] { fields.value.buttons }

    /// *(5)* For a modal declared `answers TYPE` (or its route's presented form): TYPE.
    public var answerType: ParameterType? { fields.value.answerType?.value }

    /// *(5)* The route's presented form, for a route declared `also sheet|cover [stack]`: a case of
    /// the sheet enum with the route's name and parameters. It has no patterns of its own (the
    /// route's open the pushed form), and a stack when declared with one or when the route pushes.
    public var presentedForm: Screen? {
        guard let kind = fields.value.alsoPresentedAs else { return nil }
        var changed = fields.value
        changed.kind = kind
        changed.urlPatterns = []
        changed.declaresStack = fields.value.alsoPresentedWithStack
        changed.alsoPresentedAs = nil
        changed.alsoPresentedWithStack = false
        changed.isPresentedRoute = true
        return Screen(fields: changed)
    }

    /// The same screen without URL patterns: a module's file writes no links (SPEC §4 "Modules").
    func withoutURLPatterns() -> Screen {
        var changed = fields.value
        changed.urlPatterns = []
        return Screen(fields: changed)
    }

    /// The same screen with these edges: every edge it has once `use` and `global` are expanded.
    func withEdges(pushes: [String], presents: [String]) -> Screen {
        var changed = fields.value
        changed.pushes = pushes
        changed.presents = presents
        return Screen(fields: changed)
    }

    /// *(5)* The same alert with these buttons: their destinations' arguments filled.
    func withButtons(_ buttons: [AlertButton]) -> Screen {
        var changed = fields.value
        changed.buttons = buttons
        return Screen(fields: changed)
    }

    /// The same screen requiring these conditions: its own and the app's (SPEC §2.6 (5)).
    func withRequiredConditions(_ conditions: [String]) -> Screen {
        var changed = fields.value
        changed.requiredConditions = conditions
        return Screen(fields: changed)
    }

    private init(fields: Fields) {
        self.fields = SharedValue(fields)
    }

    /// A sheet or cover that pushes, or is declared with `stack`: it has a navigation stack of its
    /// own (SPEC §2.3).
    public var hasStack: Bool { kind.isModal && (!fields.value.pushes.isEmpty || fields.value.declaresStack) }

    /// Whether a URL matching one of this screen's patterns must carry `item`: its parameter is
    /// neither optional nor defaulted.
    func requires(_ item: URLPattern.QueryItem) -> Bool {
        parameters.first { $0.name == item.parameter }?.isRequired ?? true
    }
}

/// How an intermediate route of a deep link's stack gets one of its parameters.
public enum DeepLinkArgument: Hashable, Sendable {
    /// The matched route's parameter of the same name and type.
    case urlValue(String)
    /// The matched route's optional parameter of that name, or the intermediate's default when absent.
    case urlValueOrDefault(String, DefaultValue)
}

public struct DeepLinkStep: Hashable, Sendable {
    public var route: String
    /// Parameters of `route` bound from the URL, in declaration order; the others take nil or their default.
    public var arguments: [(parameter: String, value: DeepLinkArgument)]

    public static func == (lhs: DeepLinkStep, rhs: DeepLinkStep) -> Bool {
        lhs.route == rhs.route
            && lhs.arguments.elementsEqual(rhs.arguments) { $0.parameter == $1.parameter && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(route)
        for argument in arguments {
            hasher.combine(argument.parameter)
            hasher.combine(argument.value)
        }
    }
}

/// What a URL matching one pattern opens (SPEC §2.5), worked out at build time.
public enum DeepLinkDestination: Hashable, Sendable {
    /// A tab at its root, or the root of a tab-less graph (`nil`).
    case stackRoot(tab: String?)
    /// A tab (nil for a root graph) with this stack; the last step is the matched route, whose
    /// arguments are not listed since they are the URL's own.
    case stack(tab: String?, steps: [DeepLinkStep])
    case modal(String)
    /// A modal with a stack (its first step, whose arguments the URL binds) showing these routes;
    /// the last step is the matched route.
    case modalStack(modal: DeepLinkStep, steps: [DeepLinkStep])
    /// *(5)* A resolver, which the app asks where to go (SPEC §2.9).
    case resolver(String)
    /// *(5)* An alert or dialog (SPEC §2.10).
    case alert(String)
}

/// One URL pattern with the screen it belongs to and what it opens.
///
/// Kept in one shared, immutable box, as `Screen` is and for the same reason: copies are many.
public struct DeepLink: Hashable, Sendable {
    private struct Fields: Hashable, Sendable {
        var screen: String
        var pattern: URLPattern
        var destination: DeepLinkDestination
    }

    private let fields: SharedValue<Fields>

    public init(screen: String, pattern: URLPattern, destination: DeepLinkDestination) {
        fields = SharedValue(Fields(screen: screen, pattern: pattern, destination: destination))
    }

    public var screen: String { fields.value.screen }
    public var pattern: URLPattern { fields.value.pattern }
    public var destination: DeepLinkDestination { fields.value.destination }
}

/// `condition NAME present MODAL`, checked (SPEC §2.6).
public struct GraphCondition: Hashable, Sendable {
    /// The condition's name, as the app reports it (`signedIn`).
    public var name: String
    /// The sheet or cover that lets the user meet it; nil for a condition no screen meets (a
    /// feature flag, a plan), whose navigations are dropped while it is unmet.
    public var modal: String?
    public var range: SourceRange
    /// *(5)* `keeps`: losing it covers every screen with its cover, which walls the app, and
    /// takes none away (SPEC §2.6).
    public var keepsScreens = false
}

/// A graph that passed every check: what the emitter and the other tools work from.
public struct NavigationGraph: Hashable, Sendable {
    /// The prefix of every generated type.
    public let appName: String
    /// Lower-cased, in declaration order, without `:`, `:/` or `://`.
    public let schemes: [String]
    /// How each declared scheme writes its links, where not with `//`: `scheme "matrix:"`
    /// (`matrix:u/alice`) or `scheme "simplex:/"` (`simplex:/contact`).
    public let schemeForms: [String: SchemeForm]
    /// Lower-cased, in declaration order.
    public let hosts: [String]
    /// Modules the generated file imports besides its own, in declaration order, each once.
    public let imports: [String]
    /// The app types declared with `type`, in declaration order.
    public let types: [AppType]
    /// The line of each app type's declaration, by name.
    public let typeLines: [String: Int]
    /// The tabs in declaration order, or the single root.
    public let stackRoots: [Screen]
    public let routes: [Screen]
    /// Sheets and covers in declaration order.
    public let modals: [Screen]
    /// *(5)* The cases of the sheet enum: the modals, then the presented forms of `also sheet`
    /// routes in declaration order (SPEC §4).
    public let sheets: [Screen]
    /// *(5)* The questions `ask` asks (SPEC §2.10): the alerts, then the sheets that answer.
    public var questions: [Screen] { alerts + sheets.filter { $0.answerType != nil } }
    /// *(5)* The resolvers in declaration order (SPEC §2.9): their DESTs are in `destinations`.
    public let resolvers: [Screen]
    /// *(5)* The alerts and dialogs in declaration order (SPEC §2.10).
    public let alerts: [Screen]
    /// *(5)* What each resolver's DEST and each button's DEST opens as a link, from its own
    /// parameters alone (SPEC §2.9, §2.10): a tab at its root, a modal, an alert, a resolver, or
    /// a route's stack. For a route, the last step is the route, whose arguments are its own.
    public let destinationLinks: [String: DeepLinkDestination]
    /// Every URL pattern in declaration order.
    public let deepLinks: [DeepLink]
    /// The conditions, in declaration order.
    public let conditions: [GraphCondition]
    /// For a module's graph checked alone: its name, Swift module and exits (SPEC §2.8).
    public internal(set) var module: ModuleDescription?
    /// For an app's graph: the modules it uses, in `use` order; their screens are among
    /// `routes` and `modals` by their qualified names (`Status.detail`).
    public internal(set) var modules: [ComposedModule] = []

    /// Where each screen is kept: an array and a position in it, so the index copies no screen.
    private let positions: [String: ScreenPosition]

    private struct ScreenPosition: Hashable, Sendable {
        enum List: Hashable, Sendable { case stackRoots, routes, modals, resolvers, alerts }
        var list: List
        var index: Int
    }

    /// The declared schemes as NavGenRuntime's pattern table takes them: with their colon where
    /// their links are written without `//` (`"matrix:"`, `"simplex:/"`).
    var tableSchemes: [String] {
        schemes.map { $0 + (schemeForms[$0].map { $0 == .authority ? "" : $0.separator } ?? "") }
    }

    /// How the declared scheme `name` writes its links.
    public func form(ofScheme name: String) -> SchemeForm {
        schemeForms[name] ?? .authority
    }

    /// Every scheme a link of the app may have: the declared ones, then those patterns name for
    /// themselves (`url "nostr:npub1:key"`), each once, in order.
    public var linkSchemes: [String] {
        var result = schemes
        for link in deepLinks {
            if case .scheme(let name, _) = link.pattern.origin, !result.contains(name) { result.append(name) }
        }
        return result
    }

    /// Every host a universal link of the app may have: the declared ones, then those patterns
    /// name for themselves (`url "https://app.element.io/#/room/!:id"`), each once, in order.
    /// Links to any host have none to name.
    public var linkHosts: [String] {
        var result = hosts
        for link in deepLinks {
            if case .host(let host) = link.pattern.origin, !result.contains(host) { result.append(host) }
        }
        return result
    }

    /// The domains whose hosts patterns bind (`url "https://:server.simplex.im/a"`): `simplex.im`,
    /// each once, in order. The entitlements claim them as `applinks:*.simplex.im`.
    public var linkHostDomains: [String] {
        var result: [String] = []
        for link in deepLinks {
            if case .hostSuffix(let domain, _) = link.pattern.origin, !result.contains(domain) { result.append(domain) }
        }
        return result
    }

    public init(
        appName: String, schemes: [String], schemeForms: [String: SchemeForm] = [:], hosts: [String],
        imports: [String] = [], types: [AppType] = [], typeLines: [String: Int] = [:], stackRoots: [Screen],
        routes: [Screen], modals: [Screen], resolvers: [Screen] = [], alerts: [Screen] = [],
        destinationLinks: [String: DeepLinkDestination] = [:], deepLinks: [DeepLink],
        conditions: [GraphCondition] = []
    ) {
        self.conditions = conditions
        self.schemeForms = schemeForms
        self.appName = appName
        self.imports = imports
        self.types = types
        self.typeLines = typeLines
        self.schemes = schemes
        self.hosts = hosts
        self.stackRoots = stackRoots
        self.routes = routes
        self.modals = modals
        sheets = modals + routes.compactMap(\.presentedForm)
        self.resolvers = resolvers
        self.alerts = alerts
        self.destinationLinks = destinationLinks
        self.deepLinks = deepLinks
        var positions: [String: ScreenPosition] = [:]
        positions.reserveCapacity(stackRoots.count + routes.count + modals.count + resolvers.count + alerts.count)
        for (list, screens) in [
            (ScreenPosition.List.stackRoots, stackRoots), (.routes, routes), (.modals, modals), (.resolvers, resolvers),
            (.alerts, alerts),
        ] {
            for (index, screen) in screens.enumerated() {
                positions[screen.name] = ScreenPosition(list: list, index: index)
            }
        }
        self.positions = positions
    }

    public var hasTabs: Bool { stackRoots.first?.kind == .tab }

    /// The screens the graph's own screens protocol shows, in declaration order: not a module's
    /// (`Status.detail`, which the module's protocol shows), nor a tab that `shows` one of those.
    var screensWithOwnViews: [Screen] {
        (stackRoots + routes + modals).filter { !QualifiedName.isModuleScreen($0.name) && $0.shows == nil }
    }

    /// The graph with no URL pattern: what a module's file is emitted from, since the app's file
    /// matches and writes the module's links.
    func withoutURLPatterns() -> NavigationGraph {
        replacing(
            routes: routes.map { $0.withoutURLPatterns() }, modals: modals.map { $0.withoutURLPatterns() },
            deepLinks: [])
    }

    /// The same graph with these routes, modals and links, everything else kept.
    func replacing(routes: [Screen], modals: [Screen], deepLinks: [DeepLink]) -> NavigationGraph {
        var graph = NavigationGraph(
            appName: appName, schemes: schemes, schemeForms: schemeForms, hosts: hosts,
            imports: imports, types: types, typeLines: typeLines, stackRoots: stackRoots, routes: routes,
            modals: modals, resolvers: resolvers, alerts: alerts, destinationLinks: destinationLinks,
            deepLinks: deepLinks,
            conditions: conditions)
        graph.module = module
        graph.modules = modules
        return graph
    }

    public func appType(named name: String) -> AppType? {
        types.first { $0.name == name }
    }

    public func screen(named name: String) -> Screen? {
        guard let position = positions[name] else { return nil }
        switch position.list {
        case .stackRoots: return stackRoots[position.index]
        case .routes: return routes[position.index]
        case .modals: return modals[position.index]
        case .resolvers: return resolvers[position.index]
        case .alerts: return alerts[position.index]
        }
    }
}
