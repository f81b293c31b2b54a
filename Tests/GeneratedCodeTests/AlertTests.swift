import ChatsModels
import ChatsNavigation
import Foundation
import NavGenRuntime
import RoomsNavigation
import Testing

/// SPEC §2.10 in generated code (Tests/Graphs/chats.nav): alerts, dialogs and modals that answer —
/// their values and links, one alert at a time, `ask` returning the button or the value, nil for
/// every way a question leaves without an answer, waiting through a condition, a button's
/// destination opened in the mode of what showed its alert, never saved — with exact values.
@MainActor @Suite struct AlertTests {
    static let address = URL(string: "https://chats.example/a#KEY")!

    /// A router with `met` met (signed in by default) and its own `ContactResolvers` installed.
    static func router(met: Set<ChatsCondition> = [.signedIn], undetermined: Set<ChatsCondition> = []) -> ChatsRouter {
        let router = ChatsRouter(state: ChatsNavigationState(), metConditions: met, undetermined: undetermined)
        router.resolvers = ContactResolvers()
        return router
    }

    static func resolvers(of router: ChatsRouter) throws -> ContactResolvers {
        try #require(router.resolvers as? ContactResolvers)
    }

    /// Lets what waits on the main actor run: an `ask` showing its question, a resolver answering.
    static func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    // MARK: Values and links

    @Test func alertsAreValuesWithLinksButtonsAndConditions() throws {
        #expect(ChatsDeepLink(url: try #require(URL(string: "chats://join/g1"))) == .alert(.joinGroup(groupID: "g1")))
        #expect(ChatsAlert.joinGroup(groupID: "a b").url?.absoluteString == "chats://join/a%20b")
        #expect(ChatsAlert.deleteChat(chat: Live(ChatModel(chatID: 1, title: "A"))).url == nil)
        #expect(ChatsAlert.shareAddress(link: Self.address).isDialog)
        #expect(!ChatsAlert.joinGroup(groupID: "g").isDialog)
        #expect(ChatsAlert.joinGroup(groupID: "g").requiredConditions == [.signedIn])
        #expect(ChatsAlert.guestLimit.excludedConditions == [.signedIn])
        #expect(ChatsAlert.shareAddress(link: Self.address).requiredConditions == [])
        // Buttons in declaration order, with their labels (the name capitalised by default) and roles.
        #expect(ChatsAlert.JoinGroupButton.allCases == [.join, .joinIncognito, .cancel])
        #expect(ChatsAlert.JoinGroupButton.allCases.map(\.title) == ["Join", "Join incognito", "Cancel"])
        #expect(ChatsAlert.LeaveChatButton.leave.isDestructive && !ChatsAlert.LeaveChatButton.leave.isCancel)
        #expect(ChatsAlert.GuestLimitButton.later.title == "Not now" && ChatsAlert.GuestLimitButton.later.isCancel)
        #expect(ChatsAlert.ShareAddressButton.allCases.filter(\.isDestructive) == [])
        // A secret alert's link carries its value, and its description hides it.
        let connect = ChatsAlert.connect(address: Self.address)
        #expect(connect.isSecret && !ChatsAlert.joinGroup(groupID: "g").isSecret)
        #expect(try ChatsDeepLink(url: #require(connect.url)) == .alert(connect))
        #expect(String(describing: connect) == "connect(address: <secret>)")
        // A resolver may lead to an alert.
        #expect(ChatsResolution.ContactOutcome.joinGroup(groupID: "g").link == .alert(.joinGroup(groupID: "g")))
    }

    // MARK: One alert at a time

    @Test func presentShowsAnAlertAndAnsweringItDismissesIt() {
        let router = Self.router()
        let before = router.state
        router.present(.leaveChat(chatID: 1))
        #expect(router.alert == .leaveChat(chatID: 1))
        #expect(router.presentations.isEmpty && router.state == before)
        // A value of another type, or another alert's button, changes nothing.
        router.answer(ChatsAlert.JoinGroupButton.join)
        router.answer("leave")
        #expect(router.alert == .leaveChat(chatID: 1))
        router.answer(ChatsAlert.LeaveChatButton.cancel)
        #expect(router.alert == nil && router.state == before)
    }

