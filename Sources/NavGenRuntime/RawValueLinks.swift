/// Reading and writing a raw-value type (`type Visibility: String` in a graph: an enum with raw
/// values, an ID wrapper) through its raw value, which a URL carries: a raw value the
/// type refuses (`Visibility(rawValue:)` is nil) reads as a value that does not parse, so the
/// pattern does not match and the matcher goes on.
///
/// Each accessor has the name of its `LinkValue` counterpart, so generated code reads either kind
/// the same way and the type it binds picks one.

extension PathValues {
    /// The value of placeholder `index`, read as its raw value; nil when that does not parse or
    /// the type refuses it.
    @inlinable
    @_spi(NavGenGenerated) public func value<Value: RawRepresentable>(_ index: Int, as type: Value.Type = Value.self)
        -> Value?
    where Value.RawValue: LinkValue {
        value(index, as: Value.RawValue.self).flatMap(Value.init(rawValue:))
    }
}

extension QueryItems {
    /// The item's value, or nil when it is absent, does not parse or is refused.
    @inlinable
    @_spi(NavGenGenerated) public func required<Value: RawRepresentable>(
        _ key: String, as type: Value.Type = Value.self
    ) -> Value?
    where Value.RawValue: LinkValue {
        required(key, as: Value.RawValue.self).flatMap(Value.init(rawValue:))
    }

    /// `.some(nil)` when the item is absent, `.some(value)` when it parses and the type takes it,
    /// and nil otherwise.
    @inlinable
    @_spi(NavGenGenerated) public func optional<Value: RawRepresentable>(
        _ key: String, as type: Value.Type = Value.self
    ) -> Value??
    where Value.RawValue: LinkValue {
        guard let raw = optional(key, as: Value.RawValue.self) else { return nil }
        guard let raw else { return .some(nil) }
        return Value(rawValue: raw).map { .some($0) }
    }

    /// Every item's value with this key, in order (empty when there is none), or nil when one of
    /// them does not parse or is refused.
    @inlinable
    @_spi(NavGenGenerated) public func all<Value: RawRepresentable>(_ key: String, as type: Value.Type = Value.self)
        -> [Value]?
    where Value.RawValue: LinkValue {
        guard let raws = all(key, as: Value.RawValue.self) else { return nil }
        var values: [Value] = []
        values.reserveCapacity(raws.count)
        for raw in raws {
            guard let value = Value(rawValue: raw) else { return nil }
            values.append(value)
        }
        return values
    }

    /// As `all(_:as:)`, but `.some(nil)` when no item has the key.
    @inlinable
    @_spi(NavGenGenerated) public func optionalAll<Value: RawRepresentable>(
        _ key: String, as type: Value.Type = Value.self
    ) -> [Value]??
    where Value.RawValue: LinkValue {
        guard hasItem(key) else { return .some(nil) }
        return all(key, as: type).map { .some($0) }
    }
}

extension LinkWriter {
    /// Adds a segment holding `value`'s raw value; nil, or a raw value with no text, leaves no URL.
    @inlinable
    @_spi(NavGenGenerated) public func value<Value: RawRepresentable>(_ value: Value?) -> LinkWriter
    where Value.RawValue: LinkValue {
        self.value(value?.rawValue)
    }

    /// Adds the host of a link to any host from `value`'s raw value.
    @inlinable
    @_spi(NavGenGenerated) public func host<Value: RawRepresentable>(_ value: Value?) -> LinkWriter
    where Value.RawValue: LinkValue {
        host(value?.rawValue)
    }

    /// Adds a segment of the literal prefix followed by `value`'s raw value.
    @inlinable
    @_spi(NavGenGenerated) public func prefixed<Value: RawRepresentable>(_ prefix: String, _ value: Value?)
        -> LinkWriter
    where Value.RawValue: LinkValue {
        prefixed(prefix, value?.rawValue)
    }

    /// Adds the rest of the path from `value`'s raw text, as `tail(_:)` does.
    @inlinable
    @_spi(NavGenGenerated) public func tail<Value: RawRepresentable>(_ value: Value?) -> LinkWriter
    where Value.RawValue == String {
        tail(value?.rawValue)
    }

    /// Adds a query item holding `value`'s raw value; nil leaves the item out.
    @inlinable
    @_spi(NavGenGenerated) public func query<Value: RawRepresentable>(_ key: String, _ value: Value?) -> LinkWriter
    where Value.RawValue: LinkValue {
        query(key, value?.rawValue)
    }

    /// Adds one query item per element, in order, each holding its raw value; nil or an empty
    /// array adds none.
    @inlinable
    @_spi(NavGenGenerated) public func query<Value: RawRepresentable>(_ key: String, _ values: [Value]?) -> LinkWriter
    where Value.RawValue: LinkValue {
        query(key, values?.map(\.rawValue))
    }
}
