import Foundation
import Testing

/// The `navgen` executable as users run it: arguments, exit statuses, what goes where.
@Suite struct CLITests {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

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
        return Run(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
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
        #expect(
            run.stderr == """
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
        #expect(
            run.stdout == "::error file=<stdin>,line=2,col=17,title=unknown-destination::unknown destination 'ghost'\n")
        // A graph named by its absolute path is annotated relative to the current directory, the
        // repository's root in a workflow, which is where GitHub attaches annotations (issue 47).
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let graph = directory.appendingPathComponent("Sources/App/app.nav")
        try FileManager.default.createDirectory(
            at: graph.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.broken.utf8).write(to: graph)
        let absolute = try Self.run(["lint", graph.path, "--format", "github"], in: directory)
        #expect(
            absolute.stdout
                == "::error file=Sources/App/app.nav,line=2,col=17,title=unknown-destination::unknown destination 'ghost'\n"
        )
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
            (
                ["lint", "--frobnicate", "graphs/app.nav"],
                "navgen: error: unknown option '--frobnicate' for 'lint'; see 'navgen lint --help'\n"
            ),
            (["lint", "missing.nav"], "navgen: error: cannot read 'missing.nav': no such file\n"),
            (["lint"], "navgen: error: lint needs at least one FILE; see 'navgen lint --help'\n"),
            (
                ["lint", "--format", "xml", "graphs/app.nav"],
                "navgen: error: unknown format 'xml'; use text, json or github\n"
            ),
            (
                ["generate", "graphs/app.nav", "--access", "open"],
                "navgen: error: unknown access level 'open'; use public or internal\n"
            ),
            (["--bogus"], "navgen: error: unknown option '--bogus'; see 'navgen --help'\n"),
            (["graphs"], "navgen: error: cannot read 'graphs': it is a directory\n"),
            (
                ["resolve", "graphs/app.nav"],
                "navgen: error: resolve needs a FILE and at least one URL; see 'navgen resolve --help'\n"
            ),
            (
                ["check", "graphs/app.nav"],
                "navgen: error: check needs --urls FILE, the URLs to replay; see 'navgen check --help'\n"
            ),
            (
                ["check", "graphs/app.nav", "--urls", "missing.txt"],
                "navgen: error: cannot read 'missing.txt': no such file\n"
            ),
            (
                ["diff", "graphs/app.nav"],
                "navgen: error: diff takes two files, OLD and NEW; see 'navgen diff --help'\n"
            ),
            (
                ["diff", "graphs/app.nav", "graphs/app.nav", "--format", "xml"],
                "navgen: error: unknown format 'xml'; use text, json or github\n"
            ),
            (
                ["graph", "graphs/app.nav", "--format", "png"],
                "navgen: error: unknown format 'png'; use dot or mermaid\n"
            ),
            (
                ["aasa", "graphs/app.nav"],
                "navgen: error: aasa needs --app-id TEAMID.bundle.id; see 'navgen aasa --help'\n"
            ),
            (
                ["aasa", "graphs/app.nav", "--app-id", "com.example"],
                "navgen: error: 'com.example' is not an app ID; write the 10-character team ID, a dot and the bundle identifier (ABCDE12345.com.example.app)\n"
            ),
            (
                ["plist", "graphs/app.nav", "--format", "yaml"],
                "navgen: error: unknown format 'yaml'; use xml or json\n"
            ),
        ]
        for (arguments, message) in cases {
            let run = try Self.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr == message, "\(arguments)")
            #expect(run.stdout == "", "\(arguments)")
        }
    }

    @Test func everyCommandHasHelp() throws {
        let commands = ["lint", "generate", "scaffold", "format", "resolve", "check", "diff", "graph", "aasa", "plist"]
        for arguments in [["--help"]] + commands.map({ [$0, "--help"] }) {
            let run = try Self.run(arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.stdout.hasPrefix("OVERVIEW: "), "\(arguments)")
        }
        let version = try Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("navgen "))
    }

    @Test func plainFilePrintsTheGeneratedSwift() throws {
        let run = try Self.run(["generate", "graphs/app.nav", "--access", "public"])
        #expect(run.status == 0)
        let byDefault = try Self.run(["graphs/app.nav"])
        #expect(byDefault.stdout == run.stdout.replacingOccurrences(of: "public ", with: ""))
        let reference = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Tests/References/Coffee/Coffee.swift"), encoding: .utf8
        )
        #expect(run.stdout == reference)
    }

    @Test func generateWritesOnlyWhenTheBytesChange() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Navigation.swift").path
        let graph = Self.packageRoot.appendingPathComponent("graphs/app.nav").path
        #expect(try Self.run(["generate", graph, "-o", output, "--access", "public"]).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output)
        #expect(try Self.run(["generate", graph, "-o", output, "--access", "public"]).status == 0)
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
        #expect(
            missing.stderr
                == "\(output) is not what the graph generates now; run 'navgen generate graphs/app.nav -o \(output)'\n")
        #expect(!FileManager.default.fileExists(atPath: output))
        #expect(try Self.run(["generate", "graphs/app.nav", "-o", output]).status == 0)
        #expect(try Self.run(["generate", "graphs/app.nav", "-o", output, "--check"]).status == 0)
        #expect(try Self.run(["generate", "graphs/app.nav", "--check"]).status == 2)
    }

    /// A large graph's file is written, compared and checked in pieces (its largest parts are
    /// never copied into one string): the bytes must still be exactly the reference's.
    @Test func largeOutputIsWrittenAndCheckedWhole() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("Large.swift").path
        let graph = "Tests/Graphs/large.nav"
        let reference = try Data(
            contentsOf: Self.packageRoot.appendingPathComponent("Tests/References/Large/Large.swift"))
        #expect(try Self.run(["generate", graph, "-o", output, "--access", "public"]).status == 0)
        #expect(FileManager.default.contents(atPath: output) == reference)
        #expect(try Self.run(["generate", graph, "-o", output, "--check", "--access", "public"]).status == 0)
        #expect(
            String(data: reference, encoding: .utf8)
                == (try Self.run(["generate", graph, "--access", "public"]).stdout))
        // One byte changed deep inside the file, past the first piece, is found.
        var changed = reference
        changed[reference.count - 1000] ^= 0x01
        try changed.write(to: URL(fileURLWithPath: output))
        #expect(try Self.run(["generate", graph, "-o", output, "--check", "--access", "public"]).status == 1)
        #expect(try Self.run(["generate", graph, "-o", output, "--access", "public"]).status == 0)
        #expect(FileManager.default.contents(atPath: output) == reference)
        // The existing file is read a block at a time: one byte more at the end is found too.
        try (reference + Data([0x0A])).write(to: URL(fileURLWithPath: output))
        #expect(try Self.run(["generate", graph, "-o", output, "--check", "--access", "public"]).status == 1)
        #expect(try Self.run(["generate", graph, "-o", output, "--access", "public"]).status == 0)
        #expect(FileManager.default.contents(atPath: output) == reference)
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
        #expect(
            missingDirectory.stderr
                == "navgen: error: cannot write '/nonexistent-navgen-dir/Out.swift': directory '/nonexistent-navgen-dir' does not exist\n"
        )
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
        #expect(
            check.stdout
                == "--- \(graph.path)\n+++ \(graph.path) (formatted)\n@@ -1,2 +1,4 @@\n-tab   home{push a}\n+tab home {\n"
                + "+    push a\n+}\n route a // the route\n")
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
        #expect(first.contains("\nstruct CoffeeAppScreens: CoffeeScreens {"))
        #expect(first.contains("    func menuItem(id: Int) -> some View {\n        Text(\"menuItem \\(id)\")\n    }"))
        try Data("// mine\n".utf8).write(to: output)
        let again = try Self.run(["scaffold", graph, "-o", output.path])
        #expect(again.status == 2)
        #expect(
            again.stderr == "navgen: error: '\(output.path)' already exists; navgen scaffold never overwrites a file\n")
        #expect(try String(contentsOf: output, encoding: .utf8) == "// mine\n")
    }

    /// `scaffold --missing`: a screen added to the graph after the conformance was written.
    @Test func scaffoldPrintsOnlyTheViewsAConformanceLacks() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let screens = directory.appendingPathComponent("Screens.swift")
        let graph = Self.packageRoot.appendingPathComponent("graphs/app.nav").path
        #expect(try Self.run(["scaffold", graph, "-o", screens.path]).status == 0)
        let complete = try Self.run(["scaffold", graph, "--missing", screens.path])
        #expect(complete.status == 0)
        #expect(complete.stdout == "")
        #expect(complete.stderr == "navgen: note: \(screens.path) has a view for every screen of the graph\n")
        let written = try String(contentsOf: screens, encoding: .utf8)
        let lacking = written.replacingOccurrences(
            of: "    func menuItem(id: Int) -> some View {\n        Text(\"menuItem \\(id)\")\n    }\n\n", with: ""
        ).replacingOccurrences(of: "func cart()", with: "func cart(_ unused: Int)")
        try Data(lacking.utf8).write(to: screens)
        let missing = try Self.run(["scaffold", graph, "--missing", screens.path])
        #expect(missing.status == 0)
        #expect(missing.stderr == "navgen: note: \(screens.path) has no view for route menuItem, sheet cart\n")
        #expect(
            missing.stdout == """
                    // The views CoffeeScreens asks for that are not in the file: paste them into its conformance.
                    func menuItem(id: Int) -> some View {
                        Text("menuItem \\(id)")
                    }

                    func cart() -> some View {
                        Text("cart")
                    }

                """)
        #expect(try String(contentsOf: screens, encoding: .utf8) == lacking)
        let both = try Self.run(["scaffold", graph, "--missing", screens.path, "-o", screens.path])
        #expect(both.status == 2)
        #expect(both.stderr == "navgen: error: --missing prints what to add and writes no file; drop -o\n")
        let absent = try Self.run(["scaffold", graph, "--missing", directory.appendingPathComponent("No.swift").path])
        #expect(absent.status == 2)
        // For CI on Linux, where the app's SwiftUI code is not built: --check fails on a missing view.
        let checked = try Self.run(["scaffold", graph, "--missing", screens.path, "--check"])
        #expect(checked.status == 1)
        #expect(checked.stdout == missing.stdout && checked.stderr == missing.stderr)
        try Data(written.utf8).write(to: screens)
        #expect(try Self.run(["scaffold", graph, "--missing", screens.path, "--check"]).status == 0)
        let alone = try Self.run(["scaffold", graph, "--check"])
        #expect(alone.status == 2)
        #expect(alone.stderr == "navgen: error: --check needs --missing Screens.swift, the conformance to check\n")
    }

    // MARK: - Link and graph tools (issue 5)

    @Test func resolveTellsWhatEachURLOpens() throws {
        let run = try Self.run(["resolve", "graphs/app.nav", "coffee://menu/42", "coffee://checkout"])
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(
            run.stdout == """
                coffee://menu/42 → tab menu, stack [menuItem(id: 42)]
                  matched "/menu/:id" of route menuItem (graphs/app.nav:22:29)
                coffee://checkout → sheet cart, stack [checkout]
                  matched "/checkout" of route checkout (graphs/app.nav:27:20)

                """)
        let miss = try Self.run(["resolve", "graphs/app.nav", "coffee://menu/abc", "--format", "json"])
        #expect(miss.status == 1)
        let parsed = try JSONSerialization.jsonObject(with: Data(miss.stdout.utf8)) as? [[String: Any]]
        let first = try #require(parsed?.first)
        #expect(first["matched"] as? Bool == false)
        let nearest = try #require((first["nearest"] as? [[String: Any]])?.first)
        #expect(nearest["reason"] as? String == "wants an Int at segment 2, got `abc`")
    }

    /// SPEC §5 (5): a `secret` screen's values are `<secret>` in `resolve`, text and JSON, unless
    /// `--show-secrets` (issue 43: a one-time invitation key was printed in clear).
    @Test func resolveHidesASecretScreensValues() throws {
        let run = try Self.run(["resolve", "Tests/Graphs/launch.nav", "launch://magic/k3y"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                launch://magic/k3y → sheet magicLink(code: <secret>)
                  matched "/magic/:code" of sheet magicLink (Tests/Graphs/launch.nav:36:61)
                  refused while signedIn holds: the app drops the link (open still returns true)

                """)
        let json = try Self.run(["resolve", "Tests/Graphs/launch.nav", "launch://reset?token=k3y", "--format", "json"])
        // Only the URL as given holds it.
        #expect(json.stdout.components(separatedBy: "k3y").count == 2)
        #expect(json.stdout.contains(#""token": "<secret>""#))
        #expect(json.stdout.contains(#"[.resetPassword(token: <secret>)]"#))
        let shown = try Self.run(["resolve", "Tests/Graphs/launch.nav", "launch://magic/k3y", "--show-secrets"])
        #expect(shown.stdout.hasPrefix("launch://magic/k3y → sheet magicLink(code: \"k3y\")\n"))
    }

    /// SPEC §2.9: a resolver's URL is resolved at run time, to one of its destinations; `check
    /// --urls` counts it as opening, and as resolved.
    @Test func resolveAndCheckTellWhatAResolverLeadsTo() throws {
        let run = try Self.run(["resolve", "Tests/Graphs/rooms.nav", "element://r/elementx:matrix.org"])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                element://r/elementx:matrix.org → resolved at run time by roomAlias(alias: "elementx:matrix.org"): room or roomNotFound
                  matched "/r/:alias" of resolver roomAlias (Tests/Graphs/rooms.nav:39:39)
                  which answers every declared scheme and host
                  requires unlocked: until the app reports it, cover passcode shows instead and the link waits

                """)
        let json = try Self.run(["resolve", "Tests/Graphs/rooms.nav", "element://invite/k3y", "--format", "json"])
        #expect(json.stdout.components(separatedBy: "k3y").count == 2)
        #expect(json.stdout.contains(#""deepLink": "RoomsDeepLink.resolve(.invite(token: <secret>))""#))
        #expect(json.stdout.contains(#""destinations": [\#n        "room",\#n        "inviteExpired"\#n      ]"#))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-resolved-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let urls = directory.appendingPathComponent("urls.txt")
        try Data("element://r/x\nelement://room/1\n".utf8).write(to: urls)
        let check = try Self.run(["check", "Tests/Graphs/rooms.nav", "--urls", urls.path])
        #expect(check.status == 0)
        #expect(
            check.stdout
                == "checked 2 URLs: 2 open a screen (1 resolved at run time; 2 of them once a condition is met)\n")
    }

    /// SPEC §2.10: a link that asks first opens its alert; a secret alert's values stay hidden.
    @Test func resolveTellsWhatAnAlertsLinkShows() throws {
        let run = try Self.run([
            "resolve", "Tests/Graphs/chats.nav", "chats://join/g1", "chats://connect?address=https%3A%2F%2Fx.example",
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout == """
                chats://join/g1 → alert joinGroup(groupID: "g1")
                  matched "/join/:groupID" of alert joinGroup (Tests/Graphs/chats.nav:47:56)
                  requires signedIn: until the app reports it, sheet signIn shows instead and the link waits
                chats://connect?address=https%3A%2F%2Fx.example → alert connect(address: <secret>)
                  matched "/connect?address=:address" of alert connect (Tests/Graphs/chats.nav:52:40)

                """)
    }

    /// A URL whose path a fragment pattern takes but whose fragment it does not is told why, as a
    /// path is (issue 43: "no pattern matches it" and nothing more).
    @Test func resolveTellsWhyAFragmentDoesNotMatch() throws {
        let run = try Self.run([
            "resolve", "Tests/Graphs/links.nav", "https://app.element.io/#/rooms/!abc", "https://matrix.to/#abc",
        ])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                "  nearest \"https://app.element.io/#/room/!:roomID\" of route room (Tests/Graphs/links.nav:19:9): wants `room` at segment 1 of the fragment, got `rooms`\n"
            ))
        #expect(
            run.stdout.contains(
                "  nearest \"https://matrix.to/#/!:roomID?via=:via\" of route room (Tests/Graphs/links.nav:18:9): wants a fragment that is a path (`#/…`), got `#abc`\n"
            ))
    }

    @Test func checkReplaysACorpusAgainstABase() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let corpus = directory.appendingPathComponent("urls.txt")
        try Data("# real links\ncoffee://menu/42\ncoffee://o/E621E1F8-C36C-495A-93FC-0C247A3E6E5F\n".utf8).write(
            to: corpus)
        let clean = try Self.run(["check", "graphs/app.nav", "--urls", corpus.path])
        #expect(clean.status == 0)
        #expect(clean.stdout == "checked 2 URLs: 2 open a screen (1 of them once a condition is met)\n")

        let changed = directory.appendingPathComponent("new.nav")
        let app = try String(contentsOf: Self.packageRoot.appendingPathComponent("graphs/app.nav"), encoding: .utf8)
        try Data(app.replacingOccurrences(of: " url \"/o/:id\"", with: "").utf8).write(to: changed)
        let broken = try Self.run(["check", changed.path, "--urls", corpus.path, "--base", "graphs/app.nav"])
        #expect(broken.status == 1)
        #expect(
            broken.stdout == """
                \(corpus.path):3:1: error: coffee://o/E621E1F8-C36C-495A-93FC-0C247A3E6E5F stopped matching (it opened tab orders, stack [order(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)] under the base graph): nearest pattern "/orders/:id" wants `orders` at segment 1, got `o`
                checked 2 URLs: 1 opens the same screen, 1 failed

                """)
    }

    @Test func diffFailsOnBreakingChangesUnlessAllowed() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let changed = directory.appendingPathComponent("new.nav")
        let app = try String(contentsOf: Self.packageRoot.appendingPathComponent("graphs/app.nav"), encoding: .utf8)
        try Data(app.replacingOccurrences(of: " url \"/o/:id\"", with: "").utf8).write(to: changed)

        let same = try Self.run(["diff", "graphs/app.nav", "graphs/app.nav"])
        #expect(same.status == 0)
        #expect(same.stdout == "no changes\n")

        let breaking = try Self.run(["diff", "graphs/app.nav", changed.path, "--old-name", "main:graphs/app.nav"])
        #expect(breaking.status == 1)
        #expect(
            breaking.stdout == """
                \(changed.path):31:7: error: links to route 'order' such as `/o/00000000-0000-0000-0000-000000000000` (pattern "/o/:id") no longer open anything [breaking-links]
                route order(id: UUID) requires signedIn url "/orders/:id"
                      ^~~~~
                main:graphs/app.nav:31:63: note: in the old graph
                route order(id: UUID) requires signedIn url "/orders/:id" url "/o/:id"
                                                                              ^~~~~~~~
                1 breaking for published links, 0 breaking for saved state, 0 compatible

                """)
        let allowed = try Self.run(["diff", "graphs/app.nav", changed.path, "--allow-breaking", "--format", "github"])
        #expect(allowed.status == 0)
        #expect(
            allowed.stdout.hasPrefix(
                "::warning file=\(changed.path),line=31,col=7,title=breaking-links::links to route 'order'"))
        let json = try Self.run(["diff", "graphs/app.nav", changed.path, "--format", "json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(parsed?["breaking"] as? Bool == true)
        #expect((parsed?["changes"] as? [[String: Any]])?.first?["impact"] as? String == "breaking-links")

        let brokenGraph = try Self.run(["diff", "-", "graphs/app.nav"], stdin: Self.broken)
        #expect(brokenGraph.status == 1)
        #expect(brokenGraph.stderr.hasPrefix("<stdin>:2:17: error: unknown destination 'ghost'"))
    }

    @Test func graphDrawsDOTThatGraphvizRenders() throws {
        let run = try Self.run(["graph", "graphs/app.nav"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                "// Generated by navgen \(try Self.run(["--version"]).stdout.dropFirst(7).dropLast()) from app.nav. Do not edit.\ndigraph \"Coffee\" {\n"
            ))
        let mermaid = try Self.run(["graph", "graphs/app.nav", "--format", "mermaid"])
        #expect(mermaid.stdout.contains("    s_home -. present .-> s_cart\n"))

        // Graphviz where it is installed (`apt-get install graphviz`; .ci/run installs it).
        let dot = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
        guard let dot else {
            print("note: Graphviz 'dot' is not installed; the DOT output was not rendered")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(run.stdout.utf8))
        try input.fileHandleForWriting.close()
        let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(warnings == "")
        #expect(svg.contains("<svg"))
        #expect(svg.contains("<title>cluster_home</title>"))
        #expect(svg.contains("route menuItem(id: Int)"))
    }

    @Test func aasaAndPlistForTheExampleGraph() throws {
        let aasa = try Self.run(["aasa", "graphs/app.nav", "--app-id", "ABCDE12345.com.example.coffee"])
        #expect(aasa.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(aasa.stdout.utf8)) as? [String: Any]
        let details = (document?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        #expect(details?.first?["appIDs"] as? [String] == ["ABCDE12345.com.example.coffee"])
        let paths = (details?.first?["components"] as? [[String: Any]])?.compactMap { $0["/"] as? String }
        #expect(
            paths == [
                "/", "/menu", "/orders", "/profile", "/menu/?*", "/promo/?*", "/checkout", "/orders/?*", "/o/?*",
                "/profile/settings", "/cart", "/signin",
            ])
        let plist = try Self.run(["plist", "graphs/app.nav"])
        #expect(plist.status == 0)
        #expect(
            plist.stdout.contains(
                "\t\t\t<key>CFBundleURLSchemes</key>\n\t\t\t<array>\n\t\t\t\t<string>coffee</string>\n"))
        let noHost = try Self.run(["aasa", "-", "--app-id", "ABCDE12345.com.example.coffee"], stdin: "tab home\n")
        #expect(noHost.status == 1)
        #expect(
            noHost.stderr
                == "navgen: error: <stdin> declares no host; universal links need one, such as host \"example.com\"\n")
    }
}
