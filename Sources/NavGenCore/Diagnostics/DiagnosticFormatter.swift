/// Renders diagnostics the way swiftc does, and as JSON and GitHub annotations for tools.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text
    case json
    case github
}

public struct DiagnosticFormatter: Sendable {
    /// Source lines longer than this are shown as a window around the column.
    static let maximumLineWidth = 160

    public init() {}

    public func format(_ diagnostics: [Diagnostic], in file: SourceFile, as format: DiagnosticFormat) -> String {
        self.format(diagnostics, in: [file], as: format)
    }

    /// Diagnostics of graphs checked together (an app and its modules): each location is shown in
    /// the file its `SourceLocation.file` names.
    public func format(_ diagnostics: [Diagnostic], in files: [SourceFile], as format: DiagnosticFormat) -> String {
        switch format {
        case .text: return diagnostics.map { text($0, in: files) }.joined()
        case .json: return jsonArray(jsonObjects(diagnostics, in: files))
        case .github: return diagnostics.map { github($0, in: files) }.joined()
        }
    }

    /// The file a range is in, among `files`; the first when the index is out of range.
    private func file(of range: SourceRange, in files: [SourceFile]) -> SourceFile {
        files.indices.contains(range.start.file) ? files[range.start.file] : files[0]
    }

    // MARK: - Text

    /// `file:line:col: severity: message [code]`, the source line and a caret, then each note likewise.
    public func text(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        text(diagnostic, in: [file])
    }

    func text(_ diagnostic: Diagnostic, in files: [SourceFile]) -> String {
        var out = entry(
            file: file(of: diagnostic.range, in: files), range: diagnostic.range, severity: diagnostic.severity,
            message: "\(diagnostic.message) [\(diagnostic.code.rawValue)]")
        for note in diagnostic.notes {
            out += entry(
                file: file(of: note.range, in: files), range: note.range, severity: .note, message: note.message)
        }
        return out
    }

    private func entry(file: SourceFile, range: SourceRange, severity: Severity, message: String) -> String {
        entry(file: file, range: range, severity: severity.rawValue, message: message)
    }

    /// `file:line:col: severity: message`, then the source line and its caret.
    func entry(file: SourceFile, range: SourceRange, severity: String, message: String) -> String {
        let start = range.start
        var out = "\(displayable(file.name)):\(start.line):\(start.column): \(severity): \(message)\n"
        let (line, caret) = excerpt(of: file, range: range)
        if !line.isEmpty || !caret.isEmpty {
            out += line + "\n" + caret + "\n"
        }
        return out
    }

    /// The source line (or a window of it) and the marker line beneath it.
    func excerpt(of file: SourceFile, range: SourceRange) -> (line: String, marker: String) {
        let lineBytes = file.line(containing: range.start)
        let lineStart = lineBytes.startIndex
        let column = range.start.offset - lineStart
        let sameLine = range.end.line == range.start.line
        let markedLength = sameLine ? max(1, range.end.offset - range.start.offset) : 1

        var from = lineStart
        var to = lineBytes.endIndex
        if to - from > Self.maximumLineWidth {
            from = max(lineStart, range.start.offset - Self.maximumLineWidth / 2)
            to = min(lineBytes.endIndex, from + Self.maximumLineWidth)
            // Never cut a UTF-8 sequence in half.
            while from < to, from > lineStart, file.bytes[from] & 0xC0 == 0x80 { from += 1 }
            while to > from, to < lineBytes.endIndex, file.bytes[to] & 0xC0 == 0x80 { to -= 1 }
        }
        let prefix = from > lineStart ? "..." : ""
        let suffix = to < lineBytes.endIndex ? "..." : ""
        let shown = String(decoding: file.bytes[from..<to], as: UTF8.self)

        var line = prefix
        var marker = String(repeating: " ", count: prefix.count)
        var offset = from
        let caretOffset = lineStart + column
        let markEnd = caretOffset + markedLength
        for scalar in shown.unicodeScalars {
            let text = isUnsafeForDisplay(scalar) && scalar != "\t" ? displayable(String(scalar)) : String(scalar)
            line += text
            let width = scalar == "\t" ? 1 : text.count
            let fill: String
            if offset < caretOffset {
                fill = scalar == "\t" ? "\t" : String(repeating: " ", count: width)
            } else if offset == caretOffset {
                fill = "^" + String(repeating: "~", count: max(0, width - 1))
            } else if offset < markEnd {
                fill = String(repeating: "~", count: width)
            } else {
                fill = ""
            }
            marker += fill
            offset += scalar.utf8.count
        }
        if caretOffset >= offset {
            marker += String(repeating: " ", count: max(0, caretOffset - offset)) + "^"
        }
        return (line + suffix, marker)
    }

