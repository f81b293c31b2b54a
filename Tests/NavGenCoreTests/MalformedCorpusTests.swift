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

    /// Every diagnostic code appears in some expected output, but `too-many-errors`, which needs
    /// more than a thousand errors in one file: `ParserRecoveryTests.tooManyErrorsAreCappedWithACount`
    /// checks it.
    @Test func everyCodeHasAGraph() throws {
        var seen: Set<String> = []
        for name in Self.graphs {
            let expected = Self.directory.appendingPathComponent(String(name.dropLast(".nav".count)) + ".expected")
            let text = try String(contentsOf: expected, encoding: .utf8)
            for code in DiagnosticCode.allCases where text.contains("[\(code.rawValue)]") { seen.insert(code.rawValue) }
        }
        for name in MalformedModuleTests.cases {
            let expected = MalformedModuleTests.directory.appendingPathComponent(name).appendingPathComponent(
                "expected")
            let text = try String(contentsOf: expected, encoding: .utf8)
            for code in DiagnosticCode.allCases where text.contains("[\(code.rawValue)]") { seen.insert(code.rawValue) }
        }
        let missing = DiagnosticCode.allCases.map(\.rawValue).filter { !seen.contains($0) && $0 != "too-many-errors" }
        #expect(missing == [])
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
