/// For a route or modal enum with a `secret` case (SPEC §2.7): `description` and
/// `debugDescription` as Swift prints the enum, but a secret case's values each `<secret>`
/// (`resetPassword(token: <secret>)`), and a `customMirror` that hides them from `dump` and
/// `Mirror`, so logs do not hold a token read from a link. Links, presentations, pending
/// navigations and states print their routes and modals through these.
struct SecretDescriptionEmitter {
    let context: EmitterContext

    /// The extension for the enum `type` of `screens`, or nothing when none is secret.
    func code(for screens: [Screen], of type: String) -> [SwiftCode] {
        guard screens.contains(where: \.isSecret) else { return [] }
        let access = context.access
        func cases(_ body: (Screen) -> String) -> SwiftCode {
            context.switchOverEveryCase(
                "self", caseCount: screens.count,
                cases: screens.map { screen in
                    let bound = screen.isSecret ? [] : Set(screen.parameters.map(\.name))
                    return ("case \(context.casePattern(screen, binding: bound)):", [.line(body(screen))])
                }, fallback: [.line("\"\"")])
        }
        let description = cases { screen in
            let name = SwiftNaming.stringLiteral(screen.name)
            guard !screen.parameters.isEmpty else { return name }
            if screen.isSecret {
                let redacted = screen.parameters.map { "\($0.name): <secret>" }.joined(separator: ", ")
                return SwiftNaming.stringLiteral("\(screen.name)(\(redacted))")
            }
            return "\(EmitterContext.runtime("_caseDescription"))(\(name), \(pairs(screen)))"
        }
        let mirror = cases { screen in
            let name = SwiftNaming.stringLiteral(screen.name)
            let children: String
            if screen.parameters.isEmpty {
                children = "[:]"
            } else if screen.isSecret {
                children = "[\(name): \"<secret>\"]"
            } else if screen.parameters.count == 1, let only = screen.parameters.first {
                // Swift has no one-element tuple with a label: the value alone.
                children = "[\(name): \(SwiftNaming.identifier(only.name)) as Any]"
            } else {
                let tuple = screen.parameters.map {
                    "\(SwiftNaming.label($0.name)): \(SwiftNaming.identifier($0.name))"
                }
                children = "[\(name): (\(tuple.joined(separator: ", "))) as Any]"
            }
            return "Mirror(self, children: \(children), displayStyle: .enum)"
        }
        return [
            .doc(
                "Printed as Swift prints it, but a `secret` case's values, each `<secret>`: logs and `dump` never hold them."
            ),
            .block(
                "extension \(type): CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable",
                [
                    .declarations([
                        [
                            .doc("The case and its values, a `secret` one's each `<secret>`."),
                            .block("\(access)var description: String", [description]),
                        ],
                        [
                            .doc("`description` after the type's name, as `debugPrint` writes an enum."),
                            .line(
                                "\(access)var debugDescription: String { String(reflecting: Self.self) + \".\" + description }"
                            ),
                        ],
                        [
                            .doc("The case and its values, but a `secret` case's, for `dump` and `Mirror`."),
                            .block("\(access)var customMirror: Mirror", [mirror]),
                        ],
                    ])
                ]),
        ]
    }

    /// `["id": id as Any, …]`: the case's values by label.
    private func pairs(_ screen: Screen) -> String {
        "["
            + screen.parameters.map {
                "\(SwiftNaming.stringLiteral($0.name)): \(SwiftNaming.identifier($0.name)) as Any"
            }.joined(separator: ", ") + "]"
    }
}
