import Foundation

/// How `tokenc fix` rewrites a source file: atomically (a temporary file beside it, flushed, renamed over it),
/// keeping its permissions (and owner, where allowed), through symlinks (the link stays, its target changes), and only when the file is still
/// what was read. Reasons come back as text; nothing is thrown.
package enum FixFileWriter {
    /// Why the file at `path` cannot be rewritten (nil when it can): it is read-only, or its directory is (the new
    /// file is renamed into it). Permission bits are looked at as well as `access`, so that a file its owner made
    /// read-only stays as it is even for root.
    package static func unwritableReason(_ path: String) -> String? {
        let real = OutputWriter.realPath(path)
        var info = stat()
        guard stat(real, &info) == 0 else { return "cannot look at \(path): \(String(cString: strerror(errno)))" }
        guard info.st_mode & S_IFMT == S_IFREG else { return "\(path) is not a regular file, so it is left alone" }
        if info.st_mode & 0o222 == 0 || access(real, W_OK) != 0 {
            return "\(path) is read-only, so it is left alone"
        }
        let directory = PathText.directory(of: real)
        let d = directory.isEmpty ? "." : directory
        if stat(d, &info) != 0 || info.st_mode & 0o222 == 0 || access(d, W_OK) != 0 {
            return "the directory of \(path) is read-only (a fixed file is renamed into place), so the file is left alone"
        }
        return nil
    }

    /// Replaces the contents of `original`'s file with `bytes`; returns why it did not, leaving the file as it was.
    package static func write(_ bytes: [UInt8], over original: SourceFile) -> String? {
        let path = original.path
        let real = OutputWriter.realPath(path)
        guard FileSystem.compare(original.bytes, withFileAt: real) == .same else {
            return "\(path) changed since tokenc read it, so it is left alone"
        }
        var info = stat()
        guard stat(real, &info) == 0 else { return "cannot look at \(path): \(String(cString: strerror(errno)))" }
        do {
            let temp = try FileSystem.writeTemporary(bytes, beside: real)
            // The owner too, where the process may set it (root may; others keep their own).
            _ = chown(temp, info.st_uid, info.st_gid)
            guard chmod(temp, info.st_mode & 0o7777) == 0 else {
                let e = errno
                unlink(temp)
                return "cannot write \(path): \(String(cString: strerror(e))); it is left as it was"
            }
            try FileSystem.replace(real, with: temp)
        } catch {
            return "cannot write \(path): \(FileSystem.reason(error)); it is left as it was"
        }
        return nil
    }
}
