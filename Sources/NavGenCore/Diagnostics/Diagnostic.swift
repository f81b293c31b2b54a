public enum Severity: String, Sendable {
    case error
    case warning
    case note
}

/// A secondary message that points at another place, such as the first declaration of a duplicate.
public struct DiagnosticNote: Hashable, Sendable {
    public var range: SourceRange
    public var message: String

    public init(range: SourceRange, message: String) {
        self.range = range
        self.message = message
    }
}

/// One problem found in a graph: what, where, and the other places that explain it.
public struct Diagnostic: Hashable, Sendable {
    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    public var range: SourceRange
    public var notes: [DiagnosticNote]

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at range: SourceRange, notes: [DiagnosticNote] = []
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.notes = notes
    }

    public static func error(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: range, notes: notes)
    }

    public static func warning(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = []
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: range, notes: notes)
    }

    /// `<what> is already declared` at the second declaration of `name`, with a note at the first;
    /// `hint` follows the message (`; …`), when there is one.
    static func redeclaration(
        _ code: DiagnosticCode, _ what: String, name: String, at range: SourceRange, first: SourceRange,
        hint: String = ""
    ) -> Diagnostic {
        .error(
            code, "\(what) is already declared\(hint)", at: range,
            notes: [DiagnosticNote(range: first, message: "'\(name)' was first declared here")])
    }
}

/// Gathers the diagnostics of one run; checks append, nothing prints.
///
/// Capped so that a hostile file with millions of bad lines yields a readable report in bounded time.
struct DiagnosticBag {
    static let limit = 1000

    private(set) var diagnostics: [Diagnostic] = []
    private(set) var droppedCount = 0

    var hasErrors: Bool {
        diagnostics.contains { $0.severity == .error }
    }

    mutating func append(_ diagnostic: Diagnostic) {
        if diagnostics.count < Self.limit {
            diagnostics.append(diagnostic)
        } else {
            droppedCount += 1
        }
    }

    /// Appends each of `other`'s diagnostics in turn, as if they had been found here.
    mutating func append(contentsOf other: DiagnosticBag) {
        for diagnostic in other.diagnostics { append(diagnostic) }
        droppedCount += other.droppedCount
    }

    /// Every diagnostic in source order (ties keep the order they were found in), then the overflow notice.
    func sorted() -> [Diagnostic] {
        var result = diagnostics.enumerated()
            .sorted {
                let (left, right) = ($0.element.range.start, $1.element.range.start)
                return (left.file, left.offset, $0.offset) < (right.file, right.offset, $1.offset)
            }
            .map(\.element)
        if droppedCount > 0, let last = result.last {
            result.append(
                .error(
                    .tooManyErrors, "\(droppedCount) more diagnostics were not shown", at: last.range))
        }
        return result
    }
}
