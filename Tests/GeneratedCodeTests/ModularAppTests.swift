import AccountKit
import ComposeKit
import Foundation
import NavGenRuntime
import StatusKit
import Testing
import TootNavigation

/// Tests/Graphs/Modular, generated as four targets (SPEC §2.8, §4 "Modules"): the app's file over
/// three module files. Links cross modules, module routes nest in saved states, and each module's
/// navigator acts on the app's router, its exits going where the app's graph leads them.
@MainActor @Suite struct ModularAppTests {
    @Test func aLinkWhoseChainCrossesTwoModules() {
        #expect(
            TootDeepLink(string: "toot://tags/swift/@alice")
                == .stack(.home, [.status(.hashtag(tag: "swift")), .account(.profile(handle: "alice", tag: "swift"))]))
        let followers = TootRoute.account(.followers(handle: "bob"))
        #expect(followers.url?.absoluteString == "toot://%40bob/followers")
        #expect(followers.url.flatMap(TootDeepLink.init(url:)) == .stack(.me, [followers]))
        // The shortest chain that binds: through the timeline, since a hashtag needs its tag.
        #expect(
            TootDeepLink(string: "https://toot.example/statuses/7")
                == .stack(.home, [.status(.timeline), .status(.detail(id: "7"))]))
        #expect(TootDeepLink(string: "toot://compose?reply=9") == .sheet(.compose(.editor(replyTo: "9"))))
        #expect(TootDeepLink(string: "toot://@bob") == nil)
    }

    /// The app's resolver answers with a module's screen (SPEC §2.9): `statusDetail`.
    @MainActor final class RemoteLookup: TootResolvers {
        func remoteStatus(address: String) async throws -> TootResolution.RemoteStatusOutcome {
            address == "https://elsewhere.example/@a/1" ? .statusDetail(id: "42") : .about
        }
    }

    @Test func aResolverLeadsToAModulesScreen() async {
        #expect(TootDeepLink(string: "toot://remote?address=x") == .resolve(.remoteStatus(address: "x")))
        let router = TootRouter()
        let lookup = RemoteLookup()
        router.resolvers = lookup
        router.resolve(.remoteStatus(address: "https://elsewhere.example/@a/1"))
        await router.waitForResolution()
        #expect(router.path(for: .home) == [.status(.timeline), .status(.detail(id: "42"))])
        router.resolve(.remoteStatus(address: "other"))
        await router.waitForResolution()
        #expect(router.selectedTab == .settings && router.path(for: .settings) == [.about])
    }

    @Test func moduleScreensWriteTheAppsLinks() {
        #expect(TootRoute.status(.detail(id: "1")).url?.absoluteString == "toot://statuses/1")
        #expect(
            TootRoute.account(.profile(handle: "alice", tag: "swift")).url?.absoluteString == "toot://tags/swift/@alice"
        )
        #expect(TootRoute.account(.profile(handle: "alice", tag: nil)).url == nil)
        #expect(
            TootSheet.compose(.editor(replyTo: "9")).url(host: "toot.example")?.absoluteString
                == "https://toot.example/compose?reply=9")
        #expect(TootRoute.compose(.mediaPicker).url == nil)
    }

    @Test func modulesNameTheAppsConditionsAndTheAppAnswersThem() {
        #expect(ComposeSheet.editor().requiredConditions == ["signedIn"])
        #expect(StatusRoute.bookmarks.requiredConditions == ["signedIn"])
        #expect(TootSheet.compose(.editor()).requiredConditions == [.signedIn])
        #expect(TootRoute.status(.bookmarks).requiredConditions == [.signedIn])
        #expect(TootRoute.status(.detail(id: "1")).requiredConditions == [])
        #expect(TootSheet.compose(.editor()).isLocked && !TootSheet.account(.signIn).isLocked)
        // The condition's modal is the account package's sign-in sheet (SPEC §2.8 (5)).
        #expect(TootCondition.signedIn.modal == .account(.signIn))
        #expect(TootSheet.compose(.editor()).hasStack)
    }

    @Test func aSavedStateHoldsModuleRoutesNested() throws {
        let state = TootNavigationState(
            selectedTab: .home, stacks: [.home: [.status(.detail(id: "1"))]],
            presentations: [TootPresentation(sheet: .compose(.editor(replyTo: "1")), path: [.compose(.mediaPicker)])])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(state), as: UTF8.self)
        #expect(json.contains(#""home":[{"status":{"detail":{"id":"1"}}}]"#))
        #expect(
            json.contains(#"{"path":[{"compose":{"mediaPicker":{}}}],"sheet":{"compose":{"editor":{"replyTo":"1"}}}}"#))
        #expect(try JSONDecoder().decode(TootNavigationState.self, from: Data(json.utf8)) == state)
    }

    @Test func aStateRestoresAfterAModuleRouteIsRemoved() throws {
        // Saved by an older version of StatusKit, which had a `thread` route.
        let saved = #"""
            {"selectedTab":"home","stacks":{"home":[{"status":{"timeline":{}}},{"status":{"thread":{"id":"3"}}},{"status":{"detail":{"id":"1"}}}],"settings":[{"about":{}}]},"presentations":[]}
            """#
        let state = try JSONDecoder().decode(TootNavigationState.self, from: Data(saved.utf8))
        #expect(state.stacks[.home] == [.status(.timeline)])
        #expect(state.stacks[.settings] == [.about])
    }

    @Test func aModulesNavigatorActsOnTheAppsRouter() {
        let router = TootRouter()
        let navigator = router.statusNavigator
        #expect(navigator === router.statusNavigator)
        navigator.push(.timeline)
        navigator.push(.detail(id: "2"))
        #expect(router.currentPath == [.status(.timeline), .status(.detail(id: "2"))])
        // `profile` leads to Account.profile by its name and parameters.
        navigator.exit(.profile(handle: "alice", tag: nil))
        #expect(router.currentPath.last == .account(.profile(handle: "alice", tag: nil)))
        // `popTo` sees the module's own routes.
        #expect(navigator.popTo { $0 == .timeline })
        #expect(router.currentPath == [.status(.timeline)])
        #expect(!router.accountNavigator.popTo { _ in true })
        navigator.pop()
        #expect(router.currentPath == [])
    }

    /// Account's `followers` is also a sheet (SPEC §2.3 (5)): the module's navigator presents it
    /// as the app's modal, whose link is the route's.
    @Test func aModuleRouteAlsoPresented() throws {
        let router = TootRouter()
        router.accountNavigator.present(.followers(handle: "bob"))
        #expect(router.presentations == [TootPresentation(sheet: .account(.followers(handle: "bob")))])
        let sheet = TootSheet.account(.followers(handle: "bob"))
        #expect(!sheet.hasStack && !sheet.isLocked)
        let url = try #require(sheet.url)
        #expect(url == TootRoute.account(.followers(handle: "bob")).url)
        #expect(TootDeepLink(url: url) == .stack(.me, [.account(.followers(handle: "bob"))]))
    }

    @Test func anExitBoundWithAMappingWaitsForTheModulesCondition() {
        let router = TootRouter()
        // `reply(to:)` is bound to Compose.editor(replyTo:), which requires signedIn.
        router.statusNavigator.exit(.reply(to: "9"))
        #expect(router.presentations == [TootPresentation(sheet: .account(.signIn))])
        #expect(router.pendingNavigation == .present(.compose(.editor(replyTo: "9"))))
        router.metConditions = [.signedIn]
        #expect(router.presentations == [TootPresentation(sheet: .compose(.editor(replyTo: "9")))])
        router.composeNavigator.push(.mediaPicker)
        #expect(router.currentPath == [.compose(.mediaPicker)])
        router.composeNavigator.dismiss(.editor(replyTo: "9"))
        #expect(router.presentations == [])
    }

    /// SPEC §4 (5): a feature package writes its own links through its navigator, as the app's
    /// graph writes them; a recording navigator answers from its `links`.
    @Test func aModuleWritesItsOwnLinks() throws {
        let router = TootRouter()
        #expect(router.statusNavigator.url(for: .detail(id: "7"))?.absoluteString == "toot://statuses/7")
        #expect(
            router.statusNavigator.url(for: .detail(id: "7"), host: "toot.example")?.absoluteString
                == "https://toot.example/statuses/7")
        #expect(router.statusNavigator.url(for: .detail(id: "7"), scheme: "other") == nil)
        #expect(router.composeNavigator.url(for: .editor(replyTo: "3"))?.absoluteString == "toot://compose?reply=3")
        #expect(router.composeNavigator.url(for: .mediaPicker) == nil)
        let link = try #require(URL(string: "https://toot.example/statuses/1"))
        let recording = StatusNavigator.recording(links: [.route(.detail(id: "1")): link])
        #expect(recording.url(for: .detail(id: "1")) == link)
        #expect(recording.url(for: .detail(id: "1"), scheme: "toot") == link)
        #expect(recording.url(for: .detail(id: "2")) == nil)
    }

    @Test func aRecordingNavigatorRecordsItsCallsInOrder() {
        let navigator = StatusNavigator.recording()
        navigator.push(.detail(id: "1"))
        navigator.exit(.reply(to: "1"))
        navigator.pop()
        navigator.dismiss()
        #expect(!navigator.popTo { _ in true })
        #expect(navigator.calls == [.push(.detail(id: "1")), .exit(.reply(to: "1")), .pop, .dismiss, .popTo])
        let compose = ComposeNavigator.recording()
        compose.present(.editor())
        compose.dismiss(.editor())
        #expect(compose.calls == [.present(.editor()), .dismissModal(.editor())])
    }
}
