/// `navgen format`: one canonical layout for a `.nav` file. Comments are kept, blank lines
/// between declarations are kept (one at most), everything else is laid out the same way every
/// time, and the result means exactly what the input meant. Formatting the output again
/// changes nothing.
public enum GraphFormatter {
    public struct Result: Sendable {
        /// The formatted text, or nil when the file does not parse.
        public var text: String?
        /// Syntax errors that stopped formatting.
        public var diagnostics: [Diagnostic]
    }

    public static func format(_ file: SourceFile) -> Result {
        // Only syntax matters here: a graph with other errors can still be laid out.
        let (syntax, diagnostics) = GraphCompiler.parse(file)
        guard let syntax, diagnostics.isEmpty else {
            return Result(text: nil, diagnostics: diagnostics)
        }
        var printer = Printer(syntax: syntax)
        return Result(text: printer.print(), diagnostics: [])
    }

    /// Lays out one parsed file.
    private struct Printer {
        let syntax: GraphSyntax
        /// Comments not yet printed, in source order.
        var pending: ArraySlice<Comment>
        var lines: [String] = []
        /// Where each declaration and edge starts, sorted: trailing comments attach to the
        /// code before them.
        let anchors: [Int]

        init(syntax: GraphSyntax) {
            self.syntax = syntax
            pending = syntax.comments[...]
            anchors =
                (syntax.order.map(\.keywordRange.start.offset)
                + syntax.screens.flatMap { $0.edges.map(\.keywordRange.start.offset) }
                + syntax.screens.flatMap { $0.buttons.map(\.keywordRange.start.offset) }
                + syntax.edgeGroups.flatMap { $0.edges.map(\.keywordRange.start.offset) }
                + syntax.globals.flatMap { $0.edges.map(\.keywordRange.start.offset) } + syntax.blockEnds).sorted()
        }

        mutating func print() -> String {
            for position in syntax.order {
                let offset = position.keywordRange.start.offset
                leadingComments(before: offset, indent: "", separate: syntax.tokensAfterBlankLines.contains(offset))
                switch position.kind {
                case .app:
                    var text = "app \(syntax.appNames[position.index].text)"
                    let requires =
                        syntax.appRequires.indices.contains(position.index) ? syntax.appRequires[position.index] : []
                    if !requires.isEmpty { text += " requires " + requires.map(\.text).joined(separator: ", ") }
                    line(text, anchor: offset)
                case .importModule:
                    line("import \(syntax.imports[position.index].text)", anchor: offset)
                case .type:
                    line(syntax.types[position.index].text, anchor: offset)
                case .scheme:
                    line("scheme \(quoted(syntax.schemes[position.index].value))", anchor: offset)
                case .host:
                    line("host \(quoted(syntax.hosts[position.index].value))", anchor: offset)
                case .screen:
                    screen(syntax.screens[position.index])
                case .edgeGroup:
                    let group = syntax.edgeGroups[position.index]
                    block(["edges \(group.name.text)"], edges: group.edges, anchor: offset)
                case .global:
                    block(["global"], edges: syntax.globals[position.index].edges, anchor: offset)
                case .condition:
                    let condition = syntax.conditions[position.index]
                    let present = condition.modal.map { " present " + $0.text } ?? ""
                    let keeps = condition.keepsKeyword == nil ? "" : " keeps"
                    line("condition \(condition.name.text)\(present)\(keeps)", anchor: offset)
                case .module:
                    let module = syntax.modules[position.index]
                    var text = "module \(module.name.text)"
                    if let swiftModule = module.swiftModule { text += " in " + swiftModule.text }
                    if !module.requires.isEmpty {
                        text += " requires " + module.requires.map(\.text).joined(separator: ", ")
                    }
                    line(text, anchor: offset)
                case .exit:
                    let exit = syntax.exits[position.index]
                    let parameters =
                        exit.parameters.isEmpty
                        ? "" : "(" + exit.parameters.map(parameter).joined(separator: ", ") + ")"
                    line("exit \(exit.name.text)\(parameters)", anchor: offset)
                case .moduleUse:
                    line(
                        "use " + syntax.moduleUses[position.index].modules.map(\.text).joined(separator: ", "),
                        anchor: offset)
                case .bind:
                    let bind = syntax.binds[position.index]
                    var text = "bind \(bind.exit.text) -> \(bind.destination.text)"
                    if let arguments = bind.arguments {
                        text +=
                            "("
                            + arguments.map { "\($0.parameter.text): \($0.exitParameter.text)" }.joined(separator: ", ")
                            + ")"
                    }
                    line(text, anchor: offset)
                }
            }
            // Comments after the last declaration.
            leadingComments(before: Int.max, indent: "", separate: false)
            return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
        }

