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
@Suite struct SwiftUIGlueTests {
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

    /// *(5)* A graph that asks (SPEC §2.10): an alert presented over a sheet, a dialog, a sheet
    /// that answers with a value; type-checked on every platform with the runtime's glue.
    static let asksGraph = """
        app Asks
        tab home {
            present editor, picker, share
        }
        sheet editor(draft: String?) {
            present discard
        }
        sheet picker stack answers Int
        alert discard(draft: String?) {
            button discard destructive
            button keep cancel
        }
        dialog share(text: String) {
            button copy "Copy"
            button edit "Edit" -> editor(draft: text)
            button cancel cancel
        }
        """

    /// *(5)* A root view with the app's own view while a resolver is asked (SPEC §4).
    static let resolvingRootCode = """
        import RoomsModels
        import SwiftUI

        @MainActor final class AppResolvers: RoomsResolvers {
            func roomAlias(alias: String) async throws -> RoomsResolution.RoomAliasOutcome { .roomNotFound(alias: alias) }
            func notification(payload: NotificationPayload, account: String) async throws -> RoomsResolution.NotificationOutcome { .nothing }
            func invite(token: String) async throws -> RoomsResolution.InviteOutcome { .inviteExpired }
            func welcome(code: String) async throws -> RoomsResolution.WelcomeOutcome { .nothing }
        }

        @MainActor func makeRoot(resolvers: AppResolvers) -> some View {
            let router = RoomsRouter()
            router.resolvers = resolvers
            return RoomsRootView(
                screens: RoomsAppScreens(), router: router,
                resolving: { resolution in AnyView(Text(resolution.isSecret ? "Opening the invitation…" : "Looking it up…")) })
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
    ///
    /// Built once for the suite (a runtime build takes some twenty seconds, and a dozen tests use
    /// it); each test gets its own `directory` on the search path too, for the modules it builds.
    private func swiftUIFlags(in directory: URL) throws -> [String] {
        let shared = try Self.sharedBuild.get()
        return RuntimeBuild.flags(in: shared) + ["-I", directory.path]
    }

    /// The stub and the runtime built against it, once: the folder holding them, or why they did
    /// not build.
    private static let sharedBuild: Result<String, any Error> = Result {
        let directory = try scratchDirectory("navgen-swiftui")
        #if !os(macOS)
        let stub = root.appendingPathComponent("Tests/SwiftUIStub/SwiftUI.swift").path
        let result = try runProcess(
            "swiftc",
            [
                "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI", "-emit-module",
                "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path, stub,
            ])
        guard result.status == 0 else {
            throw BuildFailure(message: "the SwiftUI stub does not compile:\n\(result.output)")
        }
        let prefix: [String] = []
        let tool = "swiftc"
        #else
        let prefix = ["--sdk", "iphonesimulator", "swiftc", "-target", "arm64-apple-ios17.0-simulator"]
        let tool = "/usr/bin/xcrun"
        #endif
        let built = try runProcess(
            tool,
            prefix + ["-I", directory.path, "-swift-version", "6", "-warnings-as-errors"]
                + RuntimeBuild.arguments(sources: try RuntimeBuild.sources(in: root), into: directory.path))
        guard built.status == 0 else {
            throw BuildFailure(message: "NavGenRuntime does not build with SwiftUI:\n\(built.output)")
        }
        return directory.path
    }

    /// A build the suite shares that failed, with swiftc's output.
    struct BuildFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    #if !os(macOS)
    /// The platforms the glue must compile on (SPEC §6), as compilation conditions of the stub and
    /// of the runtime's glue (whose `os(…)` checks are rewritten to them: Linux is none of these
    /// platforms). iPadOS and Mac Catalyst are iOS to the compiler.
    static let platforms: [(name: String, conditions: [String])] = [
        ("iOS 17", ["STUB_IOS"]), ("macOS 14", ["STUB_MACOS"]), ("tvOS 17", ["STUB_TVOS"]),
        ("watchOS 10", ["STUB_WATCHOS"]), ("visionOS 1", ["STUB_VISIONOS"]),
    ]

    /// Builds the stub and the runtime for a platform into `directory` and type-checks the Coffee
    /// reference, its scaffold and the app code against them; returns swiftc's status and output.
    private func typeCheckCoffee(on conditions: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let defines = conditions.flatMap { ["-D", $0] }
        let stub = Self.root.appendingPathComponent("Tests/SwiftUIStub/SwiftUI.swift").path
        let builtStub = try swiftc(
            [
                "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI", "-emit-module",
                "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path, stub,
            ] + defines)
        try #require(builtStub.status == 0, "the SwiftUI stub does not compile:\n\(builtStub.output)")
        let sources = directory.appendingPathComponent("runtime")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        var runtime: [String] = []
        let folder = Self.root.appendingPathComponent("Sources/NavGenRuntime")
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        where file.hasSuffix(".swift") {
            var text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (os, condition) in [
                ("iOS", "STUB_IOS"), ("macOS", "STUB_MACOS"), ("tvOS", "STUB_TVOS"), ("watchOS", "STUB_WATCHOS"),
                ("visionOS", "STUB_VISIONOS"),
            ] {
                text = text.replacingOccurrences(of: "os(\(os))", with: condition)
            }
            let copy = sources.appendingPathComponent(file)
            try Data(text.utf8).write(to: copy)
            runtime.append(copy.path)
        }
        let builtRuntime = try swiftc(
            ["-I", directory.path, "-swift-version", "6"] + defines
                + RuntimeBuild.arguments(sources: runtime, into: directory.path))
        guard builtRuntime.status == 0 else { return builtRuntime }
        let graph = Self.root.appendingPathComponent("graphs/app.nav")
        let checked = try #require(
            GraphCompiler.check(SourceFile(name: "app.nav", bytes: Array(try Data(contentsOf: graph)))).graph)
        let options = EmitterOptions(sourceName: "app.nav")
        // *(5)* And a graph that asks: an alert over a sheet, a dialog, a sheet that answers.
        let asks = try #require(
            GraphCompiler.check(SourceFile(name: "asks.nav", bytes: Array(Self.asksGraph.utf8))).graph)
        let asksOptions = EmitterOptions(sourceName: "asks.nav")
        let files = [
            ("Navigation.swift", SwiftEmitter(options: options).emit(checked)),
            ("Screens.swift", ScaffoldEmitter(options: options).emit(checked)), ("App.swift", Self.appCode),
            ("Asks.swift", SwiftEmitter(options: asksOptions).emit(asks)),
            ("AsksScreens.swift", ScaffoldEmitter(options: asksOptions).emit(asks)),
        ]
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        return try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"]
                + RuntimeBuild.flags(in: directory.path) + defines
                + files.map { directory.appendingPathComponent($0.0).path })
    }

    @Test(arguments: platforms.map(\.name))
    func glueTypeChecksOnEveryPlatform(platform: String) throws {
        let directory = try Self.scratchDirectory("navgen-platform")
        defer { try? FileManager.default.removeItem(at: directory) }
        let conditions = try #require(Self.platforms.first { $0.name == platform }).conditions
        let result = try typeCheckCoffee(on: conditions, in: directory)
        #expect(result.status == 0, "the glue does not type-check on \(platform):\n\(result.output)")
    }

    /// Where SwiftUI does not exist, the scaffold compiles to nothing, as the glue does, so a
    /// package with a scaffolded `Screens.swift` still builds on Linux.
    @Test func scaffoldBuildsWithoutSwiftUI() throws {
        let directory = try Self.scratchDirectory("navgen-scaffold")
        defer { try? FileManager.default.removeItem(at: directory) }
        let runtime = try RuntimeBuild.sources(in: Self.root)
        let built = try swiftc(
            ["-swift-version", "6"] + RuntimeBuild.arguments(sources: runtime, into: directory.path))
        try #require(built.status == 0, "NavGenRuntime does not build:\n\(built.output)")
        let graph = Self.root.appendingPathComponent("graphs/app.nav")
        let checked = try #require(
            GraphCompiler.check(SourceFile(name: "app.nav", bytes: Array(try Data(contentsOf: graph)))).graph)
        let options = EmitterOptions(sourceName: "app.nav")
        let files = try Self.write(
            [
                ("Navigation.swift", SwiftEmitter(options: options).emit(checked)),
                ("Screens.swift", ScaffoldEmitter(options: options).emit(checked)),
            ], in: directory)
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"]
                + RuntimeBuild.flags(in: directory.path) + files)
        #expect(result.status == 0, "the scaffold does not build without SwiftUI:\n\(result.output)")
    }

    /// A view model declared `type RecipeModel` where `live` was meant: the first error swiftc
    /// gives is at the generated line for that type, with the graph's line and the fix printed
    /// above it, not one of the hundreds about the enums that hold it.
    @Test func aModelDeclaredWithoutLiveFailsFirstWhereTheFixIsNamed() throws {
        let directory = try Self.scratchDirectory("navgen-not-live")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let graph = """
            app Cookbook
            scheme "cookbook"

