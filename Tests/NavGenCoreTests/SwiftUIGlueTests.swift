import Foundation
import TestSupport
import Testing

@testable import NavGenCore

/// Type-checks the SwiftUI half of the generated code, which cannot build on Linux, against
/// Tests/SwiftUIStub/SwiftUI.swift: a module named SwiftUI with the declarations the glue uses.
/// A typo or a wrong signature in the glue fails here.
///
/// On macOS the same check runs against the real SwiftUI: `swift test --filter SwiftUIGlueTests`
/// there compiles for the iOS simulator SDK with `xcrun` instead of the stub.
@Suite(.serialized) struct SwiftUIGlueTests {
    static let root = ReferenceOutputTests.packageRoot

    /// A small app that uses the generated API the way README shows.
    static let appCode = """
        import SwiftUI

        @MainActor func makeRoot() -> some View {
            let router = CoffeeRouter()
            router.open(URL(string: "coffee://menu/42")!)
            return CoffeeRootView(screens: CoffeeAppScreens(), router: router)
        }
        """

    /// A custom tab bar made of the parts, as an app that draws its own would write it.
    static let customTabBarCode = """
        import SwiftUI

        struct CustomTabBarRoot: View {
            @State private var router = CoffeeRouter()
            private let screens = CoffeeAppScreens()

            var body: some View {
                VStack {
                    CoffeeTabStack(screens: screens, router: router, tab: router.selectedTab)
                    HStack {
                        ForEach(CoffeeTab.allCases, id: \\.self) { tab in
                            Button {
                                router.selectFromTabBar(tab)
                            } label: {
                                Label(tab.title, systemImage: tab.systemImage)
                            }
                        }
                    }
                }
                .modifier(CoffeeModals(screens: screens, router: router))
                .modifier(CoffeeURLHandler(router: router, mode: .push))
                .environment(router)
            }
        }

        @MainActor func makeSubsetRoot(badges: [CoffeeTab: Int]) -> some View {
            CoffeeRootView(
                screens: CoffeeAppScreens(), router: CoffeeRouter(), tabs: [.orders, .home], popsToRootOnReselect: false,
                badge: { badges[$0] ?? 0 })
        }
        """

