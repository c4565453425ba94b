/// A resolved, typed token value in canonical 2025.10 form (older draft forms are normalised on reading).
public indirect enum TokenValue: Sendable, Hashable {
    case color(ColorValue)
    case dimension(DimensionValue)
    case fontFamily([String])
    /// 1…1000; named aliases (`bold`) are converted to their number on reading.
    case fontWeight(Double)
    case duration(DurationValue)
    case cubicBezier(CubicBezierValue)
    case number(Double)
    case strokeStyle(StrokeStyleValue)
    case border(BorderValue)
    case transition(TransitionValue)
    /// One or more layers (a single shadow object is read as one layer).
    case shadow([ShadowValue])
    case gradient([GradientStop])
    case typography(TypographyValue)
    /// A non-standard `string` token's text, as written.
    case string(String)
    /// A non-standard `boolean` token's value.
    case boolean(Bool)
    /// A non-standard `edgeInsets` token's lengths (a CSS shorthand such as padding's).
    case edgeInsets(EdgeInsetsValue)

    /// The token type this value belongs to.
    public var type: TokenType {
        switch self {
        case .color: return .color
        case .dimension: return .dimension
        case .fontFamily: return .fontFamily
        case .fontWeight: return .fontWeight
        case .duration: return .duration
        case .cubicBezier: return .cubicBezier
        case .number: return .number
        case .strokeStyle: return .strokeStyle
        case .border: return .border
        case .transition: return .transition
        case .shadow: return .shadow
        case .gradient: return .gradient
        case .typography: return .typography
        case .string: return .string
        case .boolean: return .boolean
        case .edgeInsets: return .edgeInsets
        }
    }
}

/// A DTCG colour space name, as written in `colorSpace`.
public enum ColorSpace: String, Sendable, Hashable, CaseIterable, Codable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"
}

/// A colour as the Color module defines it: a space, three components (`nil` for `none`), alpha, and an
/// optional hex fallback.
public struct ColorValue: Sendable, Hashable {
    /// The space the components are in.
    public var colorSpace: ColorSpace
    /// Three components; `nil` is the `none` keyword.
    public var components: [Double?]
    /// 0…1; 1 when omitted.
    public var alpha: Double
    /// The optional 6-digit `#rrggbb` fallback as written (lowercased).
    public var hex: String?

    /// A colour in `colorSpace` with `components`, `alpha` (opaque when omitted) and an optional hex fallback.
    public init(colorSpace: ColorSpace, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }
}

/// Units a dimension may carry: the two of DTCG 2025.10, and `em`, which real token sets (GitHub Primer) use
/// and tokenc accepts as a non-standard unit with a `non-standard-unit` warning.
public enum DimensionUnit: String, Sendable, Hashable, CaseIterable, Codable {
    case px
    case rem
    /// Non-standard: a multiple of the font size (of the text itself for a typography `letterSpacing`, of the
    /// parent text elsewhere). CSS keeps it; outputs without a parent font take 1em as `remBase`.
    case em
    /// Non-standard: hundredths of the viewport's width or height, for a `dimension` token's whole value. CSS and
    /// JSON keep them; outputs without a viewport (Swift, Kotlin, Android, the asset catalog) leave such tokens
    /// out, and the size rules skip them.
    case vw
    case vh
    /// Non-standard: a share of the containing box (Tokens Studio's `"50%"` border radius), for a `dimension`
    /// token's whole value; kept and left out as `vw` and `vh` are.
    case percent = "%"

    /// True for `vw` and `vh`: a share of the viewport, with no length outside a browser.
    public var isViewportRelative: Bool { self == .vw || self == .vh }

    /// True for `vw`, `vh` and `%`: a share of the viewport or of the containing box, a length only in a CSS layout.
    public var isLayoutRelative: Bool { self == .vw || self == .vh || self == .percent }

    /// The units DTCG 2025.10 defines (what messages about a wrong unit list).
    public static let standard: [DimensionUnit] = [.px, .rem]
}

/// A `dimension` value: `{ "value": 16, "unit": "px" }`.
public struct DimensionValue: Sendable, Hashable {
    /// The number of `unit`s.
    public var value: Double
    /// The unit the number counts.
    public var unit: DimensionUnit
    /// A length of `value` `unit`s: `DimensionValue(16, .px)`.
    public init(_ value: Double, _ unit: DimensionUnit) {
        self.value = value
        self.unit = unit
    }
}

/// An `edgeInsets` value: 1 to 4 lengths as written, which CSS expands to the four sides (one: all four; two:
/// top and bottom, right and left; three: top, right and left, bottom; four: top, right, bottom, left).
public struct EdgeInsetsValue: Sendable, Hashable {
    /// The lengths as written, 1 to 4 of them.
    public var parts: [DimensionValue]
    /// Insets from the lengths as written; fewer than 1 or more than 4 is a programming error (it traps).
    public init(_ parts: [DimensionValue]) {
        precondition((1...4).contains(parts.count), "1 to 4 lengths")
        self.parts = parts
    }
    /// The top inset: the first length.
    public var top: DimensionValue { parts[0] }
    /// The right inset: the second length, or the first when there is only one.
    public var right: DimensionValue { parts.count > 1 ? parts[1] : parts[0] }
    /// The bottom inset: the third length, or the first when there are fewer than three.
    public var bottom: DimensionValue { parts.count > 2 ? parts[2] : parts[0] }
    /// The left inset: the fourth length, or the right inset when there are fewer than four.
    public var left: DimensionValue { parts.count > 3 ? parts[3] : right }
}