            type RecipeModel
            type Cuisine: String

            tab recipes "Recipes" icon "book" url "/" {
                push recipe
            }
            route recipe(id: Int, cuisine: Cuisine?, model: RecipeModel?) url "/recipes/:id"

            """
        let checked = GraphCompiler.check(SourceFile(name: "cookbook.nav", text: graph))
        #expect(checked.diagnostics.isEmpty)
        let model = try #require(checked.graph)
        let app = """
            import Observation

            @Observable final class RecipeModel {
                var title = ""
            }

            enum Cuisine: String, Hashable, Codable, Sendable {
                case thai, greek
            }

            """
        let files = try Self.write(
            [
                ("Navigation.swift", SwiftEmitter(options: EmitterOptions(sourceName: "cookbook.nav")).emit(model)),
                ("Screens.swift", ScaffoldEmitter(options: EmitterOptions(sourceName: "cookbook.nav")).emit(model)),
                ("RecipeModel.swift", app),
            ], in: directory)
        let result = try swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6"] + flags + files)
        #expect(result.status != 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.contains(": error: ") })
        #expect(
            lines[first].hasSuffix(
                "Navigation.swift:14:56: error: type 'RecipeModel' does not conform to protocol 'Decodable'"),
            "\(lines[first])")
        // swiftc shows the two lines above the failing one.
        #expect(
            lines[(first + 1)...].prefix(3).map { String($0) } == [
                " 12 | // cookbook.nav:4 `type RecipeModel`: if this is not Hashable, Codable and Sendable (a view model, a type",
                " 13 | // bound to a client), declare it `type RecipeModel live` in the graph.",
                " 14 | private typealias _RecipeModelInRoutes = NavGenRuntime.CarriedInRoutes<RecipeModel>",
            ])
    }

    /// A graph whose only conditions have no modal, and which has no modal at all: its condition
    /// enum has no `modal`, its schema presents nothing, and the glue and scaffold type-check.
    @Test func aConditionInAGraphWithoutModalsTypeChecks() throws {
        let directory = try Self.scratchDirectory("navgen-flags")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let graph = """
            app Flags
            condition beta
            tab home {
                push lab
            }
            tab other
            route lab requires beta

