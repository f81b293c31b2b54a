#if canImport(SwiftUI)
import AccountKit
import StatusKit
import SwiftUI

/// The app's screens: its own, and each feature package's.
struct TootViews: TootScreens {
    let statusScreens = StatusViews()
    let accountScreens = AccountViews()

    func home() -> some View {
        Text("Home")
    }

    func signIn() -> some View {
        Text("Sign in")
    }
}

/// The app's root: one router, the packages' navigators in the environment of their views.
public struct TootRoot: View {
    @State private var router = TootRouter()

    public init() {}

    public var body: some View {
        TootRootView(screens: TootViews(), router: router)
    }
}
#endif
