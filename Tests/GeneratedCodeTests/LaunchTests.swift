import Foundation
import LaunchNavigation
import Testing

/// Language 4's conditions and modals (SPEC §2.6 *(4)*, §2.7) on Tests/Graphs/launch.nav: `home`
/// behind a sign-in wall (`signedIn`, cover `signIn`), `canPost` that no screen meets, `report`
/// behind `verified`, a `locked` composer, `!signedIn` screens for the signed-out (a provisioning
/// link, a password reset, a magic link) and `secret` ones. Each bullet of the spec, exact values.
@MainActor
@Suite struct LaunchTests {
    func url(_ text: String) throws -> URL { try #require(URL(string: text)) }

    /// A router signed in and allowed to post, on the home tab.
    func signedIn(_ extra: Set<LaunchCondition> = [.canPost]) -> LaunchRouter {
        LaunchRouter(state: LaunchNavigationState(), metConditions: extra.union([.signedIn]))
    }

    @Test func theGeneratedConditionsSayWhatMustAndMustNotHold() {
        #expect(LaunchCondition.allCases == [.signedIn, .canPost, .verified])
        #expect(LaunchCondition.signedIn.modal == .signIn && LaunchCondition.verified.modal == .verify)
        #expect(LaunchCondition.canPost.modal == nil)
        #expect(LaunchRoute.provisioning(code: "c").excludedConditions == [.signedIn])
        #expect(LaunchRoute.provisioning(code: "c").requiredConditions == [])
        #expect(LaunchRoute.thread(id: 1).excludedConditions == [] && LaunchTab.home.excludedConditions == [])
        #expect(LaunchSheet.magicLink(code: "c").excludedConditions == [.signedIn])
        #expect(LaunchSheet.compose().requiredConditions == [.canPost] && LaunchSheet.compose().isLocked)
        #expect(!LaunchSheet.report(id: 1).isLocked && !LaunchSheet.signIn.isLocked)
        #expect(LaunchRoute.resetPassword(token: "t").isSecret && !LaunchRoute.provisioning(code: "c").isSecret)
        #expect(LaunchSheet.magicLink(code: "c").isSecret && !LaunchSheet.compose().isSecret)
    }

    // MARK: requires !C

    @Test func aLinkForTheSignedOutIsDroppedWhileSignedInAndStillTheAppsOwn() throws {
        let router = signedIn()
        router.push(.thread(id: 1))
        let before = router.state
        #expect(router.open(try url("launch://provision/abc")))
        #expect(router.state == before && router.presentations == [] && router.pendingNavigation == nil)
        // A navigation already pending stays pending.
        router.metConditions = [.signedIn]
        router.present(.report(id: 2))
        #expect(router.pendingNavigation == .present(.report(id: 2)))
        #expect(router.open(try url("launch://magic/xyz")))
        #expect(router.pendingNavigation == .present(.report(id: 2)))
        #expect(router.presentations.map(\.sheet) == [.verify])
    }

    @Test func behindTheWallALinkToTheCoverOrForTheSignedOutActsAtOnce() throws {
        let router = LaunchRouter()
        #expect(router.presentations == [LaunchPresentation(sheet: .signIn)])
        // The OAuth-callback shape: the wall's own cover takes the link's routes.
        #expect(router.open(try url("launch://provision/abc")))
        #expect(router.presentations == [LaunchPresentation(sheet: .signIn, path: [.provisioning(code: "abc")])])
        #expect(router.pendingNavigation == nil)
        // A `!signedIn` sheet shows over the wall.
        #expect(router.open(try url("launch://magic/m1"), mode: .push))
        #expect(router.presentations.map(\.sheet) == [.signIn, .magicLink(code: "m1")])
        // Any other link waits behind it.
        #expect(router.open(try url("launch://threads/4")))
        #expect(router.pendingNavigation == .link(.stack(.home, [.thread(id: 4)]), .replace))
        // Signing in takes every `!signedIn` screen away with the wall, and carries the link out.
        router.metConditions = [.signedIn]
        #expect(router.presentations == [] && router.path(for: .home) == [.thread(id: 4)])
        #expect(router.pendingNavigation == nil)
    }

    @Test func meetingTheConditionTakesItsExcludedScreensAway() {
        let router = LaunchRouter(state: LaunchNavigationState(), metConditions: [])
        // Behind the wall, the first tab gives way to the first one allowed; a push acts inside the cover.
        #expect(router.selectedTab == .explore)
        router.push(.provisioning(code: "p"))
        #expect(router.presentations == [LaunchPresentation(sheet: .signIn, path: [.provisioning(code: "p")])])
        let state = LaunchNavigationState(
            selectedTab: .explore,
            stacks: [.explore: [.thread(id: 1), .provisioning(code: "p"), .profile(handle: "a")]])
        // Restoring while signed in keeps none of them: the stack ends before the first.
        let restored = LaunchRouter(state: state, metConditions: [.signedIn])
        #expect(restored.path(for: .explore) == [.thread(id: 1)] && restored.selectedTab == .explore)
        // Signed out, restored whole; signing in then cuts it as a lost condition would.
        let signedOut = LaunchRouter(state: state, metConditions: [])
        #expect(signedOut.path(for: .explore) == [.thread(id: 1), .provisioning(code: "p"), .profile(handle: "a")])
        signedOut.metConditions = [.signedIn]
        #expect(signedOut.path(for: .explore) == [.thread(id: 1)])
    }

    // MARK: A condition no screen meets

    @Test func aConditionWithoutAModalDropsWhatNeedsItAndTakesItsScreensAway() throws {
        let router = signedIn([])
        router.present(.compose())
        #expect(router.presentations == [] && router.pendingNavigation == nil)
        // Whatever else it needs, no modal is shown for it: `report` would ask for `verified`.
        #expect(router.open(try url("launch://compose")))
        #expect(router.presentations == [] && router.pendingNavigation == nil)
        router.metConditions = [.signedIn, .canPost]
        router.present(.compose(replyTo: 3))
        #expect(router.presentations.map(\.sheet) == [.compose(replyTo: 3)])
        router.metConditions = [.signedIn]
        #expect(router.presentations == [])
    }

    // MARK: Not known yet

    @Test func aLaunchLinkWaitsPresentingNothingUntilTheSessionIsKnown() throws {
        let router = LaunchRouter(state: LaunchNavigationState(), metConditions: [], undetermined: [.signedIn])
        #expect(router.undeterminedConditions == [.signedIn] && router.metConditions == [])
        // No wall, no cover flashing: the root view shows its `undetermined` view.
        #expect(router.presentations == [])
        #expect(router.open(try url("launch://threads/7")))
        #expect(
            router.presentations == [] && router.pendingNavigation == .link(.stack(.home, [.thread(id: 7)]), .replace))
        // A later one replaces it.
        #expect(router.open(try url("launch://threads/8")))
        #expect(router.pendingNavigation == .link(.stack(.home, [.thread(id: 8)]), .replace))
        router.determine(.signedIn, met: true)
        #expect(router.undeterminedConditions == [] && router.metConditions == [.signedIn])
        #expect(router.presentations == [] && router.path(for: .home) == [.thread(id: 8)])
        #expect(router.pendingNavigation == nil)
    }

