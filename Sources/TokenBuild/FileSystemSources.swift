#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The project's sources on disk: each read is logged (what `build --watch` and the build stamp poll), and
/// many files are read on every core.
package struct FileSystemSources: SourceProvider {
    /// Every file the project tried to read, with its state just before.
    package let reads: ReadLog

    package init(reads: ReadLog) { self.reads = reads }

    /// Reads `path`, logging it first.
    package func read(_ path: String, referencedAt location: SourceLocation?) -> Result<SourceFile, Diagnostic> {
        reads.record(path)
        return FileSystem.load(path, referencedAt: location)
    }

    /// Logs every file of `files` in order, then reads them on every core; the results in the order of `files`.
    package func read(_ files: [(path: String, location: SourceLocation?)]) -> [Result<SourceFile, Diagnostic>] {
        for file in files { reads.record(file.path) }
        return DispatchScheduler().map(files.count) { i in FileSystem.load(files[i].path, referencedAt: files[i].location) }
    }

    /// `path` with symbolic links followed (see `OutputWriter.realPath`).
    package func realPath(_ path: String) -> String { OutputWriter.realPath(path) }

    /// True when `path` is a directory (after following symbolic links).
    package func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path.isEmpty ? "." : path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The files below `directory` whose name `isWanted` accepts, relative to it, sorted: one `readdir` per
    /// directory. With `watching`, each directory walked is logged, so a file added to or removed from it is
    /// noticed as a change.
    package func files(under directory: String, skipping: String, limit: Int, named isWanted: (String) -> Bool, watching: Bool) -> [String] {
        var found: [String] = []
        var budget = limit
        Self.walk(in: directory.isEmpty ? "." : directory, relative: "", base: directory, output: PathText.normalize(skipping),
                  isWanted: isWanted, into: &found, budget: &budget, reads: watching ? reads : nil)
        return found.sorted()
    }

    /// Appends the wanted files in `directory` and below it (as paths relative to `base`, `relative` being
    /// `directory`'s), one `readdir` per directory: no attributes are fetched. Symbolic links to directories are
    /// not followed; `budget` entries at most.
    private static func walk(in directory: String, relative: String, base: String, output: String,
                             isWanted: (String) -> Bool, into out: inout [String], budget: inout Int, reads: ReadLog?) {
        reads?.record(directory)
        guard let dir = opendir(directory) else { return }
        defer { closedir(dir) }
        while budget > 0, let entry = readdir(dir) {
            budget -= 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) {
                guard !name.hasPrefix("."), name != "node_modules", PathText.normalize(PathText.join(base, path)) != output else { continue }
                walk(in: directory + "/" + name, relative: path, base: base, output: output, isWanted: isWanted, into: &out, budget: &budget, reads: reads)
            } else if isWanted(name) {
                out.append(path)
            }
        }
    }
}
