/// Typed token values as Swift: the type of each token and the literal expression of its value, using
/// the value types of the shared file (`<Namespace>.Color`, `.Border`, …) and `Swift.Double` for points,
/// seconds and plain numbers.
struct SwiftValueWriter {
    /// The namespace, prefixed to every generated type.
    var namespace: String
    /// Points per `rem`.
    var remBase: Double

    /// The Swift type of tokens of `type`.
    func typeName(_ type: TokenType) -> String {
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
        }
    }

    /// The Swift expression of `value`.
    func literal(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): return color(c)
        case .dimension(let d): return Self.double(points(d))
        case .fontFamily(let f): return strings(f)
        case .fontWeight(let w): return Self.double(w)
        case .duration(let d): return Self.double(d.seconds)
        case .cubicBezier(let b): return cubicBezier(b)
        case .number(let n): return Self.double(n)
        case .strokeStyle(let s): return strokeStyle(s)
        case .border(let b):
            return namespace + ".Border(color: " + color(b.color) + ", width: " + Self.double(points(b.width))
                + ", style: " + strokeStyle(b.style) + ")"
        case .transition(let t):
            return namespace + ".Transition(duration: " + Self.double(t.duration.seconds) + ", delay: "
                + Self.double(t.delay.seconds) + ", timingFunction: " + cubicBezier(t.timingFunction) + ")"
        case .shadow(let layers):
            return "[" + layers.map { l in
                namespace + ".Shadow(color: " + color(l.color) + ", offsetX: " + Self.double(points(l.offsetX))
                    + ", offsetY: " + Self.double(points(l.offsetY)) + ", blur: " + Self.double(points(l.blur))
                    + ", spread: " + Self.double(points(l.spread)) + ", inset: " + (l.inset ? "true" : "false") + ")"
            }.joined(separator: ", ") + "]"
        case .gradient(let stops):
            return "[" + stops.map {
                namespace + ".GradientStop(color: " + color($0.color) + ", position: " + Self.double($0.position) + ")"
            }.joined(separator: ", ") + "]"
        case .typography(let t):
            return namespace + ".Typography(fontFamily: " + strings(t.fontFamily) + ", fontSize: "
                + Self.double(points(t.fontSize)) + ", fontWeight: " + Self.double(t.fontWeight) + ", letterSpacing: "
                + Self.double(points(t.letterSpacing)) + ", lineHeight: " + Self.double(t.lineHeight) + ")"
        }
    }

    /// A dimension in points (`rem` × `remBase`).
    func points(_ d: DimensionValue) -> Double { d.unit == .rem ? d.value * remBase : d.value }

    /// `Color(red:green:blue:alpha:hex:)` with extended sRGB components.
    func color(_ c: ColorValue) -> String {
        let e = EmitColor(c)
        return namespace + ".Color(red: " + EmitColor.rounded(e.red) + ", green: " + EmitColor.rounded(e.green)
            + ", blue: " + EmitColor.rounded(e.blue) + ", alpha: " + EmitColor.rounded(e.alpha) + ", hex: "
            + SwiftText.stringLiteral(e.hex) + ")"
    }

    /// `CubicBezier(x1:y1:x2:y2:)`.
    func cubicBezier(_ b: CubicBezierValue) -> String {
        namespace + ".CubicBezier(x1: " + Self.double(b.p1x) + ", y1: " + Self.double(b.p1y) + ", x2: "
            + Self.double(b.p2x) + ", y2: " + Self.double(b.p2y) + ")"
    }

    /// `.solid`, or `.dashes([4, 2], lineCap: .round)`.
    func strokeStyle(_ s: StrokeStyleValue) -> String {
        switch s {
        case .keyword(let k):
            return namespace + ".StrokeStyle." + (StrokeStyleValue.keywords.contains(k) ? k : "solid")
        case .dashes(let dashes, let cap):
            let capName = StrokeStyleValue.lineCaps.contains(cap) ? cap : "butt"
            return namespace + ".StrokeStyle.dashes([" + dashes.map { Self.double(points($0)) }.joined(separator: ", ")
                + "], lineCap: " + namespace + ".StrokeStyle.LineCap." + capName + ")"
        }
    }

    /// `["Inter", "sans-serif"]` as escaped string literals.
    func strings(_ list: [String]) -> String {
        "[" + list.map(SwiftText.stringLiteral).joined(separator: ", ") + "]"
    }

    /// A `Double` literal: plain decimal text, with `.0` on very large integers so it reads as a float.
    static func double(_ x: Double) -> String {
        let text = NumberText.format(x)
        if abs(x) >= 1e15, !text.contains(".") { return text + ".0" }
        return text
    }
}
