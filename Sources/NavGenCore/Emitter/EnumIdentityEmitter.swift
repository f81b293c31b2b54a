/// `Hashable`, written out, for a screen enum of more than `EmitterContext.exhaustiveSwitchLimit`
/// cases: each value maps to an `Identity` (its case's number in declaration order and its values
/// in typed slots), which `==` and `hash(into:)` compare and hash. Equal exactly when the
/// synthesized `==` says so. `CaseLayoutEmitter` reads values back out of the slots.
///
/// Swift's synthesized `==` switches over both values at once and costs the compiler time far
/// beyond linear in the number of cases; one switch that builds an `Identity` costs a fraction
/// of it (docs/performance.md).
struct EnumIdentityEmitter {
    let context: EmitterContext
    let screens: [Screen]
    /// Every slot, in declaration order: as many of each type as the screen with most of that type needs.
    let slots: [(name: String, type: ParameterType)]

    init(context: EmitterContext, screens: [Screen]) {
        self.context = context
        self.screens = screens
        // Counted by type's position in `allCases`: no dictionary per screen of a large graph.
        var counts = [Int](repeating: 0, count: ParameterType.allCases.count)
        var own = counts
        for screen in screens {
            for type in own.indices { own[type] = 0 }
            for parameter in screen.parameters { own[Self.position(of: parameter.type)] += 1 }
            for type in counts.indices { counts[type] = max(counts[type], own[type]) }
        }
        slots = ParameterType.allCases.enumerated().flatMap { position, type in
            (0..<counts[position]).map { (Self.slotName(type, $0), type) }
        }
    }

    /// Whether any screen has a parameter: without one there is no `Slot` to refer to.
    var hasSlots: Bool { !slots.isEmpty }

    /// The slot each of the screen's parameters is kept in, in parameter order: the first free one of its type.
    func slots(of screen: Screen) -> [String] {
        var used = [Int](repeating: 0, count: ParameterType.allCases.count)
        return screen.parameters.map { parameter in
            let type = Self.position(of: parameter.type)
            defer { used[type] += 1 }
            return Self.slotName(parameter.type, used[type])
        }
    }

    private static func position(of type: ParameterType) -> Int {
        ParameterType.allCases.firstIndex(of: type) ?? 0
    }

    private static func slotName(_ type: ParameterType, _ index: Int) -> String {
        type.valueKind.caseName + String(index)
    }

    /// `Slot`, by name, for the enum's `Parts` (`ScreenEnumEmitter`), when there is one.
    func partTypes() -> [(name: String, code: [SwiftCode])] {
        guard hasSlots else { return [] }
        return [
            (
                "Slot",
                [
                    .doc("Where in an `Identity` a parameter's value is kept."),
                    .block("fileprivate enum Slot", [.line("case " + slots.map(\.name).joined(separator: ", "))]),
                ]
            )
        ]
    }

    func members() -> [[SwiftCode]] {
        let access = context.access
        let slots = slots
        let fields =
            [SwiftCode.line("var number: Int")] + slots.map { .line("var \($0.name): \($0.type.rawValue)? = nil") }
        let parameters = (["number: Int"] + slots.map { "\($0.name): \($0.type.rawValue)? = nil" }).joined(
            separator: ", ")
        let arguments = (["number: number"] + slots.map { "\($0.name): \($0.name)" }).joined(separator: ", ")
        var identityMembers: [[SwiftCode]] = [
            fields,
            [
                .doc(
                    "An identity, its values taken as borrowed arguments: in the switch over every case an initializer's owned arguments would each cost a copy, and the copies compile in time beyond linear in their number. Never inlined: inlined into every case, it gives LLVM's register coalescer a function whose cost grows beyond linear in the number of cases too."
                ),
                .block("@inline(never) static func make(\(parameters)) -> Identity", [.line("Identity(\(arguments))")]),
            ],
        ]
        if hasSlots {
            identityMembers.append([
                .doc("The value in `slot` as a URL writes it, or nil when there is none or it cannot be written."),
                .block(
                    "func text(_ slot: Slot) -> String?",
                    [
                        .switchStatement(
                            "slot",
                            cases: slots.map {
                                ("case .\($0.name):", [.line("\($0.name).flatMap(\($0.type.rawValue).linkText)")])
                            })
                    ]),
            ])
            identityMembers.append([
                .doc("Encodes the value in `slot` under `key`, unless there is none."),
                .block(
                    "func encode(_ slot: Slot, forKey key: CaseKey, to values: inout KeyedEncodingContainer<CaseKey>) throws",
                    [
                        .switchStatement(
                            "slot",
                            cases: slots.map {
                                ("case .\($0.name):", [.line("try values.encodeIfPresent(\($0.name), forKey: key)")])
                            })
                    ]),
            ])
        }
        let order = Dictionary(uniqueKeysWithValues: slots.enumerated().map { ($1.name, $0) })
        let cases = screens.enumerated().map { number, screen -> (label: String, body: [SwiftCode]) in
            let arguments =
                ["number: \(number)"]
                + zip(self.slots(of: screen), screen.parameters)
                .sorted { order[$0.0, default: 0] < order[$1.0, default: 0] }
                .map { "\($0.0): \(SwiftNaming.identifier($0.1.name))" }
            return (
                "case \(context.casePattern(screen)):",
                [.line("return Identity.make(\(arguments.joined(separator: ", ")))")]
            )
        }
        return [
            [
                .doc("A case's number and its values, each in the first free slot of its type."),
                .block("private struct Identity: Hashable", [.declarations(identityMembers)]),
            ],
            [
                .doc("What `==` compares and `hash(into:)` hashes."),
                .block(
                    "private var identity: Identity",
                    [
                        context.switchOverEveryCase(
                            "self", caseCount: screens.count, cases: cases,
                            fallback: [.line("return Identity(number: -1)")])
                    ]),
            ],
            [
                .doc("Whether both are the same case with equal values."),
                .block(
                    "\(access)static func == (lhs: Self, rhs: Self) -> Bool", [.line("lhs.identity == rhs.identity")]),
            ],
            [
                .doc("Hashes the case and its values."),
                .block("\(access)func hash(into hasher: inout Hasher)", [.line("hasher.combine(identity)")]),
            ],
        ]
    }
}
