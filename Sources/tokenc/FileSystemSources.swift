#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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

    /// The token files below `directory`, relative to it, sorted: one `readdir` per directory.
    func tokenFiles(under directory: String, skipping: String, limit: Int) -> [String] {
        var found: [String] = []
        var budget = limit
        Self.walk(in: directory.isEmpty ? "." : directory, relative: "", base: directory, output: PathText.normalize(skipping),
                  into: &found, budget: &budget)
        return found.sorted()
    }

    /// Appends the token files and project roots in `directory` and below it (as paths relative to the resolver
    /// document's directory, `relative` being `directory`'s), one `readdir` per directory: no attributes are
    /// fetched. Symbolic links to directories are not followed; `budget` entries at most.
    private static func walk(in directory: String, relative: String, base: String, output: String,
                                   into out: inout [String], budget: inout Int) {
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
                walk(in: directory + "/" + name, relative: path, base: base, output: output, into: &out, budget: &budget)
            } else if UnusedTokenFiles.isListedFileName(name) {
                out.append(path)
            }
        }
    }
}
