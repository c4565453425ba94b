/// Custom property names from token paths: `color.button.primaryTint` → `--color-button-primary-tint`.
///
/// Each path component is split into words (`NameWords`), lower-cased and joined with `-`; `$root`
/// components are dropped (the group's own value takes the group's name). Only letters, digits and `-`
/// remain, so names are valid CSS identifiers without escapes.
enum CSSName {
    /// The words for `prefix` (empty when none).
    static func prefixWords(_ prefix: String) -> [String] {
        prefix.unicodeScalars.contains(where: { NameWords.isWordScalar($0, first: false) })
            ? NameWords.split(prefix).map { $0.lowercased() } : []
    }

    /// `--prefix-path-words`.
    static func property(_ path: TokenPath, prefix: [String]) -> String {
        var words = prefix
        for c in path.components where c != "$root" {
            for w in NameWords.split(c) { words.append(w.lowercased()) }
        }
        if words.isEmpty { words = ["root"] }
        var name = "--"
        for (i, w) in words.enumerated() {
            if i > 0 { name += "-" }
            name += w
        }
        return name
    }

    /// The typography longhands: suffix and property.
    static let typographyLonghands: [String] = ["font-family", "font-size", "font-weight", "letter-spacing", "line-height"]
}
