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
            ("CaseLayout", [
                .doc("A case's name, its parameters' names and slots, and the parts of its first URL pattern (nil without one)."),
                .block("fileprivate struct CaseLayout", layoutFields),
            ]),
            ("LinkPart", [
                .doc("A part of a URL pattern: a literal segment" + (identity.hasSlots ? ", a parameter's segment, or a query item." : ".")),
                .block("fileprivate enum LinkPart", parts),
            ]),
        ]
    }

    /// The `layouts` table.
    func members() -> [[SwiftCode]] {
        // Each statement is written into one string: a large graph has one per case.
        let statements = identity.screens.map { screen -> SwiftCode in
            let screenSlots = identity.slots(of: screen)
            func slot(_ name: String) -> String {
                screen.parameters.firstIndex { $0.name == name }.map { screenSlots[$0] } ?? name
            }
            var line = "layouts.append(CaseLayout(name: " + SwiftNaming.stringLiteral(screen.name)
            if !screen.parameters.isEmpty {
                line += ", parameters: ["
                line.append(joining: zip(screen.parameters, screenSlots), separator: ", ") { parameter, slot in
                    "(" + SwiftNaming.stringLiteral(parameter.name) + ", ." + slot + ")"
                }
                line += "]"
            }
            if let pattern = screen.urlPatterns.first {
                var separator = ", link: ["
                for segment in pattern.segments {
                    switch segment {
                    case .literal(let text): line += separator + ".literal(" + SwiftNaming.stringLiteral(text) + ")"
                    case .parameter(let name, _): line += separator + ".value(." + slot(name) + ")"
                    }
                    separator = ", "
                }
                for item in pattern.query {
                    line += separator + ".query(" + SwiftNaming.stringLiteral(item.key) + ", ." + slot(item.parameter) + ")"
                    separator = ", "
                }
                line += "]"
            }
            return .line(line + "))")
        }
        let groups = context.statementGroups(statements, variable: "layouts", type: "[CaseLayout]", name: "addLayouts", items: "cases")
        return [
            [
                .doc("Every case's layout, in declaration order: an `Identity`'s number is its index."),
                .line("private static let layouts = makeLayouts()"),
            ],
            [
                .doc("One statement per case, not one large literal, keeps type-checking linear in the number of cases."),
                .block("private static func makeLayouts() -> [CaseLayout]", [
                    .line("var layouts: [CaseLayout] = []"),
                    .line("layouts.reserveCapacity(\(identity.screens.count))"),
                ] + groups.calls + [.line("return layouts")]),
            ],
        ] + groups.functions
    }

    /// `private var firstPatternURL: URL?`, written from the layout's parts.
    func firstPatternURL() -> [SwiftCode] {
        var partCases: [(label: String, body: [SwiftCode])] = [("case .literal(let text):", [.line("writer = writer.path(text)")])]
        if identity.hasSlots {
            partCases.append(("case .value(let slot):", [.line("writer = writer.path(identity.text(slot))")]))
            partCases.append(("case .query(let key, let slot):", [.line("writer = writer.query(key, identity.text(slot))")]))
        }
        return [
            .doc("The first pattern filled in with this value's parameters, not yet read back."),
            .block("private var firstPatternURL: URL?", [
                .line("let identity = identity"),
                .line("guard Self.layouts.indices.contains(identity.number), let parts = Self.layouts[identity.number].link else { return nil }"),
                .line("var writer = \(context.deepLinkType).LinkWriter()"),
                .block("for part in parts", [.switchStatement("part", cases: partCases)]),
                .line("return writer.url"),
            ]),
        ]
    }
}
