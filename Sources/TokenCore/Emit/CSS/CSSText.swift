/// Strings from tokens made safe for CSS: quoted strings and comments that cannot end early, break out of
/// an HTML `<style>` element, or carry invisible characters.
enum CSSText {
    /// True when `text` has a character outside ASCII (a file holding one needs `@charset`). Read as bytes in
    /// place: walking `utf8` generically cost ~3,000 instructions a token for the checks of one CSS file.
    static func containsNonASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { ByteBuffer.containsNonASCII(UnsafeRawBufferPointer($0)) }
            ?? text.utf8.contains { $0 >= 0x80 }
    }

    /// `s` as a double-quoted CSS string. `"` and `\` are backslash-escaped; line breaks, control and
    /// invisible characters and `<` (so `</style>` cannot appear) become hex escapes (`\3c `).
    static func string(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "<": out += "\\3c "
            default:
                if c.value == 0 {
                    out += "\\fffd "
                } else if SwiftText.isUnsafe(c) {
                    out += "\\" + String(c.value, radix: 16) + " "
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// `s` as the inside of a `/* … */` comment on one line: neither `*/` nor `</` (as in `</style>`)
    /// survives (a space is put before the `/`), line breaks become spaces and invisible characters are shown as `\u{…}`.
    static func comment(_ s: String) -> String {
        var out = ""
        for line in SwiftText.docLines(s) {
            if !out.isEmpty { out += " " }
            out += line
        }
        var result = ""
        var previous: Character?
        for ch in out {
            if ch == "/" && (previous == "*" || previous == "<") { result += " " }
            result.append(ch)
            previous = ch
        }
        return result
    }
}
