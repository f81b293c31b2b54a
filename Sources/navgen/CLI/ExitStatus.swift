/// SPEC §3: 0 no errors (warnings allowed), 1 errors in the graph, 2 usage or I/O failure.
enum ExitStatus: Int32 {
    case success = 0
    case graphErrors = 1
    case usageOrIOFailure = 2
}

/// A problem with how navgen was called or with the files around it, reported as one line.
struct CommandFailure: Error {
    var message: String
}