            """
        let model = try #require(GraphCompiler.check(SourceFile(name: "flags.nav", text: graph)).graph)
        let options = EmitterOptions(sourceName: "flags.nav")
        let generated = SwiftEmitter(options: options).emit(model)
        #expect(generated.contains("static let _conditionModals: [FlagsCondition: NavGenRuntime.NoModal] = [:]"))
        #expect(!generated.contains("var modal"))
        let files = try Self.write(
            [("Navigation.swift", generated), ("Screens.swift", ScaffoldEmitter(options: options).emit(model))],
            in: directory)
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags + files)
        #expect(result.status == 0, "\(result.output)")
    }

    /// A conformance without a screen's function, or with it under another signature (a `live`
    /// type declared where `callback` was meant, so the graph's function takes no `@escaping`
    /// closure): swiftc's error names the screen and the function to write.
    @Test func aMissingViewIsNamedWithTheFunctionToWrite() throws {
        let directory = try Self.scratchDirectory("navgen-missing-view")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let graph = """
            app Cookbook
            type Picked live

            tab recipes "Recipes" icon "book" {
                push recipe, picker
            }
            route recipe(id: Int)
            route picker(onPick: Picked)

            """
        let model = try #require(GraphCompiler.check(SourceFile(name: "cookbook.nav", text: graph)).graph)
        let app = """
            import SwiftUI

            typealias Picked = @MainActor (String) -> Void

