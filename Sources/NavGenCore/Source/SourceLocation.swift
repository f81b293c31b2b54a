/// A position in a source file: a byte offset plus the 1-based line and column it falls on.
///
/// Columns count UTF-8 bytes from the start of the line, as swiftc's do.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var offset: Int
    public var line: Int
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }

    /// The location `bytes` further along the same line.
    func advanced(by bytes: Int) -> SourceLocation {
        SourceLocation(offset: offset + bytes, line: line, column: column + bytes)
    }
}

/// A half-open range of source text; `end` is just past the last byte.
public struct SourceRange: Hashable, Sendable {
    public var start: SourceLocation
    public var end: SourceLocation

    public init(start: SourceLocation, end: SourceLocation) {
        self.start = start
        self.end = end
    }

    /// A range of `length` bytes on one line.
    init(start: SourceLocation, length: Int) {
        self.start = start
        self.end = start.advanced(by: length)
    }
}
