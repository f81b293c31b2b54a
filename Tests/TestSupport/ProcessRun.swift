import Foundation

/// Runs `executable` (a path, or a command found on `PATH`) with `arguments`, waits for it, and
/// returns its exit status and its standard output and error together.
public func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    let isPath = executable.hasPrefix("/")
    process.executableURL = URL(fileURLWithPath: isPath ? executable : "/usr/bin/env")
    process.arguments = isPath ? arguments : [executable] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
