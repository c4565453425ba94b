/// One custom property declaration: its name, its value, and the Display P3 variant of the value when it
/// holds colours outside sRGB (written inside `@supports`, after the hex fallback).
struct CSSDeclaration: Hashable {
    /// `--color-accent`.
    var name: String
    /// The value, with sRGB hex colours.
    var value: String
    /// The value with wide-gamut colours as `color(display-p3 …)`, when it differs.
    var wideValue: String?

    /// The custom properties this value refers to with `var(--…)`.
    var references: [String] {
        var out: [String] = []
        for text in [value, wideValue ?? ""] {
            var rest = Substring(text)
            while let r = rest.firstRange(of: "var(--") {
                let after = rest[r.upperBound...]
                let end = after.firstIndex(where: { $0 == ")" || $0 == "," || $0 == " " }) ?? after.endIndex
                out.append("--" + after[..<end])
                rest = after[end...]
            }
        }
        return out
    }
}
