/// Strings from tokens made safe for Swift source: string literals that always compile and mean the
/// original text, and doc comments that cannot end early or hide characters.
package enum SwiftText {
    /// `s` as a Swift string literal, quotes included. Quotes, backslashes (so `\(` and `"""` stay literal
    /// text), control, invisible and bidirectional characters are escaped; other characters (emoji,
    /// accents, right-to-left letters) are kept.
    package static func stringLiteral(_ s: String) -> String {
        if allBytes(s, { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + s + "\"" }
        return ScalarEscaping.escape(s, quote: "\"") { c in
            switch c {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case "\0": "\\0"
            default: isUnsafe(c) ? visible(c) : nil
            }
        }
    }

    /// The lines of a description for `///` comments: split at every kind of line break, unsafe
    /// characters shown as `\u{…}`, trailing spaces and blank first/last lines removed.
    package static func docLines(_ s: String) -> [String] {
        if isPlainCommentText(s) { return [s] }
        var lines: [String] = []
        var current = ""
        var previousCR = false
        for c in s.unicodeScalars {
            switch c.value {
            case 0x0A where previousCR:
                previousCR = false
                continue
            case 0x0A, 0x0D, 0x85, 0x2028, 0x2029, 0x0B, 0x0C:
                lines.append(current)
                current = ""
                previousCR = c.value == 0x0D
                continue
            default:
                previousCR = false
            }
            if c == "\t" {
                current += "    "
            } else if isUnsafe(c) {
                current += visible(c)
            } else {
                current.unicodeScalars.append(c)
            }
        }
        lines.append(current)
        lines = lines.map { line in
            var l = Substring(line)
            while l.last == " " { l = l.dropLast() }
            return String(l)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// True when `s` is one line that needs no change in a comment (`docLines(s) == [s]`, found without making
    /// the array): printable ASCII, not empty, no space at either end.
    package static func isPlainCommentText(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.first != 0x20 && s.utf8.last != 0x20 && allBytes(s, { $0 >= 0x20 && $0 < 0x7F })
    }

    /// `s` on one line for a `//` comment (header, notes): line breaks become spaces.
    package static func commentLine(_ s: String) -> String {
        let lines = docLines(s)
        return lines.count == 1 ? lines[0] : lines.joined(separator: " ")
    }

    /// True when every UTF-8 byte of `s` satisfies `test` (over its contiguous bytes, which `utf8` would
    /// walk one at a time).
    @inline(__always) static func allBytes(_ s: String, _ test: (UInt8) -> Bool) -> Bool {
        var s = s
        return s.withUTF8 { $0.allSatisfy(test) }
    }

    /// Appends `/// line` for each line, at `indent`.
    package static func appendDoc(_ lines: [String], indent: Int, to out: inout ByteBuffer) {
        for l in lines {
            out.indent(indent)
            if l.isEmpty { out.line("///") } else { out.append("/// "); out.line(l) }
        }
    }

    /// `c` written as a Swift escape, `\u{1B}` (`DisplayText.visible`).
    static func visible(_ c: Unicode.Scalar) -> String { DisplayText.visible(c) }

    /// Characters that must not appear raw in generated source (`DisplayText.isUnsafe`).
    package static func isUnsafe(_ c: Unicode.Scalar) -> Bool { DisplayText.isUnsafe(c) }
}
