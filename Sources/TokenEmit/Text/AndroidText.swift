/// Resource names and XML text for Android resource files.
package enum AndroidText {
    /// `color.button.primaryTint` → `color_button_primary_tint`: lower-case ASCII words (non-ASCII as `u` and
    /// the hex code point) joined with `_`, after the prefix's words. A name starting with a digit gets `_` in
    /// front (resource names are Java identifiers); a Java keyword gets `_` behind.
    package static func name(_ words: [String], prefix: [String]) -> String {
        var name = (prefix + words).map(NativeTokens.asciiLowercased).joined(separator: "_")
        if let f = name.utf8.first, f >= 0x30 && f <= 0x39 { name = "_" + name }
        if javaKeywords.contains(name) { name += "_" }
        return name
    }

    /// The words of the `prefix` option (empty when it has none).
    package static func prefixWords(_ prefix: String) -> [String] {
        prefix.unicodeScalars.contains(where: { NameWords.isWordScalar($0, first: false) }) ? NameWords.split(prefix) : []
    }

    /// Java's reserved words, which `R.color.<name>` cannot use.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
        "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
        "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
        "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
        "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "var", "yield",
        "record", "sealed", "permits", "non_sealed", "_",
    ]

    /// `s` as the text of a `<string>` resource: XML's `&`, `<`, `>` as entities; Android's escapes for `\`,
    /// `"`, `'`, line feeds and tabs, a leading `@` or `?` (which would make a reference); spaces Android would
    /// collapse or trim (leading, trailing, repeated) as `\u0020`; characters XML 1.0 cannot hold and invisible
    /// or bidirectional ones as `\uXXXX` (two for a character beyond the BMP).
    package static func string(_ s: String) -> String {
        let scalars = Array(s.unicodeScalars)
        var out = ""
        for (i, c) in scalars.enumerated() {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "'": out += "\\'"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "@" where i == 0, "?" where i == 0: out += "\\" + String(c)
            case " ":
                let plain = i > 0 && i + 1 < scalars.count && scalars[i - 1] != " " && scalars[i + 1] != " "
                out += plain ? " " : "\\u0020"
            default:
                if isXMLChar(c) && !DisplayText.isUnsafe(c) {
                    out.unicodeScalars.append(c)
                } else {
                    out += DisplayText.utf16Escapes(c)
                }
            }
        }
        return out
    }

    /// `s` made safe inside `<!-- … -->` and in the Javadoc `aapt2 link --java` copies it into (`R.java`): line
    /// breaks as spaces, no `--` (a space between), no trailing `-`, characters XML cannot hold and invisible
    /// ones written as `\u{…}`; then the Java rules of `javadocSafe`.
    package static func comment(_ s: String) -> String {
        if isPlainComment(s) { return s }
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count + 8)
        var previous: Unicode.Scalar = " "
        for c in s.unicodeScalars {
            switch c.value {
            case 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
                out.append(0x20)
                previous = " "
            default:
                if isXMLChar(c) && !DisplayText.isUnsafe(c) {
                    if previous == "-" && c == "-" { out.append(0x20) }
                    UTF8.encode(c) { out.append($0) }
                    previous = c
                } else {
                    let piece = DisplayText.visible(c)
                    if previous == "-" && piece.unicodeScalars.first == "-" { out.append(0x20) }
                    out.append(contentsOf: piece.utf8)
                    if let last = piece.unicodeScalars.last { previous = last }
                }
            }
        }
        if previous == "-" { out.append(0x20) }
        return String(decoding: javadocSafe(out), as: UTF8.self)
    }

    /// `bytes` (one line) made safe in a Javadoc comment of generated Java source: `*/` becomes `* /` (it would
    /// end the comment); a run of backslashes before `u` is doubled, since Java reads `\u002a\u002f` as `*/`
    /// before it lexes comments (and rejects a malformed `\u` anywhere), while a `\` preceded by an odd run of
    /// backslashes starts no escape; `@` before a letter gets a space, so `aapt2` finds no `@deprecated`,
    /// `@SystemApi` or `@TestApi` to turn into an annotation and Javadoc no tag. Only ASCII bytes change, so a
    /// UTF-8 sequence is never split.
    static func javadocSafe(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var run = 0  // backslashes just written
        for (i, b) in bytes.enumerated() {
            let next: UInt8 = i + 1 < bytes.count ? bytes[i + 1] : 0
            if b == UInt8(ascii: "\\") {
                run += 1
                out.append(b)
                continue
            }
            if b == UInt8(ascii: "u") && run > 0 { out.append(contentsOf: repeatElement(UInt8(ascii: "\\"), count: run)) }
            run = 0
            out.append(b)
            if b == UInt8(ascii: "*") && next == UInt8(ascii: "/") { out.append(0x20) }
            if b == UInt8(ascii: "@") && (next | 0x20) >= UInt8(ascii: "a") && (next | 0x20) <= UInt8(ascii: "z") { out.append(0x20) }
        }
        return out
    }

    /// True when `comment(s)` is `s` itself: printable ASCII only, no `--`, no trailing `-`, and none of the
    /// bytes `javadocSafe` may change (`*/`, `\`, `@`) (most descriptions; checked byte by byte, as it runs once
    /// per resource).
    private static func isPlainComment(_ s: String) -> Bool {
        var previous: UInt8 = 0x20
        for byte in s.utf8 {
            guard byte >= 0x20 && byte <= 0x7E, !(byte == 0x2D && previous == 0x2D), !(byte == 0x2F && previous == 0x2A),
                  byte != 0x5C, byte != 0x40 else { return false }
            previous = byte
        }
        return previous != 0x2D
    }

    /// True for the characters XML 1.0 allows.
    static func isXMLChar(_ c: Unicode.Scalar) -> Bool {
        let v = c.value
        return v == 0x9 || v == 0xA || v == 0xD || (v >= 0x20 && v <= 0xD7FF) || (v >= 0xE000 && v <= 0xFFFD) || v >= 0x10000
    }
}
