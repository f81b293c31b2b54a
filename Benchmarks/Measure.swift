import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of a child process: wall time, peak resident memory, exit status, standard error.
struct ProcessRun {
    var seconds: Double
    /// Peak resident set size in bytes, as the kernel accounts it for the child.
    var peakMemory: Int
    var status: Int32
    var standardError: String
}

enum Measure {
    /// Runs `arguments` (the first is the program's path) with standard output discarded and
    /// standard error captured, and measures it with `wait4`'s resource usage.
    static func run(_ arguments: [String]) throws -> ProcessRun {
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "navgen-bench-\(UUID().uuidString).err"
        ).path
        defer { unlink(errorFile) }
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchmarkFailure("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw BenchmarkFailure("wait4 failed: \(String(cString: strerror(errno)))") }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss)  // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss) * 1024  // kilobytes on Linux
        #endif
        let errors = (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? ""
        return ProcessRun(seconds: seconds, peakMemory: peak, status: exitStatus, standardError: errors)
    }

    /// Runs and requires exit status 0.
    static func runChecked(_ arguments: [String]) throws -> ProcessRun {
        let result = try run(arguments)
        guard result.status == 0 else {
            throw BenchmarkFailure(
                "\(arguments.joined(separator: " ")) exited \(result.status): \(result.standardError.prefix(2000))")
        }
        return result
    }

    /// Runs and returns standard output; requires exit status 0.
    static func capture(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure("\(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
        }
        return String(decoding: data, as: UTF8.self)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The full path of `program` on PATH, or nil.
    static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Counts the instructions a command executes: `perf stat` where the machine exposes the
/// counter, else `valgrind --tool=callgrind` (exact and repeatable, about 50 times slower).
struct InstructionCounter {
    enum Tool: String {
        case perf
        case callgrind
    }

    let tool: Tool
    let path: String

    static func available() -> InstructionCounter? {
        if let perf = Measure.which("perf"),
            let probe = try? Measure.run([perf, "stat", "-x", ",", "-e", "instructions:u", "true"]),
            probe.status == 0, parsePerf(probe.standardError) != nil
        {
            return InstructionCounter(tool: .perf, path: perf)
        }
        if let valgrind = Measure.which("valgrind") {
            return InstructionCounter(tool: .callgrind, path: valgrind)
        }
        return nil
    }

    func count(_ arguments: [String]) throws -> Int? {
        switch tool {
        case .perf:
            let run = try Measure.runChecked([path, "stat", "-x", ",", "-e", "instructions:u", "--"] + arguments)
            return Self.parsePerf(run.standardError)
        case .callgrind:
            let run = try Measure.runChecked([path, "--tool=callgrind", "--callgrind-out-file=/dev/null"] + arguments)
            // "==123== Collected : 456789"
            for line in run.standardError.split(separator: "\n") where line.contains("Collected :") {
                return Int(line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) ?? "")
            }
            return nil
        }
    }

    /// `123456,,instructions:u,…` from `perf stat -x ,`; nil when the counter is not supported.
    private static func parsePerf(_ output: String) -> Int? {
        for line in output.split(separator: "\n") where line.contains("instructions") {
            return Int(line.split(separator: ",").first ?? "")
        }
        return nil
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