    @Test func aSecondAlertReplacesTheFirstWhichAnswersNil() async {
        let router = Self.router()
        let first = Asking { await router.ask(.leaveChat(chatID: 1)) }
        await Self.settle()
        #expect(router.alert == .leaveChat(chatID: 1))
        let second = Asking { await router.ask(.shareAddress(link: Self.address)) }
        await Self.settle()
        #expect(router.alert == .shareAddress(link: Self.address))
        #expect(await first.returned(nil))
        router.answer(ChatsAlert.ShareAddressButton.copy)
        #expect(await second.returned(.copy))
        #expect(router.alert == nil && router.presentations.isEmpty)
    }

    // MARK: Asking

    @Test func askReturnsTheButtonAndLiveValuesAreBoxed() async {
        let router = Self.router()
        let chat = ChatModel(chatID: 7, title: "Alice")
        let asking = Asking { await router.ask(.deleteChat(chat: chat)) }
        await Self.settle()
        #expect(router.alert == .deleteChat(chat: Live(chat)))
        router.answer(ChatsAlert.DeleteChatButton.delete)
        #expect(await asking.returned(.delete))
        #expect(router.alert == nil)
    }

    @Test func everyWayAnAlertLeavesWithoutAButtonAnswersNil() async {
        let address = Self.address
        let ways: [(String, (ChatsRouter) -> Void)] = [
            ("dismissSheet", { $0.dismissSheet() }),
            ("a .replace link", { $0.apply(.tab(.settings)) }),
            ("a push", { $0.push(.chat(chatID: 2)) }),
            ("a present", { $0.present(.addressQR(link: address)) }),
            ("another alert", { $0.present(.shareAddress(link: address)) }),
            ("losing its condition", { $0.metConditions = [] }),
        ]
        for (way, leave) in ways {
            let router = Self.router()
            let asking = Asking { await router.ask(.leaveChat(chatID: 1)) }
            await Self.settle()
            #expect(router.alert == .leaveChat(chatID: 1), "\(way)")
            leave(router)
            #expect(await asking.returned(nil), "\(way)")
            #expect(router.alert != .leaveChat(chatID: 1), "\(way)")
        }
    }

    @Test func aNavigationThatIsDroppedChangesNothing() async {
        let router = Self.router()
        router.present(.leaveChat(chatID: 1))
        // `guestLimit` requires !signedIn: asking it while signed in is dropped, at once.
        #expect(await router.ask(.guestLimit) == nil)
        #expect(router.alert == .leaveChat(chatID: 1))
    }

    @Test func askWaitsThroughAConditionsModalAndAnswersAfter() async {
        let router = Self.router(met: [])
        let asking = Asking { await router.ask(.joinGroup(groupID: "g1")) }
        await Self.settle()
        #expect(router.alert == nil)
        #expect(router.presentations.map(\.sheet) == [.signIn])
        #expect(router.pendingNavigation == .alert(.joinGroup(groupID: "g1")))
        router.metConditions = [.signedIn]
        await Self.settle()
        #expect(router.presentations.isEmpty && router.alert == .joinGroup(groupID: "g1"))
        router.answer(ChatsAlert.JoinGroupButton.joinIncognito)
        #expect(await asking.returned(.joinIncognito))
        // `-> group(groupID: groupID, incognito: true)`, pushed: `ask` shows it as `present` does.
        #expect(router.path(for: .chats) == [.group(groupID: "g1", incognito: true)])
    }

    @Test func askAnswersNilWhenItsPendingNavigationIsReplacedOrDropped() async {
        let router = Self.router(met: [])
        let replaced = Asking { await router.ask(.joinGroup(groupID: "g1")) }
        await Self.settle()
        router.apply(.stack(.chats, [.group(groupID: "g2")]))
        #expect(await replaced.returned(nil))
        #expect(router.pendingNavigation == .link(.stack(.chats, [.group(groupID: "g2")]), .replace))
        let dropped = Asking { await router.ask(.joinGroup(groupID: "g3")) }
        await Self.settle()
        // The sign-in sheet leaves unmet: what waited for it is dropped.
        router.dismissSheet()
        #expect(await dropped.returned(nil))
        #expect(router.pendingNavigation == nil && router.alert == nil)
    }

    @Test func askWaitsForAnUndeterminedCondition() async {
        let router = Self.router(met: [], undetermined: [.signedIn])
        let asking = Asking { await router.ask(.joinGroup(groupID: "g1")) }
        await Self.settle()
        #expect(router.alert == nil && router.presentations.isEmpty)
        router.determine(.signedIn, met: true)
        await Self.settle()
        #expect(router.alert == .joinGroup(groupID: "g1"))
        router.answer(ChatsAlert.JoinGroupButton.cancel)
        #expect(await asking.returned(.cancel))
        #expect(router.path(for: .chats) == [])
    }

