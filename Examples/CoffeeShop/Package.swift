// swift-tools-version:6.1
import PackageDescription

// An app's navigation package, as a team would write it: the graph lives in the target and the
// NavGenPlugin compiles it into the build. navgen comes from this repository by path.
let package = Package(
    name: "CoffeeShop",
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
