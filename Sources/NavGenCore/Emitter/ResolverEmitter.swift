/// *(5)* What a graph's resolvers declare (SPEC §2.9, §4): `PResolution`, a case per resolver
/// with its outcomes' enums, and `PResolvers`, the protocol the app answers them with. What a
/// resolution does (waiting for its conditions, asking, opening the outcome, being cancelled) is
/// the runtime's.
struct ResolverEmitter {
    let context: EmitterContext

    /// The resolution enum with its outcome enums, its secret descriptions, and the resolvers
    /// protocol.
    func code() -> [SwiftCode] {
        let resolvers = context.graph.resolvers
        let descriptions = SecretDescriptionEmitter(context: context).code(for: resolvers, of: context.resolutionType)
        return [
            .declarations(
                [resolutionEnum(resolvers), descriptions, resolversProtocol(resolvers)].filter { !$0.isEmpty })
        ]
    }

    /// `Outcome` after the resolver's name, capitalised: `roomAlias` → `RoomAliasOutcome`.
    static func outcomeType(of resolver: Screen) -> String {
        resolver.name.prefix(1).uppercased() + resolver.name.dropFirst() + "Outcome"
    }

    private func resolutionEnum(_ resolvers: [Screen]) -> [SwiftCode] {
        let access = context.access
        let enums = ScreenEnumEmitter(context: context)
        let cases: [SwiftCode] = resolvers.flatMap { resolver -> [SwiftCode] in
            let urls = context.patternSummary(resolver)
            let leads = resolver.destinations.map { "`\($0)`" }.joined(separator: ", ")
            return [
                .doc("`resolver \(resolver.name)`" + (urls.isEmpty ? "" : "; URL \(urls)") + ". Leads to \(leads)."),
                .line("case \(context.caseDeclaration(resolver))"),
            ]
        }
        var members: [[SwiftCode]] = [cases]
        members += resolvers.map(outcomeEnum)
        members += ConditionEmitter(context: context).conditionLists(of: resolvers, shown: "asked")
        if context.hasSecretScreens { members.append(enums.secretMember(over: resolvers)) }
        members += enums.urlWriter(
            for: resolvers, layout: nil,
            readBack: { url, value in "\(context.deepLinkType)(url: \(url)) == .resolve(\(value))" },
            // Only a large enum's table reads an identity back; this one has no table.
            readBackIdentity: .line("return nil"))
        return [
            .doc(
                """
                A link or notification whose destination the app decides at run time: the router asks
                `\(context.resolversType)` where it leads, then opens the outcome's link.
                """),
            .block(
                "\(access)enum \(context.resolutionType): Hashable, Sendable, \(EmitterContext.runtime("NavigationResolution")), \(EmitterContext.runtime("LinkedScreen"))",
                [.declarations(members)]),
        ]
    }

    /// `RoomAliasOutcome`: a case per DEST with its parameters, `nothing`, and the link each opens.
    private func outcomeEnum(_ resolver: Screen) -> [SwiftCode] {
        let access = context.access
        let destinations = resolver.destinations.compactMap { context.graph.screen(named: $0) }
        var cases: [SwiftCode] = destinations.flatMap { destination -> [SwiftCode] in
            [
                .doc("Opens `\(destination.name)`."),
                .line(
                    "case \(context.caseDeclaration(destination, named: QualifiedName.joinedMember(destination.name)))"),
            ]
        }
        cases += [.doc("The app handled it itself: nothing opens."), .line("case nothing")]
        let links: [(label: String, body: [SwiftCode])] =
            destinations.map { destination in
                let name = QualifiedName.joinedMember(destination.name)
                guard let opened = context.graph.destinationLinks[destination.name] else {
                    return (
                        "case \(context.casePattern(destination, binding: [], named: name)):", [.line("return nil")]
                    )
                }
                let own = context.caseValue(destination) { SwiftNaming.identifier($0.name) }
                let link = DeepLinkEmitter(context: context).destinationExpression(
                    opened, screen: destination, own: own, apart: false)
                return ("case \(context.casePattern(destination, named: name)):", [.line("return \(link)")])
            } + [("case .nothing:", [.line("return nil")])]
        return [
            .doc(
                "Where `resolver \(resolver.name)` may lead: the answer of `\(context.resolversType).\(resolver.name)`."
            ),
            .block(
                "\(access)enum \(Self.outcomeType(of: resolver)): Hashable, Sendable",
                [
                    .declarations([
                        cases,
                        [
                            .doc(
                                "Equal when they open the same link, which holds each of the destination's values: Swift's synthesized `==` costs the build several times more."
                            ),
                            .line("\(access)static func == (lhs: Self, rhs: Self) -> Bool { lhs.link == rhs.link }"),
                        ],
                        [
                            .doc("Hashes the link it opens, as `==` compares it."),
                            .line("\(access)func hash(into hasher: inout Hasher) { hasher.combine(link) }"),
                        ],
                        [
                            .doc("The link the outcome opens; nil for `nothing`."),
                            .block(
                                "\(access)var link: \(context.deepLinkType)?",
                                [.switchStatement("self", cases: links)]),
                        ],
                    ])
                ]),
        ]
    }

