// swift-tools-version:6.1
import PackageDescription

// An app's navigation package, as a team would write it: the graph lives in the target and the
// NavGenPlugin compiles it into the build. navgen comes from this repository by path.
let package = Package(
    name: "CoffeeShop",
    // navgen's minimums: the generated code and its runtime use Observation and iOS 17's SwiftUI.
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "CoffeeShop", targets: ["CoffeeShop"]),
    ],
    dependencies: [
        .package(name: "navgen", path: "../.."),
    ],
    targets: [
        .target(
            name: "CoffeeShop",
            dependencies: [.product(name: "NavGenRuntime", package: "navgen")],
            plugins: [.plugin(name: "NavGenPlugin", package: "navgen")]),
        .testTarget(name: "CoffeeShopTests", dependencies: ["CoffeeShop"]),
    ]
)
