/// Builds a `GraphSyntax` from tokens.
///
/// Iterative, one token of lookahead, no recursion: nesting in the language is at most
/// `declaration { edges }`, so hostile input such as ten thousand `{` cannot grow the stack.
/// After a syntax error it skips to the next declaration keyword that starts a line, so one
/// mistake is one diagnostic rather than a cascade.
struct Parser {
    static let declarationKeywords: Set<String> = [
        "app", "import", "type", "scheme", "host", "tab", "root", "route", "sheet", "cover", "edges", "global",
        "condition", "module", "exit", "screen", "use", "bind", "resolver", "alert", "dialog",
    ]

    private var lexer: Lexer
    private var token: Token
    private(set) var diagnostics: [Diagnostic] = []

    /// The comments read so far.
    var comments: [Comment] { lexer.comments }

    /// Offsets of the tokens that follow a blank line.
    var tokensAfterBlankLines: Set<Int> { lexer.tokensAfterBlankLines }

    /// Offsets of the `}` that closed edge blocks, in source order.
    private(set) var blockEnds: [Int] = []

    init(bytes: [UInt8], file: Int = 0) {
        lexer = Lexer(bytes: bytes, file: file)
        token = lexer.next()
    }

    private struct SyntaxError: Error {
        var diagnostic: Diagnostic
    }

    mutating func parse() -> GraphSyntax {
        var graph = GraphSyntax()
        while token.kind != .endOfFile {
            let start = token.range.start
            do {
                try parseDeclaration(into: &graph)
            } catch {
                diagnostics.append(error.diagnostic)
                graph.hasSyntaxErrors = true
                recover(after: start)
            }
        }
        return graph
    }

    // MARK: - Tokens

    private mutating func advance() {
        token = lexer.next()
    }

    private var isAtDeclarationKeyword: Bool {
        token.kind == .identifier && Self.declarationKeywords.contains(token.text)
    }

    /// Skips to the next declaration keyword at the start of a line, past the failed declaration.
    private mutating func recover(after start: SourceLocation) {
        while token.kind != .endOfFile {
            if token.isAtLineStart, isAtDeclarationKeyword, token.range.start.offset > start.offset { return }
            advance()
        }
    }

    private func unexpected(_ expected: String, notes: [DiagnosticNote] = []) -> SyntaxError {
        if token.kind == .invalid {
            return SyntaxError(diagnostic: .error(.syntax, token.text, at: token.range))
        }
        return SyntaxError(
            diagnostic: .error(
                .syntax, "expected \(expected), found \(token.description)", at: token.range, notes: notes))
    }

    /// A name. A declaration keyword that begins a line is never taken as one: it starts the
    /// next declaration, so an unclosed `(` or `{` above it is reported there and nothing is lost.
    // What was expected is an autoclosure: its message is built only for an error, not for
    // every token of a large graph.

    private mutating func expectName(_ what: @autoclosure () -> String) throws(SyntaxError) -> Name {
        guard token.kind == .identifier, !(token.isAtLineStart && isAtDeclarationKeyword) else {
            throw unexpected(what())
        }
        defer { advance() }
        return Name(text: token.text, range: token.range)
    }

    /// `NAME[, NAME]*` after the keyword `keyword`: `what` names one of them in an error. With
    /// `dotted`, each may be `MODULE.name` (an edge to a module's screen).
    private mutating func expectNameList(_ what: String, after keyword: String, dotted: Bool = false)
        throws(SyntaxError) -> [Name]
    {
        var names: [Name] = []
        repeat {
            if !names.isEmpty { advance() }
            let isFirst = names.isEmpty
            // Built only for an error, as the autoclosures below ask it.
            func expected() -> String { "\(what) after \(isFirst ? "'\(keyword)'" : "','")" }
            names.append(try dotted ? expectDottedName(expected()) : expectName(expected()))
        } while token.kind == .comma
        return names
    }

