/// A Tokens Studio colour modifier read from `$extensions["studio.tokens"].modify` and applied to a resolved
/// colour. See docs/tokens-studio-math.md.
extension ValueParser {
    /// The amounts a modifier takes: Tokens Studio asks for a number between 0 and 1.
    static let colorModifierAmounts: ClosedRange<Double> = 0...1

    /// `color` modified as `modify` says, or nil when the modifier is unusable (each problem reported as
    /// `invalid-color-modifier` at its member, or at `modify` when it is not an object). `amount` is the modifier's
    /// `value` with its references substituted (a number, or text: a number or an expression); `mixColor` is the
    /// `color` of a mix when it was a reference (resolved), else its text is read as a CSS colour.
    package static func modifiedColor(
        _ color: ColorValue, modify json: JSONValue, amount: JSONValue?, mixColor: ColorValue?, origin: Origin, token: TokenPath,
        diagnostics: inout [Diagnostic]
    ) -> ColorValue? {
        var ok = true
        func problem(_ message: String, at key: String?) {
            ok = false
            diagnostics.append(Diagnostic(.invalidColorModifier, message,
                                          at: origin.location(ReferenceSyntax.modifierPath + (key.map { [$0] } ?? [])),
                                          token: token.description))
        }
        guard case .object(let modify) = json else {
            problem("the colour modifier is \(describe(json)); it must be an object {\"type\", \"value\", \"space\"} "
                + "(and \"color\" for a mix)", at: nil)
            return nil
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
        let range = "\(NumberText.format(colorModifierAmounts.lowerBound)) to \(NumberText.format(colorModifierAmounts.upperBound))"
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
            problem("the colour modifier has no \"value\" (the amount, \(range))", at: nil)
        case let other?:
            problem("the colour modifier's \"value\" is \(describe(other)); it takes a number (\(range))", at: "value")
        }
        if let v = value, !colorModifierAmounts.contains(v) {
            // The text as written too, when it is not the number itself (`"{a} * 5"` is 1.5).
            let text = modify["value"]?.stringValue.flatMap { Double($0) == v ? nil : "\"\($0)\" " } ?? ""
            problem("the colour modifier's \"value\" \(text)is \(NumberText.format(v)); Tokens Studio takes an amount from \(range)", at: "value")
            value = nil
        }
        var other = mixColor
        if kind == .mix, other == nil {
            switch modify["color"] {
            case .string(let s)?:
                other = StyleDictionaryColor.literal(s)
                if other == nil {
                    problem("the colour modifier's \"color\" \"\(s)\" is not a colour (#rrggbb, rgb(…), hsl(…) or a colour name)", at: "color")
                }
            case nil:
                problem("a \"mix\" colour modifier needs a \"color\" to mix with", at: nil)
            case let raw?:
                problem("the colour modifier's \"color\" is \(describe(raw)); it takes a colour string or a reference to a colour", at: "color")
            }
        }
        guard ok, let kind, let space, let value else { return nil }
        return color.modified(kind, amount: value, in: space, toward: other)
    }
}
