/// Typed token values as Swift: the type of each token and the literal expression of its value, using
/// the value types of the shared file (`<Namespace>.Color`, `.Border`, …) and `Swift.Double` for points,
/// seconds and plain numbers; `Swift.String` and `Swift.Bool` for the non-standard string and boolean types.
package struct SwiftValueWriter {
    /// The namespace, prefixed to every generated type.
    package var namespace: String
    /// Points per `rem`.
    package var remBase: Double

    package init(namespace: String, remBase: Double) {
        self.namespace = namespace
        self.remBase = remBase
    }

    /// The Swift type of tokens of `type`.
    package func typeName(_ type: TokenType) -> String {
        switch type {
        case .color: return namespace + ".Color"
        case .dimension, .fontWeight, .duration, .number: return "Swift.Double"
        case .fontFamily: return "[Swift.String]"
        case .cubicBezier: return namespace + ".CubicBezier"
        case .strokeStyle: return namespace + ".StrokeStyle"
        case .border: return namespace + ".Border"
        case .transition: return namespace + ".Transition"
        case .shadow: return "[" + namespace + ".Shadow]"
        case .gradient: return "[" + namespace + ".GradientStop]"
        case .typography: return namespace + ".Typography"
        case .string: return "Swift.String"
        case .boolean: return "Swift.Bool"
        case .edgeInsets: return namespace + ".EdgeInsets"
        }
    }

    /// The Swift expression of `value`.
    package func literal(_ value: TokenValue) -> String {
        var out = ByteBuffer(capacity: 64)
        write(value, into: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Appends the Swift expression of `value`.
    package func write(_ value: TokenValue, into out: inout ByteBuffer) {
        switch value {
        case .color(let c): color(c, into: &out)
        case .dimension(let d): out.append(Self.double(points(d)))
        case .fontFamily(let f): strings(f, into: &out)
        case .fontWeight(let w): out.append(Self.double(w))
        case .duration(let d): out.append(Self.double(d.seconds))
        case .cubicBezier(let b): cubicBezier(b, into: &out)
        case .number(let n): out.append(Self.double(n))
        case .strokeStyle(let s): strokeStyle(s, into: &out)
        case .border(let b):
            out.append(namespace); out.append(".Border(color: ")
            color(b.color, into: &out)
            out.append(", width: "); out.append(Self.double(points(b.width)))
            out.append(", style: ")
            strokeStyle(b.style, into: &out)
            out.append(")")
        case .transition(let t):
            out.append(namespace); out.append(".Transition(duration: "); out.append(Self.double(t.duration.seconds))
            out.append(", delay: "); out.append(Self.double(t.delay.seconds))
            out.append(", timingFunction: ")
            cubicBezier(t.timingFunction, into: &out)
            out.append(")")
        case .shadow(let layers):
            out.append("[")
            for (i, l) in layers.enumerated() {
                if i > 0 { out.append(", ") }
                out.append(namespace); out.append(".Shadow(color: ")
                color(l.color, into: &out)
                out.append(", offsetX: "); out.append(Self.double(points(l.offsetX)))
                out.append(", offsetY: "); out.append(Self.double(points(l.offsetY)))
                out.append(", blur: "); out.append(Self.double(points(l.blur)))
                out.append(", spread: "); out.append(Self.double(points(l.spread)))
                out.append(l.inset ? ", inset: true)" : ", inset: false)")
            }
            out.append("]")
        case .gradient(let stops):
            out.append("[")
            for (i, stop) in stops.enumerated() {
                if i > 0 { out.append(", ") }
                out.append(namespace); out.append(".GradientStop(color: ")
                color(stop.color, into: &out)
                out.append(", position: "); out.append(Self.double(stop.position)); out.append(")")
            }
            out.append("]")
        case .typography(let t):
            out.append(namespace); out.append(".Typography(fontFamily: ")
            strings(t.fontFamily, into: &out)
            let size = points(t.fontSize)
            out.append(", fontSize: "); out.append(Self.double(size))
            out.append(", fontWeight: "); out.append(Self.double(t.fontWeight))
            // No letter spacing is the font's own spacing: 0 points of tracking. `em` is relative to this font size.
            out.append(", letterSpacing: "); out.append(Self.double(t.letterSpacing.map { points($0, fontSize: size) } ?? 0))
            // A line height given as a length (a compatibility form) is its ratio to the font size in points.
            let ratio = t.lineHeight ?? t.lineHeightLength.flatMap { size > 0 ? points($0, fontSize: size) / size : nil }
            out.append(", lineHeight: "); out.append(ratio.map(Self.double) ?? "nil")
            // Written only when true, so a style without it reads as before.
            if !t.extras.isEmpty {
                if Self.isItalic(t) { out.append(", italic: true") }
                if let c = Self.textCase(t) { out.append(", textCase: ."); out.append(c) }
                let decoration = Self.decorations(t)
                if decoration.contains("underline") { out.append(", underline: true") }
                if decoration.contains("line-through") || decoration.contains("strikethrough") { out.append(", strikethrough: true") }
                if let p = extraPoints(t, "paragraphSpacing", fontSize: size) { out.append(", paragraphSpacing: "); out.append(Self.double(p)) }
                if let p = extraPoints(t, "paragraphIndent", fontSize: size) { out.append(", paragraphIndent: "); out.append(Self.double(p)) }
            }
            out.append(")")
        case .string(let s): out.append(SwiftText.stringLiteral(s))
        case .boolean(let b): out.append(b ? "true" : "false")
        case .edgeInsets(let e):
            // CSS's sides are physical; left is leading and right trailing, as in a left-to-right layout.
            out.append(namespace); out.append(".EdgeInsets(top: "); out.append(Self.double(points(e.top)))
            out.append(", leading: "); out.append(Self.double(points(e.left)))
            out.append(", bottom: "); out.append(Self.double(points(e.bottom)))
            out.append(", trailing: "); out.append(Self.double(points(e.right))); out.append(")")
        }
    }

    /// True when `t`'s `fontStyle` (a property beyond the five) is `italic` or `oblique`: Swift's fonts have one
    /// slanted trait for both.
    static func isItalic(_ t: TypographyValue) -> Bool {
        guard case .string(let s)? = t.extra("fontStyle") else { return false }
        return s == "italic" || s == "oblique"
    }

    /// `t`'s case (`textCase`, as Tokens Studio writes it, or CSS's `textTransform`) when Swift has it.
    package static func textCase(_ t: TypographyValue) -> String? {
        for key in ["textCase", "textTransform"] {
            if case .string(let s)? = t.extra(key), ["uppercase", "lowercase", "capitalize"].contains(s) { return s }
        }
        return nil
    }

    /// The length `key` (a property beyond the five) gives in points: a dimension object, or a number of px as
    /// Tokens Studio writes it; nil when absent or not a length.
    func extraPoints(_ t: TypographyValue, _ key: String, fontSize: Double) -> Double? {
        switch t.extra(key) {
        case .number(let n)?: return n.isFinite ? n : nil
        case .object(let o)?:
            guard case .number(let v)? = o["value"], v.isFinite, case .string(let u)? = o["unit"],
                  let unit = DimensionUnit(rawValue: u), !unit.isLayoutRelative else { return nil }
            return points(DimensionValue(v, unit), fontSize: fontSize)
        default: return nil
        }
    }

    /// The words of `t`'s `textDecoration` (`"underline line-through"`), empty when it has none.
    package static func decorations(_ t: TypographyValue) -> [Substring] {
        guard case .string(let s)? = t.extra("textDecoration") else { return [] }
        return s.split(separator: " ")
    }

    /// A dimension in points: `rem` × `remBase`; `em` × `fontSize` when the dimension belongs to text of that size
    /// (a typography letter spacing), else × `remBase` (Swift has no parent font to be relative to).
    package func points(_ d: DimensionValue, fontSize: Double? = nil) -> Double {
        switch d.unit {
        case .px: return d.value
        case .rem: return d.value * remBase
        case .em: return d.value * (fontSize ?? remBase)
        case .vw, .vh, .percent: return 0  // never reached: the renderer leaves viewport lengths out of Swift
        }
    }

    /// `Color(red:green:blue:alpha:hex:)` with extended sRGB components.
    package func color(_ c: ColorValue, into out: inout ByteBuffer) {
        let e = EmitColor(c)
        out.append(namespace); out.append(".Color(red: "); out.append(EmitColor.rounded(e.red))
        out.append(", green: "); out.append(EmitColor.rounded(e.green))
        out.append(", blue: "); out.append(EmitColor.rounded(e.blue))
        out.append(", alpha: "); out.append(EmitColor.rounded(e.alpha))
        out.append(", hex: "); out.append(SwiftText.stringLiteral(e.hex))
        // A display-p3 token keeps its own components, so the platform colours are made in Display P3.
        if c.colorSpace == .displayP3 {
            let p3 = c.displayP3Components
            out.append(", displayP3: ["); out.append(EmitColor.rounded(p3.red))
            out.append(", "); out.append(EmitColor.rounded(p3.green))
            out.append(", "); out.append(EmitColor.rounded(p3.blue)); out.append("]")
        }
        out.append(")")
    }

    /// `CubicBezier(x1:y1:x2:y2:)`.
    package func cubicBezier(_ b: CubicBezierValue, into out: inout ByteBuffer) {
        out.append(namespace); out.append(".CubicBezier(x1: "); out.append(Self.double(b.p1x))
        out.append(", y1: "); out.append(Self.double(b.p1y))
        out.append(", x2: "); out.append(Self.double(b.p2x))
        out.append(", y2: "); out.append(Self.double(b.p2y)); out.append(")")
    }

    /// `.solid`, or `.dashes([4, 2], lineCap: .round)`.
    package func strokeStyle(_ s: StrokeStyleValue, into out: inout ByteBuffer) {
        out.append(namespace)
        switch s {
        case .keyword(let k):
            out.append(".StrokeStyle.")
            out.append(StrokeStyleValue.keywords.contains(k) ? k : "solid")
        case .dashes(let dashes, let cap):
            out.append(".StrokeStyle.dashes([")
            for (i, d) in dashes.enumerated() {
                if i > 0 { out.append(", ") }
                out.append(Self.double(points(d)))
            }
            out.append("], lineCap: "); out.append(namespace); out.append(".StrokeStyle.LineCap.")
            out.append(StrokeStyleValue.lineCaps.contains(cap) ? cap : "butt"); out.append(")")
        }
    }

    /// `["Inter", "sans-serif"]` as escaped string literals.
    package func strings(_ list: [String], into out: inout ByteBuffer) {
        out.append("[")
        for (i, s) in list.enumerated() {
            if i > 0 { out.append(", ") }
            out.append(SwiftText.stringLiteral(s))
        }
        out.append("]")
    }

    /// A `Double` literal: plain decimal text, with `.0` on very large integers so it reads as a float.
    package static func double(_ x: Double) -> String {
        let text = NumberText.format(x)
        if abs(x) >= 1e15, !text.contains(".") { return text + ".0" }
        return text
    }
}
