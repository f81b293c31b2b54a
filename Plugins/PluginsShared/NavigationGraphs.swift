// Shared by navgen's plugins through symbolic links in each plugin's folder: a plugin can
// depend on no library, so this is how they share one definition of which files are graphs,
// what each generates, and which options apply.
import Foundation
import PackagePlugin

/// A `.nav` file of a target, with what navgen makes of it.
struct NavigationGraph {
    var url: URL
    /// The graph's path inside its target, as diagnostics and build logs name it.
    var relativePath: String
    /// A Swift file name unique within the target (Swift rejects two files of one name in a module).
    var generatedFileName: String
    /// `navgen.json` beside the graph, when there is one.
    var configuration: URL?
    var access: String?
    /// For an app's graph that `use`s modules (SPEC §2.8): the module graphs it is checked and
    /// generated with, those of the targets it depends on and of `navgen.json`'s `"modules"`.
    var modules: [URL] = []

    /// The `navgen generate` arguments that write this graph's Swift to `output`.
    func generateArguments(output: URL) -> [String] {
        ["generate", url.path, "-o", output.path] + (access.map { ["--access", $0] } ?? [])
            + (modules.isEmpty ? [] : ["--modules"] + modules.map(\.path))
    }

    /// Whether the graph at `url` is an app's that uses modules: a top-level `use` line (a block's
    /// `use group` is indented or inside braces). Read without navgen, to give it its modules.
    static func usesModules(_ url: URL) -> Bool {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return false }
        return text.split(whereSeparator: \.isNewline).contains { $0.hasPrefix("use ") }
    }

    /// The `.nav` files under `folders`, sorted.
    static func graphs(under folders: [URL]) -> [URL] {
        folders.flatMap { folder -> [URL] in
            guard
                let files = FileManager.default.enumerator(
                    at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            else { return [] }
            return files.compactMap { $0 as? URL }.filter { $0.pathExtension == "nav" }
        }.sorted { $0.path < $1.path }
    }

    /// Every `.nav` file among `files`, in path order, with unique generated names; an app's graph
    /// that uses modules gets `moduleGraphs` and the graphs of its configuration's `"modules"`.
    static func find(in files: [URL], targetDirectory: URL, moduleGraphs: [URL] = []) throws -> [NavigationGraph] {
        let graphs = files.filter { $0.pathExtension == "nav" }.sorted { $0.path < $1.path }
        var taken: Set<String> = []
        return try graphs.map { url in
            let relative = relativePath(of: url, in: targetDirectory)
            // `Navigation/app.nav` → `Navigation_app.navgen.swift`; a repeat gets a number.
            let base = relative.dropLast(".nav".count).replacingOccurrences(of: "/", with: "_")
            var name = base + ".navgen.swift"
            var counter = 2
            while !taken.insert(name.lowercased()).inserted {
                name = "\(base)_\(counter).navgen.swift"
                counter += 1
            }
            let folder = url.deletingLastPathComponent()
            let configuration = folder.appendingPathComponent("navgen.json")
            let settings =
                FileManager.default.fileExists(atPath: configuration.path) ? try Configuration.load(configuration) : nil
            var graph = NavigationGraph(
                url: url, relativePath: relative, generatedFileName: name,
                configuration: settings == nil ? nil : configuration, access: settings?.access)
            if usesModules(url) {
                let configured = NavigationGraph.graphs(
                    under: (settings?.modules ?? []).map { folder.appendingPathComponent($0) })
                // A graph both listed and found through a dependency is given once.
                let found = Set(moduleGraphs.map(\.standardizedFileURL.path))
                graph.modules = moduleGraphs + configured.filter { !found.contains($0.standardizedFileURL.path) }
            }
            return graph
        }
    }

    /// `url`'s path inside `directory`, or its file name when it is outside.
    static func relativePath(of url: URL, in directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : url.lastPathComponent
    }
}

/// `navgen.json`: options for the graphs in its folder; every key is optional.
///
///     { "access": "public", "modules": ["../../Packages/StatusKit/Sources/StatusKit"] }
///
/// `access` is `internal` (the default: the graph's code is visible in its own target, which may
/// use internal types as parameters) or `public` (a navigation module that other targets import).
/// `modules` lists folders, relative to the file's, whose module graphs an app's graph uses: an
/// Xcode app target's plugin sees only its own files (SPEC §6).
struct Configuration: Decodable {
    var access: String?
    var modules: [String]?

    static func load(_ url: URL) throws -> Configuration {
        let configuration: Configuration
        do {
            configuration = try JSONDecoder().decode(Configuration.self, from: Data(contentsOf: url))
        } catch {
            throw PluginFailure("\(url.path): not a navgen configuration: \(error)")
        }
        if let access = configuration.access, access != "public", access != "internal" {
            throw PluginFailure("\(url.path): \"access\" is \"public\" or \"internal\", not \"\(access)\"")
        }
        return configuration
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
