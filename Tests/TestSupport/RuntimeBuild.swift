import Foundation

/// Building `Sources/NavGenRuntime` outside SwiftPM, as SPEC §6 says tools do, so that tests and
/// benchmarks can compile generated code with `swiftc` against it.
public enum RuntimeBuild {
    /// The `swiftc` arguments (after `swiftc`) that build the runtime from `sources`, the files of
    /// `Sources/NavGenRuntime`, into a module and a static library in `directory`. `optimization`
    /// is `-Onone` (SPEC §6's line) or `-O`.
    public static func arguments(sources: [String], into directory: String, optimization: String = "-Onone") -> [String]
    {
        [
            optimization, "-parse-as-library", "-emit-module", "-emit-library", "-static", "-module-name",
            "NavGenRuntime",
            "-emit-module-path", "\(directory)/NavGenRuntime.swiftmodule", "-o", "\(directory)/libNavGenRuntime.a",
        ] + sources
    }

    /// NavGenRuntime's source files in the package at `root`, sorted.
    public static func sources(in root: URL) throws -> [String] {
        let folder = root.appendingPathComponent("Sources/NavGenRuntime")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The flags that make a build in `directory` importable and link it.
    public static func flags(in directory: String) -> [String] {
        ["-I", directory, "-L", directory, "-lNavGenRuntime"]
    }
}
