/// The structured representation of the Swift navgen emits: declarations and statement blocks as
/// a tree, rendered to text in one place (`SwiftRenderer`), so no emitter deals with indentation,
/// blank lines or comment markers. Not `indirect`: children live in arrays, which already give
/// the indirection, and a box per line would cost an allocation for each of a large graph's
/// hundred thousand lines.
enum SwiftCode: Hashable, Sendable {
    /// One line of code, without indentation.
    case line(String)
    /// A `///` documentation comment; each line of the text becomes one comment line.
    case doc(String)
    /// A `//` comment.
    case comment(String)
    /// `opening {` + indented body + `}` (or another closing, such as `} else {`'s continuation).
    case block(String, [SwiftCode], closing: String = "}")
    /// A header written as it is (such as `ForEach(items) { item in`), the indented body, and a closing line.
    case enclosed(String, [SwiftCode], closing: String = "}")
    /// A `case …:` or `default:` label, written one level left of the statements under it.
    case caseLabel(String)
    /// A case label and its one statement: on one line when it fits (`case .home: "Home"`),
    /// else as a label with the statement under it.
    case caseWithStatement(String, String)
    /// `guard` with its conditions, one to a line after the first when there are several, and
    /// its `else` block: `guard let a = x else { return nil }` when it fits on one line.
    case guardStatement([String], else: [SwiftCode])
    /// `if` with its conditions and its block: `if let a = x { return a }` when it fits on one
    /// line, else one condition to a line and the brace on a line of its own.
    case ifStatement([String], then: [SwiftCode])
    /// Body lines indented one level under nothing: a `switch` case's statements.
    case indented([SwiftCode])
    /// `#if condition` … `#endif`, body not indented, as Swift style has it.
    case conditional(String, [SwiftCode])
    /// Members or top-level declarations separated by one blank line each.
    case declarations([[SwiftCode]])
    case blankLine
}

extension SwiftCode {
    /// `switch subject {` its case labels level with it, as Swift style has them.
    /// `last`, when given, comes after `cases`: a caller adding a `default` passes a slice of its
    /// cases as they are, without copying them into a new array first.
    static func switchStatement(
        _ subject: String, cases: some Collection<(label: String, body: [SwiftCode])>,
        last: (label: String, body: [SwiftCode])? = nil
    ) -> SwiftCode {
        // Appended in place: a large graph's switches have thousands of cases.
        var body: [SwiftCode] = []
        body.reserveCapacity(cases.reduce(0) { $0 + 1 + $1.body.count } + (last.map { 1 + $0.body.count } ?? 0))
        func append(_ label: String, _ statements: [SwiftCode]) {
            if statements.count == 1, case .line(let statement) = statements[0] {
                body.append(.caseWithStatement(label, statement))
                return
            }
            body.append(.caseLabel(label))
            body.append(contentsOf: statements)
        }
        for (label, statements) in cases { append(label, statements) }
        if let last { append(last.label, last.body) }
        return .block("switch \(subject)", body)
    }
}

extension SwiftCode {
    /// Longest declaration header written on one line; a longer one puts each parameter on a line
    /// of its own, as swift-format would.
    static let headerWidth = 100

    /// `head(parameters) tail {` + body + `}`, the parameters on lines of their own when the
    /// header would pass `headerWidth` columns.
    static func function(_ head: String, parameters: [String], tail: String = "", body: [SwiftCode]) -> [SwiftCode] {
        let oneLine = head + "(" + parameters.joined(separator: ", ") + ")" + tail
        guard oneLine.utf8.count > headerWidth, !parameters.isEmpty else { return [.block(oneLine, body)] }
        return [
            // No comma after the last: a trailing comma in a parameter list needs Swift 6.1.
            .enclosed(
                head + "(",
                parameters.indices.map { SwiftCode.line(parameters[$0] + ($0 == parameters.count - 1 ? "" : ",")) },
                closing: ")" + tail + " {"),
            .indented(body),
            .line("}"),
        ]
    }
}
