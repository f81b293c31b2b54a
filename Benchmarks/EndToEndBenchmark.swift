import Foundation
import TestSupport

/// `navgen generate graph.nav -o out.swift` as a user runs it — read, check, generate, write — on
/// synthetic graphs of growing size.
struct EndToEndBenchmark {
    struct Result {
        var routes: Int
        var graphBytes: Int
        var outputBytes: Int
        var medianSeconds: Double
        var peakMemory: Int
        var instructions: Int?
    }

    let navgen: String
    let directory: String
    let counter: InstructionCounter?

    func run(routes: Int, repetitions: Int) throws -> Result {
        let graph = SyntheticGraph(routes: routes)
        let input = "\(directory)/synthetic-\(routes).nav"
        let output = "\(directory)/Synthetic\(routes).swift"
        try graph.text.write(toFile: input, atomically: true, encoding: .utf8)
        var times: [Double] = []
        var peak = 0
        var outputBytes = 0
        for _ in 0..<repetitions {
            // Remove the output first: navgen skips the write when the bytes are already there.
            unlink(output)
            let run = try Measure.runChecked([navgen, "generate", input, "-o", output])
            times.append(run.seconds)
            peak = max(peak, run.peakMemory)
            outputBytes = (try FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        }
        unlink(output)
        let instructions = try counter.flatMap { counter -> Int? in
            // Callgrind runs ~50× slower; 50,000 routes would take minutes for one number.
            guard counter.tool == .perf || routes <= 10_000 else { return nil }
            return try counter.count([navgen, "generate", input, "-o", output])
        }
        return Result(routes: routes, graphBytes: graph.text.utf8.count, outputBytes: outputBytes,
                      medianSeconds: Measure.median(times), peakMemory: peak, instructions: instructions)
    }
}
