import Foundation
import Testing

/// The `navgen` executable as users run it: arguments, exit statuses, what goes where.
@Suite struct CLITests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built `navgen`, next to this test bundle in the build directory.
    static var executable: URL {
        var directory = Bundle.main.bundleURL
        if directory.pathExtension == "xctest" { directory.deleteLastPathComponent() }
        return directory.appendingPathComponent("navgen")
    }

    static func run(_ arguments: [String], stdin: String? = nil, in directory: URL = packageRoot) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let output = Pipe()
        let error = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, so a large output cannot fill a pipe and stall the child.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                   stderr: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let broken = "scheme \"s\"\ntab home { push ghost }\n"

    @Test func lintOfACleanGraphExitsZeroSilently() throws {
        let run = try Self.run(["lint", "graphs/app.nav"])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "")
    }

    @Test func lintErrorsGoToStandardErrorWithExitOne() throws {
        let run = try Self.run(["lint", "-"], stdin: Self.broken)
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr == """
            <stdin>:2:17: error: unknown destination 'ghost' [unknown-destination]
            tab home { push ghost }
                            ^~~~~

            """)
    }

    @Test func lintJSONGoesToStandardOutput() throws {
        let run = try Self.run(["lint", "--format", "json", "-"], stdin: Self.broken)
        #expect(run.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]]
        let first = try #require(parsed?.first)
        #expect(parsed?.count == 1)
        #expect(first["file"] as? String == "<stdin>")
        #expect(first["line"] as? Int == 2)
        #expect(first["column"] as? Int == 17)
        #expect(first["severity"] as? String == "error")
        #expect(first["code"] as? String == "unknown-destination")
        #expect(first["message"] as? String == "unknown destination 'ghost'")
        #expect((first["notes"] as? [Any])?.isEmpty == true)
    }

    @Test func lintGitHubFormat() throws {
        let run = try Self.run(["lint", "--format=github", "-"], stdin: Self.broken)
        #expect(run.status == 1)
        #expect(run.stdout == "::error file=<stdin>,line=2,col=17,title=unknown-destination::unknown destination 'ghost'\n")
    }

    @Test func warningsAsErrorsChangesTheExitStatus() throws {
        let graph = "tab home url \"/\"\n"
        #expect(try Self.run(["lint", "-"], stdin: graph).status == 0)
        let strict = try Self.run(["lint", "--warnings-as-errors", "-"], stdin: graph)
        #expect(strict.status == 1)
        #expect(strict.stderr.hasPrefix("<stdin>:1:14: error: URL patterns are declared but no 'scheme' or 'host'"))
    }

    @Test func usageErrorsExitTwoWithOneLine() throws {
        let cases: [([String], String)] = [
            (["lint", "--frobnicate", "graphs/app.nav"], "navgen: error: unknown option '--frobnicate' for 'lint'; see 'navgen lint --help'\n"),
            (["lint", "missing.nav"], "navgen: error: cannot read 'missing.nav': no such file\n"),
            (["lint"], "navgen: error: lint needs at least one FILE; see 'navgen lint --help'\n"),
            (["lint", "--format", "xml", "graphs/app.nav"], "navgen: error: unknown format 'xml'; use text, json or github\n"),
            (["generate", "graphs/app.nav", "--access", "open"], "navgen: error: unknown access level 'open'; use public or internal\n"),
            (["--bogus"], "navgen: error: unknown option '--bogus'; see 'navgen --help'\n"),
            (["graphs"], "navgen: error: cannot read 'graphs': it is a directory\n"),
        ]
        for (arguments, message) in cases {
            let run = try Self.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr == message, "\(arguments)")
            #expect(run.stdout == "", "\(arguments)")
        }
    }

    @Test func everyCommandHasHelp() throws {
        for arguments in [["--help"], ["lint", "--help"], ["generate", "--help"], ["scaffold", "--help"], ["format", "--help"]] {
            let run = try Self.run(arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.stdout.hasPrefix("OVERVIEW: "), "\(arguments)")
        }
        let version = try Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("navgen "))
    }

    @Test func plainFilePrintsTheGeneratedSwift() throws {
        let run = try Self.run(["graphs/app.nav"])
        #expect(run.status == 0)
        let reference = try String(contentsOf: Self.packageRoot.appendingPathComponent("Tests/References/Coffee/Coffee.swift"), encoding: .utf8)
        #expect(run.stdout == reference)
    }

    @Test func generateWritesOnlyWhenTheBytesChange() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Navigation.swift").path
        let graph = Self.packageRoot.appendingPathComponent("graphs/app.nav").path
        #expect(try Self.run(["generate", graph, "-o", output]).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        #expect(try Self.run(["generate", graph, "-o", output]).status == 0)
        let modified = try FileManager.default.attributesOfItem(atPath: output)[.modificationDate] as? Date
        #expect(modified == past)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Navigation.swift"])
    }

    @Test func generateCheckReportsStaleOutputWithoutWriting() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Navigation.swift").path
        let missing = try Self.run(["generate", "graphs/app.nav", "-o", output, "--check"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "\(output) is not what the graph generates now; run 'navgen generate graphs/app.nav -o \(output)'\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try Self.run(["generate", "graphs/app.nav", "-o", output]).status == 0)
        #expect(try Self.run(["generate", "graphs/app.nav", "-o", output, "--check"]).status == 0)
        #expect(try Self.run(["generate", "graphs/app.nav", "--check"]).status == 2)
    }

    @Test func generateWithErrorsWritesNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Navigation.swift")
        let run = try Self.run(["generate", "-", "-o", output.path], stdin: Self.broken)
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let missingDirectory = try Self.run(["generate", "graphs/app.nav", "-o", "/nonexistent-navgen-dir/Out.swift"])
        #expect(missingDirectory.status == 2)
        #expect(missingDirectory.stderr == "navgen: error: cannot write '/nonexistent-navgen-dir/Out.swift': directory '/nonexistent-navgen-dir' does not exist\n")
    }

    @Test func formatPrintsChecksAndWrites() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let graph = directory.appendingPathComponent("g.nav")
        try Data("tab   home{push a}\nroute a // the route\n".utf8).write(to: graph)
        let printed = try Self.run(["format", graph.path])
        #expect(printed.status == 0)
        #expect(printed.stdout == "tab home {\n    push a\n}\nroute a // the route\n")
        let check = try Self.run(["format", "--check", graph.path])
        #expect(check.status == 1)
        #expect(check.stderr == "\(graph.path) is not formatted; run 'navgen format --write \(graph.path)'\n")
        #expect(try Self.run(["format", "--write", graph.path]).status == 0)
        #expect(try String(contentsOf: graph, encoding: .utf8) == printed.stdout)
        #expect(try Self.run(["format", "--check", graph.path]).status == 0)
        #expect(try Self.run(["format", "--check", "graphs/app.nav"]).status == 0)
        #expect(try Self.run(["format", "--check", "--write", graph.path]).status == 2)
    }

    @Test func scaffoldNeverOverwrites() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Screens.swift")
        let graph = Self.packageRoot.appendingPathComponent("graphs/app.nav").path
        #expect(try Self.run(["scaffold", graph, "-o", output.path]).status == 0)
        let first = try String(contentsOf: output, encoding: .utf8)
        #expect(first.contains("public struct CoffeeAppScreens: CoffeeScreens {"))
        #expect(first.contains("public func menuItem(id: Int) -> some View {\n        Text(\"menuItem \\(id)\")\n    }"))
        try Data("// mine\n".utf8).write(to: output)
        let again = try Self.run(["scaffold", graph, "-o", output.path])
        #expect(again.status == 2)
        #expect(again.stderr == "navgen: error: '\(output.path)' already exists; navgen scaffold never overwrites a file\n")
        #expect(try String(contentsOf: output, encoding: .utf8) == "// mine\n")
    }
}
