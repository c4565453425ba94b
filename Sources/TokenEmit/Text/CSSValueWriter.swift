/// Renders typed token values as CSS values: hex or `color(display-p3 …)` colours, `px`/`rem`, `ms`/`s`,
/// `cubic-bezier()`, quoted font-family lists and the shorthands of composites (`border`, `box-shadow`,
/// `transition`, `linear-gradient()`, `font`); non-standard strings quoted and booleans as `true`/`false`. With `references`, parts written as aliases become
/// `var(--…)`.
package struct CSSValueWriter {
    /// References inside the value (JSON pointer in `$value` → token), for `var(--…)` output.
    package var partialAliases: [JSONPointer: TokenPath] = [:]
    /// The custom property of a referenced token, or nil to write the resolved value instead.
    package var reference: ((TokenPath) -> String?)?
    /// Writes colours outside sRGB as `color(display-p3 …)` instead of their hex fallback.
    package var wideGamut = false
    /// True when the raw `$value` of a shadow was a single object (so its parts are at `/color`, not `/0/color`).
    package var singleShadowObject = false
    /// A gradient's direction (`90deg`, `to right`), which DTCG has no place for (see `gradientDirection(_:)`).
    package var gradientDirection: String?

    package init(partialAliases: [JSONPointer: TokenPath] = [:], reference: ((TokenPath) -> String?)? = nil, wideGamut: Bool = false, singleShadowObject: Bool = false, gradientDirection: String? = nil) {
        self.partialAliases = partialAliases
        self.reference = reference
        self.wideGamut = wideGamut
        self.singleShadowObject = singleShadowObject
        self.gradientDirection = gradientDirection
    }

    /// The direction a gradient token keeps in `$extensions["org.tokenc"].gradient.angle` (a Tokens Studio
    /// `linear-gradient(90deg, …)`): an angle or `to <side>`, nil when there is none or it is not one.
    package static func gradientDirection(_ extensions: JSONValue?) -> String? {
        guard let a = extensions?.objectValue?["org.tokenc"]?.objectValue?["gradient"]?.objectValue?["angle"]?.stringValue else { return nil }
        // Only an angle or a side keyword reaches the stylesheet (nothing that could end the declaration).
        guard a.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == " " }) else { return nil }
        return a
    }

    /// The CSS text of `value`.
    package func render(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): return at([]) { color(c) }
        case .dimension(let d): return Self.dimension(d)
        case .fontFamily(let f): return Self.fontFamily(f)
        case .fontWeight(let w): return NumberText.format(w)
        case .duration(let d): return Self.duration(d)
        case .cubicBezier(let b): return Self.cubicBezier(b)
        case .number(let n): return NumberText.format(n)
        case .strokeStyle(let s): return Self.strokeStyle(s)
        case .border(let b): return border(b)
        case .transition(let t): return transition(t)
        case .shadow(let layers): return shadow(layers)
        case .gradient(let stops): return gradient(stops)
        case .typography(let t): return font(t)
        // Non-standard plain values: a string is a CSS string (`content`, `font-feature-settings`, a style query
        // can use it), escaped so it cannot end early; a boolean is the keyword `true` or `false`.
        case .string(let s): return CSSText.string(s)
        case .boolean(let b): return b ? "true" : "false"
        // The shorthand as written (`8px 16px`): as many lengths as the token gives.
        case .edgeInsets(let e): return e.parts.map(Self.dimension).joined(separator: " ")
        }
    }

    /// The sub-value at `pointer`: `var(--…)` when it is a reference that may be kept, else `literal()`.
    package func at(_ pointer: @autoclosure () -> [String], _ literal: () -> String) -> String {
        if let reference, !partialAliases.isEmpty, let target = partialAliases[JSONPointer(pointer())],
           let name = reference(target) {
            return "var(" + name + ")"
        }
        return literal()
    }

    /// A colour: hex, or Display P3 when wide output is on and the colour is outside sRGB.
    package func color(_ c: ColorValue) -> String {
        let e = EmitColor(c)
        if wideGamut, let p3 = e.displayP3 {
            var out = "color(display-p3 " + EmitColor.rounded(p3.0) + " " + EmitColor.rounded(p3.1) + " " + EmitColor.rounded(p3.2)
            if e.alpha < 1 { out += " / " + EmitColor.rounded(e.alpha, places: 4) }
            return out + ")"
        }
        return e.hex
    }

    /// `16px`, `1.5rem`, `0.9em` (zero keeps its unit, so the value stays usable in `calc()`).
    package static func dimension(_ d: DimensionValue) -> String { d.text }

    /// `200ms`, `1.5s`.
    package static func duration(_ d: DurationValue) -> String { d.text }

    /// `cubic-bezier(0.4, 0, 0.2, 1)`.
    package static func cubicBezier(_ b: CubicBezierValue) -> String {
        "cubic-bezier(" + NumberText.format(b.p1x) + ", " + NumberText.format(b.p1y) + ", "
            + NumberText.format(b.p2x) + ", " + NumberText.format(b.p2y) + ")"
    }

    /// A keyword; dash arrays, which CSS borders cannot express, fall back to `dashed`.
    package static func strokeStyle(_ s: StrokeStyleValue) -> String {
        switch s {
        case .keyword(let k): return StrokeStyleValue.keywords.contains(k) ? k : "solid"
        case .dashes: return "dashed"
        }
    }

    /// Generic families and the system-font keywords stay keywords; every other family is a quoted, escaped string.
    package static func fontFamily(_ families: [String]) -> String {
        var parts: [String] = []
        for f in families { parts.append(genericFamilies.contains(f) || systemFontKeywords.contains(f) ? f : CSSText.string(f)) }
        return parts.isEmpty ? "sans-serif" : parts.joined(separator: ", ")
    }

    /// The engines' own names for the system font, which only work unquoted (`"-apple-system"` names no font).
    static let systemFontKeywords: Set<String> = ["-apple-system", "BlinkMacSystemFont"]

    /// The CSS generic font families (CSS Fonts 4), which must not be quoted.
    static let genericFamilies: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "emoji", "math", "fangsong",
    ]

    /// `border` shorthand: `1px solid #000000`.
    package func border(_ b: BorderValue) -> String {
        at(["width"]) { Self.dimension(b.width) } + " " + at(["style"]) { Self.strokeStyle(b.style) } + " "
            + at(["color"]) { color(b.color) }
    }

    /// `transition` value: `200ms cubic-bezier(…) 0ms` (duration, timing function, delay).
    package func transition(_ t: TransitionValue) -> String {
        at(["duration"]) { Self.duration(t.duration) } + " " + at(["timingFunction"]) { Self.cubicBezier(t.timingFunction) }
            + " " + at(["delay"]) { Self.duration(t.delay) }
    }

    /// `box-shadow` value, layers comma-separated: `[inset] x y blur spread color`.
    package func shadow(_ layers: [ShadowValue]) -> String {
        var parts: [String] = []
        for (i, l) in layers.enumerated() {
            let base = singleShadowObject && i == 0 ? [String]() : [String(i)]
            func p(_ key: String) -> [String] { base + [key] }
            var s = l.inset ? "inset " : ""
            s += at(p("offsetX")) { Self.dimension(l.offsetX) } + " " + at(p("offsetY")) { Self.dimension(l.offsetY) } + " "
            s += at(p("blur")) { Self.dimension(l.blur) } + " " + at(p("spread")) { Self.dimension(l.spread) } + " "
            s += at(p("color")) { color(l.color) }
            parts.append(s)
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    /// `linear-gradient(#… 0%, #… 100%)`; the direction is `gradientDirection` when given, else CSS's default
    /// (to bottom). A single stop is repeated (CSS needs two); no stops is `none`.
    package func gradient(_ stops: [GradientStop]) -> String {
        var parts: [String] = []
        for (i, s) in stops.enumerated() {
            let c = at([String(i), "color"]) { color(s.color) }
            let pos = at([String(i), "position"]) { NumberText.format(s.position * 100) + "%" }
            parts.append(c + " " + (pos.hasPrefix("var(") ? "calc(" + pos + " * 100%)" : pos))
        }
        if parts.isEmpty { return "none" }
        if parts.count == 1 { parts.append(parts[0]) }
        if let gradientDirection { parts.insert(gradientDirection, at: 0) }
        return "linear-gradient(" + parts.joined(separator: ", ") + ")"
    }

    /// `font` shorthand: `700 16px/1.5 "Inter", sans-serif`; without a line height `700 16px "Inter", sans-serif`
    /// (the shorthand then sets `line-height: normal`, what an unspecified line height means). The shorthand has no
    /// letter spacing: that is the `-letter-spacing` longhand.
    /// A `fontStyle` or `fontVariant` beyond the five properties leads the shorthand when it is a keyword the
    /// shorthand takes (`italic small-caps 700 16px/1.5 "Inter"`).
    package func font(_ t: TypographyValue) -> String {
        let lead = t.extras.isEmpty ? "" : Self.fontLead(t)
        return lead + fontWeight(t) + " " + fontSize(t) + (t.lineHeight == nil && t.lineHeightLength == nil ? "" : "/" + lineHeight(t)) + " " + fontFamily(t)
    }

    /// `italic small-caps ` from a typography's `fontStyle` and `fontVariant`: only keywords the `font` shorthand
    /// accepts are written (anything else is left to the JSON output), so the stylesheet always parses.
    static func fontLead(_ t: TypographyValue) -> String {
        var out = ""
        if case .string(let s)? = t.extra("fontStyle"), ["normal", "italic", "oblique"].contains(s) { out += s + " " }
        if case .string(let s)? = t.extra("fontVariant"), ["normal", "small-caps"].contains(s) { out += s + " " }
        return out
    }

    /// Typography longhand `font-family`.
    package func fontFamily(_ t: TypographyValue) -> String { at(["fontFamily"]) { Self.fontFamily(t.fontFamily) } }
    /// Typography longhand `font-size`.
    package func fontSize(_ t: TypographyValue) -> String { at(["fontSize"]) { Self.dimension(t.fontSize) } }
    /// Typography longhand `font-weight`.
    package func fontWeight(_ t: TypographyValue) -> String { at(["fontWeight"]) { NumberText.format(t.fontWeight) } }
    /// Typography longhand `letter-spacing`; `normal` (the CSS initial value) when the token gives none.
    package func letterSpacing(_ t: TypographyValue) -> String {
        guard let spacing = t.letterSpacing else { return "normal" }
        return at(["letterSpacing"]) { Self.dimension(spacing) }
    }
    /// Typography longhand `line-height`; `normal` (the CSS initial value) when the token gives none.
    package func lineHeight(_ t: TypographyValue) -> String {
        if let length = t.lineHeightLength { return at(["lineHeight"]) { Self.dimension(length) } }
        guard let lineHeight = t.lineHeight else { return "normal" }
        return at(["lineHeight"]) { NumberText.format(lineHeight) }
    }

    /// True when some colour in `value` lies outside sRGB (so a Display P3 variant is worth writing).
    package static func hasWideGamutColor(_ value: TokenValue) -> Bool {
        func wide(_ c: ColorValue) -> Bool { c.colorSpace != .srgb && !c.isInSRGBGamut }
        switch value {
        case .color(let c): return wide(c)
        case .border(let b): return wide(b.color)
        case .shadow(let l): return l.contains { wide($0.color) }
        case .gradient(let s): return s.contains { wide($0.color) }
        default: return false
        }
    }
}
