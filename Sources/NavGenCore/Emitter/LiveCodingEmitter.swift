/// `Codable`, written out, for a route or modal enum whose cases carry live values (SPEC §4): the
/// format Swift synthesizes (`{"status":{"id":"1"}}`, a nil optional left out), without the live
/// values. An optional one encodes as nil; a case with a required one throws
/// `EncodingError.invalidValue`, and decoding it fails, which a navigation state's tolerant
/// decoding turns into the end of that stack. Nothing for an enum without live values, whose
/// `Codable` Swift synthesizes.
struct LiveCodingEmitter {
    let context: EmitterContext

    /// Whether the enum of `screens` writes its `Codable` out: some case has a live parameter or
    /// is `secret`.
    static func needsWrittenCoding(_ screens: [Screen]) -> Bool {
        screens.contains { $0.isSecret || $0.parameters.contains(where: \.type.isLive) }
    }

    /// Whether `screen` has a required live parameter.
    static func holdsRequiredLiveValue(_ screen: Screen) -> Bool {
        screen.parameters.contains { $0.type.isLive && !$0.isOptional }
    }

    /// Whether `screen`'s case is never saved: it holds a required live value, is `secret`, or
    /// *(5)* answers whoever presented it (SPEC §2.10).
    static func isNeverSaved(_ screen: Screen) -> Bool {
        screen.isSecret || holdsRequiredLiveValue(screen) || screen.answerType != nil
    }

    /// What of `screens` is never saved, as the coding members' docs say it: "a case with a required
    /// live value", "a `secret` case" (*(5)* or "answering"), or both.
    private func neverSaved(in screens: [Screen]) -> String {
        let live = screens.contains(where: Self.holdsRequiredLiveValue)
        let kept = [
            screens.contains(where: \.isSecret) ? "`secret`" : nil,
            screens.contains { $0.answerType != nil } ? "answering" : nil,
        ].compactMap { $0 }.joined(separator: " or ")
        switch (live, !kept.isEmpty) {
        case (true, true): return "a case with a required live value, or a \(kept) one,"
        case (false, true): return "a \(kept) case"
        default: return "a case with a required live value"
        }
    }

    private func encodeDoc(for screens: [Screen], modules: [String]) -> String {
        if let module = modules.first,
            !screens.contains(where: { Self.isNeverSaved($0) || $0.parameters.contains(where: \.type.isLive) })
        {
            return
                "Encodes as Swift's synthesized conformance would, a module's screen as its module's own value: `{\"\(ModuleDescription.memberName(of: module))\":{…}}`."
        }
        let hasLive = screens.contains { $0.parameters.contains(where: \.type.isLive) }
        let start =
            hasLive
            ? "Encodes as Swift's synthesized conformance would, without live values: an optional one as nil; "
            : "Encodes as Swift's synthesized conformance would; "
        return start
            + "\(neverSaved(in: screens)) throws `EncodingError.invalidValue` (a navigation state leaves it out)."
    }