        private mutating func screen(_ screen: ScreenSyntax) {
            var header = screen.isModuleScreen ? "screen" : screen.kind.rawValue
            if let name = screen.name { header += " " + name.text }
            if let title = screen.title { header += " " + quoted(title.value) }
            if let icon = screen.icon { header += " icon " + quoted(icon.value) }
            if let shown = screen.shows { header += " shows " + shown.text }
            if !screen.parameters.isEmpty {
                header += "(" + screen.parameters.map(parameter).joined(separator: ", ") + ")"
            }
            header += screen.keywordsAfterParameters
            if !screen.requires.isEmpty { header += " requires " + screen.requires.map(\.text).joined(separator: ", ") }
            let urls = screen.urls.map { "url " + quoted($0.value) }
            let offset = screen.keywordRange.start.offset
            let hasBlock = !screen.edges.isEmpty || !screen.buttons.isEmpty
            let oneLine = ([header] + urls).joined(separator: " ") + (hasBlock ? " {" : "")
            // Several patterns that would make one long line go one to a line, under the name.
            var lines = [([header] + urls).joined(separator: " ")]
            if oneLine.utf8.count > Self.lineWidth, urls.count > 1 {
                lines = [header] + urls.map { "    " + $0 }
            }
            // *(5)* A resolver's DESTs: on its last line, or on one of their own when that is long.
            if !screen.destinations.isEmpty {
                let destinations = "-> " + screen.destinations.map(\.text).joined(separator: ", ")
                let last = lines.removeLast()
                lines +=
                    (last + " " + destinations).utf8.count > Self.lineWidth
                    ? [last, "    " + destinations] : [last + " " + destinations]
            }
            guard hasBlock else {
                append(lines, anchor: offset)
                return
            }
            // *(5)* An alert's buttons, with any edges it has (an error), in source order.
            let items =
                (screen.edges.map { (offset: $0.keywordRange.start.offset, text: edgeText($0)) }
                + screen.buttons.map { (offset: $0.keywordRange.start.offset, text: buttonText($0)) })
                .sorted { $0.offset < $1.offset }
            block(lines, items: items, anchor: offset)
        }

        /// `push a, b`.
        private func edgeText(_ edge: EdgeSyntax) -> String {
            "\(edge.kind.rawValue) " + edge.targets.map(\.text).joined(separator: ", ")
        }

        /// *(5)* `button NAME ["Label"] [destructive|cancel] [-> DEST[(param: value, …)]]`.
        private func buttonText(_ button: ButtonSyntax) -> String {
            var text = "button " + button.name.text
            if let label = button.label { text += " " + quoted(label.value) }
            if let role = button.role { text += " " + role.rawValue }
            if let destination = button.destination { text += " -> " + destination.text }
            if let arguments = button.arguments {
                text +=
                    "("
                    + arguments.map { argument in
                        switch argument.value {
                        case .parameter(let name): return argument.parameter.text + ": " + name.text
                        case .literal(let value): return argument.parameter.text + ": " + literal(value.literal)
                        }
                    }.joined(separator: ", ") + ")"
            }
            return text
        }

