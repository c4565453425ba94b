/// A template output's `path`: its placeholders, and the rule that it stays inside the output directory (as
/// every output path must; the CLI checks links and what is on disk when it writes).
package enum TemplatePath {
    /// Why `path` cannot be a template output's path for scope `per`, or nil. Placeholders are `{brand}` (per
    /// brand or permutation) and `{theme}` (per permutation); the path must be relative, without `..`, and name
    /// a file.
    package static func problem(_ path: String, per: Config.TemplateTarget.Scope) -> String? {
        var allowed: [String] = []
        if per != .project { allowed.append("{brand}") }
        if per == .permutation { allowed.append("{theme}") }
        var rest = path
        for p in allowed { rest = rest.replacing(p, with: "x") }
        if let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let placeholder = String(rest[open...close])
            let list = allowed.isEmpty ? "none" : allowed.joined(separator: " and ")
            return "\"path\" has the placeholder \(placeholder), which a template rendered per \(per.rawValue) cannot fill (placeholders: \(list))"
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        if path.hasPrefix("/") || parts.contains("..") || path.utf8.contains(0) || path.contains("\\") {
            return "output path \"\(path)\" would leave the output directory; output paths must be relative, without .. or \\"
        }
        if parts.isEmpty || path.hasSuffix("/") {
            return "output path \"\(path)\" names a directory, not a file"
        }
        return nil
    }

    /// `path` with `{brand}` and `{theme}` replaced by the slugs given (file names: ASCII letters, digits and `-`,
    /// so a brand named `../x` cannot lead out of the directory).
    package static func expand(_ path: String, brand: String?, theme: String?) -> String {
        var out = path
        if let brand { out = out.replacing("{brand}", with: brand) }
        if let theme { out = out.replacing("{theme}", with: theme) }
        return PathText.normalize(out)
    }
}
