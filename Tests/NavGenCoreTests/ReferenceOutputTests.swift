import Foundation
import TestSupport
import Testing

@testable import NavGenCore

/// The emitter's output for each graph, compared byte for byte with the checked-in reference that
/// `GeneratedCodeTests` compiles and exercises. After an intended change to the output, run
/// `NAVGEN_UPDATE_REFERENCES=1 swift test --filter ReferenceOutputTests` and review the diff.
@Suite struct ReferenceOutputTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Graph file → reference module, as declared in Package.swift.
    static let references: [(graph: String, module: String)] = [
        ("graphs/app.nav", "Coffee"),
        ("graphs/reader.nav", "Reader"),
        ("Tests/Graphs/keywords.nav", "Edge"),
        ("Tests/Graphs/minimal.nav", "Minimal"),
        ("Tests/Graphs/coffee-v1.nav", "CoffeeLegacy"),
        ("Tests/Graphs/large.nav", "Large"),
        ("Tests/Graphs/social.nav", "Social"),
        ("Tests/Graphs/gated.nav", "Gated"),
        ("Tests/Graphs/walled.nav", "Walled"),
        ("Tests/Graphs/forum.nav", "Forum"),
        ("Tests/Graphs/threads.nav", "Threads"),
        ("Tests/Graphs/live-large.nav", "LiveLarge"),
        ("Tests/Graphs/links.nav", "Links"),
        ("Tests/Graphs/launch.nav", "Launch"),
        ("Tests/Graphs/messenger.nav", "Messenger"),
        ("Tests/Graphs/vault.nav", "Vault"),
        ("Tests/Graphs/rooms.nav", "Rooms"),
        ("Tests/Graphs/chats.nav", "Chats"),
    ]

    /// The module of app types a reference imports, as declared in Package.swift.
    static let models = [
        "Social": "SocialModels", "Forum": "ForumModels", "Threads": "ThreadsModels", "LiveLarge": "ForumModels",
        "Rooms": "RoomsModels", "Chats": "ChatsModels",
    ]

    static func generate(_ graphPath: String) throws -> String {
        let url = packageRoot.appendingPathComponent(graphPath)
        let source = SourceFile(name: graphPath, bytes: Array(try Data(contentsOf: url)))
        let result = GraphCompiler.check(source)
        let graph = try #require(result.graph, "\(graphPath) has errors: \(result.diagnostics.map(\.message))")
        // Public: the references are modules of their own, which the tests import.
        return SwiftEmitter(options: EmitterOptions(access: .public, sourceName: url.lastPathComponent)).emit(graph)
    }

    @Test(arguments: references)
    func generatedCodeMatchesTheReference(graph: String, module: String) throws {
        let generated = try Self.generate(graph)
        let referenceURL = Self.packageRoot.appendingPathComponent("Tests/References/\(module)/\(module).swift")
        if ProcessInfo.processInfo.environment["NAVGEN_UPDATE_REFERENCES"] == "1" {
            try Data(generated.utf8).write(to: referenceURL)
            return
        }
        let reference = try String(contentsOf: referenceURL, encoding: .utf8)
        let path = "Tests/References/\(module)/\(module).swift"
        if let difference = unifiedDiff(
            old: reference, new: generated, oldName: path, newName: "generated from \(graph)")
        {
            Issue.record(
                """
                \(graph) no longer generates \(path):
                \(difference)
                If the change is intended: NAVGEN_UPDATE_REFERENCES=1 swift test --filter ReferenceOutputTests
                """)
        }
    }

    /// Every top-level type a generated file declares (but file-private ones) is the app's name and one of
    /// `NameRules.generatedTypeSuffixes` (which `reserved-name` keeps app types from using), and
    /// docs/language.md lists exactly those.
    @Test func everyGeneratedTypeNameIsListedAndReserved() throws {
        var seen: Set<String> = []
        for (graphPath, _) in Self.references {
            let appName = try #require(
                GraphCompiler.check(
                    SourceFile(
                        name: graphPath,
                        bytes: Array(try Data(contentsOf: Self.packageRoot.appendingPathComponent(graphPath))))
                )
                .graph?.appName)
            for line in try Self.generate(graphPath).split(separator: "\n")

            where !line.hasPrefix(" ") && !line.hasPrefix("/") && !line.hasPrefix("private ")
                && !line.hasPrefix("import ")
            {
                // A file-private declaration hides no type of the app's outside the file.
                let words = line.split(separator: " ")
                guard
                    let keyword = words.firstIndex(where: {
                        ["struct", "enum", "class", "typealias", "protocol"].contains($0)
                    }),
                    keyword + 1 < words.count
                else { continue }
                let name = String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber })
                #expect(name.hasPrefix(appName), "\(graphPath): \(line)")
                let suffix = String(name.dropFirst(appName.count))
                #expect(NameRules.generatedTypeSuffixes.contains(suffix), "\(graphPath): \(name)")
                seen.insert(suffix)
            }
        }
        #expect(seen == NameRules.generatedTypeSuffixes)
        let language = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("docs/language.md"), encoding: .utf8)
        let listed = try #require(
            language.components(separatedBy: "<!-- generated-type-suffixes -->\n").last?.components(
                separatedBy: "\n<!-- end -->"
            ).first)
        #expect(
            listed.replacingOccurrences(of: "\n", with: " ")
                == NameRules.generatedTypeSuffixes.sorted().map { "`Shop\($0)`" }.joined(separator: ", "))
    }

    /// SPEC §4's sizes: the file holds only what is particular to its graph.
    @Test func generatedFilesStayWithinTheSpecsLineCounts() throws {
        #expect(
            try Self.generate("graphs/app.nav").split(separator: "\n", omittingEmptySubsequences: false).count - 1
                <= 450)
        let small = """
            app Small
            tab a "A" icon "a" {
                push r
                present s
            }
            tab b "B" icon "b"
            route r
            sheet s

            """
        let graph = try #require(GraphCompiler.check(SourceFile(name: "small.nav", text: small)).graph)
        let generated = SwiftEmitter(options: EmitterOptions(sourceName: "small.nav")).emit(graph)
        #expect(generated.split(separator: "\n", omittingEmptySubsequences: false).count - 1 <= 250)
    }

    @Test func outputIsDeterministic() throws {
        #expect(try Self.generate("graphs/app.nav") == Self.generate("graphs/app.nav"))
    }

    @Test func headerNamesTheVersionAndTheFileOnly() throws {
        let generated = try Self.generate("graphs/app.nav")
        #expect(generated.hasPrefix("// Generated by navgen \(NavGenVersion.current) from app.nav. Do not edit.\n"))
    }
}
