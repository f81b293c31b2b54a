import Foundation
import Testing
import VaultNavigation

/// SPEC §2.6 (5) in generated code (Tests/Graphs/vault.nav): every screen requires the app's three
/// walls — a passcode lock that keeps the user's place, a database that opens, onboarding — with
/// exact values at launch, on meeting and losing each, and a lock over a deep stack, a sheet and
/// a locked draft; relaunched locked; a link while locked.
@MainActor @Suite struct WallsAndLockTests {
    static let all: Set<VaultCondition> = [.unlocked, .dbReady, .onboarded, .signedIn]

    @Test func everyScreenTakesTheAppsConditionsButTheWallsOwn() {
        #expect(VaultTab.chats.requiredConditions == [.unlocked, .dbReady, .onboarded])
        #expect(VaultRoute.chat(id: 1).requiredConditions == [.unlocked, .dbReady, .onboarded])
        #expect(VaultSheet.settings.requiredConditions == [.unlocked, .dbReady, .onboarded, .signedIn])
        #expect(VaultSheet.passcode.requiredConditions == [])
        #expect(VaultSheet.opening.requiredConditions == [.unlocked])
        #expect(VaultSheet.onboarding.requiredConditions == [.unlocked, .dbReady])
        // Reached only through onboarding's cover: its conditions, not the app's.
        #expect(VaultRoute.welcome.requiredConditions == [.unlocked, .dbReady])
        #expect(VaultSheet.setup.requiredConditions == [.unlocked, .dbReady])
        #expect(VaultSheet.setup.excludedConditions == [.onboarded])
        // Sign-in's sheet and what it reaches take every app condition (none of their modals needs sign-in).
        #expect(VaultSheet.signIn.requiredConditions == [.unlocked, .dbReady, .onboarded])
        #expect(VaultRoute.register.requiredConditions == [.unlocked, .dbReady, .onboarded])
        #expect(VaultCondition.unlocked.keepsScreens && !VaultCondition.dbReady.keepsScreens)
    }

    @Test func theWallsComeOneAfterAnotherAtLaunch() {
        let router = VaultRouter()
        #expect(router.presentations == [VaultPresentation(sheet: .passcode)])
        router.metConditions.insert(.unlocked)
        #expect(router.presentations == [VaultPresentation(sheet: .opening)])
        router.metConditions.insert(.dbReady)
        #expect(router.presentations == [VaultPresentation(sheet: .onboarding)])
        router.push(.welcome)
        #expect(router.presentations == [VaultPresentation(sheet: .onboarding, path: [.welcome])])
        // A push under the wall waits for it.
        router.select(.calls)
        #expect(router.selectedTab == .chats && router.pendingNavigation == .select(.calls))
        router.metConditions.insert(.onboarded)
        #expect(router.presentations == [] && router.selectedTab == .calls)
        // Losing the database takes its screens away: it does not keep them.
        router.select(.chats)
        router.push(.chat(id: 1))
        router.metConditions.remove(.dbReady)
        #expect(router.presentations == [VaultPresentation(sheet: .opening)])
        #expect(router.path(for: .chats) == [])
    }

    @Test func aLockKeepsTheUsersPlace() throws {
        let router = VaultRouter(state: VaultNavigationState(), metConditions: Self.all)
        router.push(.chat(id: 1))
        router.push(.member(id: 2))
        router.present(.settings)
        router.present(.compose(draft: "Hi"))
        let place = router.state
        router.metConditions.remove(.unlocked)
        #expect(router.path(for: .chats) == [.chat(id: 1), .member(id: 2)])
        #expect(router.presentations.map(\.sheet) == [.settings, .compose(draft: "Hi"), .passcode])
        // Saved, it holds the user's place and not the lock.
        #expect(router.state == place)
        // A link while locked waits behind the wall.
        #expect(router.open(try #require(URL(string: "vault://member/9"))))
        #expect(router.pendingNavigation == .link(.stack(.chats, [.member(id: 9)]), .replace))
        #expect(router.path(for: .chats) == [.chat(id: 1), .member(id: 2)])
        // Unlocked: the lock leaves and the user is where they were; the link then waits for the
        // locked draft, as any link does.
        router.metConditions.insert(.unlocked)
        #expect(router.presentations.map(\.sheet) == [.settings, .compose(draft: "Hi")])
        #expect(router.path(for: .chats) == [.chat(id: 1), .member(id: 2)])
        #expect(router.pendingNavigation == .link(.stack(.chats, [.member(id: 9)]), .replace))
        router.dismiss(.compose(draft: "Hi"))
        #expect(router.presentations == [] && router.path(for: .chats) == [.member(id: 9)])
    }

    @Test func relaunchedLockedTheSavedStateWaitsBeneathTheLock() throws {
        let saved = VaultNavigationState(
            selectedTab: .chats, stacks: [.chats: [.chat(id: 1)]],
            presentations: [VaultPresentation(sheet: .settings)])
        let router = VaultRouter(state: saved, metConditions: [.dbReady, .onboarded, .signedIn])
        #expect(router.presentations.map(\.sheet) == [.settings, .passcode])
        #expect(router.path(for: .chats) == [.chat(id: 1)])
        #expect(router.state == saved)
        router.metConditions.insert(.unlocked)
        #expect(router.presentations.map(\.sheet) == [.settings] && router.path(for: .chats) == [.chat(id: 1)])
        // A lock that is not known yet holds the state aside; found locked, it keeps it beneath.
        let launching = VaultRouter(
            state: saved, metConditions: [.dbReady, .onboarded, .signedIn], undetermined: [.unlocked])
        #expect(launching.presentations == [] && launching.path(for: .chats) == [])
        #expect(launching.state == saved)
        launching.determine(.unlocked, met: false)
        #expect(launching.presentations.map(\.sheet) == [.settings, .passcode])
        #expect(launching.path(for: .chats) == [.chat(id: 1)])
    }
}
