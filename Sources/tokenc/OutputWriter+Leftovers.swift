import Foundation
import TokenCore

extension OutputWriter {
    /// Removes temporary files an interrupted build left in the output directory
    /// (`.<name>.tokenc-<pid>-<random>.tmp`, see `FileSystem.writeAtomically`), but only those whose process
    /// is gone: a build running at the same time keeps its own. Nothing else is touched; symbolic links to
    /// directories are not followed.
    func removeLeftoverTemporaryFiles() {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return }
        while let relative = enumerator.nextObject() as? String {
            let name = PathText.fileName(of: relative)
            guard let pid = Self.temporaryFileOwner(name), kill(pid, 0) != 0, errno == ESRCH else { continue }
            unlink(PathText.join(directory, relative))
        }
    }

    /// The process id in a tokenc temporary file name, or nil when `name` is not one.
    static func temporaryFileOwner(_ name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp"), let marker = name.range(of: ".tokenc-", options: .backwards) else { return nil }
        let parts = name[marker.upperBound..<name.index(name.endIndex, offsetBy: -4)].split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil else { return nil }
        return pid
    }
}
