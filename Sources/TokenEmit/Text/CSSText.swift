/// Strings from tokens made safe for CSS: quoted strings and comments that cannot end early, break out of
/// an HTML `<style>` element, or carry invisible characters.
package enum CSSText {
    /// True when `text` has a character outside ASCII (a file holding one needs `@charset`). Read as bytes in
    /// place, which is much cheaper than walking `utf8` generically; it runs for every token of a CSS file.
    package static func containsNonASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { ByteBuffer.containsNonASCII(UnsafeRawBufferPointer($0)) }
            ?? text.utf8.contains { $0 >= 0x80 }
    }

    /// `s` as it is, when it can stand as a declaration's value without ending it or the rule early: printable,
    /// without `;`, braces, `<`, `>`, `!`, quotes, backslashes or comments, its brackets balanced. Nil otherwise.
    package static func literal(_ s: String) -> String? {
        guard !s.isEmpty, !s.contains("/*") else { return nil }
        var depth: [Unicode.Scalar] = []
        for c in s.unicodeScalars {
            switch c {
            case ";", "{", "}", "<", ">", "!", "\"", "'", "\\": return nil
            case "(", "[": depth.append(c == "(" ? ")" : "]")
            case ")", "]":
                guard depth.popLast() == c else { return nil }
            default:
                if c.value < 0x20 || c.value == 0x7F || DisplayText.isUnsafe(c) { return nil }
            }
        }
        return depth.isEmpty ? s : nil
    }

    /// `s` as a double-quoted CSS string. `"` and `\` are backslash-escaped; line breaks, control and
    /// invisible characters and `<` (so `</style>` cannot appear) become hex escapes (`\3c `).
    package static func string(_ s: String) -> String {
        ScalarEscaping.escape(s, quote: "\"") { c in
            switch c {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "<": "\\3c "
            default: c.value == 0 ? "\\fffd " : DisplayText.isUnsafe(c) ? "\\" + String(c.value, radix: 16) + " " : nil
            }
        }
    }

    /// `s` as the inside of a `/* … */` comment on one line: neither `*/` nor `</` (as in `</style>`)
    /// survives (a space is put before the `/`), line breaks become spaces and invisible characters are shown as `\u{…}`.
    /// Read scalar by scalar, as CSS and HTML tokenizers read: `/` followed by a combining mark is one
    /// `Character` but still ends a comment after `*`.
    package static func comment(_ s: String) -> String {
        let lines = SwiftText.docLines(s)
        let joined = lines.count == 1 ? lines[0] : lines.joined(separator: " ")
        guard joined.utf8.contains(0x2F) else { return joined }
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar = " "
        for c in joined.unicodeScalars {
            if c == "/" && (previous == "*" || previous == "<") { result.append(" ") }
            result.append(c)
            previous = c
        }
        return String(result)
    }

    /// True when `body` can stand between `/*` and `*/` without ending the comment or an enclosing `<style>`
    /// element early: no `*/` or `</`, scalar by scalar (the invariant `comment` keeps; the fuzzer checks it).
    package static func isSafeCommentBody(_ body: String) -> Bool {
        var previous: Unicode.Scalar = " "
        for c in body.unicodeScalars {
            if c == "/" && (previous == "*" || previous == "<") { return false }
            previous = c
        }
        return true
    }

    /// `name` reduced to a valid attribute name (ASCII letters, digits, `-`, `_`; not starting with a digit or
    /// `-`), `data-theme` when nothing valid is left.
    package static func attributeName(_ name: String) -> String {
        let kept = name.unicodeScalars.filter {
            ($0.isASCII && (NameWords.isWordScalar($0, first: false) || $0 == "-" || $0 == "_"))
        }
        let name = String(String.UnicodeScalarView(kept))
        return name.isEmpty || name.first!.isNumber || name.first == "-" ? "data-theme" : name
    }
}
