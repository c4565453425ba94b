import Foundation

/// What `build --watch` compares to notice a change: whether the file exists, its size, modification time
/// (nanoseconds) and inode (an editor's save-by-rename changes it even when the time does not move).
package struct FileStamp: Hashable, Sendable {
    package var exists: Bool
    package var size: Int64 = 0
    package var modified: Int64 = 0
    package var inode: UInt64 = 0

    /// A stamp as recorded earlier.
    package init(exists: Bool, size: Int64, modified: Int64, inode: UInt64) {
        self.exists = exists
        self.size = size
        self.modified = modified
        self.inode = inode
    }

    /// The current state of `path` (`exists == false` when it cannot be stat'ed).
    package init(_ path: String) {
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
/// so a change made while the build runs is still noticed afterwards. A collector, so a class; a lock guards it,
/// since the sources are read through a `Sendable` provider.
public final class ReadLog: @unchecked Sendable {
    /// The paths read, first read first.
    package var paths: [String] { lock.withLock { recorded } }
    private var recorded: [String] = []
    /// The stamp of each path when it was read.
    package var stamps: [String: FileStamp] { lock.withLock { recordedStamps } }
    private var recordedStamps: [String: FileStamp] = [:]
    private let lock = NSLock()

    /// Creates an empty log.
    /// An empty log.
    public init() {}

    /// Records `path` and its current stamp (the first stamp wins when a file is read twice).
    package func record(_ path: String) {
        lock.withLock {
            guard recordedStamps[path] == nil else { return }
            recorded.append(path)
            recordedStamps[path] = FileStamp(path)
        }
    }

    /// The recorded paths whose stamp differs from the file's state now.
    package func changed() -> [String] {
        let (paths, stamps) = lock.withLock { (recorded, recordedStamps) }
        return paths.filter { stamps[$0] != FileStamp($0) }
    }

    /// How often `waitForChange` looks at the files.
    package static let pollInterval: TimeInterval = 0.3
    /// How long the files must stay unchanged after a change before `waitForChange` returns (editors and `git
    /// checkout` write several files in a row; one rebuild follows them all).
    package static let settleInterval: TimeInterval = 0.15
    /// The longest `waitForChange` waits for files to settle.
    package static let maximumSettle: TimeInterval = 2

    /// Blocks until a recorded file changes (at once when one changed since it was read), then until the files
    /// stop changing; returns the paths that differ from what was read (what `build --watch` rebuilds on).
    package func waitForChange() -> [String] {
        while true {
            while changed().isEmpty { Thread.sleep(forTimeInterval: Self.pollInterval) }
            // Debounce: wait until two looks in a row see the same state.
            let started = Date()
            var last = paths.map(FileStamp.init)
            while Date().timeIntervalSince(started) < Self.maximumSettle {
                Thread.sleep(forTimeInterval: Self.settleInterval)
                let now = paths.map(FileStamp.init)
                if now == last { break }
                last = now
            }
            let changed = changed()
            if !changed.isEmpty { return changed } // else the change was undone: keep waiting
        }
    }
}
