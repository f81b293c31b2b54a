import Foundation
import NavGenRuntime

// A graph written by hand the way navgen generates one, for testing the runtime's router, state
// and conditions on their own: three tabs, four routes, three modals (the cart with a stack, a
// sign-in sheet, a welcome cover), links by name.

enum ShopTab: String, Hashable, CaseIterable, Codable, Sendable, TabBarTab {
    case home, orders, profile
    var title: String { rawValue.capitalized }
    var systemImage: String { "circle" }
}

enum ShopRoute: Hashable, Codable, Sendable {
    case item(id: Int)
    case checkout
    case order(id: Int)
    case settings
}

enum ShopModal: Hashable, Codable, Sendable, Identifiable, NavigationModal {
    case cart
    case signIn
    case welcome
    var id: Self { self }
    var isFullScreen: Bool { self == .welcome }
    var hasStack: Bool { self == .cart || self == .welcome }
}

enum ShopLink: Hashable, Sendable {
    case tab(ShopTab)
    case stack(ShopTab, [ShopRoute])
    case sheet(ShopModal)
    case sheetStack(ShopModal, [ShopRoute])

    /// The few URLs the tests open: `shop://item/7`, `shop://orders`, `shop://cart`,
    /// `shop://checkout`, `shop://order/3`.
    init?(url: URL) {
        guard url.scheme == "shop", let host = url.host else { return nil }
        let number = Int(url.lastPathComponent)
        switch (host, number) {
        case ("item", let id?): self = .stack(.home, [.item(id: id)])
        case ("order", let id?): self = .stack(.orders, [.order(id: id)])
        case ("orders", nil): self = .tab(.orders)
        case ("cart", nil): self = .sheet(.cart)
        case ("checkout", nil): self = .sheetStack(.cart, [.checkout])
        default: return nil
        }
    }
}

/// The graph without conditions.
enum ShopGraph: NavigationSchema {
    typealias Tab = ShopTab
    typealias Route = ShopRoute
    typealias Modal = ShopModal
    typealias Link = ShopLink
    typealias Condition = NoCondition

    static func _link(from url: URL) -> ShopLink? { ShopLink(url: url) }

    static func _destination(of link: ShopLink) -> LinkDestination<ShopGraph> {
        shopDestination(of: link)
    }
}

func shopDestination<Schema: NavigationSchema>(of link: ShopLink) -> LinkDestination<Schema>
where Schema.Tab == ShopTab, Schema.Route == ShopRoute, Schema.Modal == ShopModal {
    switch link {
    case .tab(let tab): return .tab(tab)
    case .stack(let tab, let routes): return .stack(tab, routes)
    case .sheet(let sheet): return .modal(sheet)
    case .sheetStack(let sheet, let routes): return .modalStack(sheet, routes)
    }
}

/// A graph with a root instead of tabs, and no modals.
enum NotesGraph: NavigationSchema {
    typealias Tab = SingleStack
    typealias Route = ShopRoute
    typealias Modal = NoModal
    typealias Link = [ShopRoute]
    typealias Condition = NoCondition

    static func _link(from url: URL) -> [ShopRoute]? {
        Int(url.lastPathComponent).map { [.item(id: $0)] }
    }

    static func _destination(of link: [ShopRoute]) -> LinkDestination<NotesGraph> {
        link.isEmpty ? .tab(.root) : .stack(.root, link)
    }
}
