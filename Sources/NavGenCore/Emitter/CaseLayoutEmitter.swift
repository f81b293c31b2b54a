/// For a screen enum of more than `EmitterContext.exhaustiveSwitchLimit` cases: a table of every
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
            parts += [.line("case value(Slot)"), .line("case query(String, Slot)")]
        }
        layoutFields.append(.line("var link: [LinkPart]? = nil"))
        return [
            (
                "CaseLayout",
                [
                    .doc(
                        "A case's name, its parameters' names and slots, and the parts of its first URL pattern (nil without one)."
                    ),
                    .block("fileprivate struct CaseLayout", layoutFields),
                ]
            ),
            (
                "LinkPart",
                [
                    .doc(
                        "A part of a URL pattern: a literal segment"
                            + (identity.hasSlots ? ", a parameter's segment, or a query item." : ".")),
                    .block("fileprivate enum LinkPart", parts),
                ]
            ),
        ]
    }

    /// The `layouts` table, and the three functions its builders call.
    func members() -> [[SwiftCode]] {
        // Each statement is written into one string: a large graph has several per case.
        let statements = identity.screens.map { screen -> [SwiftCode] in
            let screenSlots = identity.slots(of: screen)
            func slot(_ name: String) -> String {
                screen.parameters.firstIndex { $0.name == name }.map { screenSlots[$0] } ?? name
            }
            let pattern = screen.urlPatterns.first
            var lines: [SwiftCode] = [
                .line(
                    "addCase(" + SwiftNaming.stringLiteral(screen.name) + ", hasLink: "
                        + (pattern == nil ? "false" : "true") + ", to: &layouts)")
            ]
            for (parameter, slot) in zip(screen.parameters, screenSlots) {
                lines.append(
                    .line(
                        "addParameter(" + SwiftNaming.stringLiteral(parameter.name) + ", ." + slot + ", to: &layouts)"))
            }
            if let pattern {
                for segment in pattern.segments {
                    switch segment {
                    case .literal(let text):
                        lines.append(
                            .line("addLinkPart(.literal(" + SwiftNaming.stringLiteral(text) + "), to: &layouts)"))
                    case .parameter(let name, _):
                        lines.append(.line("addLinkPart(.value(." + slot(name) + "), to: &layouts)"))
                    }
                }
                for item in pattern.query {
                    lines.append(
                        .line(
                            "addLinkPart(.query(" + SwiftNaming.stringLiteral(item.key) + ", ." + slot(item.parameter)
                                + "), to: &layouts)"))
                }
            }
            return lines
        }
        let groups = context.statementGroups(
            statements, variable: "layouts", type: "[CaseLayout]", name: "addLayouts", items: "cases")
        var builders: [[SwiftCode]] = [
            [
                .doc("Starts the next case's layout; with `hasLink`, the parts of its first URL pattern follow."),
                .line("@inline(never)"),
                .block(
                    "private static func addCase(_ name: String, hasLink: Bool, to layouts: inout [CaseLayout])",
                    [
                        .line("layouts.append(CaseLayout(name: name, link: hasLink ? [] : nil))")
                    ]),
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
            .doc("Adds a part to the URL pattern of the case started last."),
            .line("@inline(never)"),
            .block(
                "private static func addLinkPart(_ part: LinkPart, to layouts: inout [CaseLayout])",
                [
                    .line("guard let last = layouts.indices.last else { return }"),
                    .line("layouts[last].link?.append(part)"),
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

    /// `private var firstPatternURL: URL?`, written from the layout's parts.
    func firstPatternURL() -> [SwiftCode] {
        var partCases: [(label: String, body: [SwiftCode])] = [
            ("case .literal(let text):", [.line("writer = writer.literal(text)")])
        ]
        if identity.hasSlots {
            partCases.append(("case .value(let slot):", [.line("writer = writer.segment(text: identity.text(slot))")]))
            partCases.append(
                ("case .query(let key, let slot):", [.line("writer = writer.query(key, text: identity.text(slot))")]))
        }
        return [
            .doc("The first pattern filled in with this value's parameters, not yet read back."),
            .block(
                "private var firstPatternURL: URL?",
                [
                    .line("let identity = identity"),
                    .line(
                        "guard Self.layouts.indices.contains(identity.number), let parts = Self.layouts[identity.number].link else { return nil }"
                    ),
                    .line("var writer = \(context.deepLinkType).patterns.linkWriter"),
                    .block("for part in parts", [.switchStatement("part", cases: partCases)]),
                    .line("return writer.url"),
                ]),
        ]
    }
}