    /// `requires`' list: `NAME` or `!NAME`, separated by commas.
    private mutating func parseConditionList() throws(SyntaxError) -> [ConditionReference] {
        var conditions: [ConditionReference] = []
        repeat {
            if !conditions.isEmpty { advance() }
            var negation: SourceRange?
            if token.kind == .bang {
                negation = token.range
                advance()
            }
            let after = negation != nil ? "'!'" : conditions.isEmpty ? "'requires'" : "','"
            let name = try expectName("a condition after \(after)")
            conditions.append(ConditionReference(name: name, negation: negation))
        } while token.kind == .comma
        return conditions
    }

    private mutating func expectString(_ what: @autoclosure () -> String) throws(SyntaxError) -> StringLiteral {
        guard token.kind == .string else { throw unexpected(what()) }
        defer { advance() }
        return StringLiteral(value: token.text, range: token.range, hasEscapes: token.hasEscapes)
    }

    private mutating func expect(_ kind: TokenKind, _ what: @autoclosure () -> String, notes: [DiagnosticNote] = [])
        throws(SyntaxError)
    {
        guard token.kind == kind else { throw unexpected(what(), notes: notes) }
        advance()
    }

    // MARK: - Declarations

    private mutating func parseDeclaration(into graph: inout GraphSyntax) throws(SyntaxError) {
        guard isAtDeclarationKeyword else {
            throw unexpected(
                "a declaration ('app', 'module', 'import', 'type', 'scheme', 'host', 'tab', 'root', 'route', 'sheet', 'cover', 'screen', 'exit', 'edges', 'global', 'condition', 'use', 'bind', 'resolver', 'alert' or 'dialog')"
            )
        }
        let keyword = token
        advance()
        switch keyword.text {
        case "app":
            graph.appNames.append(try expectName("the app's name after 'app'"))
            // *(5)* Conditions every screen requires (SPEC §2.6).
            var requires: [ConditionReference] = []
            if token.isKeyword("requires"), !token.isAtLineStart {
                advance()
                requires = try parseConditionList()
            }
            graph.appRequires.append(requires)
            graph.order.append(
                DeclarationPosition(kind: .app, index: graph.appNames.count - 1, keywordRange: keyword.range))
        case "import":
            graph.imports.append(try expectName("a module name after 'import'"))
            graph.order.append(
                DeclarationPosition(kind: .importModule, index: graph.imports.count - 1, keywordRange: keyword.range))
        case "type":
            graph.types.append(try parseTypeDeclaration(keyword: keyword.range))
            graph.order.append(
                DeclarationPosition(kind: .type, index: graph.types.count - 1, keywordRange: keyword.range))
        case "scheme":
            graph.schemes.append(try expectString("a quoted URL scheme after 'scheme'"))
            graph.order.append(
                DeclarationPosition(kind: .scheme, index: graph.schemes.count - 1, keywordRange: keyword.range))
        case "host":
            graph.hosts.append(try expectString("a quoted host name after 'host'"))
            graph.order.append(
                DeclarationPosition(kind: .host, index: graph.hosts.count - 1, keywordRange: keyword.range))
        case "edges":
            let name = try expectName("a name after 'edges'")
            guard token.kind == .leftBrace else {
                throw unexpected("'{' and the group's edges after 'edges \(name.text)'")
            }
            let edges = try parseEdgeBlock()
            graph.edgeGroups.append(EdgeGroupSyntax(keywordRange: keyword.range, name: name, edges: edges))
            graph.order.append(
                DeclarationPosition(kind: .edgeGroup, index: graph.edgeGroups.count - 1, keywordRange: keyword.range))
        case "condition":
            let name = try expectName("a name after 'condition'")
            var modal: Name?
            if token.isKeyword("present") {
                advance()
                // A module's modal (`Account.signIn`) in an app's graph, SPEC §2.8 (5).
                modal = try expectDottedName(
                    "the sheet or cover that meets condition '\(name.text)' after 'present'")
            } else if !(token.kind == .endOfFile || isAtDeclarationKeyword) {
                throw unexpected(
                    "'present' and the sheet or cover that meets condition '\(name.text)', or a new declaration")
            }
            var keeps: SourceRange?
            if modal != nil, token.isKeyword("keeps"), !token.isAtLineStart {
                keeps = token.range
                advance()
            }
            graph.conditions.append(
                ConditionSyntax(keywordRange: keyword.range, name: name, modal: modal, keepsKeyword: keeps))
            graph.order.append(
                DeclarationPosition(kind: .condition, index: graph.conditions.count - 1, keywordRange: keyword.range))
        case "module":
            let name = try expectName("the module's name after 'module'")
            var swiftModule: Name?
            if token.isKeyword("in"), !token.isAtLineStart {
                advance()
                swiftModule = try expectName("the Swift module after 'in'")
            }
            var requires: [ConditionReference] = []
            if token.isKeyword("requires"), !token.isAtLineStart {
                advance()
                requires = try parseConditionList()
            }
            graph.modules.append(
                ModuleHeaderSyntax(
                    keywordRange: keyword.range, name: name, swiftModule: swiftModule, requires: requires))
            graph.order.append(
                DeclarationPosition(kind: .module, index: graph.modules.count - 1, keywordRange: keyword.range))
        case "exit":
            let name = try expectName("a name after 'exit'")
            let parameters = token.kind == .leftParen ? try parseParameters() : []
            graph.exits.append(ExitSyntax(keywordRange: keyword.range, name: name, parameters: parameters))
            graph.order.append(
                DeclarationPosition(kind: .exit, index: graph.exits.count - 1, keywordRange: keyword.range))
        case "use":
            let modules = try expectNameList("a module", after: "use")
            graph.moduleUses.append(ModuleUseSyntax(keywordRange: keyword.range, modules: modules))
            graph.order.append(
                DeclarationPosition(kind: .moduleUse, index: graph.moduleUses.count - 1, keywordRange: keyword.range))
        case "bind":
            graph.binds.append(try parseBind(keyword: keyword.range))
            graph.order.append(
                DeclarationPosition(kind: .bind, index: graph.binds.count - 1, keywordRange: keyword.range))
        case "screen":
            let name = try expectName("a name after 'screen'")
            var screen = ScreenSyntax(
                kind: .tab, keywordRange: keyword.range, name: name, title: nil, icon: nil, parameters: [], urls: [],
                edges: [])
            screen.isModuleScreen = true
            if token.isKeyword("requires"), !token.isAtLineStart {
                advance()
                screen.requires = try parseConditionList()
            }
            if token.kind == .leftBrace { screen.edges = try parseEdgeBlock() }
            graph.screens.append(screen)
            graph.order.append(
                DeclarationPosition(kind: .screen, index: graph.screens.count - 1, keywordRange: keyword.range))
            guard token.kind == .endOfFile || isAtDeclarationKeyword else {
                throw unexpected(
                    "'requires', '{' or a new declaration: a module's screen has no parameters, title or URL")
            }
        case "global":
            guard token.kind == .leftBrace else { throw unexpected("'{' and edges after 'global'") }
            let edges = try parseEdgeBlock()
            graph.globals.append(GlobalEdgesSyntax(keywordRange: keyword.range, edges: edges))
            graph.order.append(
                DeclarationPosition(kind: .global, index: graph.globals.count - 1, keywordRange: keyword.range))
        default:
            let kind = ScreenKind(rawValue: keyword.text) ?? .route
            let name = kind == .root ? nil : try expectName("a name after '\(kind.rawValue)'")
            var screen = ScreenSyntax(
                kind: kind, keywordRange: keyword.range, name: name, title: nil, icon: nil, parameters: [], urls: [],
                edges: [])
            do {
                try parseScreen(&screen)
            } catch {
                // Keep what parsed, so its name still resolves and one typo does not also
                // make every edge to this screen an unknown destination.
                graph.screens.append(screen)
                throw error
            }
            graph.screens.append(screen)
            graph.order.append(
                DeclarationPosition(kind: .screen, index: graph.screens.count - 1, keywordRange: keyword.range))
        }
    }

