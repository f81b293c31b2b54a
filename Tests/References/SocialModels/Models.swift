import Foundation

/// The app types tests/Graphs/social.nav declares, as a Mastodon client would have them: every
/// one `Hashable & Codable & Sendable`, and public, since the generated code is.

/// A model the timeline already loaded (`type Account`: opaque, never in a URL).
public struct Account: Hashable, Codable, Sendable {
    public var id: UserID
    public var displayName: String

    public init(id: UserID, displayName: String) {
        self.id = id
        self.displayName = displayName
    }
}

/// A post (`type Status`: opaque).
public struct Status: Hashable, Codable, Sendable {
    public var id: String
    public var text: String

    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}

/// Who sees a post (`type Visibility: String`): an enum with raw values.
public enum Visibility: String, Hashable, Codable, Sendable, CaseIterable {
    case `public`, unlisted, `private`, direct
}

/// An account's number (`type UserID: Int`): an ID wrapper that refuses what no account has.
public struct UserID: RawRepresentable, Hashable, Codable, Sendable {
    public let rawValue: Int

    /// Nil for zero and negative numbers.
    public init?(rawValue: Int) {
        guard rawValue > 0 else { return nil }
        self.rawValue = rawValue
    }
}

/// An address-book entry; `Contact.ID` is its `UUID` (`type Contact.ID = UUID`).
public struct Contact: Identifiable, Hashable, Codable, Sendable {
    public var id: UUID
    public var name: String

    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

/// A hashtag, named with its module (`type SocialModels.Tag: String`); never empty, never with a space.
public struct Tag: RawRepresentable, Hashable, Codable, Sendable {
    public let rawValue: String

    public init?(rawValue: String) {
        guard !rawValue.isEmpty, !rawValue.contains(" ") else { return nil }
        self.rawValue = rawValue
    }
}