        /// Longest declaration line before its `url` clauses go one to a line.
        static let lineWidth = 100

        /// `lines`, the last with the trailing comments of the code at `anchor`.
        private mutating func append(_ header: [String], anchor: Int) {
            self.lines += header.dropLast()
            line(header.last ?? "", anchor: anchor)
        }

        /// `header {`, one edge per line, `}`; an `edges` group or `global` keeps its braces when empty.
        private mutating func block(_ header: [String], edges: [EdgeSyntax], anchor offset: Int) {
            block(header, items: edges.map { ($0.keywordRange.start.offset, edgeText($0)) }, anchor: offset)
        }

        /// `header {`, one line per item (an edge or a button, where it starts), `}`.
        private mutating func block(_ header: [String], items: [(offset: Int, text: String)], anchor offset: Int) {
            append(header.dropLast() + [(header.last ?? "") + " {"], anchor: offset)
            for item in items {
                leadingComments(before: item.offset, indent: "    ", separate: false)
                line("    " + item.text, anchor: item.offset)
            }
            // A comment after the closing brace trails the block, not its last edge.
            if let close = firstBlockEnd(after: offset) {
                leadingComments(before: close, indent: "    ", separate: false)
                line("}", anchor: close)
            } else {
                lines.append("}")
            }
        }

        private func parameter(_ parameter: ParameterSyntax) -> String {
            let text = "\(parameter.name.text): \(parameter.typeText)"
            return parameter.defaultValue.map { text + " = " + literal($0.literal) } ?? text
        }

        /// A literal as written: `42`, `true`, `"text"`, `[]`, `.name`.
        private func literal(_ literal: LiteralSyntax) -> String {
            switch literal {
            case .number(let number): return number
            case .boolean(let flag): return flag ? "true" : "false"
            case .string(let string): return quoted(string)
            case .emptyArray: return "[]"
            case .member(let name): return "." + name
            }
        }

        /// Appends a line, with the comments that trailed the code it was made from.
        private mutating func line(_ text: String, anchor: Int) {
            var text = text
            // Trailing comments between this anchor and the next piece of code belong to it.
            while let comment = pending.first, !comment.ownsLine, comment.location.offset > anchor,
                comment.location.offset < nextAnchor(after: anchor)
            {
                text += " " + comment.text
                pending.removeFirst()
            }
            lines.append(text)
        }

        /// Prints the comments before `offset`, each on its own line (a blank line kept before one
        /// that had it), then a blank line when the code at `offset` followed one.
        private mutating func leadingComments(before offset: Int, indent: String, separate: Bool) {
            while let comment = pending.first, comment.location.offset < offset {
                pending.removeFirst()
                if comment.followsBlankLine, !lines.isEmpty { lines.append("") }
                lines.append(indent + comment.text)
            }
            if separate, !lines.isEmpty, lines.last != "" { lines.append("") }
        }

        /// The offset of the first `}` closing a block after `offset`: blocks do not nest, so the
        /// one after a declaration's keyword closes its block.
        private func firstBlockEnd(after offset: Int) -> Int? {
            Self.first(in: syntax.blockEnds, after: offset)
        }

        /// The offset of the first declaration or edge after `offset`.
        private func nextAnchor(after offset: Int) -> Int {
            Self.first(in: anchors, after: offset) ?? Int.max
        }

        /// The first of the ascending `offsets` past `offset`, found by halving.
        private static func first(in offsets: [Int], after offset: Int) -> Int? {
            var low = 0
            var high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] <= offset { low = middle + 1 } else { high = middle }
            }
            return low < offsets.count ? offsets[low] : nil
        }
    }

    /// A `.nav` string literal for `value`: `\\`, `\"`, `\n`, `\t`, and `\u{…}` for other
    /// control and bidirectional characters.
    static func quoted(_ value: String) -> String {
        quotedLiteral(value, namedEscapes: ["\n": "\\n", "\t": "\\t"])
    }
}