    /// What follows a screen's name (SPEC §2.3): a tab's title, a route's or modal's parameters, a
    /// modal's `stack`, then a tab's `icon`, `requires` and `url` patterns in any order (language 2
    /// took an icon after a url; `format` writes them in the spec's order), then the edge block.
    private mutating func parseScreen(_ screen: inout ScreenSyntax) throws(SyntaxError) {
        let kind = screen.kind
        let hasParameters = kind == .route || kind.isModal || kind == .resolver || kind.isAlert
        if kind == .tab, token.kind == .string {
            screen.title = try expectString("a title")
        }
        if hasParameters, token.kind == .leftParen {
            screen.parameters = try parseParameters()
        }
        if kind == .route, token.isKeyword("also") {
            screen.alsoPresented = try parseAlsoPresented()
        }
        // Taken on an alert too, so that the checker can say why an alert has none (`invalid-alert`).
        if kind.isModal || kind.isAlert, token.isKeyword("stack") {
            screen.stackKeyword = token.range
            advance()
        }
        let answers = kind.isModal || kind.isAlert || screen.alsoPresented != nil
        if answers { try parseAnswers(&screen) }
        // After `also sheet`, taken so that the checker can say why a route cannot be locked.
        if kind.isModal || kind.isAlert || screen.alsoPresented != nil, token.isKeyword("locked") {
            screen.lockedKeyword = token.range
            advance()
        }
        if hasParameters, token.isKeyword("secret") {
            screen.secretKeyword = token.range
            advance()
        }
        if answers, screen.answers == nil { try parseAnswers(&screen) }
        while true {
            if kind == .tab, token.isKeyword("icon"), screen.icon == nil {
                advance()
                screen.icon = try expectString("a quoted SF Symbol name after 'icon'")
            } else if kind == .tab, token.isKeyword("shows"), screen.shows == nil {
                advance()
                screen.shows = try expectDottedName("a module's screen after 'shows' (MODULE.screen)")
            } else if token.isKeyword("requires"), screen.requires.isEmpty {
                advance()
                screen.requires = try parseConditionList()
            } else if token.isKeyword("url") {
                advance()
                screen.urls.append(try expectString("a quoted URL pattern after 'url'"))
            } else if kind == .resolver, token.kind == .typeSymbol, token.text == "->" {
                advance()
                screen.destinations = try expectNameList("a destination", after: "->", dotted: true)
                break
            } else if token.kind == .leftBrace, kind.isAlert {
                try parseAlertBlock(&screen)
                break
            } else if token.kind == .leftBrace, kind != .resolver {
                screen.edges = try parseEdgeBlock()
                break
            } else {
                break
            }
        }
        if kind == .resolver, token.kind == .leftBrace {
            throw SyntaxError(
                diagnostic: .error(
                    .syntax, "a resolver has no edges: '->' and the screens it may lead to follow its patterns",
                    at: token.range))
        }
        guard token.kind == .endOfFile || isAtDeclarationKeyword else {
            throw misplaced(in: screen)
        }
    }

