/// Finds the URLs the old graph opened that the new graph no longer opens, or opens on another
/// screen, by replaying witnesses of every old pattern through both matchers.
///
/// The witnesses of a pattern are URLs it matches: one with a sample value per placeholder
/// (required query items only, then every query item), one per placeholder with each other value
/// class of its type (so `Int` → `Bool` is seen to refuse `2`), and one per new pattern that
/// overlaps it — the URLs a new literal or typed pattern would now take from it. A witness that
/// the old graph sends elsewhere is not one of the pattern's URLs and is skipped.
struct PublishedLinkComparison {
    let oldMatcher: URLMatcher
    let newMatcher: URLMatcher
    /// Old screen name → new, for renamed screens: their links still open the same screen.
    let renames: [String: String]

    init(old: NavigationGraph, new: NavigationGraph, renames: [String: String] = [:]) {
        oldMatcher = URLMatcher(graph: old)
        newMatcher = URLMatcher(graph: new)
        self.renames = renames
    }

    /// The name a screen of the old graph has in the new one.
    private func newName(of screen: String) -> String {
        renames[screen] ?? screen
    }

    /// At most this many overlapping new patterns are tried per old pattern, so that a pattern of
    /// placeholders alone over a huge graph stays cheap.
    static let overlapLimit = 64

    func changes() -> [GraphChange] {
        var changes: [GraphChange] = []
        let oldGraph = oldMatcher.graph
        let newGraph = newMatcher.graph
        for (index, link) in oldGraph.deepLinks.enumerated() {
            if let narrowing = narrowing(of: link) {
                changes.append(narrowing)
                continue
            }
            if let newScreen = newGraph.screen(named: newName(of: link.screen)),
                addsRequiredParameter(to: link.screen, now: newScreen)
            {
                continue  // GraphDiff reports the new parameter.
            }
            let kind = oldGraph.screen(named: link.screen)?.kind.rawValue ?? "screen"
            for witness in witnesses(of: link) {
                // Each witness is tried as a link of every scheme and host the old pattern answered:
                // a pattern moved from every host to one breaks its links on the others.
                let candidates = links(for: witness, of: link.pattern).filter {
                    oldMatcher.match($0.url)?.deepLink == index
                }
                // One the new graph no longer opens, if there is one, is the one to tell; when the
                // others still open, the whole link says on which scheme or host it broke.
                let failing = candidates.filter { newMatcher.match($0.url) == nil }
                guard let chosen = failing.first ?? candidates.first else { continue }
                let url = chosen.url
                let shown = !failing.isEmpty && failing.count < candidates.count ? url : chosen.shown
                let what =
                    "links to \(kind) '\(link.screen)' such as `\(shown)` (pattern \(quotedText(link.pattern.text)))"
                guard let newMatch = newMatcher.match(url) else {
                    changes.append(
                        GraphChange(
                            impact: .breakingLinks, message: "\(what) no longer open anything",
                            old: link.pattern.range, new: newGraph.screen(named: newName(of: link.screen))?.range))
                    break
                }
                let newLink = newGraph.deepLinks[newMatch.deepLink]
                if newLink.screen != newName(of: link.screen) {
                    let newKind = newGraph.screen(named: newLink.screen)?.kind.rawValue ?? "screen"
                    changes.append(
                        GraphChange(
                            impact: .breakingLinks, message: "\(what) now open \(newKind) '\(newLink.screen)'",
                            old: link.pattern.range, new: newLink.pattern.range))
                    break
                }
                if let was = stack(of: link.destination, in: oldGraph, renamed: true),
                    let now = stack(of: newLink.destination, in: newGraph, renamed: false),
                    was != now
                {
                    changes.append(
                        GraphChange(
                            impact: .compatible, message: "\(what) now open it on \(now) instead of \(was)",
                            old: link.pattern.range, new: newLink.pattern.range))
                    break
                }
            }
        }
        let oldNames = Dictionary(uniqueKeysWithValues: renames.map { ($0.value, $0.key) })
        for link in newGraph.deepLinks {
            let existed =
                oldGraph.screen(named: oldNames[link.screen] ?? link.screen)?.urlPatterns.contains {
                    $0.text == link.pattern.text
                } ?? false
            if !existed {
                changes.append(
                    GraphChange(
                        impact: .compatible,
                        message: "URL pattern \(quotedText(link.pattern.text)) of '\(link.screen)' added",
                        old: nil, new: link.pattern.range))
            }
        }
        return changes
    }

