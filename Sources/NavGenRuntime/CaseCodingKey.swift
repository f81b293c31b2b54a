/// A case or parameter name as a coding key, for the `Codable` conformance navgen writes for a
/// route or modal enum with live parameters or past 32 cases: Swift's synthesized format
/// (`{"post":{"id":1}}`), with the live values left out. Only generated code uses it.
@_spi(NavGenGenerated) public struct CaseCodingKey: CodingKey, ExpressibleByStringLiteral, Sendable {
    @_spi(NavGenGenerated) public var stringValue: String
    @_spi(NavGenGenerated) public var intValue: Int? { nil }

    @_spi(NavGenGenerated) public init(stringValue: String) {
        self.stringValue = stringValue
    }

    @_spi(NavGenGenerated) public init?(intValue: Int) { nil }

    @_spi(NavGenGenerated) public init(stringLiteral value: String) {
        stringValue = value
    }

    /// The key of a case or parameter named at run time (a large enum's table of cases).
    @_spi(NavGenGenerated) public init(_ name: String) {
        stringValue = name
    }

    /// The one case name of an encoded value and the container of its parameters.
    @_spi(NavGenGenerated) public static func onlyCase(in container: KeyedDecodingContainer<CaseCodingKey>) throws -> (
        name: String, values: KeyedDecodingContainer<CaseCodingKey>
    ) {
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.typeMismatch(
                CaseCodingKey.self,
                .init(codingPath: container.codingPath, debugDescription: "expected exactly one case name"))
        }
        return (key.stringValue, try container.nestedContainer(keyedBy: CaseCodingKey.self, forKey: key))
    }

    /// The error for a case name this version does not decode: an unknown one, or one whose
    /// required live value no saved state holds.
    @_spi(NavGenGenerated) public static func unknownCase(
        _ name: String, in container: KeyedDecodingContainer<CaseCodingKey>
    ) -> DecodingError {
        .dataCorrupted(
            .init(
                codingPath: container.codingPath + [CaseCodingKey(stringValue: name)],
                debugDescription: "'\(name)' is no case this version decodes, or holds a live value no saved state has")
        )
    }

    /// The error for encoding a case that holds a required live value, which no encoding carries.
    @_spi(NavGenGenerated) public static func liveValue(
        _ value: Any, inCase name: String, at codingPath: [any CodingKey]
    ) -> EncodingError {
        neverSaved(value, "'\(name)' holds a required live value, which is never saved", at: codingPath)
    }

    /// The error for encoding a `secret` case, whose values never reach the disk.
    @_spi(NavGenGenerated) public static func secretValue(
        _ value: Any, inCase name: String, at codingPath: [any CodingKey]
    ) -> EncodingError {
        neverSaved(value, "'\(name)' is secret, and never saved", at: codingPath)
    }

    /// The error for encoding a case that is never saved, for an enum with both kinds.
    @_spi(NavGenGenerated) public static func unsavedValue(
        _ value: Any, inCase name: String, at codingPath: [any CodingKey]
    ) -> EncodingError {
        neverSaved(value, "'\(name)' holds a required live value or is secret, and is never saved", at: codingPath)
    }

    private static func neverSaved(_ value: Any, _ reason: String, at codingPath: [any CodingKey]) -> EncodingError {
        .invalidValue(
            value, .init(codingPath: codingPath, debugDescription: reason + "; a navigation state leaves it out"))
    }
}

@_spi(NavGenGenerated) extension KeyedDecodingContainer where Key == CaseCodingKey {
    /// The parameter `name`'s value. One generic method, where the container's own `decode` has an
    /// overload per standard type that the type checker weighs at every parameter of every case:
    /// at 500 routes that was two thirds of decoding's compile time.
    @_spi(NavGenGenerated) public func _value<Value: Decodable>(_ type: Value.Type, _ name: String) throws -> Value {
        try decode(type, forKey: CaseCodingKey(name))
    }

    /// The optional parameter `name`'s value; nil when it is absent (a nil optional is left out).
    @_spi(NavGenGenerated) public func _optionalValue<Value: Decodable>(_ type: Value.Type, _ name: String) throws
        -> Value?
    {
        try decodeIfPresent(type, forKey: CaseCodingKey(name))
    }
}
