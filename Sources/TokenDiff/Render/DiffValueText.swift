/// Short, CSS-like text for values in diff reports: `#0066cc`, `48px`, `200ms`, `cubic-bezier(0.4, 0, 0.2, 1)`,
/// `2px solid #d0d7de`, `"Sign in"` (a non-standard string, quoted), `true`. Colours are shown as sRGB hex (`#rrggbbaa` when translucent; gamut-mapped when
/// wider than sRGB); the JSON report carries the exact canonical value too.
package enum DiffValueText {
    /// The display text of `value`.
    package static func text(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): return c.hexString
        case .dimension(let d): return dimension(d)
        case .fontFamily(let names): return names.joined(separator: ", ")
        case .fontWeight(let w): return NumberText.format(w)
        case .duration(let d): return duration(d)
        case .cubicBezier(let b): return bezier(b)
        case .number(let n): return NumberText.format(n)
        case .strokeStyle(let s): return stroke(s)
        case .border(let b): return "\(dimension(b.width)) \(stroke(b.style)) \(b.color.hexString)"
        case .transition(let t): return "\(duration(t.duration)) \(duration(t.delay)) \(bezier(t.timingFunction))"
        case .shadow(let layers):
            return layers.map { s in
                (s.inset ? "inset " : "") + [s.offsetX, s.offsetY, s.blur, s.spread].map(dimension).joined(separator: " ") + " " + s.color.hexString
            }.joined(separator: ", ")
        case .gradient(let stops):
            return stops.map { "\($0.color.hexString) \(NumberText.format(min(max($0.position, 0), 1) * 100))%" }.joined(separator: ", ")
        case .typography(let t):
            // Line height and letter spacing only when the token gives them.
            return "\(NumberText.format(t.fontWeight)) \(dimension(t.fontSize))"
                + (t.lineHeight.map { "/" + NumberText.format($0) } ?? "") + " \(t.fontFamily.joined(separator: ", "))"
                + (t.letterSpacing.map { ", letter-spacing " + dimension($0) } ?? "")
        case .string(let s): return quoted(s)
        case .boolean(let b): return b ? "true" : "false"
        case .edgeInsets(let e): return e.parts.map(dimension).joined(separator: " ")
        }
    }

    /// `48px`, `1.5rem`.
    package static func dimension(_ d: DimensionValue) -> String { d.text }
    /// `200ms`, `0.5s`.
    package static func duration(_ d: DurationValue) -> String { d.text }
    /// `cubic-bezier(0.4, 0, 0.2, 1)`.
    package static func bezier(_ b: CubicBezierValue) -> String {
        "cubic-bezier(" + [b.p1x, b.p1y, b.p2x, b.p2y].map(NumberText.format).joined(separator: ", ") + ")"
    }
    /// `solid`, or `dashes(4px 2px) round`.
    package static func stroke(_ s: StrokeStyleValue) -> String {
        switch s {
        case .keyword(let k): return k
        case .dashes(let dashes, let cap): return "dashes(" + dashes.map(dimension).joined(separator: " ") + ") " + cap
        }
    }

    /// `deprecated` or `deprecated: use x`.
    package static func deprecation(_ d: Deprecation) -> String {
        d.message.map { "deprecated: \($0)" } ?? "deprecated"
    }

    /// `"text"`, quoted; `none` when absent. Scalar by scalar (CR LF is one `Character`), with control and
    /// invisible characters shown by `DisplayText`.
    package static func quoted(_ s: String?) -> String {
        guard let s else { return "none" }
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out += DisplayText.isUnsafe(c) ? DisplayText.escape(String(c)) : String(c)
            }
        }
        return out + "\""
    }
}
