/// Prints `SwiftCode` with four-space indentation and `\n` line ends; the only place the emitted
/// text is laid out.
struct SwiftRenderer {
    private(set) var output = ""
    private var indentation = 0
    /// `indents[n]` is n levels of indentation, so a line is written with two appends.
    private var indents = [""]

    /// `nodes` as text, each line `indentation` levels in.
    static func render(_ nodes: [SwiftCode], indentation: Int = 0) -> String {
        renderPieces(nodes, indentation: indentation).joined()
    }

    /// `render(_:indentation:)`'s text as consecutive pieces of about `pieceSize` bytes, not
    /// put together: a large graph's parts run to megabytes, and a string that grows to one
    /// is copied into fresh memory each time it doubles.
    static func renderPieces(_ nodes: [SwiftCode], indentation: Int = 0) -> [String] {
        var renderer = SwiftRenderer()
        renderer.indentation = indentation
        for node in nodes { renderer.render(node) }
        return renderer.finish()
    }

    /// The text before `output`, as pieces: `output` becomes one when it reaches `pieceSize`,
    /// and a large rendered part is kept as a piece of its own instead of being copied in, so a
    /// large graph's file is never held twice.
    private var pieces: [String] = []
    /// Whether the block opened last has a member yet: members are a blank line apart.
    private var blockHasMembers = false

    /// Text of at least this many bytes is kept as a piece of its own.
    private static let pieceSize = 64 * 1024

    /// Everything appended, as consecutive pieces.
    mutating func finish() -> [String] {
        if !output.isEmpty { pieces.append(output) }
        output = ""
        return pieces
    }

    private var isEmpty: Bool { pieces.isEmpty && output.isEmpty }

    /// Makes `output` a piece once it is large enough; the next one starts with room for as much.
    private mutating func endPieceIfFull() {
        guard output.utf8.count >= Self.pieceSize else { return }
        pieces.append(output)
        output = ""
        output.reserveCapacity(Self.pieceSize + Self.pieceSize / 8)
    }

    // Putting a file together, in order, from parts rendered apart (`SwiftEmitter`).

    private mutating func appendRendered(_ text: String) {
        guard text.utf8.count >= Self.pieceSize else {
            output.append(text)
            endPieceIfFull()
            return
        }
        if !output.isEmpty { pieces.append(output) }
        output = ""
        pieces.append(text)
    }

    /// A rendered top-level declaration, a blank line after the one before; an empty one adds nothing.
    mutating func appendDeclaration(rendered pieces: [String]) {
        guard pieces.contains(where: { !$0.isEmpty }) else { return }
        if !isEmpty { output.append("\n") }
        for piece in pieces { appendRendered(piece) }
    }

    /// `before` and `opening {` as the next top-level declaration, for `appendMember(rendered:)`
    /// and `closeBlock()` to finish as `.block(opening, [.declarations(…)])` would.
    mutating func openBlock(_ before: [SwiftCode], _ opening: String) {
        if !isEmpty { output.append("\n") }
        for node in before { render(node) }
        write(opening + " {")
        blockHasMembers = false
    }

    /// Members already rendered one level in, a blank line after the ones before; empty adds nothing.
    mutating func appendMember(rendered pieces: [String]) {
        guard pieces.contains(where: { !$0.isEmpty }) else { return }
        if blockHasMembers { output.append("\n") }
        for piece in pieces { appendRendered(piece) }
        blockHasMembers = true
    }

    mutating func closeBlock() {
        write("}")
    }

    /// Documentation is wrapped to this many columns, indentation included.
    static let lineWidth = 100

