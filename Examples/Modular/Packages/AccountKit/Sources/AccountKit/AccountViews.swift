#if canImport(SwiftUI)
import SwiftUI

/// AccountKit's screens, as the app's screens protocol asks for them (`accountScreens`).
public struct AccountViews: AccountScreens {
    public init() {}

    public func me() -> some View {
        FollowersLink(handle: "me")
    }

    public func profile(handle: String) -> some View {
        FollowersLink(handle: handle)
    }

    public func followers(handle: String) -> some View {
        Text("Followers of @\(handle)")
    }
}

struct FollowersLink: View {
    @Environment(AccountNavigator.self) private var navigator
    let handle: String

    var body: some View {
        Button("Followers") { navigator.push(.followers(handle: handle)) }
    }
}
#endif
