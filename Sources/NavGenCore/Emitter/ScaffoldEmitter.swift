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
        let screens = graph.stackRoots + graph.routes + graph.modals
        let functions = screens.map { screen -> [SwiftCode] in
            let label = screen.kind == .root ? "root" : screen.name
            // A callback has no text to show: interpolating a function draws a warning.
            let values = screen.parameters.filter { !$0.type.isCallback }.map { parameter in
                let name = SwiftNaming.identifier(parameter.name)
                return parameter.isOptional ? "\\(String(describing: \(name)))" : "\\(\(name))"
            }
            let text = ([label] + values).joined(separator: " ")
            let signature = "\(access)func \(SwiftNaming.identifier(screen.name))(\(context.parameterList(screen)))"
            if context.erasesScreenViews {
                return [.block("\(signature) -> AnyView", [.line("AnyView(Text(\"\(text)\"))")])]
            }
            return [.block("\(signature) -> some View", [.line("Text(\"\(text)\")")])]
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
                    // The modules of the graph's app types, which the screens' parameters name.
                    graph.imports.sorted().map { .line("import \($0)") },
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
                                            [.declarations([[.line("\(access)init() {}")]] + functions)]),
                                    ],
                                ])
                            ])
                    ],
                ].filter { !$0.isEmpty })
        ])
    }
}