    @Test func determinedUnmetTheLinkIsCarriedOutAsIfAskedNow() throws {
        let router = LaunchRouter(state: LaunchNavigationState(), metConditions: [], undetermined: [.signedIn])
        #expect(router.open(try url("launch://threads/7")))
        router.determine(.signedIn, met: false)
        // Now the wall is up and the link waits behind it, as it would have if asked now.
        #expect(router.presentations == [LaunchPresentation(sheet: .signIn)])
        #expect(router.pendingNavigation == .link(.stack(.home, [.thread(id: 7)]), .replace))
        // The `!signedIn` link that arrives during sign-in acts at once.
        #expect(router.open(try url("launch://reset?token=T")))
        #expect(router.presentations == [LaunchPresentation(sheet: .signIn, path: [.resetPassword(token: "T")])])
        // And a link for the signed-out that was pending while undetermined is dropped once signed in.
        let other = LaunchRouter(state: LaunchNavigationState(), metConditions: [], undetermined: [.signedIn])
        #expect(other.open(try url("launch://provision/q")))
        #expect(other.pendingNavigation == .link(.sheetStack(.signIn, [.provisioning(code: "q")]), .replace))
        other.determine(.signedIn, met: true)
        #expect(other.pendingNavigation == nil && other.presentations == [])
    }

