/// A Tokens Studio colour written as `linear-gradient(90deg, #354752 0%, rgba(#000, 0.5) 100%)`, read as a DTCG
/// `gradient`: each stop's colour (a literal or a `{reference}`) and position (a share, 0…1; missing positions
/// spread as CSS spreads them). The direction has no DTCG form: it is kept as written (`angle`) for CSS.
package struct TokensStudioGradient {
    /// The direction as written (`90deg`, `to right`), nil when the gradient starts with its first stop.
    package var angle: String?
    /// Each stop's colour text and position (0…1).
    package var stops: [(color: String, position: Double)]

    /// The gradient `text` writes, nil when it is not a `linear-gradient(…)` of colours and `%` positions.
    package init?(_ text: String) {
        guard let open = text.firstIndex(of: "("), text.hasSuffix(")"),
              text[..<open].lowercased() == "linear-gradient" else { return nil }
        var args = Self.split(text[text.index(after: open)..<text.index(before: text.endIndex)], on: ",")
        guard let first = args.first else { return nil }
        if Self.isDirection(first) {
            angle = first
            args.removeFirst()
        }
        guard args.count >= 2 else { return nil }
        var written: [(color: String, position: Double?)] = []
        for arg in args {
            let parts = Self.split(Substring(arg), on: " ")
            guard let colour = parts.first, parts.count <= 2, Self.isColor(colour) else { return nil }
            var position: Double?
            if parts.count == 2 {
                guard case (let n?, "%") = ValueParser.splitNumber(parts[1]) else { return nil }
                position = n / 100
            }
            written.append((colour, position))
        }
        stops = Self.spread(written)
    }

    /// The DTCG gradient: `[{"color": …, "position": …}]`, each colour as `color` converts it.
    package func json(color: (JSONValue) -> JSONValue) -> JSONValue {
        .array(stops.map { s in
            let c: JSONValue = s.color.hasPrefix("#") || s.color.contains("{") ? .string(s.color)
                : StyleDictionaryColor.literal(s.color).map(StyleDictionaryColor.json) ?? color(.string(s.color))
            return .object(JSONObject([JSONMember(key: "color", value: c), JSONMember(key: "position", value: .number(s.position))]))
        })
    }

    /// Positions as CSS fills them in: the first stop at 0, the last at 1, runs between given ones evenly.
    package static func spread(_ stops: [(color: String, position: Double?)]) -> [(color: String, position: Double)] {
        var positions = stops.map { $0.position }
        if positions[0] == nil { positions[0] = 0 }
        if positions[positions.count - 1] == nil { positions[positions.count - 1] = 1 }
        var i = 1
        while i < positions.count {
            guard positions[i] == nil, let before = positions[i - 1] else { i += 1; continue }
            var j = i
            while positions[j] == nil { j += 1 }
            let after = positions[j]!
            for k in i..<j { positions[k] = before + (after - before) * Double(k - i + 1) / Double(j - i + 1) }
            i = j
        }
        return zip(stops, positions).map { ($0.color, $1!) }
    }

    /// True for an angle (`90deg`, `0.25turn`) or a side (`to right`).
    static func isDirection(_ s: String) -> Bool {
        if s.lowercased().hasPrefix("to ") { return true }
        let (n, unit) = ValueParser.splitNumber(s)
        return n != nil && ["deg", "turn", "rad", "grad"].contains(unit.lowercased())
    }

    /// True for a colour a stop may have: a reference, hex, what `StyleDictionaryColor` reads, or a reference
    /// with an alpha (`rgba({color.black}, 0.5)`, read as a colour once the reference is in place).
    package static func isColor(_ s: String) -> Bool {
        (s.hasPrefix("{") && s.hasSuffix("}")) || StyleDictionaryColor.literal(s) != nil
            || (s.lowercased().hasPrefix("rgb") && StyleDictionaryColor.referenceWithAlpha(s) != nil)
    }

    /// `s` split at `separator` outside parentheses and braces, each part trimmed, empty parts dropped.
    package static func split(_ s: Substring, on separator: Character) -> [String] {
        var parts: [String] = []
        var depth = 0
        var current = ""
        for ch in s {
            if ch == "(" || ch == "{" { depth += 1 } else if ch == ")" || ch == "}" { depth -= 1 }
            if ch == separator, depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(ch)
            }
        }
        parts.append(current)
        return parts.map(TokensStudioValue.trimmed).filter { !$0.isEmpty }
    }
}
