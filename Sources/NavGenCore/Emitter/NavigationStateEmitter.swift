/// `PNavigationState`: what is on screen, Codable for restoration, decoding tolerantly so a
/// state saved by an older version of the graph still restores as much as it can.
struct NavigationStateEmitter {
    let context: EmitterContext

    func code() -> [SwiftCode] {
        let access = context.access
        let routes = "[\(context.routeType)]"
        var properties: [[SwiftCode]] = []
        var initParameters: [String] = []
        var assignments: [SwiftCode] = []
        var keys: [String] = []
        if let firstTab = context.firstTab {
            properties.append([.doc("The tab on screen."), .line("\(access)var selectedTab: \(context.tabType)")])
            properties.append([
                .doc("Each tab's navigation stack; a tab without an entry shows its root."),
                .line("\(access)var stacks: [\(context.tabType): \(routes)]"),
            ])
            initParameters += [
                "selectedTab: \(context.tabType) = \(SwiftNaming.member(firstTab.name))",
                "stacks: [\(context.tabType): \(routes)] = [:]",
            ]
            assignments += [.line("self.selectedTab = selectedTab"), .line("self.stacks = stacks")]
            keys += ["selectedTab", "stacks"]
        } else {
            properties.append([.doc("The navigation stack above the root."), .line("\(access)var path: \(routes)")])
            initParameters.append("path: \(routes) = []")
            assignments.append(.line("self.path = path"))
            keys.append("path")
        }
        if context.hasModals {
            let presentations = "[\(context.presentationType)]"
            properties.append([
                .doc("The modals on screen, bottom first; empty when none is."),
                .line("\(access)var presentations: \(presentations)"),
            ])
            properties.append(
                context.presentedSheetProperty(
                    doc: "The bottom modal, nil when none is up; setting it replaces every presentation."))
            keys += ["presentations", "presentedSheet"]
        }
        let what = context.hasTabs ? "the first tab, every stack empty" : "an empty stack"
        var initializers: [[SwiftCode]] = []
        if context.hasModals {
            let presentation = context.presentationType
            let full = SwiftCode.function(
                "\(access)init", parameters: initParameters + ["presentations: [\(presentation)] = []"],
                body: assignments + [.line("self.presentations = presentations")])
            let single = SwiftCode.function(
                "\(access)init", parameters: initParameters + ["presentedSheet: \(context.sheetType)?"],
                body: assignments + [
                    .line("self.presentations = \(context.presentations(ofOptionalSheet: "presentedSheet"))")
                ])
            initializers.append([.doc("A state; by default \(what), no modal.")] + full)
            initializers.append([.doc("A state with at most one modal, as language-1 code made it.")] + single)
        } else {
            let plain = SwiftCode.function("\(access)init", parameters: initParameters, body: assignments)
            initializers.append([.doc("A state; by default \(what).")] + plain)
        }
        let members: [[SwiftCode]] =
            properties + initializers + [
                [.block("private enum CodingKeys: String, CodingKey", [.line("case \(keys.joined(separator: ", "))")])],
                decoder(),
                encoder(),
                context.hasTabs ? stackKey() : [],
            ]
        let unknown =
            context.hasModals
            ? " Each stack and the list of modals stop before their\nfirst entry this version cannot decode, and an unknown tab falls back to the first tab. A state saved\nwith one `presentedSheet` (by language-1 code) restores as that one modal."
            : " Each stack stops before its first\nroute this version cannot decode\(context.hasTabs ? ", and an unknown tab falls back to the first tab" : "")."
        return [
            .doc(
                """
                What \(context.prefix)'s navigation shows, for saving and restoring it.

                Decoding is tolerant: a state saved by an older version of the graph restores as far as it
                still can.
                """ + unknown + """


                    The same state always encodes to the same bytes with a `JSONEncoder` whose `outputFormatting`
                    has `.sortedKeys`; without it, the order of keys is the encoder's.
                    """),
            .block("\(access)struct \(context.stateType): Hashable, Codable, Sendable", [.declarations(members)]),
        ]
    }

    /// `PPresentation`: a modal with the stack pushed inside it.
    func presentation() -> [SwiftCode] {
        let access = context.access
        let presentation = context.presentationType
        return [
            .doc("A modal on screen, with the routes pushed inside it when it has a stack of its own."),
            .block(
                "\(access)struct \(presentation): Hashable, Codable, Sendable",
                [
                    .declarations([
                        [.doc("The sheet or cover."), .line("\(access)var sheet: \(context.sheetType)")],
                        [
                            .doc(
                                "Its navigation stack, for `NavigationStack(path:)`; always empty when `sheet.hasStack` is false."
                            ),
                            .line("\(access)var path: [\(context.routeType)]"),
                        ],
                        [
                            .doc("A modal showing `path` in its stack."),
                            .block(
                                "\(access)init(sheet: \(context.sheetType), path: [\(context.routeType)] = [])",
                                [
                                    .line("self.sheet = sheet"),
                                    .line("self.path = path"),
                                ]),
                        ],
                        [.block("private enum CodingKeys: String, CodingKey", [.line("case sheet, path")])],
                        [
                            .doc("Decodes the modal, and its stack up to the first route this version cannot decode."),
                            .block(
                                "\(access)init(from decoder: any Decoder) throws",
                                [
                                    .line("let container = try decoder.container(keyedBy: CodingKeys.self)"),
                                    .line("sheet = try container.decode(\(context.sheetType).self, forKey: .sheet)"),
                                    .line(
                                        "path = sheet.hasStack ? decodablePrefix(of: try? container.nestedUnkeyedContainer(forKey: .path)) : []"
                                    ),
                                ]),
                        ],
                    ])
                ]),
        ]
    }