    /// *(5)* `answers TYPE`, when the next token is `answers`.
    private mutating func parseAnswers(_ screen: inout ScreenSyntax) throws(SyntaxError) {
        guard token.isKeyword("answers") else { return }
        let keyword = token.range
        advance()
        let type = try expectDottedName("the type of the value it answers with after 'answers'")
        screen.answers = AnswersSyntax(keywordRange: keyword, type: type)
    }

    /// *(5)* An alert's or dialog's block: its buttons, one a line. Edges are taken too, so that the
    /// checker can say that an alert has none (`invalid-alert`).
    private mutating func parseAlertBlock(_ screen: inout ScreenSyntax) throws(SyntaxError) {
        let open = token.range
        advance()
        while token.kind != .rightBrace {
            if token.isKeyword("button") {
                screen.buttons.append(try parseButton())
            } else if let edge = try parseEdge(open: open, expected: "'button' or '}'") {
                screen.edges.append(edge)
            }
        }
        blockEnds.append(token.range.start.offset)
        advance()
    }

    /// `button NAME ["Label"] [destructive|cancel] [-> DEST[(param: value, …)]]`, at `button`.
    private mutating func parseButton() throws(SyntaxError) -> ButtonSyntax {
        let keyword = token.range
        advance()
        let name = try expectName("the button's name after 'button'")
        var button = ButtonSyntax(keywordRange: keyword, name: name)
        if token.kind == .string, !token.isAtLineStart {
            button.label = try expectString("the button's label")
        }
        if !token.isAtLineStart, token.isKeyword("destructive") || token.isKeyword("cancel") {
            button.role = token.isKeyword("cancel") ? .cancel : .destructive
            button.roleRange = token.range
            advance()
        }
        guard !token.isAtLineStart, token.kind == .typeSymbol, token.text == "->" else {
            if token.isAtLineStart || token.kind == .rightBrace { return button }
            throw unexpected(
                "a label, 'destructive', 'cancel', '->' or the end of the line after button '\(name.text)'")
        }
        advance()
        let destination = try expectDottedName("the screen button '\(name.text)' opens, after '->'")
        button.destination = destination
        guard token.kind == .leftParen, !token.isAtLineStart else { return button }
        let open = token.range
        advance()
        var arguments: [ButtonSyntax.Argument] = []
        while token.kind != .rightParen {
            let parameter = try expectName("a parameter of '\(destination.text)' or ')'")
            try expect(.colon, "':' and the value of '\(parameter.text)'")
            if token.kind == .identifier, token.text != "true", token.text != "false" {
                let value = try expectName("a parameter of the alert or a literal")
                arguments.append(ButtonSyntax.Argument(parameter: parameter, value: .parameter(value)))
            } else {
                arguments.append(ButtonSyntax.Argument(parameter: parameter, value: .literal(try parseLiteral())))
            }
            if token.kind == .comma {
                advance()
            } else if token.kind != .rightParen {
                throw unexpected("',' or ')'", notes: [DiagnosticNote(range: open, message: "to match this '('")])
            }
        }
        advance()
        button.arguments = arguments
        return button
    }

