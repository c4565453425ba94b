/// Names and text for SCSS: variables from custom property names, strings and comments Sass reads as written.
package enum SCSSText {
    /// `--color-accent` → `color-accent`; a name starting with a digit gets `_` (`$_100`: Sass reads `$100` and
    /// `$-100` as numbers). Custom property names hold only letters, digits and `-`.
    package static func identifier(property: String) -> String {
        // On the bytes: `-` and the digits are ASCII (this runs for every declaration of every theme).
        let u = property.utf8
        let dashes = u.count >= 2 && u.first == 0x2D && u[u.index(after: u.startIndex)] == 0x2D
        let bare = dashes ? String(property[u.index(u.startIndex, offsetBy: 2)...]) : property
        guard let first = bare.utf8.first, !(first >= 0x30 && first <= 0x39) else { return "_" + bare }
        return bare
    }

    /// CSS value text made safe for Sass: `#{` (which Sass would interpolate, inside strings too) can only come
    /// from a CSS string (tokenc writes `#` elsewhere only before hex digits), so its `#` becomes the CSS escape
    /// `\23 `, which means the same character to CSS.
    package static func value(_ css: String) -> String {
        guard containsInterpolation(css) else { return css }
        return css.replacing("#{", with: "\\23 {")
    }

    /// True when `css` holds `#{`, checked byte by byte (it runs for every declaration of every theme).
    static func containsInterpolation(_ css: String) -> Bool {
        var afterHash = false
        for byte in css.utf8 {
            if afterHash && byte == UInt8(ascii: "{") { return true }
            afterHash = byte == UInt8(ascii: "#")
        }
        return false
    }

    /// `s` as a quoted string Sass reads without interpolation.
    package static func string(_ s: String) -> String { value(CSSText.string(s)) }

    /// `s` as a `//` comment line: on one line (a silent comment ends at the line break; Sass does not
    /// interpolate in it).
    package static func comment(_ s: String) -> String { "// " + CSSText.comment(s) }
}
