import Foundation
import Testing

@testable import NavGenCore

/// Tests/Malformed: graphs wrong in one way each (a few in several), every one with the exact
/// text diagnostics it must produce in `NNN-name.expected`. None may crash, none may pass.
@Suite struct MalformedCorpusTests {
    static let directory = ReferenceOutputTests.packageRoot.appendingPathComponent("Tests/Malformed")

    static var graphs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".nav") }.sorted()
    }

    @Test func theCorpusHasAtLeastAHundredGraphs() {
        #expect(Self.graphs.count >= 100)
    }

    @Test(arguments: graphs)
    func producesItsExpectedDiagnostics(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let file = SourceFile(name: name, bytes: bytes)
        let result = GraphCompiler.check(file)
        #expect(result.hasErrors)
        #expect(result.graph == nil)
        let expectedURL = Self.directory.appendingPathComponent(String(name.dropLast(".nav".count)) + ".expected")
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(DiagnosticFormatter().format(result.diagnostics, in: file, as: .text) == expected)
    }
}
