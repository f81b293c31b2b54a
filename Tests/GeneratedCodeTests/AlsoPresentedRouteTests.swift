import Foundation
import Testing
import VaultNavigation

/// SPEC §2.3 (5) in generated code (Tests/Graphs/vault.nav): `route member(id: Int) also sheet
/// stack`, pushed in the chats and presented from a chat, and `route recoveryKey(phrase: String)
/// also cover secret requires signedIn`, pushed in the settings and presented from the chats.
@MainActor @Suite struct AlsoPresentedRouteTests {
    static let all: Set<VaultCondition> = [.unlocked, .dbReady, .onboarded, .signedIn]

    @Test func bothFormsShareTheRoutesParametersConditionsAndLink() throws {
        let member = VaultSheet.member(id: 3)
        #expect(!member.isFullScreen && member.hasStack && !member.isLocked && !member.isSecret)
        let key = VaultSheet.recoveryKey(phrase: "alpha")
        #expect(key.isFullScreen && !key.hasStack && key.isSecret)
        #expect(member.requiredConditions == VaultRoute.member(id: 3).requiredConditions)
        #expect(member.requiredConditions == [.unlocked, .dbReady, .onboarded])
        #expect(key.requiredConditions == [.unlocked, .dbReady, .onboarded, .signedIn])
        #expect(key.requiredConditions == VaultRoute.recoveryKey(phrase: "alpha").requiredConditions)
        // The presented form's link is the route's, and reads back as the route's stack.
        let url = try #require(member.url)
        #expect(url.absoluteString == "vault://member/3")
        #expect(url == VaultRoute.member(id: 3).url)
        #expect(VaultDeepLink(url: url) == .stack(.chats, [.member(id: 3)]))
        #expect(key.url == nil)
    }

    @Test func presentedItPushesInsideItsOwnStack() throws {
        let router = VaultRouter(state: VaultNavigationState(), metConditions: Self.all)
        router.push(.chat(id: 1))
        router.present(.member(id: 2))
        router.push(.chat(id: 5))
        #expect(router.path(for: .chats) == [.chat(id: 1)])
        #expect(router.presentations == [VaultPresentation(sheet: .member(id: 2), path: [.chat(id: 5)])])
        // Saved and restored as any modal with a stack.
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let bytes = try encoder.encode(router.state)
        #expect(
            String(decoding: bytes, as: UTF8.self)
                == #"{"presentations":[{"path":[{"chat":{"id":5}}],"sheet":{"member":{"id":2}}}],"selectedTab":"chats","stacks":{"chats":[{"chat":{"id":1}}]}}"#
        )
        #expect(try JSONDecoder().decode(VaultNavigationState.self, from: bytes) == router.state)
        // Pushed, it is the route: the same value in the tab's stack.
        router.dismissAllSheets()
        router.push(.member(id: 2))
        #expect(router.path(for: .chats) == [.chat(id: 1), .member(id: 2)] && router.presentations == [])
    }

    @Test func presentedItWaitsForItsConditionsAsTheRouteDoes() {
        let router = VaultRouter(state: VaultNavigationState(), metConditions: Self.all.subtracting([.signedIn]))
        router.present(.recoveryKey(phrase: "alpha"))
        #expect(router.presentations.map(\.sheet) == [.signIn])
        #expect(router.pendingNavigation == .present(.recoveryKey(phrase: "alpha")))
        router.metConditions.insert(.signedIn)
        #expect(router.presentations.map(\.sheet) == [.recoveryKey(phrase: "alpha")])
    }

    @Test func secretInBothForms() throws {
        let state = VaultNavigationState(
            selectedTab: .chats, stacks: [.chats: [.chat(id: 1)]],
            presentations: [
                VaultPresentation(sheet: .settings, path: [.recoveryKey(phrase: "W0RDS-1")]),
                VaultPresentation(sheet: .recoveryKey(phrase: "W0RDS-2")),
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(state), as: UTF8.self)
        #expect(
            text
                == #"{"presentations":[{"path":[],"sheet":{"settings":{}}}],"selectedTab":"chats","stacks":{"chats":[{"chat":{"id":1}}]}}"#
        )
        #expect(throws: EncodingError.self) { try encoder.encode(VaultSheet.recoveryKey(phrase: "W0RDS-2")) }
        #expect(String(describing: VaultSheet.recoveryKey(phrase: "W0RDS-2")) == "recoveryKey(phrase: <secret>)")
        #expect(String(describing: VaultRoute.recoveryKey(phrase: "W0RDS-1")) == "recoveryKey(phrase: <secret>)")
    }
}
