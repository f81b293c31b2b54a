/// A corpus of real URLs to replay against a graph: one per line, `#` starts a comment line,
/// blank lines and surrounding spaces ignored.
public struct URLCorpus: Sendable {
    public struct Entry: Hashable, Sendable {
        /// 1-based line in the corpus file.
        public var line: Int
        public var url: String
    }

    public var entries: [Entry]

    public init(text: String) {
        var entries: [Entry] = []
        for (index, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }.reversed().drop {
                $0 == " " || $0 == "\t" || $0 == "\r"
            }
            let url = String(trimmed.reversed())
            guard !url.isEmpty, !url.hasPrefix("#") else { continue }
            entries.append(Entry(line: index + 1, url: url))
        }
        self.entries = entries
    }

    /// A URL of the corpus that fails the replay, and how.
    public struct Finding: Hashable, Sendable {
        public enum Kind: Hashable, Sendable {
            /// Opens nothing under the graph (and, with a base, did not under the base either).
            case matchesNothing(reason: String)
            /// Opened `was` under the base graph and opens nothing now.
            case stoppedMatching(was: LinkTarget, reason: String)
            /// Opens another screen than under the base graph.
            case opensAnotherScreen(was: LinkTarget, now: LinkTarget)
        }

        public var entry: Entry
        public var kind: Kind
    }

    /// What a replay found: the URLs that fail, how many open a screen, and how many of those
    /// wait for a condition first (SPEC §2.6).
    public struct Replay: Sendable {
        public var findings: [Finding] = []
        public var opened = 0
        public var waiting = 0
        /// Of those, how many are refused while a `!` condition of theirs holds (SPEC §2.6 *(4)*).
        public var refusable = 0
        /// *(5)* Of those, how many open a resolver, which the app asks where to go (SPEC §2.9).
        public var resolved = 0
    }

    /// Replays every entry against `matcher`; with `base`, compares each with what it opened there.
    public func replay(on matcher: URLMatcher, base: URLMatcher? = nil) -> Replay {
        var findings: [Finding] = []
        var opened = 0
        var waiting = 0
        var refusable = 0
        var resolved = 0
        for entry in entries {
            let now = matcher.resolve(entry.url, nearest: 1)
            let was = base?.resolve(entry.url, nearest: 0).target
            switch (now.target, was) {
            case (let target?, let previous?) where target.screen != previous.screen:
                findings.append(Finding(entry: entry, kind: .opensAnotherScreen(was: previous, now: target)))
            case (let target?, _):
                opened += 1
                let conditions = matcher.graph.linkConditions(toOpen: target)
                if !conditions.required.isEmpty { waiting += 1 }
                if !conditions.excluded.isEmpty { refusable += 1 }
                if case .resolver = target { resolved += 1 }
            case (nil, let previous?):
                findings.append(
                    Finding(entry: entry, kind: .stoppedMatching(was: previous, reason: now.failureReason ?? "")))
            case (nil, nil):
                findings.append(Finding(entry: entry, kind: .matchesNothing(reason: now.failureReason ?? "")))
            }
        }
        return Replay(
            findings: findings, opened: opened, waiting: waiting, refusable: refusable, resolved: resolved)
    }
}