    // MARK: Buttons that open

    @Test func aPresentedAlertsButtonOpensItsDestinationPushed() {
        let router = Self.router()
        router.present(.communityPicker)
        router.present(.shareAddress(link: Self.address))
        #expect(router.alert == .shareAddress(link: Self.address))
        router.answer(ChatsAlert.ShareAddressButton.showQR)
        // Over the topmost modal: the alert was presented, so its button's link is pushed.
        #expect(router.alert == nil)
        #expect(router.presentations.map(\.sheet) == [.communityPicker, .addressQR(link: Self.address)])
    }

    @Test func aLinkToAnAlertInReplaceModeDismissesEveryModalAndItsButtonReplaces() throws {
        let router = Self.router()
        router.push(.chat(chatID: 1))
        router.present(.communityPicker)
        #expect(router.open(try #require(URL(string: "chats://join/g1"))))
        #expect(router.presentations.isEmpty && router.alert == .joinGroup(groupID: "g1"))
        router.answer(ChatsAlert.JoinGroupButton.join)
        #expect(router.path(for: .chats) == [.group(groupID: "g1")])
    }

    @Test func aLinkToAnAlertInPushModeShowsOverTheTopmostModalAndItsButtonPushes() throws {
        let router = Self.router()
        router.push(.chat(chatID: 1))
        #expect(router.open(try #require(URL(string: "chats://join/g1")), mode: .push))
        #expect(router.alert == .joinGroup(groupID: "g1"))
        router.answer(ChatsAlert.JoinGroupButton.join)
        #expect(router.path(for: .chats) == [.chat(chatID: 1), .group(groupID: "g1")])
        // A link to a secret alert shows it; its value is kept in memory only.
        #expect(router.open(try #require(ChatsAlert.connect(address: Self.address).url), mode: .push))
        #expect(router.alert == .connect(address: Self.address))
    }

    @Test func aButtonMayAskAResolverWhichMayLeadToAnotherAlert() async throws {
        let router = Self.router()
        let resolvers = try Self.resolvers(of: router)
        resolvers.outcome = .joinGroup(groupID: "g9")
        router.present(.connect(address: Self.address))
        router.answer(ChatsAlert.ConnectButton.open)
        // `open -> contact(link: address)`: the resolver is asked, and its outcome is an alert.
        #expect(router.alert == nil && router.resolving == .contact(link: Self.address))
        await router.waitForResolution()
        #expect(router.alert == .joinGroup(groupID: "g9"))
        #expect(resolvers.asked == [Self.address])
    }

    @Test func startingAResolutionLeavesAnAlertUpAndAnsweringItCancelsTheResolution() async throws {
        let router = Self.router()
        try Self.resolvers(of: router).outcome = .chat(chatID: 3)
        router.present(.shareAddress(link: Self.address))
        router.resolve(.contact(link: Self.address))
        #expect(router.alert == .shareAddress(link: Self.address))
        #expect(router.resolving == .contact(link: Self.address))
        router.answer(ChatsAlert.ShareAddressButton.cancel)
        #expect(router.resolving == nil && router.alert == nil)
        await Self.settle()
        #expect(router.path(for: .chats) == [])
        // Answered by the app while the alert is up, its outcome takes the alert away.
        router.present(.shareAddress(link: Self.address))
        router.resolve(.contact(link: Self.address))
        await router.waitForResolution()
        #expect(router.alert == nil && router.path(for: .chats) == [.chat(chatID: 3)])
    }

    // MARK: Modals that answer

    @Test func anAnsweringModalGivesItsValueToAsk() async {
        let router = Self.router()
        let picking = Asking { await router.ask(.communityPicker) }
        await Self.settle()
        #expect(router.presentations.map(\.sheet) == [.communityPicker])
        router.answer("Swift")
        #expect(router.presentations.map(\.sheet) == [.communityPicker])
        router.answer(Community(name: "Swift"))
        #expect(await picking.returned(Community(name: "Swift")))
        #expect(router.presentations.isEmpty)
        let naming = Asking { await router.ask(.newGroup(suggestion: "Friends")) }
        await Self.settle()
        router.answer("Close friends")
        #expect(await naming.returned("Close friends"))
    }