    /// `PResolvers`: one requirement per resolver, its parameters as `PScreens` takes them.
    private func resolversProtocol(_ resolvers: [Screen]) -> [SwiftCode] {
        let access = context.access
        let requirements: [[SwiftCode]] = resolvers.map { resolver in
            [
                .doc(
                    "Where `resolver \(resolver.name)` leads: asked once its conditions hold; a navigation meanwhile cancels the task."
                ),
                .line(
                    "func \(SwiftNaming.identifier(resolver.name))(\(context.parameterList(resolver))) async throws -> \(context.resolutionType).\(Self.outcomeType(of: resolver))"
                ),
            ]
        }
        return [
            .doc(
                """
                What the app answers for each resolver: where its link or notification leads. Set the
                router's `resolvers` to the app's conformance.
                """),
            .line("@MainActor"),
            .block("\(access)protocol \(context.resolversType): AnyObject", [.declarations(requirements)]),
        ]
    }

    /// The schema's members for resolvers: the types, asking the app, the link to a resolution,
    /// and its conditions.
    func schemaMembers() -> [[SwiftCode]] {
        let access = context.access
        let resolution = context.resolutionType
        let link = context.deepLinkType
        // Not `resolvers` or `resolution`, where a case binds a parameter so named.
        let answering = context.local("resolvers")
        let asked = context.local("resolution")
        let resolvers = context.graph.resolvers
        let asks: [(label: String, body: [SwiftCode])] = resolvers.map { resolver in
            let call =
                "try await \(answering).\(SwiftNaming.identifier(resolver.name))(\(context.forwardedArguments(resolver))).link"
            return ("case \(context.casePattern(resolver)):", [.line("return \(call)")])
        }
        var members: [[SwiftCode]] = [
            [
                .doc("The resolvers' values and what answers them."),
                .line("\(access)typealias Resolution = \(resolution)"),
                .line("\(access)typealias Resolvers = any \(context.resolversType)"),
            ],
            [
                .doc("Asks the app's resolvers where `resolution` leads: the outcome's link, nil for `nothing`."),
                .block(
                    "@MainActor \(access)static func _resolve(_ \(asked): \(resolution), with \(answering): any \(context.resolversType)) async throws -> \(link)?",
                    [
                        context.switchOverEveryCase(
                            asked, caseCount: resolvers.count, cases: asks, fallback: [.line("return nil")])
                    ]),
            ],
            [
                .doc("The link to a resolver's value."),
                .line(
                    "\(access)static func _link(resolving resolution: \(resolution)) -> \(link)? { .resolve(resolution) }"
                ),
            ],
        ]
        if context.hasConditions {
            let condition = context.conditionType
            members.append([
                .doc("The conditions a resolver requires before the app is asked, and those it excludes."),
                .line(
                    "\(access)static func _requiredConditions(ofResolution resolution: \(resolution)) -> [\(condition)] { resolution.requiredConditions }"
                ),
                .line(
                    "\(access)static func _excludedConditions(ofResolution resolution: \(resolution)) -> [\(condition)] { resolution.excludedConditions }"
                ),
            ])
        }
        return members
    }
}
