import Foundation
import GatedNavigation
import Testing
import WalledNavigation

/// Conditions (SPEC §2.6) on Tests/Graphs/gated.nav — `inbox` and `settings` behind `signedIn`, a
/// `message` behind `signedIn` and `verified`, `compose` behind `verified`, whose cover `verify`
/// needs `signedIn` first — and on Tests/Graphs/walled.nav, whose root is behind a sign-in wall.
/// Every navigation kind gated and carried out, cancelled, sign-out, restoration, with exact values.
@MainActor
@Suite struct ConditionTests {
    let signIn = GatedSheet.signIn(hint: nil)

    @Test func theGeneratedConditionsAndWhatRequiresThem() {
        #expect(GatedCondition.allCases == [.signedIn, .verified])
        #expect(GatedCondition.signedIn.modal == .signIn(hint: nil) && GatedCondition.verified.modal == .verify)
        #expect(GatedTab.allCases.map(\.requiredConditions) == [[], [.signedIn], []])
        #expect(GatedRoute.message(id: 1).requiredConditions == [.signedIn, .verified])
        #expect(
            GatedRoute.settings.requiredConditions == [.signedIn] && GatedRoute.post(id: 1).requiredConditions == [])
        #expect(
            GatedSheet.compose.requiredConditions == [.verified] && GatedSheet.verify.requiredConditions == [.signedIn])
        #expect(GatedSheet.about.hasStack && !GatedSheet.verify.hasStack)
        #expect(WalledCondition.signedIn.modal == .signIn && WalledRoute.chat(id: 1).requiredConditions == [])
    }

    @Test func aGatedSelectionWaitsForSignInThenHappens() {
        let router = GatedRouter()
        router.select(.inbox)
        #expect(router.selectedTab == .feed && router.presentations == [GatedPresentation(sheet: signIn)])
        #expect(router.pendingNavigation == .select(.inbox))
        router.metConditions = [.signedIn]
        #expect(router.selectedTab == .inbox && router.presentations == [] && router.pendingNavigation == nil)
    }

    @Test func aGatedPushWaitsAndLandsOnTheStackItWasAskedFor() {
        let router = GatedRouter()
        router.push(.post(id: 1))
        router.push(.settings)
        #expect(router.path(for: .feed) == [.post(id: 1)] && router.pendingNavigation == .push(.settings))
        // A push inside the sign-in sheet's own stack is not gated and does not drop the pending push.
        router.push(.signInHelp)
        #expect(router.presentations == [GatedPresentation(sheet: signIn, path: [.signInHelp])])
        #expect(router.pendingNavigation == .push(.settings))
        router.metConditions.insert(.signedIn)
        #expect(router.presentations == [] && router.path(for: .feed) == [.post(id: 1), .settings])
    }

    /// A restored selected tab that needs an undetermined condition is held aside (the first tab
    /// is selected meanwhile) and comes back when allowed, if the selection has not changed since
    /// (SPEC §2.6 "Not known yet").
    @Test func aRestoredSelectionWaitsForAnUndeterminedCondition() {
        let saved = GatedNavigationState(selectedTab: .inbox, stacks: [.inbox: [.message(id: 3)]])
        let router = GatedRouter(state: saved, metConditions: [.verified], undetermined: [.signedIn])
        #expect(router.selectedTab == .feed && router.path(for: .inbox) == [])
        #expect(router.state == saved)
        router.determine(.signedIn, met: true)
        #expect(router.selectedTab == .inbox && router.path(for: .inbox) == [.message(id: 3)])
        let moved = GatedRouter(state: saved, metConditions: [.verified], undetermined: [.signedIn])
        moved.select(.account)
        moved.determine(.signedIn, met: true)
        #expect(moved.selectedTab == .account && moved.path(for: .inbox) == [.message(id: 3)])
        let denied = GatedRouter(state: saved, metConditions: [.verified], undetermined: [.signedIn])
        denied.determine(.signedIn, met: false)
        #expect(denied.selectedTab == .feed && denied.path(for: .inbox) == [])
        #expect(denied.state == GatedNavigationState(selectedTab: .feed))
    }

    @Test func aModalWhoseConditionsModalNeedsAnotherShowsThatFirst() {
        let router = GatedRouter()
        router.present(.compose)
        // compose needs `verified`, whose cover needs `signedIn`: sign-in comes first.
        #expect(router.presentations.map(\.sheet) == [signIn] && router.pendingNavigation == .present(.compose))
        router.metConditions = [.signedIn]
        #expect(router.presentations.map(\.sheet) == [.verify] && router.pendingNavigation == .present(.compose))
        router.metConditions = [.signedIn, .verified]
        #expect(router.presentations.map(\.sheet) == [.compose] && router.pendingNavigation == nil)
    }

    @Test func aLinkNeedingTwoConditionsMetOneAtATime() throws {
        let router = GatedRouter()
        let link = try #require(URL(string: "gated://messages/7"))
        #expect(router.open(link))
        #expect(router.presentations.map(\.sheet) == [signIn])
        #expect(router.pendingNavigation == .link(.stack(.inbox, [.message(id: 7)]), .replace))
        // Meeting the later condition first changes nothing on screen.
        router.metConditions = [.verified]
        #expect(router.presentations.map(\.sheet) == [signIn] && router.pendingNavigation != nil)
        router.metConditions = [.verified, .signedIn]
        #expect(router.presentations == [] && router.pendingNavigation == nil)
        #expect(router.selectedTab == .inbox && router.path(for: .inbox) == [.message(id: 7)])
    }

    @Test func theSecondConditionShowsItsModalWhenTheFirstIsMet() throws {
        let router = GatedRouter()
        router.apply(.stack(.feed, [.post(id: 2), .message(id: 2)]))
        router.metConditions = [.signedIn]
        #expect(router.presentations.map(\.sheet) == [.verify] && router.pendingNavigation != nil)
        router.metConditions = [.signedIn, .verified]
        #expect(router.presentations == [] && router.path(for: .feed) == [.post(id: 2), .message(id: 2)])
        // Signed out again with verify up for another message: verify requires sign-in, so the loss
        // takes it away, and the navigation waiting on it is dropped.
        router.metConditions = [.signedIn]
        router.push(.message(id: 3))
        #expect(router.presentations.map(\.sheet) == [.verify] && router.path(for: .feed) == [.post(id: 2)])
        router.metConditions = []
        #expect(
            router.presentations == [] && router.pendingNavigation == nil && router.path(for: .feed) == [.post(id: 2)])
    }

    @Test func aGatedReplaceLinkChangesNothingElseUntilItIsCarriedOut() throws {
        let router = GatedRouter(state: GatedNavigationState(), metConditions: [.signedIn])
        router.push(.post(id: 1))
        router.present(.about)
        router.apply(.sheet(.compose))
        // Gated: the modals are not dismissed first; verify shows over them.
        #expect(router.presentations.map(\.sheet) == [.about, .verify])
        router.metConditions.insert(.verified)
        #expect(router.presentations.map(\.sheet) == [.compose] && router.path(for: .feed) == [.post(id: 1)])
    }

    @Test func pushLinksAndReplaceStackWaitToo() {
        let router = GatedRouter()
        router.push(.post(id: 1))
        router.apply(.stack(.inbox, [.message(id: 3)]), mode: .push)
        #expect(router.pendingNavigation == .link(.stack(.inbox, [.message(id: 3)]), .push))
        router.replaceStack(with: [.settings])
        #expect(router.pendingNavigation == .replaceStack([.settings]), "a newer gated navigation replaces it")
        router.metConditions = [.signedIn]
        #expect(router.path(for: .feed) == [.settings] && router.selectedTab == .feed)
        router.apply(.tab(.inbox), mode: .push)
        #expect(router.selectedTab == .inbox && router.pendingNavigation == nil)
    }

    @Test func dismissingTheConditionsModalUnmetDropsTheNavigation() {
        let router = GatedRouter()
        router.select(.inbox)
        router.dismissSheet()
        #expect(router.pendingNavigation == nil && router.presentations == [] && router.selectedTab == .feed)
        router.push(.settings)
        router.dismissAllSheets()
        #expect(router.pendingNavigation == nil)
        router.push(.settings)
        // A navigation that dismisses the modal drops it too.
        router.apply(.tab(.account))
        #expect(router.pendingNavigation == nil && router.presentations == [] && router.selectedTab == .account)
        // Meeting the condition later carries out nothing.
        router.metConditions = [.signedIn]
        #expect(router.path(for: .account) == [] && router.selectedTab == .account)
    }

    @Test func aMetConditionsModalLeavesEvenWithNothingPending() {
        let router = GatedRouter()
        router.select(.account)
        router.present(signIn)
        router.push(.signInHelp)
        router.metConditions = [.signedIn]
        #expect(router.presentations == [] && router.selectedTab == .account)
    }

    @Test func signingOutTakesAwayWhatRequiresIt() {
        let router = GatedRouter(state: GatedNavigationState(), metConditions: [.signedIn, .verified])
        router.push(.post(id: 1))
        router.push(.message(id: 1))
        router.push(.profile(handle: "a"))
        router.select(.account)
        router.push(.settings)
        router.present(.about)
        router.present(.compose)
        router.push(.draftStep(step: 1))
        router.setPath([.message(id: 9)], for: .inbox)
        router.select(.inbox)
        router.metConditions = [.signedIn]
        // compose requires verified: it and what stands above it go; each stack ends before a message.
        #expect(router.presentations == [GatedPresentation(sheet: .about)])
        #expect(router.path(for: .feed) == [.post(id: 1)] && router.path(for: .inbox) == [])
        #expect(router.path(for: .account) == [.settings] && router.selectedTab == .inbox)
        router.metConditions = []
        #expect(router.selectedTab == .feed && router.path(for: .account) == [])
    }

    @Test func settingFromCodeKeepsWhatTheConditionsAllow() {
        let router = GatedRouter()
        router.selectedTab = .inbox
        #expect(router.selectedTab == .feed && router.pendingNavigation == nil)
        router.setPath([.post(id: 1), .settings, .post(id: 2)], for: .feed)
        #expect(router.path(for: .feed) == [.post(id: 1)])
        router.currentPath = [.settings]
        #expect(router.currentPath == [])
        router.presentedSheet = .compose
        #expect(router.presentations == [] && router.pendingNavigation == nil)
    }

    @Test func restoringKeepsWhatTheMetConditionsAllow() throws {
        let state = GatedNavigationState(
            selectedTab: .inbox, stacks: [.inbox: [.message(id: 1)], .feed: [.post(id: 1), .message(id: 1)]],
            presentations: [GatedPresentation(sheet: .about), GatedPresentation(sheet: .compose)])
        let signedOut = GatedRouter(state: state)
        #expect(signedOut.selectedTab == .feed && signedOut.path(for: .feed) == [.post(id: 1)])
        #expect(signedOut.presentations == [GatedPresentation(sheet: .about)] && signedOut.pendingNavigation == nil)
        let verified = GatedRouter(state: state, metConditions: [.signedIn, .verified])
        #expect(verified.state == state)
        let data = try JSONEncoder().encode(verified.state)
        let restored = GatedRouter(
            state: try JSONDecoder().decode(GatedNavigationState.self, from: data), metConditions: [.signedIn])
        #expect(restored.selectedTab == .inbox && restored.path(for: .inbox) == [])
        #expect(restored.presentations == [GatedPresentation(sheet: .about)])
    }

    @Test func theWallIsUpFromTheStartAndLinksWaitBehindIt() throws {
        let router = WalledRouter()
        #expect(router.presentations == [WalledPresentation(sheet: .signIn)] && router.state.presentations == [])
        router.dismissSheet()
        router.dismissAllSheets()
        #expect(router.presentations.map(\.sheet) == [.signIn])
        // A sign-in flow pushes its own steps onto the cover's stack.
        router.push(.password(user: "a"))
        #expect(router.presentations == [WalledPresentation(sheet: .signIn, path: [.password(user: "a")])])
        #expect(router.open(try #require(URL(string: "walled://chats/4"))))
        #expect(router.path == [] && router.pendingNavigation == .link(.stack([.chat(id: 4)]), .replace))
        router.metConditions = [.signedIn]
        #expect(router.presentations == [] && router.path == [.chat(id: 4)] && router.pendingNavigation == nil)
        router.present(.profile)
        router.metConditions = []
        #expect(router.path == [] && router.presentations.map(\.sheet) == [.profile, .signIn])
        #expect(WalledRouter(state: router.state).presentations.map(\.sheet) == [.profile, .signIn])
        #expect(WalledRouter(state: router.state, metConditions: [.signedIn]).presentations.map(\.sheet) == [.profile])
    }

    /// A signed-in user opens the sign-in cover on purpose (a second account), and the session
    /// expires meanwhile: the cover already up becomes the wall, and no second one comes over it.
    @Test func aSignInCoverAlreadyUpBecomesTheWall() {
        let router = WalledRouter(state: WalledNavigationState(), metConditions: [.signedIn])
        router.present(.profile)
        router.present(.signIn)
        router.push(.password(user: "second"))
        router.metConditions = []
        #expect(
            router.presentations == [
                WalledPresentation(sheet: .profile),
                WalledPresentation(sheet: .signIn, path: [.password(user: "second")]),
            ])
        // It is the wall now: no dismissal takes it away, it is not saved, and signing in takes it away.
        router.dismissSheet()
        router.dismissAllSheets()
        #expect(router.presentations.map(\.sheet) == [.signIn])
        #expect(router.state.presentations == [])
        router.metConditions = [.signedIn]
        #expect(router.presentations == [])
    }
}
