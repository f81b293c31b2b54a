import Foundation
import TestSupport

/// NavGenRuntime built at -O with `swiftc` (SPEC §6), once per run, for the generated code that
/// the compile and parser benchmarks build: whole-module, as SwiftPM builds it for an app's
/// release build (file by file, its generic helpers stay unspecialized across files).
struct RuntimeLibrary {
    let directory: String

    /// The flags that import and link it.
    var flags: [String] { RuntimeBuild.flags(in: directory) }

    static func build(in directory: String) throws -> RuntimeLibrary {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let output = "\(directory)/runtime"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        _ = try Measure.runChecked(
            ["swiftc", "-swift-version", "6", "-wmo"]
                + RuntimeBuild.arguments(sources: try RuntimeBuild.sources(in: root), into: output, optimization: "-O"))
        return RuntimeLibrary(directory: output)
    }
}
