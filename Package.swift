// swift-tools-version:6.1
import PackageDescription

/// Generated Swift checked in as reference output: `NavGenCoreTests` diffs the emitter against
/// these files, and `GeneratedCodeTests` compiles and exercises them.
let references = [
    "Coffee", "Reader", "Edge", "Minimal", "CoffeeLegacy", "Large", "Social", "Gated", "Walled", "Forum", "Threads", "LiveLarge",
    "Links", "Launch", "Messenger", "Vault", "Rooms", "Chats",
]

/// The app types a reference graph imports (`import SocialModels`), as an app's own module.
let referenceModels = [
    "Social": "SocialModels", "Forum": "ForumModels", "Threads": "ThreadsModels", "LiveLarge": "ForumModels",
    "Rooms": "RoomsModels", "Chats": "ChatsModels",
]

/// The modular reference (Tests/Graphs/Modular, SPEC §2.8): each module's file is a target named
/// as its graph's `module … in` says, and the app's imports them.
let moduleReferences = ["StatusKit", "AccountKit", "ComposeKit"]

let package = Package(
    name: "navgen",
    // What the generated code and the runtime need (Observation, @Bindable, onChange(of:initial:)):
    // a consumer below them gets SwiftPM's own message naming the platform, not a wall of
    // availability errors in generated code.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        .library(name: "NavGenCore", targets: ["NavGenCore"]),
        .library(name: "NavGenRuntime", targets: ["NavGenRuntime"]),
        .plugin(name: "NavGenPlugin", targets: ["NavGenPlugin"]),
        .plugin(name: "GenerateNavigation", targets: ["GenerateNavigation"]),
        .plugin(name: "LintNavigation", targets: ["LintNavigation"]),
    ],
    dependencies: [],
    targets: [
        // What generated code imports: reading, matching and writing URLs (SPEC §2.4), once for
        // every app and for navgen's own tools. Foundation only.
        .target(name: "NavGenRuntime"),
        // The compiler: text in, checked graph, Swift source and diagnostics out. No file or process I/O.
        .target(name: "NavGenCore", dependencies: ["NavGenRuntime"]),
        // The command line: arguments, files, exit codes.
        .executableTarget(name: "navgen", dependencies: ["NavGenCore"]),
        // Compiles every .nav file of a target into its build.
        .plugin(name: "NavGenPlugin", capability: .buildTool(), dependencies: ["navgen"]),
        // `swift package generate-navigation`: writes the Swift next to each graph, to check it in.
        .plugin(
            name: "GenerateNavigation",
            capability: .command(
                intent: .custom(verb: "generate-navigation", description: "Write the Swift for each .nav graph next to it"),
                permissions: [.writeToPackageDirectory(reason: "navgen writes the generated Swift next to each .nav graph")]),
            dependencies: ["navgen"]),
        // `swift package lint-navigation`: checks every graph, for CI.
        .plugin(
            name: "LintNavigation",
            capability: .command(intent: .custom(verb: "lint-navigation", description: "Check every .nav graph of the package")),
            dependencies: ["navgen"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // `swift run -c release navgen-benchmarks`: the performance suite behind docs/performance.md.
        // It runs the `navgen` built beside it, so it depends on it.
        .executableTarget(
            name: "navgen-benchmarks", dependencies: ["NavGenCore", "TestSupport", "navgen"], path: "Benchmarks",
            exclude: ["parser-instructions.sh"]),
        .testTarget(name: "NavGenRuntimeTests", dependencies: ["NavGenRuntime", "TestSupport"]),
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore", "TestSupport"]),
        .testTarget(name: "NavGenCLITests", dependencies: ["navgen"]),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["TestSupport", "NavGenCore"] + references.map { .target(name: "\($0)Navigation") }
                + ["TootNavigation"] + moduleReferences.map { .target(name: $0) },
            // States saved by older generated code, read by SavedStateCompatibilityTests.
            exclude: ["SavedStates"]),
    ] + references.map { name in
        .target(
            name: "\(name)Navigation",
            dependencies: ["NavGenRuntime"] + (referenceModels[name].map { [.target(name: $0)] } ?? []),
            path: "Tests/References/\(name)")
    } + Set(referenceModels.values).sorted().map { .target(name: $0, path: "Tests/References/\($0)") }
        + moduleReferences.map { .target(name: $0, dependencies: ["NavGenRuntime"], path: "Tests/References/\($0)") }
        + [
            .target(
                name: "TootNavigation", dependencies: ["NavGenRuntime"] + moduleReferences.map { .target(name: $0) },
                path: "Tests/References/Toot")
        ]
)