    @Test func everyWayAnAnsweringModalLeavesWithoutAValueAnswersNil() async {
        let ways: [(String, (ChatsRouter) -> Void)] = [
            ("dismissSheet", { $0.dismissSheet() }),
            ("a swipe", { $0.presentedSheet = nil }),
            ("a .replace link", { $0.apply(.tab(.settings)) }),
            ("dismissAllSheets", { $0.dismissAllSheets() }),
        ]
        for (way, leave) in ways {
            let router = Self.router()
            let picking = Asking { await router.ask(.communityPicker) }
            await Self.settle()
            leave(router)
            #expect(await picking.returned(nil), "\(way)")
            #expect(router.presentations.isEmpty, "\(way)")
        }
    }

    @Test func onlyTheTopmostModalIsAnsweredAndWhatWasShownByPresentAnswersNoOne() {
        let router = Self.router()
        router.present(.communityPicker)
        router.present(.addressQR(link: Self.address))
        router.answer(Community(name: "Swift"))
        #expect(router.presentations.map(\.sheet) == [.communityPicker, .addressQR(link: Self.address)])
        router.dismissSheet()
        router.answer(Community(name: "Swift"))
        #expect(router.presentations.isEmpty)
    }

    @Test func answeringModalsAndAlertsAreNeverSaved() throws {
        let router = Self.router()
        router.push(.chat(chatID: 1))
        router.present(.addressQR(link: Self.address))
        router.present(.communityPicker)
        router.present(.shareAddress(link: Self.address))
        let data = try JSONEncoder().encode(router.state)
        let restored = try JSONDecoder().decode(ChatsNavigationState.self, from: data)
        #expect(restored.presentations == [ChatsPresentation(sheet: .addressQR(link: Self.address))])
        #expect(restored.stacks[.chats] == [.chat(chatID: 1)])
        #expect(ChatsGraph._isSavable(ChatsSheet.communityPicker) == false)
        #expect(ChatsGraph._isSavable(ChatsSheet.addressQR(link: Self.address)))
    }
}

/// An `ask` under way, which never keeps a test waiting: `returned(_:)` looks once what waits
/// on the main actor has run.
@MainActor final class Asking<Answer: Equatable> {
    private var result: Answer??

    init(_ ask: @escaping @MainActor () async -> Answer?) {
        Task { @MainActor in self.result = .some(await ask()) }
    }

    /// Whether the `ask` has returned `expected` (nil: it returned without an answer).
    func returned(_ expected: Answer?) async -> Bool {
        await AlertTests.settle()
        return result == .some(expected)
    }
}

/// The app's resolver: it answers `outcome`, after a yield, and records what it was asked.
@MainActor final class ContactResolvers: ChatsResolvers {
    var outcome: ChatsResolution.ContactOutcome = .nothing
    var asked: [URL] = []

    func contact(link: URL) async throws -> ChatsResolution.ContactOutcome {
        asked.append(link)
        await Task.yield()
        return outcome
    }
}

/// SPEC §2.10 under a lock that keeps (Tests/Graphs/rooms.nav): the lock's cover leaves an alert
/// beneath it, and the alert is up again once unlocked.
@MainActor @Suite struct AlertBeneathALockTests {
    @Test func aKeepingWallLeavesAnAlertBeneathIt() {
        let router = RoomsRouter(state: RoomsNavigationState(), metConditions: [.unlocked, .signedIn])
        router.push(.room(roomID: "!a"))
        router.present(.leaveRoom(roomID: "!a"))
        #expect(router.alert == .leaveRoom(roomID: "!a"))
        router.metConditions = [.signedIn]
        #expect(router.presentations.map(\.sheet) == [.passcode])
        #expect(router.alert == nil)
        // Beneath the lock, nothing answers it.
        router.answer(RoomsAlert.LeaveRoomButton.leave)
        router.metConditions = [.unlocked, .signedIn]
        #expect(router.presentations.isEmpty && router.alert == .leaveRoom(roomID: "!a"))
        // `leave -> rooms`, shown by `present`: the tab is selected with the stack it had.
        router.answer(RoomsAlert.LeaveRoomButton.leave)
        #expect(
            router.alert == nil && router.selectedTab == .rooms && router.path(for: .rooms) == [.room(roomID: "!a")])
        // Losing a condition that does not keep (signedIn, which the alert requires) takes it away.
        router.present(.leaveRoom(roomID: "!a"))
        router.metConditions = [.unlocked]
        #expect(router.alert == nil)
        router.metConditions = [.unlocked, .signedIn]
        #expect(router.alert == nil)
    }
}