    /// Joins the lines of each paragraph of a doc comment, so wrapping decides the line breaks;
    /// blank lines, list items (`- …`) and indented lines keep their own lines.
    static func reflow(_ text: String) -> [String] {
        var lines: [String] = []
        var joinable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let keepsItsLine = line.isEmpty || line.hasPrefix("-") || line.hasPrefix(" ")
            if joinable, !keepsItsLine, let last = lines.popLast() {
                lines.append(last + " " + line)
            } else {
                lines.append(String(line))
            }
            joinable = !line.isEmpty && !line.hasPrefix(" ") || line.hasPrefix("-")
        }
        return lines
    }

    /// Splits `text` at spaces into lines of at most `width` characters where it can; a longer
    /// word stays whole on its own line.
    private func wrap(_ text: String, width: Int) -> [String] {
        let indent = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var current = ""
        for word in text.dropFirst(indent.count).split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > max(width, 20) {
                lines.append(current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(current)
        return lines.map { indent + $0 }
    }

    /// Writes one line made of `pieces`, appended one after another without joining them first:
    /// a large graph's switches write one such line per case.
    private mutating func write(_ pieces: String...) {
        while indents.count <= indentation { indents.append(indents[indents.count - 1] + "    ") }
        output.append(indents[indentation])
        for piece in pieces { output.append(piece) }
        output.append("\n")
        endPieceIfFull()
    }

    private mutating func write(_ text: String) {
        if !text.isEmpty {
            while indents.count <= indentation { indents.append(indents[indents.count - 1] + "    ") }
            output.append(indents[indentation])
            output.append(text)
        }
        output.append("\n")
        endPieceIfFull()
    }

    /// `/// text` when the whole comment is one line that fits, without reflowing or wrapping it.
    private mutating func writeShortDoc(_ text: String) -> Bool {
        guard text.utf8.count <= Self.lineWidth - 4 * indentation - 4, !text.utf8.contains(UInt8(ascii: "\n")),
            !text.isEmpty, text.utf8.first != UInt8(ascii: " ")
        else { return false }
        while indents.count <= indentation { indents.append(indents[indents.count - 1] + "    ") }
        output.append(indents[indentation])
        output.append("/// ")
        output.append(text)
        output.append("\n")
        return true
    }

    private mutating func renderGuard(_ conditions: [String], _ elseBody: [SwiftCode]) {
        if conditions.count == 1, elseBody.count == 1, case .line(let statement) = elseBody[0] {
            let width =
                4 * indentation + "guard  else {  }".utf8.count + conditions[0].utf8.count + statement.utf8.count
            if width <= Self.lineWidth {
                write("guard ", conditions[0], " else { ", statement, " }")
                return
            }
        }
        for (index, condition) in conditions.enumerated() {
            write(index == 0 ? "guard " : "      ", condition, index == conditions.count - 1 ? "" : ",")
        }
        if elseBody.count == 1, case .line(let statement) = elseBody[0] {
            write("else { " + statement + " }")
        } else {
            render(.block("else", elseBody))
        }
    }

    private mutating func renderIf(_ conditions: [String], _ body: [SwiftCode]) {
        let joined = conditions.joined(separator: ", ")
        if body.count == 1, case .line(let statement) = body[0],
            4 * indentation + "if  {  }".utf8.count + joined.utf8.count + statement.utf8.count <= Self.lineWidth
        {
            write("if ", joined, " { ", statement, " }")
            return
        }
        if 4 * indentation + "if  {".utf8.count + joined.utf8.count <= Self.lineWidth {
            render(.block("if " + joined, body))
            return
        }
        for (index, condition) in conditions.enumerated() {
            write(index == 0 ? "if " : "   ", condition, index == conditions.count - 1 ? "" : ",")
        }
        write("{")
        indentation += 1
        for child in body { render(child) }
        indentation -= 1
        write("}")
    }

    private mutating func render(_ node: SwiftCode) {
        switch node {
        case .line(let text):
            write(text)
        case .doc(let text):
            if writeShortDoc(text) { return }
            for line in Self.reflow(text) {
                if line.isEmpty {
                    write("///")
                    continue
                }
                for wrapped in wrap(line, width: Self.lineWidth - 4 * indentation - 4) {
                    write("/// " + wrapped)
                }
            }
        case .comment(let text):
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                write(line.isEmpty ? "//" : "// " + line)
            }
        case .block(let opening, let body, let closing):
            write(opening + " {")
            indentation += 1
            for child in body { render(child) }
            indentation -= 1
            write(closing)
        case .enclosed(let header, let body, let closing):
            write(header)
            indentation += 1
            for child in body { render(child) }
            indentation -= 1
            write(closing)
        case .caseLabel(let text):
            indentation -= 1
            write(text)
            indentation += 1
        case .caseWithStatement(let label, let statement):
            indentation -= 1
            let width = 4 * indentation + label.utf8.count + 1 + statement.utf8.count
            // A label with a trailing comment (`case 4: // menuItem`) keeps the statement under it;
            // only a comment puts a `/` in a label.
            if width <= Self.lineWidth, !label.utf8.contains(UInt8(ascii: "/")) {
                write(label, " ", statement)
                indentation += 1
            } else {
                write(label)
                indentation += 1
                write(statement)
            }
        case .guardStatement(let conditions, let elseBody):
            renderGuard(conditions, elseBody)
        case .ifStatement(let conditions, let body):
            renderIf(conditions, body)
        case .indented(let body):
            indentation += 1
            for child in body { render(child) }
            indentation -= 1
        case .conditional(let condition, let body):
            output += "#if \(condition)\n"
            for child in body { render(child) }
            output += "#endif\n"
        case .declarations(let groups):
            for (index, group) in groups.filter({ !$0.isEmpty }).enumerated() {
                if index > 0 { write("") }
                for child in group { render(child) }
            }
        case .blankLine:
            write("")
        }
    }
}