    /// The stack a link's route is shown on: `the stack of tab 'home'`, `the root's stack`,
    /// `the stack of sheet 'cart'`;
    /// nil for a link to a tab or a modal itself. Old names are given in the new graph's terms.
    private func stack(of destination: DeepLinkDestination, in graph: NavigationGraph, renamed: Bool) -> String? {
        func name(_ screen: String) -> String { renamed ? newName(of: screen) : screen }
        switch destination {
        case .stack(let tab?, _): return "the stack of tab '\(name(tab))'"
        case .stack(nil, _): return "the root's stack"
        case .modalStack(let modal, _):
            let kind = graph.screen(named: modal.route)?.kind.rawValue ?? "sheet"
            return "the stack of \(kind) '\(name(modal.route))'"
        case .stackRoot, .modal, .resolver, .alert: return nil
        }
    }

    /// Whether the screen gained a required parameter, which changes every one of its patterns.
    private func addsRequiredParameter(to name: String, now newScreen: Screen) -> Bool {
        let oldNames = Set(oldMatcher.graph.screen(named: name)?.parameters.map(\.name) ?? [])
        return newScreen.parameters.contains { $0.isRequired && !oldNames.contains($0.name) }
    }

    /// A placeholder of `link` whose counterpart, in the same screen's pattern of the same shape,
    /// now accepts fewer values.
    private func narrowing(of link: DeepLink) -> GraphChange? {
        guard let newScreen = newMatcher.graph.screen(named: newName(of: link.screen)) else { return nil }
        if let reshaped = reshaping(of: link, among: newScreen.urlPatterns) { return reshaped }
        for pattern in newScreen.urlPatterns where pattern.segments.count == link.pattern.segments.count {
            let pairs = zip(link.pattern.segments, pattern.segments)
            let sameShape = pairs.allSatisfy { old, new in
                switch (old, new) {
                case (.literal(let a), .literal(let b)): return a == b
                case (.parameter, .parameter), (.tail, .tail): return true
                case (.prefixed(let a, _, _), .prefixed(let b, _, _)): return a == b
                default: return false
                }
            }
            guard sameShape else { continue }
            var narrowed: [(name: String, from: BuiltinType, to: BuiltinType)] = []
            for (old, new) in pairs {
                guard let from = old.placeholder, let to = new.placeholder?.type, !to.accepts(everyValueOf: from.type)
                else { continue }
                narrowed.append((from.name, from.type, to))
            }
            for item in link.pattern.query {
                if let counterpart = pattern.query.first(where: { $0.key == item.key }),
                    !counterpart.type.accepts(everyValueOf: item.type)
                {
                    narrowed.append((item.parameter, item.type, counterpart.type))
                }
            }
            guard let first = narrowed.first else { continue }
            return GraphChange(
                impact: .breakingLinks,
                message:
                    "placeholder ':\(first.name)' of \(quotedText(link.pattern.text)) narrowed from \(first.from.rawValue) to \(first.to.rawValue): published links whose value is not \(first.to.article) \(first.to.rawValue) no longer open anything",
                old: link.pattern.range, new: pattern.range)
        }
        return nil
    }

    /// A pattern of the same screen that differs from `link`'s in one segment only, by a prefix
    /// or a tail put in or taken out: narrowed (breaking) or widened (compatible).
    private func reshaping(of link: DeepLink, among patterns: [URLPattern]) -> GraphChange? {
        let old = link.pattern
        for pattern in patterns where pattern.segments.count == old.segments.count && pattern.text != old.text {
            let differing = zip(old.segments, pattern.segments).enumerated().filter {
                $0.element.0.shapeKey != $0.element.1.shapeKey
            }
            guard differing.count == 1,
                let (position, (before, after)) = differing.first.map({ ($0.offset, $0.element) })
            else { continue }
            let what = "\(quotedText(old.text)) became \(quotedText(pattern.text))"
            switch (before, after) {
            case (.parameter(let name, let type), .prefixed(let prefix, _, let newType)) where newType == type:
                return GraphChange(
                    impact: .breakingLinks,
                    message:
                        "\(what): placeholder ':\(name)' narrowed by the prefix '\(displayable(prefix))'; published links whose segment \(position + 1) does not start with it no longer open anything",
                    old: old.range, new: pattern.range)
            case (.prefixed(let prefix, let name, let type), .parameter(_, let newType)) where newType == type:
                return GraphChange(
                    impact: .compatible,
                    message:
                        "\(what): placeholder ':\(name)' widened, the prefix '\(displayable(prefix))' dropped; links with the prefix now bind it as part of the value",
                    old: old.range, new: pattern.range)
            case (.parameter(let name, .string), .tail):
                return GraphChange(
                    impact: .compatible,
                    message: "\(what): ':\(name)' widened to a tail; deeper paths open the screen too",
                    old: old.range, new: pattern.range)
            case (.tail(let name), .parameter(_, .string)):
                return GraphChange(
                    impact: .breakingLinks,
                    message:
                        "\(what): the tail '*\(name)' narrowed to one segment; published links with more segments there no longer open anything",
                    old: old.range, new: pattern.range)
            default:
                continue
            }
        }
        return nil
    }

