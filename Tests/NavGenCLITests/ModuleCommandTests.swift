import Foundation
import Testing

/// The command line over an app made of module graphs (SPEC §5, §2.8): Tests/Graphs/Modular.
@Suite struct ModuleCommandTests {
    static let folder = CLITests.packageRoot.appendingPathComponent("Tests/Graphs/Modular")
    static let modules = ["StatusKit", "AccountKit", "ComposeKit"]

    @Test func lintChecksAnAppAndItsModulesAsOne() throws {
        let clean = try CLITests.run(["lint", "App/toot.nav"] + Self.modules, in: Self.folder)
        #expect(clean.status == 0 && clean.stderr == "" && clean.stdout == "")
        // The app alone names modules it was not given.
        let alone = try CLITests.run(["lint", "App/toot.nav", "--format", "json"], in: Self.folder)
        #expect(alone.status == 1)
        #expect(alone.stdout.contains(#""code": "unknown-module""#))
        #expect(
            alone.stdout.contains(
                #""message": "navgen was given no module graph: give each after the app's graph, or with --modules""#))
    }

    @Test func aModuleAloneIsCheckedAndGeneratedPublic() throws {
        let lint = try CLITests.run(["lint", "StatusKit/status.nav"], in: Self.folder)
        #expect(lint.status == 0 && lint.stderr == "")
        let generate = try CLITests.run(["generate", "StatusKit/status.nav"], in: Self.folder)
        #expect(generate.status == 0)
        #expect(generate.stdout.contains("public enum StatusRoute: Hashable, Codable, Sendable {"))
        #expect(
            generate.stdout.contains(
                "public typealias StatusNavigator = NavGenRuntime.ModuleNavigator<StatusRoute, Never, StatusExit>"))
        let internalOnly = try CLITests.run(
            ["generate", "StatusKit/status.nav", "--access", "internal"], in: Self.folder)
        #expect(internalOnly.stdout.contains("\nenum StatusRoute: Hashable, Codable, Sendable {"))
    }

    @Test func generateWithModulesWritesTheAppsFile() throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Toot.swift").path
        let run = try CLITests.run(
            ["generate", "App/toot.nav", "--modules"] + Self.modules + ["-o", output, "--access", "public"],
            in: Self.folder)
        #expect(run.status == 0 && run.stderr == "")
        let reference = try String(
            contentsOf: CLITests.packageRoot.appendingPathComponent("Tests/References/Toot/Toot.swift"),
            encoding: .utf8)
        #expect(try String(contentsOfFile: output, encoding: .utf8) == reference)
        let missing = try CLITests.run(["generate", "App/toot.nav", "--modules"], in: Self.folder)
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "navgen: error: option '--modules' needs at least one FILE; see 'navgen generate --help'\n")
    }

    @Test func resolveWithModulesNamesEachPatternsFile() throws {
        let run = try CLITests.run(
            ["resolve", "App/toot.nav", "toot://tags/swift/@alice", "--modules"] + Self.modules, in: Self.folder)
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                toot://tags/swift/@alice → tab home, stack [status(.hashtag(tag: "swift")), account(.profile(handle: "alice", tag: "swift"))]
                  matched "/tags/:tag/@:handle" of route Account.profile (AccountKit/account.nav:7:49)

                """)
    }

    /// Issue 47: a module's published link removed was `no changes`, since one `--modules` list
    /// served both versions. With the old version's modules, it breaks the app's links.
    @Test func diffComparesTwoVersionsOfTheWholeApp() throws {
        let directory = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let changed = directory.appendingPathComponent("StatusKit")
        try FileManager.default.createDirectory(at: changed, withIntermediateDirectories: true)
        let status = try String(contentsOf: Self.folder.appendingPathComponent("StatusKit/status.nav"), encoding: .utf8)
        try Data(
            status.replacingOccurrences(
                of: "route detail(id: String) url \"/statuses/:id\"", with: "route detail(id: String)"
            )
            .utf8
        ).write(to: changed.appendingPathComponent("status.nav"))
        let newModules = [
            changed.path, Self.folder.appendingPathComponent("AccountKit").path,
            Self.folder.appendingPathComponent("ComposeKit").path,
        ]
        let same = try CLITests.run(
            ["diff", "App/toot.nav", "App/toot.nav", "--modules"] + newModules, in: Self.folder)
        #expect(same.status == 0 && same.stdout == "no changes\n")
        let run = try CLITests.run(
            ["diff", "App/toot.nav", "App/toot.nav", "--modules"] + newModules + ["--old-modules"] + Self.modules,
            in: Self.folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("[breaking-links]"))
        #expect(run.stdout.contains("StatusKit/status.nav:"))
        #expect(run.stdout.contains("1 breaking for published links"))
    }

    @Test func duplicateURLsOfTwoPackagesAreReportedOnceAtTheLaterOne() throws {
        let folder = CLITests.packageRoot.appendingPathComponent(
            "Tests/Malformed/Modules/06-duplicate-url-across-packages")
        let run = try CLITests.run(
            ["lint", "App/app.nav", "StatusKit/status.nav", "ThreadKit/thread.nav", "--format", "github"], in: folder)
        #expect(run.status == 1)
        #expect(
            run.stdout
                == "::error file=ThreadKit/thread.nav,line=2,col=36,title=duplicate-url::URL pattern \"/statuses/:statusID\" matches the same URLs as \"/statuses/:id\" of 'Status.detail'%0AStatusKit/status.nav:2:30: note: \"/statuses/:id\" is declared here\n"
        )
    }
}
