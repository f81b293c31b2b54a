/// *(5)* The names after a resolver's `->` (SPEC §2.9), resolved to the screens they name: a
/// tab (or the root), a route or a modal, each once. A name that names nothing is `unknown-destination` (with
/// the name it most likely meant), a resolver `invalid-resolver`, as is a resolver with no DEST;
/// a DEST named `nothing` or `link` is `reserved-name`, since its resolver's outcome enum has
/// members of those names.
enum ResolverDestinations {
    /// Every DEST of every resolver, in declaration order, with the node it names; those that
    /// name no screen are left out. `isPartial`: the graph has syntax errors.
    static func resolve(
        _ declarations: [ScreenSyntax], in graph: ScreenGraph, reportedModules: Set<String>, isPartial: Bool,
        into diagnostics: inout DiagnosticBag
    ) -> [(node: Int, name: Name)] {
        var resolved: [(node: Int, name: Name)] = []
        let screenNames = graph.screens.filter { $0.kind != .resolver }.map(\.name)
        for (node, declaration) in declarations.enumerated() where declaration.kind == .resolver {
            let resolver = graph.screens[node].name
            // After a syntax error the declaration may have ended before its `->`.
            if declaration.destinations.isEmpty, !isPartial {
                diagnostics.append(
                    .error(
                        .invalidResolver,
                        "resolver '\(resolver)' leads nowhere: list the screens it may lead to after '->' (-> room, roomNotFound)",
                        at: declaration.nameRange))
            }
            var seen: [String: Name] = [:]
            // The outcome enum's case of each DEST: `Status.detail` and `statusDetail` would be one.
            var cases: [String: Name] = [:]
            for name in declaration.destinations {
                let caseName = QualifiedName.joinedMember(name.text)
                if let first = cases[caseName], first.text != name.text {
                    diagnostics.append(
                        .error(
                            .duplicateName,
                            "'\(name.text)' and '\(first.text)' would both be case '\(caseName)' of the outcomes of resolver '\(resolver)'; list one of them",
                            at: name.range,
                            notes: [DiagnosticNote(range: first.range, message: "'\(first.text)' is listed here")]))
                    continue
                }
                if cases[caseName] == nil { cases[caseName] = name }
                if let first = seen[name.text] {
                    diagnostics.append(
                        .warning(
                            .duplicateEdge, "'\(name.text)' is already a destination of resolver '\(resolver)'",
                            at: name.range, notes: [DiagnosticNote(range: first.range, message: "first listed here")]))
                    continue
                }
                seen[name.text] = name
                guard let target = graph.index[name.text] else {
                    reportUnknownDestination(
                        name, among: screenNames, reportedModules: reportedModules, into: &diagnostics)
                    continue
                }
                guard graph.screens[target].kind != .resolver else {
                    diagnostics.append(
                        .error(
                            .invalidResolver,
                            "resolver '\(resolver)' cannot lead to resolver '\(name.text)': a resolver's destinations are screens; let '\(resolver)' return what '\(name.text)' would",
                            at: name.range,
                            notes: [
                                DiagnosticNote(
                                    range: declarations[target].nameRange, message: "'\(name.text)' is declared here")
                            ]))
                    continue
                }
                let own = QualifiedName.ownName(name.text)
                if own == "nothing" || own == "link" {
                    diagnostics.append(
                        .error(
                            .reservedName,
                            "'\(name.text)' cannot be a resolver's destination: its outcome enum has a member '\(own)' of its own; rename the screen",
                            at: name.range))
                    // Still reachable through the resolver: no follow-on `unreachable`.
                }
                resolved.append((target, name))
            }
        }
        return resolved
    }
}
