/// How `navgen resolve` and `navgen check --urls` tell what URLs open: text for people, JSON for tools.
public struct LinkReport: Sendable {
    public let graph: NavigationGraph
    /// The graph's file name, for the locations of patterns.
    public var fileName: String { fileNames.first ?? "" }
    /// The names of the files checked together, by `SourceLocation.file`: an app's graph and its
    /// modules' (SPEC §2.8), whose patterns are in their own files.
    public let fileNames: [String]
    /// Whether a `secret` screen's values are shown; otherwise each is `<secret>`, as the
    /// generated `description` writes it (SPEC §5: `--show-secrets`).
    public var showsSecrets = false

    public init(graph: NavigationGraph, fileName: String) {
        self.init(graph: graph, fileNames: [fileName])
    }

    public init(graph: NavigationGraph, fileNames: [String], showsSecrets: Bool = false) {
        self.graph = graph
        self.fileNames = fileNames
        self.showsSecrets = showsSecrets
    }

    /// `target` as reports show it: a secret screen's values hidden unless asked for.
    private func shown(_ target: LinkTarget) -> LinkTarget {
        showsSecrets ? target : target.hidingArguments { graph.screen(named: $0)?.isSecret == true }
    }

    /// The name of the file `location` is in.
    private func fileName(of location: SourceLocation) -> String {
        fileNames.indices.contains(location.file) ? fileNames[location.file] : fileName
    }

    // MARK: - resolve

    /// Whether some pattern answers a scheme or host of its own, or has a fragment part.
    private var hasGroups: Bool {
        graph.deepLinks.contains { $0.pattern.origin != .declared || $0.pattern.fragment != nil }
    }

    /// How a custom scheme's link was written, when it was written without `//` (which reads as
    /// the same path): `, read without //`.
    private func form(of url: String) -> String {
        guard let colon = url.firstIndex(of: ":"), url[..<colon].lowercased() != "https" else { return "" }
        if url[colon...].hasPrefix(":///") { return " (an empty authority, read as the link without it)" }
        return url[colon...].hasPrefix("://") ? "" : " (a link without //, read as its path)"
    }

    /// Per URL: `URL → what it opens` and the pattern that matched, or why nothing did.
    public func text(_ resolutions: [URLResolution]) -> String {
        var out = ""
        for resolution in resolutions {
            out += displayable(resolution.url)
            switch resolution.outcome {
            case .opens(let index, let target):
                out += " → \(describe(target))\n"
                out += "  matched \(describe(pattern: index))\n"
                // Which group answered, where a graph has more than one, or the link had no `//`.
                let form = form(of: resolution.url)
                if hasGroups || !form.isEmpty {
                    out += "  which answers \(graph.deepLinks[index].pattern.groupDescription)\(form)\n"
                }
                out += conditionLines(for: target)
                if let refusal = resolution.ifRefused {
                    out += "  if \(refusal.types.joined(separator: " or ")) refuses its raw value: "
                    if let fallback = refusal.fallback {
                        out += "\(describe(pattern: fallback.deepLink)) takes it, \(describe(fallback.target))\n"
                    } else {
                        out += "nothing\n"
                    }
                }
            case .rejected(let rejection):
                out += " → nothing: \(rejection.description)\n"
            case .unmatched(let nearest):
                out += " → nothing: no pattern matches it\n"
                for miss in nearest {
                    out += "  nearest \(describe(pattern: miss.deepLink)): \(miss.reason)\n"
                }
                for other in resolution.otherGroups {
                    out +=
                        "  \(describe(pattern: other)) has this path, but answers \(graph.deepLinks[other].pattern.groupDescription)\n"
                }
            }
        }
        return out
    }

    /// What a link waits for or is refused by (SPEC §2.6): the conditions whose modal shows first,
    /// those no modal meets (it is dropped while they do not hold), and the `!` ones (it is
    /// dropped while they hold).
    private func conditionLines(for target: LinkTarget) -> String {
        let conditions = graph.linkConditions(toOpen: target)
        let modals = Dictionary(
            graph.conditions.map { ($0.name, $0.modal) }, uniquingKeysWith: { first, _ in first })
        let waited = conditions.required.filter { (modals[$0] ?? nil) != nil }
        let withoutModal = conditions.required.filter { (modals[$0] ?? nil) == nil }
        var out = ""
        if let first = waited.first, let modal = modals[first] ?? nil {
            out +=
                "  requires \(waited.joined(separator: ", ")): until the app reports \(waited.count == 1 ? "it" : "them"), \(describe(modalNamed: modal)) shows instead and the link waits\n"
        }
        if !withoutModal.isEmpty {
            let list = withoutModal.joined(separator: ", ")
            out +=
                "  requires \(list), which no screen meets: while \(withoutModal.count == 1 ? "it does" : "they do") not hold, the link is dropped\n"
        }
        if !conditions.excluded.isEmpty {
            out +=
                "  refused while \(conditions.excluded.joined(separator: " or ")) \(conditions.excluded.count == 1 ? "holds" : "hold"): the app drops the link (open still returns true)\n"
        }
        return out
    }

