import Foundation
import NavGenRuntime
import Testing

/// The generic navigation state's encoding, byte for byte, and its tolerant decoding.
@Suite struct NavigationStateTests {
    typealias State = NavigationState<ShopGraph>

    static func encoded(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func decoded<Value: Decodable>(_ text: String, as type: Value.Type = Value.self) throws -> Value {
        try JSONDecoder().decode(Value.self, from: Data(text.utf8))
    }

    @Test func encodesTheSelectedTabTheNonEmptyStacksAndTheModals() throws {
        let state = State(
            selectedTab: .orders, stacks: [.home: [.item(id: 1)], .profile: []],
            presentations: [Presentation(sheet: .cart, path: [.checkout]), Presentation(sheet: .signIn)])
        #expect(
            try Self.encoded(state)
                == #"{"presentations":[{"path":[{"checkout":{}}],"sheet":{"cart":{}}},{"path":[],"sheet":{"signIn":{}}}],"selectedTab":"orders","stacks":{"home":[{"item":{"id":1}}]}}"#
        )
    }

    @Test func aGraphWithoutModalsOrWithARootSavesWhatItHas() throws {
        #expect(try Self.encoded(NavigationState<NotesGraph>(path: [.settings])) == #"{"path":[{"settings":{}}]}"#)
        #expect(try Self.encoded(NavigationState<NotesGraph>()) == #"{"path":[]}"#)
        #expect(NavigationState<NotesGraph>(path: []) == NavigationState<NotesGraph>())
        let decoded: NavigationState<NotesGraph> = try Self.decoded(#"{"path":[{"settings":{}},{"gone":{}}]}"#)
        #expect(decoded.path == [.settings])
    }

    @Test func decodingKeepsWhatItCan() throws {
        let state: State = try Self.decoded(
            #"{"selectedTab":"gone","stacks":{"home":[{"item":{"id":1}},{"removed":{}},{"checkout":{}}],"attic":[{"checkout":{}}],"orders":[]},"presentations":[{"sheet":{"cart":{}},"path":[{"checkout":{}},{"nope":{}}]},{"sheet":{"vanished":{}}},{"sheet":{"signIn":{}}}]}"#
        )
        #expect(state.selectedTab == .home)
        #expect(state.stacks == [.home: [.item(id: 1)]])
        #expect(state.presentations == [Presentation(sheet: .cart, path: [.checkout])])
    }

    @Test func aModalWithoutAStackRestoresWithoutOne() throws {
        let presentation: Presentation<ShopGraph> = try Self.decoded(
            #"{"sheet":{"signIn":{}},"path":[{"checkout":{}}]}"#)
        #expect(presentation == Presentation(sheet: .signIn))
    }

    @Test func aLanguageOneStateRestoresItsOneModal() throws {
        let state: State = try Self.decoded(#"{"selectedTab":"profile","stacks":{},"presentedSheet":{"signIn":{}}}"#)
        #expect(state == State(selectedTab: .profile, presentedSheet: .signIn))
        #expect(state.presentations == [Presentation(sheet: .signIn)])
        let none: State = try Self.decoded(#"{"selectedTab":"profile","stacks":{}}"#)
        #expect(none.presentations == [])
    }

    @Test func presentedSheetIsTheBottomModal() {
        var state = State(presentations: [Presentation(sheet: .cart, path: [.checkout]), Presentation(sheet: .signIn)])
        #expect(state.presentedSheet == .cart)
        state.presentedSheet = .welcome
        #expect(state.presentations == [Presentation(sheet: .welcome)])
        state.presentedSheet = nil
        #expect(state.presentations == [])
    }
}
