import Foundation

/// Standard output and error; the only place the CLI prints.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// `navgen: error: …` on standard error, the way usage and I/O failures are reported.
    static func failure(_ message: String) {
        error("navgen: error: \(message)\n")
    }
}
