// The app types Tests/Graphs/forum.nav declares live, shaped like a Lemmy or Jellyfin client's:
// an observable view model bound to the app's state (not Sendable), a Binding-like pair of
// closures, and a main-actor callback. None is Hashable, Codable or Sendable.
import Observation

/// A post's view model: the item page shows it, and the editor pushed from it edits the same one.
@Observable
public final class PostModel {
    public var title: String
    public var edits = 0

    public init(title: String) {
        self.title = title
    }
}

/// A read-write view of a value the previous screen owns, as SwiftUI's `Binding` is.
public struct TextBinding {
    public var get: () -> String
    public var set: (String) -> Void

    public init(get: @escaping () -> String, set: @escaping (String) -> Void) {
        self.get = get
        self.set = set
    }
}

/// What a picker calls back with the community the user chose.
public typealias CommunityPicked = @MainActor (String) -> Void
