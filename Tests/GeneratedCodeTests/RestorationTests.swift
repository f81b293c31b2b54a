import CoffeeLegacyNavigation
import CoffeeNavigation
import EdgeNavigation
import Foundation
import ReaderNavigation
import Testing

/// Codable navigation state: round trips, and tolerant decoding of a state saved by an older graph.
@Suite struct RestorationTests {
    static let id = UUID(uuid: (9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6))

    @Test func roundTrip() throws {
        let state = CoffeeNavigationState(
            selectedTab: .orders,
            stacks: [
                .home: [.menuItem(id: 1), .checkout, .orderConfirmation(orderID: Self.id)],
                .orders: [.order(id: Self.id)],
            ],
            presentedSheet: .signIn)
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(CoffeeNavigationState.self, from: data) == state)
        let reader = ReaderNavigationState(
            path: [.library(shelf: "x", page: 2), .search(query: "q", exact: true, minRating: 1.5)],
            presentedSheet: .share(bookID: Self.id, message: nil))
        #expect(try JSONDecoder().decode(ReaderNavigationState.self, from: JSONEncoder().encode(reader)) == reader)
    }

    @Test func encodingIsDeterministic() throws {
        let state = CoffeeNavigationState(
            selectedTab: .menu, stacks: [.profile: [.settings], .home: [.checkout], .menu: [.menuItem(id: 2)]])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let first = try encoder.encode(state)
        for _ in 0..<5 { #expect(try encoder.encode(state) == first) }
    }

    @Test func aStateFromTheOlderGraphRestoresAsFarAsItCan() throws {
        let legacy = CoffeeLegacyNavigationState(
            selectedTab: .offers,
            stacks: [
                .home: [.menuItem(id: 1), .legacyOffer(percent: 10), .checkout],
                .offers: [.legacyOffer(percent: 5)],
                .orders: [.order(id: Self.id)],
            ],
            presentedSheet: .loyaltyCard)
        let data = try JSONEncoder().encode(legacy)
        let restored = try JSONDecoder().decode(CoffeeNavigationState.self, from: data)
        #expect(
            restored
                == CoffeeNavigationState(
                    selectedTab: .home,
                    stacks: [.home: [.menuItem(id: 1)], .orders: [.order(id: Self.id)]],
                    presentedSheet: nil))
    }

    @Test func aStateSavedNowStillDecodesInTheOlderGraph() throws {
        let current = CoffeeNavigationState(
            selectedTab: .home, stacks: [.home: [.menuItem(id: 4), .promo(code: "p"), .checkout]], presentedSheet: .cart
        )
        let restored = try JSONDecoder().decode(CoffeeLegacyNavigationState.self, from: JSONEncoder().encode(current))
        #expect(
            restored
                == CoffeeLegacyNavigationState(
                    selectedTab: .home, stacks: [.home: [.menuItem(id: 4)]], presentedSheet: .cart))
    }

    @Test func damagedPartsAreDropped() throws {
        let json =
            #"{"selectedTab": 7, "stacks": {"menu": [{"menuItem": {"id": "x"}}], "nope": [], "home": [{"checkout": {}}, 3]}, "presentedSheet": "??"}"#
        let restored = try JSONDecoder().decode(CoffeeNavigationState.self, from: Data(json.utf8))
        #expect(
            restored == CoffeeNavigationState(selectedTab: .home, stacks: [.home: [.checkout]], presentedSheet: nil))
        #expect(try JSONDecoder().decode(CoffeeNavigationState.self, from: Data("{}".utf8)) == CoffeeNavigationState())
    }

    @Test func presentationsRoundTrip() throws {
        let state = CoffeeNavigationState(
            selectedTab: .menu, stacks: [.menu: [.menuItem(id: 1)]],
            presentations: [
                CoffeePresentation(sheet: .cart, path: [.checkout]), CoffeePresentation(sheet: .signIn),
                CoffeePresentation(sheet: .register),
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(state)
        #expect(
            String(decoding: data, as: UTF8.self)
                == #"{"presentations":[{"path":[{"checkout":{}}],"sheet":{"cart":{}}},{"path":[],"sheet":{"signIn":{}}},{"path":[],"sheet":{"register":{}}}],"selectedTab":"menu","stacks":{"menu":[{"menuItem":{"id":1}}]}}"#
        )
        #expect(try JSONDecoder().decode(CoffeeNavigationState.self, from: data) == state)
        #expect(state.presentedSheet == .cart)
    }

    @Test func aLanguageOneStateRestoresItsOneModal() throws {
        let json = #"{"selectedTab":"menu","stacks":{"menu":[{"menuItem":{"id":1}}]},"presentedSheet":{"register":{}}}"#
        let restored = try JSONDecoder().decode(CoffeeNavigationState.self, from: Data(json.utf8))
        #expect(
            restored
                == CoffeeNavigationState(
                    selectedTab: .menu, stacks: [.menu: [.menuItem(id: 1)]],
                    presentations: [CoffeePresentation(sheet: .register)]))
        let none = #"{"selectedTab":"menu","presentedSheet":{"gone":{}}}"#
        #expect(try JSONDecoder().decode(CoffeeNavigationState.self, from: Data(none.utf8)).presentations == [])
    }

    @Test func presentationsStopAtWhatNoLongerDecodes() throws {
        // A removed modal ends the list there; a removed route ends that modal's stack there; a
        // saved stack on a modal that no longer has one is dropped.
        let json =
            #"{"presentations":[{"sheet":{"cart":{}},"path":[{"checkout":{}},{"gone":{}},{"settings":{}}]},{"sheet":{"signIn":{}},"path":[{"checkout":{}}]},{"sheet":{"gone":{}}},{"sheet":{"register":{}}}]}"#
        let restored = try JSONDecoder().decode(CoffeeNavigationState.self, from: Data(json.utf8))
        #expect(
            restored.presentations == [
                CoffeePresentation(sheet: .cart, path: [.checkout]), CoffeePresentation(sheet: .signIn),
            ])
        #expect(restored.selectedTab == .home && restored.stacks == [:])
        let broken = #"{"presentations":"cart","presentedSheet":{"cart":{}}}"#
        #expect(try JSONDecoder().decode(CoffeeNavigationState.self, from: Data(broken.utf8)).presentations == [])
    }

    @MainActor @Test func theRouterRestoresPresentations() throws {
        let state = ReaderNavigationState(
            path: [.help], presentations: [ReaderPresentation(sheet: .settings, path: [.library(shelf: "a", page: 3)])])
        let router = ReaderRouter(
            state: try JSONDecoder().decode(ReaderNavigationState.self, from: JSONEncoder().encode(state)))
        #expect(
            router.currentPath == [.library(shelf: "a", page: 3)] && router.path == [.help] && router.state == state)
    }

    @Test func hostileStringsInTheGraphArePreservedExactly() {
        #expect(EdgeTab.default.title == "Default \"quoted\" \\ \u{202E}rtl \u{1F600} \\(interpolation) \"\"\" */ #")
        #expect(EdgeTab.in.title == "In\nTwo lines\tand a tab")
        #expect(EdgeTab.in.systemImage == "\u{202E}\u{0}x")
        #expect(
            EdgeRoute.func(init: "a", Type: Self.id)
                == .func(init: "a", Type: Self.id, payload: "\"\\(exploit())\" */ \u{0} #\"\"\""))
        #expect(EdgeSheet.protocol().url?.absoluteString == "edge://protocol?return=-1.5")
        #expect(
            EdgeDeepLink(string: "edge://func/me/\(Self.id.uuidString)")
                == .stack(.default, [.func(init: "me", Type: Self.id)]))
    }
}
