/// The values a matched path bound, in the order of its placeholders, lent to the generated code
/// while it builds what the pattern opens. A value is decoded and read only when asked for, and
/// only then wholly checked: nil makes the matcher try the next branch.
@_spi(NavGenGenerated) public struct PathValues {
    let url: URLText
    /// Per segment, how it was bound: `literal`, `tailStart`, `inTail`, or (zero or more) where
    /// the value starts in the decoded segment, after its literal prefix.
    let bindings: UnsafeMutableBufferPointer<Int32>

    /// The query of the URL's fragment (`#/room/!abc?via=example.org`), which a pattern's query
    /// placeholders after its `#` read.
    @_spi(NavGenGenerated) public var fragmentQuery: QueryItems { url.fragmentQuery }

    static let literal: Int32 = -1
    static let tailStart: Int32 = -2
    static let inTail: Int32 = -3

    /// The value of placeholder `index` (counted from 0 along the path), or nil when it does not
    /// parse (a `Double` out of range): then the pattern does not match. The type is the one the
    /// result is bound to (`let id: Int = path.value(0)`), or `type`.
    @inlinable
    @_spi(NavGenGenerated) public func value<Value: LinkValue>(_ index: Int, as type: Value.Type = Value.self) -> Value?
    {
        // Most values need no decoding and are read where they stand, without a closure.
        if let text = textInPlace(index) { return Value._read(from: text) }
        var value: Value?
        readText(index) { value = Value._read(from: $0) }
        return value
    }

    /// The text of placeholder `index` where it stands in the URL, or nil when it must be decoded
    /// or joined first (or there is no such placeholder).
    @usableFromInline
    func textInPlace(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
        guard let position = position(of: index), bindings[position] >= 0, position > 0 || !url.lowercasesFirst,
            let text = url.segment(position).inPlace
        else { return nil }
        return UnsafeBufferPointer(rebasing: text[(text.startIndex + Int(bindings[position]))...])
    }

    /// The segment where placeholder `index` (counted from 0 along the path) starts.
    private func position(of index: Int) -> Int? {
        var remaining = index
        for position in 0..<url.segmentCount {
            let binding = bindings[position]
            guard binding >= 0 || binding == Self.tailStart else { continue }
            if remaining == 0 { return position }
            remaining -= 1
        }
        return nil
    }

    /// Calls `body` with the decoded text of placeholder `index`: a segment, the rest of one after
    /// its prefix, or a tail's segments joined with `/`.
    @usableFromInline
    func readText(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard let position = position(of: index) else { return }
        let binding = bindings[position]
        if binding == Self.tailStart {
            withTail(from: position) { body($0) }
        } else if position == 0, url.lowercasesFirst {
            // A host, read lower-cased: a DNS name, which has no escapes and is ASCII.
            url.segment(position).withDecoded { text in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: text.count) { lowered in
                    for (offset, byte) in text.enumerated() { lowered[offset] = asciiLowercased(byte) }
                    body(UnsafeBufferPointer(rebasing: lowered[Int(binding)...]))
                }
            }
        } else {
            url.segment(position).withDecoded { body(UnsafeBufferPointer(rebasing: $0[Int(binding)...])) }
        }
    }

    private func withTail<Result>(from start: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        // A tail in a path ends where its segments do, at the fragment if there is one.
        var end = start + 1
        while end < url.segmentCount, bindings[end] == Self.inTail { end += 1 }
        let positions = start..<end
        let capacity = positions.reduce(positions.count) { $0 + url.segment($1).range.count }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { joined in
            var count = 0
            for position in positions {
                if position > start {
                    joined[count] = UInt8(ascii: "/")
                    count += 1
                }
                count = url.segment(position).decode(into: joined, from: count)
            }
            return body(UnsafeBufferPointer(rebasing: joined[..<count]))
        }
    }
}
