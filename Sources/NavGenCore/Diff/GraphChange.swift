/// One difference between two versions of a graph, with what it breaks and where it is in each.
public struct GraphChange: Hashable, Sendable {
    /// Who notices the change once it ships.
    public enum Impact: String, CaseIterable, Sendable {
        /// A URL the old graph opened no longer opens, or opens another screen: links already
        /// published in emails, QR codes and other apps break.
        case breakingLinks = "breaking-links"
        /// Navigation state saved by the old app no longer restores whole.
        case breakingState = "breaking-state"
        /// Code written against the generated API no longer compiles as it is: its types were
        /// renamed.
        case breakingSource = "breaking-source"
        /// Nothing published or saved changes meaning: screens, patterns and edges added, and
        /// also edges removed (no link or saved state depended on one).
        case compatible

        public var isBreaking: Bool { self != .compatible }
    }

    public var impact: Impact
    public var message: String
    /// Where the change is in the old file; nil for something new.
    public var old: SourceRange?
    /// Where the change is in the new file; nil for something removed.
    public var new: SourceRange?
}

/// A checked graph with the syntax it came from (which keeps the places of `app`, `scheme` and `host`).
public struct GraphVersion: Sendable {
    public var graph: NavigationGraph
    public var syntax: GraphSyntax

    public init(graph: NavigationGraph, syntax: GraphSyntax) {
        self.graph = graph
        self.syntax = syntax
    }
}