    /// `also sheet [stack]` or `also cover [stack]`, at `also`.
    private mutating func parseAlsoPresented() throws(SyntaxError) -> AlsoPresentedSyntax {
        let start = token.range
        advance()
        guard token.isKeyword("sheet") || token.isKeyword("cover") else {
            throw unexpected("'sheet' or 'cover' after 'also'")
        }
        var also = AlsoPresentedSyntax(
            range: SourceRange(start: start.start, end: token.range.end),
            kind: token.isKeyword("sheet") ? .sheet : .cover,
            stackKeyword: nil)
        advance()
        if token.isKeyword("stack") {
            also.stackKeyword = token.range
            also.range = SourceRange(start: start.start, end: token.range.end)
            advance()
        }
        return also
    }

    /// The error for a token that cannot follow what a screen's declaration has so far: what it
    /// is and where it would go, or what was expected.
    private func misplaced(in screen: ScreenSyntax) -> SyntaxError {
        let kind = screen.kind
        func error(_ message: String) -> SyntaxError {
            SyntaxError(diagnostic: .error(.syntax, message, at: token.range))
        }
        if token.kind == .string, kind != .tab { return error("only a tab has a title") }
        if token.kind == .leftParen, kind.isStackRoot { return error("a \(kind.rawValue) has no parameters") }
        if token.isKeyword("also") {
            return kind == .route
                ? error("'also' comes right after the route's name and parameters")
                : error(
                    "only a route is 'also' presented; a \(kind.rawValue) is \(kind.isModal ? "presented already" : "no route")"
                )
        }
        if token.isKeyword("stack") {
            return kind.isModal
                ? error("'stack' comes right after the \(kind.rawValue)'s name and parameters")
                : error("only a sheet or cover takes 'stack'; a \(kind.rawValue) is shown on a stack already")
        }
        if token.isKeyword("locked") {
            return kind.isModal
                ? error("'locked' comes after the \(kind.rawValue)'s parameters and 'stack', before 'secret'")
                : error("only a sheet or cover is 'locked'; a \(kind.rawValue) is no modal to keep up")
        }
        if token.isKeyword("secret") {
            return kind == .route || kind.isModal || kind.isAlert
                ? error(
                    "'secret' comes right after the \(kind.rawValue)'s parameters\(kind.isModal ? " (and 'stack', 'locked')" : "")"
                )
                : error("only a route, sheet or cover is 'secret'; a \(kind.rawValue) has no parameters to keep")
        }
        if token.isKeyword("answers") {
            return kind.isModal || screen.alsoPresented != nil
                ? error("'answers' comes after the \(kind.rawValue)'s parameters and 'stack'; a modal answers once")
                : error("only a sheet or cover answers; a \(kind.rawValue) gives no value back")
        }
        if token.isKeyword("icon"), kind == .tab { return error("a tab has one icon") }
        if token.isKeyword("requires") { return error("one 'requires' lists every condition, separated by commas") }
        var allowed = kind == .tab ? ["'icon'"] : []
        allowed += ["'requires'", "'url'", "'{'"]
        return unexpected("\(allowed.joined(separator: ", ")) or a new declaration")
    }

