/// What modules add to the generated files (SPEC §4 "Modules"): a module's exits and navigator in
/// its own file, and in the app's file each used module's navigator on the router, whose exits go
/// where the app's graph leads them.
struct ModuleEmitter {
    let context: EmitterContext

    // MARK: A module's file

    /// `StatusExit`: one case per exit, its parameters as associated values.
    func exitEnum(_ module: ModuleDescription) -> [SwiftCode] {
        let cases = module.exits.flatMap { exit -> [SwiftCode] in
            let screen = Self.screen(of: exit)
            return [
                .doc("`exit \(exit.name)`: a `\(exit.kind.rawValue)` of a screen the app's graph names."),
                .line("case \(context.caseDeclaration(screen))"),
            ]
        }
        return [
            .doc(
                "Where module \(module.name)'s screens lead outside it: the app's graph says where each exit goes (`\(context.navigatorType).exit(_:)`)."
            ),
            .block("\(context.access)enum \(context.exitType): Hashable, Sendable", [.declarations([cases])]),
        ]
    }

    /// `StatusNavigator`, the runtime's navigator over the module's routes, modals and exits.
    func navigatorTypealias(_ module: ModuleDescription) -> [SwiftCode] {
        let graph = context.graph
        let route = graph.routes.isEmpty ? "Never" : context.routeType
        let modal = graph.sheets.isEmpty ? "Never" : context.sheetType
        let exit = module.exits.isEmpty ? "Never" : context.exitType
        return [
            .doc(
                """
                What module \(module.name)'s views navigate with, from the SwiftUI environment
                (`@Environment(\(context.navigatorType).self)`), which the app's root fills. \
                `\(context.navigatorType).recording()` records its calls, for previews and tests.
                """),
            .line(
                "\(context.access)typealias \(context.navigatorType) = \(EmitterContext.runtime("ModuleNavigator"))<\(route), \(modal), \(exit)>"
            ),
        ]
    }

    /// An exit as the case emitter reads a screen: its name and parameters.
    static func screen(of exit: ModuleExit) -> Screen {
        Screen(
            kind: .route, name: exit.name, title: "", systemImage: "", parameters: exit.parameters, urlPatterns: [],
            pushes: [], presents: [], range: exit.range)
    }

    // MARK: The app's file

    /// `router.statusNavigator` for each used module, on the app's router.
    func navigatorMembers() -> [SwiftCode] {
        let modules = context.graph.modules
        guard !modules.isEmpty else { return [] }
        let members = modules.map { module -> [SwiftCode] in
            let description = module.description
            let member = SwiftNaming.identifier(description.memberName)
            let route = module.routes.isEmpty ? "nil" : "{ .\(member)($0) }"
            let modal = module.modals.isEmpty ? "nil" : "{ .\(member)($0) }"
            let moduleRoute =
                module.routes.isEmpty
                ? "nil" : "{ route in if case .\(member)(let route) = route { route } else { nil } }"
            let exits = Dictionary(description.exits.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            let exitCases = module.bindings.compactMap { binding -> (label: String, body: [SwiftCode])? in
                guard let exit = exits[binding.exit] else { return nil }
                let exitScreen = Self.screen(of: exit)
                let used = Set(binding.arguments.map(\.exitParameter))
                let destination = context.graph.screen(named: binding.destination)
                let value =
                    destination.map { screen in
                        context.caseValue(screen) { parameter in
                            binding.arguments.first { $0.parameter == parameter.name }.map {
                                SwiftNaming.identifier($0.exitParameter)
                            }
                        }
                    } ?? SwiftNaming.member(binding.destination)
                let action = binding.kind == .push ? "push" : "present"
                return (
                    "case \(context.casePattern(exitScreen, binding: used)):",
                    [.line("router.\(action)(\(value))")]
                )
            }
            // An exit no edge uses and no `bind` leads (`unused-exit`) goes nowhere.
            let bound = Set(module.bindings.map(\.exit))
            let unbound = description.exits.filter { !bound.contains($0.name) }.map { exit in
                (label: "case \(SwiftNaming.member(exit.name)):", body: [SwiftCode.line("break")])
            }
            let exit =
                description.exits.isEmpty
                ? [SwiftCode.line("exit: nil")]
                : [
                    .enclosed(
                        "exit: { router, exit in",
                        [.switchStatement("exit", cases: exitCases + unbound)])
                ]
            return [
                .doc(
                    "What module \(description.name)'s views navigate with: its screens pushed and presented as the app's, its exits led where the graph says."
                ),
                .block(
                    "\(context.access)var \(SwiftNaming.identifier(description.navigatorMember)): \(description.navigatorType)",
                    [
                        .enclosed(
                            "_moduleNavigator(",
                            [
                                .line("route: \(route),"),
                                .line("modal: \(modal),"),
                                .line("moduleRoute: \(moduleRoute),"),
                            ] + exit, closing: ")")
                    ]),
            ]
        }
        return [
            .block(
                "extension \(EmitterContext.runtime("NavigationRouter")) where Schema == \(context.graphType)",
                [.declarations(members)])
        ]
    }
}
