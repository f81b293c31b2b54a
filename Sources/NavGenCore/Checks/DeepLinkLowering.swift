/// SPEC §2.5 at build time: what each URL pattern opens — a tab, a stack built by the shortest
/// chain whose every route's required parameters the URL binds, a modal, or a modal's stack —
/// and `unbindable-deep-link` where no chain binds. In an app of modules, a chain passes through
/// exits, which the composed graph has replaced by the screens they lead to.
enum DeepLinkLowering {
    /// The chain searches links share: from the tabs (or the root), and from the modals with a
    /// stack of their own, which links fall back to.
    private struct Chains {
        var fromStackRoots: DeepLinkChainResolver
        var fromModals: DeepLinkChainResolver?

        init(_ graph: ScreenGraph) {
            fromStackRoots = DeepLinkChainResolver(graph: graph, roots: graph.stackRoots)
            // Only a graph with a modal that pushes has modal stacks to fall back to.
            let modalRoots = graph.modalStackRoots
            fromModals = modalRoots.isEmpty ? nil : DeepLinkChainResolver(graph: graph, roots: modalRoots)
        }

        /// The chain to `node` that `bound` can build: from a tab (or the root), else from a modal
        /// with a stack. A tab chain's failure is the one to report, unless no tab chain exists.
        mutating func chain(
            to node: Int, binding bound: [String: DeepLinkChainResolver.BoundValue], canonical: URLPattern?
        ) -> Result<DeepLinkChainResolver.Chain, DeepLinkChainResolver.Failure> {
            var result = fromStackRoots.chain(to: node, binding: bound, canonical: canonical)
            if case .failure(let tabFailure) = result,
                let modalChain = fromModals?.chain(to: node, binding: bound, canonical: canonical)
            {
                if case .success = modalChain {
                    result = modalChain
                } else if case .noChain = tabFailure {
                    result = modalChain
                }
            }
            return result
        }
    }

    static func links(
        in graph: ScreenGraph, reachable: [Bool], into diagnostics: inout DiagnosticBag
    ) -> [DeepLink] {
        var chains = Chains(graph)
        var links: [DeepLink] = []
        let edgesAreExact = graph.likelyMeant.allSatisfy(\.isEmpty)
        let from = graph.stackRoots.contains { graph.screens[$0].kind == .root } ? "the root" : "any tab"
        for (node, screen) in graph.screens.enumerated() {
            for pattern in screen.urlPatterns {
                switch screen.kind {
                case .tab:
                    links.append(
                        DeepLink(screen: screen.name, pattern: pattern, destination: .stackRoot(tab: screen.name)))
                case .root:
                    links.append(DeepLink(screen: screen.name, pattern: pattern, destination: .stackRoot(tab: nil)))
                case .sheet, .cover:
                    links.append(DeepLink(screen: screen.name, pattern: pattern, destination: .modal(screen.name)))
                case .resolver:
                    links.append(DeepLink(screen: screen.name, pattern: pattern, destination: .resolver(screen.name)))
                case .alert, .dialog:
                    links.append(DeepLink(screen: screen.name, pattern: pattern, destination: .alert(screen.name)))
                case .route:
                    let bound = DeepLinkChainResolver.boundValues(of: pattern, parameters: screen.parameters)
                    // Unreachable routes and patterns missing a required parameter are reported already.
                    guard reachable[node], chains.fromStackRoots.firstUnboundParameter(of: node, given: bound) == nil
                    else { continue }
                    let result = chains.chain(to: node, binding: bound, canonical: screen.urlPatterns.first)
                    switch result {
                    case .success(let chain):
                        let root = graph.screens[chain.root]
                        let routes = steps(for: chain, in: graph, bound: bound)
                        warnAboutBorrowedValues(
                            routes, of: screen, pattern: pattern, in: graph, root: root, into: &diagnostics)
                        links.append(
                            DeepLink(
                                screen: screen.name, pattern: pattern,
                                destination: destination(of: routes, from: root, bound: bound)))
                    case .failure(.unbound(let route, let parameter)):
                        let intermediate = graph.screens[route].name
                        var why =
                            parameter.type.isOpaque
                            ? "\(parameter.type.isLive ? "a live" : "an opaque") type no URL carries"
                            : "which the pattern does not bind"
                        // A placeholder of the same type under another name is most likely it.
                        if !parameter.type.isOpaque,
                            let near = screen.parameters.first(where: {
                                $0.type.identity == parameter.type.identity && $0.name != parameter.name
                                    && pattern.binds($0.name)
                            })
                        {
                            why +=
                                "; the pattern binds '\(near.name)' of that type: rename one of them ('\(near.name)' or '\(parameter.name)') so that they match"
                        }
                        diagnostics.append(
                            .error(
                                .unbindableDeepLink,
                                "no stack can be built for '\(screen.name)' from URL pattern \"\(displayable(pattern.text))\": "
                                    + "'\(intermediate)' on the way needs '\(parameter.declaration)', \(why)",
                                at: pattern.range,
                                notes: [
                                    DiagnosticNote(
                                        range: parameter.range,
                                        message: "'\(parameter.name)' of '\(intermediate)' is declared here")
                                ]))
                    case .failure(.tooDeep(let length)):
                        diagnostics.append(
                            .error(
                                .limitExceeded,
                                "no stack can be built for '\(screen.name)' from URL pattern \"\(displayable(pattern.text))\": "
                                    + "the shortest is \(length) screens deep, and a deep link builds at most \(GraphLimits.maximumStackDepth)",
                                at: pattern.range))
                    case .failure(.noChain):
                        // Reachable without a chain: only through a route presented (SPEC §2.3 (5)),
                        // or through a misspelt edge, which is reported at the edge.
                        guard edgesAreExact else { continue }
                        diagnostics.append(
                            .error(
                                .unbindableDeepLink,
                                "no stack can be built for '\(screen.name)' from URL pattern \"\(displayable(pattern.text))\": "
                                    + "no chain of push edges from \(from) or a modal with a stack leads to it; "
                                    + "a link opens a route pushed, also one that is presented elsewhere",
                                at: pattern.range))
                    }
                }
            }
        }
        return links
    }