/// Units a duration may carry.
public enum DurationUnit: String, Sendable, Hashable, CaseIterable, Codable {
    case ms
    case s
}

/// A `duration` value: `{ "value": 200, "unit": "ms" }`.
public struct DurationValue: Sendable, Hashable {
    /// The number of `unit`s.
    public var value: Double
    /// The unit the number counts.
    public var unit: DurationUnit
    /// A duration of `value` `unit`s: `DurationValue(200, .ms)`.
    public init(_ value: Double, _ unit: DurationUnit) {
        self.value = value
        self.unit = unit
    }
    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value : value / 1000 }
}

/// A `cubicBezier` value: `[P1x, P1y, P2x, P2y]`, x in 0…1.
public struct CubicBezierValue: Sendable, Hashable {
    /// The two control points, P1 (`p1x`, `p1y`) and P2 (`p2x`, `p2y`); the x coordinates are in 0…1.
    public var p1x: Double, p1y: Double, p2x: Double, p2y: Double
    /// A curve with control points (`p1x`, `p1y`) and (`p2x`, `p2y`), in the order the array writes them.
    public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        self.p1x = p1x; self.p1y = p1y; self.p2x = p2x; self.p2y = p2y
    }
}

/// A `strokeStyle` value: a keyword, or a dash array with a line cap.
public enum StrokeStyleValue: Sendable, Hashable {
    /// solid, dashed, dotted, double, groove, ridge, outset, inset.
    case keyword(String)
    /// `{ "dashArray": [...], "lineCap": "round" | "butt" | "square" }`.
    case dashes(dashArray: [DimensionValue], lineCap: String)

    /// The keywords the spec allows.
    public static let keywords: [String] = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps the spec allows.
    public static let lineCaps: [String] = ["round", "butt", "square"]
}

/// A `border` value.
public struct BorderValue: Sendable, Hashable {
    /// The border's colour.
    public var color: ColorValue
    /// The border's width.
    public var width: DimensionValue
    /// The border's line style: a keyword or a dash array.
    public var style: StrokeStyleValue
    /// A border of `color`, `width` and `style`.
    public init(color: ColorValue, width: DimensionValue, style: StrokeStyleValue) {
        self.color = color; self.width = width; self.style = style
    }
}

/// A `transition` value.
public struct TransitionValue: Sendable, Hashable {
    /// How long the transition runs.
    public var duration: DurationValue
    /// How long the transition waits before it starts.
    public var delay: DurationValue
    /// The easing curve.
    public var timingFunction: CubicBezierValue
    /// A transition of `duration`, starting after `delay`, eased by `timingFunction`.
    public init(duration: DurationValue, delay: DurationValue, timingFunction: CubicBezierValue) {
        self.duration = duration; self.delay = delay; self.timingFunction = timingFunction
    }
}

/// One layer of a `shadow` value.
public struct ShadowValue: Sendable, Hashable {
    /// The shadow's colour.
    public var color: ColorValue
    /// The horizontal offset (positive: to the right).
    public var offsetX: DimensionValue
    /// The vertical offset (positive: down).
    public var offsetY: DimensionValue
    /// The blur radius.
    public var blur: DimensionValue
    /// How far the shadow grows before it is blurred (a negative spread shrinks it).
    public var spread: DimensionValue
    /// True for an inner shadow (`"inset": true`).
    public var inset: Bool
    /// A shadow layer; an outer one unless `inset` is true.
    public init(color: ColorValue, offsetX: DimensionValue, offsetY: DimensionValue, blur: DimensionValue, spread: DimensionValue, inset: Bool = false) {
        self.color = color; self.offsetX = offsetX; self.offsetY = offsetY; self.blur = blur; self.spread = spread; self.inset = inset
    }
}

/// One stop of a `gradient` value.
public struct GradientStop: Sendable, Hashable {
    /// The colour at this stop.
    public var color: ColorValue
    /// 0…1 (values outside are clamped on reading, as the spec says).
    public var position: Double
    /// A stop of `color` at `position`, taken as given (reading clamps it to 0…1, this does not).
    public init(color: ColorValue, position: Double) {
        self.color = color; self.position = position
    }
}

