/// The SwiftUI half of the output, under `#if canImport(SwiftUI)`: the `PScreens` protocol, its
/// exhaustive switches, and `PRootView`.
struct SwiftUIGlueEmitter {
    let context: EmitterContext

    func code() -> [SwiftCode] {
        var declarations: [[SwiftCode]] = [
            [.line("import SwiftUI")], screensProtocol(), screensExtension(), rootView(),
        ]
        if context.hasTabs || context.hasModals {
            declarations.insert(routerBindings(), at: 1)
        }
        if context.hasModals {
            declarations += [modalsModifier(), modalView()]
        }
        return [.conditional("canImport(SwiftUI)", [.declarations(declarations)])]
    }

    private var screens: [Screen] {
        context.graph.stackRoots + context.graph.routes + context.graph.modals
    }

    private func describe(_ screen: Screen) -> String {
        switch screen.kind {
        case .tab: return "The root of tab `\(screen.name)`."
        case .root: return "The root of the stack."
        case .route, .sheet, .cover: return "`\(screen.kind.rawValue) \(screen.name)`."
        }
    }

    private func screensProtocol() -> [SwiftCode] {
        let members: [[SwiftCode]]
        if context.erasesScreenViews {
            members = screens.map { screen in
                [
                    SwiftCode.doc(describe(screen)),
                    .line("func \(SwiftNaming.identifier(screen.name))(\(context.parameterList(screen))) -> AnyView"),
                ]
            }
        } else {
            let associatedTypes = screens.map { screen in
                [
                    SwiftCode.doc("The view type of `\(screen.name)`."),
                    .line("associatedtype \(NameRules.viewTypeName(for: screen.name)): View"),
                ]
            }
            members =
                associatedTypes
                + screens.map { screen in
                    [
                        SwiftCode.doc(describe(screen)),
                        .line(
                            "@ViewBuilder func \(SwiftNaming.identifier(screen.name))(\(context.parameterList(screen))) -> \(NameRules.viewTypeName(for: screen.name))"
                        ),
                    ]
                }
        }
        let erasure =
            context.erasesScreenViews
            ? "\n\nWith more than \(EmitterContext.associatedViewTypeLimit) screens each view is an `AnyView`: Swift cannot build a protocol with one associated view type per screen at this size."
            : ""
        return [
            .doc(
                """
                What each of \(context.prefix)'s screens shows: one requirement per tab root, route and modal,
                with the screen's parameters. A screen added to the graph stops the build until it has a view.
                """ + erasure),
            .line("@MainActor"),
            .block("\(context.access)protocol \(context.screensType)", [.declarations(members)]),
        ]
    }

    private func screensExtension() -> [SwiftCode] {
        let access = context.access
        var members: [[SwiftCode]] = []
        if context.hasTabs {
            members.append(
                viewSwitch(
                    doc: "The root view of a tab.", signature: "func root(for tab: \(context.tabType))", subject: "tab",
                    cases: context.graph.stackRoots))
        } else {
            members.append([
                .doc("The root view of the stack."),
                .block("\(access)func rootView() -> some View", [.line("self.root()")]),
            ])
        }
        members.append(
            viewSwitch(
                doc: "The view for a route: the switch behind `navigationDestination(for:)`.",
                signature: "func destination(for route: \(context.routeType))", subject: "route",
                cases: context.graph.routes))
        if context.hasModals {
            members.append(
                viewSwitch(
                    doc: "The view for a sheet or cover.",
                    signature: "func modal(for sheet: \(context.sheetType))", subject: "sheet",
                    cases: context.graph.modals))
        }
        return [.block("extension \(context.screensType)", [.declarations(members)])]
    }

    /// Above this many cases a `@ViewBuilder` switch is no longer worth its type-checking time
    /// (it grows with the square of the cases: 0.3 s at 50, 17 s at 400), so the switch returns
    /// `AnyView` instead.
    static let viewBuilderSwitchLimit = 64

