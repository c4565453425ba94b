import Foundation

/// The project's sources as the editor has them: an open document's text in place of its file on disk, every
/// other file read from disk. Paths are matched absolute and normalized; a file keeps the path the project
/// names it by, so diagnostics read as `tokenc validate` prints them.
package struct OverlaySources: SourceProvider {
    /// The open documents' bytes, by absolute normalized path.
    package var documents: [String: [UInt8]]
    /// The folder relative paths are taken from (the server's working directory).
    package var root: String
    private let disk: FileSystemSources

    /// Sources reading `documents` first, then the disk (each read logged in `reads`).
    package init(documents: [String: [UInt8]], root: String, reads: ReadLog = ReadLog()) {
        self.documents = documents
        self.root = root
        disk = FileSystemSources(reads: reads)
    }

    /// The open document at `path`, or the file on disk.
    package func read(_ path: String, referencedAt location: SourceLocation?) -> Result<SourceFile, Diagnostic> {
        if let bytes = documents[ProjectLocator.absolute(path, root)] { return .success(SourceFile(path: path, bytes: bytes)) }
        return disk.read(path, referencedAt: location)
    }

    /// Open documents from memory; the rest read from disk on every core.
    package func read(_ files: [(path: String, location: SourceLocation?)]) -> [Result<SourceFile, Diagnostic>] {
        let fromDisk = files.enumerated().filter { documents[ProjectLocator.absolute($0.element.path, root)] == nil }
        var results = [Result<SourceFile, Diagnostic>?](repeating: nil, count: files.count)
        for (i, r) in zip(fromDisk.map(\.offset), disk.read(fromDisk.map(\.element))) { results[i] = r }
        for (i, file) in files.enumerated() where results[i] == nil { results[i] = read(file.path, referencedAt: file.location) }
        return results.map { $0! }
    }

    /// `path` with links followed.
    package func realPath(_ path: String) -> String { disk.realPath(path) }

    /// The files below `directory` on disk (an open document is a file on disk the editor holds).
    package func files(under directory: String, skipping: String, limit: Int, named isWanted: (String) -> Bool, watching: Bool) -> [String] {
        disk.files(under: directory, skipping: skipping, limit: limit, named: isWanted, watching: watching)
    }

    /// True when `path` is a directory on disk.
    package func isDirectory(_ path: String) -> Bool { disk.isDirectory(path) }
}
