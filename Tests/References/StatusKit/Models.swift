/// The live model `type StatusModel live` names: a view model held by identity, never saved.
@MainActor public final class StatusModel {
    public let id: String

    public init(id: String) {
        self.id = id
    }
}