            struct CookbookAppScreens: CookbookScreens {
                func recipes() -> some View { Text("Recipes") }
                func picker(onPick: @escaping Picked) -> some View { Button("Pick") { onPick("salt") } }
            }

            """
        let files = try Self.write(
            [
                ("Navigation.swift", SwiftEmitter(options: EmitterOptions(sourceName: "cookbook.nav")).emit(model)),
                ("Screens.swift", app),
            ], in: directory)
        let result = try swiftc(["-typecheck", "-parse-as-library", "-swift-version", "6"] + flags + files)
        #expect(result.status != 0)
        let errors = result.output.split(separator: "\n").filter { $0.hasPrefix("/") && $0.contains(": error: ") }
            .map { String($0.split(separator: "/").last ?? "") }
        #expect(
            errors == [
                "Screens.swift:5:8: error: type 'CookbookAppScreens' does not conform to protocol 'CookbookScreens'",
                "Screens.swift:5:8: error: unavailable instance method 'recipe(id:)' was used to satisfy a requirement of protocol 'CookbookScreens': CookbookScreens has no view for route 'recipe': write func recipe(id: Int) -> some View",
                "Screens.swift:5:8: error: unavailable instance method 'picker(onPick:)' was used to satisfy a requirement of protocol 'CookbookScreens': CookbookScreens has no view for route 'picker': write func picker(onPick: Picked) -> some View",
            ], "\(result.output)")
    }

    /// docs/guide.md's `Binding` live type as the page writes it builds where SwiftUI does not
    /// exist, with the code generated from the task's graph, and a route can be built with it.
    @Test func guideBindingPatternBuildsWithoutSwiftUI() throws {
        let directory = try Self.scratchDirectory("navgen-binding")
        defer { try? FileManager.default.removeItem(at: directory) }
        let runtime = try RuntimeBuild.sources(in: Self.root)
        let built = try swiftc(
            ["-swift-version", "6"] + RuntimeBuild.arguments(sources: runtime, into: directory.path))
        try #require(built.status == 0, "NavGenRuntime does not build:\n\(built.output)")
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/guide.md"), encoding: .utf8)
        let task = try #require(
            guide.components(separatedBy: "\n## ").first { $0.hasPrefix("Pass a model the previous screen") })
        let graph = try #require(Self.fencedBlocks("nav", in: task[...]).first)
        let binding = try #require(
            Self.fencedBlocks("swift", in: task[...]).first { $0.contains("typealias NameBinding = Binding<String>") })
        let checked = try #require(GraphCompiler.check(SourceFile(name: "guide.nav", text: graph)).graph)
        let use = """
            import NavGenRuntime

            /// The task's model is declared in its SwiftUI block; any class stands for it here.
            final class TrailModel {}

            @MainActor func rename(router: TrailsRouter) {
                var name = "Ridge loop"
                router.push(.renameTrail(name: Live(NameBinding(get: { name }, set: { name = $0 }))))
            }