    @Test func insertingAnUndeterminedConditionDeterminesItAsMet() {
        let router = LaunchRouter(state: LaunchNavigationState(), metConditions: [.signedIn], undetermined: [.signedIn])
        #expect(router.undeterminedConditions == [.signedIn] && router.metConditions == [])
        router.metConditions.insert(.signedIn)
        #expect(router.undeterminedConditions == [] && router.metConditions == [.signedIn])
        // Removing one not met leaves an undetermined condition as it is.
        let other = LaunchRouter(state: LaunchNavigationState(), metConditions: [], undetermined: [.verified])
        other.metConditions.remove(.verified)
        #expect(other.undeterminedConditions == [.verified])
    }

    /// A state saved signed in, restored at launch before the session is back.
    static let saved = LaunchNavigationState(
        selectedTab: .home, stacks: [.home: [.thread(id: 1), .profile(handle: "b")], .explore: [.thread(id: 2)]],
        presentations: [LaunchPresentation(sheet: .report(id: 5))])

    @Test func restoredScreensAreHeldAsideAndComeBackWhenAllowed() {
        let router = LaunchRouter(state: Self.saved, metConditions: [.verified], undetermined: [.signedIn])
        // `home` needs the undetermined condition: its whole stack is held aside; `report` too.
        #expect(router.path(for: .home) == [] && router.path(for: .explore) == [.thread(id: 2)])
        #expect(router.presentations == [])
        // A state saved meanwhile loses nothing.
        #expect(router.state == Self.saved)
        router.determine(.signedIn, met: true)
        #expect(router.path(for: .home) == [.thread(id: 1), .profile(handle: "b")])
        #expect(router.presentations == [LaunchPresentation(sheet: .report(id: 5))])
        #expect(router.state == Self.saved)
    }

    @Test func heldScreensAreDroppedWhenNotAllowedOrWhenTheirStackChanged() {
        let denied = LaunchRouter(state: Self.saved, metConditions: [.verified], undetermined: [.signedIn])
        denied.determine(.signedIn, met: false)
        #expect(denied.path(for: .home) == [] && denied.presentations == [LaunchPresentation(sheet: .signIn)])
        #expect(denied.state == LaunchNavigationState(selectedTab: .explore, stacks: [.explore: [.thread(id: 2)]]))
        let changed = LaunchRouter(state: Self.saved, metConditions: [.verified], undetermined: [.signedIn])
        // The modals changed meanwhile (a sheet the app presented itself): the held one is dropped.
        changed.present(.magicLink(code: "x"))
        #expect(changed.presentations == [])  // `!signedIn` needs the undetermined condition too: it waits.
        changed.metConditions.insert(.canPost)
        changed.present(.compose())
        #expect(changed.presentations == [LaunchPresentation(sheet: .compose())])
        changed.determine(.signedIn, met: true)
        #expect(changed.path(for: .home) == [.thread(id: 1), .profile(handle: "b")])
        #expect(changed.presentations == [LaunchPresentation(sheet: .compose())])
    }

    // MARK: Locked modals

