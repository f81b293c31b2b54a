/// The SwiftUI half of the output, under `#if canImport(SwiftUI)`: the `PScreens` protocol, its
/// exhaustive switches, and the runtime's views under the graph's names (`PRootView`).
struct SwiftUIGlueEmitter {
    let context: EmitterContext

    func code() -> [SwiftCode] {
        // Only the four names the glue uses: a whole `import SwiftUI` would make an app type named
        // like one of SwiftUI's (`type Visibility`, `type Link`) ambiguous in this file.
        let imports: [SwiftCode] = [
            .line("import protocol SwiftUI.View"), .line("import struct SwiftUI.AnyView"),
            .line("import struct SwiftUI.EmptyView"), .line("import struct SwiftUI.ViewBuilder"),
        ]
        var declarations: [[SwiftCode]] = [imports, screensProtocol(), screensExtension()]
        // A module has no root of its own: the app's root shows its screens.
        if !context.isModule { declarations.append(viewTypealiases()) }
        return [.conditional("canImport(SwiftUI)", [.declarations(declarations)])]
    }

    /// The screens the protocol has a requirement for.
    private var screens: [Screen] { context.graph.screensWithOwnViews }

    private func describe(_ screen: Screen) -> String {
        switch screen.kind {
        case .tab where context.isModule: return "The root screen `\(screen.name)`, which the app shows as a tab."
        case .tab: return "The root of tab `\(screen.name)`."
        case .root: return "The root of the stack."
        case .route, .sheet, .cover, .resolver, .alert, .dialog: return "`\(screen.kind.rawValue) \(screen.name)`."
        }
    }

    private func screensProtocol() -> [SwiftCode] {
        let members: [[SwiftCode]]
        if context.erasesScreenViews {
            members = screens.map { screen in
                [
                    SwiftCode.doc(describe(screen)),
                    .line(
                        "func \(SwiftNaming.identifier(screen.name))(\(context.viewParameterList(screen))) -> AnyView"),
                ]
            }
        } else {
            // One group: each associated type is a line and its doc.
            let associatedTypes = screens.flatMap { screen in
                [
                    SwiftCode.doc("The view type of `\(screen.name)`."),
                    .line("associatedtype \(NameRules.viewTypeName(for: screen.name)): View"),
                ]
            }
            // And one group of the functions, each a line and its doc.
            let functions = screens.flatMap { screen in
                [
                    SwiftCode.doc(describe(screen)),
                    .line(
                        "@ViewBuilder func \(SwiftNaming.identifier(screen.name))(\(context.viewParameterList(screen))) -> \(NameRules.viewTypeName(for: screen.name))"
                    ),
                ]
            }
            members = [associatedTypes, functions]
        }
        // *(5)* What each alert says (SPEC §2.10).
        let alerts: [[SwiftCode]] =
            context.graph.alerts.isEmpty
            ? []
            : [
                context.graph.alerts.flatMap { alert in
                    [
                        SwiftCode.doc("The title and message of `\(alert.kind.rawValue) \(alert.name)`."),
                        .line(
                            "func \(SwiftNaming.identifier(alert.name))(\(context.parameterList(alert))) -> \(EmitterContext.runtime("AlertText"))"
                        ),
                    ]
                }
            ]
        let modules = context.graph.modules.map { module -> [SwiftCode] in
            let name = module.description.name
            return [
                .doc("The screens of module \(name), which show its routes, modals and root screens."),
                .line("associatedtype ScreensOf\(name): \(module.description.screensType)"),
                .doc("What module \(name)'s screens show: a value of the module's `\(name)Screens`."),
                .line("var \(SwiftNaming.identifier(module.description.screensMember)): ScreensOf\(name) { get }"),
            ]
        }
        let erasure =
            context.erasesScreenViews
            ? "\n\nWith more than \(EmitterContext.associatedViewTypeLimit) screens each view is an `AnyView`: Swift cannot build a protocol with one associated view type per screen at this size."
            : ""
        return [
            .doc(
                """
                What each of \(context.prefix)'s screens shows: one requirement per \(context.isModule ? "root screen" : "tab root"), route and modal,
                with the screen's parameters\(context.graph.modules.isEmpty ? "" : ", and one per module for the module's screens"). A screen added to the graph stops the build until it has a view.
                """ + erasure),
            .line("@MainActor"),
            .block(
                context.isModule
                    ? "\(context.access)protocol \(context.screensType)"
                    : "\(context.access)protocol \(context.screensType): \(EmitterContext.runtime("NavigationScreens")) where _Schema == \(context.graphType)",
                [.declarations(members + alerts + modules)]),
        ]
    }

