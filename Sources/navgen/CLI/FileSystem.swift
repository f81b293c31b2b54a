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

    /// The bytes of `path`, or nil when there is no readable file.
    static func contents(of path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map(Array.init)
    }

    /// Writes `contents` to `path` through a temporary file in the same directory and a rename,
    /// so readers never see half a file; leaves the file (and its mtime) alone when the bytes
    /// are already there. Returns whether it wrote.
    @discardableResult
    static func writeIfChanged(_ contents: String, to path: String) throws(CommandFailure) -> Bool {
        var contents = contents
        // Generated Swift runs to megabytes: its bytes are compared and written where the string
        // keeps them, not copied first.
        let outcome = contents.withUTF8 { bytes -> Result<Bool, CommandFailure> in
            let data = bytes.baseAddress.map {
                Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: bytes.count, deallocator: .none)
            } ?? Data()
            if let existing = FileManager.default.contents(atPath: path), existing == data {
                return .success(false)
            }
            return Result { () throws(CommandFailure) in
                let temporary = try writeTemporary(data, besides: path)
                guard rename(temporary, path) == 0 else {
                    let message = String(cString: strerror(errno))
                    unlink(temporary)
                    throw CommandFailure(message: "cannot write '\(path)': \(message)")
                }
                return true
            }
        }
        return try outcome.get()
    }

    /// Creates `path` with `contents`, refusing when anything already exists there. The file
    /// appears whole or not at all: a hard link from a temporary file fails if `path` exists.
    static func createNew(_ contents: String, at path: String) throws(CommandFailure) {
        let temporary = try writeTemporary(Data(contents.utf8), besides: path)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST {
                throw CommandFailure(message: "'\(path)' already exists; navgen scaffold never overwrites a file")
            }
            throw CommandFailure(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// A new file holding `data` in the directory of `path`, for a rename or link into place.
    private static func writeTemporary(_ data: Data, besides path: String) throws(CommandFailure) -> String {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandFailure(message: "cannot write '\(path)': directory '\(directory.path)' does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).navgen-\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CommandFailure(message: "cannot write '\(path)': \(reason(error))")
        }
        return temporary.path
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
