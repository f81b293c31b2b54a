import Foundation
import NavGenCore
import TestSupport

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgen-bench-\(getpid())").path
try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
let navgen = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("navgen").path
let e2e = EndToEndBenchmark(navgen: navgen, directory: directory, counter: nil)
for size in [10, 100, 1000, 10000, 50000] {
    let r = try e2e.run(routes: size, repetitions: 3)
    print(size, r.medianSeconds, r.peakMemory / 1_000_000, r.graphBytes, r.outputBytes)
}
