import Foundation

/// An app of 50 modules × 200 routes beside the same 10,000 routes as one graph (issue 37, SPEC
/// §2.8): `navgen lint` of the app with its modules, and `navgen generate` of the app's file,
/// each against the one graph's. Both graphs have the same screens, edges and URL patterns; the
/// modular one reaches each module's routes through its first.
struct ModularBenchmark {
    struct Result {
        var what: String
        var oneGraphSeconds: Double
        var modularSeconds: Double
        var ratio: Double { modularSeconds / oneGraphSeconds }
    }

    static let modules = 50
    static let routesPerModule = 200

    let navgen: String
    let directory: String

    /// The one graph: module `m`'s route `r` is `m{m}r{r}`.
    static func oneGraph() -> String {
        var text = "app Big\nscheme \"big\"\ntab home url \"/\" {\n    push "
        text += (0..<modules).map { "m\($0)r0" }.joined(separator: ", ") + "\n}\n"
        for module in 0..<modules {
            for route in 0..<routesPerModule {
                text += "route m\(module)r\(route)(id: Int) url \"/m\(module)/r\(route)/:id\""
                text +=
                    route == 0
                    ? " {\n    push \((1..<routesPerModule).map { "m\(module)r\($0)" }.joined(separator: ", "))\n}\n"
                    : "\n"
            }
        }
        return text
    }

    /// The same routes as an app's graph and one graph per module.
    static func modularGraphs() -> (app: String, modules: [String]) {
        var app = "app Big\nscheme \"big\"\nuse " + (0..<modules).map { "M\($0)" }.joined(separator: ", ")
        app += "\ntab home url \"/\" {\n    push " + (0..<modules).map { "M\($0).r0" }.joined(separator: ", ") + "\n}\n"
        let graphs = (0..<modules).map { module in
            var text = "module M\(module)\n"
            for route in 0..<routesPerModule {
                text += "route r\(route)(id: Int) url \"/m\(module)/r\(route)/:id\""
                text +=
                    route == 0
                    ? " {\n    push \((1..<routesPerModule).map { "r\($0)" }.joined(separator: ", "))\n}\n" : "\n"
            }
            return text
        }
        return (app, graphs)
    }

    /// Each command run `rounds` times, one graph's and the app's taking turns; the medians.
    func run(rounds: Int, progress: (String) -> Void) throws -> [Result] {
        let one = "\(directory)/big.nav"
        try Self.oneGraph().write(toFile: one, atomically: true, encoding: .utf8)
        let (app, modules) = Self.modularGraphs()
        let appPath = "\(directory)/modular/app.nav"
        try FileManager.default.createDirectory(atPath: "\(directory)/modular", withIntermediateDirectories: true)
        try app.write(toFile: appPath, atomically: true, encoding: .utf8)
        var modulePaths: [String] = []
        for (index, text) in modules.enumerated() {
            let path = "\(directory)/modular/m\(index).nav"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            modulePaths.append(path)
        }
        let output = "\(directory)/Big.swift"
        let commands: [(what: String, one: [String], modular: [String])] = [
            ("check (`navgen lint`)", [navgen, "lint", one], [navgen, "lint", appPath] + modulePaths),
            (
                "generate the app's file",
                [navgen, "generate", one, "-o", output],
                [navgen, "generate", appPath, "--modules"] + modulePaths + ["-o", output]
            ),
        ]
        return try commands.map { command in
            var oneTimes: [Double] = []
            var modularTimes: [Double] = []
            for round in 1...rounds {
                progress("modules: \(command.what), round \(round) of \(rounds)")
                unlink(output)
                oneTimes.append(try Measure.runChecked(command.one).seconds)
                unlink(output)
                modularTimes.append(try Measure.runChecked(command.modular).seconds)
            }
            unlink(output)
            return Result(
                what: command.what, oneGraphSeconds: Measure.median(oneTimes),
                modularSeconds: Measure.median(modularTimes))
        }
    }
}
