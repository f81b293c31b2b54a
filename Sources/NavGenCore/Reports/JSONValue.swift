/// A JSON document built in memory and written with its keys in the order given, so that the
/// reports of `resolve`, `check`, `diff` and `aasa` are byte-for-byte deterministic.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// Already spelled as a JSON number.
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)), (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a.elementsEqual(b) { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rendered())
    }

    public static func number(_ value: Int) -> JSONValue { .number(String(value)) }

    /// Two-space indentation, one member per line; empty arrays and objects as `[]` and `{}`.
    /// Iterative, so a deep document cannot exhaust the stack.
    public func rendered() -> String {
        enum Work {
            case value(JSONValue, indent: Int)
            case text(String)
        }
        var out = ""
        var work = [Work.value(self, indent: 0)]
        while let item = work.popLast() {
            switch item {
            case .text(let text):
                out += text
            case .value(let value, let indent):
                let inner = String(repeating: "  ", count: indent + 1)
                let closing = "\n" + String(repeating: "  ", count: indent)
                switch value {
                case .null: out += "null"
                case .bool(let value): out += value ? "true" : "false"
                case .number(let text): out += text
                case .string(let text): out += jsonString(text)
                case .array(let elements) where elements.isEmpty: out += "[]"
                case .object(let members) where members.isEmpty: out += "{}"
                case .array(let elements):
                    var pending: [Work] = [.text("[")]
                    for (index, element) in elements.enumerated() {
                        pending.append(.text((index == 0 ? "\n" : ",\n") + inner))
                        pending.append(.value(element, indent: indent + 1))
                    }
                    pending.append(.text(closing + "]"))
                    work += pending.reversed()
                case .object(let members):
                    var pending: [Work] = [.text("{")]
                    for (index, member) in members.enumerated() {
                        pending.append(.text((index == 0 ? "\n" : ",\n") + inner + jsonString(member.key) + ": "))
                        pending.append(.value(member.value, indent: indent + 1))
                    }
                    pending.append(.text(closing + "}"))
                    work += pending.reversed()
                }
            }
        }
        return out
    }
}
