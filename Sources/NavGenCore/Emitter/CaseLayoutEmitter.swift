/// For a screen enum of more than `EmitterContext.tableLayoutLimit` cases: a table of every
/// case's name, parameters and URL pattern, built one statement per case, which `encode(to:)` and
/// the URL read through `identity` instead of switching over every case themselves. Each switch
/// over thousands of cases costs the compiler time beyond linear in their number; a table costs
/// a statement per case (docs/performance.md).
struct CaseLayoutEmitter {
    let context: EmitterContext
    let identity: EnumIdentityEmitter

    /// `CaseLayout` and `LinkPart`, by name, for the enum's `Parts` (`ScreenEnumEmitter`).
    func partTypes() -> [(name: String, code: [SwiftCode])] {
        var layoutFields: [SwiftCode] = [.line("var name: String")]
        var parts: [SwiftCode] = [.line("case literal(String)")]
        if identity.hasSlots {
            layoutFields.append(.line("var parameters: [(name: String, slot: Slot)] = []"))
            parts += [.line("case value(Slot)")]
            if usesPrefixes { parts.append(.line("case prefixed(String, Slot)")) }
            if usesTails { parts.append(.line("case tail(Slot)")) }
            parts += [.line("case query(String, Slot)")]
            if identity.writesArrays { parts.append(.line("case queryItems(String, Slot)")) }
            if origins.contains(.hostSuffix) { parts.append(.line("case hostSuffix(String, Slot)")) }
            if origins.contains(.anyHost) { parts.append(.line("case anyHost(Slot)")) }
        }
        if origins.contains(.scheme) { parts.append(.line("case scheme(String, SchemeLinkForm)")) }
        if origins.contains(.host) { parts.append(.line("case host(String)")) }
        if usesFragments { parts.append(.line("case fragment")) }
        if usesValueFragments { parts.append(.line("case fragmentValue(String, Slot)")) }
        layoutFields.append(.line("var links: [[LinkPart]] = []"))
        return [
            (
                "CaseLayout",
                [
                    .doc(
                        "A case's name, its parameters' names and slots, and the parts of each of its URL patterns."
                    ),
                    .block("fileprivate struct CaseLayout", layoutFields),
                ]
            ),
            (
                "LinkPart",
                [
                    .doc(
                        "A part of a URL pattern: a literal segment"
                            + (identity.hasSlots ? ", a parameter's segment, or a query item" : "")
                            + (identity.writesArrays ? " (one per element of an array)." : ".")),
                    .block("fileprivate enum LinkPart", parts),
                ]
            ),
        ]
    }

    private var usesPrefixes: Bool {
        identity.screens.contains {
            $0.urlPatterns.contains { $0.segments.contains { if case .prefixed = $0 { true } else { false } } }
        }
    }

    /// The kinds of origin other than the declared schemes and hosts that some pattern has.
    private enum OriginKind { case scheme, host, hostSuffix, anyHost }

    private var origins: Set<OriginKind> {
        var kinds: Set<OriginKind> = []
        for screen in identity.screens {
            for pattern in screen.urlPatterns {
                switch pattern.origin {
                case .declared: break
                case .scheme: kinds.insert(.scheme)
                case .host: kinds.insert(.host)
                case .hostSuffix: kinds.insert(.hostSuffix)
                case .anyHost: kinds.insert(.anyHost)
                }
            }
        }
        return kinds
    }

    private var usesValueFragments: Bool {
        identity.screens.contains { $0.urlPatterns.contains { $0.fragment?.isValue == true } }
    }

    private var usesFragments: Bool {
        identity.screens.contains { $0.urlPatterns.contains { $0.fragment.map { !$0.isValue } ?? false } }
    }

    private var usesTails: Bool {
        identity.screens.contains {
            $0.urlPatterns.contains { $0.segments.contains { if case .tail = $0 { true } else { false } } }
        }
    }