    /// GitHub Actions annotations: a notice at the pattern each URL matched, with what it opens;
    /// an error for one that opens nothing, at the nearest pattern (the graph's first line when
    /// there is none).
    public func github(_ resolutions: [URLResolution]) -> String {
        resolutions.map { resolution in
            let url = displayable(resolution.url)
            switch resolution.outcome {
            case .opens(let index, let target):
                let start = graph.deepLinks[index].pattern.range.start
                let conditions = graph.linkConditions(toOpen: target)
                var waits =
                    conditions.required.isEmpty ? "" : "; requires \(conditions.required.joined(separator: ", "))"
                if !conditions.excluded.isEmpty {
                    waits += "; refused while \(conditions.excluded.joined(separator: " or "))"
                }
                return DiagnosticFormatter().annotation(
                    level: "notice", file: fileName(of: start), line: start.line, column: start.column,
                    title: "resolve",
                    message: "\(url) → \(describe(target))\(waits)")
            case .rejected, .unmatched:
                var start = SourceLocation(offset: 0, line: 1, column: 1)
                if case .unmatched(let nearest) = resolution.outcome, let miss = nearest.first {
                    start = graph.deepLinks[miss.deepLink].pattern.range.start
                }
                return DiagnosticFormatter().annotation(
                    level: "error", file: fileName(of: start), line: start.line, column: start.column, title: "resolve",
                    message: "\(url) opens nothing: \(resolution.failureReason ?? "")")
            }
        }.joined()
    }

    public func json(_ resolutions: [URLResolution]) -> JSONValue {
        .array(
            resolutions.map { resolution in
                var members: [(key: String, value: JSONValue)] = [("url", .string(resolution.url))]
                switch resolution.outcome {
                case .opens(let index, let target):
                    let conditions = graph.linkConditions(toOpen: target)
                    members += [
                        ("matched", .bool(true)), ("pattern", patternJSON(index)), ("opens", shown(target).json),
                        ("deepLink", .string(graph.appName + "DeepLink" + shown(target).swiftExpression)),
                        ("requires", .array(conditions.required.map(JSONValue.string))),
                        ("refusedWhile", .array(conditions.excluded.map(JSONValue.string))),
                    ]
                    if let refusal = resolution.ifRefused {
                        members.append(
                            (
                                "ifRefused",
                                .object([
                                    ("types", .array(refusal.types.map(JSONValue.string))),
                                    ("pattern", refusal.fallback.map { patternJSON($0.deepLink) } ?? .null),
                                    ("opens", refusal.fallback.map { shown($0.target).json } ?? .null),
                                ])
                            ))
                    }
                case .rejected(let rejection):
                    members += [
                        ("matched", .bool(false)), ("reason", .string(rejection.description)), ("nearest", .array([])),
                    ]
                case .unmatched(let nearest):
                    members += [
                        ("matched", .bool(false)), ("reason", .string("no pattern matches it")),
                        (
                            "nearest",
                            .array(
                                nearest.map { miss in
                                    .object([("pattern", patternJSON(miss.deepLink)), ("reason", .string(miss.reason))])
                                })
                        ),
                    ]
                }
                return .object(members)
            })
    }

    // MARK: - check --urls

    /// One `corpus:line:1: error: …` line per finding, then a summary line.
    public func text(
        _ findings: [URLCorpus.Finding], opened: Int, waiting: Int = 0, refusable: Int = 0, resolved: Int = 0,
        corpusName: String, comparedWithBase: Bool
    ) -> String {
        var out = ""
        for finding in findings {
            out +=
                "\(displayable(corpusName)):\(finding.entry.line):1: error: \(displayable(finding.entry.url)) \(message(finding.kind))\n"
        }
        let total = opened + findings.count
        out +=
            "checked \(total) URL\(total == 1 ? "" : "s"): \(opened) open\(opened == 1 ? "s" : "") \(comparedWithBase ? "the same screen" : "a screen")"
        let notes = [
            resolved > 0 ? "\(resolved) resolved at run time" : nil,
            waiting > 0 ? "\(waiting) of them once a condition is met" : nil,
            refusable > 0 ? "\(refusable) refused while a condition holds" : nil,
        ].compactMap { $0 }
        if !notes.isEmpty { out += " (" + notes.joined(separator: "; ") + ")" }
        out += findings.isEmpty ? "\n" : ", \(findings.count) failed\n"
        return out
    }

