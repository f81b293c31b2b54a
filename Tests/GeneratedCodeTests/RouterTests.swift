import CoffeeNavigation
import Foundation
import MinimalNavigation
import ReaderNavigation
import Testing

/// Every router operation of SPEC §4.
@MainActor
@Suite struct RouterTests {
    @Test func startsOnTheFirstTabWithEmptyStacks() {
        let router = CoffeeRouter()
        #expect(router.selectedTab == .home)
        #expect(router.presentedSheet == nil)
        for tab in CoffeeTab.allCases { #expect(router.path(for: tab) == []) }
    }

    @Test func eachTabKeepsItsOwnStack() {
        let router = CoffeeRouter(state: CoffeeNavigationState(), metConditions: [.signedIn])
        router.push(.menuItem(id: 1))
        router.select(.orders)
        router.push(.order(id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))))
        router.select(.home)
        #expect(router.path(for: .home) == [.menuItem(id: 1)])
        #expect(router.path(for: .orders).count == 1)
        router.pop()
        router.pop()
        #expect(router.path(for: .home) == [])
        #expect(router.path(for: .orders).count == 1)
    }

    @Test func pushFromAModalWithoutAStackDismissesItFirst() {
        let router = CoffeeRouter()
        router.present(.signIn)
        router.push(.checkout)
        #expect(router.presentedSheet == nil)
        #expect(router.path(for: .home) == [.checkout])
    }

    @Test func replaceStackPopToRootAndSetPath() {
        let router = CoffeeRouter()
        router.push(.menuItem(id: 1))
        router.push(.checkout)
        router.present(.signIn)
        router.replaceStack(
            with: .orderConfirmation(orderID: UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))))
        #expect(router.path(for: .home).count == 1)
        #expect(router.presentedSheet == nil)
        router.replaceStack(with: [.promo(code: "a"), .menuItem(id: 2)])
        #expect(router.path(for: .home) == [.promo(code: "a"), .menuItem(id: 2)])
        router.popToRoot()
        #expect(router.path(for: .home) == [])
        router.setPath([.settings], for: .profile)
        #expect(router.path(for: .profile) == [.settings])
        #expect(router.selectedTab == .home)
    }

    @Test func presentGoesOverTheTopmostAndDismissTakesItAway() {
        let router = CoffeeRouter()
        router.present(.signIn)
        router.present(.register)
        #expect(router.presentations == [CoffeePresentation(sheet: .signIn), CoffeePresentation(sheet: .register)])
        #expect(router.presentedSheet == .signIn)
        router.dismissSheet()
        #expect(router.presentations == [CoffeePresentation(sheet: .signIn)])
        router.dismissSheet()
        #expect(router.presentedSheet == nil && router.presentations == [])
        router.dismissSheet()
        #expect(router.presentations == [])
    }

    @Test func applyShowsWhatALinkLeadsTo() {
        let router = CoffeeRouter()
        router.push(.promo(code: "x"))
        router.select(.menu)
        router.push(.menuItem(id: 9))
        router.present(.cart)
        router.apply(.tab(.home))
        #expect(router.selectedTab == .home && router.path(for: .home) == [] && router.presentedSheet == nil)
        #expect(router.path(for: .menu) == [.menuItem(id: 9)])
        router.apply(.stack(.profile, [.settings]))
        #expect(router.selectedTab == .profile && router.path(for: .profile) == [.settings])
        router.apply(.sheet(.signIn))
        #expect(router.selectedTab == .profile && router.presentedSheet == .signIn)
    }

    @Test func openingARejectedURLChangesNothing() throws {
        let router = CoffeeRouter()
        router.push(.menuItem(id: 3))
        router.present(.cart)
        let before = router.state
        #expect(!router.open(try #require(URL(string: "http://coffee.example.com/menu/4"))))
        #expect(!router.open(try #require(URL(string: "coffee://menu/not-a-number"))))
        #expect(router.state == before)
        #expect(router.open(try #require(URL(string: "coffee://menu/4"))))
        #expect(
            router.selectedTab == .menu && router.path(for: .menu) == [.menuItem(id: 4)] && router.presentedSheet == nil
        )
    }

    @Test func stateGetAndSet() {
        let router = CoffeeRouter()
        router.push(.checkout)
        router.select(.menu)
        router.present(.cart)
        let saved = router.state
        #expect(saved == CoffeeNavigationState(selectedTab: .menu, stacks: [.home: [.checkout]], presentedSheet: .cart))
        let other = CoffeeRouter()
        other.state = saved
        #expect(other.state == saved)
        let restored = CoffeeRouter(state: saved)
        #expect(
            restored.selectedTab == .menu && restored.path(for: .home) == [.checkout]
                && restored.presentedSheet == .cart)
    }

    @Test func aTabBarTapOnTheSelectedTabPopsItToItsRoot() {
        let router = CoffeeRouter()
        router.push(.menuItem(id: 1))
        router.push(.checkout)
        router.selectFromTabBar(.menu)
        #expect(router.selectedTab == .menu && router.path(for: .home) == [.menuItem(id: 1), .checkout])
        router.selectFromTabBar(.home)
        #expect(router.selectedTab == .home && router.path(for: .home) == [.menuItem(id: 1), .checkout])
        router.selectFromTabBar(.home, popsToRoot: false)
        #expect(router.path(for: .home) == [.menuItem(id: 1), .checkout])
        router.selectFromTabBar(.home)
        #expect(router.selectedTab == .home && router.path(for: .home) == [])
    }

    @Test func theSelectionStaysAmongTheTabsShown() {
        let router = CoffeeRouter()
        router.select(.profile)
        router.keepSelection(among: [.profile, .home])
        #expect(router.selectedTab == .profile)
        router.keepSelection(among: [.orders, .home])
        #expect(router.selectedTab == .orders)
        router.keepSelection(among: [])
        #expect(router.selectedTab == .orders)
    }

    @Test func rootGraphRouter() throws {
        let router = ReaderRouter()
        #expect(router.path == [] && router.presentedSheet == nil)
        router.push(.library())
        router.push(.search(query: "swift"))
        router.pop()
        #expect(router.path == [.library()])
        router.push(.help)
        #expect(router.path == [.library(), .help])
        let share = ReaderSheet.share(
            bookID: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2)), message: nil)
        router.present(share)
        router.present(.settings)
        router.push(.library(shelf: "new"))
        #expect(
            router.presentations == [
                ReaderPresentation(sheet: share), ReaderPresentation(sheet: .settings, path: [.library(shelf: "new")]),
            ])
        #expect(router.currentPath == [.library(shelf: "new")] && router.path == [.library(), .help])
        router.dismissAllSheets()
        #expect(router.open(try #require(URL(string: "reader://search/help/4"))))
        #expect(router.path == [.help, .helpTopic(topic: 4)])
        router.apply(.root)
        #expect(router.path == [])
        router.replaceStack(with: .help)
        #expect(router.path == [.help])
        router.popToRoot()
        #expect(router.path == [])
    }

    @Test func graphWithoutRoutesOrModals() throws {
        let router = MinimalRouter()
        #expect(router.selectedTab == .first)
        router.select(.second)
        router.apply(.tab(.first))
        #expect(router.selectedTab == .first)
        #expect(MinimalTab.second.title == "Second" && MinimalTab.first.title == "First")
        #expect(MinimalTab.first.systemImage == "circle" && MinimalTab.first.url == nil)
        #expect(MinimalDeepLink(string: "minimal://") == nil)
        let data = try JSONEncoder().encode(router.state)
        #expect(try JSONDecoder().decode(MinimalNavigationState.self, from: data) == router.state)
    }
}
