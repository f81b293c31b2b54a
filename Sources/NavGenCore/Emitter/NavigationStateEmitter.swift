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
            properties.append([.doc("Each tab's navigation stack; a tab without an entry shows its root."),
                               .line("\(access)var stacks: [\(context.tabType): \(routes)]")])
            initParameters += ["selectedTab: \(context.tabType) = \(SwiftNaming.member(firstTab.name))", "stacks: [\(context.tabType): \(routes)] = [:]"]
            assignments += [.line("self.selectedTab = selectedTab"), .line("self.stacks = stacks")]
            keys += ["selectedTab", "stacks"]
        } else {
            properties.append([.doc("The navigation stack above the root."), .line("\(access)var path: \(routes)")])
            initParameters.append("path: \(routes) = []")
            assignments.append(.line("self.path = path"))
            keys.append("path")
        }
        if context.hasModals {
            properties.append([.doc("The sheet or cover on screen, if any."), .line("\(access)var presentedSheet: \(context.sheetType)?")])
            initParameters.append("presentedSheet: \(context.sheetType)? = nil")
            assignments.append(.line("self.presentedSheet = presentedSheet"))
            keys.append("presentedSheet")
        }
        let members: [[SwiftCode]] = properties + [
            [.doc(context.hasTabs ? "A state; by default the first tab, every stack empty\(context.hasModals ? ", no sheet" : "")." : "A state; by default an empty stack\(context.hasModals ? " and no sheet" : "")."),
             .block("\(access)init(\(initParameters.joined(separator: ", ")))", assignments)],
            [.block("private enum CodingKeys: String, CodingKey", [.line("case \(keys.joined(separator: ", "))")])],
            decoder(),
            encoder(),
            context.hasTabs ? stackKey() : [],
            routePrefixDecoder(),
        ]
        return [
            .doc("""
                What \(context.prefix)'s navigation shows, for saving and restoring it.

                Decoding is tolerant: a state saved by an older version of the graph restores as far as it
                still can. Each stack stops before its first route this version cannot decode, and an unknown
                tab or sheet falls back to the first tab or to none.
                """),
            .block("\(access)struct \(context.stateType): Hashable, Codable, Sendable", [.declarations(members)]),
        ]
    }

    private func decoder() -> [SwiftCode] {
        var body: [SwiftCode] = [.line("let container = try decoder.container(keyedBy: CodingKeys.self)")]
        if let firstTab = context.firstTab {
            body += [
                .line("selectedTab = (try? container.decode(\(context.tabType).self, forKey: .selectedTab)) ?? \(SwiftNaming.member(firstTab.name))"),
                .line("var stacks: [\(context.tabType): [\(context.routeType)]] = [:]"),
                .block("if let saved = try? container.nestedContainer(keyedBy: StackKey.self, forKey: .stacks)", [
                    .block("for key in saved.allKeys", [
                        .line("guard let tab = \(context.tabType)(rawValue: key.stringValue) else { continue }"),
                        .line("let stack = Self.decodablePrefix(of: try? saved.nestedUnkeyedContainer(forKey: key))"),
                        .line("if !stack.isEmpty { stacks[tab] = stack }"),
                    ]),
                ]),
                .line("self.stacks = stacks"),
            ]
        } else {
            body.append(.line("path = Self.decodablePrefix(of: try? container.nestedUnkeyedContainer(forKey: .path))"))
        }
        if context.hasModals {
            body.append(.line("presentedSheet = (try? container.decodeIfPresent(\(context.sheetType).self, forKey: .presentedSheet)) ?? nil"))
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
                .comment("In tab order: the same state encodes the same way with an encoder that keeps key order."),
                .block("for tab in \(context.tabType).allCases", [
                    .line("guard let stack = stacks[tab], !stack.isEmpty else { continue }"),
                    .line("try saved.encode(stack, forKey: StackKey(stringValue: tab.rawValue))"),
                ]),
            ]
        } else {
            body.append(.line("try container.encode(path, forKey: .path)"))
        }
        if context.hasModals {
            body.append(.line("try container.encodeIfPresent(presentedSheet, forKey: .presentedSheet)"))
        }
        return [.block("\(context.access)func encode(to encoder: any Encoder) throws", body)]
    }

    private func stackKey() -> [SwiftCode] {
        [
            .doc("A tab's name as the key of its saved stack."),
            .block("private struct StackKey: CodingKey", [
                .declarations([
                    [.line("var stringValue: String")],
                    [.line("var intValue: Int? { nil }")],
                    [.block("init(stringValue: String)", [.line("self.stringValue = stringValue")])],
                    [.line("init?(intValue: Int) { nil }")],
                ]),
            ]),
        ]
    }

    private func routePrefixDecoder() -> [SwiftCode] {
        [
            .doc("The routes of a saved stack up to the first one that no longer decodes."),
            .block("private static func decodablePrefix(of container: (any UnkeyedDecodingContainer)?) -> [\(context.routeType)]", [
                .line("guard var container else { return [] }"),
                .line("var routes: [\(context.routeType)] = []"),
                .block("while !container.isAtEnd, let route = try? container.decode(\(context.routeType).self)", [
                    .line("routes.append(route)"),
                ]),
                .line("return routes"),
            ]),
        ]
    }
}
