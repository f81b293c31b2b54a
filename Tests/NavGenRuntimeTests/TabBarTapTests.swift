import Testing

@testable import NavGenRuntime

/// What a tab bar's selection binding does on a tap, and that a new `onReselect` takes effect: the
/// binding's index is a `TabBarTap`, and one made with another closure is another index.
@MainActor
@Suite struct TabBarTapTests {
    @Test func theLatestOnReselectIsTheOneCalled() {
        let router = NavigationRouter<ShopGraph>()
        var calls: [String] = []
        let first = TabBarTap<ShopTab>(tabs: ShopTab.allCases, popsToRoot: true) { calls.append("first \($0)") }
        router[tabBar: first] = .home
        // The parent passes a new closure: a new index, so SwiftUI binds anew, and the new one is called.
        let second = TabBarTap<ShopTab>(tabs: ShopTab.allCases, popsToRoot: true) { calls.append("second \($0)") }
        #expect(first != second)
        #expect(first == first && first.hashValue == first.hashValue)
        router[tabBar: second] = .home
        #expect(calls == ["first home", "second home"])
    }

    @Test func aTapSelectsAnotherTabOrPopsTheSelectedOneToItsRoot() {
        let router = NavigationRouter<ShopGraph>()
        var reselected: [ShopTab] = []
        let tap = TabBarTap<ShopTab>(tabs: [.orders, .home], popsToRoot: true) { reselected.append($0) }
        router.push(.item(id: 1))
        router[tabBar: tap] = .orders
        #expect(router.selectedTab == .orders && reselected == [])
        router[tabBar: tap] = .home
        router[tabBar: tap] = .home
        #expect(router.path(for: .home) == [] && reselected == [.home])
        router.select(.profile)
        #expect(router[tabBar: tap] == .orders, "a selection the bar does not show reads as its first tab")
        let keeping = TabBarTap<ShopTab>(tabs: ShopTab.allCases, popsToRoot: false) { reselected.append($0) }
        router.push(.settings)
        router[tabBar: keeping] = .profile
        #expect(router.path(for: .profile) == [.settings] && reselected == [.home, .profile])
    }

    @Test func aModalWithoutAStackNeverHoldsAPath() {
        #expect(Presentation<ShopGraph>(sheet: .signIn, path: [.checkout]).path == [])
        #expect(Presentation<ShopGraph>(sheet: .cart, path: [.checkout]).path == [.checkout])
        let router = NavigationRouter<ShopGraph>()
        var state = NavigationState<ShopGraph>()
        state.presentations = [Presentation(sheet: .cart, path: [.checkout])]
        state.presentations.append(Presentation(sheet: .cart))
        state.presentations[1] = Presentation(sheet: .signIn)
        state.presentations[1].path = [.settings]
        router.state = state
        #expect(router.presentations == [Presentation(sheet: .cart, path: [.checkout]), Presentation(sheet: .signIn)])
        #expect(router.currentPath == [.checkout], "the stack push and pop act on is the cart's")
    }
}
