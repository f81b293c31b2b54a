/// The text of one `.nav` file, kept as the bytes it was read as.
public struct SourceFile: Sendable {
    /// The name diagnostics print, as the user gave it.
    public let name: String
    public let bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }

    public init(name: String, text: String) {
        self.init(name: name, bytes: Array(text.utf8))
    }

    /// The bytes of the line that holds `location`, without its line end.
    func line(containing location: SourceLocation) -> ArraySlice<UInt8> {
        let start = max(0, min(bytes.count, location.offset - (location.column - 1)))
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") {
            end += 1
        }
        return bytes[start..<end]
    }
}
