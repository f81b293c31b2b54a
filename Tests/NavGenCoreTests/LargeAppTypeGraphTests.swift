import Foundation
import TestSupport
import Testing

@testable import NavGenCore

/// A graph past `EmitterContext.exhaustiveSwitchLimit` takes the emitter's table paths: values in
/// typed slots, URLs written from a layout. This one, with app types, raw values, aliases, URLs
/// and arrays among its parameters, is compiled with its app types and run.
@Suite struct LargeAppTypeGraphTests {
    static let models = """
        import Foundation

        public struct Account: Hashable, Codable, Sendable {
            public var name: String
            public init(name: String) { self.name = name }
        }

        public enum Visibility: String, Hashable, Codable, Sendable { case open, closed }

        public struct Contact: Identifiable, Hashable, Codable, Sendable {
            public var id: UUID
        }

        """

    static let main = """
        import Foundation
        import Models

        let contact = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))
        let routes: [BigRoute] = [
            .r3(id: 5),
            .acct(v: .closed, id: contact),
            .tagged(tags: ["x", "a&b"], vs: [.open, .closed], next: URL(string: "https://e.example/a?b=1")),
            .tagged(tags: [], vs: nil, next: nil),
            .tagged(tags: [""], vs: nil, next: nil),
        ]
        for route in routes {
            let url = route.url
            print(url?.absoluteString ?? "nil", url.map { BigDeepLink(url: $0) == .stack(.home, [route]) } ?? false)
        }
        print(BigDeepLink(string: "big://acct/ajar/01020304-0506-0708-090A-0B0C0D0E0F10") == nil)
        print(BigDeepLink(string: "big://tagged?v=closed&t=q&v=open") == .stack(.home, [.tagged(tags: ["q"], vs: [.closed, .open])]))
        let model = BigRoute.model(account: Account(name: "a"), list: [Account(name: "b")])
        print(model.url == nil, model == .model(account: Account(name: "a"), list: [Account(name: "b")]), model == .model(account: Account(name: "a")))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode([model, routes[2]])
        print(String(decoding: data, as: UTF8.self))
        print(try JSONDecoder().decode([BigRoute].self, from: data) == [model, routes[2]])

        """

    static var graph: String {
        var lines = [
            "app Big", "import Models", "scheme \"big\"", "type Account", "type Visibility: String",
            "type Contact.ID = UUID",
        ]
        let numbered = (0..<205).map { "r\($0)" }
        lines.append("tab home url \"/\" { push \((numbered + ["acct", "tagged", "model"]).joined(separator: ", ")) }")
        lines += numbered.map { "route \($0)(id: Int) url \"/\($0)/:id\"" }
        lines += [
            "route acct(v: Visibility, id: Contact.ID) url \"/acct/:v/:id\"",
            "route tagged(tags: [String] = [], vs: [Visibility]?, next: URL?) url \"/tagged?t=:tags&v=:vs&n=:next\"",
            "route model(account: Account, list: [Account]?)",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func compilesAndRuns() throws {
        let checked = try #require(GraphCompiler.check(SourceFile(name: "big.nav", text: Self.graph)).graph)
        let generated = SwiftEmitter(options: EmitterOptions(sourceName: "big.nav")).emit(checked)
        // The table paths, not the switches.
        #expect(generated.contains("fileprivate enum Slot"))
        #expect(generated.contains("case queryItems(String, Slot)"))
        #expect(generated.contains("visibilityArray0.map { $0.map { String._linkText($0.rawValue) } }"))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-big-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ name: String, _ text: String) throws -> String {
            let url = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: url)
            return url.path
        }
        let runtime = try RuntimeBuild.sources(in: ReferenceOutputTests.packageRoot)
        let builtRuntime = try runProcess("swiftc", RuntimeBuild.arguments(sources: runtime, into: directory.path))
        try #require(builtRuntime.status == 0, "NavGenRuntime does not build:\n\(builtRuntime.output)")
        let builtModels = try runProcess(
            "swiftc",
            [
                "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name", "Models",
                "-emit-module-path", directory.appendingPathComponent("Models.swiftmodule").path,
                "-o", directory.appendingPathComponent("libModels.a").path, try write("Models.swift", Self.models),
            ])
        try #require(builtModels.status == 0, "the models do not build:\n\(builtModels.output)")
        let program = directory.appendingPathComponent("big").path
        let built = try runProcess(
            "swiftc",
            ["-swift-version", "6", "-warnings-as-errors", "-o", program, "-lModels"]
                + RuntimeBuild.flags(in: directory.path) + [
                    try write("Big.swift", generated),
                    try write("main.swift", Self.main),
                ])
        try #require(built.status == 0, "the generated code does not compile:\n\(built.output)")
        let ran = try runProcess(program, [])
        #expect(
            ran.output == """
                big://r3/5 true
                big://acct/closed/01020304-0506-0708-090A-0B0C0D0E0F10 true
                big://tagged?t=x&t=a%26b&v=open&v=closed&n=https://e.example/a?b%3D1 true
                big://tagged true
                nil false
                true
                true
                true true false
                [{"model":{"account":{"name":"a"},"list":[{"name":"b"}]}},{"tagged":{"next":"https:\\/\\/e.example\\/a?b=1","tags":["x","a&b"],"vs":["open","closed"]}}]
                true

                """)
    }
}
