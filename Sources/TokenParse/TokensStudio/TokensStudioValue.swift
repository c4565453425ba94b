/// Tokens Studio's literal values rewritten in their DTCG 2025.10 form, by Tokens Studio type: unitless
/// dimensions are pixels, `%` line heights and opacities are ratios, a `%` letter spacing is a share of the font
/// size (em), other `%` sizes stay `%` (CSS only), a px line height is a dimension, weight names are numbers,
/// shadows are DTCG shadows, `rgba(#hex, a)` is a colour, `rgba({ref}, a)` the reference with an alpha,
/// `linear-gradient(…)` a gradient and 2 to 4 spaced lengths (`"8px 16px"`) an `edgeInsets` array. A value
/// holding a reference or an expression is left as written: references resolve, and math is evaluated, after
/// merging.
package struct TokensStudioValue {
    /// The file the value is in, for diagnostics.
    package let file: String
    /// What converting found (forms with no DTCG equivalent).
    package var diagnostics: [Diagnostic] = []
    /// The tokens whose value was refused here: left out later without a second error.
    package var refused: Set<TokenPath> = []
    /// What the value just converted asks of its token besides the value (`finishing` applies it).
    package var pending = Pending()

    /// A converter for values read from `file`.
    package init(file: String) {
        self.file = file
    }

    /// A token's members beyond its value that a conversion sets: another DTCG type (a px line height is a
    /// dimension, a `linear-gradient(…)` colour a gradient), an alpha on a referenced colour, tokenc extensions.
    package struct Pending {
        package var type: TokenType?
        package var alpha: Double?
        package var extensions: [JSONMember] = []
    }

    /// `members` (a token's, in DTCG form) with what converting its value asked for (`pending`), which is cleared.
    mutating func finishing(_ members: [JSONMember]) -> [JSONMember] {
        defer { pending = Pending() }
        guard pending.type != nil || pending.alpha != nil || !pending.extensions.isEmpty else { return members }
        var object = JSONObject(members)
        if let type = pending.type { object["$type"] = .string(type.rawValue) }
        // Read beside `$value` as GitHub Primer's `alpha` is: the resolved colour's opacity.
        if let alpha = pending.alpha { object["alpha"] = .number(alpha) }
        if !pending.extensions.isEmpty {
            var extensions = object["$extensions"]?.objectValue ?? JSONObject()
            var tokenc = extensions["org.tokenc"]?.objectValue ?? JSONObject()
            for e in pending.extensions { tokenc[e.key] = e.value }
            extensions["org.tokenc"] = .object(tokenc)
            object["$extensions"] = .object(extensions)
        }
        return object.members
    }

    /// `value` of a token of Tokens Studio type `type`, whose `$value` (or `value`) is at `pointer`.
    package mutating func convert(_ value: JSONValue, as type: TokensStudioType, at pointer: JSONPointer, token: TokenPath) -> JSONValue {
        switch type {
        case .dimension, .spacing, .sizing, .borderRadius:
            // Multi-value spacing (`"8px 16px"`): an edgeInsets token, each length converted (or left for later).
            if case .string(let s) = value, let parts = Self.multiValueParts(s), parts.count > 1 {
                guard parts.count <= 4 else {
                    diagnostics.append(Diagnostic(
                        .invalidValue,
                        "\"\(s)\" is \(parts.count) lengths; multi-value spacing takes 2 to 4 (top, right, bottom, left, as CSS's padding)",
                        at: SourceLocation(file: file, pointer: pointer), token: token.description))
                    refused.insert(token)
                    return value
                }
                pending.type = .edgeInsets
                return .array(parts.map { dimension(.string($0), percentAsEm: false) })
            }
            return dimension(value, percentAsEm: false)
        case .borderWidth, .fontSizes, .paragraphSpacing, .paragraphIndent:
            if case .string(let s) = value, Self.isMultiValue(s) {
                diagnostics.append(Diagnostic(
                    .invalidValue,
                    "\"\(s)\" is several lengths (a CSS shorthand such as padding's); tokenc reads one length per token: "
                        + "write one token per side (top, right, bottom, left)",
                    at: SourceLocation(file: file, pointer: pointer), token: token.description))
                refused.insert(token)
                return value
            }
            return dimension(value, percentAsEm: false)
        case .letterSpacing: return dimension(value, percentAsEm: true)
        case .lineHeights:
            let height = lineHeight(value, at: pointer, token: token, inTypography: false)
            // A length is a dimension token (sd-transforms keeps "24px" as it is, for CSS).
            if case .object = height { pending.type = .dimension }
            return height
        case .opacity, .number: return ratio(value)
        case .fontWeights: return fontWeight(value).value
        case .color: return wholeColor(value)
        case .boxShadow:
            if case .array(let items) = value { return .array(items.map(shadow)) }
            return shadow(value)
        case .typography: return typography(value, at: pointer, token: token)
        case .border: return border(value)
        case .fontFamilies, .textCase, .textDecoration, .text, .other, .asset, .boolean: return value
        }
    }

    /// True when `s` is a plain literal: no reference, no expression (those are left for later stages).
    package static func isLiteral(_ s: String) -> Bool {
        !s.contains("{") && !ValueParser.isExpression(s)
    }

    /// True when `s` is 2 to 4 literal lengths separated by spaces (`"8px 16px"`): multi-value spacing, refused
    /// where a single length is meant (a border width, a font size); with references or math it is reported when
    /// evaluated.
    package static func isMultiValue(_ s: String) -> Bool {
        let parts = s.split(separator: " ")
        return (2...4).contains(parts.count) && parts.allSatisfy { isLiteral(String($0)) && measure(String($0)) != nil }
    }

    /// The values of `s` as sd-transforms' `checkAndEvaluateMath` splits a multi-value: at each space with no
    /// operator word (`+ - * /` alone) on either side, outside parentheses (`"5px 3 * 2px"` → `5px`, `3 * 2px`;
    /// `"{a} * 2 {b}"` → `{a} * 2`, `{b}`; `"4*2px 8px"` → `4*2px`, `8px`). Nil unless every value is a length,
    /// holds a reference, or is an expression (`"800 italic 16px/1 'Arial'"` is no multi-value).
    package static func multiValueParts(_ s: String) -> [String]? {
        let words = s.split(separator: " ").map(String.init)
        guard !words.isEmpty else { return nil }
        let operators: Set<String> = ["+", "-", "*", "/"]
        var parts: [String] = [], current: [String] = []
        var depth = 0
        for (i, w) in words.enumerated() {
            current.append(w)
            for c in w.utf8 {
                if c == UInt8(ascii: "(") { depth += 1 } else if c == UInt8(ascii: ")") { depth = max(depth - 1, 0) }
            }
            let next = i + 1 < words.count ? words[i + 1] : nil
            if next == nil || (depth == 0 && !operators.contains(w) && !operators.contains(next!)) {
                parts.append(current.joined(separator: " "))
                current = []
            }
        }
        let valid = parts.allSatisfy { p in
            p.contains("{") || ValueParser.isExpression(p) || measure(p).map { ["", "px", "rem", "em", "%"].contains($0.1) } == true
        }
        return valid ? parts : nil
    }

    /// A number read from `s` with its unit (`"16"` → 16 and "", `"1.5rem"` → 1.5 and "rem"), nil when `s` is not
    /// a number followed by letters or `%`.
    package static func measure(_ s: String) -> (Double, String)? {
        let text = Self.trimmed(s)
        let (number, unit) = ValueParser.splitNumber(text)
        guard let number, unit.allSatisfy({ $0.isLetter || $0 == "%" }) else { return nil }
        return (number, unit)
    }

    /// A dimension: a number, or a numeric string without a unit, is pixels; `%` is em where `percentAsEm`
    /// (a letter spacing: a share of the font size), else kept (`50%` radius: the DTCG reader then says which
    /// outputs leave it out).
    package func dimension(_ value: JSONValue, percentAsEm: Bool) -> JSONValue {
        switch value {
        case .number(let n): return Self.measureObject(n, "px")
        case .string(let s) where Self.isLiteral(s):
            guard let (n, unit) = Self.measure(s) else { return value }
            switch unit {
            case "": return Self.measureObject(n, "px")
            case "%" where percentAsEm: return Self.measureObject(n / 100, "em")
            case "%": return Self.measureObject(n, "%")
            case "px", "rem", "em": return Self.measureObject(n, unit)
            default: return value
            }
        default: return value
        }
    }

    /// A number: a numeric string is its number, a percentage its ratio (`"30%"` → 0.3).
    package func ratio(_ value: JSONValue) -> JSONValue {
        guard case .string(let s) = value, Self.isLiteral(s), let (n, unit) = Self.measure(s) else { return value }
        switch unit {
        case "": return .number(n)
        case "%": return .number(n / 100)
        default: return value
        }
    }

    /// A line height: a number or a percentage is a multiple of the font size (`150%` is 1.5, as sd-transforms'
    /// transformLineHeight gives); a length (`24px`) becomes a dimension object (inside a typography read as
    /// `line-height-dimension` describes; a `lineHeights` token becomes a dimension token). `AUTO` (the font's own
    /// line height) has no DTCG form and is refused.
    package mutating func lineHeight(_ value: JSONValue, at pointer: JSONPointer, token: TokenPath, inTypography: Bool) -> JSONValue {
        guard case .string(let s) = value, Self.isLiteral(s) else { return value }
        if s.uppercased() == "AUTO" {
            diagnostics.append(Diagnostic(
                .invalidValue,
                "line height \"\(s)\" (the font's own line height) has no DTCG 2025.10 form; write a multiple of the font size such as 1.2",
                at: SourceLocation(file: file, pointer: pointer), token: token.description))
            refused.insert(token)
            return value
        }
        guard let (n, unit) = Self.measure(s) else { return value }
        switch unit {
        case "": return .number(n)
        case "%": return .number(n / 100)
        case "px", "rem", "em": return Self.measureObject(n, unit)
        default: return value
        }
    }

    /// A font weight: a name (`Semi Bold`) or numeric string is its number; `italic` says the name ended in "Italic".
    package func fontWeight(_ value: JSONValue) -> (value: JSONValue, italic: Bool) {
        guard case .string(let s) = value, Self.isLiteral(s), let w = TokensStudioFontWeight.weight(s) else { return (value, false) }
        return (.number(w.weight), w.italic)
    }

    /// A colour: `rgb()`/`rgba()` with 0–255 (or %) channels and a 0–1 (or %) alpha, and `rgba(#hex, alpha)`,
    /// become an sRGB colour object, read as Style Dictionary colour text is (`StyleDictionaryColor`); hex strings
    /// stay as they are (the DTCG reader takes them).
    package func color(_ value: JSONValue) -> JSONValue {
        guard case .string(let s) = value else { return value }
        let text = Self.trimmed(s).lowercased()
        guard text.hasPrefix("rgb"), let c = StyleDictionaryColor.literal(text) else { return value }
        return StyleDictionaryColor.json(c)
    }

    /// A colour token's value: a colour (`color`), `rgba({ref}, alpha)` (the reference, with the alpha beside
    /// it), or `linear-gradient(…)` (a gradient token, its angle kept for CSS: `TokensStudioGradient`).
    mutating func wholeColor(_ value: JSONValue) -> JSONValue {
        guard case .string(let s) = value else { return value }
        let text = Self.trimmed(s)
        if text.lowercased().hasPrefix("linear-gradient("), let g = TokensStudioGradient(text) {
            pending.type = .gradient
            if let angle = g.angle {
                pending.extensions.append(JSONMember(key: "gradient", value: .object(JSONObject([JSONMember(key: "angle", value: .string(angle))]))))
            }
            return g.json(color: color)
        }
        if let (reference, alpha) = StyleDictionaryColor.referenceWithAlpha(text) {
            pending.alpha = alpha
            return .string(reference)
        }
        return color(value)
    }

    /// A shadow: `x`, `y`, `blur`, `spread` (unitless is px), `color`, and `type` (`innerShadow` is an inset
    /// shadow, `dropShadow` the default) become a DTCG shadow's members.
    package func shadow(_ value: JSONValue) -> JSONValue {
        guard case .object(let o) = value else { return value }
        var members: [JSONMember] = []
        let renamed = ["x": "offsetX", "y": "offsetY", "blur": "blur", "spread": "spread"]
        for m in o.members {
            if let name = renamed[m.key] {
                members.append(JSONMember(key: name, value: dimension(m.value, percentAsEm: false)))
            } else if m.key == "color" {
                members.append(JSONMember(key: "color", value: color(m.value)))
            } else if m.key == "type" {
                if m.value == .string("innerShadow") { members.append(JSONMember(key: "inset", value: true)) }
                else if m.value != .string("dropShadow") { members.append(m) }
            } else {
                members.append(m)
            }
        }
        return .object(JSONObject(members))
    }

    /// A border: `width` as a dimension, `color` as a colour, `style` as written.
    package func border(_ value: JSONValue) -> JSONValue {
        guard case .object(let o) = value else { return value }
        return .object(JSONObject(o.members.map { m in
            switch m.key {
            case "width": return JSONMember(key: m.key, value: dimension(m.value, percentAsEm: false))
            case "color": return JSONMember(key: m.key, value: color(m.value))
            default: return m
            }
        }))
    }

    /// The members of a typography beyond DTCG's five that Tokens Studio writes; they go under
    /// `$extensions["org.tokenc"].typography`, where tokenc reads such properties (see `typography-extra-property`).
    package static let typographyExtras: Set<String> = ["textCase", "textDecoration", "paragraphSpacing", "paragraphIndent", "fontStyle"]

    /// A typography's five members converted; the members beyond them are returned apart (`extras`), with a
    /// `fontStyle: italic` when the weight's name ended in "Italic".
    mutating func typographyParts(_ value: JSONValue, at pointer: JSONPointer, token: TokenPath) -> (value: JSONValue, extras: [JSONMember]) {
        guard case .object(let o) = value else { return (value, []) }
        var members: [JSONMember] = []
        var extras: [JSONMember] = []
        for m in o.members {
            let at = pointer.appending(m.key)
            switch m.key {
            case "fontSize": members.append(JSONMember(key: m.key, value: dimension(m.value, percentAsEm: false)))
            case "letterSpacing": members.append(JSONMember(key: m.key, value: dimension(m.value, percentAsEm: true)))
            case "lineHeight": members.append(JSONMember(key: m.key, value: lineHeight(m.value, at: at, token: token, inTypography: true)))
            case "fontWeight":
                let w = fontWeight(m.value)
                members.append(JSONMember(key: m.key, value: w.value))
                if w.italic, o["fontStyle"] == nil { extras.append(JSONMember(key: "fontStyle", value: "italic")) }
            case "paragraphSpacing", "paragraphIndent":
                extras.append(JSONMember(key: m.key, value: dimension(m.value, percentAsEm: false)))
            case _ where Self.typographyExtras.contains(m.key):
                extras.append(m)
            default: members.append(m)
            }
        }
        return (.object(JSONObject(members)), extras)
    }

    /// A typography without its extras (`typographyParts` keeps them).
    private mutating func typography(_ value: JSONValue, at pointer: JSONPointer, token: TokenPath) -> JSONValue {
        typographyParts(value, at: pointer, token: token).value
    }

    /// `s` without leading and trailing spaces.
    package static func trimmed(_ s: String) -> String {
        String(s.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }

    /// `{"value": n, "unit": unit}`.
    static func measureObject(_ n: Double, _ unit: String) -> JSONValue {
        .object(JSONObject([JSONMember(key: "value", value: .number(n)), JSONMember(key: "unit", value: .string(unit))]))
    }
}
