import Foundation
import NavGenCore

/// Every file the CLI reads or writes goes through here.
enum FileSystem {
    /// Reads a graph; `-` reads standard input.
    static func readSource(_ path: String) throws(CommandFailure) -> SourceFile {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return SourceFile(name: "<stdin>", bytes: Array(data))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandFailure(message: "cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw CommandFailure(message: "cannot read '\(path)': it is a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(message: "cannot read '\(path)': permission denied or unreadable")
        }
        return SourceFile(name: path, bytes: Array(data))
    }

    /// Writes `contents` to `path` through a temporary file in the same directory and a rename,
    /// so readers never see half a file; leaves the file (and its mtime) alone when the bytes
    /// are already there. Returns whether it wrote.
    @discardableResult
    static func writeIfChanged(_ contents: String, to path: String) throws(CommandFailure) -> Bool {
        let data = Data(contents.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data {
            return false
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure(message: "cannot write '\(path)': directory '\(directory.path)' does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).navgen-\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CommandFailure(message: "cannot write '\(path)': \(reason(error))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let message = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CommandFailure(message: "cannot write '\(path)': \(message)")
        }
        return true
    }

    /// Creates `path` with `contents`, refusing when anything already exists there.
    static func createNew(_ contents: String, at path: String) throws(CommandFailure) {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw CommandFailure(message: "'\(path)' already exists; navgen scaffold never overwrites a file")
        }
        try writeIfChanged(contents, to: path)
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
