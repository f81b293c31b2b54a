import Foundation

/// What a navigation graph declares, as the generic router, state and views need it: its tabs,
/// routes, modals, links and conditions, and the few facts about them that are the graph's own.
///
/// navgen generates one conforming type per graph (`CoffeeGraph` for `app Coffee`), and
/// typealiases that give every generic type the graph's names (`CoffeeRouter` is
/// `NavigationRouter<CoffeeGraph>`). An app uses those names; it never conforms to this protocol
/// itself. The requirements whose names start with `_` are written by generated code and read by
/// the runtime, not meant to be called by an app.
public protocol NavigationSchema: Sendable {
    /// The tabs (`CoffeeTab`), or `SingleStack` for a graph with a `root`.
    associatedtype Tab: NavigationTab
    /// The pushable screens (`CoffeeRoute`).
    associatedtype Route: Hashable & Codable & Sendable
    /// The sheets and covers (`CoffeeSheet`), or `NoModal` for a graph without any.
    associatedtype Modal: NavigationModal
    /// What an incoming URL leads to (`CoffeeDeepLink`).
    associatedtype Link: Hashable & Sendable
    /// The conditions screens require (`CoffeeCondition`), or `NoCondition`.
    associatedtype Condition: Hashable & CaseIterable & Sendable
    /// *(5)* The resolvers' values (`ChatResolution`), or `NoResolution` for a graph without any.
    associatedtype Resolution: Hashable & Sendable = NoResolution
    /// *(5)* What answers them: the app's conformance to the generated protocol
    /// (`any ChatResolvers`), or `NoResolvers`.
    associatedtype Resolvers = NoResolvers
    /// *(5)* The alerts and dialogs (`ChatAlert`), or `NoAlert` for a graph without any.
    associatedtype Alert: Hashable & Sendable = NoAlert

    /// The link an incoming URL is, or nil when it is not one of the graph's.
    static func _link(from url: URL) -> Link?

    /// What a link shows, in the router's terms.
    static func _destination(of link: Link) -> LinkDestination<Self>

    /// The conditions a tab (or the root) requires, in declaration order.
    static func _requiredConditions(of tab: Tab) -> [Condition]

    /// The conditions a route requires, in declaration order.
    static func _requiredConditions(of route: Route) -> [Condition]

    /// The conditions a modal requires, in declaration order.
    static func _requiredConditions(of modal: Modal) -> [Condition]

    /// The modal that lets the user meet each condition; a condition without one (a feature flag,
    /// a plan) has no entry, and a navigation that needs it unmet is dropped.
    static var _conditionModals: [Condition: Modal] { get }

    /// The conditions that must not hold for a tab (or the root) to be shown (`requires !C`).
    static func _excludedConditions(of tab: Tab) -> [Condition]

    /// The conditions that must not hold for a route to be shown.
    static func _excludedConditions(of route: Route) -> [Condition]

    /// The conditions that must not hold for a modal to be shown.
    static func _excludedConditions(of modal: Modal) -> [Condition]

    /// Whether a modal is `locked`: navigations that would take it away wait until it leaves.
    static func _isLocked(_ modal: Modal) -> Bool

    /// Whether losing a condition keeps what it covers (`condition … present COVER keeps`, a
    /// lock): its cover walls the app, and the screens beneath it stay.
    static func _keepsScreens(_ condition: Condition) -> Bool

    /// Whether two modals are the same presentation for `dismiss(_:)`: the same case with the same
    /// values but for live ones.
    static func _isSameModal(_ modal: Modal, as other: Modal) -> Bool

    /// Whether a route can be saved in a navigation state: false when it holds a required live
    /// value, which no saved state can carry.
    static func _isSavable(_ route: Route) -> Bool

    /// Whether a modal can be saved in a navigation state; see `_isSavable(_:)` for routes.
    static func _isSavable(_ modal: Modal) -> Bool

    /// *(5)* Asks `resolvers` where `resolution` leads: the link of the outcome it answers, or nil
    /// for `nothing` (the app handled it).
    @MainActor static func _resolve(_ resolution: Resolution, with resolvers: Resolvers) async throws -> Link?

    /// *(5)* The link to a resolver's value (`.resolve(resolution)`); nil only in a graph without
    /// resolvers, which has no value to give.
    static func _link(resolving resolution: Resolution) -> Link?

    /// *(5)* The conditions a resolver requires before it is asked, in declaration order.
    static func _requiredConditions(ofResolution resolution: Resolution) -> [Condition]

    /// *(5)* The conditions that must not hold for a resolver to be asked.
    static func _excludedConditions(ofResolution resolution: Resolution) -> [Condition]

    /// *(5)* The conditions an alert is shown only under, in declaration order.
    static func _requiredConditions(ofAlert alert: Alert) -> [Condition]

    /// *(5)* The conditions that must not hold for an alert to be shown.
    static func _excludedConditions(ofAlert alert: Alert) -> [Condition]

    /// *(5)* The link a button of `alert` opens once tapped (`button join -> group`), given the
    /// button's raw value; nil for a button that only answers.
    static func _link(answering alert: Alert, with button: String) -> Link?

    /// *(5)* The type of the value a modal declared `answers TYPE` answers with; nil for any other.
    static func _answerType(of modal: Modal) -> Any.Type?
}