            """
        let files = try Self.write(
            [
                ("Navigation.swift", SwiftEmitter(options: EmitterOptions(sourceName: "guide.nav")).emit(checked)),
                ("NameBinding.swift", binding), ("Use.swift", use),
            ], in: directory)
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"]
                + RuntimeBuild.flags(in: directory.path) + files)
        #expect(result.status == 0, "the guide's Binding pattern does not build without SwiftUI:\n\(result.output)")
    }

    /// Below the minimums (iOS 16 here) the glue meets availability errors: what a consumer
    /// without the `platforms:` line would see in Xcode, and why README shows it.
    @Test func belowTheMinimumPlatformsTheGlueDoesNotTypeCheck() throws {
        let directory = try Self.scratchDirectory("navgen-ios16")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try typeCheckCoffee(on: ["STUB_IOS", "STUB_BEFORE_OBSERVATION"], in: directory)
        #expect(result.status != 0)
        #expect(result.output.contains("'Bindable' is unavailable: Bindable is available in iOS 17, macOS 14"))
    }
    #endif

    /// README's Swift block that follows `marker`.
    static func readmeBlock(after marker: String) throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: marker))
        let rest = readme[section.upperBound...]
        let start = try #require(rest.range(of: "```swift\n"))
        let end = try #require(rest[start.upperBound...].range(of: "```"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    /// README's test of a deep link (Swift Testing) and its sign-in example, as README has them,
    /// type-checked against the Coffee reference in the app's module.
    @Test func readmeSnippetsTypeCheck() throws {
        let directory = try Self.scratchDirectory("navgen-readme")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let test = try Self.readmeBlock(after: "so navigation is testable without a simulator")
        #expect(test.contains("@testable import App\n"))
        let signIn = try Self.readmeBlock(after: "Then tell the router what holds")
        let launch = try Self.readmeBlock(after: "does not know yet whether the")
        let dismissAndPopTo = try Self.readmeBlock(after: "closes itself, not whatever came up meanwhile")
        let files = [
            ("Test.swift", test.replacingOccurrences(of: "@testable import App\n", with: "")),
            ("SignIn.swift", "import Foundation\n\n@MainActor func signIn(router: CoffeeRouter) {\n\(signIn)}\n"),
            (
                "Launch.swift",
                "import Foundation\n\n@MainActor func launch(saved: CoffeeNavigationState, sessionIsValid: Bool) {\n\(launch)}\n"
            ),
            ("DismissAndPopTo.swift", dismissAndPopTo),
        ]
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        let reference = Self.root.appendingPathComponent("Tests/References/Coffee/Coffee.swift").path
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags
                + [reference] + files.map { directory.appendingPathComponent($0.0).path })
        #expect(result.status == 0, "README's snippets do not type-check:\n\(result.output)")
    }

    /// README's resolvers and their test (SPEC §2.9), type-checked against the Rooms reference
    /// with a stand-in for the Matrix client they call.
    @Test func readmeResolverSnippetsTypeCheck() throws {
        let directory = try Self.scratchDirectory("navgen-readme-resolvers")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        try buildModels("RoomsModels", in: directory)
        let imports = "import Foundation\nimport RoomsModels\n\n"
        let client = """
            struct Room { var id: String; var servers: [String] }
            @MainActor final class MatrixClient {
                func room(forAlias alias: String) async throws -> Room? { nil }
                func switchAccount(to account: String) async throws {}
            }

