import Testing

@testable import NavGenCore

/// Where the app's file sends each exit of a module (SPEC §2.8, §4 "Modules"), for the shapes the
/// modular reference does not have: an exit no edge uses, bound or not.
@Suite struct ModuleExitEmissionTests {
    static let app = """
        app Shell
        scheme "shell"
        use Feed
        tab home url "/" {
            push Feed.post
            present share
        }
        sheet share(id: Int)
        bind Feed.share -> share
        """
    static let module = """
        module Feed
        route post(id: Int) url "/posts/:id"
        exit share(id: Int)
        exit report
        """

    @Test func unusedExitsAreWarnedAndGoWhereTheyAreBoundOrNowhere() throws {
        let files = [
            SourceFile(name: "App/app.nav", text: Self.app), SourceFile(name: "Feed/feed.nav", text: Self.module),
        ]
        let result = GraphCompiler.check(files)
        #expect(
            result.diagnostics.map { "\($0.range.start.file):\($0.range.start.line) \($0.code.rawValue)" } == [
                "1:3 unused-exit", "1:4 unused-exit",
            ])
        let app = try #require(result.apps[0])
        let swift = SwiftEmitter(options: EmitterOptions(sourceName: "app.nav")).emit(app)
        // Bound to a sheet, the unused `share` is presented; `report`, bound to nothing, goes nowhere.
        #expect(
            swift.contains(
                """
                            exit: { router, exit in
                                switch exit {
                                case .share(let id): router.present(.share(id: id))
                                case .report: break
                                }
                            }
                """))
        #expect(app.modules.map(\.bindings.count) == [1])
    }
}
