import LaunchNavigation
import Testing

@testable import NavGenRuntime

/// What the root view reads to show its `undetermined` view instead of the tabs (SPEC §4): the
/// wall's condition not determined yet, and no wall up.
@MainActor
@Suite struct UndeterminedWallTests {
    @Test func theRootShowsItsUndeterminedViewUntilTheWallsConditionIsKnown() {
        let router = LaunchRouter(state: LaunchNavigationState(), metConditions: [], undetermined: [.signedIn])
        #expect(router.wallIsUndetermined && router.presentations == [])
        router.determine(.signedIn, met: false)
        #expect(!router.wallIsUndetermined && router.presentations == [LaunchPresentation(sheet: .signIn)])
        let known = LaunchRouter(state: LaunchNavigationState(), metConditions: [], undetermined: [.canPost])
        #expect(!known.wallIsUndetermined && known.presentations == [LaunchPresentation(sheet: .signIn)])
    }
}