            """
        let files = try Self.write(
            [
                ("Client.swift", client),
                ("Lookups.swift", imports + (try Self.readmeBlock(after: "Install\nthe app's answers once:"))),
                (
                    "LookupTest.swift",
                    imports + (try Self.readmeBlock(after: "when it wants, with resolvers of its own:"))
                ),
            ], in: directory)
        let reference = Self.root.appendingPathComponent("Tests/References/Rooms/Rooms.swift").path
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags + [reference]
                + files)
        #expect(result.status == 0, "README's resolvers do not type-check:\n\(result.output)")
    }

    /// README's questions (SPEC §2.10): a row that asks before it deletes, a picker that answers,
    /// and a test that answers as a tap would, type-checked against the Chats reference.
    @Test func readmeQuestionSnippetsTypeCheck() throws {
        let directory = try Self.scratchDirectory("navgen-readme-questions")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        try buildModels("ChatsModels", in: directory)
        let imports = "import ChatsModels\nimport Foundation\nimport NavGenRuntime\n\n"
        let store = "@MainActor final class ChatStore { func delete(_ chat: ChatModel) {} }\n"
        let files = try Self.write(
            [
                ("Store.swift", imports + store),
                (
                    "Views.swift",
                    imports
                        + (try Self.readmeBlock(
                            after:
                                "The root view shows the alert over the topmost modal, with the app's title and message:"
                        ))
                ),
                ("AnswerTest.swift", imports + (try Self.readmeBlock(after: "A test answers as a tap would:"))),
            ], in: directory)
        let reference = Self.root.appendingPathComponent("Tests/References/Chats/Chats.swift").path
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags + [reference]
                + files)
        #expect(result.status == 0, "README's questions do not type-check:\n\(result.output)")
    }

    /// Builds a reference's module of app types (`Tests/References/NAME/Models.swift`) into
    /// `directory`, where the type-checks find it.
    func buildModels(_ name: String, in directory: URL) throws {
        let built = try swiftc([
            "-parse-as-library", "-swift-version", "6", "-module-name", name, "-emit-module",
            "-emit-module-path", directory.appendingPathComponent("\(name).swiftmodule").path,
            Self.root.appendingPathComponent("Tests/References/\(name)/Models.swift").path,
        ])
        try #require(built.status == 0, "\(name) does not compile:\n\(built.output)")
    }

    /// Writes each `(name, text)` into `directory` and returns the files' paths, in order.
    static func write(_ files: [(name: String, text: String)], in directory: URL) throws -> [String] {
        try files.map { name, text in
            let file = directory.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            return file.path
        }
    }

    /// A new, empty directory for one test's files, named after `prefix`; the test removes it.
    static func scratchDirectory(_ prefix: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The fenced blocks of `language` in `text`, in order.
    static func fencedBlocks(_ language: String, in text: Substring) -> [String] {
        var blocks: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "```\(language)\n"),
            let end = rest[start.upperBound...].range(of: "\n```")
        {
            blocks.append(String(rest[start.upperBound..<end.lowerBound]) + "\n")
            rest = rest[end.upperBound...]
        }
        return blocks
    }

    /// docs/guide.md's tasks as the page has them: each task's graph checks without a diagnostic,
    /// and the code generated from it and the task's Swift blocks type-check together.
    @Test func guideTasksTypeCheck() throws {
        let guide = try String(contentsOf: Self.root.appendingPathComponent("docs/guide.md"), encoding: .utf8)
        let directory = try Self.scratchDirectory("navgen-guide")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        var files: [String] = []
        var graphs = 0
        for (index, section) in guide.components(separatedBy: "\n## ").dropFirst().enumerated() {
            let title = section.prefix { $0 != "\n" }
            let graphBlocks = Self.fencedBlocks("nav", in: section[...])
            guard let graph = graphBlocks.first else { continue }
            #expect(graphBlocks.count == 1, "'\(title)' has more than one graph")
            let checked = GraphCompiler.check(SourceFile(name: "guide.nav", text: graph))
            #expect(checked.diagnostics.isEmpty, "the graph of '\(title)': \(checked.diagnostics)")
            let model = try #require(checked.graph, "the graph of '\(title)' does not check")
            var texts = [SwiftEmitter(options: EmitterOptions(sourceName: "guide.nav")).emit(model)]
            texts += Self.fencedBlocks("swift", in: section[...])
            #expect(texts.count > 1, "'\(title)' has a graph and no Swift")
            for (number, text) in texts.enumerated() {
                let file = directory.appendingPathComponent("Task\(index)-\(number).swift")
                try Data(text.utf8).write(to: file)
                files.append(file.path)
            }
            graphs += 1
        }
        #expect(graphs == 12)
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags + files)
        #expect(result.status == 0, "docs/guide.md's code does not type-check:\n\(result.output)")
    }

    @Test func readmeSplitViewExampleIsFound() throws {
        let code = try Self.readmeSplitViewCode()
        #expect(code.hasPrefix("import SwiftUI\n\nstruct SplitRoot: View {"))
        #expect(code.contains("CoffeeTabStack(screens: screens, router: router, tab: router.selectedTab)"))
    }

    @Test func glueOfEveryReferenceGraphTypeChecks() throws {
        let directory = try Self.scratchDirectory("navgen-swiftui")
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
            // The app's own module of types, as the graph's `import` names it.
            if let models = ReferenceOutputTests.models[module] { try buildModels(models, in: directory) }
            if module == "Rooms" {
                // A root with its own progress while a resolver is asked, and resolvers installed.
                let app = directory.appendingPathComponent("RoomsApp.swift")
                try Data(Self.resolvingRootCode.utf8).write(to: app)
                files.append(app.path)
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

    /// The modular reference (SPEC §2.8) as an app builds it: each module's file and scaffold
    /// compiled as the module's own Swift module, then the app's file and scaffold with views that
    /// take a module's navigator from the environment and a root view.
    @Test func glueOfAModularAppTypeChecks() throws {
        let directory = try Self.scratchDirectory("navgen-modules")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let generated = try ModularReferenceTests.generated()
        let files = try ModularReferenceTests.files()
        for (index, target) in ModularReferenceTests.references.enumerated().dropFirst() {
            let module = try #require(GraphCompiler.check(files[index]).graph)
            let scaffold = directory.appendingPathComponent("\(target)Screens.swift")
            try Data(ScaffoldEmitter(options: EmitterOptions(access: .public, sourceName: target)).emit(module).utf8)
                .write(to: scaffold)
            let code = directory.appendingPathComponent("\(target).swift")
            try Data(generated[index].utf8).write(to: code)
            var sources = [code.path, scaffold.path]
            let models = Self.root.appendingPathComponent("Tests/References/\(target)/Models.swift")
            if FileManager.default.fileExists(atPath: models.path) { sources.append(models.path) }
            let built = try swiftc(
                [
                    "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", target,
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(target).swiftmodule").path,
                ] + flags + sources)
            #expect(built.status == 0, "module \(target) does not type-check:\n\(built.output)")
        }
        let app = try #require(GraphCompiler.check(files).apps[0])
        let appFile = directory.appendingPathComponent("Toot.swift")
        try Data(generated[0].utf8).write(to: appFile)
        let appScaffold = directory.appendingPathComponent("TootScreens.swift")
        try Data(ScaffoldEmitter(options: EmitterOptions(sourceName: "toot.nav")).emit(app).utf8).write(to: appScaffold)
        let appCode = directory.appendingPathComponent("App.swift")
        try Data(
            """
            import SwiftUI
            import StatusKit