    /// `( name: Type[?] [= literal], ... )`, a trailing comma allowed.
    private mutating func parseParameters() throws(SyntaxError) -> [ParameterSyntax] {
        let open = token.range
        advance()
        var parameters: [ParameterSyntax] = []
        while token.kind != .rightParen {
            let name = try expectName("a parameter name or ')'")
            try expect(.colon, "':' and a type after parameter '\(name.text)'")
            var parameter = try parseParameterType(name: name)
            if token.kind == .question {
                parameter.isOptional = true
                advance()
            }
            if token.kind == .equals {
                advance()
                parameter.defaultValue = try parseLiteral()
            }
            parameters.append(parameter)
            if token.kind == .comma {
                advance()
            } else if token.kind != .rightParen {
                throw unexpected("',' or ')'", notes: [DiagnosticNote(range: open, message: "to match this '('")])
            }
        }
        advance()
        return parameters
    }

    /// `Type`, `Module.Type` or `[Type]`, after a parameter's name and `:`. Swift type syntax the
    /// language does not have (`Binding<String>`, `[String: Int]`, `some View`, `(Int) -> Void`,
    /// `Int...`) is read to its end and reported as `unknown-type`, with what to write instead.
    private mutating func parseParameterType(name: Name) throws(SyntaxError) -> ParameterSyntax {
        let what = "a type (Int, Double, Bool, String, UUID, URL, a declared type, or [Type])"
        let start = token.range
        if token.kind == .leftParen || token.isKeyword("some") || token.isKeyword("any") {
            return unspellableType(name: name, from: start)
        }
        guard token.kind == .leftBracket else {
            var typeName = try expectName(what)
            while token.kind == .dot {
                advance()
                // `Int...`: a variadic parameter.
                if token.kind == .dot { return unspellableType(name: name, from: start) }
                let part = try expectName("a name after '.' in '\(typeName.text).'")
                typeName = Name(
                    text: typeName.text + "." + part.text,
                    range: SourceRange(start: typeName.range.start, end: part.range.end))
            }
            if token.kind == .typeSymbol { return unspellableType(name: name, from: start) }
            return ParameterSyntax(name: name, typeName: typeName, isOptional: false, defaultValue: nil)
        }
        let open = token.range
        advance()
        if token.kind == .leftBracket {
            throw SyntaxError(
                diagnostic: .error(.syntax, "arrays do not nest; an array's element is one value", at: token.range))
        }
        let element = try expectDottedName("an element type after '['")
        if token.kind == .question {
            throw SyntaxError(
                diagnostic: .error(
                    .syntax,
                    "an array's elements cannot be optional; write '[\(element.text)]', or '[\(element.text)]?' for an optional array",
                    at: token.range))
        }
        if token.kind == .leftBracket {
            throw SyntaxError(
                diagnostic: .error(.syntax, "arrays do not nest; an element is one value", at: token.range))
        }
        if token.kind == .colon || token.kind == .typeSymbol {
            return unspellableType(name: name, from: start)
        }
        try expect(.rightBracket, "']'", notes: [DiagnosticNote(range: open, message: "to match this '['")])
        return ParameterSyntax(name: name, typeName: element, isArray: true, isOptional: false, defaultValue: nil)
    }

