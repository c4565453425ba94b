/// A CSS longhand a typography token gets for a property beyond the five of 2025.10 (`fontStyle`,
/// `textTransform`/`textCase`, `textDecoration`, `paragraphIndent`, `paragraphSpacing`, `WebkitFontSmoothing`):
/// `--type-heading-text-transform: uppercase`. Values are written only when valid for the property (a keyword
/// from its list, or a length tokenc writes itself), so no value can break the stylesheet; a token whose value
/// lacks the property (in a theme or brand where others have it) gets the property's initial value.
package enum CSSTypographyExtra: Int, CaseIterable, Sendable {
    case fontStyle
    case fontVariant
    case textTransform
    case textDecoration
    case textIndent
    case paragraphSpacing
    case webkitFontSmoothing

    /// The suffix of the custom property: the CSS property it is for (`paragraph-spacing`, which CSS lacks, is
    /// the space after a paragraph, for `margin-block-end`).
    package var suffix: String {
        switch self {
        case .fontStyle: return "font-style"
        case .fontVariant: return "font-variant"
        case .textTransform: return "text-transform"
        case .textDecoration: return "text-decoration"
        case .textIndent: return "text-indent"
        case .paragraphSpacing: return "paragraph-spacing"
        case .webkitFontSmoothing: return "webkit-font-smoothing"
        }
    }

    /// The value for a token without the property: the CSS initial value.
    package var initial: String {
        switch self {
        case .fontStyle, .fontVariant: return "normal"
        case .textTransform, .textDecoration: return "none"
        case .textIndent, .paragraphSpacing: return "0px"
        case .webkitFontSmoothing: return "auto"
        }
    }

    /// This longhand's bit in a set of them.
    package var bit: UInt8 { 1 << UInt8(rawValue) }

    /// The longhands of set `mask`, in declaration order.
    package static func members(of mask: UInt8) -> [CSSTypographyExtra] { allCases.filter { mask & $0.bit != 0 } }

    /// The set of longhands `t` has a valid value for (0 for none: the common case, found without a lookup).
    package static func mask(of t: TypographyValue) -> UInt8 {
        if t.extras.isEmpty { return 0 }
        var mask: UInt8 = 0
        for e in allCases where e.value(in: t) != nil { mask |= e.bit }
        return mask
    }

    /// The CSS value of this longhand for `t`, or nil when `t` does not give it or gives a value CSS cannot take.
    package func value(in t: TypographyValue) -> String? {
        switch self {
        case .fontStyle: return Self.keyword(t.extra("fontStyle"), in: ["normal", "italic", "oblique"])
        case .fontVariant: return Self.keyword(t.extra("fontVariant"), in: ["normal", "small-caps"])
        case .textTransform:
            // Tokens Studio writes `textCase` (none, uppercase, lowercase, capitalize).
            let keywords: Set<String> = ["none", "capitalize", "uppercase", "lowercase", "full-width", "full-size-kana"]
            return Self.keyword(t.extra("textTransform"), in: keywords) ?? Self.keyword(t.extra("textCase"), in: keywords)
        case .textDecoration: return Self.decorationLines(t.extra("textDecoration"))
        case .textIndent: return Self.length(t.extra("paragraphIndent"))
        case .paragraphSpacing: return Self.length(t.extra("paragraphSpacing"))
        case .webkitFontSmoothing:
            let keywords: Set<String> = ["auto", "none", "antialiased", "subpixel-antialiased"]
            return Self.keyword(t.extra("WebkitFontSmoothing"), in: keywords) ?? Self.keyword(t.extra("webkitFontSmoothing"), in: keywords)
        }
    }

    /// `json` when it is a string among `keywords`.
    private static func keyword(_ json: JSONValue?, in keywords: Set<String>) -> String? {
        guard case .string(let s)? = json, keywords.contains(s) else { return nil }
        return s
    }

    /// A `text-decoration-line` value: `none`, or distinct `underline`, `overline`, `line-through` separated by
    /// single spaces (`"underline line-through"`).
    private static func decorationLines(_ json: JSONValue?) -> String? {
        guard case .string(let s)? = json else { return nil }
        if s == "none" { return s }
        let lines = s.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty, Set(lines).count == lines.count,
              lines.allSatisfy({ ["underline", "overline", "line-through"].contains($0) }) else { return nil }
        return s
    }

    /// A length written by tokenc: a dimension object or `"12px"` string in px, rem or em, or a bare 0 (0 in any
    /// unit), within the magnitude limit.
    private static func length(_ json: JSONValue?) -> String? {
        let number: Double
        let unit: String
        switch json {
        case .number(let n)?:
            guard n == 0 else { return nil }
            return "0px"
        case .string(let s)?:
            let (n, u) = ValueParser.splitNumber(s)
            guard let n else { return nil }
            if u.isEmpty, n == 0 { return "0px" }
            number = n; unit = u
        case .object(let o)?:
            guard o.members.count == 2, case .number(let n)? = o["value"], case .string(let u)? = o["unit"] else { return nil }
            number = n; unit = u
        default:
            return nil
        }
        guard let u = DimensionUnit(rawValue: unit), ValueParser.withinMagnitudeLimit(number) else { return nil }
        return DimensionValue(number, u).text
    }
}
