/// `MODULE.name` as an app's graph writes it after `shows` or `bind` (SPEC §2.8): resolved to a
/// used module and the name inside it, or reported.
enum ModuleReference {
    /// The used module `written` names and the name after its dot; nil, with the error reported at
    /// `written`, when it has no dot (`notQualified`) or names a module the app does not use
    /// (`unknown-module`). `keyword` and `what` word the error: `'bind'` names a module's `exit`.
    static func resolve<Module>(
        _ written: Name, after keyword: String, naming what: String, among modules: [String: Module],
        notQualified: DiagnosticCode, into diagnostics: inout DiagnosticBag
    ) -> (module: Module, name: String)? {
        let parts = written.text.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2, let module = modules[parts[0]] { return (module, parts[1]) }
        let message =
            parts.count == 2
            ? "'\(keyword)' names module '\(parts[0])', which the app does not use; add 'use \(parts[0])'"
            : "'\(keyword)' names a module's \(what) as MODULE.\(what), not '\(written.text)'"
        diagnostics.append(.error(parts.count == 2 ? .unknownModule : notQualified, message, at: written.range))
        return nil
    }
}
