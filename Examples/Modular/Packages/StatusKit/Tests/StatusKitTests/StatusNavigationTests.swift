import StatusKit
import Testing

/// The module's navigation tested on its own, without the app: a recording navigator.
@MainActor @Suite struct StatusNavigationTests {
    @Test func aPostAndItsAuthorAreRecordedInOrder() {
        let navigator = StatusNavigator.recording()
        navigator.push(.detail(id: "1"))
        navigator.exit(.profile(handle: "alice"))
        navigator.pop()
        #expect(navigator.calls == [.push(.detail(id: "1")), .exit(.profile(handle: "alice")), .pop])
    }

    @Test func theModuleNamesTheAppsConditions() {
        #expect(StatusRoute.bookmarks.requiredConditions == ["signedIn"])
        #expect(StatusRoute.timeline.requiredConditions == [])
    }
}
