/// SPEC §2.5 at build time: what each URL pattern opens — a tab, a stack built by the shortest
/// chain whose every route's required parameters the URL binds, a modal, or a modal's stack —
/// and `unbindable-deep-link` where no chain binds. In an app of modules, a chain passes through
/// exits, which the composed graph has replaced by the screens they lead to.
enum DeepLinkLowering {
    static func links(
        in graph: ScreenGraph, reachable: [Bool], into diagnostics: inout DiagnosticBag
    ) -> [DeepLink] {
        var resolver = DeepLinkChainResolver(graph: graph, roots: graph.stackRoots)
        // Only a graph with a modal that pushes has modal stacks to fall back to.
        let modalRoots = graph.modalStackRoots
        var modalResolver = modalRoots.isEmpty ? nil : DeepLinkChainResolver(graph: graph, roots: modalRoots)
        var links: [DeepLink] = []
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
                case .route:
                    let bound = DeepLinkChainResolver.boundValues(of: pattern, parameters: screen.parameters)
                    // Unreachable routes and patterns missing a required parameter are reported already.
                    guard reachable[node], resolver.firstUnboundParameter(of: node, given: bound) == nil,
                        let canonical = screen.urlPatterns.first
                    else { continue }
                    var result = resolver.chain(to: node, binding: bound, canonical: canonical)
                    if case .failure(let tabFailure) = result,
                        let modalChain = modalResolver?.chain(to: node, binding: bound, canonical: canonical)
                    {
                        // A tab chain's failure is the one to report, unless no tab chain exists.
                        if case .success = modalChain {
                            result = modalChain
                        } else if case .noChain = tabFailure {
                            result = modalChain
                        }
                    }
                    switch result {
                    case .success(let chain):
                        let root = graph.screens[chain.root]
                        let routes = steps(for: chain, in: graph, bound: bound)
                        let destination: DeepLinkDestination
                        switch root.kind {
                        case .tab: destination = .stack(tab: root.name, steps: routes)
                        case .root: destination = .stack(tab: nil, steps: routes)
                        case .sheet, .cover, .route:
                            let modal = DeepLinkStep(route: root.name, arguments: arguments(of: root, bound: bound))
                            destination = .modalStack(modal: modal, steps: routes)
                        }
                        links.append(DeepLink(screen: screen.name, pattern: pattern, destination: destination))
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
                        continue
                    }
                }
            }
        }
        return links
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