    /// The `layouts` table, and the functions its builders call.
    func members() -> [[SwiftCode]] {
        // Each statement is written into one string: a large graph has several per case.
        let statements = identity.screens.map { screen -> [SwiftCode] in
            let screenSlots = identity.slots(of: screen)
            func slot(_ name: String) -> String {
                screen.parameters.firstIndex { $0.name == name }.map { screenSlots[$0] } ?? name
            }
            var lines: [SwiftCode] = [.line("addCase(" + SwiftNaming.stringLiteral(screen.name) + ", to: &layouts)")]
            // The parameters are listed for encoding, which leaves live values out.
            for (parameter, slot) in zip(screen.parameters, screenSlots) where !parameter.type.isLive {
                lines.append(
                    .line(
                        "addParameter(" + SwiftNaming.stringLiteral(parameter.name) + ", ." + slot + ", to: &layouts)"))
            }
            for pattern in screen.urlPatterns {
                lines.append(.line("addLink(to: &layouts)"))
                // Which links the pattern answers, first: its writer starts there.
                switch pattern.origin {
                case .declared: break
                case .scheme(let name, let form):
                    lines.append(
                        .line(
                            "addLinkPart(.scheme(\(SwiftNaming.stringLiteral(name)), \(form.swiftValue)), to: &layouts)"
                        ))
                case .host(let host):
                    lines.append(.line("addLinkPart(.host(\(SwiftNaming.stringLiteral(host))), to: &layouts)"))
                case .hostSuffix(let domain, let name):
                    lines.append(
                        .line(
                            "addLinkPart(.hostSuffix(\(SwiftNaming.stringLiteral(domain)), .\(slot(name))), to: &layouts)"
                        ))
                case .anyHost(let name):
                    lines.append(.line("addLinkPart(.anyHost(.\(slot(name))), to: &layouts)"))
                }
                func writeSegments(_ segments: [URLPattern.Segment]) {
                    for segment in segments {
                        switch segment {
                        case .literal(let text):
                            lines.append(
                                .line("addLinkPart(.literal(" + SwiftNaming.stringLiteral(text) + "), to: &layouts)"))
                        case .parameter(let name, _):
                            lines.append(.line("addLinkPart(.value(." + slot(name) + "), to: &layouts)"))
                        case .prefixed(let prefix, let name, _):
                            lines.append(
                                .line(
                                    "addLinkPart(.prefixed(" + SwiftNaming.stringLiteral(prefix) + ", ." + slot(name)
                                        + "), to: &layouts)"))
                        case .tail(let name):
                            lines.append(.line("addLinkPart(.tail(." + slot(name) + "), to: &layouts)"))
                        }
                    }
                }
                func writeQuery(_ items: [URLPattern.QueryItem]) {
                    for item in items {
                        let part = item.isArray ? "queryItems" : "query"
                        lines.append(
                            .line(
                                "addLinkPart(.\(part)(" + SwiftNaming.stringLiteral(item.key) + ", ."
                                    + slot(item.parameter) + "), to: &layouts)"))
                    }
                }
                // In the order a link is written: the path and its query, then the fragment's.
                writeSegments(pattern.segments)
                writeQuery(pattern.query)
                if let fragment = pattern.fragment, fragment.isValue, let segment = fragment.segments.first,
                    let name = segment.placeholder?.name
                {
                    let prefix: String
                    if case .prefixed(let text, _, _) = segment { prefix = text } else { prefix = "" }
                    lines.append(
                        .line(
                            "addLinkPart(.fragmentValue(\(SwiftNaming.stringLiteral(prefix)), .\(slot(name))), to: &layouts)"
                        ))
                    writeQuery(fragment.query)
                } else if let fragment = pattern.fragment {
                    lines.append(.line("addLinkPart(.fragment, to: &layouts)"))
                    writeSegments(fragment.segments)
                    writeQuery(fragment.query)
                }
            }
            return lines
        }
        let groups = context.statementGroups(
            statements, variable: "layouts", type: "[CaseLayout]", name: "addLayouts", items: "cases")
        var builders: [[SwiftCode]] = [
            [
                .doc("Starts the next case's layout; its parameters and URL patterns follow."),
                .line("@inline(never)"),
                .block(
                    "private static func addCase(_ name: String, to layouts: inout [CaseLayout])",
                    [.line("layouts.append(CaseLayout(name: name))")]),
            ]
        ]
        if identity.hasSlots {
            builders.append([
                .doc("Adds a parameter to the case started last."),
                .line("@inline(never)"),
                .block(
                    "private static func addParameter(_ name: String, _ slot: Slot, to layouts: inout [CaseLayout])",
                    [
                        .line("guard let last = layouts.indices.last else { return }"),
                        .line("layouts[last].parameters.append((name, slot))"),
                    ]),
            ])
        }
        builders.append([
            .doc("Starts the next URL pattern of the case started last."),
            .line("@inline(never)"),
            .block(
                "private static func addLink(to layouts: inout [CaseLayout])",
                [
                    .line("guard let last = layouts.indices.last else { return }"),
                    .line("layouts[last].links.append([])"),
                ]),
        ])
        builders.append([
            .doc("Adds a part to the URL pattern started last."),
            .line("@inline(never)"),
            .block(
                "private static func addLinkPart(_ part: LinkPart, to layouts: inout [CaseLayout])",
                [
                    .line(
                        "guard let last = layouts.indices.last, let link = layouts[last].links.indices.last else { return }"
                    ),
                    .line("layouts[last].links[link].append(part)"),
                ]),
        ])
        return [
            [
                .doc("Every case's layout, in declaration order: an `Identity`'s number is its index."),
                .line("private static let layouts = makeLayouts()"),
            ],
            [
                .doc(
                    "A few calls per case whose arguments are constants, not one large literal: type-checking stays linear in the "
                        + "number of cases, and the optimizer has nothing to take apart (an array literal per case made this table "
                        + "two fifths of the optimizer's time; docs/performance.md)."
                ),
                .block(
                    "private static func makeLayouts() -> [CaseLayout]",
                    [
                        .line("var layouts: [CaseLayout] = []"),
                        .line("layouts.reserveCapacity(\(identity.screens.count))"),
                    ] + groups.calls + [.line("return layouts")]),
            ],
        ] + builders + groups.functions
    }

