/// What one URL does in the app: the screen it opens and through which pattern, or why it opens nothing.
public struct URLResolution: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        case opens(deepLink: Int, target: LinkTarget)
        /// Not a URL of this app at all (scheme, host, characters, length).
        case rejected(IncomingURL.Rejection)
        /// A URL of this app that no pattern matches; the nearest patterns first.
        case unmatched(nearest: [URLMatcher.Miss])
    }

    public var url: String
    public var outcome: Outcome

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
                return URLResolution(url: url, outcome: .unmatched(nearest: nearestMisses(incoming, limit: nearest)))
            }
            return URLResolution(url: url, outcome: .opens(deepLink: match.deepLink, target: target(of: match)))
        }
    }
}
