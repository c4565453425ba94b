/// The token type a reference inside a composite value must have.
extension ValueParser {
    /// The token type a reference at `pointer` inside a composite `$value` of `type` must have (border /color →
    /// .color, shadow /0/offsetX or /offsetX → .dimension, gradient /1/color → .color, /1/position → .number,
    /// strokeStyle /dashArray/0 → .dimension, edgeInsets /1 → .dimension, typography /fontFamily → .fontFamily,
    /// transition /timingFunction → .cubicBezier, cubicBezier /0 → .number, the whole value (empty pointer) →
    /// type itself).
    ///
    /// Array elements: a whole shadow layer (/0) → .shadow and a whole gradient stop (/0) → .gradient, since the
    /// spec's examples put references to shadow and gradient tokens there (`["{gradient.start-stop}", …]`);
    /// their substituted values are flattened by `parse`. Numeric leaves (a dimension's /value, a colour's
    /// /alpha or /components/0) → .number. nil when no token type applies (shadow /inset, strokeStyle /lineCap,
    /// a colour's /colorSpace or /hex, a unit, a font name inside a family array, an unknown member).
    package static func expectedType(inside type: TokenType, at pointer: JSONPointer) -> TokenType? {
        expectedType(inside: type, at: pointer.tokens[...])
    }

    /// `expectedType(inside:at:)` over the remaining pointer tokens.
    private static func expectedType(inside type: TokenType, at tokens: ArraySlice<String>) -> TokenType? {
        guard let first = tokens.first else { return type }
        let rest = tokens.dropFirst()
        func then(_ t: TokenType) -> TokenType? { expectedType(inside: t, at: rest) }
        switch type {
        case .color:
            switch first {
            case "alpha": return rest.isEmpty ? .number : nil
            case "components": return rest.count == 1 && isIndex(rest.first!, below: 3) ? .number : nil
            default: return nil
            }
        case .dimension, .duration:
            return first == "value" && rest.isEmpty ? .number : nil
        case .edgeInsets:
            return isIndex(first, below: 4) ? then(.dimension) : nil
        case .cubicBezier:
            return isIndex(first, below: 4) && rest.isEmpty ? .number : nil
        case .fontFamily, .fontWeight, .number, .string, .boolean:
            return nil
        case .strokeStyle:
            guard first == "dashArray", let index = rest.first, isIndex(index) else { return nil }
            return expectedType(inside: .dimension, at: rest.dropFirst())
        case .border:
            switch first {
            case "color": return then(.color)
            case "width": return then(.dimension)
            case "style": return then(.strokeStyle)
            default: return nil
            }
        case .transition:
            switch first {
            case "duration", "delay": return then(.duration)
            case "timingFunction": return then(.cubicBezier)
            default: return nil
            }
        case .shadow:
            if isIndex(first) { return then(.shadow) }
            switch first {
            case "color": return then(.color)
            case "offsetX", "offsetY", "blur", "spread": return then(.dimension)
            default: return nil
            }
        case .gradient:
            if isIndex(first) { return then(.gradient) }
            switch first {
            case "color": return then(.color)
            case "position": return rest.isEmpty ? .number : nil
            default: return nil
            }
        case .typography:
            switch first {
            case "fontFamily": return then(.fontFamily)
            case "fontSize", "letterSpacing": return then(.dimension)
            case "fontWeight": return then(.fontWeight)
            // A number, or (a compatibility form) a dimension: the value parser checks which.
            case "lineHeight": return nil
            default: return nil
            }
        }
    }

    /// True when `token` is a canonical array index (`0`, `12`, not `01` or `-1`), below `limit` if given.
    private static func isIndex(_ token: String, below limit: Int = Int.max) -> Bool {
        guard let i = Int(token), i >= 0, String(i) == token else { return false }
        return i < limit
    }
}