    /// `private func patternURLs(for:) -> [URL?]`, written from the layout's parts: a pattern for
    /// a scheme or host of its own starts with a part that says which.
    func patternURLs() -> [SwiftCode] {
        var partCases: [(label: String, body: [SwiftCode])] = [
            ("case .literal(let text):", [.line("writer = writer.literal(text)")])
        ]
        if identity.hasSlots {
            partCases.append(("case .value(let slot):", [.line("writer = writer.segment(text: identity.text(slot))")]))
            if usesPrefixes {
                partCases.append(
                    (
                        "case .prefixed(let prefix, let slot):",
                        [.line("writer = writer.prefixed(prefix, text: identity.text(slot))")]
                    ))
            }
            if usesTails {
                partCases.append(("case .tail(let slot):", [.line("writer = writer.tail(identity.text(slot))")]))
            }
            partCases.append(
                ("case .query(let key, let slot):", [.line("writer = writer.query(key, text: identity.text(slot))")]))
            if identity.writesArrays {
                partCases.append(
                    (
                        "case .queryItems(let key, let slot):",
                        [.line("writer = writer.query(key, texts: identity.texts(slot))")]
                    ))
            }
            if origins.contains(.hostSuffix) {
                partCases.append(
                    (
                        "case .hostSuffix(let domain, let slot):",
                        [
                            .line(
                                "writer = patterns.hostSuffixWriter(domain: domain, for: audience).host(text: identity.text(slot))"
                            )
                        ]
                    ))
            }
            if origins.contains(.anyHost) {
                partCases.append(
                    (
                        "case .anyHost(let slot):",
                        [.line("writer = patterns.anyHostWriter(for: audience).host(text: identity.text(slot))")]
                    ))
            }
        }
        if origins.contains(.scheme) {
            partCases.append(
                (
                    "case .scheme(let name, let form):",
                    [.line("writer = patterns.writer(scheme: name, form: form, for: audience)")]
                ))
        }
        if origins.contains(.host) {
            partCases.append(
                ("case .host(let host):", [.line("writer = patterns.writer(host: host, for: audience)")]))
        }
        if usesFragments { partCases.append(("case .fragment:", [.line("writer = writer.fragment()")])) }
        if usesValueFragments {
            partCases.append(
                (
                    "case .fragmentValue(let prefix, let slot):",
                    [.line("writer = writer.fragmentValue(prefix, text: identity.text(slot))")]
                ))
        }
        return [
            .doc(
                "Each of its patterns filled in with this value's parameters for `audience`, in declaration order, not yet read back; nil where a pattern cannot carry them or does not answer there."
            ),
            .block(
                "private func patternURLs(for audience: \(EmitterContext.runtime("LinkAudience"))) -> [URL?]",
                [
                    .line("let identity = identity"),
                    .line("guard Self.layouts.indices.contains(identity.number) else { return [] }"),
                    .line("let patterns = \(context.deepLinkType).patterns"),
                    .enclosed(
                        "return Self.layouts[identity.number].links.map { parts in",
                        [
                            .line("var writer = patterns.writer(for: audience)"),
                            .block("for part in parts", [.switchStatement("part", cases: partCases)]),
                            .line("return writer.url"),
                        ]),
                ]),
        ]
    }
}