    /// README's "Laying out your own root" example, as README has it, with the scaffold's screens.
    static func readmeSplitViewCode() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Laying out your own root"))
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return rest[start.upperBound..<end.lowerBound].replacingOccurrences(of: "Screens()", with: "CoffeeAppScreens()")
    }

    private func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        #if os(macOS)
        try runProcess(
            "/usr/bin/xcrun",
            ["--sdk", "iphonesimulator", "swiftc", "-target", "arm64-apple-ios17.0-simulator"] + arguments)
        #else
        try runProcess("swiftc", arguments)
        #endif
    }

    /// Compiles the stub and then NavGenRuntime against it into `directory` (the stub not on
    /// macOS, where SwiftUI is real), so that the runtime's generic SwiftUI parts, under
    /// `#if canImport(SwiftUI)`, are compiled too, and returns the flags that make them importable.
    private func swiftUIFlags(in directory: URL) throws -> [String] {
        #if !os(macOS)
        let stub = Self.root.appendingPathComponent("Tests/SwiftUIStub/SwiftUI.swift").path
        let result = try swiftc([
            "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI", "-emit-module",
            "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path, stub,
        ])
        try #require(result.status == 0, "the SwiftUI stub does not compile:\n\(result.output)")
        #endif
        let runtime = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources/NavGenRuntime").path
        )
        .filter { $0.hasSuffix(".swift") }.sorted()
        .map { Self.root.appendingPathComponent("Sources/NavGenRuntime/\($0)").path }
        let built = try swiftc(
            ["-I", directory.path, "-swift-version", "6", "-warnings-as-errors"]
                + RuntimeBuild.arguments(sources: runtime, into: directory.path))
        try #require(built.status == 0, "NavGenRuntime does not build with SwiftUI:\n\(built.output)")
        return RuntimeBuild.flags(in: directory.path)
    }

    @Test func readmeSplitViewExampleIsFound() throws {
        let code = try Self.readmeSplitViewCode()
        #expect(code.hasPrefix("import SwiftUI\n\nstruct SplitRoot: View {"))
        #expect(code.contains("CoffeeTabStack(screens: screens, router: router, tab: router.selectedTab)"))
    }

    @Test func glueOfEveryReferenceGraphTypeChecks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgen-swiftui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)

        for (graph, module) in ReferenceOutputTests.references {
            let reference = Self.root.appendingPathComponent("Tests/References/\(module)/\(module).swift").path
            let source = SourceFile(
                name: graph, bytes: Array(try Data(contentsOf: Self.root.appendingPathComponent(graph))))
            let checked = try #require(GraphCompiler.check(source).graph)
            let scaffold = directory.appendingPathComponent("\(module)Screens.swift")
            try Data(ScaffoldEmitter(options: EmitterOptions(sourceName: graph)).emit(checked).utf8).write(to: scaffold)
            var files = [reference, scaffold.path]
            if let models = ReferenceOutputTests.models[module] {
                // The app's own module of types, as the graph's `import` names it.
                let built = try swiftc([
                    "-parse-as-library", "-swift-version", "6", "-module-name", models, "-emit-module",
                    "-emit-module-path", directory.appendingPathComponent("\(models).swiftmodule").path,
                    Self.root.appendingPathComponent("Tests/References/\(models)/Models.swift").path,
                ])
                try #require(built.status == 0, "\(models) does not compile:\n\(built.output)")
            }
            if module == "Coffee" {
                for (name, code) in [
                    ("App", Self.appCode), ("CustomTabBar", Self.customTabBarCode),
                    ("SplitRoot", try Self.readmeSplitViewCode()),
                ] {
                    let app = directory.appendingPathComponent("\(name).swift")
                    try Data(code.utf8).write(to: app)
                    files.append(app.path)
                }
            }
            let result = try swiftc(
                ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags + files)
            #expect(result.status == 0, "the SwiftUI glue of \(graph) does not type-check:\n\(result.output)")
        }
    }

    /// Large graphs take the emitter's other paths (see docs/generated-code.md): 100 routes
    /// switch to `AnyView` destinations; 800 also pass Swift's limits on proving a switch
    /// exhaustive (~700 cases) and on associated types (~650). Glue and scaffold included.
    @Test(arguments: [1, 8])
    func largeGraphsTypeCheck(hubs: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgen-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        var text =
            "app Large\nscheme \"large\"\ntab home {\n    push \((0..<hubs).map { "hub\($0)" }.joined(separator: ", "))\n    present modal0\n}\n"
        for hub in 0..<hubs {
            text +=
                "route hub\(hub)(page: Int = 1) url \"/hub\(hub)?page=:page\" { push \((0..<99).map { "leaf\(hub)x\($0)" }.joined(separator: ", ")) }\n"
            for leaf in 0..<99 {
                text += "route leaf\(hub)x\(leaf)(id: UUID, note: String?) url \"/hub\(hub)/\(leaf)/:id?note=:note\"\n"
            }
        }
        text += "sheet modal0(id: Int) url \"/modal/:id\"\n"
        let checked = try #require(GraphCompiler.check(SourceFile(name: "large.nav", text: text)).graph)
        #expect(checked.routes.count == 100 * hubs)
        let file = directory.appendingPathComponent("Large.swift")
        let scaffold = directory.appendingPathComponent("LargeScreens.swift")
        let options = EmitterOptions(sourceName: "large.nav")
        try Data(SwiftEmitter(options: options).emit(checked).utf8).write(to: file)
        try Data(ScaffoldEmitter(options: options).emit(checked).utf8).write(to: scaffold)
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags + [
                file.path, scaffold.path,
            ])
        #expect(result.status == 0, "a \(100 * hubs)-route graph does not type-check:\n\(result.output)")
    }

    /// Compiled, not only type-checked: "default will never be executed" comes from SIL
    /// diagnostics, which `-typecheck` never runs. 250 routes is past `exhaustiveSwitchLimit`.
    @Test func largeGraphCompilesWithoutWarnings() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgen-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let synthetic = SyntheticGraph(routes: 250)
        let checked = try #require(GraphCompiler.check(SourceFile(name: "synthetic.nav", text: synthetic.text)).graph)
        let file = directory.appendingPathComponent("Synthetic.swift")
        try Data(SwiftEmitter(options: EmitterOptions(sourceName: "synthetic.nav")).emit(checked).utf8).write(to: file)
        let result = try swiftc(
            [
                "-c", "-wmo", "-Onone", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                "-module-name", "SyntheticNavigation", "-o", directory.appendingPathComponent("Synthetic.o").path,
            ]
                + flags + [file.path])
        #expect(result.status == 0, "a 250-route graph does not compile warning-free:\n\(result.output.prefix(4000))")
    }

    /// Screens named after types a conformance uses: SwiftUI's `List` and `Text`, the app's
    /// `Post`, and views named the way apps name them. The associated view types hide none of them.
    @Test func screenNamesHideNoTypeTheConformanceUses() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgen-names-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let graph = """
            app Social
            tab list { push post, text }
            tab settings
            route post(id: Int)
            route text
            """
        let checked = try #require(GraphCompiler.check(SourceFile(name: "social.nav", text: graph)).graph)
        let app = """
            import SwiftUI

            struct Post { var id: Int }
            struct PostView: View { var post: Post; var body: some View { Text("post \\(post.id)") } }
            struct PostBody: View { var body: some View { Text("body") } }
            struct SettingsScreen: View { var body: some View { Text("settings") } }

            struct AppScreens: SocialScreens {
                func list() -> some View { List { Text("timeline") } }
                func settings() -> some View { SettingsScreen() }
                func post(id: Int) -> some View { VStack { PostView(post: Post(id: id)); PostBody() } }
                func text() -> some View { Text("text") }
            }
            """
        let files = [
            ("Navigation.swift", SwiftEmitter(options: EmitterOptions(sourceName: "social.nav")).emit(checked)),
            ("App.swift", app),
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags
                + files.map { directory.appendingPathComponent($0.0).path })
        #expect(result.status == 0, "screens named list, text, post and settings hide a type:\n\(result.output)")
    }

    @Test func internalAccessTypeChecks() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgen-internal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let source = SourceFile(
            name: "app.nav", bytes: Array(try Data(contentsOf: Self.root.appendingPathComponent("graphs/app.nav"))))
        let checked = try #require(GraphCompiler.check(source).graph)
        let options = EmitterOptions(access: .internal, sourceName: "app.nav")
        let generated = SwiftEmitter(options: options).emit(checked)
        #expect(!generated.contains("public "))
        let files = [
            ("Navigation.swift", generated), ("Screens.swift", ScaffoldEmitter(options: options).emit(checked)),
            ("App.swift", Self.appCode),
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags
                + files.map { directory.appendingPathComponent($0.0).path })
        #expect(result.status == 0, "internal output does not type-check:\n\(result.output)")
    }
}
