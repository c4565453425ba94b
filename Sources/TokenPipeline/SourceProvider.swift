/// Where a build's sources come from: the CLI reads the file system, tests hold files in memory. Paths are as
/// the project names them (joined to the config's or resolver document's directory).
public protocol SourceProvider: Sendable {
    /// The file at `path`, or a located diagnostic (`location`: where the project names it) when it cannot be read.
    func read(_ path: String, referencedAt location: SourceLocation?) -> Result<SourceFile, Diagnostic>

    /// Every file of `files`, results in the order of `files` (a provider may read them at the same time).
    func read(_ files: [(path: String, location: SourceLocation?)]) -> [Result<SourceFile, Diagnostic>]

    /// `path` with symbolic links followed, normalized: what the source-root checks compare.
    func realPath(_ path: String) -> String

    /// The files in `directory` and below it whose name `isWanted` accepts (token files for the `unused-file`
    /// check, set files of a Tokens Studio folder), as paths relative to it, sorted: hidden directories,
    /// `node_modules` and `skipping` (the output directory) left out, at most `limit` entries looked at. With
    /// `watching`, the directories walked count among what the build read (a file added there is a change); a
    /// look around that decides no output (the `unused-file` scan) is not watched.
    func files(under directory: String, skipping: String, limit: Int, named isWanted: (String) -> Bool, watching: Bool) -> [String]

    /// True when `path` is a directory (a `tokens` entry naming one stands for the token files below it).
    func isDirectory(_ path: String) -> Bool
}

extension SourceProvider {
    /// The files below `directory` that `isWanted` accepts, the directories walked watched.
    public func files(under directory: String, skipping: String, limit: Int, named isWanted: (String) -> Bool) -> [String] {
        files(under: directory, skipping: skipping, limit: limit, named: isWanted, watching: true)
    }

    /// Reads each file in turn.
    public func read(_ files: [(path: String, location: SourceLocation?)]) -> [Result<SourceFile, Diagnostic>] {
        files.map { read($0.path, referencedAt: $0.location) }
    }
}

/// Sources held in memory, keyed by path; a path without a file is not found. There are no links: a real path
/// is the normalized path.
public struct InMemorySourceProvider: SourceProvider {
    /// The files, by path.
    public var files: [String: SourceFile]

    /// A provider of `files` (keyed by the path the project names them by).
    public init(_ files: [String: SourceFile]) { self.files = files }

    /// The file at `path` (as given, or normalized), or `file-not-found`.
    public func read(_ path: String, referencedAt location: SourceLocation?) -> Result<SourceFile, Diagnostic> {
        if let file = files[path] ?? files[PathText.normalize(path)] { return .success(file) }
        return .failure(Diagnostic(.fileNotFound, "no such file: \(path)", at: location ?? SourceLocation(file: path)))
    }

    /// `path`, normalized.
    public func realPath(_ path: String) -> String { PathText.normalize(path) }

    /// True when a held file is below `path` (a directory exists only through its files).
    public func isDirectory(_ path: String) -> Bool {
        let root = PathText.normalize(path.isEmpty ? "." : path)
        return files.keys.contains { key in
            let normalized = PathText.normalize(key)
            return normalized != root && PathText.isInside(normalized: normalized, normalizedRoot: root)
        }
    }

    /// The held files below `directory` whose name `isWanted` accepts, relative to it, sorted.
    public func files(under directory: String, skipping: String, limit: Int, named isWanted: (String) -> Bool,
                      watching: Bool) -> [String] {
        let root = PathText.normalize(directory.isEmpty ? "." : directory)
        // An empty `skipping` skips nothing (it would normalize to ".", which holds everything).
        let skipped = skipping.isEmpty ? nil : PathText.normalize(skipping)
        return files.keys.map(PathText.normalize).filter { path in
            PathText.isInside(normalized: path, normalizedRoot: root)
                && !(skipped.map { PathText.isInside(normalized: path, normalizedRoot: $0) } ?? false)
                && isWanted(PathText.fileName(of: path))
        }.map { root == "." ? $0 : String($0.dropFirst(root.count + 1)) }
            .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") || $0 == "node_modules" } }
            .sorted()
    }
}
