/// A contrast pair declared in the config's `validation.contrast.pairs` (docs/rules/contrast.md): foreground and
/// background patterns, what the pair is for, and the minimum ratio that follows from its kind and level.
package struct DiffContrastPair: Sendable, Hashable {
    /// What a pair is used for, which decides the WCAG minimum.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Body text (WCAG 1.4.3 / 1.4.6).
        case text
        /// Text of 18 pt, or 14 pt bold.
        case largeText = "large-text"
        /// Component boundaries, focus rings, icons (1.4.11).
        case nonText = "non-text"
    }

    /// Foreground patterns.
    package var foreground: [DiffPathPattern]
    /// Background patterns; may use the foreground's captures (`$1`).
    package var background: [DiffPathPattern]
    /// What the pair is for.
    package var kind: Kind
    /// The minimum ratio (4.5 for AA text, …, or the pair's `minimum`).
    package var minimum: Double
    /// Pairs where either token matches one of these are not judged.
    package var exempt: [DiffPathPattern]
    /// For a pair declared on a token, that token (matched exactly, whatever characters its name holds).
    package var literalForeground: TokenPath?

    /// A pair from its parts.
    package init(foreground: [String], background: [String], kind: Kind = .text, minimum: Double? = nil,
                level: String = "AA", exempt: [String] = DiffContrastPair.defaultExempt) {
        self.foreground = foreground.map(DiffPathPattern.init)
        self.background = background.map(DiffPathPattern.init)
        self.kind = kind
        self.minimum = minimum ?? DiffContrastPair.minimum(kind, level: level)
        self.exempt = exempt.map(DiffPathPattern.init)
    }

    /// The rule's default exemption: any path with a segment containing `disabled` (WCAG exempts inactive components).
    package static let defaultExempt = ["**.*disabled*.**"]

    /// WCAG 2.2 minimums: text 4.5 (AAA 7), large text 3 (AAA 4.5), non-text 3.
    package static func minimum(_ kind: Kind, level: String) -> Double {
        let aaa = level.uppercased() == "AAA"
        switch kind {
        case .text: return aaa ? 7 : 4.5
        case .largeText: return aaa ? 4.5 : 3
        case .nonText: return 3
        }
    }

    /// The pairs declared in a raw `validation` object. Malformed entries are skipped (the validator reports
    /// them); a rule switched `"off"` declares none.
    package static func pairs(inValidation validation: JSONObject?) -> [DiffContrastPair] {
        guard let contrast = validation?[ContrastRule.descriptor.key]?.objectValue else { return [] }
        if contrast["severity"]?.stringValue == "off" { return [] }
        let level = contrast["level"]?.stringValue ?? "AA"
        let exempt = strings(contrast["exempt"]) ?? defaultExempt
        var out: [DiffContrastPair] = []
        for item in contrast["pairs"]?.arrayValue ?? [] {
            guard let o = item.objectValue, let fg = strings(o["foreground"]), let bg = strings(o["background"]),
                  !fg.isEmpty, !bg.isEmpty else { continue }
            let kind = o["kind"]?.stringValue.flatMap(Kind.init(rawValue:)) ?? .text
            out.append(DiffContrastPair(foreground: fg, background: bg, kind: kind, minimum: o["minimum"]?.numberValue,
                                        level: o["level"]?.stringValue ?? level, exempt: strings(o["exempt"]) ?? exempt))
        }
        return out
    }

    /// The pairs tokens declare on themselves: `"$extensions": {"com.tokenc": {"contrast": {"against": pattern(s),
    /// "kind", "level", "minimum", "exempt"}}}` (or an array of such objects); the token is the foreground.
    /// `level` and `exempt` default to the rule's.
    package static func declared(in tokens: ResolvedTokens, level: String = "AA", exempt: [String] = defaultExempt) -> [DiffContrastPair] {
        var out: [DiffContrastPair] = []
        for t in tokens.tokens where t.type == .color {
            guard let value = TokenSnapshot.member(t.extensions, ["com.tokenc", "contrast"]) else { continue }
            let items = value.arrayValue ?? [value]
            for item in items {
                guard let o = item.objectValue, let bg = strings(o["against"]), !bg.isEmpty else { continue }
                let kind = o["kind"]?.stringValue.flatMap(Kind.init(rawValue:)) ?? .text
                var pair = DiffContrastPair(foreground: [], background: bg, kind: kind, minimum: o["minimum"]?.numberValue,
                                            level: o["level"]?.stringValue ?? level, exempt: strings(o["exempt"]) ?? exempt)
                pair.literalForeground = t.path
                out.append(pair)
            }
        }
        return out
    }

    /// The rule-level `level` and `exempt` of a raw `validation` object (what token-declared pairs default to),
    /// and whether the rule is on (not `"off"`).
    package static func ruleDefaults(inValidation validation: JSONObject?) -> (level: String, exempt: [String], enabled: Bool) {
        let value = validation?[ContrastRule.descriptor.key]
        let contrast = value?.objectValue
        let off = value?.stringValue == "off" || contrast?["severity"]?.stringValue == "off"
        return (contrast?["level"]?.stringValue ?? "AA", strings(contrast?["exempt"]) ?? defaultExempt, !off)
    }

    /// A pattern list: one string or an array of strings.
    private static func strings(_ value: JSONValue?) -> [String]? {
        switch value {
        case .string(let s)?: return [s]
        case .array(let a)?: return a.compactMap(\.stringValue)
        default: return nil
        }
    }

    /// One concrete pair: two colour tokens and the minimum they must reach.
    package struct Match: Sendable, Hashable {
        /// The foreground token.
        package var foreground: TokenPath
        /// The background token.
        package var background: TokenPath
        /// What the pair is for.
        package var kind: Kind
        /// The ratio it must reach.
        package var minimum: Double
    }

    /// Every concrete, judged pair this declaration makes among the colour tokens of `tokens`.
    package func matches(in tokens: ResolvedTokens) -> [Match] {
        var out: [Match] = []
        var seen = Set<Match>()
        let colours = tokens.tokens.filter { $0.type == .color }.map(\.path)
        func exempted(_ p: TokenPath) -> Bool { exempt.contains { $0.match(p) != nil } }
        for path in colours where !exempted(path) {
            let matched: [[[String]]]
            if let literalForeground { matched = literalForeground == path ? [[]] : [] } else { matched = foreground.compactMap { $0.match(path) } }
            for captures in matched {
                for template in background {
                    guard let b = template.substituting(captures) else { continue }
                    let backgrounds = b.literalPath.map { [$0] } ?? colours.filter { b.match($0) != nil }
                    for bg in backgrounds where bg != path && !exempted(bg) {
                        guard case .color? = tokens[bg]?.value else { continue }
                        let m = Match(foreground: path, background: bg, kind: kind, minimum: minimum)
                        if seen.insert(m).inserted { out.append(m) }
                    }
                }
            }
        }
        return out
    }
}
