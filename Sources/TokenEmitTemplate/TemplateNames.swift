/// Token names in the usual cases, for templates: a path's words (`NameWords`, `$root` dropped, as every output
/// names tokens) joined in camel, pascal, kebab, snake or constant case, with a prefix's words in front.
package enum TemplateNames {
    /// The words of `path` after the words of `prefix`.
    package static func words(_ path: TokenPath, prefix: String) -> [String] {
        var out = prefix.isEmpty ? [] : NameWords.split(prefix)
        for component in path.components where component != "$root" { out += NameWords.split(component) }
        return out.isEmpty ? [NameWords.fallback("")] : out
    }

    /// The words of a name (a brand, a theme, a string given to a filter).
    package static func words(_ name: String) -> [String] { NameWords.split(name) }

    /// `words` joined in `nameCase`.
    package static func join(_ words: [String], _ nameCase: Config.TemplateTarget.NameCase) -> String {
        switch nameCase {
        case .camel:
            guard let first = words.first else { return "" }
            // As Swift members are cased (`SwiftIdentifier.lowerCamel`), without its identifier rules.
            return first.lowercased() + SwiftIdentifier.upperCamelWords(Array(words.dropFirst()))
        case .pascal: return SwiftIdentifier.upperCamelWords(words)
        case .kebab: return words.map { $0.lowercased() }.joined(separator: "-")
        case .snake: return words.map { $0.lowercased() }.joined(separator: "_")
        case .constant: return words.map { $0.uppercased() }.joined(separator: "_")
        }
    }
}
