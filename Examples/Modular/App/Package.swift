// swift-tools-version:6.1
import PackageDescription

// The app's package: its graph uses the feature packages' module graphs (SPEC §2.8). NavGenPlugin
// finds them through the target's dependencies, checks the whole app as one (URLs, reachability,
// deep-link chains across packages) and generates the app's navigation; it runs again when any of
// those graphs changes, and only then.
let package = Package(
    name: "TootApp",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [.library(name: "TootApp", targets: ["TootApp"])],
    dependencies: [
        .package(name: "navgen", path: "../../.."),
        .package(path: "../Packages/StatusKit"),
        .package(path: "../Packages/AccountKit"),
    ],
    targets: [
        .target(
            name: "TootApp",
            dependencies: [
                .product(name: "NavGenRuntime", package: "navgen"),
                .product(name: "StatusKit", package: "StatusKit"),
                .product(name: "AccountKit", package: "AccountKit"),
            ],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]),
        .testTarget(name: "TootAppTests", dependencies: ["TootApp"]),
    ]
)
