/// A Tokens Studio colour modifier read from `$extensions["studio.tokens"].modify` and applied to a resolved
/// colour. See docs/tokens-studio-math.md.
extension ValueParser {
    /// `color` modified as `modify` says, or nil when the modifier is unusable (each problem reported as
    /// `invalid-color-modifier` at its member). `amount` is the modifier's `value` with its references
    /// substituted (a number, or text: a number or an expression); `mixColor` is the `color` of a mix when it was
    /// a reference (resolved), else its text is read as a hex colour.
    static func modifiedColor(
        _ color: ColorValue, modify: JSONObject, amount: JSONValue?, mixColor: ColorValue?, origin: Origin, token: TokenPath,
        diagnostics: inout [Diagnostic]
    ) -> ColorValue? {
        var ok = true
        func problem(_ message: String, at key: String?) {
            ok = false
            diagnostics.append(Diagnostic(.invalidColorModifier, message,
                                          at: origin.location(ReferenceSyntax.modifierPath + (key.map { [$0] } ?? [])),
                                          token: token.description))
        }
        func choice(_ key: String, among names: [String]) -> String? {
            let list = names.map { "\"\($0)\"" }.joined(separator: ", ")
            guard let raw = modify[key] else {
                problem("the colour modifier has no \"\(key)\"; it takes one of \(list)", at: nil)
                return nil
            }
            guard case .string(let s) = raw, names.contains(s) else {
                problem("the colour modifier's \"\(key)\" is \(describe(raw)); it takes one of \(list)", at: key)
                return nil
            }
            return s
        }
        let kind = choice("type", among: ColorModifierKind.allCases.map(\.rawValue)).flatMap(ColorModifierKind.init)
        let space = choice("space", among: ColorModifierSpace.allCases.map(\.rawValue)).flatMap(ColorModifierSpace.init)
        var value: Double?
        switch amount {
        case .number(let n)?:
            value = n
        case .string(let s)?:
            if let n = Double(s), n.isFinite {
                value = n
            } else {
                let written = modify["value"]?.stringValue ?? s
                switch mathResult(of: s, written: written, for: .number) {
                case .success(.number(let n)): value = n
                case .success: problem("the colour modifier's \"value\" \"\(written)\" is not a number", at: "value")
                case .failure(let p): problem(p.message, at: "value")
                }
            }
        case nil:
            problem("the colour modifier has no \"value\" (the amount, 0 to 1)", at: nil)
        case let other?:
            problem("the colour modifier's \"value\" is \(describe(other)); it takes a number (0 to 1)", at: "value")
        }
        var other = mixColor
        if kind == .mix, other == nil {
            switch modify["color"] {
            case .string(let s)?:
                other = ColorValue(hex: s)
                if other == nil { problem("the colour modifier's \"color\" \"\(s)\" is not a hex colour (#rgb, #rrggbb, #rrggbbaa)", at: "color") }
            case nil:
                problem("a \"mix\" colour modifier needs a \"color\" to mix with", at: nil)
            case let raw?:
                problem("the colour modifier's \"color\" is \(describe(raw)); it takes a hex colour or a reference to a colour", at: "color")
            }
        }
        guard ok, let kind, let space, let value else { return nil }
        return color.modified(kind, amount: value, in: space, toward: other)
    }
}