    @Test func aReplaceLinkOverADraftWaitsUntilTheDraftLeaves() throws {
        let router = signedIn([.canPost, .verified])
        router.push(.thread(id: 1))
        router.present(.compose(replyTo: 1))
        // A push inside the composer's own stack acts.
        router.push(.attachments)
        #expect(router.presentations == [LaunchPresentation(sheet: .compose(replyTo: 1), path: [.attachments])])
        #expect(router.open(try url("launch://threads/9")))
        #expect(router.pendingNavigation == .link(.stack(.home, [.thread(id: 9)]), .replace))
        #expect(router.presentations.map(\.sheet) == [.compose(replyTo: 1)])
        // A later one replaces it; a tab selection acts beneath the draft.
        router.dismissAllSheets()
        #expect(router.pendingNavigation == .dismissAllSheets && router.presentations.count == 1)
        router.select(.explore)
        #expect(router.selectedTab == .explore && router.presentations.count == 1)
        // Setters keep it.
        router.presentedSheet = .report(id: 1)
        #expect(router.presentations.map(\.sheet) == [.report(id: 1), .compose(replyTo: 1)])
        // Its own dismissal carries the pending navigation out, as if asked now.
        router.dismissSheet()
        #expect(router.presentations == [] && router.pendingNavigation == nil)
    }

