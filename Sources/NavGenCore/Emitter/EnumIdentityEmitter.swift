/// `Hashable`, written out, for a screen enum of more than `EmitterContext.exhaustiveSwitchLimit`
/// cases: each value maps to an `Identity` (its case's number and its values in typed slots),
/// which `==` and `hash(into:)` compare and hash. Equal exactly when the synthesized `==` says so.
///
/// Swift's synthesized `==` switches over both values at once and costs the compiler time far
/// beyond linear in the number of cases; one switch that builds an `Identity` costs a fraction
/// of it (docs/performance.md).
struct EnumIdentityEmitter {
    let context: EmitterContext

    func members(for screens: [Screen]) -> [[SwiftCode]] {
        let access = context.access
        let slots = slotCounts(screens)
        var fields: [SwiftCode] = [.line("var number: Int")]
        for type in ParameterType.allCases {
            for index in 0..<slots[type, default: 0] {
                fields.append(.line("var \(slotName(type, index)): \(type.rawValue)? = nil"))
            }
        }
        let cases = screens.enumerated().map { number, screen -> (label: String, body: [SwiftCode]) in
            ("case \(context.casePattern(screen)):", [.line("return \(identity(of: screen, number: number))")])
        }
        return [
            [
                .doc("A case's number and its values, each in the first free slot of its type."),
                .block("private struct Identity: Hashable", fields),
            ],
            [
                .doc("What `==` compares and `hash(into:)` hashes."),
                .block("private var identity: Identity", [
                    context.switchOverEveryCase("self", caseCount: screens.count, cases: cases, fallback: [.line("return Identity(number: -1)")]),
                ]),
            ],
            [
                .doc("Whether both are the same case with equal values."),
                .block("\(access)static func == (lhs: Self, rhs: Self) -> Bool", [.line("lhs.identity == rhs.identity")]),
            ],
            [
                .doc("Hashes the case and its values."),
                .block("\(access)func hash(into hasher: inout Hasher)", [.line("hasher.combine(identity)")]),
            ],
        ]
    }

    /// The most parameters of each type any one screen has.
    private func slotCounts(_ screens: [Screen]) -> [ParameterType: Int] {
        var counts: [ParameterType: Int] = [:]
        for screen in screens {
            var own: [ParameterType: Int] = [:]
            for parameter in screen.parameters { own[parameter.type, default: 0] += 1 }
            counts.merge(own, uniquingKeysWith: max)
        }
        return counts
    }

    private func slotName(_ type: ParameterType, _ index: Int) -> String {
        "\(type.valueFunction)\(index)"
    }

    /// `Identity(number: 4, int0: page, string0: sort)`: arguments in the order the slots are declared.
    private func identity(of screen: Screen, number: Int) -> String {
        var used: [ParameterType: Int] = [:]
        var arguments: [(type: ParameterType, index: Int, value: String)] = []
        for parameter in screen.parameters {
            let index = used[parameter.type, default: 0]
            used[parameter.type] = index + 1
            arguments.append((parameter.type, index, SwiftNaming.identifier(parameter.name)))
        }
        let order = ParameterType.allCases
        let sorted = arguments.sorted {
            (order.firstIndex(of: $0.type) ?? 0, $0.index) < (order.firstIndex(of: $1.type) ?? 0, $1.index)
        }
        let list = ["number: \(number)"] + sorted.map { "\(slotName($0.type, $0.index)): \($0.value)" }
        return "Identity(\(list.joined(separator: ", ")))"
    }
}
