import Foundation
import TokenCore

/// What `build --watch` compares to notice a change: whether the file exists, its size, modification time
/// (nanoseconds) and inode (an editor's save-by-rename changes it even when the time does not move).
struct FileStamp: Hashable, Sendable {
    var exists: Bool
    var size: Int64 = 0
    var modified: Int64 = 0
    var inode: UInt64 = 0

    /// A stamp as recorded earlier.
    init(exists: Bool, size: Int64, modified: Int64, inode: UInt64) {
        self.exists = exists
        self.size = size
        self.modified = modified
        self.inode = inode
    }

    /// The current state of `path` (`exists == false` when it cannot be stat'ed).
    init(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            exists = false
            return
        }
        exists = true
        size = Int64(info.st_size)
        inode = UInt64(info.st_ino)
        #if canImport(Darwin)
        modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
    }
}

/// Every file a build tried to read (found or not), in order, each with its stamp taken just before reading —
/// so a change made while the build runs is still noticed afterwards. A collector, so a class.
final class ReadLog {
    /// The paths read, first read first.
    private(set) var paths: [String] = []
    /// The stamp of each path when it was read.
    private(set) var stamps: [String: FileStamp] = [:]

    /// Creates an empty log.
    init() {}

    /// Records `path` and its current stamp (the first stamp wins when a file is read twice).
    func record(_ path: String) {
        guard stamps[path] == nil else { return }
        paths.append(path)
        stamps[path] = FileStamp(path)
    }

    /// The recorded paths whose stamp differs from the file's state now.
    func changed() -> [String] {
        paths.filter { stamps[$0] != FileStamp($0) }
    }
}

extension ProjectLoader.Selection {
    /// Reads `path` for the project: logged for `--watch`, timed as the read stage.
    func load(_ path: String, referencedAt location: SourceLocation? = nil) -> Result<SourceFile, Diagnostic> {
        reads.record(path)
        return timer.measure(.read) { FileSystem.load(path, referencedAt: location) }
    }

    /// Reads every file of `files` (each path with where it is referenced) on every core: logged first, in order,
    /// then read; the results in the order of `files`.
    func load(_ files: [(path: String, location: SourceLocation?)]) -> [Result<SourceFile, Diagnostic>] {
        for file in files { reads.record(file.path) }
        return timer.measure(.read) {
            DispatchScheduler().map(files.count) { i in FileSystem.load(files[i].path, referencedAt: files[i].location) }
        }
    }
}