    private func screensExtension() -> [SwiftCode] {
        let access = context.access
        var members: [[SwiftCode]] = []
        if context.isModule {
            // The app's root calls each root screen's function itself.
        } else if context.hasTabs {
            members.append(
                viewSwitch(
                    doc: "The root view of a tab.", signature: "func root(for tab: \(context.tabType))", subject: "tab",
                    cases: context.graph.stackRoots.map { tab in
                        guard let shown = tab.shows.flatMap(QualifiedName.split),
                            let module = context.graph.modules.first(where: { $0.description.name == shown.module })
                        else { return (context.casePattern(tab), call(tab)) }
                        let screen = SwiftNaming.identifier(shown.own)
                        return (
                            context.casePattern(tab),
                            moduleScreen(module.description, "\(moduleScreens(module.description)).\(screen)()")
                        )
                    }))
        } else {
            members.append([
                .doc("The root view of the stack."),
                .line("\(access)func rootView() -> some View { self.root() }"),
            ])
            members.append([
                .doc("The root view of the stack, as NavGenRuntime's views ask for it."),
                .line(
                    "\(access)func root(for _: \(EmitterContext.runtime("SingleStack"))) -> some View { self.root() }"),
            ])
        }
        // A module without routes has no route enum.
        if !(context.isModule && context.graph.routes.isEmpty) {
            members.append(
                viewSwitch(
                    doc: "The view for a route: the switch behind `navigationDestination(for:)`.",
                    signature: "func destination(for route: \(context.routeType))", subject: "route",
                    cases: cases(context.graph.routes, function: "destination(for:", forRoutes: true)))
        }
        if context.hasModals {
            members.append(
                viewSwitch(
                    doc: "The view for a sheet or cover.",
                    signature: "func modal(for sheet: \(context.sheetType))", subject: "sheet",
                    cases: cases(context.graph.sheets, function: "modal(for:", forRoutes: false)))
        }
        if !context.graph.alerts.isEmpty {
            members.append([
                .doc("What an alert or dialog says: the app's function for it."),
                .block(
                    "\(context.access)func alertText(for alert: \(context.alertType)) -> \(EmitterContext.runtime("AlertText"))",
                    [
                        .switchStatement(
                            "alert",
                            cases: context.graph.alerts.map { alert in
                                ("case \(context.casePattern(alert)):", [.line(callWithoutAnswer(alert))])
                            })
                    ]),
            ])
        }
        if !context.erasesScreenViews { members.append(missingViewDefaults()) }
        return [.block("extension \(context.screensType)", [.declarations(members)])]
    }

    /// One unavailable default per requirement. A conformance without one of the functions (a
    /// screen added to the graph, a `live` parameter where `callback` was meant) then fails with
    /// "unavailable instance method 'menuItem(id:)' was used to satisfy a requirement …" and this
    /// message, naming the screen and the function to write. Without them swiftc cannot infer any
    /// view type and lists every associated type, none naming the missing function. (Where views
    /// are `AnyView`, swiftc's own note names the function.)
    private func missingViewDefaults() -> [SwiftCode] {
        screens.map { screen in
            let kind = screen.kind == .root ? "the root" : "\(context.keyword(of: screen)) '\(screen.name)'"
            let function = "func \(SwiftNaming.identifier(screen.name))(\(context.viewParameterList(screen)))"
            return .line(
                "@available(*, unavailable, message: \"\(context.screensType) has no view for \(kind): write \(function) -> some View\") \(context.access)\(function) -> EmptyView { EmptyView() }"
            )
        }
    }

    /// Above this many cases a `@ViewBuilder` switch is no longer worth its type-checking time
    /// (it grows with the square of the cases: 0.3 s at 50, 17 s at 400), so the switch returns
    /// `AnyView` instead.
    static let viewBuilderSwitchLimit = 64

    /// The call that shows a screen: its function with its arguments. *(5)* A modal that answers
    /// is given its `Answer` by the runtime's `AnswerReader`.
    private func call(_ screen: Screen) -> String {
        guard screen.answerType != nil else { return callWithoutAnswer(screen) }
        let arguments = context.forwardedArguments(screen)
        let reader =
            "\(EmitterContext.runtime("AnswerReader")) { self.\(SwiftNaming.identifier(screen.name))(\(arguments)\(arguments.isEmpty ? "" : ", ")answer: $0) }"
        return context.erasesScreenViews ? "AnyView(\(reader))" : reader
    }

    /// The screen's function with its arguments.
    private func callWithoutAnswer(_ screen: Screen) -> String {
        "self.\(SwiftNaming.identifier(screen.name))(\(context.forwardedArguments(screen)))"
    }

    /// `self.statusScreens`: the screens of module `Status`.
    private func moduleScreens(_ module: ModuleDescription) -> String {
        "self.\(SwiftNaming.identifier(module.screensMember))"
    }

