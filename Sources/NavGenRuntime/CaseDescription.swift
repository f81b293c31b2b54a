/// `name(label: value, …)`, each value as `debugPrint` writes it: how Swift prints an enum case
/// with values, for a generated enum that prints its `secret` cases redacted and the others as
/// Swift would.
@_spi(NavGenGenerated) public func _caseDescription(_ name: String, _ values: KeyValuePairs<String, Any>) -> String {
    name + "(" + values.map { "\($0.key): \(String(reflecting: $0.value))" }.joined(separator: ", ") + ")"
}
