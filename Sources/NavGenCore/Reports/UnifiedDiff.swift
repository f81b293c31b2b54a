/// A unified diff of two texts, line by line, as `diff -u` prints it: a `---`/`+++` header, then
/// hunks of changed lines with `context` unchanged lines around each. Nil when the texts are equal.
/// The hunk headers count real lines only (a final newline ends a line, it does not begin one), and
/// a last line without a newline is marked `\ No newline at end of file`, so `patch` applies the
/// result without fuzz.
///
/// Lines common to both ends are set aside first; the rest is aligned by a longest common
/// subsequence when it is small enough to tabulate (a few thousand lines each way), else shown as
/// one replaced block, which is still exact, only less minimal.
public func unifiedDiff(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String? {
    guard !old.utf8.elementsEqual(new.utf8) else { return nil }
    let a = linesWithTerminators(old)
    let b = linesWithTerminators(new)
    // Lines are compared by their bytes: two spellings Swift deems equal are still a change to a file.
    var numbers: [[UInt8]: Int] = [:]
    let number = { (line: Substring) in
        let bytes = Array(line.utf8)
        if let known = numbers[bytes] { return known }
        numbers[bytes] = numbers.count
        return numbers.count - 1
    }
    let edits = lineEdits(a.map(number), b.map(number))
    var out = "--- \(oldName)\n+++ \(newName)\n"
    for hunk in hunks(of: edits, context: context) {
        let lines = edits[hunk]
        let oldCount = lines.filter { $0.kind != .insert }.count
        let newCount = lines.filter { $0.kind != .delete }.count
        let first = lines.first { $0.kind != .insert }?.old ?? lines.first?.old ?? 0
        let firstNew = lines.first { $0.kind != .delete }?.new ?? lines.first?.new ?? 0
        out +=
            "@@ -\(first + (oldCount == 0 ? 0 : 1)),\(oldCount) +\(firstNew + (newCount == 0 ? 0 : 1)),\(newCount) @@\n"
        for edit in lines {
            switch edit.kind {
            case .same: out += diffLine(" ", a[edit.old])
            case .delete: out += diffLine("-", a[edit.old])
            case .insert: out += diffLine("+", b[edit.new])
            }
        }
    }
    return out
}

/// The text's lines, each with its newline when it has one: only the last can lack it, and then it
/// differs from the same words with a newline, as it does for `diff`.
private func linesWithTerminators(_ text: String) -> [Substring] {
    // Bytes, not characters: "\r\n" is one Character, and its "\n" still ends the line.
    let bytes = text.utf8
    var lines: [Substring] = []
    var start = bytes.startIndex
    while start < bytes.endIndex {
        let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")).map { bytes.index(after: $0) } ?? bytes.endIndex
        lines.append(Substring(bytes[start..<end]))
        start = end
    }
    return lines
}

private func diffLine(_ marker: String, _ line: Substring) -> String {
    line.utf8.last == UInt8(ascii: "\n") ? marker + line : marker + line + "\n\\ No newline at end of file\n"
}

/// One line of the alignment: kept, deleted from the old text, or inserted from the new; `old`
/// and `new` are the line's index in each text (for an insertion, `old` is where it goes).
struct LineEdit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var old: Int
    var new: Int
}

/// Above this many cells the table of common subsequence lengths is not built.
private let tableLimit = 4_000_000

func lineEdits(_ a: [Int], _ b: [Int]) -> [LineEdit] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
        suffix += 1
    }
    var edits = (0..<prefix).map { LineEdit(kind: .same, old: $0, new: $0) }
    let oldMiddle = prefix..<(a.count - suffix)
    let newMiddle = prefix..<(b.count - suffix)
    let rows = oldMiddle.count + 1
    let columns = newMiddle.count + 1
    if rows * columns <= tableLimit {
        // length[i * columns + j]: the longest common subsequence of the old lines from i and the new from j.
        var length = [Int32](repeating: 0, count: rows * columns)
        for i in stride(from: oldMiddle.count - 1, through: 0, by: -1) {
            for j in stride(from: newMiddle.count - 1, through: 0, by: -1) {
                length[i * columns + j] =
                    a[prefix + i] == b[prefix + j]
                    ? length[(i + 1) * columns + j + 1] + 1
                    : max(length[(i + 1) * columns + j], length[i * columns + j + 1])
            }
        }
        var i = 0
        var j = 0
        while i < oldMiddle.count || j < newMiddle.count {
            if i < oldMiddle.count, j < newMiddle.count, a[prefix + i] == b[prefix + j] {
                edits.append(LineEdit(kind: .same, old: prefix + i, new: prefix + j))
                i += 1
                j += 1
            } else if j == newMiddle.count
                || (i < oldMiddle.count && length[(i + 1) * columns + j] >= length[i * columns + j + 1])
            {
                edits.append(LineEdit(kind: .delete, old: prefix + i, new: prefix + j))
                i += 1
            } else {
                edits.append(LineEdit(kind: .insert, old: prefix + i, new: prefix + j))
                j += 1
            }
        }
    } else {
        edits += oldMiddle.map { LineEdit(kind: .delete, old: $0, new: prefix) }
        edits += newMiddle.map { LineEdit(kind: .insert, old: oldMiddle.upperBound, new: $0) }
    }
    edits += (0..<suffix).map { LineEdit(kind: .same, old: a.count - suffix + $0, new: b.count - suffix + $0) }
    return edits
}

/// Ranges of `edits`, each the changes within `2 * context` lines of one another and `context`
/// unchanged lines on either side.
private func hunks(of edits: [LineEdit], context: Int) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for (index, edit) in edits.enumerated() where edit.kind != .same {
        let lower = max(0, index - context)
        let upper = min(edits.count, index + context + 1)
        if let last = result.last, last.upperBound >= lower {
            result[result.count - 1] = last.lowerBound..<max(last.upperBound, upper)
        } else {
            result.append(lower..<upper)
        }
    }
    return result
}
