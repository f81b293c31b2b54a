import CoffeeNavigation
import Foundation
import ReaderNavigation
import Testing

/// SPEC language 2: modals with their own stack, modals over modals, `currentPath`, and the
/// `.replace` and `.push` modes of `apply` and `open`. In graphs/app.nav `cart` (a sheet) has a
/// stack, `signIn` (a sheet) and `register` (a cover) have none.
@MainActor
@Suite struct ModalStackTests {
    static let orderID = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))

    /// On tab menu with `[.menuItem(id: 1)]`, nothing presented.
    /// Signed in: an order, which requires it, is shown like any route.
    func routerOnMenu() -> CoffeeRouter {
        let router = CoffeeRouter(state: CoffeeNavigationState(), metConditions: [.signedIn])
        router.select(.menu)
        router.push(.menuItem(id: 1))
        return router
    }

    @Test func hasStackFollowsThePushEdges() {
        #expect(CoffeeSheet.cart.hasStack && !CoffeeSheet.signIn.hasStack && !CoffeeSheet.register.hasStack)
        #expect(ReaderSheet.settings.hasStack && ReaderSheet.share(bookID: Self.orderID, message: nil).hasStack)
    }

    @Test func pushInsideAModalWithAStack() {
        let router = routerOnMenu()
        router.present(.cart)
        #expect(router.currentPath == [])
        router.push(.checkout)
        router.push(.orderConfirmation(orderID: Self.orderID))
        #expect(
            router.presentations == [
                CoffeePresentation(sheet: .cart, path: [.checkout, .orderConfirmation(orderID: Self.orderID)])
            ])
        #expect(router.currentPath == [.checkout, .orderConfirmation(orderID: Self.orderID)])
        #expect(router.path(for: .menu) == [.menuItem(id: 1)])
        router.pop()
        #expect(router.currentPath == [.checkout])
        router.replaceStack(with: [.settings, .checkout])
        #expect(router.presentations == [CoffeePresentation(sheet: .cart, path: [.settings, .checkout])])
        router.popToRoot()
        #expect(router.presentations == [CoffeePresentation(sheet: .cart, path: [])])
        router.pop()
        #expect(
            router.presentations == [CoffeePresentation(sheet: .cart, path: [])]
                && router.path(for: .menu) == [.menuItem(id: 1)])
    }

    @Test func threeLevelsAndTheStackUnderThem() {
        let router = routerOnMenu()
        router.present(.cart)
        router.push(.checkout)
        router.present(.signIn)
        router.present(.register)
        #expect(router.presentations.map(\.sheet) == [.cart, .signIn, .register])
        #expect(router.presentedSheet == .cart)
        // The stack on screen is the cart's: the modals above it have none.
        #expect(router.currentPath == [.checkout])
        router.push(.settings)
        #expect(router.presentations == [CoffeePresentation(sheet: .cart, path: [.checkout, .settings])])
        router.present(.signIn)
        router.dismissSheet()
        #expect(router.presentations == [CoffeePresentation(sheet: .cart, path: [.checkout, .settings])])
        router.present(.signIn)
        router.present(.register)
        router.dismissAllSheets()
        #expect(router.presentations == [] && router.presentedSheet == nil)
        #expect(router.currentPath == [.menuItem(id: 1)])
    }

    @Test func aModalWithAStackOverAnother() {
        let router = routerOnMenu()
        router.present(.cart)
        router.push(.checkout)
        router.present(.signIn)
        router.present(.cart)
        router.push(.settings)
        #expect(
            router.presentations == [
                CoffeePresentation(sheet: .cart, path: [.checkout]),
                CoffeePresentation(sheet: .signIn),
                CoffeePresentation(sheet: .cart, path: [.settings]),
            ])
        router.dismissSheet()
        router.push(.promo(code: "x"))
        // Back on the first cart's stack: signIn, above it and without a stack, is dismissed.
        #expect(router.presentations == [CoffeePresentation(sheet: .cart, path: [.checkout, .promo(code: "x")])])
    }

    @Test func withoutAModalStackEveryModalGoesFirst() {
        let router = routerOnMenu()
        router.present(.signIn)
        router.present(.register)
        router.pop()
        #expect(router.presentations == [] && router.path(for: .menu) == [])
        router.present(.signIn)
        router.replaceStack(with: .checkout)
        #expect(router.presentations == [] && router.path(for: .menu) == [.checkout])
    }

    @Test func currentPathCanBeSet() {
        let router = routerOnMenu()
        router.currentPath = [.checkout]
        #expect(router.path(for: .menu) == [.checkout])
        router.present(.cart)
        router.currentPath = [.settings]
        #expect(
            router.presentations == [CoffeePresentation(sheet: .cart, path: [.settings])]
                && router.path(for: .menu) == [.checkout])
    }

    @Test func presentedSheetSetReplacesEveryModal() {
        let router = routerOnMenu()
        router.present(.cart)
        router.push(.checkout)
        router.present(.signIn)
        router.presentedSheet = .register
        #expect(router.presentations == [CoffeePresentation(sheet: .register)])
        router.presentedSheet = nil
        #expect(router.presentations == [])
    }

    // MARK: - Links and their modes

    @Test func tabLinks() {
        let router = routerOnMenu()
        router.present(.signIn)
        router.apply(.tab(.orders), mode: .push)
        #expect(router.selectedTab == .orders && router.presentations == [CoffeePresentation(sheet: .signIn)])
        router.apply(.tab(.menu), mode: .push)
        #expect(router.selectedTab == .menu && router.path(for: .menu) == [.menuItem(id: 1)])
        router.apply(.tab(.menu))
        #expect(router.selectedTab == .menu && router.path(for: .menu) == [] && router.presentations == [])
    }

    @Test func stackLinks() {
        let router = routerOnMenu()
        router.apply(.stack(.menu, [.menuItem(id: 2)]), mode: .push)
        #expect(router.path(for: .menu) == [.menuItem(id: 1), .menuItem(id: 2)])
        // Pushed onto the stack on screen, not the link's tab.
        router.apply(.stack(.orders, [.order(id: Self.orderID)]), mode: .push)
        #expect(router.selectedTab == .menu && router.path(for: .menu).count == 3 && router.path(for: .orders) == [])
        router.present(.cart)
        router.present(.signIn)
        router.apply(.stack(.home, [.checkout]), mode: .push)
        #expect(router.presentations == [CoffeePresentation(sheet: .cart, path: [.checkout])])
        router.apply(.stack(.home, [.checkout]))
        #expect(router.selectedTab == .home && router.path(for: .home) == [.checkout] && router.presentations == [])
        #expect(router.path(for: .menu).count == 3)
    }

    @Test func modalLinks() {
        let router = routerOnMenu()
        router.apply(.sheet(.signIn))
        router.apply(.sheet(.register), mode: .push)
        #expect(router.presentations.map(\.sheet) == [.signIn, .register])
        router.apply(.sheetStack(.cart, [.checkout]), mode: .push)
        #expect(
            router.presentations == [
                CoffeePresentation(sheet: .signIn), CoffeePresentation(sheet: .register),
                CoffeePresentation(sheet: .cart, path: [.checkout]),
            ])
        router.apply(.sheetStack(.cart, [.settings]))
        #expect(router.presentations == [CoffeePresentation(sheet: .cart, path: [.settings])])
        router.apply(.sheet(.signIn))
        #expect(router.presentations == [CoffeePresentation(sheet: .signIn)])
        #expect(router.selectedTab == .menu && router.path(for: .menu) == [.menuItem(id: 1)])
    }

    @Test func openTakesAMode() throws {
        let router = routerOnMenu()
        #expect(router.open(try #require(URL(string: "coffee://checkout"))))
        #expect(router.presentations == [CoffeePresentation(sheet: .cart, path: [.checkout])])
        #expect(router.open(try #require(URL(string: "coffee://menu/5")), mode: .push))
        #expect(router.presentations == [CoffeePresentation(sheet: .cart, path: [.checkout, .menuItem(id: 5)])])
        #expect(!router.open(try #require(URL(string: "coffee://menu/five")), mode: .push))
        #expect(router.open(try #require(URL(string: "coffee://signin")), mode: .push))
        #expect(router.presentations.map(\.sheet) == [.cart, .signIn])
        #expect(router.open(try #require(URL(string: "coffee://menu/5"))))
        #expect(router.presentations == [] && router.path(for: .menu) == [.menuItem(id: 5)])
    }

    @Test func rootGraphModes() {
        let router = ReaderRouter()
        router.push(.help)
        router.apply(.root, mode: .push)
        #expect(router.path == [.help])
        router.apply(.stack([.helpTopic(topic: 2)]), mode: .push)
        #expect(router.path == [.help, .helpTopic(topic: 2)])
        router.apply(.sheetStack(.settings, [.library()]))
        #expect(
            router.presentations == [ReaderPresentation(sheet: .settings, path: [.library()])]
                && router.currentPath == [.library()])
        router.apply(.root)
        #expect(router.path == [] && router.presentations == [])
    }

    // MARK: - Deep links into a modal's stack

    @Test func deepLinksIntoAModalStack() {
        #expect(CoffeeDeepLink(string: "coffee://checkout") == .sheetStack(.cart, [.checkout]))
        #expect(CoffeeRoute.checkout.url?.absoluteString == "coffee://checkout")
        // In the reader graph the root reaches library: it does not fall back to the settings stack.
        #expect(ReaderDeepLink(string: "reader://library") == .stack([.library()]))
        let id = Self.orderID
        // The share sheet's own parameters come from the URL too.
        #expect(
            ReaderDeepLink(string: "reader://share/\(id.uuidString)/mail?text=hi+there")
                == .sheetStack(
                    .share(bookID: id, message: "hi there"),
                    [.shareTarget(bookID: id, app: "mail", message: "hi there")]))
        #expect(
            ReaderDeepLink(string: "reader://share/\(id.uuidString)/mail")
                == .sheetStack(.share(bookID: id, message: nil), [.shareTarget(bookID: id, app: "mail", message: nil)]))
        let step = ReaderRoute.shareTarget(bookID: id, app: "a/b c", message: "x&y")
        #expect(step.url.flatMap { ReaderDeepLink(url: $0) } == .sheetStack(.share(bookID: id, message: "x&y"), [step]))
    }
}