    /// GitHub Actions annotations: an error at each failing URL's line of the corpus.
    public func github(_ findings: [URLCorpus.Finding], corpusName: String) -> String {
        findings.map { finding in
            DiagnosticFormatter().annotation(
                level: "error", file: corpusName, line: finding.entry.line, column: 1, title: "check",
                message: "\(displayable(finding.entry.url)) \(message(finding.kind))")
        }.joined()
    }

    public func json(
        _ findings: [URLCorpus.Finding], opened: Int, waiting: Int = 0, refusable: Int = 0, resolved: Int = 0,
        corpusName: String
    ) -> JSONValue {
        .object([
            ("checked", .number(opened + findings.count)),
            ("waiting", .number(waiting)),
            ("refusable", .number(refusable)),
            ("resolved", .number(resolved)),
            ("failed", .number(findings.count)),
            (
                "findings",
                .array(
                    findings.map { finding in
                        var members: [(key: String, value: JSONValue)] = [
                            ("file", .string(corpusName)), ("line", .number(finding.entry.line)),
                            ("url", .string(finding.entry.url)),
                        ]
                        switch finding.kind {
                        case .matchesNothing(let reason):
                            members += [("kind", .string("matches-nothing")), ("reason", .string(reason))]
                        case .stoppedMatching(let was, let reason):
                            members += [
                                ("kind", .string("stopped-matching")), ("was", shown(was).json),
                                ("reason", .string(reason)),
                            ]
                        case .opensAnotherScreen(let was, let now):
                            members += [
                                ("kind", .string("opens-another-screen")), ("was", shown(was).json),
                                ("now", shown(now).json),
                            ]
                        }
                        return .object(members)
                    })
            ),
        ])
    }

    private func message(_ kind: URLCorpus.Finding.Kind) -> String {
        switch kind {
        case .matchesNothing(let reason):
            return "matches nothing: \(reason)"
        case .stoppedMatching(let was, let reason):
            return "stopped matching (it opened \(describe(was)) under the base graph): \(reason)"
        case .opensAnotherScreen(let was, let now):
            return "now opens \(describe(now)) instead of \(describe(was))"
        }
    }

    // MARK: - Pieces

    /// `tab menu, stack [menuItem(id: 42)]`, `sheet cart`, `tab home at its root`.
    public func describe(_ target: LinkTarget) -> String {
        switch shown(target) {
        case .stackRoot(let tab?): return "tab \(tab) at its root"
        case .stackRoot(nil): return "the root screen"
        case .stack(let tab, let routes):
            let stack = describe(stack: routes)
            return tab.map { "tab \($0), \(stack)" } ?? stack
        case .modal(let modal):
            return describe(modal: modal)
        case .modalStack(let modal, let routes):
            return "\(describe(modal: modal)), \(describe(stack: routes))"
        case .resolver(let resolver, let destinations):
            return
                "resolved at run time by \(String(resolver.swiftExpression.dropFirst())): \(alternatives(destinations))"
        case .alert(let alert):
            let kind = graph.screen(named: alert.name)?.kind.rawValue ?? "alert"
            return "\(kind) \(String(alert.swiftExpression.dropFirst()))"
        }
    }

    /// `room or roomNotFound`, `chat, contactRequest or incomingCall`.
    private func alternatives(_ names: [String]) -> String {
        guard let last = names.last else { return "nothing" }
        let rest = names.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }

    /// `stack [menuItem(id: 42)]`.
    private func describe(stack routes: [ScreenValue]) -> String {
        "stack [" + routes.map { String($0.swiftExpression.dropFirst()) }.joined(separator: ", ") + "]"
    }

    /// `sheet signIn`, `cover register`.
    private func describe(modalNamed name: String) -> String {
        "\(graph.screen(named: name)?.kind.rawValue ?? "sheet") \(name)"
    }

    /// `sheet cart`, `cover register`.
    private func describe(modal: ScreenValue) -> String {
        let kind = graph.screen(named: modal.name)?.kind.rawValue ?? "sheet"
        return "\(kind) \(String(modal.swiftExpression.dropFirst()))"
    }

    /// `"/menu/:id" of route menuItem (graphs/app.nav:24:35)`.
    private func describe(pattern index: Int) -> String {
        let link = graph.deepLinks[index]
        let kind = graph.screen(named: link.screen)?.kind.rawValue ?? "screen"
        let start = link.pattern.range.start
        return
            "\(quotedText(link.pattern.text)) of \(kind) \(link.screen) (\(displayable(fileName(of: start))):\(start.line):\(start.column))"
    }

    private func patternJSON(_ index: Int) -> JSONValue {
        let link = graph.deepLinks[index]
        return .object([
            ("pattern", .string(link.pattern.text)), ("screen", .string(link.screen)),
            ("file", .string(fileName(of: link.pattern.range.start))),
            ("line", .number(link.pattern.range.start.line)), ("column", .number(link.pattern.range.start.column)),
        ])
    }
}
