import Foundation
import Testing

@testable import NavGenCore

/// Tests/Graphs/Modular: an app's graph and three module graphs (SPEC §2.8), each generating its
/// file, compared byte for byte with the references `GeneratedCodeTests` compiles as four targets
/// (`StatusKit`, `AccountKit`, `ComposeKit` and the app's `Toot`). `NAVGEN_UPDATE_REFERENCES=1`
/// rewrites them, as for `ReferenceOutputTests`.
@Suite struct ModularReferenceTests {
    static let folder = "Tests/Graphs/Modular"
    /// The app's graph first, then the modules', as `navgen lint` would be given them.
    static let graphs = ["App/toot.nav", "StatusKit/status.nav", "AccountKit/account.nav", "ComposeKit/compose.nav"]
    /// Each graph's reference: a module's is its target's name.
    static let references = ["Toot", "StatusKit", "AccountKit", "ComposeKit"]

    static func files() throws -> [SourceFile] {
        try graphs.map { path in
            SourceFile(
                name: path,
                bytes: Array(
                    try Data(
                        contentsOf: ReferenceOutputTests.packageRoot.appendingPathComponent(folder)
                            .appendingPathComponent(path))))
        }
    }

    /// What each graph generates: the app's file from the whole app, each module's from the module alone.
    static func generated() throws -> [String] {
        let files = try files()
        let app = try #require(GraphCompiler.check(files).apps[0], "the modular app has errors")
        var result = [
            SwiftEmitter(options: EmitterOptions(access: .public, sourceName: "toot.nav")).emit(app)
        ]
        for file in files.dropFirst() {
            let checked = GraphCompiler.check(file)
            let module = try #require(checked.graph, "\(file.name) has errors: \(checked.diagnostics.map(\.message))")
            let name = String(file.name.split(separator: "/").last ?? "")
            result.append(SwiftEmitter(options: EmitterOptions(access: .public, sourceName: name)).emit(module))
        }
        return result
    }

    @Test func generatedCodeMatchesTheReferences() throws {
        for (reference, generated) in zip(Self.references, try Self.generated()) {
            let path = "Tests/References/\(reference)/\(reference).swift"
            let url = ReferenceOutputTests.packageRoot.appendingPathComponent(path)
            if ProcessInfo.processInfo.environment["NAVGEN_UPDATE_REFERENCES"] == "1" {
                try Data(generated.utf8).write(to: url)
                continue
            }
            let text = try String(contentsOf: url, encoding: .utf8)
            if let difference = unifiedDiff(old: text, new: generated, oldName: path, newName: "generated") {
                Issue.record("\(path) is not what the modular graphs generate:\n\(difference)")
            }
        }
    }
}
