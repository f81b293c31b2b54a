// The app type Tests/Graphs/rooms.nav declares live: a notification's payload as the system hands
// it over, not Hashable, Codable or Sendable.

/// What a notification carries: the app looks at it (switching account first) to know where to go.
public final class NotificationPayload {
    public var kind: String
    public var target: String

    public init(kind: String, target: String) {
        self.kind = kind
        self.target = target
    }
}
