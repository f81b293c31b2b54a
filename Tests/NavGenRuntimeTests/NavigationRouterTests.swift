import Foundation
import NavGenRuntime
import Testing

/// The generic router on a hand-written graph: every operation, with exact values.
@MainActor
@Suite struct NavigationRouterTests {
    typealias Router = NavigationRouter<ShopGraph>

    @Test func startsOnTheFirstTabWithEmptyStacksAndNoModal() {
        let router = Router()
        #expect(router.selectedTab == .home)
        #expect(ShopTab.allCases.map(router.path(for:)) == [[], [], []])
        #expect(router.presentations == [])
        #expect(router.presentedSheet == nil)
        #expect(router.currentPath == [])
    }

    @Test func eachTabKeepsItsOwnStack() {
        let router = Router()
        router.push(.item(id: 1))
        router.push(.checkout)
        router.select(.orders)
        router.push(.order(id: 3))
        #expect(router.path(for: .home) == [.item(id: 1), .checkout])
        #expect(router.path(for: .orders) == [.order(id: 3)])
        router.pop()
        #expect(router.path(for: .orders) == [])
        router.pop()
        #expect(router.path(for: .orders) == [])
        router.select(.home)
        router.popToRoot()
        #expect(router.path(for: .home) == [])
        router.replaceStack(with: [.item(id: 2), .checkout])
        #expect(router.currentPath == [.item(id: 2), .checkout])
        router.replaceStack(with: .settings)
        #expect(router.currentPath == [.settings])
        router.setPath([.settings, .item(id: 9)], for: .profile)
        #expect(router.path(for: .profile) == [.settings, .item(id: 9)])
        #expect(router.selectedTab == .home)
    }

    @Test func modalsStackAndPushesGoOntoTheTopmostStack() {
        let router = Router()
        router.present(.cart)
        router.push(.checkout)
        #expect(router.presentations == [Presentation(sheet: .cart, path: [.checkout])])
        #expect(router.currentPath == [.checkout] && router.path(for: .home) == [])
        router.present(.signIn)
        #expect(router.presentations.map(\.sheet) == [.cart, .signIn] && router.presentedSheet == .cart)
        // The sign-in sheet has no stack: a push dismisses it and pushes onto the cart's.
        router.push(.item(id: 4))
        #expect(router.presentations == [Presentation(sheet: .cart, path: [.checkout, .item(id: 4)])])
        router.currentPath = [.checkout]
        #expect(router.presentations == [Presentation(sheet: .cart, path: [.checkout])])
        router.present(.signIn)
        router.dismissSheet()
        #expect(router.presentations.map(\.sheet) == [.cart])
        router.present(.signIn)
        router.dismissAllSheets()
        #expect(router.presentations == [] && router.currentPath == [])
        router.dismissSheet()
        #expect(router.presentations == [])
    }

    @Test func aPushWithOnlyAStacklessModalUpDismissesIt() {
        let router = Router()
        router.present(.signIn)
        router.push(.checkout)
        #expect(router.presentations == [] && router.path(for: .home) == [.checkout])
    }

    @Test func settingPresentedSheetReplacesEveryModal() {
        let router = Router()
        router.present(.cart)
        router.present(.signIn)
        router.presentedSheet = .welcome
        #expect(router.presentations == [Presentation(sheet: .welcome)])
        router.presentedSheet = nil
        #expect(router.presentations == [])
    }

    @Test func linksReplaceByDefault() {
        let router = Router()
        router.push(.item(id: 1))
        router.present(.signIn)
        router.apply(.stack(.orders, [.order(id: 5)]))
        #expect(router.selectedTab == .orders && router.path(for: .orders) == [.order(id: 5)])
        #expect(router.presentations == [] && router.path(for: .home) == [.item(id: 1)])
        router.apply(.tab(.home))
        #expect(router.selectedTab == .home && router.path(for: .home) == [])
        router.present(.signIn)
        router.apply(.sheet(.cart))
        #expect(router.presentations == [Presentation(sheet: .cart)])
        router.apply(.sheetStack(.cart, [.checkout]))
        #expect(router.presentations == [Presentation(sheet: .cart, path: [.checkout])])
        #expect(router.selectedTab == .home)
    }

