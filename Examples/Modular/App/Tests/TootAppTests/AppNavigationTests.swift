import AccountKit
import Foundation
import StatusKit
import Testing

@testable import TootApp

/// The whole app's navigation, generated from the app's graph and both packages' graphs.
@MainActor @Suite struct AppNavigationTests {
    @Test func linksOpenTheScreensOfEachPackage() {
        #expect(TootDeepLink(string: "toot://statuses/1") == .stack(.home, [.status(.timeline), .status(.detail(id: "1"))]))
        #expect(TootDeepLink(string: "https://toot.example/@alice") == .stack(.home, [.account(.profile(handle: "alice"))]))
        #expect(
            TootDeepLink(string: "https://toot.example/@alice/followers")
                == .stack(.me, [.account(.followers(handle: "alice"))]))
    }

    @Test func anExitGoesWhereTheAppsGraphLeadsIt() {
        let router = TootRouter()
        router.statusNavigator.push(.timeline)
        router.statusNavigator.exit(.profile(handle: "alice"))
        #expect(router.currentPath == [.status(.timeline), .account(.profile(handle: "alice"))])
    }

    @Test func aSavedStateNestsEachPackagesRoutes() throws {
        let state = TootNavigationState(selectedTab: .home, stacks: [.home: [.status(.detail(id: "1"))]])
        let json = String(decoding: try JSONEncoder().encode(state), as: UTF8.self)
        #expect(json.contains(#"{"status":{"detail":{"id":"1"}}}"#))
    }

    @Test func aPackagesScreenWaitsForTheAppsCondition() {
        let router = TootRouter()
        router.statusNavigator.push(.bookmarks)
        #expect(router.presentations == [TootPresentation(sheet: .signIn)])
        router.metConditions = [.signedIn]
        #expect(router.currentPath == [.status(.bookmarks)])
    }
}
