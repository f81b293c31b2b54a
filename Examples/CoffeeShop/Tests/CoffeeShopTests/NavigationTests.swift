@testable import CoffeeShop
import Foundation
import Testing

/// The plugin-generated navigation, used the way the app uses it.
@MainActor
@Suite struct NavigationTests {
    @Test func deepLinksOpenWholeStacks() throws {
        let router = CoffeeRouter()
        #expect(router.open(try #require(URL(string: "coffee://menu/42"))))
        #expect(router.selectedTab == .menu)
        #expect(router.path(for: .menu) == [.menuItem(id: 42)])
        // The cart pushes checkout in its own stack: the link opens the cart showing it.
        #expect(router.open(try #require(URL(string: "https://coffee.example.com/checkout"))))
        #expect(router.selectedTab == .menu && router.presentations == [CoffeePresentation(sheet: .cart, path: [.checkout])])
        #expect(!router.open(try #require(URL(string: "http://coffee.example.com/checkout"))))
    }

    @Test func sharedLinksOpenWhatTheyShare() throws {
        let order = UUID()
        let receipt = try #require(ShareLinks.receipt(for: order))
        #expect(CoffeeDeepLink(url: receipt) == .stack(.orders, [.order(id: order)]))
        let promotion = try #require(ShareLinks.promotion(code: "SPRING 25%", channel: "news+letter"))
        #expect(CoffeeDeepLink(url: promotion) == .stack(.home, [.promo(code: "SPRING 25%", source: "news+letter")]))
    }

    @Test func stateRestores() throws {
        let router = CoffeeRouter()
        router.push(.menuItem(id: 1))
        router.present(.cart)
        router.push(.checkout)
        let data = try JSONEncoder().encode(router.state)
        let restored = CoffeeRouter(state: try JSONDecoder().decode(CoffeeNavigationState.self, from: data))
        #expect(restored.state == router.state)
    }
}
