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
    /// The same, when the file system says when something changes: no event for this long.
    package static let quietInterval: TimeInterval = 0.04
    /// The same, when the last event ended a write (a file closed after writing, or moved into place): an editor's
    /// save has landed, and another file written in the same burst would have shown by now.
    package static let quietAfterWrite: TimeInterval = 0.01
    /// The longest `waitForChange` waits for files to settle.
    package static let maximumSettle: TimeInterval = 2

    /// Blocks until a recorded file changes (at once when one changed since it was read), then until the files
    /// stop changing; returns the paths that differ from what was read (what `build --watch` rebuilds on).
    ///
    /// Where the file system reports changes (inotify, on Linux), a change in the files' folders wakes it at once
    /// and the files are taken as settled after `quietInterval` without one; the stamps still decide what
    /// changed, and are looked at every `pollInterval` as well (a folder that did not exist cannot be watched).
    package func waitForChange() -> [String] {
        let folders = Set(paths.map { path -> String in
            let folder = PathText.directory(of: path)
            return folder.isEmpty ? "." : folder
        })
        let watch = FolderWatch(folders)
        while true {
            // What the last event seen said: the settling below waits less after a write that ended.
            var last: FolderWatch.Event?
            while changed().isEmpty {
                if let watch { last = watch.next(Self.pollInterval) ?? last } else { Thread.sleep(forTimeInterval: Self.pollInterval) }
            }
            let started = Date()
            if let watch {
                var quiet = last == .endedWrite ? Self.quietAfterWrite : Self.quietInterval
                while Date().timeIntervalSince(started) < Self.maximumSettle, let event = watch.next(quiet) {
                    quiet = event == .endedWrite ? Self.quietAfterWrite : Self.quietInterval
                }
            } else {
                // Debounce: wait until two looks in a row see the same state.
                var last = paths.map(FileStamp.init)
                while Date().timeIntervalSince(started) < Self.maximumSettle {
                    Thread.sleep(forTimeInterval: Self.settleInterval)
                    let now = paths.map(FileStamp.init)
                    if now == last { break }
                    last = now
                }
            }
            let changed = changed()
            if !changed.isEmpty { return changed } // else the change was undone: keep waiting
        }
    }
}

/// Folders watched for changes through inotify (Linux); nil elsewhere, or when none can be watched.
package final class FolderWatch {
    private let descriptor: Int32

    package init?(_ folders: Set<String>) {
        #if os(Linux)
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                          | IN_DELETE_SELF | IN_MOVE_SELF)
        var watched = 0
        for folder in folders.sorted() where inotify_add_watch(fd, folder, mask) >= 0 { watched += 1 }
        guard watched > 0 else {
            close(fd)
            return nil
        }
        descriptor = fd
        #else
        return nil
        #endif
    }

    deinit { close(descriptor) }

    /// What the last of the events read says.
    package enum Event: Equatable {
        /// A file was closed after writing, or moved into a watched folder: a write ended.
        case endedWrite
        /// Anything else (a write under way, a file made or removed, attributes changed).
        case other
    }

    /// Waits up to `seconds` for a change in a watched folder; reads every pending event and returns what the last
    /// one says, or nil when none came.
    package func next(_ seconds: TimeInterval) -> Event? {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, Int32(seconds * 1000)) > 0 else { return nil }
        var last = Event.other
        #if os(Linux)
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            // Each record: wd (Int32), mask (UInt32), cookie (UInt32), len (UInt32), then `len` bytes of name.
            var at = 0
            while at + 16 <= count {
                let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self) }
                let length = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self) }
                last = mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 ? .endedWrite : .other
                at += 16 + Int(length)
            }
        }
        #endif
        return last
    }
}
