/// Text from token files, resolvers and paths made safe for human-readable output (terminals, CI logs, text
/// and Markdown reports): control characters (ESC, CR, LF, C1 controls), format and bidirectional characters and
/// line separators are shown as escapes, so a name cannot move the cursor, clear the screen, start a line that
/// reads as a diagnostic, or reorder what is shown. Everything else, non-ASCII letters and emoji included, is kept.
package enum DisplayText {
    /// `s` with every unsafe scalar written as `\n`, `\r`, `\t` or `\u{…}`.
    package static func escape(_ s: String) -> String {
        var plain = s
        if plain.withUTF8({ $0.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }) { return s }
        var out = String.UnicodeScalarView()
        for c in s.unicodeScalars {
            guard isUnsafe(c) else { out.append(c); continue }
            switch c {
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            case "\t": out.append(contentsOf: "\\t".unicodeScalars)
            default: out.append(contentsOf: visible(c).unicodeScalars)
            }
        }
        return String(out)
    }

    /// `c` as Java-style escapes, one `\uXXXX` (upper-case hex) per UTF-16 unit: how Kotlin literals and
    /// Android resource strings write a character they may not hold raw.
    package static func utf16Escapes(_ c: Unicode.Scalar) -> String {
        var out = ""
        for unit in String(c).utf16 {
            let h = String(unit, radix: 16, uppercase: true)
            out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
        }
        return out
    }

    /// `c` written as a Swift escape, `\u{1B}`: how every text tokenc writes shows an unsafe character.
    package static func visible(_ c: Unicode.Scalar) -> String {
        "\\u{" + String(c.value, radix: 16, uppercase: true) + "}"
    }

    /// True for the scalars `escape` rewrites, which generated code may not hold raw either: controls, DEL and
    /// C1, format characters (zero-width, bidirectional overrides and marks, BOM), line and paragraph
    /// separators, private use, unassigned.
    package static func isUnsafe(_ c: Unicode.Scalar) -> Bool {
        let v = c.value
        if v < 0x20 || (v >= 0x7F && v <= 0x9F) { return true }
        if v < 0xA0 { return false }
        switch c.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate, .control:
            return true
        default:
            return false
        }
    }
}
