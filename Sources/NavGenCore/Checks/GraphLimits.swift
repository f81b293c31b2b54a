/// The sizes navgen accepts, so that any input is handled in bounded time and memory. Each is
/// far beyond a real app's navigation (docs/language.md, "Limits").
public enum GraphLimits {
    /// Bytes in a graph file: 16 MiB, room for a few hundred thousand declarations.
    public static let maximumFileSize = 16 * 1024 * 1024

    /// Tabs in one graph. A tab bar shows five; every tab costs a pass over the graph.
    public static let maximumTabCount = 64

    /// Screens in the stack a deep link builds.
    public static let maximumStackDepth = 64

    /// Edges once `use` and `global` are expanded, counting each edge of each block and group
    /// once. A few lines of groups can stand for every screen pushing every other, which would
    /// otherwise take time and memory in the square of the file's size.
    public static let maximumExpandedEdges = 2_000_000
}
