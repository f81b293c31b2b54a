// swift-tools-version:6.1
import PackageDescription

// A feature package with its own part of the app's navigation: a module graph (SPEC §2.8) that
// NavGenPlugin compiles into this target. It knows nothing of the other packages: where its
// exits lead is the app's graph's to say.
let package = Package(
    name: "StatusKit",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [.library(name: "StatusKit", targets: ["StatusKit"])],
    dependencies: [.package(name: "navgen", path: "../../../..")],
    targets: [
        .target(
            name: "StatusKit",
            dependencies: [.product(name: "NavGenRuntime", package: "navgen")],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]),
        .testTarget(name: "StatusKitTests", dependencies: ["StatusKit"]),
    ]
)
