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
        declarations += [stackView()]
        if context.hasModals {
            declarations += [modalsModifier(), modalView()]
        }
        declarations += [urlHandler()]
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
                .doc(
                    "The selection of a tab bar that shows `tabs`, for `TabView(selection:)`: setting it is a tap (see `selectFromTabBar(_:popsToRoot:)`)."
                ),
                .block(
                    "subscript(tabBarSelection tabs: [\(context.tabType)], popsToRoot popsToRoot: Bool) -> \(context.tabType)",
                    [
                        .line("get { tabs.contains(selectedTab) ? selectedTab : tabs.first ?? selectedTab }"),
                        .line("set { selectFromTabBar(newValue, popsToRoot: popsToRoot) }"),
                    ]),
            ])
            members.append([
                .doc(
                    "The selected tab as an optional, for a sidebar's `List(selection: $router.tabSelection)`; setting nil changes nothing."
                ),
                .block(
                    "\(context.access)var tabSelection: \(context.tabType)?",
                    [
                        .line("get { selectedTab }"),
                        .line("set { if let newValue { selectedTab = newValue } }"),
                    ]),
            ])
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
        let tabType = context.tabType
        var body: [SwiftCode]
        var members: [[SwiftCode]] = [
            [.line("@State private var router: \(context.routerType)")],
            [.line("private let screens: Screens")],
        ]
        var parameters = ["screens: Screens", "router: \(context.routerType)"]
        var assignments: [SwiftCode] = [
            .line("self.screens = screens"), .line("_router = State(initialValue: router)"),
        ]
        var parameterDocs = [
            "  - screens: What each screen shows.",
            "  - router: The navigation state; keep a reference to drive it, save it or restore it.",
        ]
        if context.hasTabs {
            members += [
                [.line("private let tabs: [\(tabType)]")],
                [.line("private let popsToRootOnReselect: Bool")],
                [.line("private let badge: (\(tabType)) -> Int")],
            ]
            parameters += [
                "tabs: [\(tabType)] = \(tabType).allCases", "popsToRootOnReselect: Bool = true",
                "badge: @escaping (\(tabType)) -> Int = { _ in 0 }",
            ]
            assignments += [
                .line("self.tabs = tabs"), .line("self.popsToRootOnReselect = popsToRootOnReselect"),
                .line("self.badge = badge"),
            ]
            parameterDocs += [
                "  - tabs: The tabs to show, in order. When the selected tab is not among them, the first of them is selected.",
                "  - popsToRootOnReselect: Whether tapping the selected tab again pops its stack to its root, as iOS apps do.",
                "  - badge: The number on each tab's badge, from the app's own state; 0 shows none.",
            ]
            body = [
                .block(
                    "TabView(selection: $router[tabBarSelection: tabs, popsToRoot: popsToRootOnReselect])",
                    [
                        .enclosed(
                            "ForEach(tabs, id: \\.self) { tab in",
                            [
                                .line("\(context.tabStackType)(screens: screens, router: router, tab: tab)"),
                                .indented([
                                    .line(".tabItem { Label(tab.title, systemImage: tab.systemImage) }"),
                                    .line(".tag(tab)"),
                                    .line(".badge(badge(tab))"),
                                ]),
                            ])
                    ]),
                .line(".onChange(of: tabs, initial: true) { router.keepSelection(among: tabs) }"),
            ]
        } else {
            body = [.line("\(context.rootStackType)(screens: screens, router: router)")]
        }
        if context.hasModals {
            body.append(.line(".modifier(\(context.modalsType)(screens: screens, router: router))"))
        }
        body += [
            .line(".modifier(\(context.urlHandlerType)(router: router))"),
            .line(".environment(router)"),
        ]
        let shape =
            context.hasTabs
            ? "a tab bar whose every tab is a `\(context.tabStackType)`" : "the root's `\(context.rootStackType)`"
        let modals = context.hasModals ? " `\(context.modalsType)` over it," : ""
        members += [
            [.doc("- Parameters:\n" + parameterDocs.joined(separator: "\n"))]
                + SwiftCode.function("\(access)init", parameters: parameters, body: assignments),
            [
                .doc("The tabs (or the root stack) with the modals over them."),
                .block("\(access)var body: some View", body),
            ],
        ]
        return [
            .doc(
                """
                \(context.prefix)'s whole navigation: \(shape),\(modals) `\(context.urlHandlerType)` for incoming URLs,
                and the router in the environment. An app that lays out its own root uses the same parts.
                """),
            .block(
                "\(access)struct \(context.rootViewType)<Screens: \(context.screensType)>: View",
                [.declarations(members)]),
        ]
    }

    /// `PTabStack` (or `PRootStack`): one navigation stack with the route destinations registered.
    private func stackView() -> [SwiftCode] {
        let access = context.access
        let hasTabs = context.hasTabs
        let type = hasTabs ? context.tabStackType : context.rootStackType
        var members: [[SwiftCode]] = [
            [.line("private let screens: Screens")],
            [.line("@Bindable private var router: \(context.routerType)")],
        ]
        var parameters = ["screens: Screens", "router: \(context.routerType)"]
        var assignments: [SwiftCode] = [.line("self.screens = screens"), .line("_router = Bindable(router)")]
        if hasTabs {
            members.append([.line("private let tab: \(context.tabType)")])
            parameters.append("tab: \(context.tabType)")
            assignments.append(.line("self.tab = tab"))
        }
        let docs =
            "- Parameters:\n  - screens: What each screen shows.\n  - router: The navigation state that owns the stack."
            + (hasTabs ? "\n  - tab: The tab whose stack it shows." : "")
        members += [
            [.doc(docs), .block("\(access)init(\(parameters.joined(separator: ", ")))", assignments)],
            [
                .doc(
                    hasTabs
                        ? "The tab's root screen and the routes pushed on it."
                        : "The root screen and the routes pushed on it."),
                .block(
                    "\(access)var body: some View",
                    [
                        .block(
                            hasTabs
                                ? "NavigationStack(path: $router[path: tab])" : "NavigationStack(path: $router.path)",
                            [
                                .line(hasTabs ? "screens.root(for: tab)" : "screens.rootView()"),
                                .indented([
                                    .enclosed(
                                        ".navigationDestination(for: \(context.routeType).self) { route in",
                                        [.line("screens.destination(for: route)")])
                                ]),
                            ])
                    ]),
            ],
        ]
        let what = hasTabs ? "One tab's" : "The root's"
        return [
            .doc(
                """
                \(what) `NavigationStack`, bound to its stack in the router, with `navigationDestination(for:)` registered
                once on its root screen. A part of `\(context.rootViewType)`, for an app that lays out its own root.
                """),
            .block("\(access)struct \(type)<Screens: \(context.screensType)>: View", [.declarations(members)]),
        ]
    }

    /// `PURLHandler`: `onOpenURL` feeding the router.
    private func urlHandler() -> [SwiftCode] {
        let access = context.access
        return [
            .doc("Opens the app's incoming URLs (`onOpenURL`) through the router; other URLs are left alone."),
            .block(
                "\(access)struct \(context.urlHandlerType): ViewModifier",
                [
                    .declarations([
                        [.line("private let router: \(context.routerType)")],
                        [.line("private let mode: DeepLinkMode")],
                        [
                            .doc(
                                "- Parameters:\n  - router: The navigation state that shows the links.\n  - mode: How each link is shown: `.replace` (the default) or `.push`."
                            ),
                            .block(
                                "\(access)init(router: \(context.routerType), mode: DeepLinkMode = .replace)",
                                [.line("self.router = router"), .line("self.mode = mode")]),
                        ],
                        [
                            .doc("`content`, opening the URLs it receives."),
                            .block(
                                "\(access)func body(content: Content) -> some View",
                                [.line("content.onOpenURL { router.open($0, mode: mode) }")]),
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
