/// A live value carried through navigation: an observable view model, a model object bound to a
/// client, a `Binding`, a callback — anything the next screen needs in memory, which a URL cannot
/// carry and a saved state cannot hold (a graph's `type NAME live` or `callback`).
///
/// It keeps routes and modals `Hashable`, `Codable` and `Sendable` whatever the value is:
/// `router.push(.post(post: Live(model)))`. Two are equal when they hold the same object (a value
/// whose type is a class, however it is declared — a protocol existential holding a class instance
/// too); any other value is equal only to the same box, so pushing a `Binding` twice makes two
/// routes. Its identity is taken once, in `init`, so `==` and `hash(into:)` need no isolation. It
/// is never saved: a navigation state leaves out what holds one (docs/generated-code.md).
@MainActor
public final class Live<Value>: Hashable, Sendable {
    /// The value, as the screen receives it.
    public let value: Value

    /// The held object's identity, when the value is a class instance; nil for any other value,
    /// which this box then stands for.
    private nonisolated let object: ObjectIdentifier?

    /// Boxes `value` for a route or modal.
    public init(_ value: Value) {
        self.value = value
        // `type(of:)` of the value as `Any` is its dynamic type: a class instance held in an
        // existential (`any PostModel`) is seen as the class it is.
        object = type(of: value as Any) is AnyClass ? ObjectIdentifier(value as AnyObject) : nil
    }

    /// What this box is equal by: the held object, or the box itself.
    private nonisolated var identity: ObjectIdentifier {
        object ?? ObjectIdentifier(self)
    }

    public nonisolated static func == (lhs: Live, rhs: Live) -> Bool {
        lhs.identity == rhs.identity
    }

    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
