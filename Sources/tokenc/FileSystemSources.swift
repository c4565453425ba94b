import TokenCore

/// The project's sources on disk: each read is logged (what `build --watch` and the build stamp poll), and
/// many files are read on every core.
struct FileSystemSources: SourceProvider {
    /// Every file the project tried to read, with its state just before.
    let reads: ReadLog

    /// Reads `path`, logging it first.
    func read(_ path: String, referencedAt location: SourceLocation?) -> Result<SourceFile, Diagnostic> {
        reads.record(path)
        return FileSystem.load(path, referencedAt: location)
    }

    /// Logs every file of `files` in order, then reads them on every core; the results in the order of `files`.
    func read(_ files: [(path: String, location: SourceLocation?)]) -> [Result<SourceFile, Diagnostic>] {
        for file in files { reads.record(file.path) }
        return DispatchScheduler().map(files.count) { i in FileSystem.load(files[i].path, referencedAt: files[i].location) }
    }

    /// `path` with symbolic links followed (see `OutputWriter.realPath`).
    func realPath(_ path: String) -> String { OutputWriter.realPath(path) }
}
