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

    /// Whether something exists at `path`.
    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// The graphs `paths` name: a file as it is (or `-`), a directory as every `.nav` file under
    /// it, sorted; a path that is neither is an error.
    private static func graphFiles(_ paths: [String]) throws(CommandFailure) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard path != "-", FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { $0.hasSuffix(".nav") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .sorted()
            guard !found.isEmpty else { throw CommandFailure(message: "no .nav file under '\(path)'") }
            files += found.map { base + "/" + $0 }
        }
        return files
    }

    /// Every graph `paths` name (see `graphFiles`), all read before any is used, so that a missing
    /// one fails the run before anything is reported or written.
    static func readGraphs(_ paths: [String]) throws(CommandFailure) -> [SourceFile] {
        try graphFiles(paths).map { path throws(CommandFailure) in try readSource(path) }
    }

    /// Writes `contents` to `path` through a temporary file in the same directory and a rename,
    /// so readers never see half a file; leaves the file (and its mtime) alone when the bytes
    /// are already there. Returns whether it wrote.
    @discardableResult
    static func writeIfChanged(_ contents: String, to path: String) throws(CommandFailure) -> Bool {
        try writeIfChanged(pieces: [contents], to: path)
    }

    /// `writeIfChanged(_:to:)` for a file given as consecutive pieces, which are compared and
    /// written where each string keeps its bytes: generated Swift runs to tens of megabytes, and
    /// is never put together or copied first.
    @discardableResult
    static func writeIfChanged(pieces: [String], to path: String) throws(CommandFailure) -> Bool {
        if file(at: path, holds: pieces) { return false }
        let temporary = try writeTemporary(pieces, besides: path)
        guard rename(temporary, path) == 0 else {
            let message = String(cString: strerror(errno))
            unlink(temporary)
            throw CommandFailure(message: "cannot write '\(path)': \(message)")
        }
        return true
    }

    /// Whether `path` is a readable regular file holding exactly `pieces`, one after another.
    /// The file is read a block at a time and compared as it comes: generated Swift runs to tens
    /// of megabytes, and reading it whole would take as much fresh memory again (at 50,000
    /// routes, a tenth of the run went to that copy and its page faults).
    static func file(at path: String, holds pieces: [String]) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
            Int(status.st_size) == pieces.reduce(0, { $0 + $1.utf8.count })
        else { return false }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: comparisonBlockSize) { block in
            for var piece in pieces {
                let matches = piece.withUTF8 { bytes in
                    var offset = 0
                    while offset < bytes.count {
                        let count = min(block.count, bytes.count - offset)
                        guard let expected = bytes.baseAddress, let read = block.baseAddress,
                            readAll(UnsafeMutableBufferPointer(rebasing: block[..<count]), from: descriptor),
                            memcmp(expected + offset, read, count) == 0
                        else { return false }
                        offset += count
                    }
                    return true
                }
                guard matches else { return false }
            }
            return true
        }
    }

    /// How much of an existing file `file(at:holds:)` reads at once.
    private static let comparisonBlockSize = 64 * 1024

    /// Fills `buffer` from `descriptor`; false when the file ends first or the system refuses.
    private static func readAll(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32) -> Bool {
        guard let start = buffer.baseAddress else { return true }
        var offset = 0
        while offset < buffer.count {
            let count = read(descriptor, start + offset, buffer.count - offset)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Creates `path` with `contents`, refusing when anything already exists there. The file
    /// appears whole or not at all: a hard link from a temporary file fails if `path` exists.
    static func createNew(_ contents: String, at path: String) throws(CommandFailure) {
        let temporary = try writeTemporary([contents], besides: path)
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            if errno == EEXIST {
                throw CommandFailure(message: "'\(path)' already exists; navgen scaffold never overwrites a file")
            }
            throw CommandFailure(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
    }

    /// A new file holding `pieces`, one after another, in the directory of `path`, flushed to
    /// disk, for a rename or link into place.
    private static func writeTemporary(_ pieces: [String], besides path: String) throws(CommandFailure) -> String {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw CommandFailure(message: "cannot write '\(path)': directory '\(directory.path)' does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).navgen-\(UUID().uuidString).tmp")
            .path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else {
            throw CommandFailure(message: "cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
        // POSIX calls rather than FileHandle's throwing writes, which need macOS 10.15.4.
        var failure: Int32 = 0
        for var piece in pieces where failure == 0 {
            if !piece.withUTF8({ writeAll($0, to: descriptor) }) { failure = errno }
        }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw CommandFailure(message: "cannot write '\(path)': \(String(cString: strerror(failure)))")
        }
        return temporary
    }

    /// Writes all of `bytes` to `descriptor`; false, with `errno` set, when the system refuses.
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, start + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// `path` as GitHub annotations name files: relative to the current directory (a workflow's
    /// is the repository's root) when it is under it; as given otherwise.
    static func relativeToCurrentDirectory(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        // Both as the file system resolves them: macOS's /tmp is /private/tmp.
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return resolved.hasPrefix(prefix) ? String(resolved.dropFirst(prefix.count)) : path
    }

    /// `files` named as GitHub annotations name them (`relativeToCurrentDirectory`).
    static func namedForGitHub(_ files: [SourceFile]) -> [SourceFile] {
        files.map(namedForGitHub)
    }

    /// `file` named as GitHub annotations name it (`relativeToCurrentDirectory`).
    static func namedForGitHub(_ file: SourceFile) -> SourceFile {
        SourceFile(name: relativeToCurrentDirectory(file.name), bytes: file.bytes)
    }
}
