/// Emits `navgen scaffold`'s starter conformance to `PScreens`: a placeholder view per screen,
/// for the app to replace one by one.
public struct ScaffoldEmitter: Sendable {
    public var options: EmitterOptions

    public init(options: EmitterOptions) {
        self.options = options
    }

    public func emit(_ graph: NavigationGraph) -> String {
        let context = EmitterContext(graph: graph, options: options)
        let access = context.access
        let functions =
            graph.screensWithOwnViews.map { placeholder(for: $0, in: context) }
            + graph.alerts.map { alertText(for: $0, in: context) }
        // Each module's screens, as the module's own scaffold names them.
        let modules = graph.modules.map { module -> [SwiftCode] in
            let name = module.description.name
            return [
                .doc("Module \(name)'s screens: its scaffold's (`navgen scaffold` of its graph), or the module's own."),
                .line(
                    "\(access)let \(SwiftNaming.identifier(module.description.screensMember)) = \(name)AppScreens()"
                ),
            ]
        }
        let typeName = graph.appName + "AppScreens"
        return SwiftRenderer.render([
            .declarations(
                [
                    [
                        .comment(
                            "Starter views for \(graph.appName)'s screens, written by navgen \(NavGenVersion.current) from \(SwiftNaming.commentText(options.sourceName)).\nReplace each placeholder with the real screen; navgen never overwrites this file."
                        )
                    ],
                    // The modules of the graph's app types, which the screens' parameters name; the
                    // runtime's for `AlertText` and `Answer` (SPEC §2.10).
                    (graph.imports + graph.modules.map(\.description.swiftModule)
                        + (graph.questions.isEmpty ? [] : ["NavGenRuntime"])).sorted().map { .line("import \($0)") },
                    // Guarded as the generated glue is, so that a package with this file still builds
                    // where SwiftUI does not exist (Linux, a server target).
                    [
                        .conditional(
                            "canImport(SwiftUI)",
                            [
                                .declarations([
                                    [.line("import SwiftUI")],
                                    [
                                        .doc("What each screen of \(graph.appName) shows."),
                                        .block(
                                            "\(access)struct \(typeName): \(context.screensType)",
                                            [.declarations([[.line("\(access)init() {}")]] + modules + functions)]),
                                    ],
                                ])
                            ])
                    ],
                    starterResolvers(graph, in: context),
                ].filter { !$0.isEmpty })
        ])
    }

    /// *(5)* `PAppResolvers`, a starter conformance to `PResolvers` whose every resolver answers
    /// `nothing` until the app looks its value up (SPEC §2.9); nothing for a graph without
    /// resolvers. Outside the SwiftUI guard: resolving needs no views.
    private func starterResolvers(_ graph: NavigationGraph, in context: EmitterContext) -> [SwiftCode] {
        guard context.hasResolvers else { return [] }
        let access = context.access
        let functions = graph.resolvers.map { resolver -> [SwiftCode] in
            [
                .block(
                    "\(access)func \(SwiftNaming.identifier(resolver.name))(\(context.parameterList(resolver))) async throws -> \(context.resolutionType).\(ResolverEmitter.outcomeType(of: resolver))",
                    [
                        .comment(
                            "Look it up and return where it leads: \(resolver.destinations.map { ".\(QualifiedName.joinedMember($0))" }.joined(separator: ", "))."
                        ),
                        .line(".nothing"),
                    ])
            ]
        }
        return [
            .doc("Where each resolver of \(graph.appName) leads; set `router.resolvers` to one."),
            .line("@MainActor"),
            .block(
                "\(access)final class \(graph.appName)AppResolvers: \(context.resolversType)",
                [.declarations([[.line("\(access)init() {}")]] + functions)]),
        ]
    }

    /// The placeholders of the screens `existing` (the app's conformance, as Swift) has no
    /// function for, by name and argument labels, ready to paste into it; nil when it has all.
    public func emitMissing(_ graph: NavigationGraph, existing: String) -> (code: String, screens: [String])? {
        let context = EmitterContext(graph: graph, options: options)
        let declared = DeclaredFunctions(swift: existing)
        let missing = (graph.screensWithOwnViews + graph.alerts).filter { screen in
            !declared.contains(
                screen.name, labels: screen.parameters.map(\.name) + (screen.answerType == nil ? [] : ["answer"]))
        }
        guard !missing.isEmpty else { return nil }
        let code = SwiftRenderer.render(
            [
                .comment(
                    "The views \(context.screensType) asks for that are not in the file: paste them into its conformance."
                ),
                .declarations(
                    missing.map {
                        $0.kind.isAlert ? alertText(for: $0, in: context) : placeholder(for: $0, in: context)
                    }),
            ], indentation: 1)
        return (code, missing.map { "\(context.keyword(of: $0)) \($0.name)" })
    }

    /// A screen's function with a placeholder view that names it and shows its values.
    private func placeholder(for screen: Screen, in context: EmitterContext) -> [SwiftCode] {
        let label = screen.kind == .root ? "root" : screen.name
        // A callback has no text to show: interpolating a function draws a warning.
        let values = screen.parameters.filter { !$0.type.isCallback }.map { parameter in
            let name = SwiftNaming.identifier(parameter.name)
            return parameter.isOptional ? "\\(String(describing: \(name)))" : "\\(\(name))"
        }
        let text = ([label] + values).joined(separator: " ")
        let signature =
            "\(context.access)func \(SwiftNaming.identifier(screen.name))(\(context.viewParameterList(screen)))"
        // *(5)* A modal that answers: calling `answer(value)` dismisses it and gives `value` back.
        let answers: [SwiftCode] =
            screen.answerType.map {
                [.comment("Call answer(_:) with the \($0.swiftName) chosen: it dismisses the sheet.")]
            }
            ?? []
        if context.erasesScreenViews {
            return [.block("\(signature) -> AnyView", answers + [.line("AnyView(Text(\"\(text)\"))")])]
        }
        return [.block("\(signature) -> some View", answers + [.line("Text(\"\(text)\")")])]
    }

    /// *(5)* An alert's function with a placeholder title that names it and shows its values.
    private func alertText(for alert: Screen, in context: EmitterContext) -> [SwiftCode] {
        let values = alert.parameters.filter { !$0.type.isCallback }.map { parameter in
            let name = SwiftNaming.identifier(parameter.name)
            return parameter.isOptional ? "\\(String(describing: \(name)))" : "\\(\(name))"
        }
        let text = ([alert.name] + values).joined(separator: " ")
        return [
            .block(
                "\(context.access)func \(SwiftNaming.identifier(alert.name))(\(context.parameterList(alert))) -> AlertText",
                [.line("AlertText(\"\(text)\")")])
        ]
    }
}
