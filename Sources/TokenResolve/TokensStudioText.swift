/// Puts the values of Tokens Studio references that stand inside text (`"{size.unit} * 2"`) or in a colour
/// modifier in place, for the resolver: the text gets each target's `expressionText`, a modifier's `color`
/// reference its colour.
package enum TokensStudioText {
    /// The value with its references' text in place, the modifier's amount and colour, and what could not be put in.
    package struct Placed {
        package var value: JSONValue
        /// The modifier's `value`, its references in place (a number, or text to read or evaluate).
        var modifierAmount: JSONValue?
        /// The colour the modifier's `color` references.
        var modifierColor: ColorValue?
        /// Each problem: where (below `$value`, or from `$extensions`) and what.
        package var problems: [(at: [String], message: String)] = []
    }

    /// Puts `targets` (each reference with its resolved target) in place in `value` and the modifier of `extensions`.
    package static func substitute(_ targets: [(Reference, ResolvedToken)], in value: JSONValue, extensions: JSONValue?) -> Placed {
        var placed = Placed(value: value)
        let modify = extensions?.objectValue?["studio.tokens"]?.objectValue?["modify"]?.objectValue
        var positions: [JSONPointer] = []
        for (ref, _) in targets where !positions.contains(ref.position) { positions.append(ref.position) }
        for position in positions {
            let here = targets.filter { $0.0.position == position }
            let inModifier = here[0].0.isInExtensions
            let key = position.tokens.last ?? ""
            // The string the references stand in.
            let text: String?
            if inModifier { text = modify?[key]?.stringValue } else { text = value.value(at: position)?.stringValue }
            guard let text else { continue }
            if inModifier, here.count == 1, here[0].0.form != .embedded {
                // The whole member is one reference: the amount takes the target's number, the colour its colour.
                let target = here[0].1
                if key == "color" {
                    if case .color(let c) = target.value { placed.modifierColor = c } else {
                        placed.problems.append((position.tokens, "the colour modifier's \"color\" \(here[0].0.text) is a \(target.type), not a colour"))
                    }
                } else if case .number(let n) = target.value {
                    placed.modifierAmount = .number(n)
                } else if let t = target.value.expressionText {
                    placed.modifierAmount = .string(t)
                } else {
                    placed.problems.append((position.tokens, "the colour modifier's \"value\" \(here[0].0.text) is a \(target.type), not a number"))
                }
                continue
            }
            var out = ""
            var rest = Substring(text)
            var bad = false
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                out += rest[..<open]
                let piece = String(rest[open...close])
                if let (ref, target) = here.first(where: { $0.0.text == piece }) {
                    if let t = target.value.expressionText {
                        out += t
                    } else {
                        bad = true
                        placed.problems.append((position.tokens, "\(ref.text) is a \(target.type); only a number, dimension, duration, "
                            + "font weight, string or colour can stand inside \"\(text.count > 60 ? String(text.prefix(60)) + "…" : text)\""))
                    }
                } else {
                    out += piece
                }
                rest = rest[rest.index(after: close)...]
            }
            out += rest
            guard !bad else { continue }
            if inModifier {
                if key == "value" { placed.modifierAmount = .string(out) } else {
                    placed.problems.append((position.tokens, "the colour modifier's \"color\" must be a hex colour or one reference to a colour"))
                }
            } else {
                placed.value = placed.value.replacing(at: position, with: .string(out))
            }
        }
        return placed
    }
}
