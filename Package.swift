// swift-tools-version:6.0
import PackageDescription

/// Generated Swift checked in as reference output: `NavGenCoreTests` diffs the emitter against
/// these files, and `GeneratedCodeTests` compiles and exercises them.
let references = ["Coffee", "Reader", "Edge", "Minimal", "CoffeeLegacy"]

let package = Package(
    name: "navgen",
    products: [
        .executable(name: "navgen", targets: ["navgen"]),
        .library(name: "NavGenCore", targets: ["NavGenCore"]),
    ],
    dependencies: [],
    targets: [
        // The compiler: text in, checked graph, Swift source and diagnostics out. No file or process I/O.
        .target(name: "NavGenCore"),
        // The command line: arguments, files, exit codes.
        .executableTarget(name: "navgen", dependencies: ["NavGenCore"]),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore", "TestSupport"]),
        .testTarget(name: "NavGenCLITests", dependencies: ["navgen"]),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: ["TestSupport"] + references.map { .target(name: "\($0)Navigation") }),
    ] + references.map { name in
        .target(name: "\(name)Navigation", path: "Tests/References/\(name)")
    }
)