extension NavigationSchema where Resolution == NoResolution {
    /// A graph without resolvers has no value to resolve.
    @MainActor public static func _resolve(_ resolution: Resolution, with resolvers: Resolvers) async throws -> Link? {
        throw ResolverMissing()
    }

    /// A graph without resolvers has no value to link to.
    public static func _link(resolving resolution: Resolution) -> Link? { nil }
}

extension NavigationSchema {
    /// No tab excludes a condition unless the graph says otherwise.
    public static func _excludedConditions(of tab: Tab) -> [Condition] { [] }

    /// No route excludes a condition unless the graph says otherwise.
    public static func _excludedConditions(of route: Route) -> [Condition] { [] }

    /// No modal excludes a condition unless the graph says otherwise.
    public static func _excludedConditions(of modal: Modal) -> [Condition] { [] }

    /// No resolver requires a condition unless the graph says otherwise (a graph without
    /// resolvers or without conditions).
    public static func _requiredConditions(ofResolution resolution: Resolution) -> [Condition] { [] }

    /// No resolver excludes a condition unless the graph says otherwise.
    public static func _excludedConditions(ofResolution resolution: Resolution) -> [Condition] { [] }

    /// No alert requires a condition unless the graph says otherwise.
    public static func _requiredConditions(ofAlert alert: Alert) -> [Condition] { [] }

    /// No alert excludes a condition unless the graph says otherwise.
    public static func _excludedConditions(ofAlert alert: Alert) -> [Condition] { [] }

    /// No button opens anything unless the graph says otherwise.
    public static func _link(answering alert: Alert, with button: String) -> Link? { nil }

    /// No modal answers unless the graph says otherwise.
    public static func _answerType(of modal: Modal) -> Any.Type? { nil }

    /// No modal is locked unless the graph says otherwise.
    public static func _isLocked(_ modal: Modal) -> Bool { false }

    /// No condition keeps what it covers unless the graph says otherwise.
    public static func _keepsScreens(_ condition: Condition) -> Bool { false }

    /// Equal modals are the same presentation unless the graph has live values in modals.
    public static func _isSameModal(_ modal: Modal, as other: Modal) -> Bool { modal == other }

    /// Every route can be saved unless the graph says otherwise (it has live parameters).
    public static func _isSavable(_ route: Route) -> Bool { true }

    /// Every modal can be saved unless the graph says otherwise (it has live parameters).
    public static func _isSavable(_ modal: Modal) -> Bool { true }
}

extension NavigationSchema where Condition == NoCondition {
    /// A graph without conditions: no tab requires any.
    public static func _requiredConditions(of tab: Tab) -> [Condition] { [] }

    /// A graph without conditions: no route requires any.
    public static func _requiredConditions(of route: Route) -> [Condition] { [] }

    /// A graph without conditions: no modal requires any.
    public static func _requiredConditions(of modal: Modal) -> [Condition] { [] }

    /// A graph without conditions has no condition to meet.
    public static var _conditionModals: [Condition: Modal] { [:] }
}

/// A stack that a router keeps: one per tab, or the one stack of a graph with a `root`. Saved by
/// its raw value.
public protocol NavigationTab: RawRepresentable, Hashable, CaseIterable, Codable, Sendable
where RawValue == String {}

/// A tab of a tab bar, with what the bar shows of it.
public protocol TabBarTab: NavigationTab {
    /// The title shown in the tab bar, looked up in the app's string tables by the tab bar.
    var title: String { get }

    /// The SF Symbol shown in the tab bar.
    var systemImage: String { get }
}

/// A sheet or cover of a graph.
public protocol NavigationModal: Hashable, Codable, Sendable, Identifiable {
    /// Whether it is a cover, shown full screen where the platform has covers.
    var isFullScreen: Bool { get }

    /// Whether it has a navigation stack of its own.
    var hasStack: Bool { get }
}

/// The one stack of a graph that has a `root` instead of tabs.
public enum SingleStack: String, NavigationTab {
    /// The root screen and the routes pushed onto it.
    case root
}

/// The modal type of a graph without sheets or covers: no value of it is ever made. (A type with
/// no cases would make the compiler call every function that takes one unreachable.)
public struct NoModal: NavigationModal {
    private init() {}

    public var id: Self { self }
    public var isFullScreen: Bool { false }
    public var hasStack: Bool { false }

    /// There is no modal to decode.
    public init(from decoder: any Decoder) throws {
        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no modals"))
    }

    public func encode(to encoder: any Encoder) throws {}
}

/// The condition type of a graph without conditions: it has no value.
public enum NoCondition: Hashable, CaseIterable, Sendable {}

/// A condition of a graph (`CoffeeCondition`), which the app reports through the router's
/// `metConditions`. A graph without conditions has `NoCondition`, which is not one, so a router of
/// such a graph has no condition API.
public protocol NavigationCondition: RawRepresentable, Hashable, CaseIterable, Codable, Sendable
where RawValue == String {}

extension NavigationSchema {
    /// Whether the graph has a root instead of tabs.
    static var hasSingleStack: Bool { Tab.self == SingleStack.self }

    /// Whether the graph has sheets or covers.
    static var hasModals: Bool { Modal.self != NoModal.self }
}

extension NavigationTab {
    /// The first tab in declaration order.
    @usableFromInline
    static var first: Self {
        // A graph has at least one tab or its root (navgen's `no-entry` check), so the generated
        // enum is never empty.
        guard let first = allCases.first else { preconditionFailure("a navigation graph has at least one tab") }
        return first
    }
}
