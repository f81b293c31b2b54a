import NavGenRuntime
import Observation
import Testing

/// Observation per stack (SPEC §4): a change invalidates what reads what changed, and nothing else.
@MainActor
@Suite struct ObservationTests {
    typealias Router = NavigationRouter<ShopGraph>

    /// Whether `change` invalidates a reader of `read`.
    func invalidates(_ router: Router, reading read: @escaping (Router) -> Void, by change: (Router) -> Void) -> Bool {
        final class Flag: @unchecked Sendable { var fired = false }
        let flag = Flag()
        withObservationTracking {
            read(router)
        } onChange: {
            flag.fired = true
        }
        change(router)
        return flag.fired
    }

    @Test func aPushOnOneTabInvalidatesThatStackOnly() {
        let router = Router()
        #expect(invalidates(router, reading: { _ = $0.path(for: .home) }, by: { $0.push(.item(id: 1)) }))
        #expect(!invalidates(router, reading: { _ = $0.path(for: .orders) }, by: { $0.push(.item(id: 2)) }))
        #expect(!invalidates(router, reading: { _ = $0.selectedTab }, by: { $0.push(.item(id: 3)) }))
        #expect(!invalidates(router, reading: { _ = $0.presentations }, by: { $0.push(.item(id: 4)) }))
        #expect(invalidates(router, reading: { _ = $0.currentPath }, by: { $0.push(.item(id: 5)) }))
        #expect(invalidates(router, reading: { _ = $0.state }, by: { $0.pop() }))
        #expect(
            !invalidates(router, reading: { _ = $0.path(for: .profile) }, by: { $0.setPath([.settings], for: .orders) })
        )
        #expect(invalidates(router, reading: { _ = $0.path(for: .orders) }, by: { $0.setPath([], for: .orders) }))
    }

    @Test func modalsDoNotInvalidateTheTabsStacks() {
        let router = Router()
        router.push(.item(id: 1))
        #expect(!invalidates(router, reading: { _ = $0.path(for: .home) }, by: { $0.present(.cart) }))
        #expect(invalidates(router, reading: { _ = $0.presentations }, by: { $0.present(.signIn) }))
        #expect(!invalidates(router, reading: { _ = $0.path(for: .home) }, by: { $0.dismissSheet() }))
        // A push inside the cart's stack: its readers, not the tab's, nor which modals are up.
        #expect(!invalidates(router, reading: { _ = $0.path(for: .home) }, by: { $0.push(.checkout) }))
        #expect(!invalidates(router, reading: { _ = $0.presentedSheet }, by: { $0.push(.checkout) }))
        #expect(invalidates(router, reading: { _ = $0.currentPath }, by: { $0.push(.checkout) }))
    }

    @Test func selectingATabInvalidatesNoStack() {
        let router = Router()
        #expect(!invalidates(router, reading: { _ = $0.path(for: .home) }, by: { $0.select(.orders) }))
        #expect(invalidates(router, reading: { _ = $0.selectedTab }, by: { $0.select(.profile) }))
        #expect(!invalidates(router, reading: { _ = $0.selectedTab }, by: { $0.select(.profile) }))
    }
}
