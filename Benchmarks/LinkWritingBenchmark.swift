import Foundation
import NavGenCore
import TestSupport

/// Writing a link (`route.url`) for graphs/app.nav's `menuItem` and `promo`, compiled with
/// `swiftc -O` beside the runtime at -O (whole-module), against `URL(string:)` of the same text and
/// the generated parser reading it back: what a share button or a notification pays per link.
struct LinkWritingBenchmark {
    /// One route's link, in nanoseconds per call.
    struct Result {
        var link: String
        var writeNanoseconds: Double
        var urlStringNanoseconds: Double
        var parseNanoseconds: Double

        /// `url` against `URL(string:)` of its text: the target is at most 2×.
        var ratio: Double { writeNanoseconds / urlStringNanoseconds }
    }

    /// The timing program; `CoffeeNavigation` is graphs/app.nav's generated module.
    static let driver = #"""
        import CoffeeNavigation
        import Foundation

        /// The best of seven rounds, in nanoseconds per call.
        @inline(never) func nanoseconds(_ body: () -> Bool) -> Double {
            var best = Double.infinity
            for _ in 0..<7 {
                let start = DispatchTime.now().uptimeNanoseconds
                var count = 0
                for _ in 0..<100_000 where body() { count += 1 }
                precondition(count == 100_000)
                best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 100_000)
            }
            return best
        }

        @inline(never) func write(_ route: CoffeeRoute) -> URL? { route.url }

        for route in [CoffeeRoute.menuItem(id: 42), .promo(code: "SPRING25", source: "newsletter")] {
            guard let text = write(route)?.absoluteString else { fatalError("\(route) has no URL") }
            let written = nanoseconds { write(route) != nil }
            let urlString = nanoseconds { URL(string: text) != nil }
            let parsed = nanoseconds { CoffeeDeepLink(string: text) != nil }
            print(text, written, urlString, parsed)
        }
        """#

    let directory: String
    /// What the generated code imports.
    let runtime: RuntimeLibrary

    func run() throws -> [Result] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let graph = root.appendingPathComponent("graphs/app.nav")
        let checked = GraphCompiler.check(SourceFile(name: "app.nav", bytes: Array(try Data(contentsOf: graph))))
        guard let navigation = checked.graph else { throw BenchmarkFailure("graphs/app.nav has errors") }
        let work = "\(directory)/links"
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try SwiftEmitter(options: EmitterOptions(access: .public, sourceName: "app.nav")).emit(navigation).write(
            toFile: "\(work)/Coffee.swift", atomically: true, encoding: .utf8)
        try Self.driver.write(toFile: "\(work)/main.swift", atomically: true, encoding: .utf8)
        _ = try Measure.runChecked(
            [
                "swiftc", "-O", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "CoffeeNavigation",
                "-emit-module", "-emit-module-path", "\(work)/CoffeeNavigation.swiftmodule", "-c",
                "\(work)/Coffee.swift",
                "-o", "\(work)/Coffee.o", "-I", runtime.directory,
            ])
        _ = try Measure.runChecked(
            ["swiftc", "-O", "\(work)/main.swift", "-I", work, "\(work)/Coffee.o", "-o", "\(work)/links"]
                + runtime.flags)
        let output = try Measure.capture(["\(work)/links"])
        return try output.split(separator: "\n").map { line in
            let fields = line.split(separator: " ")
            guard fields.count == 4, let written = Double(fields[1]), let urlString = Double(fields[2]),
                let parsed = Double(fields[3])
            else { throw BenchmarkFailure("unexpected output from the link benchmark: \(output)") }
            return Result(
                link: String(fields[0]), writeNanoseconds: written, urlStringNanoseconds: urlString,
                parseNanoseconds: parsed)
        }
    }
}
