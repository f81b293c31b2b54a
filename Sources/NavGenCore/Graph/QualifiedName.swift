/// A screen's name in an app's graph composed with its modules (SPEC §2.8): a module's screen is
/// `Module.name`; the app's own have no dot.
///
/// Read as bytes: the emitter asks it of every case of every switch, and `String.contains(_:)`
/// with a string argument compares grapheme clusters, which at 10,000 routes was a third of
/// navgen's time.
enum QualifiedName {
    private static let dot = UInt8(ascii: ".")

    /// Whether `name` is a module's screen.
    static func isModuleScreen(_ name: String) -> Bool {
        name.utf8.contains(dot)
    }

    /// The module and the screen's own name (`Status`, `detail`), or nil for the app's own.
    static func split(_ name: String) -> (module: String, own: String)? {
        guard let index = name.utf8.firstIndex(of: dot) else { return nil }
        return (String(name[..<index]), String(name[name.utf8.index(after: index)...]))
    }

    /// The module of a module's screen (`Status`), or the whole name for the app's own.
    static func module(of name: String) -> String {
        split(name)?.module ?? name
    }

    /// The screen's own name: `detail` of `Status.detail`.
    static func ownName(_ name: String) -> String {
        split(name)?.own ?? name
    }

    /// One identifier for a screen, a module's as its module's member name and its own,
    /// capitalised (`Status.detail` → `statusDetail`): a resolver's outcome case (SPEC §4).
    static func joinedMember(_ name: String) -> String {
        guard let (module, own) = split(name) else { return name }
        return ModuleDescription.memberName(of: module) + own.prefix(1).uppercased() + own.dropFirst()
    }
}
