/// The types the names in a Style Dictionary token's path imply, as Style Dictionary teams write them: the CTI
/// categories (`color`, `size`, `time`, `content`, `font.family`, …) and well-known property names at any depth
/// (`button.primary.font-weight`, `card.radius`, `modal.z-index`). The one table the reader infers by and
/// docs/coming-from-style-dictionary.md shows (`markdownTable`, checked by DocsTests).
package enum StyleDictionaryNameTypes {
    /// Names that imply one type, and the values that fit it.
    package struct Rule: Sendable {
        /// The names, in kebab case; a path segment matches in any spelling (`fontWeight`, `font_weight`, `FONT-WEIGHT`).
        package let names: [String]
        /// The type they imply.
        package let type: TokenType
    }

    /// Every rule; a name belongs to one rule only.
    package static let rules: [Rule] = [
        Rule(names: ["color", "colour", "colors", "colours", "background", "background-color", "fill", "stroke",
                     "border-color", "text-color", "foreground"], type: .color),
        Rule(names: ["size", "sizes", "sizing", "dimension", "font-size", "font-sizes", "spacing", "space", "gap", "padding",
                     "margin", "inset", "width", "height", "min-width", "max-width", "min-height", "max-height",
                     "border-width", "outline-width", "stroke-width", "radius", "radii", "border-radius", "corner-radius",
                     "letter-spacing", "paragraph-spacing", "paragraph-indent"], type: .dimension),
        Rule(names: ["font-weight", "font-weights"], type: .fontWeight),
        Rule(names: ["font-family", "font-families"], type: .fontFamily),
        Rule(names: ["line-height", "line-heights", "opacity", "opacities", "z-index"], type: .number),
        Rule(names: ["time", "duration", "durations", "delay", "transition-duration", "animation-duration"], type: .duration),
        Rule(names: ["easing", "easings", "cubic-bezier", "timing-function", "transition-timing-function"], type: .cubicBezier),
        Rule(names: ["shadow", "shadows", "box-shadow", "drop-shadow"], type: .shadow),
        Rule(names: ["border"], type: .border),
        Rule(names: ["content"], type: .string),
    ]

    /// What a value must be for each type a name implies (the text of the docs table's last column).
    static func fitting(_ type: TokenType) -> String {
        switch type {
        case .color: return "a colour: hex, `rgb()`/`hsl()`, a CSS colour name, a reference with an alpha"
        case .dimension: return "a number, or a number with `px`, `rem` or `em` (`\"0\"`, `\"1px\"`, `\"28em\"`)"
        case .fontWeight: return "a number from 1 to 1000 (`700`, `\"700\"`) or a DTCG weight name (`\"bold\"`)"
        case .fontFamily: return "a name or a font stack (`\"Inter, sans-serif\"`), or a list of names"
        case .number: return "a number (`1.4`, `\"1.4\"`) or a percentage (`\"50%\"`)"
        case .duration: return "a number (milliseconds), or a number with `ms` or `s`"
        case .cubicBezier: return "four numbers, or `\"cubic-bezier(0.4, 0, 0.2, 1)\"`"
        case .shadow: return "an object of shadow members, or a list of them"
        case .border: return "an object with `width` and `style`, or `\"1px solid #000\"`"
        case .string: return "any text"
        default: return ""
        }
    }

    /// The rule of each name, by its spelling-free key.
    private static let byKey: [String: TokenType] = {
        var out: [String: TokenType] = [:]
        for rule in rules { for name in rule.names { out[key(name)] = rule.type } }
        return out
    }()

    /// `name` lower-cased without `-` and `_`: the key every spelling of it shares.
    package static func key(_ name: String) -> String {
        String(String.UnicodeScalarView(name.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" }))
    }

    /// The type the names of `path` give `value`: each segment from the last outward, read together with the one
    /// before it first (`font` + `weight`, the CTI way), then alone; the first type `value` fits wins. Nil when none.
    package static func type(of path: TokenPath, value: JSONValue) -> TokenType? {
        let keys = path.components.map(key)
        for i in keys.indices.reversed() {
            if i > 0, let t = byKey[pairPrefix(keys[i - 1]) + keys[i]], fits(value, t) { return t }
            if let t = byKey[keys[i]], fits(value, t) { return t }
        }
        return nil
    }

    /// The first name of a pair as the table writes it: `fonts.weight` and `typography.weight` as `font.weight`.
    private static func pairPrefix(_ key: String) -> String {
        key == "fonts" || key == "typography" ? "font" : key
    }

    /// True when `value` (references rewritten; never one whole reference) is a value of `type`.
    package static func fits(_ value: JSONValue, _ type: TokenType) -> Bool {
        switch (type, value) {
        case (.color, .string(let s)): return StyleDictionaryColor.isColorText(s)
        case (.dimension, .number): return true
        case (.dimension, .string(let s)):
            let (n, unit) = ValueParser.splitNumber(s)
            return n != nil && ["", "px", "rem", "em"].contains(unit)
        case (.fontWeight, .number(let n)): return n >= 1 && n <= 1000
        case (.fontWeight, .string(let s)):
            let (n, unit) = ValueParser.splitNumber(s)
            if let n, unit.isEmpty { return n >= 1 && n <= 1000 }
            return FontWeightAlias.weight(named: s) != nil
        case (.fontFamily, .string(let s)): return !s.isEmpty && ValueParser.splitNumber(s).0 == nil
        case (.fontFamily, .array(let a)): return !a.isEmpty && a.allSatisfy { $0.stringValue != nil }
        case (.number, .number): return true
        case (.number, .string(let s)):
            let (n, unit) = ValueParser.splitNumber(s)
            return n != nil && (unit.isEmpty || unit == "%")
        case (.duration, .number): return true
        case (.duration, .string(let s)):
            let (n, unit) = ValueParser.splitNumber(s)
            return n != nil && ["", "ms", "s"].contains(unit)
        case (.cubicBezier, .array(let a)): return a.count == 4 && a.allSatisfy { $0.numberValue != nil }
        case (.cubicBezier, .string(let s)): return cubicBezier(s) != nil
        case (.shadow, .object), (.shadow, .array): return true
        case (.border, .object(let o)): return o["width"] != nil && o["style"] != nil
        case (.border, .string(let s)):
            let parts = s.split(separator: " ").map(String.init)
            return parts.count == 3 && (parts[0].hasPrefix("{") || ValueParser.splitNumber(parts[0]).0 != nil)
                && (StyleDictionaryReferences.isWhole(parts[2]) || StyleDictionaryColor.isColorText(parts[2]))
        case (.string, .string): return true
        default: return false
        }
    }

    /// The four numbers of `"cubic-bezier(a, b, c, d)"`, nil for any other text.
    package static func cubicBezier(_ s: String) -> [Double]? {
        let t = String(String.UnicodeScalarView(s.lowercased().unicodeScalars.filter { $0 != " " }))
        guard t.hasPrefix("cubic-bezier("), t.hasSuffix(")") else { return nil }
        let numbers = t.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",", omittingEmptySubsequences: false)
            .map { Double(String($0)) }
        guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else { return nil }
        return numbers.map { $0! }
    }

    /// The table as docs/coming-from-style-dictionary.md shows it: one row per rule.
    package static var markdownTable: String {
        var out = "| names (any segment; kebab, camel or snake case) | type | the value must be |\n|---|---|---|\n"
        for rule in rules {
            out += "| " + rule.names.map { "`\($0)`" }.joined(separator: ", ") + " | " + rule.type.rawValue + " | " + fitting(rule.type) + " |\n"
        }
        return out
    }
}
