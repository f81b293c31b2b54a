/// The decoded text of one value in a URL — a path segment, the rest of a segment after a literal
/// prefix, a tail, or a query item's value — lent to `LinkValue.read(from:)` for the length of the
/// call. Only the runtime makes one.
public struct LinkText {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The text as a string (it is well-formed UTF-8: the URL was refused otherwise).
    public var string: String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The number of UTF-8 bytes.
    public var count: Int { bytes.count }
}
