/// Text from the user's words for Markdown: diff reports and the language server's hovers.
package enum MarkdownText {
    /// `text` as inline code, safe inside a table cell (control characters shown by `DisplayText`, pipes
    /// escaped scalar by scalar; backticks fenced).
    package static func code(_ text: String) -> String {
        let flat = DisplayText.escape(text).replacingAll("|", "\\|")
        let fence = flat.unicodeScalars.contains("`") ? "`` " : "`"
        return fence + flat + String(fence.reversed())
    }

    /// Plain text safe inside a table cell, scalar by scalar (`|` followed by a combining mark is still a
    /// cell boundary to a Markdown parser); other control characters are shown by `DisplayText`.
    package static func escape(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "|": out += "\\|"
            case "\n", "\r": out += " "
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "*", "_", "`", "[", "]", "\\": out += "\\" + String(c)
            default: out += DisplayText.isUnsafe(c) ? DisplayText.escape(String(c)) : String(c)
            }
        }
        return out
    }
}

extension String {
    /// Every occurrence of `target` replaced, matched scalar by scalar (a `Character` match would miss `<` or
    /// `|` followed by a combining mark, which Markdown and HTML parsers still read as `<` or `|`).
    package func replacingAll(_ target: String, _ replacement: String) -> String {
        let t = Array(target.unicodeScalars)
        guard let first = t.first, unicodeScalars.contains(first) else { return self }
        let s = Array(unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < s.count {
            if i + t.count <= s.count, s[i..<(i + t.count)].elementsEqual(t) {
                out.append(contentsOf: replacement.unicodeScalars)
                i += t.count
            } else {
                out.append(s[i])
                i += 1
            }
        }
        return String(out)
    }
}
