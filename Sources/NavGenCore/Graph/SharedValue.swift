/// An immutable value kept in one shared box, so that copying the struct that holds it retains
/// one object instead of each of the value's strings and arrays (`Screen`, `DeepLink`). Equal
/// when the values are, wherever they are kept; the same box is equal without a look inside.
final class SharedValue<Value: Hashable & Sendable>: Hashable, Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func == (lhs: SharedValue, rhs: SharedValue) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}
