import Foundation

/// An advisory lock (`flock`) on an output directory, so that builds into one directory take their turns: a build
/// holds it exclusively from before it stages its first output (staging compares each output with the file on
/// disk, so another build's renames must not come between) until its last rename; `build --check` holds it
/// shared, and so never reads a set another build is halfway through replacing. A build that finds the directory
/// locked says so and waits: the holder is a build that finishes, or dies and so lets go (the kernel releases a
/// dead process's locks); a build that failed instead would make an IDE's or a watcher's overlapping build fail
/// for nothing.
///
/// The lock is taken on the directory itself (a descriptor open on it), not on a lock file: nothing appears in a
/// directory that is often committed, and nothing is left to remove. Only tokenc builds honour it; where the file
/// system cannot lock (some network file systems) the build goes on without it.
package final class OutputLock {
    private var fd: Int32

    private init(_ fd: Int32) {
        self.fd = fd
    }

    deinit {
        release()
    }

    /// Locks `directory`, exclusively or shared, waiting while another build holds it (calling `waiting` once,
    /// first). `prepare` runs before each attempt (a build makes the directory there). Nil when there is nothing
    /// to lock (no directory) or the file system does not lock.
    package static func acquire(_ directory: String, exclusive: Bool, prepare: () throws -> Void = {}, waiting: () -> Void) rethrows -> OutputLock? {
        let path = directory.isEmpty ? "." : directory
        let mode = exclusive ? LOCK_EX : LOCK_SH
        var announced = false
        while true {
            try prepare()
            let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else { return nil }
            if flock(fd, mode | LOCK_NB) != 0 {
                guard errno == EWOULDBLOCK else {
                    close(fd)
                    return nil
                }
                if !announced {
                    announced = true
                    waiting()
                }
                var locked: Int32
                repeat { locked = flock(fd, mode) } while locked != 0 && errno == EINTR
                guard locked == 0 else {
                    close(fd)
                    return nil
                }
            }
            // While this build waited, the holder may have removed the directory (a failed first build takes away
            // what it made) or another put a new one there: the lock must be on the directory at the path.
            var held = stat(), current = stat()
            if fstat(fd, &held) == 0, stat(path, &current) == 0, held.st_dev == current.st_dev, held.st_ino == current.st_ino {
                return OutputLock(fd)
            }
            close(fd)
        }
    }

    /// Lets the next build in.
    package func release() {
        guard fd >= 0 else { return }
        close(fd)  // closing the only descriptor releases the lock
        fd = -1
    }
}
