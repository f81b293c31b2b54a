/// How `navgen diff` shows changes: like compiler diagnostics, at the new file's line (the old
/// file's for a removal) with a note at the other, or as JSON or GitHub annotations.
public struct DiffReport: Sendable {
    public let old: SourceFile
    public let new: SourceFile
    /// Breaking changes are reported as warnings instead of errors (`--allow-breaking`).
    public let allowBreaking: Bool
    /// The module graphs the new version of an app's graph was checked with (`--modules`): a range
    /// in file `k` of it is in `modules[k - 1]`.
    public let modules: [SourceFile]
    /// Those the old version was checked with (`--old-modules`; the same as `modules` unless given).
    public let oldModules: [SourceFile]

    public init(
        old: SourceFile, new: SourceFile, allowBreaking: Bool, modules: [SourceFile] = [],
        oldModules: [SourceFile]? = nil
    ) {
        self.old = old
        self.new = new
        self.allowBreaking = allowBreaking
        self.modules = modules
        self.oldModules = oldModules ?? modules
    }

    /// The file a range of `version` (the old or the new graph) is in.
    private func file(of range: SourceRange, in version: Version) -> SourceFile {
        let index = range.start.file - 1
        let modules = version == .old ? oldModules : self.modules
        return modules.indices.contains(index) ? modules[index] : (version == .old ? old : new)
    }

    /// Which version of the app a range is of.
    private enum Version { case old, new }

    private func severity(of change: GraphChange) -> String {
        change.impact.isBreaking ? (allowBreaking ? "warning" : "error") : "remark"
    }

    /// The place a change is reported at, and the other place its note points to.
    private func places(of change: GraphChange) -> (
        primary: (SourceFile, SourceRange)?, other: (SourceFile, SourceRange)?
    ) {
        let inNew = change.new.map { (file(of: $0, in: .new), $0) }
        let inOld = change.old.map { (file(of: $0, in: .old), $0) }
        return inNew != nil ? (inNew, inOld) : (inOld, nil)
    }

    public func text(_ changes: [GraphChange]) -> String {
        let formatter = DiagnosticFormatter()
        var out = ""
        for change in changes {
            let message = "\(change.message) [\(change.impact.rawValue)]"
            let (primary, other) = places(of: change)
            if let (file, range) = primary {
                out += formatter.entry(file: file, range: range, severity: severity(of: change), message: message)
            } else {
                out += "\(displayable(new.name)): \(severity(of: change)): \(message)\n"
            }
            if let (file, range) = other {
                out += formatter.entry(file: file, range: range, severity: "note", message: "in the old graph")
            }
        }
        return out + summary(changes) + "\n"
    }

    /// `2 breaking for published links, 1 breaking for saved state, 3 compatible`.
    public func summary(_ changes: [GraphChange]) -> String {
        guard !changes.isEmpty else { return "no changes" }
        let count = { (impact: GraphChange.Impact) in changes.filter { $0.impact == impact }.count }
        // Source breaks are rare (an `app` rename); the count is shown only when there is one.
        let source = count(.breakingSource)
        return
            "\(count(.breakingLinks)) breaking for published links, \(count(.breakingState)) breaking for saved state, "
            + (source > 0 ? "\(source) breaking for source, " : "") + "\(count(.compatible)) compatible"
    }

    public func json(_ changes: [GraphChange]) -> JSONValue {
        func location(_ version: Version, _ range: SourceRange?) -> JSONValue {
            guard let range else { return .null }
            return .object([
                ("file", .string(file(of: range, in: version).name)), ("line", .number(range.start.line)),
                ("column", .number(range.start.column)),
            ])
        }
        return .object([
            ("breaking", .bool(changes.contains { $0.impact.isBreaking })),
            (
                "changes",
                .array(
                    changes.map { change in
                        .object([
                            ("impact", .string(change.impact.rawValue)), ("message", .string(change.message)),
                            ("old", location(.old, change.old)), ("new", location(.new, change.new)),
                        ])
                    })
            ),
        ])
    }

    /// One workflow command per change: breaking ones as errors (warnings when allowed), compatible ones as notices.
    public func github(_ changes: [GraphChange]) -> String {
        let formatter = DiagnosticFormatter()
        return changes.map { change in
            let level = change.impact.isBreaking ? (allowBreaking ? "warning" : "error") : "notice"
            let (primary, other) = places(of: change)
            var message = change.message
            if let (file, range) = other {
                message += "\n\(file.name):\(range.start.line):\(range.start.column): note: in the old graph"
            }
            let file = primary?.0 ?? new
            let start = primary?.1.start ?? SourceLocation(offset: 0, line: 1, column: 1)
            return formatter.annotation(
                level: level, file: file.name, line: start.line, column: start.column,
                title: change.impact.rawValue, message: message)
        }.joined()
    }
}