    /// A module's view with the module's navigator in the environment.
    private func moduleScreen(_ module: ModuleDescription, _ view: String) -> String {
        let navigator = SwiftNaming.identifier(module.navigatorMember)
        let screen =
            "\(EmitterContext.runtime("ModuleScreen"))(navigator: { (router: \(context.routerType)) in router.\(navigator) }) { \(view) }"
        // Where every view is an `AnyView`, so is this one.
        return context.erasesScreenViews ? "AnyView(\(screen))" : screen
    }

    /// The pattern and view of each case of a route or sheet enum: the app's own screens, then
    /// one case per module, shown by the module's screens.
    private func cases(_ screens: [Screen], function: String, forRoutes: Bool) -> [(pattern: String, view: String)] {
        let own = screens.filter { !QualifiedName.isModuleScreen($0.name) }.map {
            (pattern: context.casePattern($0), view: call($0))
        }
        return own
            + context.moduleCases(forRoutes: forRoutes).map { module in
                let description = module.description
                return (
                    ".\(SwiftNaming.identifier(description.memberName))(let value)",
                    moduleScreen(description, "\(moduleScreens(description)).\(function) value)")
                )
            }
    }

    /// A function that returns the view of each case of `subject`'s enum.
    private func viewSwitch(doc: String, signature: String, subject: String, cases: [(pattern: String, view: String)])
        -> [SwiftCode]
    {
        guard !cases.isEmpty else {
            // An enum without cases: the empty switch proves no value reaches here.
            return [.doc(doc), .block("\(context.access)\(signature) -> EmptyView", [.line("switch \(subject) {}")])]
        }
        guard cases.count > Self.viewBuilderSwitchLimit || context.erasesScreenViews else {
            return [
                .doc(doc),
                .line("@ViewBuilder"),
                .block(
                    "\(context.access)\(signature) -> some View",
                    [.switchStatement(subject, cases: cases.map { ("case \($0.pattern):", [.line($0.view)]) })]),
            ]
        }
        let erased = context.erasesScreenViews
        return [
            .doc(doc),
            .block(
                "\(context.access)\(signature) -> AnyView",
                [
                    context.switchOverEveryCase(
                        subject, caseCount: cases.count,
                        cases: cases.map { item in
                            (
                                "case \(item.pattern):",
                                [.line(erased ? "return \(item.view)" : "return AnyView(\(item.view))")]
                            )
                        }, fallback: [.line("return AnyView(EmptyView())")])
                ]),
        ]
    }

    /// The runtime's views under the graph's names: the root view, one stack as a view, the
    /// modals as a view modifier, and the URL handler.
    private func viewTypealiases() -> [SwiftCode] {
        let access = context.access
        let screens = "<Screens: \(context.screensType)>"
        var code: [SwiftCode] = []
        let stack = context.hasTabs ? context.tabStackType : context.rootStackType
        let parts = [
            "`\(stack)`" + (context.hasTabs ? " per tab" : ""), context.hasModals ? "`\(context.modalsType)`" : nil,
            "`\(context.urlHandlerType)`",
        ].compactMap { $0 }.joined(separator: ", ")
        code += [
            .doc(
                "\(context.prefix)'s whole navigation (\(parts), and the router in the environment). It follows the router it is given."
            ),
            .line(
                "\(access)typealias \(context.rootViewType)\(screens) = \(EmitterContext.runtime(context.hasTabs ? "TabNavigationRoot" : "StackNavigationRoot"))<Screens>"
            ),
            .blankLine,
            .doc(
                context.hasTabs
                    ? "One tab's `NavigationStack`, bound to its stack in the router: a part of `\(context.rootViewType)`, for an app that lays out its own root."
                    : "The root's `NavigationStack`, bound to the router's stack: a part of `\(context.rootViewType)`, for an app that lays out its own root."
            ),
            .line("\(access)typealias \(stack)\(screens) = \(EmitterContext.runtime("ScreenStack"))<Screens>"),
        ]
        if context.hasModals {
            code += [
                .blankLine,
                .doc(
                    "Presents the router's modals over the view it modifies; apply it inside `.environment(router)`."),
                .line(
                    "\(access)typealias \(context.modalsType)\(screens) = \(EmitterContext.runtime("ModalPresenter"))<Screens>"
                ),
            ]
        }
        code += [
            .blankLine,
            .doc("Opens the app's incoming URLs (`onOpenURL`) through the router; other URLs are left alone."),
            .line(
                "\(access)typealias \(context.urlHandlerType) = \(EmitterContext.runtime("DeepLinkHandler"))<\(context.graphType)>"
            ),
        ]
        return code
    }
}
