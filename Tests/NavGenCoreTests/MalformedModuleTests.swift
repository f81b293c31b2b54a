import Foundation
import Testing

@testable import NavGenCore

/// Tests/Malformed/Modules: apps made of module graphs (SPEC §2.8), wrong in some way each, with
/// the exact diagnostics they produce in `expected`. Each case is a folder: one subfolder per
/// target, the app's in `App/`; the files are checked together, the app's first, as
/// `navgen lint App/app.nav */*.nav` would.
@Suite struct MalformedModuleTests {
    static let directory = MalformedCorpusTests.directory.appendingPathComponent("Modules")

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// The case's graphs, named by their paths inside the case's folder: the app's first.
    static func files(of name: String) throws -> [SourceFile] {
        let folder = directory.appendingPathComponent(name)
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".nav") { paths.append(path) }
        }
        paths.sort { ($0.hasPrefix("App/") ? 0 : 1, $0) < ($1.hasPrefix("App/") ? 0 : 1, $1) }
        return try paths.map {
            SourceFile(name: $0, bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0))))
        }
    }

    @Test(arguments: cases)
    func producesItsExpectedDiagnostics(_ name: String) throws {
        let files = try Self.files(of: name)
        let result = GraphCompiler.check(files)
        #expect(result.hasErrors)
        #expect(result.apps.isEmpty)
        let expected = try String(
            contentsOf: Self.directory.appendingPathComponent(name).appendingPathComponent("expected"), encoding: .utf8)
        #expect(DiagnosticFormatter().format(result.diagnostics, in: files, as: .text) == expected)
    }
}