/// A `typography` value. DTCG 2025.10 requires all five properties; real token sets (Figma SDS, GitHub
/// Primer) leave out `letterSpacing` and `lineHeight`, so tokenc reads those two as optional: nil means "not
/// specified" (the font's own spacing and line height).
public struct TypographyValue: Sendable, Hashable {
    /// The font names, in order of preference.
    public var fontFamily: [String]
    /// The font size.
    public var fontSize: DimensionValue
    /// The weight, 1…1000 (a named weight such as `bold` is read as its number).
    public var fontWeight: Double
    /// The extra space between letters, or nil when the token does not say (the font's default spacing).
    public var letterSpacing: DimensionValue?
    /// A unitless multiplier of the font size, or nil when the token does not say (the font's own line height)
    /// or gives a length whose ratio to the font size depends on the rem base (see `lineHeightLength`).
    public var lineHeight: Double?
    /// A line height written as a length (a compatibility form, `line-height-dimension`): CSS and JSON keep it;
    /// `lineHeight` is its exact ratio to the font size when there is one (both in px, or both in rem).
    public var lineHeightLength: DimensionValue?
    /// Properties beyond the five of 2025.10 (`fontStyle`, `textTransform`, …; a compatibility form), in source
    /// order: JSON carries them all, CSS and Swift those they have a meaning for.
    public var extras: [TypographyExtra]
    /// A typography value; `letterSpacing`, `lineHeight` and `lineHeightLength` are nil when the token does not say.
    public init(fontFamily: [String], fontSize: DimensionValue, fontWeight: Double, letterSpacing: DimensionValue? = nil, lineHeight: Double? = nil,
                lineHeightLength: DimensionValue? = nil, extras: [TypographyExtra] = []) {
        self.fontFamily = fontFamily; self.fontSize = fontSize; self.fontWeight = fontWeight
        self.letterSpacing = letterSpacing; self.lineHeight = lineHeight
        self.lineHeightLength = lineHeightLength; self.extras = extras
    }

    /// The value of the extra property `name`, if the token gives it.
    public func extra(_ name: String) -> JSONValue? {
        for e in extras where e.name == name { return e.value }
        return nil
    }
}

/// A typography property beyond the five of 2025.10, as written (`"fontStyle": "italic"`).
public struct TypographyExtra: Sendable, Hashable {
    /// The property's name as written (`fontStyle`).
    public var name: String
    /// The property's value as written.
    public var value: JSONValue
    /// The property `name` with `value`.
    public init(name: String, value: JSONValue) {
        self.name = name; self.value = value
    }
}

// Hashing by the numbers alone. Every value table (one per emitter and brand) hashes each token's value; the
// synthesized hashes also hashed each colour space, unit and hex fallback as a string (an enum with a `String`
// raw value hashes its raw value), most of a value's hash. Values that differ only in those are rare and still
// told apart by `==`; equal values hash equally, as `Hashable` requires.

extension TokenValue {
    /// What dictionaries and sets keyed by a value ask for. The common scalar kinds hash their numbers with
    /// `WordHash` instead of SipHash: the value tables look up every token's value in every permutation (a
    /// colour's SipHash was about half of such a lookup). The rest hash as `hash(into:)` does, seeded alike.
    public func _rawHashValue(seed: Int) -> Int {
        var h = WordHash(seed: seed)
        switch self {
        case .color(let c):
            h.combine(1 as UInt64)
            for x in c.components { h.combine(x) }
            h.combine(c.alpha)
        case .dimension(let d):
            h.combine(2 as UInt64)
            h.combine(d.value)
        case .number(let n):
            h.combine(3 as UInt64)
            h.combine(n)
        case .fontWeight(let w):
            h.combine(4 as UInt64)
            h.combine(w)
        case .duration(let d):
            h.combine(5 as UInt64)
            h.combine(d.value)
        default:
            var hasher = Hasher()
            hasher.combine(seed)
            hash(into: &hasher)
            return hasher.finalize()
        }
        return h.finalize()
    }
}

extension ColorValue {
    /// Hashes the components and alpha alone; `==` still compares every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
        hasher.combine(alpha)
    }
}

extension DimensionValue {
    /// Hashes the number alone; `==` still compares the unit.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

extension DurationValue {
    /// Hashes the number alone; `==` still compares the unit.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
    }
}

/// A value with its hash worked out once: the key of the emitters' value tables. A lookup hashes the value
/// once, and a probe past another value compares two integers instead of two values (a table probes one or
/// two other entries per lookup on average).
package struct ValueKey: Hashable {
    package let value: TokenValue
    private let hash: Int

    package init(_ value: TokenValue) {
        self.init(value, hash: Self.hash(value))
    }

    /// `value` with its hash (`hash(_:)`) known already.
    package init(_ value: TokenValue, hash: Int) {
        self.value = value
        self.hash = hash
    }

    /// The hash a key of `value` has.
    package static func hash(_ value: TokenValue) -> Int { value._rawHashValue(seed: 0) }

    package static func == (a: ValueKey, b: ValueKey) -> Bool { a.hash == b.hash && a.value == b.value }
    package func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    /// The stored hash mixed with the table's seed.
    package func _rawHashValue(seed: Int) -> Int { hash ^ seed }
}