    /// `encode(to:)` and `init(from:)` for the enum of `screens`.
    func members(for allScreens: [Screen]) -> [[SwiftCode]] {
        let access = context.access
        let key = EmitterContext.runtime("CaseCodingKey")
        let values = context.local("values")
        // A module's screens are one case, which holds the module's own value, coded as Swift
        // codes that enum: `{"status":{"detail":{"id":"1"}}}`.
        let screens = allScreens.filter { !QualifiedName.isModuleScreen($0.name) }
        let modules = context.moduleCases(forRoutes: allScreens.first?.kind == .route).map(\.description)
        let moduleNames = modules.map(\.name)
        let moduleValue = context.local("value")
        let moduleEncodeCases = modules.map { module -> (label: String, body: [SwiftCode]) in
            let member = module.memberName
            return (
                "case .\(SwiftNaming.identifier(member))(let \(moduleValue)):",
                [.line("try container.encode(\(moduleValue), forKey: \(SwiftNaming.stringLiteral(member)))")]
            )
        }
        let moduleDecodeCases = modules.map { module -> (label: String, body: [SwiftCode]) in
            let member = module.memberName
            let type = allScreens.first?.kind == .route ? module.routeType : module.sheetType
            return (
                "case \(SwiftNaming.stringLiteral(member)):",
                [
                    .line(
                        "self = .\(SwiftNaming.identifier(member))(try container.decode(\(type).self, forKey: \(SwiftNaming.stringLiteral(member))))"
                    )
                ]
            )
        }
        let encodeCases = screens.map { screen -> (label: String, body: [SwiftCode]) in
            let name = SwiftNaming.stringLiteral(screen.name)
            if screen.isSecret {
                return (
                    "case \(SwiftNaming.member(screen.name)):",
                    [.line("throw \(key).secretValue(self, inCase: \(name), at: encoder.codingPath)")]
                )
            }
            if Self.holdsRequiredLiveValue(screen) {
                return (
                    "case \(SwiftNaming.member(screen.name)):",
                    [.line("throw \(key).liveValue(self, inCase: \(name), at: encoder.codingPath)")]
                )
            }
            let saved = screen.parameters.filter { !$0.type.isLive }
            let nested = "container.nestedContainer(keyedBy: \(key).self, forKey: \(name))"
            guard !saved.isEmpty else {
                return ("case \(context.casePattern(screen, binding: [])):", [.line("_ = \(nested)")])
            }
            let body: [SwiftCode] =
                [.line("var \(values) = \(nested)")]
                + saved.map { parameter in
                    let method = parameter.isOptional ? "encodeIfPresent" : "encode"
                    return .line(
                        "try \(values).\(method)(\(SwiftNaming.identifier(parameter.name)), forKey: \(SwiftNaming.stringLiteral(parameter.name)))"
                    )
                }
            return ("case \(context.casePattern(screen, binding: Set(saved.map(\.name)))):", body)
        }
        let decodeCases =
            screens.compactMap { screen -> (label: String, body: [SwiftCode])? in
                guard !Self.isNeverSaved(screen) else { return nil }
                let value = context.caseValue(screen) { parameter in
                    if parameter.type.isLive { return "nil" }
                    let method = parameter.isOptional ? "_optionalValue" : "_value"
                    return
                        "try \(values).\(method)(\(parameter.type.swiftName).self, \(SwiftNaming.stringLiteral(parameter.name)))"
                }
                return ("case \(SwiftNaming.stringLiteral(screen.name)):", [.line("self = \(value)")])
            } + moduleDecodeCases
        let unknownCase = SwiftCode.line("throw \(key).unknownCase(name, in: container)")
        // An enum whose every case holds a required live value encodes none and decodes none.
        let encodesSome = screens.contains { !Self.isNeverSaved($0) } || !moduleNames.isEmpty
        let decoding: SwiftCode =
            decodeCases.isEmpty
            ? unknownCase : .switchStatement("name", cases: decodeCases + [("default:", [unknownCase])])
        let readsValues = screens.contains { screen in
            screen.parameters.contains { !$0.type.isLive } && !Self.isNeverSaved(screen)
        }
        return [
            [
                .doc(encodeDoc(for: screens, modules: moduleNames)),
                .block(
                    "\(access)func encode(to encoder: any Encoder) throws",
                    (encodesSome ? [.line("var container = encoder.container(keyedBy: \(key).self)")] : [])
                        + [.switchStatement("self", cases: encodeCases + moduleEncodeCases)]),
            ],
            [
                .doc(
                    !moduleNames.isEmpty && !screens.contains(where: Self.isNeverSaved)
                        ? "Decodes what `encode(to:)` writes."
                        : "Decodes what `encode(to:)` writes; \(neverSaved(in: screens)) does not decode."),
                .block(
                    "\(access)init(from decoder: any Decoder) throws",
                    [
                        .line("let container = try decoder.container(keyedBy: \(key).self)"),
                        .line("let (name, \(readsValues ? values : "_")) = try \(key).onlyCase(in: container)"),
                        decoding,
                    ]),
            ],
        ]
    }
}
