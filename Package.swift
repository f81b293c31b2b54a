// swift-tools-version:6.0
import PackageDescription

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
        .testTarget(name: "NavGenCoreTests", dependencies: ["NavGenCore"]),
    ]
)
