/// Style Dictionary `source`/`include` patterns → sorted file list, matched by `PathGlob` (the globs `tokens`
/// entries take too).
package enum StyleDictionarySources {
    /// The files below `directory` (relative to it, sorted, each once, in the order of `patterns` as Style
    /// Dictionary merges them) that `patterns` match (`PathGlob`).
    /// A pattern that leaves the folder (`/…`, `..`) is a `source-outside-root` error; one that matches nothing a
    /// `source-pattern-empty` warning, located at the pattern (`pointer` is the array's).
    package static func files(_ patterns: [String], under directory: String, provider: some SourceProvider,
                      file: String, pointer: JSONPointer) -> (files: [String], diagnostics: [Diagnostic]) {
        var out: [String] = []
        var seen = Set<String>()
        var diagnostics: [Diagnostic] = []
        var all: [String]?
        for (i, raw) in patterns.enumerated() {
            let at = SourceLocation(file: file, pointer: pointer.appending(String(i)))
            let pattern = raw.hasPrefix("./") ? String(raw.dropFirst(2)) : raw
            let parts = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if pattern.hasPrefix("/") || parts.contains("..") {
                diagnostics.append(Diagnostic(.sourceOutsideRoot, "\"\(raw)\" reaches outside the Style Dictionary config's folder; tokenc reads token files only below it", at: at))
                continue
            }
            guard let glob = PathGlob(pattern) else {
                diagnostics.append(Diagnostic(.limitExceeded,
                    "\"\(raw)\" expands into more than \(PathGlob.maximumAlternatives) patterns; use fewer {…} alternatives", at: at))
                continue
            }
            if all == nil {
                all = provider.files(under: directory, skipping: "", limit: TokenBuild.maximumScannedEntries) { _ in true }
            }
            let matched = (all ?? []).filter { glob.matches($0) }.sorted()
            if matched.isEmpty {
                diagnostics.append(Diagnostic(.sourcePatternEmpty, "\"\(raw)\" matches no file below the config's folder", at: at))
            }
            for m in matched where seen.insert(m).inserted { out.append(m) }
        }
        return (out, diagnostics)
    }
}
