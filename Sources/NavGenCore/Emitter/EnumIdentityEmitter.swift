/// `Hashable`, written out, for a screen enum of more than `EmitterContext.tableLayoutLimit`
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
    /// Every slot, in order: as many of each type as the screen with most of that type needs; the
    /// built-in types first, then the others in the order they first appear.
    let slots: [Slot]

    struct Slot {
        var name: String
        var type: ParameterType

        /// The type of the value kept, as a field declares it without its `?`: a live value in
        /// its box, as the case holds it.
        var swiftType: String {
            type.isLive ? EmitterContext.runtime("Live") + "<" + type.swiftName + ">" : type.swiftName
        }
    }

    /// Each distinct type (by its Swift name) and the stem of its slots' names.
    private let stems: [String: String]

    init(context: EmitterContext, screens: [Screen]) {
        self.context = context
        self.screens = screens
        var types: [ParameterType] = BuiltinType.allCases.map { ParameterType(.builtin($0)) }
        var position: [String: Int] = Dictionary(uniqueKeysWithValues: types.enumerated().map { ($1.swiftName, $0) })
        var counts = [Int](repeating: 0, count: types.count)
        var own: [Int: Int] = [:]
        for screen in screens {
            own.removeAll(keepingCapacity: true)
            for parameter in screen.parameters {
                // Built-in types, nearly every parameter of a large graph, need no name looked up.
                if let builtin = Self.plainBuiltin(parameter.type) {
                    own[builtin.position, default: 0] += 1
                    continue
                }
                let name = parameter.type.swiftName
                let index: Int
                if let known = position[name] {
                    index = known
                } else {
                    index = types.count
                    position[name] = index
                    types.append(parameter.type)
                    counts.append(0)
                }
                own[index, default: 0] += 1
            }
            for (index, count) in own { counts[index] = max(counts[index], count) }
        }
        var stems: [String: String] = [:]
        var takenStems: Set<String> = []
        for (index, type) in types.enumerated() where counts[index] > 0 {
            var stem = Self.stem(of: type)
            if !takenStems.insert(stem).inserted {
                stem += "Type\(index)"
                takenStems.insert(stem)
            }
            stems[type.swiftName] = stem
        }
        self.stems = stems
        slots = types.enumerated().flatMap { index, type in
            (0..<counts[index]).map { Slot(name: (stems[type.swiftName] ?? "slot") + String($0), type: type) }
        }
    }

    /// `int` for `Int`, `contactID` for `Contact.ID`, `accountArray` for `[Account]`.
    private static func stem(of type: ParameterType) -> String {
        if let builtin = plainBuiltin(type) { return builtin.slotStem }
        let joined = type.elementName.split(separator: ".").joined()
        let stem = joined.prefix(1).lowercased() + joined.dropFirst()
        return type.isArray ? stem + "Array" : stem
    }

    /// Whether any screen has a parameter: without one there is no `Slot` to refer to.
    var hasSlots: Bool { !slots.isEmpty }

    /// The slot each of the screen's parameters is kept in, in parameter order: the first free one of its type.
    func slots(of screen: Screen) -> [String] {
        var usedBuiltin = [Int](repeating: 0, count: BuiltinType.allCases.count)
        var used: [String: Int] = [:]
        return screen.parameters.map { parameter in
            if let builtin = Self.plainBuiltin(parameter.type) {
                defer { usedBuiltin[builtin.position] += 1 }
                return builtin.slotStem + String(usedBuiltin[builtin.position])
            }
            let name = parameter.type.swiftName
            defer { used[name, default: 0] += 1 }
            return (stems[name] ?? "slot") + String(used[name, default: 0])
        }
    }

    /// The built-in type of a parameter that is one, not an alias or an array.
    private static func plainBuiltin(_ type: ParameterType) -> BuiltinType? {
        guard !type.isArray, case .builtin(let builtin) = type.element else { return nil }
        return builtin
    }

    /// Whether some URL pattern carries an array: then the layout has parts that write one item per element.
    var writesArrays: Bool {
        screens.contains { $0.urlPatterns.contains { $0.query.contains(where: \.isArray) } }
    }

    /// The switch of `text(_:)` (`arrays` false) or `texts(_:)`: each slot of a type a URL
    /// carries, written as its link text, and the others together as nil.
    private func textSwitch(arrays: Bool) -> SwiftCode {
        var cases: [(label: String, body: [SwiftCode])] = []
        var others: [String] = []
        for slot in slots {
            guard let linkType = slot.type.linkType, slot.type.isArray == arrays else {
                others.append("." + slot.name)
                continue
            }
            // A raw-value type is written as its raw value.
            var text = "(\(linkType.rawValue)._linkText)"
            if slot.type.isRawValue {
                text = " { \(linkType.rawValue)._linkText($0.rawValue) }"
            }
            let expression = arrays ? "\(slot.name).map { $0.map\(text) }" : "\(slot.name).flatMap\(text)"
            cases.append(("case .\(slot.name):", [.line(expression)]))
        }
        if !others.isEmpty { cases.append(("case " + others.joined(separator: ", ") + ":", [.line("nil")])) }
        return .switchStatement("slot", cases: cases)
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

    /// Whether some parameter is of a live type, which the identity holds in its box and nothing saves.
    var hasLiveSlots: Bool { slots.contains { $0.type.isLive } }

    func members() -> [[SwiftCode]] {
        let access = context.access
        let slots = slots
        // A live value is never saved: its slots encode nothing.
        var encodeCases: [(label: String, body: [SwiftCode])] = slots.filter { !$0.type.isLive }.map {
            ("case .\($0.name):", [.line("try values.encodeIfPresent(\($0.name), forKey: key)")])
        }
        let liveSlots = slots.filter(\.type.isLive)
        if !liveSlots.isEmpty {
            encodeCases.append(
                ("case " + liveSlots.map { "." + $0.name }.joined(separator: ", ") + ":", [.line("break")]))
        }
        let fields =
            [SwiftCode.line("var number: Int")] + slots.map { .line("var \($0.name): \($0.swiftType)? = nil") }
        let parameters = (["number: Int"] + slots.map { "\($0.name): \($0.swiftType)? = nil" }).joined(
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
                .block("func text(_ slot: Slot) -> String?", [textSwitch(arrays: false)]),
            ])
            if writesArrays {
                identityMembers.append([
                    .doc(
                        "The elements of the array in `slot` as a URL writes them, or nil when there is no array in it."
                    ),
                    .block("func texts(_ slot: Slot) -> [String?]?", [textSwitch(arrays: true)]),
                ])
            }
            identityMembers.append([
                .doc("Encodes the value in `slot` under `key`, unless there is none."),
                .block(
                    "func encode(_ slot: Slot, forKey key: \(EmitterContext.runtime("CaseCodingKey")), to values: inout KeyedEncodingContainer<\(EmitterContext.runtime("CaseCodingKey"))>) throws",
                    [
                        .switchStatement("slot", cases: encodeCases)
                    ]),
            ])
        }
        if hasLiveSlots {
            identityMembers.append([
                .doc("This identity with its live values left out, as a URL reads it back."),
                .block(
                    "var withoutLiveValues: Identity",
                    [.line("var identity = self")]
                        + slots.filter(\.type.isLive).map { .line("identity.\($0.name) = nil") }
                        + [.line("return identity")]),
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
