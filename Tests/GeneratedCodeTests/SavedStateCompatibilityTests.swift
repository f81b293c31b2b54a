import CoffeeNavigation
import Foundation
import MinimalNavigation
import ReaderNavigation
import Testing

/// States saved by language-2 generated code (navgen 0.2, which generated the router and its
/// state into every file), checked in as `SavedStates/*-language2.json`: the runtime's generic
/// state decodes each to the same state and encodes it to the same bytes, with `.sortedKeys`.
@Suite struct SavedStateCompatibilityTests {
    static let id = UUID(
        uuid: (0x0F, 0x8F, 0xAD, 0x5B, 0xD9, 0xCB, 0x46, 0x9F, 0xA1, 0x65, 0x70, 0x86, 0x77, 0x28, 0x95, 0x0E))

    static func saved(_ name: String) throws -> Data {
        try Data(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("SavedStates/\(name)-language2.json"))
    }

    static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(value)
    }

    @Test func aCoffeeStateWithStacksAndModalsOverModals() throws {
        let expected = CoffeeNavigationState(
            selectedTab: .orders,
            stacks: [
                .home: [.promo(code: "SPRING 25%", source: nil), .menuItem(id: 42)],
                .orders: [.order(id: Self.id)],
                .profile: [.settings],
            ],
            presentations: [
                CoffeePresentation(sheet: .cart, path: [.checkout, .orderConfirmation(orderID: Self.id)]),
                CoffeePresentation(sheet: .signIn),
                CoffeePresentation(sheet: .register),
            ])
        let data = try Self.saved("coffee")
        let decoded = try JSONDecoder().decode(CoffeeNavigationState.self, from: data)
        #expect(decoded == expected)
        #expect(try Self.encoded(decoded) == data)
        #expect(try Self.encoded(expected) == data)
    }

    @Test func aReaderStateOfARootGraph() throws {
        let expected = ReaderNavigationState(
            path: [
                .library(shelf: "all", page: 2), .book(bookID: Self.id, shelf: "sci-fi"),
                .chapter(bookID: Self.id, number: 3, progress: 0.25),
            ],
            presentations: [
                ReaderPresentation(
                    sheet: .share(bookID: Self.id, message: "read this"),
                    path: [.shareTarget(bookID: Self.id, app: "mail", message: nil)])
            ])
        let data = try Self.saved("reader")
        let decoded = try JSONDecoder().decode(ReaderNavigationState.self, from: data)
        #expect(decoded == expected)
        #expect(try Self.encoded(decoded) == data)
    }

    @Test func aMinimalStateOfAGraphWithoutModals() throws {
        let data = try Self.saved("minimal")
        #expect(String(decoding: data, as: UTF8.self) == #"{"selectedTab":"second","stacks":{}}"#)
        let decoded = try JSONDecoder().decode(MinimalNavigationState.self, from: data)
        #expect(decoded == MinimalNavigationState(selectedTab: .second))
        #expect(try Self.encoded(decoded) == data)
    }

    @MainActor
    @Test func aRouterRestoresTheSavedState() throws {
        let state = try JSONDecoder().decode(CoffeeNavigationState.self, from: Self.saved("coffee"))
        // Signed in, so that the order, which requires it, restores too.
        let router = CoffeeRouter(state: state, metConditions: [.signedIn])
        #expect(router.selectedTab == .orders)
        #expect(router.path(for: .home) == [.promo(code: "SPRING 25%", source: nil), .menuItem(id: 42)])
        #expect(router.presentations.map(\.sheet) == [.cart, .signIn, .register])
        #expect(router.currentPath == [.checkout, .orderConfirmation(orderID: Self.id)])
        #expect(try Self.encoded(router.state) == Self.saved("coffee"))
    }
}
