/// `Codable`, written out, for a screen enum of more than `EmitterContext.exhaustiveSwitchLimit`
/// cases, in exactly the format Swift synthesizes (`{"menuItem": {"id": 42}}`, nil optionals left
/// out), so saved state reads the same at every size.
///
/// Swift's synthesized conformance costs compile time far beyond linear in the number of cases
/// (52 of the 86 seconds of a 1,000-route graph's debug build); this one costs about 6
/// (docs/performance.md).
struct EnumCodingEmitter {
    let context: EmitterContext

    func members(for screens: [Screen]) -> [[SwiftCode]] {
        let access = context.access
        // Sorted by name: a case's number in `decode` is its position in `caseNames`.
        let byName = screens.indices.sorted { screens[$0].name < screens[$1].name }.map { screens[$0] }
        // Cases without parameters bind nothing and write nothing: `{"checkout": {}}`.
        let encodeCases = screens.filter { !$0.parameters.isEmpty }.map { screen -> (label: String, body: [SwiftCode]) in
            let body = screen.parameters.map { parameter -> SwiftCode in
                let method = parameter.isOptional ? "encodeIfPresent" : "encode"
                return .line("try values.\(method)(\(SwiftNaming.identifier(parameter.name)), forKey: CaseKey(\(SwiftNaming.stringLiteral(parameter.name))))")
            }
            return ("case \(context.casePattern(screen)):", body)
        }
        let nameCases = screens.map { screen -> (label: String, body: [SwiftCode]) in
            ("case \(SwiftNaming.member(screen.name)):", [.line("return " + SwiftNaming.stringLiteral(screen.name))])
        }
        let decodeCases = byName.enumerated().map { number, screen -> (label: String, body: [SwiftCode]) in
            let arguments = screen.parameters.map { parameter in
                let method = parameter.isOptional ? "decodeIfPresent" : "decode"
                return "\(SwiftNaming.label(parameter.name)): try values.\(method)(\(parameter.type.rawValue).self, forKey: CaseKey(\(SwiftNaming.stringLiteral(parameter.name))))"
            }
            let value = SwiftNaming.member(screen.name) + (arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")")
            return ("case \(number):", [.line("return \(value)")])
        }
        return [
            [
                .doc("A case or parameter name as a coding key."),
                .block("private struct CaseKey: CodingKey", [.declarations([
                    [.line("var stringValue: String")],
                    [.line("var intValue: Int? { nil }")],
                    [.block("init(_ name: String)", [.line("stringValue = name")])],
                    [.block("init(stringValue: String)", [.line("self.stringValue = stringValue")])],
                    [.line("init?(intValue: Int) { nil }")],
                ])]),
            ],
            [
                .doc("Every case name in ascending order; a decoded name is found by binary search."),
                .enclosed("private static let caseNames: [String] = [", byName.map { .line(SwiftNaming.stringLiteral($0.name) + ",") }, closing: "]"),
            ],
            [
                .doc("The position of `name` in `caseNames`, or -1."),
                .block("private static func caseNumber(of name: String) -> Int", [
                    .line("var low = 0"),
                    .line("var high = caseNames.count"),
                    .block("while low < high", [
                        .line("let middle = (low + high) / 2"),
                        .block("if caseNames[middle] < name", [.line("low = middle + 1")], closing: "} else {"),
                        .indented([.line("high = middle")]),
                        .line("}"),
                    ]),
                    .line("return low < caseNames.count && caseNames[low] == name ? low : -1"),
                ]),
            ],
            [
                .doc("The case's name, as `Codable` writes it."),
                .block("private var caseName: String", [
                    context.switchOverEveryCase("self", caseCount: screens.count, cases: nameCases, fallback: []),
                ]),
            ],
            [
                .doc("Encodes as Swift's synthesized conformance would: the case name, then its parameters by label. The case's container is made once, before the switch: made in every case it would cost the compiler time far beyond linear in the number of cases."),
                .block("\(access)func encode(to encoder: any Encoder) throws", encodeBody(cases: encodeCases, caseCount: screens.count)),
            ],
            [
                .doc("Decodes what `encode(to:)` and Swift's synthesized conformance write."),
                .block("\(access)init(from decoder: any Decoder) throws", [
                    .line("let container = try decoder.container(keyedBy: CaseKey.self)"),
                    .block("guard container.allKeys.count == 1, let key = container.allKeys.first else", [
                        .line("throw DecodingError.typeMismatch(Self.self, .init(codingPath: container.codingPath, debugDescription: \"expected exactly one case name\"))"),
                    ]),
                    .line("let values = try container.nestedContainer(keyedBy: CaseKey.self, forKey: key)"),
                    .line("let number = Self.caseNumber(of: key.stringValue)"),
                    .block("guard number >= 0 else", [
                        .line("throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: \"no case named '\\(key.stringValue)'\")"),
                    ]),
                    .line("self = try Self.decodedCase(number, from: values)"),
                ]),
            ],
        ] + context.numberedSwitchFunction(
            doc: "The case numbered `number` in `caseNames`, its parameters decoded from `values`.",
            access: "private ", name: "decodedCase",
            signature: "(_ number: Int, from values: KeyedDecodingContainer<CaseKey>) throws -> Self",
            arguments: "number, from: values", subject: "number", cases: decodeCases,
            fallback: [.line("throw DecodingError.dataCorrupted(.init(codingPath: values.codingPath, debugDescription: \"no case numbered \\(number)\"))")])
    }

    private func encodeBody(cases: [(label: String, body: [SwiftCode])], caseCount: Int) -> [SwiftCode] {
        let container = "var container = encoder.container(keyedBy: CaseKey.self)"
        let nested = "container.nestedContainer(keyedBy: CaseKey.self, forKey: CaseKey(caseName))"
        guard !cases.isEmpty else { return [.line(container), .line("_ = \(nested)")] }
        // Every case has parameters: the switch lists them all, else a default skips the rest.
        let switchStatement = cases.count == caseCount
            ? context.switchOverEveryCase("self", caseCount: caseCount, cases: cases, fallback: [.line("return")])
            : .switchStatement("self", cases: cases + [("default:", [.line("break")])])
        return [.line(container), .line("var values = \(nested)"), switchStatement]
    }
}
