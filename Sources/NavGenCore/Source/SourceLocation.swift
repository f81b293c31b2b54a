/// A position in a source file: a byte offset plus the 1-based line and column it falls on.
///
/// Columns count UTF-8 bytes from the start of the line, as swiftc's do. `file` tells the graphs of
/// one app apart (SPEC §2.8): 0 is the graph checked, or the app's; modules count on from 1.
public struct SourceLocation: Hashable, Comparable, Sendable {
    public var offset: Int
    public var line: Int
    public var column: Int
    /// Which of the graphs checked together the location is in.
    public var file: Int

    public init(offset: Int, line: Int, column: Int, file: Int = 0) {
        self.offset = offset
        self.line = line
        self.column = column
        self.file = file
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.offset) < (rhs.file, rhs.offset)
    }

    /// The location `bytes` further along the same line.
    func advanced(by bytes: Int) -> SourceLocation {
        SourceLocation(offset: offset + bytes, line: line, column: column + bytes, file: file)
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
