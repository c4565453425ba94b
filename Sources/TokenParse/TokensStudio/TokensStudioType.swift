/// Tokens Studio for Figma's token types and the DTCG 2025.10 type each is read as (see
/// docs/coming-from-tokens-studio.md). The value rules that go with a type live in `TokensStudioValue`.
package enum TokensStudioType: String, Sendable, CaseIterable {
    case color, dimension, spacing, sizing, borderRadius, borderWidth, fontSizes, paragraphSpacing, paragraphIndent
    case letterSpacing, lineHeights, fontWeights, fontFamilies, opacity, number, boxShadow, typography, border
    case textCase, textDecoration, text, other, asset, boolean

    /// The DTCG type this Tokens Studio type is read as; `text`, `other`, `asset`, `textCase` and `textDecoration`
    /// are free text (tokenc's non-standard `string`, as `non-standard-type` describes for `text` and `other`).
    package var dtcg: TokenType {
        switch self {
        case .color: return .color
        case .dimension, .spacing, .sizing, .borderRadius, .borderWidth, .fontSizes, .paragraphSpacing,
             .paragraphIndent, .letterSpacing: return .dimension
        case .lineHeights, .opacity, .number: return .number
        case .fontWeights: return .fontWeight
        case .fontFamilies: return .fontFamily
        case .boxShadow: return .shadow
        case .typography: return .typography
        case .border: return .border
        case .textCase, .textDecoration, .text, .other, .asset: return .string
        case .boolean: return .boolean
        }
    }

    /// The Tokens Studio type called `name`, or the one a DTCG type name (`fontFamily`, `shadow`) stands for in a
    /// Tokens Studio set, which takes both; nil for any other name (the DTCG reader then reports it).
    package init?(name: String) {
        if let t = TokensStudioType(rawValue: name) { self = t; return }
        switch name {
        case "fontFamily": self = .fontFamilies
        case "fontWeight": self = .fontWeights
        case "shadow": self = .boxShadow
        case "string": self = .text
        default: return nil
        }
    }
}

/// Tokens Studio's font weight names (Figma's style names) and the numeric weights they stand for.
package enum TokensStudioFontWeight {
    /// The weight a name means, compared without case, spaces or hyphens (`Semi Bold`, `semibold`, `Semi-Bold`);
    /// `italic` says the name ends in "Italic" (`Bold Italic`), which a typography keeps as its `fontStyle`.
    package static func weight(_ name: String) -> (weight: Double, italic: Bool)? {
        var key = name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        var italic = false
        if key.hasSuffix("italic") {
            italic = true
            key.removeLast("italic".count)
            if key.isEmpty { return (400, true) }
        }
        if let n = Double(key), n >= 1, n <= 1000 { return (n, italic) }
        return names[key].map { ($0, italic) }
    }

    /// Weight names (lower case, no spaces) and their CSS weights.
    private static let names: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extralight": 200, "ultralight": 200,
        "light": 300,
        "regular": 400, "normal": 400, "book": 400,
        "medium": 500,
        "semibold": 600, "demibold": 600,
        "bold": 700,
        "extrabold": 800, "ultrabold": 800,
        "black": 900, "heavy": 900,
        "extrablack": 950, "ultrablack": 950,
    ]
}