    // MARK: - JSON

    /// One `{file, line, column, severity, code, message, notes}` object per diagnostic, keys in that order.
    public func jsonObjects(_ diagnostics: [Diagnostic], in file: SourceFile) -> [String] {
        jsonObjects(diagnostics, in: [file])
    }

    func jsonObjects(_ diagnostics: [Diagnostic], in files: [SourceFile]) -> [String] {
        let fileNames = files.map { jsonString($0.name) }
        func fileName(_ range: SourceRange) -> String {
            fileNames.indices.contains(range.start.file) ? fileNames[range.start.file] : fileNames[0]
        }
        return diagnostics.map { diagnostic -> String in
            let notes = diagnostic.notes.map { note in
                "{\"file\": \(fileName(note.range)), \"line\": \(note.range.start.line), "
                    + "\"column\": \(note.range.start.column), \"message\": \(jsonString(note.message))}"
            }
            return "{\"file\": \(fileName(diagnostic.range)), \"line\": \(diagnostic.range.start.line), "
                + "\"column\": \(diagnostic.range.start.column), "
                + "\"severity\": \(jsonString(diagnostic.severity.rawValue)), "
                + "\"code\": \(jsonString(diagnostic.code.rawValue)), "
                + "\"message\": \(jsonString(diagnostic.message)), "
                + "\"notes\": [\(notes.joined(separator: ", "))]}"
        }
    }

    /// Objects from `jsonObjects`, possibly of several files, as one JSON array.
    public func jsonArray(_ objects: [String]) -> String {
        objects.isEmpty ? "[]\n" : "[\n  " + objects.joined(separator: ",\n  ") + "\n]\n"
    }

    // MARK: - GitHub

    /// A workflow command that GitHub Actions shows as an annotation on the graph's line.
    public func github(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        github(diagnostic, in: [file])
    }

    func github(_ diagnostic: Diagnostic, in files: [SourceFile]) -> String {
        let level = diagnostic.severity == .error ? "error" : "warning"
        var message = diagnostic.message
        for note in diagnostic.notes {
            let name = file(of: note.range, in: files).name
            message += "\n\(name):\(note.range.start.line):\(note.range.start.column): note: \(note.message)"
        }
        return annotation(
            level: level, file: file(of: diagnostic.range, in: files).name, line: diagnostic.range.start.line,
            column: diagnostic.range.start.column, title: diagnostic.code.rawValue, message: message)
    }

    /// `::level file=…,line=…,col=…,title=…::message`, escaped as the workflow command syntax asks.
    func annotation(level: String, file: String, line: Int, column: Int, title: String, message: String) -> String {
        "::\(level) file=\(githubProperty(file)),line=\(line),col=\(column),title=\(githubProperty(title))::\(githubData(message))\n"
    }

    private func githubData(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    private func githubProperty(_ text: String) -> String {
        text.replacingAll(["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
    }
}

/// A JSON string literal for `text`.
func jsonString(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}

extension String {
    /// Replaces each scalar that is a key of `table` by its value, in one pass.
    ///
    /// Scalars rather than characters, so that `\r\n` (one `Character`) is seen as two.
    func replacingAll(_ table: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in unicodeScalars {
            if let replacement = table[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