    /// A stack of `routes` on `root`: a tab's (or the root's), or a modal's with its own arguments.
    private static func destination(
        of routes: [DeepLinkStep], from root: Screen, bound: [String: DeepLinkChainResolver.BoundValue]
    ) -> DeepLinkDestination {
        switch root.kind {
        case .tab: return .stack(tab: root.name, steps: routes)
        case .root: return .stack(tab: nil, steps: routes)
        case .sheet, .cover, .route, .resolver, .alert, .dialog:
            let modal = DeepLinkStep(route: root.name, arguments: arguments(of: root, bound: bound))
            return .modalStack(modal: modal, steps: routes)
        }
    }

    /// *(5)* What each resolver's DEST opens, from its own parameters alone (SPEC §2.9): a tab at
    /// its root, a modal, or the stack §2.5 finds for a route whose every parameter is given;
    /// `unbindable-deep-link` at each DEST naming a route no such stack reaches. `destinations`
    /// are the DESTs as written, with their nodes.
    /// What names the DESTs: a resolver, or *(5)* an alert's button, which may also open an alert
    /// or a resolver.
    enum Opener: String {
        case resolver = "a resolver"
        case button = "a button"
    }

    static func destinationLinks(
        in graph: ScreenGraph, destinations: [(node: Int, name: Name)], opener: Opener = .resolver,
        into diagnostics: inout DiagnosticBag
    ) -> [String: DeepLinkDestination] {
        var chains: Chains?
        var links: [String: DeepLinkDestination] = [:]
        var failures: [Int: String] = [:]
        for (node, name) in destinations {
            let screen = graph.screens[node]
            if links[screen.name] == nil, failures[node] == nil {
                switch screen.kind {
                case .tab: links[screen.name] = .stackRoot(tab: screen.name)
                case .root: links[screen.name] = .stackRoot(tab: nil)
                case .sheet, .cover: links[screen.name] = .modal(screen.name)
                case .alert, .dialog: links[screen.name] = .alert(screen.name)
                case .resolver:
                    // A resolver's DEST that is a resolver is `invalid-resolver`, reported with the DESTs' names.
                    guard opener == .button else { continue }
                    links[screen.name] = .resolver(screen.name)
                case .route:
                    var found = chains ?? Chains(graph)
                    var bound: [String: DeepLinkChainResolver.BoundValue] = [:]
                    for parameter in screen.parameters {
                        bound[parameter.name] = .init(
                            type: parameter.type.identity, isGuaranteed: !parameter.isOptional)
                    }
                    switch found.chain(to: node, binding: bound, canonical: screen.urlPatterns.first) {
                    case .success(let chain):
                        links[screen.name] = destination(
                            of: steps(for: chain, in: graph, bound: bound), from: graph.screens[chain.root],
                            bound: bound
                        )
                    case .failure(.unbound(let route, let parameter)):
                        failures[node] =
                            "'\(graph.screens[route].name)' on the way needs '\(parameter.declaration)', which '\(screen.name)' does not have"
                    case .failure(.tooDeep(let length)):
                        failures[node] =
                            "the shortest stack is \(length) screens deep, and a link builds at most \(GraphLimits.maximumStackDepth)"
                    case .failure(.noChain):
                        failures[node] = "no chain of push edges from a tab or a modal with a stack leads to it"
                    }
                    chains = found
                }
            }
            if let why = failures[node] {
                diagnostics.append(
                    .error(
                        .unbindableDeepLink,
                        "\(opener.rawValue) cannot open '\(screen.name)' from its parameters: \(why)", at: name.range))
            }
        }
        return links
    }