            @MainActor func makeRoot() -> some View {
                let router = TootRouter()
                router.open(URL(string: "toot://tags/swift/@alice")!)
                router.statusNavigator.exit(.reply(to: "1"))
                return TootRootView(screens: TootAppScreens(), router: router)
            }

            /// A module's view as its package writes it: the navigator from the environment.
            struct StatusRow: View {
                @Environment(StatusNavigator.self) private var navigator
                let id: String

                var body: some View {
                    Button {
                        navigator.push(.detail(id: id))
                    } label: {
                        Text(id)
                    }
                }
            }

            /// A preview's or a test's navigator records instead of navigating.
            @MainActor func preview() -> some View {
                StatusRow(id: "1").environment(StatusNavigator.recording())
            }
            """.utf8
        ).write(to: appCode)
        // README's module view, as a feature package writes it.
        let readmeView = directory.appendingPathComponent("PostRow.swift")
        try Data(
            ("import StatusKit\nimport SwiftUI\n\n" + (try Self.readmeBlock(after: "which its views navigate with:")))
                .utf8
        ).write(to: readmeView)
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags
                + [appFile.path, appScaffold.path, appCode.path, readmeView.path])
        #expect(result.status == 0, "the modular app's glue does not type-check:\n\(result.output)")
    }

    /// Examples/Modular's SwiftUI code, which a Linux build of the example leaves out: each feature
    /// package's generated file with its views, then the app's generated file with its screens and
    /// root, against the SwiftUI stand-in.
    @Test func theModularExampleTypeChecks() throws {
        let directory = try Self.scratchDirectory("navgen-example")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        let example = Self.root.appendingPathComponent("Examples/Modular")
        func sources(_ folder: URL) throws -> [URL] {
            try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).sorted {
                $0.path < $1.path
            }
        }
        var files: [SourceFile] = []
        for target in ["StatusKit", "AccountKit"] {
            let folder = example.appendingPathComponent("Packages/\(target)/Sources/\(target)")
            let graph = try #require(try sources(folder).first { $0.pathExtension == "nav" })
            let file = SourceFile(
                name: "Packages/\(target)/Sources/\(target)/\(graph.lastPathComponent)",
                bytes: Array(try Data(contentsOf: graph)))
            files.append(file)
            let module = try #require(GraphCompiler.check(file).graph)
            let generated = directory.appendingPathComponent("\(target).navgen.swift")
            try Data(
                SwiftEmitter(options: EmitterOptions(access: .public, sourceName: graph.lastPathComponent)).emit(module)
                    .utf8
            ).write(to: generated)
            let built = try swiftc(
                [
                    "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", "-module-name", target,
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(target).swiftmodule").path,
                ] + flags + [generated.path] + (try sources(folder).filter { $0.pathExtension == "swift" }.map(\.path)))
            #expect(built.status == 0, "\(target) does not type-check:\n\(built.output)")
        }
        let app = example.appendingPathComponent("App/Sources/TootApp")
        let appGraph = SourceFile(
            name: "App/Sources/TootApp/app.nav",
            bytes: Array(try Data(contentsOf: app.appendingPathComponent("app.nav"))))
        let checked = try #require(GraphCompiler.check([appGraph] + files).apps[0])
        let generated = directory.appendingPathComponent("app.navgen.swift")
        try Data(SwiftEmitter(options: EmitterOptions(sourceName: "app.nav")).emit(checked).utf8).write(to: generated)
        let result = try swiftc(
            ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors"] + flags + [generated.path]
                + (try sources(app).filter { $0.pathExtension == "swift" }.map(\.path)))
        #expect(result.status == 0, "the example's app does not type-check:\n\(result.output)")
    }

    /// Large graphs take the emitter's other paths (see docs/generated-code.md): 100 routes
    /// switch to `AnyView` destinations; 800 also pass Swift's limits on proving a switch
    /// exhaustive (~700 cases) and on associated types (~650). Forty routes per hub are also
    /// presented (SPEC §2.3 (5)), past the sheet enum's table layout, one with a parameter named
    /// like the link writer's; twelve resolvers per hub lead to its routes (SPEC §2.9); six alerts
    /// per hub open them from buttons, and a sheet per hub answers (SPEC §2.10). Glue and scaffold
    /// included.
    @Test(arguments: [1, 8])
    func largeGraphsTypeCheck(hubs: Int) throws {
        let directory = try Self.scratchDirectory("navgen-large")
        defer { try? FileManager.default.removeItem(at: directory) }
        let flags = try swiftUIFlags(in: directory)
        var text =
            "app Large\nscheme \"large\"\ntab home {\n    push \((0..<hubs).map { "hub\($0)" }.joined(separator: ", "))\n    present modal0, leaf0x0, leaf0x1, \((0..<hubs).map { "pick\($0)" }.joined(separator: ", "))\n}\n"
        for hub in 0..<hubs {
            text +=
                "route hub\(hub)(page: Int = 1) url \"/hub\(hub)?page=:page\" { push \((0..<99).map { "leaf\(hub)x\($0)" }.joined(separator: ", ")) }\n"
            for leaf in 0..<99 {
                let parameters =
                    hub == 0 && leaf == 1 ? "id: UUID, note: String?, audience: Int?" : "id: UUID, note: String?"
                let also = leaf == 0 ? " also cover stack" : leaf < 40 ? " also sheet" : ""
                text += "route leaf\(hub)x\(leaf)(\(parameters))\(also) url \"/hub\(hub)/\(leaf)/:id?note=:note\"\n"
            }
            // Twelve resolvers a hub (SPEC §2.9), one with parameters named like the schema's locals.
            for number in 0..<12 {
                let parameters = hub == 0 && number == 0 ? "resolvers: String, resolution: Int?" : "code: String"
                let pattern = hub == 0 && number == 0 ? "/find0/0/:resolvers" : "/find\(hub)/\(number)/:code"
                text +=
                    "resolver find\(hub)x\(number)(\(parameters)) url \"\(pattern)\" -> leaf\(hub)x\(number * 8), modal0, home\n"
            }
            // Six alerts a hub (SPEC §2.10), one with parameters named like the schema's locals.
            for number in 0..<6 {
                let source = hub == 0 && number == 0 ? "alert" : "id"
                let parameters = hub == 0 && number == 0 ? "alert: UUID, button: String?" : "id: UUID"
                text += """
                    alert ask\(hub)x\(number)(\(parameters)) url "/ask\(hub)/\(number)/:\(source)" {
                        button open -> leaf\(hub)x\(number + 40)(id: \(source), note: "from an alert")
                        button find -> find\(hub)x\(number + 1)(code: "alert")
                        button later "Later"
                        button cancel cancel
                    }

                    """
            }
            text += "sheet pick\(hub) answers Int\n"
        }
        text += "sheet modal0(id: Int) url \"/modal/:id\"\n"
        let checked = try #require(GraphCompiler.check(SourceFile(name: "large.nav", text: text)).graph)
        #expect(checked.routes.count == 100 * hubs)
        #expect(checked.sheets.count == 1 + 41 * hubs)
        #expect(checked.resolvers.count == 12 * hubs)
        #expect(checked.alerts.count == 6 * hubs)
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
        let directory = try Self.scratchDirectory("navgen-compile")
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
        let directory = try Self.scratchDirectory("navgen-names")
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
        let directory = try Self.scratchDirectory("navgen-internal")
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
