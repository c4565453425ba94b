/// A list of token files as a project names it (`tokens` in tokenc.json, files on the command line): each entry
/// a file, a directory (its token files, recursively) or a glob, expanded here for every front end and provider.
extension TokenBuild {
    /// One entry of a token file list.
    package struct TokenFileEntry {
        /// The path, directory or glob as written.
        package var written: String
        /// Where the project names it (nil on the command line).
        package var location: SourceLocation?
        /// The format the entry declares for its files.
        package var format: TokenFileFormat?
    }

    /// The most files one glob or directory entry may expand to.
    public static let maximumExpandedFiles = 10_000

    /// File extensions a directory entry takes: what tokenc reads as token files.
    static let tokenFileExtensions = [".json", ".tokens", ".yaml", ".yml"]

    /// The files `entries` name, joined to `base`, in order: each glob's or directory's matches sorted by path, a
    /// file named twice read once, at its last place (so a later entry still wins the merge). Matches of globs and
    /// directories must lie inside `roots` (nil: no check, for files the user names on the command line).
    package func expand(_ entries: [TokenFileEntry], base: String, roots: SourceRoots?, skipping: String)
        -> (files: [(path: String, location: SourceLocation?, format: TokenFileFormat?)], diagnostics: [Diagnostic]) {
        var files: [(path: String, location: SourceLocation?, format: TokenFileFormat?)] = []
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            let full = PathText.join(base, entry.written)
            var matches: [String]
            if PathGlob.isPattern(entry.written) {
                let pattern = PathText.normalize(full)
                guard let glob = PathGlob(pattern) else {
                    diagnostics.append(Diagnostic(.limitExceeded,
                        "\(entry.written) expands into more than \(PathGlob.maximumAlternatives) patterns; use fewer {…} alternatives",
                        at: entry.location))
                    continue
                }
                let walkBase = PathGlob.base(of: pattern)
                matches = sources.files(under: walkBase, skipping: skipping, limit: Self.maximumScannedEntries * 5, named: { _ in true })
                    .map { walkBase.isEmpty || walkBase == "." ? $0 : PathText.join(walkBase, $0) }
                    .filter { glob.matches(PathText.normalize($0)) }
                if matches.isEmpty {
                    diagnostics.append(Diagnostic(.fileNotFound, "no file matches \(entry.written)", at: entry.location))
                    continue
                }
            } else if sources.isDirectory(full) {
                matches = sources.files(under: full, skipping: skipping, limit: Self.maximumScannedEntries * 5, named: Self.isTokenFile)
                    .map { PathText.join(full, $0) }
                if matches.isEmpty {
                    diagnostics.append(Diagnostic(.fileNotFound,
                        "directory \(entry.written) holds no token files (\(Self.tokenFileExtensions.map { "*" + $0 }.joined(separator: ", ")))",
                        at: entry.location))
                    continue
                }
            } else {
                files.append((full, entry.location, entry.format))
                continue
            }
            guard matches.count <= Self.maximumExpandedFiles else {
                diagnostics.append(Diagnostic(.limitExceeded,
                    "\(entry.written) names \(matches.count) files; tokenc reads at most \(Self.maximumExpandedFiles) from one entry",
                    at: entry.location))
                continue
            }
            for match in matches {
                let written = PathText.normalize(match)
                if let roots, let problem = roots.problem(match, written: written, at: entry.location, provider: sources) {
                    diagnostics.append(problem)
                    continue
                }
                files.append((match, entry.location, entry.format))
            }
        }
        // A file named twice is read once, where it is named last.
        var seen = Set<String>()
        var unique: [(path: String, location: SourceLocation?, format: TokenFileFormat?)] = []
        for file in files.reversed() where seen.insert(PathText.normalize(file.path)).inserted { unique.append(file) }
        return (unique.reversed(), diagnostics)
    }

    /// True for a file name a directory entry reads.
    public static func isTokenFile(_ name: String) -> Bool {
        !name.hasPrefix(".") && tokenFileExtensions.contains { name.hasSuffix($0) }
    }
}
