/// Style Dictionary `source`/`include` patterns → sorted file list. The one place a Style Dictionary config's
/// globs are expanded, so a shared expander can take its place.
enum StyleDictionarySources {
    /// The files below `directory` (relative to it, sorted, each once, in the order of `patterns` as Style
    /// Dictionary merges them) that `patterns` match: `**` any number of folders, `*` and `?` within a name.
    /// A pattern that leaves the folder (`/…`, `..`) is a `source-outside-root` error; one that matches nothing a
    /// `source-pattern-empty` warning, located at the pattern (`pointer` is the array's).
    static func files(_ patterns: [String], under directory: String, provider: some SourceProvider,
                      file: String, pointer: JSONPointer) -> (files: [String], diagnostics: [Diagnostic]) {
        var out: [String] = []
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
            if all == nil {
                all = provider.files(under: directory, skipping: "", limit: TokenBuild.maximumScannedEntries) { _ in true }
            }
            let matched = (all ?? []).filter { matches(parts[...], $0.split(separator: "/").map(String.init)[...]) }.sorted()
            if matched.isEmpty {
                diagnostics.append(Diagnostic(.sourcePatternEmpty, "\"\(raw)\" matches no file below the config's folder", at: at))
            }
            for m in matched where !out.contains(m) { out.append(m) }
        }
        return (out, diagnostics)
    }

    /// True when the path segments `path` match the pattern segments `pattern`.
    static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            for k in path.startIndex...path.endIndex where matches(rest, path[k...]) { return true }
            return false
        }
        guard let name = path.first, segment(Array(first.unicodeScalars)[...], Array(name.unicodeScalars)[...]) else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    /// True when `name` matches the one-segment pattern `p` (`*` any run, `?` one character); a name starting
    /// with `.` matches only a pattern that does, as in Style Dictionary's glob.
    private static func segment(_ p: ArraySlice<Unicode.Scalar>, _ name: ArraySlice<Unicode.Scalar>) -> Bool {
        if name.first == ".", p.first != "." { return false }
        var memo: [Int: Bool] = [:]
        func go(_ i: Int, _ j: Int) -> Bool {
            let key = i * (name.count + 1) + j
            if let m = memo[key] { return m }
            let r: Bool
            if i == p.count { r = j == name.count }
            else if p[p.startIndex + i] == "*" { r = go(i + 1, j) || (j < name.count && go(i, j + 1)) }
            else if j < name.count, p[p.startIndex + i] == "?" || p[p.startIndex + i] == name[name.startIndex + j] { r = go(i + 1, j + 1) }
            else { r = false }
            memo[key] = r
            return r
        }
        return go(0, 0)
    }
}
