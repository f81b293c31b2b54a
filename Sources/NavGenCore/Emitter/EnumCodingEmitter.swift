/// `Codable`, written out, for a screen enum of more than `EmitterContext.tableLayoutLimit`
/// cases, in exactly the format Swift synthesizes (`{"menuItem": {"id": 42}}`, nil optionals left
/// out), so saved state reads the same at every size; live values are left out as
/// `LiveCodingEmitter` leaves them out. Encoding reads `CaseLayoutEmitter`'s table
/// through the value's `Identity`; decoding looks the case name up in an index built from that
/// table and switches on the case's number, `EmitterContext.numberedCasesPerFunction` cases to a
/// function.
///
/// Swift's synthesized conformance costs compile time far beyond linear in the number of cases
/// (52 of the 86 seconds of a 1,000-route graph's debug build, docs/performance.md).
struct EnumCodingEmitter {
    let context: EmitterContext

    /// The members, for the screens `identity` numbers; `encode(to:)` reads `CaseLayoutEmitter`'s table.
    func members(identity: EnumIdentityEmitter) -> [[SwiftCode]] {
        let access = context.access
        let key = EmitterContext.runtime("CaseCodingKey")
        let screens = identity.screens
        let decodeCases = screens.enumerated().map { number, screen -> (label: String, body: [SwiftCode]) in
            if LiveCodingEmitter.isNeverSaved(screen) {
                let message =
                    screen.isSecret
                    ? "'\(screen.name)' is secret, which no saved state has"
                    : "'\(screen.name)' holds a required live value, which no saved state has"
                return (
                    "case \(number):",
                    [
                        .line(
                            "throw DecodingError.dataCorrupted(.init(codingPath: values.codingPath, debugDescription: \(SwiftNaming.stringLiteral(message))))"
                        )
                    ]
                )
            }
            // An optional live value is saved as nil.
            let arguments = screen.parameters.map { parameter in
                if parameter.type.isLive { return "\(SwiftNaming.label(parameter.name)): nil" }
                let method = parameter.isOptional ? "_optionalValue" : "_value"
                return
                    "\(SwiftNaming.label(parameter.name)): try values.\(method)(\(parameter.type.swiftName).self, \(SwiftNaming.stringLiteral(parameter.name)))"
            }
            let value =
                SwiftNaming.member(screen.name)
                + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
            return ("case \(number):", [.line("return \(value)")])
        }
        return [
            [
                // Built from the table at run time, not written out: an array literal of every
                // name costs the optimizer time beyond linear in their number (docs/performance.md).
                .doc("Each case's number (its position in `layouts`) by its name, for decoding."),
                .line(
                    "private static let caseNumbers = Dictionary(layouts.indices.lazy.map { (layouts[$0].name, $0) }, uniquingKeysWith: { first, _ in first })"
                ),
            ],
            [
                .doc(
                    "Encodes as Swift's synthesized conformance would: the case name, then its parameters by label"
                        + (identity.hasLiveSlots
                            ? ", without live values (an optional one as nil; a case with a required one throws `EncodingError.invalidValue`, and a navigation state leaves it out)."
                            : ".")),
                .block(
                    "\(access)func encode(to encoder: any Encoder) throws",
                    encodeBody(
                        hasSlots: identity.hasSlots,
                        refusesUnsaved: screens.contains(where: LiveCodingEmitter.isNeverSaved),
                        hasSecrets: screens.contains(where: \.isSecret))),
            ],
            [
                .doc("Decodes what `encode(to:)` and Swift's synthesized conformance write."),
                .block(
                    "\(access)init(from decoder: any Decoder) throws",
                    [
                        .line("let container = try decoder.container(keyedBy: \(key).self)"),
                        .line("let (name, values) = try \(key).onlyCase(in: container)"),
                        .guardStatement(
                            ["let number = Self.caseNumbers[name]"],
                            else: [.line("throw \(key).unknownCase(name, in: container)")]),
                        .line("self = try Self.decodedCase(number, from: values)"),
                    ]),
            ],
        ]
            + context.numberedSwitchFunction(
                doc: "The case numbered `number` in `layouts`, its parameters decoded from `values`.",
                access: "private ", name: "decodedCase",
                signature: "(_ number: Int, from values: KeyedDecodingContainer<\(key)>) throws -> Self",
                arguments: "number, from: values", subject: "number", cases: decodeCases,
                fallback: [
                    .line(
                        "throw DecodingError.dataCorrupted(.init(codingPath: values.codingPath, debugDescription: \"no case numbered \\(number)\"))"
                    )
                ])
    }

    /// `refusesUnsaved` when some case holds a required live value or is `secret`, which the
    /// graph's `_isSavable(_:)` names (`SchemaEmitter`).
    private func encodeBody(hasSlots: Bool, refusesUnsaved: Bool, hasSecrets: Bool) -> [SwiftCode] {
        let key = EmitterContext.runtime("CaseCodingKey")
        var body: [SwiftCode] = [
            .line("let identity = identity"),
            .line("guard Self.layouts.indices.contains(identity.number) else { return }"),
            .line("let layout = Self.layouts[identity.number]"),
        ]
        if refusesUnsaved {
            body.append(
                .guardStatement(
                    ["\(context.graphType)._isSavable(self)"],
                    else: [
                        .line(
                            "throw \(key).\(hasSecrets ? "unsavedValue" : "liveValue")(self, inCase: layout.name, at: encoder.codingPath)"
                        )
                    ]))
        }
        body.append(.line("var container = encoder.container(keyedBy: \(key).self)"))
        let nested = "container.nestedContainer(keyedBy: \(key).self, forKey: \(key)(layout.name))"
        guard hasSlots else { return body + [.line("_ = \(nested)")] }
        body.append(.line("var values = \(nested)"))
        body.append(
            .block(
                "for parameter in layout.parameters",
                [
                    .line("try identity.encode(parameter.slot, forKey: \(key)(parameter.name), to: &values)")
                ]))
        return body
    }
}
