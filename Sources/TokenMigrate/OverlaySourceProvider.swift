/// Sources read through another provider, with some files replaced by new bytes held in memory: what a migration
/// builds to check its own result without writing anything.
package struct OverlaySourceProvider: SourceProvider {
    /// Where every file not replaced comes from.
    package var base: any SourceProvider
    /// The replaced files, by path as the project names them.
    package var files: [String: SourceFile] = [:]

    /// The replacement for `path` (as given, or normalized), else the base provider's file.
    package func read(_ path: String, referencedAt location: SourceLocation?) -> Result<SourceFile, Diagnostic> {
        if let file = files[path] ?? files[PathText.normalize(path)] { return .success(file) }
        return base.read(path, referencedAt: location)
    }

    /// The base provider's real path.
    package func realPath(_ path: String) -> String { base.realPath(path) }

    /// The base provider's answer.
    package func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }

    /// The base provider's files.
    package func files(under directory: String, skipping: String, limit: Int, named isWanted: (String) -> Bool, watching: Bool) -> [String] {
        base.files(under: directory, skipping: skipping, limit: limit, named: isWanted, watching: watching)
    }
}
