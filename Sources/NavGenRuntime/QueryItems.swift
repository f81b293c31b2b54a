/// An incoming URL's query, lent to the generated code while a pattern's values are read:
/// unknown keys are ignored, the first item with a key wins (every item, in order, for an
/// array), and `+` and `%20` decode to a space. A URL has a handful of items, so they are searched
/// from the front where they stand rather than collected. Each accessor reads the type its result
/// is bound to (`let page: Int = query.defaulted("page", 1)`), or the one given `as:`.
@_spi(NavGenGenerated) public struct QueryItems {
    let bytes: UnsafeBufferPointer<UInt8>
    let range: Range<Int>
    /// Whether the URL has a `%` or a `+`: without one no item needs decoding.
    let mayBeEscaped: Bool

    /// Calls `body` with each item's key and value, in order, until it returns false.
    func forEachItem(_ body: (_ key: EscapedText, _ value: EscapedText) -> Bool) {
        var itemStart = range.lowerBound
        while itemStart < range.upperBound {
            var itemEnd = itemStart
            while itemEnd < range.upperBound, bytes[itemEnd] != UInt8(ascii: "&") { itemEnd += 1 }
            if itemEnd > itemStart {
                var equals = itemStart
                while equals < itemEnd, bytes[equals] != UInt8(ascii: "=") { equals += 1 }
                let key = EscapedText(bytes, itemStart..<equals, plusIsSpace: true, mayBeEscaped: mayBeEscaped)
                let value = EscapedText(
                    bytes, min(equals + 1, itemEnd)..<itemEnd, plusIsSpace: true, mayBeEscaped: mayBeEscaped)
                guard body(key, value) else { return }
            }
            itemStart = itemEnd + 1
        }
    }

    /// Calls `body` with the decoded value of each item whose key decodes to `key`, in order,
    /// until it returns false.
    @usableFromInline
    func readEach(_ key: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) {
        forEachValue(key) { value in value.withDecoded { body($0) } }
    }

    /// Calls `body` with each item's value whose key decodes to `key`, in order, until it returns
    /// false.
    private func forEachValue(_ key: String, _ body: (EscapedText) -> Bool) {
        func read(_ key: UnsafeBufferPointer<UInt8>) {
            forEachItem { itemKey, value in
                guard itemKey.decodesTo(key) else { return true }
                return body(value)
            }
        }
        // A key the generated code spells is a literal, in place; only a bridged one is copied.
        guard key.utf8.withContiguousStorageIfAvailable(read) == nil else { return }
        var contiguous = key
        contiguous.withUTF8(read)
    }

    /// Where the first item with a key stands.
    @usableFromInline
    enum FirstItem {
        case absent
        /// Its value needs no decoding.
        case inPlace(UnsafeBufferPointer<UInt8>)
        case escaped
    }

    @usableFromInline
    func firstItem(_ key: String) -> FirstItem {
        var found = FirstItem.absent
        forEachValue(key) { value in
            found = value.inPlace.map { .inPlace($0) } ?? .escaped
            return false
        }
        return found
    }

    /// Nil when no item has the key; else the first one's value, nil when it does not parse. Most
    /// values need no decoding and are read where they stand, without a closure.
    @inlinable
    func first<Value: LinkValue>(_ key: String, as type: Value.Type) -> Value?? {
        switch firstItem(key) {
        case .absent:
            return .none
        case .inPlace(let text):
            return .some(Value._read(from: text))
        case .escaped:
            var value: Value?
            _ = readFirst(key) { value = Value._read(from: $0) }
            return .some(value)
        }
    }

    /// Calls `body` with the decoded value of the first item whose key decodes to `key`; false
    /// when there is none.
    @usableFromInline
    func readFirst(_ key: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        var found = false
        readEach(key) { text in
            body(text)
            found = true
            return false
        }
        return found
    }

    /// The item's value, or nil when it is absent or does not parse: then the pattern does not match.
    @inlinable
    @_spi(NavGenGenerated) public func required<Value: LinkValue>(_ key: String, as type: Value.Type = Value.self)
        -> Value?
    {
        first(key, as: type) ?? nil
    }

    /// The item's value, `fallback` when it is absent, or nil when it does not parse: then the
    /// pattern does not match.
    @inlinable
    @_spi(NavGenGenerated) public func defaulted<Value: LinkValue>(
        _ key: String, as type: Value.Type = Value.self, _ fallback: Value
    )
        -> Value?
    {
        first(key, as: type) ?? fallback
    }

    /// `.some(nil)` when the item is absent, `.some(value)` when it parses, and nil when it is
    /// present but does not parse: then the pattern does not match.
    @inlinable
    @_spi(NavGenGenerated) public func optional<Value: LinkValue>(_ key: String, as type: Value.Type = Value.self)
        -> Value??
    {
        guard let found = first(key, as: type) else { return .some(nil) }
        return found.map { .some($0) }
    }

    /// Every item's value with this key, in order (empty when there is none), or nil when one of
    /// them does not parse: then the pattern does not match.
    @inlinable
    @_spi(NavGenGenerated) public func all<Value: LinkValue>(_ key: String, as type: Value.Type = Value.self)
        -> [Value]?
    {
        var values: [Value] = []
        var parses = true
        readEach(key) { text in
            guard let value = Value._read(from: text) else {
                parses = false
                return false
            }
            values.append(value)
            return true
        }
        return parses ? values : nil
    }

    /// As `all(_:as:)`, but `.some(nil)` when no item has the key: an optional array.
    @inlinable
    @_spi(NavGenGenerated) public func optionalAll<Value: LinkValue>(_ key: String, as type: Value.Type = Value.self)
        -> [Value]??
    {
        guard hasItem(key) else { return .some(nil) }
        return all(key, as: type).map { .some($0) }
    }

    /// Whether some item's key decodes to `key`.
    @usableFromInline
    func hasItem(_ key: String) -> Bool {
        if case .absent = firstItem(key) { return false }
        return true
    }

    /// Every item, decoded, in order.
    var decodedItems: [DecodedURL.Item] {
        var items: [DecodedURL.Item] = []
        forEachItem { key, value in
            items.append(DecodedURL.Item(name: key.decoded, value: value.decoded))
            return true
        }
        return items
    }
}
