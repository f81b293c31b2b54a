// The app types Tests/Graphs/chats.nav declares: a community a picker answers with, and a chat
// model the chat list already holds (live: a class, neither Codable nor Sendable).

/// A community the user may post to, as the picker sheet answers with it.
public struct Community: Hashable, Codable, Sendable {
    public var name: String

    public init(name: String) {
        self.name = name
    }
}

/// A chat as the list loaded it: what the delete question asks about.
public final class ChatModel {
    public var chatID: Int
    public var title: String

    public init(chatID: Int, title: String) {
        self.chatID = chatID
        self.title = title
    }
}
