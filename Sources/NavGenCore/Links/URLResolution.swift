/// What one URL does in the app: the screen it opens and through which pattern, or why it opens nothing.
public struct URLResolution: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        case opens(deepLink: Int, target: LinkTarget)
        /// Not a URL of this app at all (scheme, host, characters, length).
        case rejected(IncomingURL.Rejection)
        /// A URL of this app that no pattern matches; the nearest patterns first.
        case unmatched(nearest: [URLMatcher.Miss])
    }

    /// What the URL opens instead when a raw-value type refuses a raw value the URL gave it
    /// (`UserID(rawValue: -5)` is nil): navgen cannot run the app's initializer, so it tells both.
    public struct Refusal: Hashable, Sendable {
        /// The raw-value types whose initializers decide, in parameter order.
        public var types: [String]
        /// The next pattern in precedence that takes the URL, and what it opens; nil for nothing.
        public var fallback: (deepLink: Int, target: LinkTarget)?

        public static func == (lhs: Refusal, rhs: Refusal) -> Bool {
            lhs.types == rhs.types && lhs.fallback?.deepLink == rhs.fallback?.deepLink
                && lhs.fallback?.target == rhs.fallback?.target
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(types)
            hasher.combine(fallback?.deepLink)
            hasher.combine(fallback?.target)
        }
    }

    public var url: String
    public var outcome: Outcome
    /// Set when the URL opens a screen through raw values an app type may refuse.
    public var ifRefused: Refusal? = nil
    /// For a URL that opens nothing: the patterns whose path it has, but which answer another
    /// scheme or host (`chat:invite/:code` for `matrix:invite/7`), by index into `deepLinks`.
    public var otherGroups: [Int] = []

    /// The reason it opens nothing, told the shortest way; nil when it opens a screen.
    public var failureReason: String? {
        switch outcome {
        case .opens: return nil
        case .rejected(let rejection): return rejection.description
        case .unmatched(let nearest):
            return nearest.first.map { "nearest pattern \(quotedText($0.pattern)) \($0.reason)" }
                ?? "the graph has no URL patterns"
        }
    }

    public var target: LinkTarget? {
        if case .opens(_, let target) = outcome { return target }
        return nil
    }
}

extension URLMatcher {
    /// Reads, matches and resolves `url`, naming up to `nearest` patterns when nothing matches.
    public func resolve(_ url: String, nearest: Int = 3) -> URLResolution {
        switch read(url) {
        case .failure(let rejection):
            return URLResolution(url: url, outcome: .rejected(rejection))
        case .success(let incoming):
            guard let match = match(url) else {
                // The patterns the app tries this URL against, and the others, of other schemes or hosts.
                let answers = graph.deepLinks.map { incoming.origins.contains($0.pattern.tableOrigin) }
                let answering = graph.deepLinks.indices.filter { answers[$0] }
                let others = graph.deepLinks.indices.filter { !answers[$0] }
                var resolution = URLResolution(
                    url: url,
                    outcome: .unmatched(nearest: nearestMisses(incoming, among: answering, limit: nearest)))
                resolution.otherGroups = others.filter { miss(of: $0, for: incoming) == nil }
                return resolution
            }
            var resolution = URLResolution(
                url: url, outcome: .opens(deepLink: match.deepLink, target: target(of: match)))
            let types = match.rawValueTypes
            if !types.isEmpty {
                // The app goes on to the next pattern in precedence, as the matcher does after any value that does not parse.
                let fallback = self.match(url, skipping: match.deepLink)
                resolution.ifRefused = URLResolution.Refusal(
                    types: types, fallback: fallback.map { ($0.deepLink, target(of: $0)) })
            }
            return resolution
        }
    }
}
