import Foundation
import TokenCore

/// File reading and atomic, only-if-changed writing. The only place tokenc touches the disk.
enum FileSystem {
    /// Why a file could not be read.
    enum ReadError: Error {
        case missing
        case isDirectory
        case unreadable(String)
    }

    /// Reads `path` into a `SourceFile` reported as `path`.
    static func read(_ path: String) -> Result<SourceFile, ReadError> {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return .failure(.missing) }
        if isDir.boolValue { return .failure(.isDirectory) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(.unreadable(String(cString: strerror(errno))))
        }
        return .success(SourceFile(path: path, bytes: [UInt8](data)))
    }

    /// Reads `path`, or returns a located diagnostic saying why it could not be read.
    static func load(_ path: String, referencedAt location: SourceLocation? = nil) -> Result<SourceFile, Diagnostic> {
        switch read(path) {
        case .success(let f): return .success(f)
        case .failure(.missing):
            return .failure(Diagnostic(.fileNotFound, "no such file: \(path)", at: location ?? SourceLocation(file: path)))
        case .failure(.isDirectory):
            return .failure(Diagnostic(.fileUnreadable, "\(path) is a directory, not a file", at: location ?? SourceLocation(file: path)))
        case .failure(.unreadable(let why)):
            return .failure(Diagnostic(.fileUnreadable, "cannot read \(path): \(why)", at: location ?? SourceLocation(file: path)))
        }
    }

    /// The current bytes of `path`, or nil when it does not exist or cannot be read.
    static func existingBytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// Writes `bytes` to `path` atomically: a temporary file beside it, flushed to disk, then renamed over it.
    /// A reader (or an interrupted build) only ever sees the old or the new file, never a partial one.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let directory = PathText.directory(of: path)
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        let temp = (directory.isEmpty ? "" : directory + "/") + ".\(PathText.fileName(of: path)).tokenc-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXError(errno, path: temp) }
        var ok = false
        defer {
            if !ok { unlink(temp) }
        }
        var remaining = bytes[...]
        while !remaining.isEmpty {
            let n = remaining.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let e = errno
                close(fd)
                throw POSIXError(e, path: temp)
            }
            remaining = remaining.dropFirst(n)
        }
        guard fsync(fd) == 0 else { let e = errno; close(fd); throw POSIXError(e, path: temp) }
        close(fd)
        guard rename(temp, path) == 0 else { throw POSIXError(errno, path: path) }
        ok = true
    }

    /// A POSIX failure with the path concerned.
    struct POSIXError: Error, CustomStringConvertible {
        let code: Int32
        let path: String
        init(_ code: Int32, path: String) {
            self.code = code
            self.path = path
        }
        var description: String { "\(path): \(String(cString: strerror(code)))" }
    }
}
