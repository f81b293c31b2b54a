import AccountKit
import Testing

@MainActor @Suite struct AccountNavigationTests {
    @Test func followersArePushedOnTheModulesNavigator() {
        let navigator = AccountNavigator.recording()
        navigator.push(.followers(handle: "bob"))
        #expect(navigator.calls == [.push(.followers(handle: "bob"))])
    }
}