    private func decoder() -> [SwiftCode] {
        var body: [SwiftCode] = [.line("let container = try decoder.container(keyedBy: CodingKeys.self)")]
        if let firstTab = context.firstTab {
            body += [
                .line(
                    "selectedTab = (try? container.decode(\(context.tabType).self, forKey: .selectedTab)) ?? \(SwiftNaming.member(firstTab.name))"
                ),
                .line("var stacks: [\(context.tabType): [\(context.routeType)]] = [:]"),
                .block(
                    "if let saved = try? container.nestedContainer(keyedBy: StackKey.self, forKey: .stacks)",
                    [
                        .block(
                            "for key in saved.allKeys",
                            [
                                .line(
                                    "guard let tab = \(context.tabType)(rawValue: key.stringValue) else { continue }"),
                                .line(
                                    "let stack: [\(context.routeType)] = decodablePrefix(of: try? saved.nestedUnkeyedContainer(forKey: key))"
                                ),
                                .line("if !stack.isEmpty { stacks[tab] = stack }"),
                            ])
                    ]),
                .line("self.stacks = stacks"),
            ]
        } else {
            body.append(.line("path = decodablePrefix(of: try? container.nestedUnkeyedContainer(forKey: .path))"))
        }
        if context.hasModals {
            body += [
                .block(
                    "if container.contains(.presentations)",
                    [
                        .line(
                            "presentations = decodablePrefix(of: try? container.nestedUnkeyedContainer(forKey: .presentations))"
                        )
                    ], closing: "} else {"),
                .indented([
                    .comment("Saved by language-1 code: at most one modal, without a stack."),
                    .line(
                        "let sheet = (try? container.decodeIfPresent(\(context.sheetType).self, forKey: .presentedSheet)) ?? nil"
                    ),
                    .line("presentations = \(context.presentations(ofOptionalSheet: "sheet"))"),
                ]),
                .line("}"),
            ]
        }
        return [
            .doc("Decodes what it can; see the type's documentation."),
            .block("\(context.access)init(from decoder: any Decoder) throws", body),
        ]
    }

    private func encoder() -> [SwiftCode] {
        var body: [SwiftCode] = [.line("var container = encoder.container(keyedBy: CodingKeys.self)")]
        if context.hasTabs {
            body += [
                .line("try container.encode(selectedTab, forKey: .selectedTab)"),
                .line("var saved = container.nestedContainer(keyedBy: StackKey.self, forKey: .stacks)"),
                .comment("In tab order, so that an encoder that keeps key order writes the same state the same way."),
                .block(
                    "for tab in \(context.tabType).allCases",
                    [
                        .line("guard let stack = stacks[tab], !stack.isEmpty else { continue }"),
                        .line("try saved.encode(stack, forKey: StackKey(stringValue: tab.rawValue))"),
                    ]),
            ]
        } else {
            body.append(.line("try container.encode(path, forKey: .path)"))
        }
        if context.hasModals {
            body.append(.line("try container.encode(presentations, forKey: .presentations)"))
        }
        return [
            .doc(
                "Encodes \(context.hasTabs ? "the selected tab and the non-empty stacks" : "the stack")\(context.hasModals ? ", then the presentations" : ""); see the type's documentation."
            ),
            .block("\(context.access)func encode(to encoder: any Encoder) throws", body),
        ]
    }

    private func stackKey() -> [SwiftCode] {
        [
            .doc("A tab's name as the key of its saved stack."),
            .block(
                "private struct StackKey: CodingKey",
                [
                    .declarations([
                        [.line("var stringValue: String")],
                        [.line("var intValue: Int? { nil }")],
                        [.block("init(stringValue: String)", [.line("self.stringValue = stringValue")])],
                        [.line("init?(intValue: Int) { nil }")],
                    ])
                ]),
        ]
    }

    /// The helper shared by the state and the presentations.
    func prefixDecoder() -> [SwiftCode] {
        [
            .doc(
                "The elements of a saved list up to the first one that no longer decodes (a route or modal removed from the graph since)."
            ),
            .block(
                "private func decodablePrefix<Element: Decodable>(of container: (any UnkeyedDecodingContainer)?) -> [Element]",
                [
                    .line("guard var container else { return [] }"),
                    .line("var elements: [Element] = []"),
                    .block(
                        "while !container.isAtEnd, let element = try? container.decode(Element.self)",
                        [
                            .line("elements.append(element)")
                        ]),
                    .line("return elements"),
                ]),
        ]
    }
}
