/// The outcome of checking several graphs together: an app's and its modules' (SPEC §2.8, §5).
public struct GraphSetResult: Sendable {
    /// The files checked, in the order given; `SourceLocation.file` indexes them.
    public var files: [SourceFile]
    /// Each app graph's checked graph, by the index of its file; absent when it had errors.
    public var apps: [Int: NavigationGraph]
    /// Each module graph checked alone (one no app graph given uses), by module name; absent when
    /// it had errors.
    public var modules: [String: NavigationGraph]
    /// Every diagnostic, each once, by file and then in source order.
    public var diagnostics: [Diagnostic]
    /// Each file's parse tree, in the order given; nil for a file that could not be read as text.
    public var syntaxes: [GraphSyntax?]
    /// Each app graph's tree with its modules' screens composed in (`Status.detail`), by the
    /// index of its file, errors or not: what `navgen graph` draws.
    public var composedSyntaxes: [Int: GraphSyntax] = [:]

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension GraphCompiler {
    /// Checks graphs as one app (SPEC §2.8): each app graph whole, with the modules it `use`s
    /// composed into it (the module stage runs once for each, its outline), and each module no app
    /// graph uses alone. Files of one module name in one folder are one module; in different
    /// folders they are different targets, `duplicate-module`.
    public static func check(_ files: [SourceFile]) -> GraphSetResult {
        var bag = DiagnosticBag()
        // A file with syntax errors is kept from the results by its errors.
        let syntaxes = files.enumerated().map { index, file in
            let (syntax, diagnostics) = parse(file, index: index)
            for diagnostic in diagnostics { bag.append(diagnostic) }
            return syntax
        }
        // Modules by name, the files of one folder merged.
        var moduleSyntax: [String: (folder: String, header: ModuleHeaderSyntax, syntax: GraphSyntax)] = [:]
        var moduleOrder: [String] = []
        var moduleFiles: [String: Set<Int>] = [:]
        var appIndexes: [(index: Int, syntax: GraphSyntax)] = []
        for (index, syntax) in syntaxes.enumerated() {
            guard let syntax else { continue }
            guard let header = syntax.modules.first else {
                appIndexes.append((index, syntax))
                continue
            }
            let name = header.name.text
            let folder = folder(of: files[index].name)
            guard let known = moduleSyntax[name] else {
                moduleSyntax[name] = (folder, header, syntax)
                moduleOrder.append(name)
                moduleFiles[name] = [index]
                continue
            }
            guard known.folder == folder else {
                bag.append(
                    .error(
                        .duplicateModule,
                        "module '\(name)' is declared in two targets; a module's graphs are in one target's folder",
                        at: header.name.range,
                        notes: [
                            DiagnosticNote(range: known.header.name.range, message: "module '\(name)' is declared here")
                        ]))
                continue
            }
            moduleSyntax[name]?.syntax.append(contentsOf: syntax)
            moduleFiles[name, default: []].insert(index)
        }
        var outlines: [String: ModuleOutline] = [:]
        for name in moduleOrder {
            guard let entry = moduleSyntax[name], let outline = ModuleOutline(entry.syntax, into: &bag) else {
                continue
            }
            outlines[name] = outline
        }
        let lookedIn =
            moduleOrder.isEmpty
            ? "navgen was given no module graph: give each after the app's graph, or with --modules"
            : "navgen looked among the module graphs given: " + moduleOrder.joined(separator: ", ")

        var apps: [Int: NavigationGraph] = [:]
        var composedSyntaxes: [Int: GraphSyntax] = [:]
        var usedModules: Set<String> = []
        for (index, syntax) in appIndexes {
            let composition = AppComposition(app: syntax, modules: outlines, lookedIn: lookedIn)
            var (composed, used) = composition.compose(into: &bag)
            composed.hasSyntaxErrors = syntax.hasSyntaxErrors || used.contains { $0.outline.syntax.hasSyntaxErrors }
            composedSyntaxes[index] = composed
            var checker = GraphChecker(syntax: composed)
            let (graph, checked) = checker.check()
            bag.append(contentsOf: checked)
            for module in used { usedModules.insert(module.outline.name) }
            if var app = graph, !composed.hasSyntaxErrors {
                app.modules = used.map { module in
                    let file = moduleFiles[module.outline.name]?.min()
                    return module.composed(in: app, swiftModule: file.flatMap { target(of: files[$0].name) })
                }
                apps[index] = app
            }
        }
        var modules: [String: NavigationGraph] = [:]
        for name in moduleOrder where !usedModules.contains(name) {
            guard let outline = outlines[name] else { continue }
            let (graph, found) = outline.checkAlone()
            bag.append(contentsOf: found)
            if let graph, !outline.syntax.hasSyntaxErrors { modules[name] = graph }
        }
        // Graphs checked together may find one problem twice (two apps over one module).
        var seen: Set<Diagnostic> = []
        let diagnostics = bag.sorted().filter { seen.insert($0).inserted }
        let failed = Set(diagnostics.filter { $0.severity == .error }.map(\.range.start.file))
        return GraphSetResult(
            // An app is generated only from a set without errors: a module left out (a duplicate)
            // would change what it means.
            files: files, apps: failed.isEmpty ? apps : [:],
            modules: modules.filter { (moduleFiles[$0.key] ?? []).isDisjoint(with: failed) },
            diagnostics: diagnostics, syntaxes: syntaxes, composedSyntaxes: composedSyntaxes)
    }

    /// The SwiftPM target a graph is in, by SwiftPM's layout: the folder under `Sources/`
    /// (`Packages/StatusKit/Sources/StatusKit/status.nav` → `StatusKit`); nil outside one.
    static func target(of name: String) -> String? {
        let parts = name.split(separator: "/")
        guard let sources = parts.lastIndex(of: "Sources"), sources + 2 < parts.count else { return nil }
        return String(parts[sources + 1])
    }

    /// The folder part of a file's name as given (`Sources/Status/status.nav` → `Sources/Status`).
    static func folder(of name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return "" }
        return String(name[..<slash])
    }
}