    /// `borrowed-value` (issue 47): a screen on the way whose required parameter the link fills from a
    /// placeholder that is the linked screen's (`/users/:id` filling a trail's `id` on the way to
    /// a user): the app shows trail 3 under user 3. Not where the link lies under that screen's
    /// own: a pattern of that screen that binds the parameter has a path that begins this one's,
    /// placeholder for placeholder (`/r/:subreddit/comments/:id` under the community's
    /// `/r/:subreddit`; `/library/:shelf/:book` under `/library?shelf=:shelf`).
    private static func warnAboutBorrowedValues(
        _ steps: [DeepLinkStep], of screen: Screen, pattern: URLPattern, in graph: ScreenGraph, root: Screen,
        into diagnostics: inout DiagnosticBag
    ) {
        for step in steps.dropLast() {
            guard let route = graph.index[step.route].map({ graph.screens[$0] }) else { continue }
            // A required parameter says which thing the screen is; an optional one (a page, an
            // order) only how it is shown.
            let required = Set(route.parameters.filter(\.isRequired).map(\.name))
            for (parameter, _) in step.arguments
            where required.contains(parameter) && !namesOwnPart(of: route, parameter: parameter, in: pattern) {
                let via = root.kind.isStackRoot ? "" : " in \(root.kind.rawValue) '\(root.name)'"
                diagnostics.append(
                    .warning(
                        .borrowedValue,
                        "URL pattern \"\(displayable(pattern.text))\" opens '\(screen.name)' through '\(route.name)'\(via), and fills the '\(parameter)' of '\(route.name)' with that of '\(screen.name)': a link to one '\(screen.name)' shows an unrelated '\(route.name)' under it; give '\(screen.name)' a chain of its own (an edge from a tab) or name the parameters apart",
                        at: pattern.range,
                        notes: route.parameters.first { $0.name == parameter }.map {
                            [
                                DiagnosticNote(
                                    range: $0.range, message: "'\(parameter)' of '\(route.name)' is declared here")
                            ]
                        } ?? []))
            }
        }
    }

    /// Whether `pattern` lies under `route`'s own: one of `route`'s patterns binds `parameter`,
    /// and its path begins `pattern`'s, segment for segment.
    private static func namesOwnPart(of route: Screen, parameter: String, in pattern: URLPattern) -> Bool {
        route.urlPatterns.contains { own in
            guard own.origin == pattern.origin, own.segments.count <= pattern.segments.count, own.binds(parameter)
            else { return false }
            return zip(own.segments, pattern.segments).allSatisfy { mine, theirs in
                switch (mine, theirs) {
                case (.literal(let a), .literal(let b)): return a == b
                case (.parameter(let a, _), .parameter(let b, _)), (.tail(let a), .tail(let b)): return a == b
                case (.prefixed(let p, let a, _), .prefixed(let q, let b, _)): return p == q && a == b
                default: return false
                }
            }
        }
    }

    /// The stack for a chain: each intermediate route with the parameters the URL binds for it.
    private static func steps(
        for chain: DeepLinkChainResolver.Chain, in graph: ScreenGraph, bound: [String: DeepLinkChainResolver.BoundValue]
    ) -> [DeepLinkStep] {
        chain.routes.enumerated().map { position, route in
            let screen = graph.screens[route]
            guard position < chain.routes.count - 1 else { return DeepLinkStep(route: screen.name, arguments: []) }
            return DeepLinkStep(route: screen.name, arguments: arguments(of: screen, bound: bound))
        }
    }

    /// The parameters of a screen on the way (an intermediate route, or the modal a stack is in)
    /// that the URL binds, by name and type.
    private static func arguments(of screen: Screen, bound: [String: DeepLinkChainResolver.BoundValue]) -> [(
        parameter: String, value: DeepLinkArgument
    )] {
        var arguments: [(parameter: String, value: DeepLinkArgument)] = []
        for parameter in screen.parameters {
            guard let value = bound[parameter.name], value.type == parameter.type.identity else { continue }
            if value.isGuaranteed || parameter.isOptional {
                arguments.append((parameter.name, .urlValue(parameter.name)))
            } else if let fallback = parameter.defaultValue {
                arguments.append((parameter.name, .urlValueOrDefault(parameter.name, fallback)))
            }
        }
        return arguments
    }
}
