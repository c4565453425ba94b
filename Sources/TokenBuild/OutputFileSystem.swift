import Foundation

/// What is at a path, as the write stage looks at it (a link at the path itself is not followed).
package enum FileEntry: Sendable, Equatable {
    /// A regular file, with its identity when it has one on disk (see `OutputPathRules`' inputs).
    case file(FileIdentity?)
    case directory
    case link
    /// A FIFO, socket or device.
    case other
}

/// The file operations a build's write stage makes on its output directory: looking at a path, reading and
/// comparing a file, writing new bytes to a temporary file beside their destination, putting it in place with one
/// rename, and removing a file. `DiskFileSystem` is the real one (`FileSystem`'s atomic operations);
/// `InMemoryFileSystem` keeps the files in memory, for library users, the language server and tests.
package protocol OutputFileSystem: Sendable {
    /// What is at `path`, nil when nothing is (or a directory on the way is missing).
    func entry(at path: String) -> FileEntry?
    /// The bytes of the regular file at `path`, nil when there is none.
    func bytes(at path: String) -> [UInt8]?
    /// How `bytes` compare with the file at `path`.
    func compare(_ bytes: [UInt8], withFileAt path: String) -> FileSystem.Comparison
    /// Writes `bytes` to a new temporary file beside `path` (whose directory exists) and returns its path.
    func writeTemporary(_ bytes: [UInt8], beside path: String) throws -> String
    /// Renames the temporary file `temporary` over `path` in one step.
    func replace(_ path: String, with temporary: String) throws
    /// Removes the file at `path`; a file already gone is no failure.
    func remove(_ path: String) throws
    /// Removes a temporary file that will not be put in place.
    func discardTemporary(_ path: String)
}

/// The disk, through `FileSystem`.
package struct DiskFileSystem: OutputFileSystem {
    package init() {}

    package func entry(at path: String) -> FileEntry? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(FileIdentity(info))
        case S_IFDIR: return .directory
        case S_IFLNK: return .link
        default: return .other
        }
    }

    package func bytes(at path: String) -> [UInt8]? { FileSystem.existingBytes(path) }

    package func compare(_ bytes: [UInt8], withFileAt path: String) -> FileSystem.Comparison {
        FileSystem.compare(bytes, withFileAt: path)
    }

    package func writeTemporary(_ bytes: [UInt8], beside path: String) throws -> String {
        try FileSystem.writeTemporary(bytes, beside: path)
    }

    package func replace(_ path: String, with temporary: String) throws { try FileSystem.replace(path, with: temporary) }

    package func remove(_ path: String) throws { try FileSystem.remove(path) }

    package func discardTemporary(_ path: String) { unlink(path) }
}

/// Files held in memory, by normalised path: what a build writes there can be read back with `files`. Directories
/// are implied by the files below them; there are no links. Safe to share between threads.
public final class InMemoryFileSystem: OutputFileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String: [UInt8]]
    private var temporaries = 0

    /// A file system holding `files` (by path).
    public init(files: [String: [UInt8]] = [:]) {
        stored = Dictionary(files.map { (PathText.normalize($0.key), $0.value) }, uniquingKeysWith: { $1 })
    }

    /// Every file, by normalised path (temporary files a build has not put in place included).
    public var files: [String: [UInt8]] { lock.withLock { stored } }

    package func entry(at path: String) -> FileEntry? {
        let key = PathText.normalize(path)
        return lock.withLock {
            if stored[key] != nil { return .file(nil) }
            let prefix = key == "." ? "" : key + "/"
            return stored.keys.contains { $0.hasPrefix(prefix) } ? .directory : nil
        }
    }

    package func bytes(at path: String) -> [UInt8]? {
        lock.withLock { stored[PathText.normalize(path)] }
    }

    package func compare(_ bytes: [UInt8], withFileAt path: String) -> FileSystem.Comparison {
        guard let current = self.bytes(at: path) else { return .missing }
        return current == bytes ? .same : .different
    }

    package func writeTemporary(_ bytes: [UInt8], beside path: String) throws -> String {
        lock.withLock {
            temporaries += 1
            let directory = PathText.directory(of: PathText.normalize(path))
            let temporary = PathText.join(directory, ".\(PathText.fileName(of: path))\(FileSystem.temporaryMarker)\(temporaries).tmp")
            stored[temporary] = bytes
            return temporary
        }
    }

    package func replace(_ path: String, with temporary: String) throws {
        try lock.withLock {
            guard let bytes = stored.removeValue(forKey: temporary) else { throw FileSystem.POSIXError(ENOENT, path: temporary) }
            stored[PathText.normalize(path)] = bytes
        }
    }

    package func remove(_ path: String) throws {
        _ = lock.withLock { stored.removeValue(forKey: PathText.normalize(path)) }
    }

    package func discardTemporary(_ path: String) {
        _ = lock.withLock { stored.removeValue(forKey: path) }
    }
}
