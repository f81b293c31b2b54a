import Foundation

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
    /// This suite's executable, which writes the synthetic graphs (`--write-graph`).
    let graphWriter: String
    let directory: String
    let counter: InstructionCounter?

    /// Each size run `rounds` times, the sizes taking turns within each round, so that the
    /// machine's drift over the minute this takes falls on every size alike (ratios between sizes
    /// are the targets), then the median of each size's runs.
    func run(sizes: [Int], rounds: Int, progress: (String) -> Void) throws -> [Result] {
        var graphs: [(routes: Int, input: String, output: String, bytes: Int)] = []
        for routes in sizes {
            // Written by a child process: a spawned process's peak memory counts the memory of
            // the process that spawned it (Linux carries it over the exec), so this one stays small.
            let input = "\(directory)/synthetic-\(routes).nav"
            _ = try Measure.runChecked([graphWriter, "--write-graph", String(routes), input])
            let bytes = (try FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? 0
            graphs.append((routes, input, "\(directory)/Synthetic\(routes).swift", bytes))
        }
        var times = [[Double]](repeating: [], count: graphs.count)
        var peaks = [Int](repeating: 0, count: graphs.count)
        var outputBytes = [Int](repeating: 0, count: graphs.count)
        for round in 1...rounds {
            progress("end to end: round \(round) of \(rounds), every size in turn")
            for (index, graph) in graphs.enumerated() {
                // Remove the output first: navgen skips the write when the bytes are already there.
                unlink(graph.output)
                let run = try Measure.runChecked([navgen, "generate", graph.input, "-o", graph.output])
                times[index].append(run.seconds)
                peaks[index] = max(peaks[index], run.peakMemory)
                outputBytes[index] =
                    (try FileManager.default.attributesOfItem(atPath: graph.output)[.size] as? Int) ?? 0
                unlink(graph.output)
            }
        }
        return try graphs.enumerated().map { index, graph in
            let instructions = try counter.flatMap { counter -> Int? in
                // Callgrind runs ~50× slower; 50,000 routes would take minutes for one number.
                guard counter.tool == .perf || graph.routes <= 10_000 else { return nil }
                progress("end to end: counting instructions at \(graph.routes) routes")
                defer { unlink(graph.output) }
                return try counter.count([navgen, "generate", graph.input, "-o", graph.output])
            }
            return Result(
                routes: graph.routes, graphBytes: graph.bytes, outputBytes: outputBytes[index],
                medianSeconds: Measure.median(times[index]), peakMemory: peaks[index], instructions: instructions)
        }
    }
}