    @Test func dismissNamingTheDraftActsAndOneBelowItWaits() throws {
        let router = signedIn([.canPost, .verified])
        router.present(.report(id: 1))
        router.present(.compose())
        router.dismiss(.report(id: 1))
        #expect(router.pendingNavigation == .dismiss(.report(id: 1)))
        #expect(router.presentations.map(\.sheet) == [.report(id: 1), .compose()])
        // The composer has a stack of its own: a pop acts inside it and takes nothing away.
        router.push(.attachments)
        router.pop()
        #expect(router.pendingNavigation == .dismiss(.report(id: 1)))
        #expect(
            router.presentations == [LaunchPresentation(sheet: .report(id: 1)), LaunchPresentation(sheet: .compose())])
        #expect(!router.popTo { _ in true })
        router.dismiss(.compose())
        // The draft left as itself; the dismissal that waited is carried out.
        #expect(router.presentations == [] && router.pendingNavigation == nil)
        // A gated `.replace` link over a draft waits for the draft, then asks for `verified`.
        router.metConditions = [.signedIn, .canPost]
        router.present(.compose())
        #expect(router.open(try url("launch://report/3")))
        #expect(router.pendingNavigation == .link(.sheet(.report(id: 3)), .replace))
        router.dismissSheet()
        #expect(router.presentations.map(\.sheet) == [.verify])
        #expect(router.pendingNavigation == .link(.sheet(.report(id: 3)), .replace))
    }

    /// A locked draft restored while its condition is undetermined is held aside, and counts as up:
    /// a `.replace` link waits for it, through its return, until it leaves.
    @Test func aHeldAsideDraftCountsAsUp() throws {
        let saved = LaunchNavigationState(presentations: [LaunchPresentation(sheet: .compose(replyTo: 7))])
        let router = LaunchRouter(state: saved, metConditions: [.signedIn], undetermined: [.canPost])
        #expect(router.presentations == [] && router.state == saved)
        #expect(router.open(try url("launch://threads/2")))
        #expect(router.pendingNavigation == .link(.stack(.home, [.thread(id: 2)]), .replace))
        router.determine(.canPost, met: true)
        #expect(router.presentations == [LaunchPresentation(sheet: .compose(replyTo: 7))])
        #expect(router.pendingNavigation == .link(.stack(.home, [.thread(id: 2)]), .replace))
        router.dismissSheet()
        #expect(router.presentations == [] && router.path(for: .home) == [.thread(id: 2)])
    }

    @Test func conditionChangesTakeALockedModalAway() {
        let router = signedIn()
        router.present(.compose())
        router.metConditions = [.signedIn]
        #expect(router.presentations == [])
    }

    // MARK: dismiss(_:) and popTo(_:)

    @Test func dismissClosesItsOwnPresentationNotWhateverCameUp() {
        let router = signedIn([.verified])
        router.present(.report(id: 1))
        router.present(.report(id: 2))
        router.present(.verify)
        router.dismiss(.report(id: 2))
        #expect(router.presentations.map(\.sheet) == [.report(id: 1)])
        router.dismiss(.report(id: 7))
        #expect(router.presentations.map(\.sheet) == [.report(id: 1)])
    }

    @Test func popToGoesBackToTheLastMatchingRoute() {
        let router = signedIn()
        router.replaceStack(with: [.thread(id: 1), .profile(handle: "a"), .thread(id: 2), .profile(handle: "b")])
        #expect(!router.popTo { $0 == .thread(id: 3) })
        #expect(router.currentPath.count == 4)
        #expect(
            router.popTo { route in
                if case .thread = route { return true }
                return false
            })
        #expect(router.currentPath == [.thread(id: 1), .profile(handle: "a"), .thread(id: 2)])
    }

    // MARK: Secret screens

    @Test func secretScreensNeverReachTheDisk() throws {
        let state = LaunchNavigationState(
            selectedTab: .explore,
            stacks: [.explore: [.thread(id: 1), .resetPassword(token: "T0KEN-1"), .thread(id: 2)]],
            presentations: [
                LaunchPresentation(sheet: .report(id: 1)), LaunchPresentation(sheet: .magicLink(code: "C0DE-2")),
                LaunchPresentation(sheet: .report(id: 3)),
            ])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let bytes = try encoder.encode(state)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("T0KEN") && !text.contains("C0DE") && !text.contains("reset") && !text.contains("magic"))
        #expect(
            text
                == #"{"presentations":[{"path":[],"sheet":{"report":{"id":1}}}],"selectedTab":"explore","stacks":{"explore":[{"thread":{"id":1}}]}}"#
        )
        #expect(throws: EncodingError.self) { try encoder.encode(LaunchRoute.resetPassword(token: "T0KEN-1")) }
        #expect(throws: EncodingError.self) { try encoder.encode(LaunchSheet.magicLink(code: "C0DE-2")) }
        #expect(throws: EncodingError.self) {
            try encoder.encode(LaunchPresentation(sheet: .signIn, path: [.resetPassword(token: "T0KEN-1")]))
        }
        // Its link still carries the value: the app asked for the link.
        #expect(LaunchRoute.resetPassword(token: "T0KEN-1").url?.absoluteString == "launch://reset?token=T0KEN-1")
    }

    @Test func secretValuesArePrintedAsSecret() {
        let reset = LaunchRoute.resetPassword(token: "T0KEN")
        #expect(String(describing: reset) == "resetPassword(token: <secret>)")
        #expect(String(reflecting: reset) == "LaunchNavigation.LaunchRoute.resetPassword(token: <secret>)")
        #expect(String(describing: LaunchRoute.thread(id: 4)) == "thread(id: 4)")
        #expect(String(describing: LaunchRoute.profile(handle: "a")) == #"profile(handle: "a")"#)
        #expect(String(describing: LaunchRoute.attachments) == "attachments")
        #expect(String(describing: LaunchSheet.magicLink(code: "C0DE")) == "magicLink(code: <secret>)")
        #expect(String(describing: LaunchSheet.compose(replyTo: 2)) == "compose(replyTo: Optional(2))")
        let link = LaunchDeepLink.sheetStack(.signIn, [reset])
        let state = LaunchNavigationState(
            stacks: [.home: [reset]], presentations: [LaunchPresentation(sheet: .magicLink(code: "C0DE"))])
        for printed in [
            String(describing: link), String(reflecting: link), String(describing: state),
            String(describing: LaunchPendingNavigation.push(reset)),
        ] {
            #expect(!printed.contains("T0KEN") && !printed.contains("C0DE"), "\(printed)")
        }
        var dumped = ""
        dump(state, to: &dumped)
        #expect(!dumped.contains("T0KEN") && !dumped.contains("C0DE") && dumped.contains("<secret>"), "\(dumped)")
        #expect(
            Mirror(reflecting: reset).children.map { "\($0.label ?? ""): \($0.value)" } == ["resetPassword: <secret>"])
    }
}
