/// Kotlin identifiers, literals and comments from token text.
package enum KotlinText {
    /// Kotlin's hard keywords, which are written in backticks.
    package static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]

    /// The identifier as written in source: in backticks when it is a keyword.
    package static func escaped(_ id: String) -> String {
        keywords.contains(id) ? "`" + id + "`" : id
    }

    /// True for an empty package or dot-separated ASCII identifiers that are not keywords.
    package static func isPackageName(_ p: String) -> Bool {
        if p.isEmpty { return true }
        return p.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
            guard let f = part.utf8.first, !(f >= 0x30 && f <= 0x39), !keywords.contains(String(part)), part != "_" else { return false }
            return part.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F }
        }
    }

    /// `s` as a Kotlin string literal: `"`, `\` and `$` (string templates) escaped, line feeds, returns, tabs
    /// and backspaces as their escapes, other control, invisible and bidirectional characters as `\uXXXX` (two
    /// for a character beyond the BMP); other characters kept.
    package static func string(_ s: String) -> String {
        ScalarEscaping.escape(s, quote: "\"") { c in
            switch c {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "$": "\\$"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\u{8}": "\\b"
            default: DisplayText.isUnsafe(c) ? DisplayText.utf16Escapes(c) : nil
            }
        }
    }

    /// The most bytes a JVM class file holds in one string constant (its modified UTF-8: `U+0000` takes two
    /// bytes, a character beyond the BMP six); kotlinc fails with "UTF8 string too large" beyond it.
    package static let maximumConstantBytes = 65_535

    /// The modified-UTF-8 bytes a piece of a long string holds at most: well inside one constant.
    static let pieceBytes = 16_384

    /// The bytes `c` takes in a class file's modified UTF-8.
    package static func classFileBytes(_ c: Unicode.Scalar) -> Int {
        switch c.value {
        case 0: return 2
        case 1..<0x80: return 1
        case 0x80..<0x800: return 2
        case 0x800..<0x10000: return 3
        default: return 6
        }
    }

    /// `s` as a Kotlin expression, and whether it is a constant: the literal `string(s)` when it fits one
    /// class-file constant, else literals of at most `pieceBytes` each joined when the class is initialised
    /// (`kotlin.collections.listOf("…", "…").joinToString("")`; kotlinc folds `"…" + "…"` back into one
    /// constant), which is no `const`.
    package static func expression(_ s: String) -> (text: String, constant: Bool, pieces: Int) {
        // A scalar takes at most twice its UTF-8 bytes, so most strings need no count.
        let fits = s.utf8.count * 2 <= maximumConstantBytes
            || s.unicodeScalars.reduce(0, { $0 + classFileBytes($1) }) <= maximumConstantBytes
        if fits { return (string(s), true, 1) }
        var pieces: [String] = []
        var piece = String.UnicodeScalarView()
        var bytes = 0
        for c in s.unicodeScalars {
            let n = classFileBytes(c)
            if bytes + n > pieceBytes {
                pieces.append(string(String(piece)))
                piece = String.UnicodeScalarView()
                bytes = 0
            }
            piece.append(c)
            bytes += n
        }
        if !piece.isEmpty { pieces.append(string(String(piece))) }
        return ("kotlin.collections.listOf(" + pieces.joined(separator: ", ") + ").joinToString(\"\")", false, pieces.count)
    }

    /// `s` cut to what one class-file constant holds, with `…` when cut: an annotation's argument (the
    /// `@Deprecated` message), which must be a constant; the KDoc keeps the whole text.
    package static func constantText(_ s: String) -> String {
        var bytes = 0
        var out = String.UnicodeScalarView()
        for c in s.unicodeScalars {
            bytes += classFileBytes(c)
            if bytes > maximumConstantBytes - 3 { return String(out) + "…" }
            out.append(c)
        }
        return s
    }

    /// The lines of a KDoc comment for `s`: split at line breaks, unsafe characters shown as `\u{…}`, and
    /// `/*` and `*/` broken with a space (Kotlin comments nest, so `/*` would open one).
    package static func docLines(_ s: String) -> [String] {
        SwiftText.docLines(s).map(breakCommentMarks)
    }

    /// `s` with a space inside every `/*` and `*/`.
    package static func breakCommentMarks(_ s: String) -> String {
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
    package static func float(_ v: Double) -> String {
        let f = Float(v)
        if f.isInfinite { return f > 0 ? "kotlin.Float.POSITIVE_INFINITY" : "kotlin.Float.NEGATIVE_INFINITY" }
        return "\(f)f"
    }

    /// A `Double` literal (`16.0`, `1.5`, `1e+300`).
    package static func double(_ v: Double) -> String {
        v.isFinite ? "\(v)" : "0.0"
    }
}
