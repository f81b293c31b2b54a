/// The app types Tests/Graphs/threads.nav imports, as a Reddit client declares them.

/// How a post's comments are sorted.
public enum Sort: String, Hashable, Codable, Sendable {
    case best, top, new, controversial
}

/// A post's ID: any non-empty text that has no `/` (the service's base-36 IDs).
public struct PostID: RawRepresentable, Hashable, Codable, Sendable {
    public let rawValue: String

    public init?(rawValue: String) {
        guard !rawValue.isEmpty, !rawValue.contains("/") else { return nil }
        self.rawValue = rawValue
    }
}
