/// A type declaration whose members are built and rendered as parts of their own, so that no one
/// tree holds the whole of a large graph's type and its parts are built on every core at once.
/// It reads exactly as `.block(declaration, [.declarations(members)])` after `doc` would.
struct SplitDeclaration: Sendable {
    /// What comes before the declaration: its doc comment.
    var doc: [SwiftCode]
    /// `enum …` or `extension …`, without the brace.
    var declaration: String
    /// The members in order, each a few groups (`.declarations`) built on demand.
    var members: [@Sendable () -> [[SwiftCode]]]
}

/// One top-level part of the emitted file.
enum FilePart: Sendable {
    /// A declaration built and rendered whole.
    case whole(@Sendable () -> [SwiftCode])
    /// A type whose members are parts of their own.
    case split(SplitDeclaration)
}
