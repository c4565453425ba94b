/// Strings from tokens made safe for HTML text and attribute values, and CSS values made safe for `style`
/// attributes. Nothing a token name, description or font family holds can open a tag, end an attribute or
/// hide itself: `& < > " '` become character references, and control, format and invisible characters
/// (bidi overrides, zero-width spaces, NUL) are shown as a visible `\u{…}`.
package enum HTMLText {
    /// `s` escaped for element content and for double- or single-quoted attribute values.
    package static func escape(_ s: String) -> String {
        ScalarEscaping.escape(s) { c in
            switch c {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\"": "&quot;"
            case "'": "&#39;"
            default: c.value == 0 || DisplayText.isUnsafe(c) ? DisplayText.visible(c) : nil
            }
        }
    }

    /// A token path as text (`color.brand.primary`), escaped.
    package static func escape(_ path: TokenPath) -> String { escape(path.description) }

    /// A CSS length in px for a `style` attribute (`12px`); non-finite values become `0px`.
    package static func px(_ value: Double) -> String {
        value.isFinite ? NumberText.format(value) + "px" : "0px"
    }

    /// A font-family list for a `style` attribute: every family a quoted CSS string (so no name can end the
    /// declaration), HTML-escaped for the attribute, with `sans-serif` as the last fallback.
    package static func fontFamily(_ families: [String]) -> String {
        let generic: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-rounded", "ui-monospace"]
        var parts = families.map { generic.contains($0) ? $0 : CSSText.string($0) }
        if !families.contains(where: { generic.contains($0) }) { parts.append("sans-serif") }
        return escape(parts.joined(separator: ","))
    }
}
