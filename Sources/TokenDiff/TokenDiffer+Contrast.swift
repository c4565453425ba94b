/// Contrast verdicts of declared pairs.
extension TokenDiffer {
    /// For each changed colour, the declared pairs involving it (present on both sides) whose verdict changes.
    /// Pairs come from the options (the config) and from each side's tokens (`com.tokenc.contrast`).
    static func contrastChanges(_ old: DiffSide, _ new: DiffSide, options: DiffOptions, changed: Set<TokenPath>) -> [TokenPath: [ContrastChange]] {
        func pairs(_ side: DiffSide) -> [DiffContrastPair] {
            guard options.tokenDeclaredPairs else { return options.contrastPairs }
            return options.contrastPairs + DiffContrastPair.declared(in: side.tokens, level: options.contrastLevel, exempt: options.contrastExempt)
        }
        let oldPairs = pairs(old), newPairs = pairs(new)
        guard !oldPairs.isEmpty, !newPairs.isEmpty else { return [:] }
        let before = Set(oldPairs.flatMap { $0.matches(in: old.tokens) })
        var out: [TokenPath: [ContrastChange]] = [:]
        var seen = Set<DiffContrastPair.Match>()
        for pair in newPairs {
            for m in pair.matches(in: new.tokens) where before.contains(m) && seen.insert(m).inserted {
                guard changed.contains(m.foreground) || changed.contains(m.background),
                      let a = ratio(m, in: old), let b = ratio(m, in: new),
                      (a >= m.minimum) != (b >= m.minimum) else { continue }
                let c = ContrastChange(foreground: m.foreground, background: m.background, kind: m.kind, minimum: m.minimum, oldRatio: a, newRatio: b)
                if changed.contains(m.foreground) { out[m.foreground, default: []].append(c) }
                if changed.contains(m.background) { out[m.background, default: []].append(c) }
            }
        }
        return out.mapValues { $0.sorted { ($0.foreground, $0.background) < ($1.foreground, $1.background) } }
    }

    /// The WCAG ratio of a pair on one side: a translucent background over the side's backdrop, then a
    /// translucent foreground over that.
    package static func ratio(_ m: DiffContrastPair.Match, in side: DiffSide) -> Double? {
        guard case .color(let fg)? = side.tokens[m.foreground]?.value, case .color(let bg)? = side.tokens[m.background]?.value else { return nil }
        let surface = bg.alpha < 1 ? bg.composited(over: side.backdrop) : bg
        let front = fg.alpha < 1 ? fg.composited(over: surface) : fg
        return ColorValue.contrastRatio(front, surface)
    }
}
