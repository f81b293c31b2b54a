// swift-tools-version:6.1
import PackageDescription

// A second feature package: the profile pages, and a root screen the app shows as a tab.
let package = Package(
    name: "AccountKit",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [.library(name: "AccountKit", targets: ["AccountKit"])],
    dependencies: [.package(name: "navgen", path: "../../../..")],
    targets: [
        .target(
            name: "AccountKit",
            dependencies: [.product(name: "NavGenRuntime", package: "navgen")],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]),
        .testTarget(name: "AccountKitTests", dependencies: ["AccountKit"]),
    ]
)