    @Test func linksWithPushAddToWhatIsOnScreen() {
        let router = Router()
        router.push(.item(id: 1))
        router.apply(.stack(.orders, [.order(id: 5)]), mode: .push)
        #expect(router.selectedTab == .home && router.path(for: .home) == [.item(id: 1), .order(id: 5)])
        router.present(.cart)
        router.apply(.stack(.orders, [.order(id: 6)]), mode: .push)
        #expect(router.presentations == [Presentation(sheet: .cart, path: [.order(id: 6)])])
        router.apply(.sheet(.signIn), mode: .push)
        #expect(router.presentations.map(\.sheet) == [.cart, .signIn])
        router.apply(.sheetStack(.welcome, [.settings]), mode: .push)
        #expect(router.presentations.last == Presentation(sheet: .welcome, path: [.settings]))
        router.setPath([.order(id: 1)], for: .orders)
        router.apply(.tab(.orders), mode: .push)
        #expect(router.selectedTab == .orders && router.path(for: .orders) == [.order(id: 1)])
        #expect(router.presentations.count == 3)
    }

    @Test func openReadsTheAppsLinksOnly() throws {
        let router = Router()
        #expect(router.open(try #require(URL(string: "shop://item/7"))))
        #expect(router.path(for: .home) == [.item(id: 7)])
        #expect(router.open(try #require(URL(string: "shop://checkout"))))
        #expect(router.presentations == [Presentation(sheet: .cart, path: [.checkout])])
        let before = router.state
        #expect(!router.open(try #require(URL(string: "https://example.com/item/7"))))
        #expect(router.state == before)
    }

    @Test func aTabBarTapOnTheSelectedTabPopsToItsRoot() {
        let router = Router()
        router.push(.item(id: 1))
        router.selectFromTabBar(.home, popsToRoot: false)
        #expect(router.path(for: .home) == [.item(id: 1)])
        router.selectFromTabBar(.orders)
        #expect(router.selectedTab == .orders && router.path(for: .home) == [.item(id: 1)])
        router.selectFromTabBar(.home)
        router.selectFromTabBar(.home)
        #expect(router.path(for: .home) == [])
    }

    @Test func theSelectionStaysAmongTheTabsABarShows() {
        let router = Router()
        router.keepSelection(among: [.orders, .profile])
        #expect(router.selectedTab == .orders)
        router.keepSelection(among: [.profile, .orders])
        #expect(router.selectedTab == .orders)
        router.keepSelection(among: [])
        #expect(router.selectedTab == .orders)
        router.tabSelection = .profile
        #expect(router.tabSelection == .profile)
        router.tabSelection = nil
        #expect(router.selectedTab == .profile)
        router.selectedTab = .home
        #expect(router.selectedTab == .home)
    }

    @Test func stateIsEverythingOnScreenAndRestores() {
        let router = Router()
        router.push(.item(id: 1))
        router.select(.orders)
        router.push(.order(id: 2))
        router.present(.cart)
        router.push(.checkout)
        let state = router.state
        #expect(
            state
                == NavigationState(
                    selectedTab: .orders, stacks: [.home: [.item(id: 1)], .orders: [.order(id: 2)]],
                    presentations: [Presentation(sheet: .cart, path: [.checkout])]))
        let restored = Router(state: state)
        #expect(restored.state == state && restored.currentPath == [.checkout])
        router.state = NavigationState(selectedTab: .profile, stacks: [.profile: [.settings]])
        #expect(router.selectedTab == .profile && router.path(for: .home) == [] && router.presentations == [])
        #expect(router.currentPath == [.settings])
    }

    @Test func aRootGraphHasOnePath() throws {
        let router = NavigationRouter<NotesGraph>()
        router.push(.item(id: 1))
        router.path.append(.checkout)
        #expect(router.path == [.item(id: 1), .checkout] && router.currentPath == router.path)
        #expect(router.open(try #require(URL(string: "notes://item/5"))))
        #expect(router.path == [.item(id: 5)])
        router.apply([])
        #expect(router.path == [])
        #expect(router.state == NavigationState(path: []))
        router.state = NavigationState(path: [.settings])
        #expect(router.path == [.settings])
    }
}
