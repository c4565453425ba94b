/// The selectors of a brand-scoped CSS file (the `brandSelector` option): each rule's selectors composed with the
/// brand's, so the theme attribute works on the brand's element, on an ancestor of it, or on a descendant.
package struct CSSBrandScope {
    /// The brand's selector, `{brand}` replaced by the brand's file slug (letters, digits and `-` only).
    package let selector: String

    /// The scope of brand `name` under `pattern`.
    init(pattern: String, brand name: String) {
        selector = pattern.replacing("{brand}", with: FileSlug.make(name))
    }

    /// The default theme's rule: the brand's element, and the default theme set on it, above it or below it.
    func defaultSelectors(theme: String?) -> [String] {
        guard let theme else { return [selector] }
        return [selector] + themeSelectors(theme)
    }

    /// Another theme's rule (`theme`: `[data-theme="dark"]`): set on the brand's element, above it, below it.
    func themeSelectors(_ theme: String) -> [String] {
        [selector + theme, theme + " " + selector, selector + " " + theme]
    }

    /// A system-settings rule: the brand's element while no theme is set on it or on the root element.
    func systemSelectors(attribute: String) -> [String] {
        [":root:not([" + attribute + "]) " + selector + ":not([" + attribute + "])", selector + ":root:not([" + attribute + "])"]
    }

    /// Why `pattern` cannot be a brand selector, or nil when it can: it must be one selector (no comma outside
    /// parentheses), and hold nothing that could end the rule or the style sheet early (`{` other than in
    /// `{brand}`, `}`, `;`, `/*`, `*/`, `<`, `\`, quotes left open, line breaks).
    package static func problem(in pattern: String) -> String? {
        let text = pattern.replacing("{brand}", with: "b")
        if text.unicodeScalars.allSatisfy({ $0 == " " || $0 == "\t" }) { return "\"brandSelector\" must not be empty" }
        var depth = 0
        var quote: Unicode.Scalar?
        for c in text.unicodeScalars {
            if let q = quote {
                if c == q { quote = nil }
                if c == "\n" || c == "\r" || c == "\\" { return "\"brandSelector\" has a line break or `\\` in a string" }
                continue
            }
            switch c {
            case "\"", "'": quote = c
            case "(": depth += 1
            case ")": depth -= 1; if depth < 0 { return "\"brandSelector\" has an unbalanced `)`" }
            case ",": if depth == 0 { return "\"brandSelector\" must be one selector (write `:is(a, b)` for several)" }
            case "{", "}", ";", "<", "\\", "\n", "\r", "\u{0C}":
                return "\"brandSelector\" must not contain `\(c == "\n" || c == "\r" || c == "\u{0C}" ? "a line break" : String(c))`; use `{brand}` for the brand's name"
            case "/": return "\"brandSelector\" must not contain `/`"
            default: if c.value < 0x20 || c.value == 0x7F { return "\"brandSelector\" must not contain control characters" }
            }
        }
        if quote != nil { return "\"brandSelector\" has a string left open" }
        if depth != 0 { return "\"brandSelector\" has an unbalanced `(`" }
        return nil
    }
}
