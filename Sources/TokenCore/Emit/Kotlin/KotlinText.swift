/// Kotlin identifiers, literals and comments from token text.
enum KotlinText {
    /// Kotlin's hard keywords, which are written in backticks.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]

    /// The identifier as written in source: in backticks when it is a keyword.
    static func escaped(_ id: String) -> String {
        keywords.contains(id) ? "`" + id + "`" : id
    }

    /// True for an empty package or dot-separated ASCII identifiers that are not keywords.
    static func isPackageName(_ p: String) -> Bool {
        if p.isEmpty { return true }
        return p.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let f = part.utf8.first, !(f >= 0x30 && f <= 0x39), !keywords.contains(String(part)), part != "_" else { return false }
            return part.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }
        }
    }

    /// `s` as a Kotlin string literal: `"`, `\` and `$` (string templates) escaped, line feeds, returns, tabs
    /// and backspaces as their escapes, other control, invisible and bidirectional characters as `\uXXXX` (two
    /// for a character beyond the BMP); other characters kept.
    static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$": out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            default:
                if DisplayText.isUnsafe(c) {
                    out += DisplayText.utf16Escapes(c)
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// The lines of a KDoc comment for `s`: split at line breaks, unsafe characters shown as `\u{…}`, and
    /// `/*` and `*/` broken with a space (Kotlin comments nest, so `/*` would open one).
    static func docLines(_ s: String) -> [String] {
        SwiftText.docLines(s).map(breakCommentMarks)
    }

    /// `s` with a space inside every `/*` and `*/`.
    static func breakCommentMarks(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "*")) else { return s }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        for c in s.unicodeScalars {
            if (previous == "/" && c == "*") || (previous == "*" && c == "/") { out.append(" ") }
            out.append(c)
            previous = c
        }
        return String(out)
    }

    /// A `Float` literal: the shortest text reading back as the same `Float` (`16.0f`, `0.5f`), infinity
    /// constants beyond its range.
    static func float(_ v: Double) -> String {
        let f = Float(v)
        if f.isInfinite { return f > 0 ? "kotlin.Float.POSITIVE_INFINITY" : "kotlin.Float.NEGATIVE_INFINITY" }
        return "\(f)f"
    }

    /// A `Double` literal (`16.0`, `1.5`, `1e+300`).
    static func double(_ v: Double) -> String {
        v.isFinite ? "\(v)" : "0.0"
    }
}