    /// A parameter type in Swift syntax the language cannot spell, read up to the `,` or `)` that
    /// ends the parameter, reported as `unknown-type` with the typealias and `type … live` (or
    /// `callback`, for a function type) to declare instead.
    private mutating func unspellableType(name: Name, from start: SourceRange) -> ParameterSyntax {
        var depth = 0
        var end = start
        var isFunction = false
        while token.kind != .endOfFile, !(token.isAtLineStart && isAtDeclarationKeyword) {
            let endsParameter = token.kind == .rightParen || token.kind == .comma || token.kind == .equals
            if depth == 0, endsParameter { break }
            switch token.kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth = max(0, depth - 1)
            case .typeSymbol where token.text == "<": depth += 1
            case .typeSymbol where token.text == ">": depth = max(0, depth - 1)
            case .typeSymbol where token.text == "->": isFunction = true
            default: break
            }
            end = token.range
            advance()
        }
        var text = lexer.text(from: start.start.offset, to: end.end.offset)
        let isOptional = text.hasSuffix("?") && !isFunction
        if isOptional { text.removeLast() }
        let alias = NameRules.capitalised(name.text) + (isFunction ? "Action" : "Value")
        // A typealias cannot name an opaque type: `some View` is named as `any View`.
        let aliased = text.hasPrefix("some ") ? "any " + text.dropFirst("some ".count) : text
        let range = SourceRange(start: start.start, end: end.end)
        let message =
            text.hasSuffix("...")
            ? "'\(text)' is a variadic parameter, which the language does not have; take an array, '[\(text.dropLast(3))]'"
            : isFunction
                ? "'\(text)' is a function type, which the language cannot spell; name it in the app ('typealias \(alias) = \(aliased)') and declare it with 'type \(alias) callback'"
                : "'\(text)' is Swift syntax the language cannot spell; name the type in the app ('typealias \(alias) = \(aliased)') and declare it with 'type \(alias) live'"
        diagnostics.append(.error(.unknownType, message, at: range))
        var parameter = ParameterSyntax(
            name: name, typeName: Name(text: text, range: range), isOptional: isOptional, defaultValue: nil)
        parameter.isUnspellable = true
        return parameter
    }

    /// `type NAME`, `type NAME: RAW`, `type NAME = BUILTIN`, `type NAME live` or
    /// `type NAME callback`, after `type`.
    private mutating func parseTypeDeclaration(keyword: SourceRange) throws(SyntaxError) -> TypeDeclarationSyntax {
        let name = try expectDottedName("a type name after 'type'")
        var form = TypeDeclarationSyntax.Form.opaque
        if token.kind == .colon {
            advance()
            form = .rawValue(try expectDottedName("a raw value type (Int, Double, Bool, String or UUID) after ':'"))
        } else if token.kind == .equals {
            advance()
            form = .alias(try expectDottedName("a built-in type (Int, Double, Bool, String, UUID or URL) after '='"))
        } else if token.isKeyword("live"), !token.isAtLineStart {
            advance()
            form = .live
        } else if token.isKeyword("callback"), !token.isAtLineStart {
            advance()
            form = .callback
        }
        return TypeDeclarationSyntax(keywordRange: keyword, name: name, form: form)
    }

    /// A name, or names joined by `.` (`Contact.ID`), as one name over their whole range.
    private mutating func expectDottedName(_ what: @autoclosure () -> String) throws(SyntaxError) -> Name {
        var name = try expectName(what())
        while token.kind == .dot {
            advance()
            let part = try expectName("a name after '.' in '\(name.text).'")
            name = Name(
                text: name.text + "." + part.text, range: SourceRange(start: name.range.start, end: part.range.end))
        }
        return name
    }

    private mutating func parseLiteral() throws(SyntaxError) -> DefaultValueSyntax {
        let literal: LiteralSyntax
        let start = token.range
        switch token.kind {
        case .number: literal = .number(token.text)
        case .string: literal = .string(token.text)
        case .identifier where token.text == "true": literal = .boolean(true)
        case .identifier where token.text == "false": literal = .boolean(false)
        case .leftBracket:
            advance()
            guard token.kind == .rightBracket else {
                throw unexpected("']': an array's default is '[]'")
            }
            defer { advance() }
            return DefaultValueSyntax(
                literal: .emptyArray, range: SourceRange(start: start.start, end: token.range.end))
        case .dot:
            advance()
            let member = try expectName("a name after '.'")
            return DefaultValueSyntax(
                literal: .member(member.text), range: SourceRange(start: start.start, end: member.range.end))
        case .identifier where token.text == "nil":
            // As the generated code writes an optional (`model: RecipeModel? = nil`): no default is needed.
            throw SyntaxError(
                diagnostic: .error(
                    .syntax,
                    "expected a default value, found 'nil'; an optional parameter is nil when absent: drop '= nil'",
                    at: token.range))
        default: throw unexpected("a default value (a number, a quoted string, true, false or [])")
        }
        defer { advance() }
        return DefaultValueSyntax(literal: literal, range: token.range)
    }

    /// `MODULE.exit -> [MODULE.]name[(param: exitParam, …)]`, after `bind`.
    private mutating func parseBind(keyword: SourceRange) throws(SyntaxError) -> BindSyntax {
        let exit = try expectDottedName("a module's exit after 'bind' (MODULE.exit)")
        guard token.kind == .typeSymbol, token.text == "->" else {
            throw unexpected("'->' and the screen exit '\(exit.text)' leads to")
        }
        advance()
        let destination = try expectDottedName("the screen exit '\(exit.text)' leads to, after '->'")
        var arguments: [BindSyntax.Argument]?
        if token.kind == .leftParen, !token.isAtLineStart {
            let open = token.range
            advance()
            var list: [BindSyntax.Argument] = []
            while token.kind != .rightParen {
                let parameter = try expectName("a parameter of '\(destination.text)' or ')'")
                try expect(.colon, "':' and the exit's parameter that fills '\(parameter.text)'")
                let exitParameter = try expectName("a parameter of exit '\(exit.text)' after ':'")
                list.append(BindSyntax.Argument(parameter: parameter, exitParameter: exitParameter))
                if token.kind == .comma {
                    advance()
                } else if token.kind != .rightParen {
                    throw unexpected("',' or ')'", notes: [DiagnosticNote(range: open, message: "to match this '('")])
                }
            }
            advance()
            arguments = list
        }
        return BindSyntax(keywordRange: keyword, exit: exit, destination: destination, arguments: arguments)
    }

    /// `{ push a, b  present c  use group }`
    private mutating func parseEdgeBlock() throws(SyntaxError) -> [EdgeSyntax] {
        let open = token.range
        advance()
        var edges: [EdgeSyntax] = []
        while token.kind != .rightBrace {
            if token.isKeyword("button") {
                throw SyntaxError(
                    diagnostic: .error(
                        .syntax,
                        "only an alert or a dialog has buttons; a screen's block holds 'push', 'present' and 'use'",
                        at: token.range))
            }
            // A name after a block's edges is most likely a destination a comma should join.
            let comma =
                token.kind == .identifier && !edges.isEmpty && !token.isAtLineStart
                ? "; is a ',' missing before it?" : ""
            if let edge = try parseEdge(open: open, expected: "'push', 'present', 'use' or '}'", hint: comma) {
                edges.append(edge)
            }
        }
        blockEnds.append(token.range.start.offset)
        advance()
        return edges
    }

    /// One `push`, `present` or `use` line of a block opened at `open`.
    private mutating func parseEdge(open: SourceRange, expected: String, hint: String = "") throws(SyntaxError)
        -> EdgeSyntax?
    {
        let kind: EdgeKind
        if token.isKeyword("push") {
            kind = .push
        } else if token.isKeyword("present") {
            kind = .present
        } else if token.isKeyword("use") {
            kind = .use
        } else {
            throw SyntaxError(
                diagnostic: .error(
                    .syntax, "expected \(expected), found \(token.description)\(hint)",
                    at: token.range, notes: [DiagnosticNote(range: open, message: "to match this '{'")]))
        }
        let keywordRange = token.range
        advance()
        let what = kind == .use ? "an edges group" : "a destination"
        let targets = try expectNameList(what, after: kind.rawValue, dotted: true)
        return EdgeSyntax(kind: kind, keywordRange: keywordRange, targets: targets)
    }
}