    /// A function that returns the view of each case of `subject`'s enum.
    private func viewSwitch(doc: String, signature: String, subject: String, cases: [Screen]) -> [SwiftCode] {
        guard !cases.isEmpty else {
            // An enum without cases: the empty switch proves no value reaches here.
            return [.doc(doc), .block("\(context.access)\(signature) -> EmptyView", [.line("switch \(subject) {}")])]
        }
        func call(_ screen: Screen) -> String {
            "self.\(SwiftNaming.identifier(screen.name))(\(context.forwardedArguments(screen)))"
        }
        guard cases.count > Self.viewBuilderSwitchLimit || context.erasesScreenViews else {
            return [
                .doc(doc),
                .line("@ViewBuilder"),
                .block(
                    "\(context.access)\(signature) -> some View",
                    [
                        .switchStatement(
                            subject, cases: cases.map { ("case \(context.casePattern($0)):", [.line(call($0))]) })
                    ]),
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
                        cases: cases.map { screen in
                            (
                                "case \(context.casePattern(screen)):",
                                [.line(erased ? "return \(call(screen))" : "return AnyView(\(call(screen)))")]
                            )
                        }, fallback: [.line("return AnyView(EmptyView())")])
                ]),
        ]
    }

    /// Writable views of the router's state for `$router[…]` bindings, so no binding needs
    /// closures (whose isolation SwiftUI's SDKs treat differently).
    private func routerBindings() -> [SwiftCode] {
        var members: [[SwiftCode]] = []
        if context.hasTabs {
            members.append([
                .doc("A tab's stack, for `NavigationStack(path: $router[path: tab])`."),
                .block(
                    "subscript(path tab: \(context.tabType)) -> [\(context.routeType)]",
                    [
                        .line("get { path(for: tab) }"),
                        .line("set { setPath(newValue, for: tab) }"),
                    ]),
            ])
        }
        if context.hasModals {
            members.append([
                .doc(
                    """
                    The modal at `level` (0 at the bottom) if it is shown full screen (`true`) or as a sheet
                    (`false`), for `sheet(item:)` and `fullScreenCover(item:)`. Setting nil dismisses it and
                    every modal above it, when it is of that kind; setting a modal presents it at that level.
                    """),
                .block(
                    "subscript(presented level: Int, fullScreen fullScreen: Bool) -> \(context.sheetType)?",
                    [
                        .block(
                            "get",
                            [
                                .line("guard presentations.indices.contains(level) else { return nil }"),
                                .line("let sheet = presentations[level].sheet"),
                                .line("return sheet.isFullScreen == fullScreen ? sheet : nil"),
                            ]),
                        .block(
                            "set",
                            [
                                .line(
                                    "let shown = presentations.indices.contains(level) ? presentations[level].sheet : nil"
                                ),
                                .line(
                                    "guard newValue != shown, newValue != nil || shown?.isFullScreen == fullScreen else { return }"
                                ),
                                .line("presentations.removeSubrange(min(level, presentations.count)...)"),
                                .line("if let newValue { present(newValue) }"),
                            ]),
                    ]),
            ])
        }
        if context.hasModalStacks {
            members.append([
                .doc("The stack of the modal at `level`, for its `NavigationStack(path:)`."),
                .block(
                    "subscript(modalPath level: Int) -> [\(context.routeType)]",
                    [
                        .line("get { presentations.indices.contains(level) ? presentations[level].path : [] }"),
                        .line(
                            "set { if presentations.indices.contains(level) { presentations[level].path = newValue } }"),
                    ]),
            ])
        }
        return [.block("extension \(context.routerType)", [.declarations(members)])]
    }

    private func rootView() -> [SwiftCode] {
        let access = context.access
        var body: [SwiftCode]
        if context.hasTabs {
            body = [
                .block(
                    "TabView(selection: $router.selectedTab)",
                    [
                        .enclosed(
                            "ForEach(\(context.tabType).allCases, id: \\.self) { tab in",
                            [
                                .block(
                                    "NavigationStack(path: $router[path: tab])",
                                    [
                                        .line("screens.root(for: tab)"),
                                        .indented([
                                            .enclosed(
                                                ".navigationDestination(for: \(context.routeType).self) { route in",
                                                [
                                                    .line("screens.destination(for: route)")
                                                ])
                                        ]),
                                    ]),
                                .line(".tabItem { Label(tab.title, systemImage: tab.systemImage) }"),
                                .line(".tag(tab)"),
                            ])
                    ])
            ]
        } else {
            body = [
                .block(
                    "NavigationStack(path: $router.path)",
                    [
                        .line("screens.rootView()"),
                        .indented([
                            .enclosed(
                                ".navigationDestination(for: \(context.routeType).self) { route in",
                                [
                                    .line("screens.destination(for: route)")
                                ])
                        ]),
                    ])
            ]
        }
        if context.hasModals {
            body.append(.line(".modifier(\(context.modalsType)(screens: screens, router: router))"))
        }
        body += [
            .line(".onOpenURL { router.open($0) }"),
            .line(".environment(router)"),
        ]
        let shape =
            context.hasTabs ? "a tab bar whose every tab owns its own `NavigationStack`" : "one `NavigationStack`"
        return [
            .doc(
                """
                \(context.prefix)'s whole navigation: \(shape), destinations registered once on each root,
                \(context.hasModals ? "the router's modals presented over it, " : "")and incoming URLs opened through the router, which is
                also put in the environment.
                """),
            .block(
                "\(access)struct \(context.rootViewType)<Screens: \(context.screensType)>: View",
                [
                    .declarations([
                        [.line("@State private var router: \(context.routerType)")],
                        [.line("private let screens: Screens")],
                        [
                            .doc(
                                "- Parameters:\n  - screens: What each screen shows.\n  - router: The navigation state; keep a reference to drive it, save it or restore it."
                            ),
                            .block(
                                "\(access)init(screens: Screens, router: \(context.routerType))",
                                [
                                    .line("self.screens = screens"),
                                    .line("_router = State(initialValue: router)"),
                                ]),
                        ],
                        [
                            .doc("The tabs (or the root stack) with the modals over them."),
                            .block("\(access)var body: some View", body),
                        ],
                    ])
                ]),
        ]
    }

    /// `PModals`: the router's modals, each presented from the one below it.
    private func modalsModifier() -> [SwiftCode] {
        let access = context.access
        let modals = context.graph.modals
        let present = "modal($0)"
        var body: [SwiftCode] = [.line("content")]
        var presentations: [SwiftCode] = []
        if modals.contains(where: { $0.kind == .sheet }) {
            presentations.append(.line(".sheet(item: $router[presented: level, fullScreen: false]) { \(present) }"))
        }
        if modals.contains(where: { $0.kind == .cover }) {
            presentations += [
                .line("#if os(macOS)"),
                .line(".sheet(item: $router[presented: level, fullScreen: true]) { \(present) }"),
                .line("#else"),
                .line(".fullScreenCover(item: $router[presented: level, fullScreen: true]) { \(present) }"),
                .line("#endif"),
            ]
        }
        body.append(.indented(presentations))
        return [
            .doc(
                """
                Presents the router's modals over the view it modifies. SwiftUI presents one sheet per view, so
                each modal is presented from the one below it; a modal with a stack of its own shows its screen
                in a `NavigationStack` bound to its presentation's path.
                """),
            .block(
                "\(access)struct \(context.modalsType)<Screens: \(context.screensType)>: ViewModifier",
                [
                    .declarations([
                        [.line("private let screens: Screens")],
                        [.line("@Bindable private var router: \(context.routerType)")],
                        [
                            .doc("The position among the router's presentations of the modal presented from here."),
                            .line("private let level: Int"),
                        ],
                        [
                            .doc(
                                "- Parameters:\n  - screens: What each screen shows.\n  - router: The navigation state whose modals are shown."
                            ),
                            .block(
                                "\(access)init(screens: Screens, router: \(context.routerType))",
                                [
                                    .line("self.init(screens: screens, router: router, level: 0)")
                                ]),
                        ],
                        [
                            .block(
                                "fileprivate init(screens: Screens, router: \(context.routerType), level: Int)",
                                [
                                    .line("self.screens = screens"),
                                    .line("_router = Bindable(router)"),
                                    .line("self.level = level"),
                                ])
                        ],
                        [
                            .doc("`content` with the modal at this level presented from it."),
                            .block("\(access)func body(content: Content) -> some View", body),
                        ],
                        [
                            .block(
                                "private func modal(_ sheet: \(context.sheetType)) -> \(context.modalViewType)<Screens>",
                                [
                                    .line(
                                        "\(context.modalViewType)(screens: screens, router: router, sheet: sheet, level: level)"
                                    )
                                ])
                        ],
                    ])
                ]),
        ]
    }

    /// One presented modal, with the modals above it presented from it.
    private func modalView() -> [SwiftCode] {
        var content: [SwiftCode]
        let screen = SwiftCode.line("screens.modal(for: sheet)")
        if context.hasModalStacks {
            content = [
                .block(
                    "if sheet.hasStack",
                    [
                        .block(
                            "NavigationStack(path: $router[modalPath: level])",
                            [
                                screen,
                                .indented([
                                    .enclosed(
                                        ".navigationDestination(for: \(context.routeType).self) { route in",
                                        [
                                            .line("screens.destination(for: route)")
                                        ])
                                ]),
                            ])
                    ], closing: "} else {"),
                .indented([screen]),
                .line("}"),
            ]
        } else {
            content = [screen]
        }
        return [
            .doc(
                "A presented modal's screen, in its own `NavigationStack` when it has a stack, with the modals above it."
            ),
            .block(
                "private struct \(context.modalViewType)<Screens: \(context.screensType)>: View",
                [
                    .declarations([
                        [.line("let screens: Screens")],
                        [.line("@Bindable var router: \(context.routerType)")],
                        [.line("let sheet: \(context.sheetType)")],
                        [.line("let level: Int")],
                        [
                            .block(
                                "var body: some View",
                                [
                                    .line("content"),
                                    .indented([
                                        .line(
                                            ".modifier(\(context.modalsType)(screens: screens, router: router, level: level + 1))"
                                        )
                                    ]),
                                ])
                        ],
                        [.line("@ViewBuilder"), .block("private var content: some View", content)],
                    ])
                ]),
        ]
    }
}
