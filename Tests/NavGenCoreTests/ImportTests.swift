import Testing

@testable import NavGenCore

/// SPEC §2.3 `import Module`: the modules the app's types live in, imported by the generated file.
@Suite struct ImportTests {
    @Test func importsJoinTheGeneratedFilesImportsSorted() throws {
        let checked = try graph("import Models\nimport AppCore\ntab home")
        #expect(checked.imports == ["Models", "AppCore"])
        let emitted = SwiftEmitter(options: EmitterOptions(sourceName: "x.nav")).emit(checked)
        #expect(
            emitted.contains(
                "\nimport AppCore\nimport Foundation\nimport Models\nimport NavGenRuntime\n@_spi(NavGenGenerated) import NavGenRuntime\n\n"
            ))
    }

    @Test func repeatedAndBuiltInImportsAreWarnedAbout() {
        #expect(
            diagnostics("import Models\nimport Models\nimport Foundation\nimport SwiftUI\ntab home") == [
                "2:8: warning: 'Models' is already imported [duplicate-import]",
                "3:8: warning: the generated file imports 'Foundation' already [duplicate-import]",
                "4:8: warning: the generated file imports 'SwiftUI' already, where SwiftUI exists [duplicate-import]",
            ])
        #expect(
            diagnostics("import\ntab home") == [
                "2:1: error: expected a module name after 'import', found 'tab' [syntax]"
            ])
    }
}
