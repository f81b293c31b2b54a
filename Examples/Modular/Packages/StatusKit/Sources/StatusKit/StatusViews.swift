#if canImport(SwiftUI)
import SwiftUI

/// StatusKit's screens, as the app's screens protocol asks for them (`statusScreens`).
public struct StatusViews: StatusScreens {
    public init() {}

    public func timeline() -> some View {
        List {
            ForEach(["1", "2", "3"], id: \.self) { id in
                PostRow(id: id)
            }
        }
    }

    public func detail(id: String) -> some View {
        PostDetail(id: id)
    }

    public func bookmarks() -> some View {
        Text("Bookmarks")
    }
}

/// A row that opens its post: through the module's navigator, from the environment.
struct PostRow: View {
    @Environment(StatusNavigator.self) private var navigator
    let id: String

    var body: some View {
        Button("Post \(id)") { navigator.push(.detail(id: id)) }
    }
}

/// A post, whose author's profile is in another package: the exit says so, the app leads it.
struct PostDetail: View {
    @Environment(StatusNavigator.self) private var navigator
    let id: String

    var body: some View {
        Button("@alice") { navigator.exit(.profile(handle: "alice")) }
    }
}
#endif
