import Foundation
import NavGenRuntime
import RoomsModels
import RoomsNavigation
import Testing

/// SPEC §2.9 in generated code (Tests/Graphs/rooms.nav): a resolver's links and values, the
/// conditions checked before the app is asked, the outcome opened as its link, and every way a
/// resolution ends — answered, answered with `nothing`, thrown, cancelled by a navigation or by
/// losing a condition, replaced by another — with exact values.
@MainActor @Suite struct ResolverTests {
    static let signedIn: Set<RoomsCondition> = [.unlocked, .signedIn]

    /// A router with `met` met and the controlled resolvers installed.
    static func router(met: Set<RoomsCondition> = signedIn) -> (RoomsRouter, ControlledResolvers) {
        let router = RoomsRouter(state: RoomsNavigationState(), metConditions: met)
        let resolvers = ControlledResolvers()
        router.resolvers = resolvers
        return (router, resolvers)
    }

    static func url(_ text: String) throws -> URL {
        try #require(URL(string: text))
    }

    // MARK: Links and values

    @Test func aResolversPatternsReadAsItsValueAndItsValueWritesTheFirst() throws {
        #expect(
            RoomsDeepLink(url: try Self.url("element://r/elementx:matrix.org"))
                == .resolve(.roomAlias(alias: "elementx:matrix.org")))
        #expect(
            RoomsDeepLink(url: try Self.url("https://matrix.to/#/%23elementx:matrix.org"))
                == .resolve(.roomAlias(alias: "elementx:matrix.org")))
        #expect(RoomsDeepLink(url: try Self.url("element://invite/t0k")) == .resolve(.invite(token: "t0k")))
        #expect(RoomsResolution.roomAlias(alias: "a b").url?.absoluteString == "element://r/a%20b")
        #expect(
            RoomsResolution.roomAlias(alias: "x").url(host: "matrix.to")?.absoluteString == "https://matrix.to/#/%23x")
        // A notification has no URL: its payload is live.
        #expect(
            RoomsResolution.notification(payload: Live(NotificationPayload(kind: "m", target: "!a")), account: "me").url
                == nil)
        // The law, over awkward values.
        for alias in ["x", "#room:server.org", "/", "é 😀", "a?b&c=d", "%2F"] {
            let value = RoomsResolution.roomAlias(alias: alias)
            #expect(RoomsDeepLink(url: try #require(value.url)) == .resolve(value), "\(alias)")
        }
    }

    @Test func anOutcomeIsTheLinkToItsDestination() {
        #expect(
            RoomsResolution.RoomAliasOutcome.room(roomID: "!a", via: ["m.org"]).link
                == .stack(.rooms, [.room(roomID: "!a", via: ["m.org"])]))
        #expect(RoomsResolution.RoomAliasOutcome.roomNotFound(alias: "x").link == .sheet(.roomNotFound(alias: "x")))
        #expect(RoomsResolution.NotificationOutcome.settings.link == .tab(.settings))
        #expect(
            RoomsResolution.NotificationOutcome.incomingCall(callID: "c").link == .sheet(.incomingCall(callID: "c")))
        #expect(RoomsResolution.RoomAliasOutcome.nothing.link == nil)
        // Equal by what they open: the same case and values.
        let outcomes: Set<RoomsResolution.RoomAliasOutcome> = [
            .room(roomID: "!a"), .room(roomID: "!a", via: []), .room(roomID: "!a", via: ["m.org"]), .room(roomID: "!b"),
            .roomNotFound(alias: "!a"), .nothing, .nothing,
        ]
        #expect(outcomes.count == 5)
        #expect(RoomsResolution.RoomAliasOutcome.room(roomID: "!a") != .roomNotFound(alias: "!a"))
        #expect(RoomsResolution.invite(token: "t").requiredConditions == [.unlocked, .signedIn])
        #expect(RoomsResolution.welcome(code: "c").excludedConditions == [.signedIn])
        #expect(RoomsResolution.invite(token: "t").isSecret && !RoomsResolution.roomAlias(alias: "x").isSecret)
    }

    @Test func aSecretResolversValuesAreNeverPrinted() {
        let link = RoomsDeepLink.resolve(.invite(token: "t0k3n"))
        #expect(String(describing: link) == "resolve(RoomsNavigation.RoomsResolution.invite(token: <secret>))")
        var dumped = ""
        dump(link, to: &dumped)
        #expect(!dumped.contains("t0k3n"))
        #expect(String(describing: RoomsResolution.roomAlias(alias: "x")) == "roomAlias(alias: \"x\")")
    }

    // MARK: Resolving

    @Test func aLinkAsksTheAppAndOpensItsAnswerAsTheLinkToIt() async throws {
        let (router, resolvers) = Self.router()
        #expect(router.open(try Self.url("element://r/elementx")))
        // Set before `open` returns; nothing new on screen meanwhile.
        #expect(router.resolving == .roomAlias(alias: "elementx"))
        #expect(router.path(for: .rooms) == [] && router.presentations == [])
        await resolvers.waitForCalls(1)
        #expect(resolvers.calls == ["roomAlias(elementx)"])
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.room(roomID: "!a", via: ["m.org"]))
        await router.waitForResolution()
        #expect(router.resolving == nil && router.resolutionError == nil)
        #expect(router.selectedTab == .rooms && router.path(for: .rooms) == [.room(roomID: "!a", via: ["m.org"])])
    }

    @Test func anOutcomeOpensInTheResolutionsMode() async {
        let (router, resolvers) = Self.router()
        router.push(.room(roomID: "!home"))
        router.resolve(.roomAlias(alias: "x"), mode: .push)
        await resolvers.waitForCalls(1)
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.room(roomID: "!a"))
        await router.waitForResolution()
        #expect(router.path(for: .rooms) == [.room(roomID: "!home"), .room(roomID: "!a")])
        // With `.replace`, a modal outcome dismisses every modal and presents its own.
        router.present(.roomNotFound(alias: "old"))
        router.resolve(.roomAlias(alias: "y"))
        await resolvers.waitForCalls(2)
        resolvers.answer(1, with: RoomsResolution.RoomAliasOutcome.roomNotFound(alias: "y"))
        await router.waitForResolution()
        #expect(router.presentations == [RoomsPresentation(sheet: .roomNotFound(alias: "y"))])
        // And a stack outcome replaces the stack.
        router.resolve(.roomAlias(alias: "z"))
        await resolvers.waitForCalls(3)
        resolvers.answer(2, with: RoomsResolution.RoomAliasOutcome.room(roomID: "!z"))
        await router.waitForResolution()
        #expect(router.path(for: .rooms) == [.room(roomID: "!z")] && router.presentations == [])
    }

    @Test func aLiveParameterReachesTheResolverAsItsPlainValue() async {
        let (router, resolvers) = Self.router()
        let payload = NotificationPayload(kind: "call", target: "c1")
        router.resolve(.notification(payload: Live(payload), account: "work"))
        await resolvers.waitForCalls(1)
        #expect(resolvers.calls == ["notification(call, work)"])
        #expect(resolvers.payloads.count == 1 && resolvers.payloads.first === payload)
        resolvers.answer(0, with: RoomsResolution.NotificationOutcome.incomingCall(callID: "c1"))
        await router.waitForResolution()
        #expect(router.presentations == [RoomsPresentation(sheet: .incomingCall(callID: "c1"))])
    }

    @Test func nothingOpensNothingAndKeepsNoError() async {
        let (router, resolvers) = Self.router()
        router.push(.room(roomID: "!home"))
        router.resolve(.notification(payload: Live(NotificationPayload(kind: "accepted", target: "c")), account: "me"))
        await resolvers.waitForCalls(1)
        resolvers.answer(0, with: RoomsResolution.NotificationOutcome.nothing)
        await router.waitForResolution()
        #expect(router.path(for: .rooms) == [.room(roomID: "!home")] && router.presentations == [])
        #expect(router.resolving == nil && router.resolutionError == nil)
    }

    @Test func aThrowingResolverOpensNothingAndKeepsItsErrorUntilTheNextNavigation() async {
        let (router, resolvers) = Self.router()
        router.resolve(.roomAlias(alias: "x"))
        await resolvers.waitForCalls(1)
        resolvers.fail(0)
        await router.waitForResolution()
        #expect(router.resolutionError as? ControlledResolvers.Refused == ControlledResolvers.Refused())
        #expect(router.path(for: .rooms) == [] && router.presentations == [])
        router.select(.settings)
        #expect(router.resolutionError == nil)
    }

    @Test func withoutResolversAResolutionFailsAtOnce() {
        let router = RoomsRouter(state: RoomsNavigationState(), metConditions: Self.signedIn)
        router.resolve(.roomAlias(alias: "x"))
        #expect(router.resolving == nil)
        #expect(router.resolutionError is ResolverMissing)
    }

    // MARK: Conditions, walls and locks

    @Test func aResolverWaitsForItsConditionsBeforeTheAppIsAsked() async {
        let (router, resolvers) = Self.router(met: [.unlocked])
        router.resolve(.invite(token: "t"))
        // Sign-in's sheet is up, and nothing is asked until sign-in is met.
        #expect(router.resolving == nil && router.presentations == [RoomsPresentation(sheet: .signIn)])
        #expect(router.pendingNavigation == .link(.resolve(.invite(token: "t")), .replace))
        await resolvers.waitForCalls(1)
        #expect(resolvers.calls == [])
        router.metConditions.insert(.signedIn)
        #expect(router.resolving == .invite(token: "t") && router.presentations == [])
        await resolvers.waitForCalls(1)
        #expect(resolvers.calls == ["invite(t)"])
        resolvers.answer(0, with: RoomsResolution.InviteOutcome.inviteExpired)
        await router.waitForResolution()
        #expect(router.presentations == [RoomsPresentation(sheet: .inviteExpired)])
    }

    @Test func aResolverWaitsForAnUndeterminedCondition() async {
        let router = RoomsRouter(state: RoomsNavigationState(), metConditions: [.unlocked], undetermined: [.signedIn])
        let resolvers = ControlledResolvers()
        router.resolvers = resolvers
        router.resolve(.invite(token: "t"))
        #expect(router.resolving == nil && router.pendingNavigation == .link(.resolve(.invite(token: "t")), .replace))
        router.determine(.signedIn, met: true)
        #expect(router.resolving == .invite(token: "t"))
        await resolvers.waitForCalls(1)
        #expect(resolvers.calls == ["invite(t)"])
        resolvers.answer(0, with: RoomsResolution.InviteOutcome.nothing)
        await router.waitForResolution()
    }

    @Test func aResolverExcludingAMetConditionIsDropped() async {
        let (router, resolvers) = Self.router()
        router.resolve(.welcome(code: "w"))
        #expect(router.resolving == nil && router.pendingNavigation == nil)
        await resolvers.waitForCalls(1)
        #expect(resolvers.calls == [])
    }

    @Test func aLinkWaitsBehindTheLockThenResolves() async throws {
        let (router, resolvers) = Self.router(met: [.signedIn])
        #expect(router.presentations == [RoomsPresentation(sheet: .passcode)])
        #expect(router.open(try Self.url("element://r/x")))
        #expect(
            router.resolving == nil && router.pendingNavigation == .link(.resolve(.roomAlias(alias: "x")), .replace))
        router.metConditions.insert(.unlocked)
        #expect(router.resolving == .roomAlias(alias: "x"))
        await resolvers.waitForCalls(1)
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.room(roomID: "!a"))
        await router.waitForResolution()
        #expect(router.path(for: .rooms) == [.room(roomID: "!a")] && router.presentations == [])
    }

    @Test func losingTheLockDoesNotCancelAndTheOutcomeWaitsBehindIt() async {
        let (router, resolvers) = Self.router()
        router.resolve(.roomAlias(alias: "x"))
        await resolvers.waitForCalls(1)
        // `unlocked` keeps what it covers: the resolution goes on.
        router.metConditions.remove(.unlocked)
        #expect(router.resolving == .roomAlias(alias: "x"))
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.room(roomID: "!a"))
        await router.waitForResolution()
        #expect(router.pendingNavigation == .link(.stack(.rooms, [.room(roomID: "!a")]), .replace))
        #expect(router.presentations == [RoomsPresentation(sheet: .passcode)])
        router.metConditions.insert(.unlocked)
        #expect(router.path(for: .rooms) == [.room(roomID: "!a")] && router.presentations == [])
    }

    @Test func losingAConditionTheResolverRequiresCancelsIt() async {
        let (router, resolvers) = Self.router()
        router.resolve(.invite(token: "t"))
        await resolvers.waitForCalls(1)
        router.metConditions.remove(.signedIn)
        #expect(router.resolving == nil)
        resolvers.answer(0, with: RoomsResolution.InviteOutcome.room(roomID: "!late"))
        await router.waitForResolution()
        await Task.yield()
        #expect(router.path(for: .rooms) == [] && router.pendingNavigation == nil)
    }

    @Test func aLockedModalHoldsAReplacingResolutionBackButNotAPushingOnesQuestion() async {
        let (router, resolvers) = Self.router()
        router.present(.composer(draft: "Hi"))
        // `.replace` would take the draft away whatever the outcome: it waits, unasked.
        router.resolve(.roomAlias(alias: "x"))
        #expect(
            router.resolving == nil && router.pendingNavigation == .link(.resolve(.roomAlias(alias: "x")), .replace))
        // `.push` asks at once (this navigation replaces the one waiting); its outcome then waits
        // if it would take the draft away.
        router.resolve(.roomAlias(alias: "y"), mode: .push)
        #expect(router.resolving == .roomAlias(alias: "y"))
        await resolvers.waitForCalls(1)
        #expect(resolvers.calls == ["roomAlias(y)"])
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.room(roomID: "!a"))
        await router.waitForResolution()
        #expect(router.pendingNavigation == .link(.stack(.rooms, [.room(roomID: "!a")]), .push))
        #expect(router.presentations == [RoomsPresentation(sheet: .composer(draft: "Hi"))])
        router.dismiss(.composer(draft: "Hi"))
        #expect(router.path(for: .rooms) == [.room(roomID: "!a")])
    }

    // MARK: Cancelling

    /// Each navigation, asked for by its name while a resolution is in progress.
    static func navigate(_ name: String, _ router: RoomsRouter) {
        switch name {
        case "select": router.select(.settings)
        case "selectFromTabBar": router.selectFromTabBar(.rooms)
        case "push": router.push(.room(roomID: "!b"))
        case "pop": router.pop()
        case "popToRoot": router.popToRoot()
        case "popTo": _ = router.popTo { _ in true }
        case "replaceStack": router.replaceStack(with: [.room(roomID: "!b")])
        case "present": router.present(.roomNotFound(alias: "z"))
        case "dismissSheet": router.dismissSheet()
        case "dismiss": router.dismiss(.composer(draft: nil))
        case "dismissAllSheets": router.dismissAllSheets()
        case "apply": router.apply(.tab(.settings))
        case "open": _ = URL(string: "element://settings").map { router.open($0) }
        default: Issue.record("no navigation \(name)")
        }
    }

    @Test(arguments: [
        "select", "selectFromTabBar", "push", "pop", "popToRoot", "popTo", "replaceStack", "present", "dismissSheet",
        "dismiss", "dismissAllSheets", "apply", "open",
    ])
    func everyNavigationCancelsTheResolutionAndItsLateAnswerIsIgnored(_ name: String) async {
        let (router, resolvers) = Self.router()
        router.push(.room(roomID: "!home"))
        router.resolve(.roomAlias(alias: "x"))
        await resolvers.waitForCalls(1)
        Self.navigate(name, router)
        #expect(router.resolving == nil, "\(name)")
        let shown = (router.selectedTab, router.path(for: .rooms), router.path(for: .settings), router.presentations)
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.roomNotFound(alias: "x"))
        await router.waitForResolution()
        for _ in 0..<10 { await Task.yield() }
        #expect(router.selectedTab == shown.0 && router.path(for: .rooms) == shown.1, "\(name)")
        #expect(router.path(for: .settings) == shown.2 && router.presentations == shown.3, "\(name)")
    }

    @Test func theSettersAreNotNavigations() async {
        let (router, resolvers) = Self.router()
        router.resolve(.roomAlias(alias: "x"))
        await resolvers.waitForCalls(1)
        router.selectedTab = .settings
        router.setPath([.room(roomID: "!b")], for: .rooms)
        router.presentedSheet = .roomNotFound(alias: "q")
        router.state = RoomsNavigationState()
        router.metConditions.insert(.signedIn)
        #expect(router.resolving == .roomAlias(alias: "x"))
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.roomNotFound(alias: "x"))
        await router.waitForResolution()
        #expect(router.presentations == [RoomsPresentation(sheet: .roomNotFound(alias: "x"))])
    }

    @Test func oneResolutionAtATimeTheSecondCancelsTheFirst() async {
        let (router, resolvers) = Self.router()
        router.resolve(.roomAlias(alias: "first"))
        await resolvers.waitForCalls(1)
        router.resolve(.roomAlias(alias: "second"))
        #expect(router.resolving == .roomAlias(alias: "second"))
        await resolvers.waitForCalls(2)
        // Answered in the other order: the first's answer comes last and is ignored.
        resolvers.answer(1, with: RoomsResolution.RoomAliasOutcome.roomNotFound(alias: "second"))
        await router.waitForResolution()
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.roomNotFound(alias: "first"))
        for _ in 0..<10 { await Task.yield() }
        #expect(router.presentations == [RoomsPresentation(sheet: .roomNotFound(alias: "second"))])
    }

    @Test func aResolutionInProgressIsNeverSaved() async {
        let (router, resolvers) = Self.router()
        router.push(.room(roomID: "!home"))
        let before = router.state
        router.resolve(.roomAlias(alias: "x"))
        await resolvers.waitForCalls(1)
        #expect(router.state == before)
        let restored = RoomsRouter(state: router.state, metConditions: Self.signedIn)
        #expect(restored.resolving == nil && restored.path(for: .rooms) == [.room(roomID: "!home")])
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.nothing)
        await router.waitForResolution()
    }

    @Test func waitForResolutionReturnsWhenTheResolutionIsCancelled() async {
        let (router, resolvers) = Self.router()
        router.resolve(.roomAlias(alias: "x"))
        await resolvers.waitForCalls(1)
        async let waited: Void = router.waitForResolution()
        await Task.yield()
        router.select(.settings)
        await waited
        #expect(router.resolving == nil && router.selectedTab == .settings)
        resolvers.answer(0, with: RoomsResolution.RoomAliasOutcome.nothing)
    }
}
