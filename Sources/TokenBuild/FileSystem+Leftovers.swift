import Foundation

extension FileSystem {
    /// The name of a new temporary file or folder for `path`, in its directory: `.NAME.tokenc-PID-RANDOM.tmp`.
    /// The process id lets a later run tell a killed run's leftovers (`removeLeftoverTemporaryFiles`) from the
    /// files of a run still going.
    package static func temporaryName(for path: String) -> String {
        let directory = PathText.directory(of: path)
        return (directory.isEmpty ? "" : directory + "/")
            + ".\(PathText.fileName(of: path))\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// Removes the temporary files (and staging folders, with what is in them) that killed tokenc runs left in
    /// `directory` (and, with `recursive`, below it): only names `temporaryName` makes, and only those whose
    /// process is gone, so a run going on at the same time keeps its own. Nothing else is touched; links are
    /// removed, never followed.
    package static func removeLeftoverTemporaryFiles(in directory: String, recursive: Bool) {
        let root = directory.isEmpty ? "." : directory
        var folders = [root]
        while let folder = folders.popLast() {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                let path = PathText.join(folder, name)
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let isFolder = info.st_mode & S_IFMT == S_IFDIR
                if let pid = temporaryFileOwner(name), kill(pid, 0) != 0, errno == ESRCH {
                    if isFolder { try? FileManager.default.removeItem(atPath: path) } else { unlink(path) }
                } else if isFolder, recursive {
                    folders.append(path)
                }
            }
        }
    }

    /// The process id in a name `temporaryName` made, or nil when `name` is not one.
    package static func temporaryFileOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: temporaryMarker, options: .backwards) else { return nil }
        let parts = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -4)].split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil else { return nil }
        return pid
    }
}

extension OutputWriter {
    /// Removes temporary files an interrupted build left in the output directory (see
    /// `FileSystem.removeLeftoverTemporaryFiles`).
    package func removeLeftoverTemporaryFiles() {
        FileSystem.removeLeftoverTemporaryFiles(in: directory, recursive: true)
    }
}
