/// What a byte of a URL's text is to its reading.
enum URLCharacterKind {
    /// One of the characters RFC 3986 allows that has no role of its own below.
    case plain
    /// `:` or `@`: plain in a path, a query or a fragment, refused in the authority, where they
    /// would bring a user, a password or a port.
    case userOrPort
    /// Not allowed in a URL: spaces, controls and non-ASCII must arrive percent-encoded, as `URL`
    /// delivers them.
    case refused
    case slash
    case questionMark
    case hash
    case percent
    case plus
}

/// Every byte's `URLCharacterKind`, made with a pattern table, freed with it, and read through a
/// pointer. It has an entry for each of the 256 byte values, so any byte of any URL indexes it.
struct URLCharacterTable {
    private let kinds: UnsafeBufferPointer<URLCharacterKind>

    /// The table; its owner frees it with `deallocate()`.
    init() {
        var kinds = [URLCharacterKind](repeating: .refused, count: 256)
        // A byte is below 256, so every index is in the table.
        for byte in "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~[]!$&'()*,;=".utf8 {
            kinds[Int(byte)] = .plain
        }
        kinds[Int(UInt8(ascii: ":"))] = .userOrPort
        kinds[Int(UInt8(ascii: "@"))] = .userOrPort
        kinds[Int(UInt8(ascii: "/"))] = .slash
        kinds[Int(UInt8(ascii: "?"))] = .questionMark
        kinds[Int(UInt8(ascii: "#"))] = .hash
        kinds[Int(UInt8(ascii: "%"))] = .percent
        kinds[Int(UInt8(ascii: "+"))] = .plus
        self.kinds = allocatedCopy(of: kinds)
    }

    func deallocate() {
        kinds.deallocate()
    }

    subscript(byte: UInt8) -> URLCharacterKind { kinds[Int(byte)] }

    /// The index of the first byte from `start` that is not `.plain`, or `bytes.count`.
    func firstNotPlain(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count, kinds[Int(bytes[index])] == .plain { index += 1 }
        return index
    }
}

/// `elements` copied into memory of their own, for a table that is read through a pointer (which
/// costs no reference counting) and freed by its owner.
func allocatedCopy<Element>(of elements: [Element]) -> UnsafeBufferPointer<Element> {
    let memory = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
    _ = memory.initialize(from: elements)
    return UnsafeBufferPointer(memory)
}
