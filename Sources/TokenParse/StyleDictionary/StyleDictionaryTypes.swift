/// Style Dictionary's type names and the type a value implies whatever its path (the names of the path are
/// `StyleDictionaryNameTypes`'). See docs/coming-from-style-dictionary.md.
package enum StyleDictionaryTypes {
    /// The DTCG type a Style Dictionary (or CTI) `type` name means, nil when it names none.
    package static func type(named name: String) -> TokenType? {
        if let t = TokenType(rawValue: name) { return t }
        switch name.lowercased() {
        case "color", "colour": return .color
        case "dimension", "size", "sizing", "spacing", "space", "borderradius", "borderwidth", "fontsize", "fontsizes",
             "letterspacing", "paragraphspacing", "radius": return .dimension
        case "duration", "time": return .duration
        case "fontfamily", "fontfamilies": return .fontFamily
        case "fontweight", "fontweights": return .fontWeight
        case "number", "opacity", "lineheight", "lineheights", "zindex": return .number
        case "shadow", "boxshadow": return .shadow
        case "border": return .border
        case "typography": return .typography
        case "cubicbezier": return .cubicBezier
        case "transition": return .transition
        case "gradient": return .gradient
        case "strokestyle": return .strokeStyle
        case "string", "content", "text", "asset", "other": return .string
        case "boolean": return .boolean
        default: return nil
        }
    }

    /// The DTCG 2025.10 type a Style Dictionary type name written as a DTCG `$type` means (`fontSize` → dimension,
    /// `boxShadow` → shadow); nil for names of no DTCG type (`content`, `asset`) and for Tokens Studio's
    /// `fontWeights`, whose values (`"Semi bold"`) are not DTCG font weights.
    static func dtcgType(named name: String) -> TokenType? {
        guard name.lowercased() != "fontweights", let type = type(named: name), type.isStandard else { return nil }
        return type
    }

    /// The type a value plainly has whatever its path: a colour, a length, a time, a shadow or border object.
    package static func type(ofValue value: JSONValue) -> TokenType? {
        switch value {
        case .string(let s):
            if StyleDictionaryColor.isColorText(s) { return .color }
            let (n, unit) = ValueParser.splitNumber(s)
            guard n != nil else { return nil }
            switch unit {
            case "px", "rem": return .dimension
            case "ms", "s": return .duration
            default: return nil
            }
        case .object(let o):
            let keys = Set(o.keys)
            if !keys.isEmpty, keys.allSatisfy({ Int($0) != nil }) { return .shadow }
            if keys.contains("offsetX") || keys.contains("offsetY") || keys.contains("blurRadius") || keys.contains("blur") {
                return .shadow
            }
            if keys.contains("fontFamily") || keys.contains("fontSize") { return .typography }
            if keys.contains("width") && keys.contains("style") { return .border }
            return nil
        case .array(let a):
            if let first = a.first, case .object(let o) = first, o["offsetX"] != nil || o["offsetY"] != nil { return .shadow }
            return nil
        default:
            return nil
        }
    }
}