    // MARK: - Witnesses

    private func witnesses(of link: DeepLink) -> [IncomingURL] {
        let pattern = link.pattern
        let screen = oldMatcher.graph.screen(named: link.screen)
        let base = pattern.segments.map(Self.sample)
        var required: [String: String] = [:]
        var every: [String: String] = [:]
        for item in pattern.query {
            every[item.key] = item.type.sampleValue
            if screen?.requires(item) ?? true {
                required[item.key] = item.type.sampleValue
            }
        }
        var result = [IncomingURL(segments: base, query: required), IncomingURL(segments: base, query: every)]
        for (position, segment) in pattern.segments.enumerated() {
            let prefix: String
            let type: BuiltinType
            switch segment {
            case .parameter(_, let kind): (prefix, type) = ("", kind)
            case .prefixed(let text, _, let kind): (prefix, type) = (text, kind)
            case .literal, .tail: continue
            }
            for value in type.otherSampleValues {
                var segments = base
                segments[position] = prefix + value
                result.append(IncomingURL(segments: segments, query: required))
            }
        }
        for segments in newMatcher.overlappingPaths(with: pattern, limit: Self.overlapLimit) {
            result.append(IncomingURL(segments: segments, query: every))
        }
        return result
    }

    /// A witness as links of every scheme and host the pattern answers in the old graph, each
    /// with how a message shows it: the path alone (`/menu/2?src=x`) for a pattern that begins
    /// with `/`, the whole link for the other forms.
    private func links(for witness: IncomingURL, of pattern: URLPattern) -> [(url: String, shown: String)] {
        var path = Self.path(of: witness)
        if let fragment = pattern.fragment {
            path +=
                (fragment.isValue ? "#" : "#/") + fragment.segments.map { Self.sample(of: $0) }.joined(separator: "/")
        }
        let graph = oldMatcher.graph
        switch pattern.origin {
        case .declared:
            // A scheme's link without `//` reads as its path, whatever its first segment holds. A
            // scheme or host the new graph no longer declares is reported once, as removed.
            let new = newMatcher.graph
            return graph.schemes.filter(new.schemes.contains).map { ("\($0):\(path)", path) }
                + graph.hosts.filter(new.hosts.contains).map { ("https://\($0)\(path)", path) }
        case .scheme(let name, _):
            return [("\(name):\(path)", "\(name):\(path)")]
        case .host(let host):
            let url = "https://\(host)\(path)"
            return [(url, url)]
        case .hostSuffix(let domain, _):
            let url = "https://example.\(domain)\(path)"
            return [(url, url)]
        case .anyHost:
            let url = "https://example.org\(path)"
            return [(url, url)]
        }
    }

    /// A segment's plainest text. A tail's witness is one segment: the fewest it matches.
    private static func sample(of segment: URLPattern.Segment) -> String {
        switch segment {
        case .literal(let text): return text
        case .parameter(_, let type): return type.sampleValue
        case .prefixed(let prefix, _, let type): return prefix + type.sampleValue
        case .tail: return BuiltinType.string.sampleValue
        }
    }

    /// A witness as a reader would type it: `/menu/2?src=x`.
    static func path(of url: IncomingURL) -> String {
        var text = "/" + url.segments.map(percentEncodedPathSegment).joined(separator: "/")
        if !url.query.isEmpty {
            text +=
                "?"
                + url.query.sorted { $0.key < $1.key }.map {
                    "\(percentEncodedPathSegment($0.key))=\(percentEncodedPathSegment($0.value))"
                }
                .joined(separator: "&")
        }
        return text
    }
}

extension BuiltinType {
    /// Whether every URL value of `other` is also a value of this type.
    func accepts(everyValueOf other: BuiltinType) -> Bool {
        self == other || self == .string || (self == .double && other == .int)
    }

    /// Values of this type outside `sampleValue`'s class: `2` is an `Int` but not a `Bool`.
    var otherSampleValues: [String] {
        switch self {
        case .int: return ["2", "-7"]
        case .double: return ["2", "0.25"]
        case .bool: return ["0", "false"]
        case .string: return ["2", "true"]
        case .uuid, .url: return []
        }
    }
}
