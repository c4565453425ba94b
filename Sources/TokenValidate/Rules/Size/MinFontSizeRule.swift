/// Options of the `min-font-size` rule.
package struct MinFontSizeOptions: MinimumOptions {
    /// The smallest allowed font size in px (11 pt: Apple's smallest text style, Caption 2).
    package var minimum: Double = 11
    /// Dimension tokens that are font sizes (besides those a typography token's `fontSize` references).
    package var tokens: [LocatedPattern] = ["**.font-size.**", "**.fontSize.**", "font.size.**"].map { LocatedPattern(builtIn: $0) }
    /// Tokens never checked.
    package var exempt: [LocatedPattern] = []

    /// The defaults.
    package init() {}
}

/// `min-font-size`: font sizes — in typography tokens, referenced by them, or matching `tokens` — are at least
/// the minimum (11 pt by default). See docs/rules/min-font-size.md.
package struct MinFontSizeRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        MinFontSizeRule.self, code: .minFontSize, defaultSeverity: .warning, enabledSeverity: .error, checksPermutationsApart: true,
        summary: "Font sizes, alone or in typography tokens, are at least the minimum (11 pt by default).")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<MinFontSizeOptions>

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<MinFontSizeOptions>) { self.settings = settings }

    /// Where a typography value keeps its font size.
    private static let fontSizePointer = JSONPointer(["fontSize"])

    /// Checks every permutation (see the type's description for what is reported).
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var masks = MaskCache()
        for (p, s, severity) in inForce(context) {
            let o = s.options
            var selected = masks.mask(o.tokens, context)
            let exempt = masks.mask(o.exempt, context)
            let tokens = context.permutations[p].tokens
            // Dimensions a typography token takes its fontSize from are font sizes too; the typography token
            // itself is checked only when its fontSize is written in place.
            var literal: [ResolvedToken] = []
            let list = tokens.tokens
            for i in list.indices where list[i].type == .typography && list[i].aliasOf == nil {
                let t = list[i]
                if let target = t.partialAliases[Self.fontSizePointer] {
                    if let n = context.index.node(target) { selected.insert(n) }
                } else if !exempt.contains(context.index.node(ofToken: i, in: p)) {
                    literal.append(t)
                }
            }
            let minimum = NumberText.format(o.minimum) + "px"
            for (_, t) in context.selectedTokens(in: p, selected, exempt: exempt) {
                guard case .dimension(let d) = t.value, let px = context.pixels(d), px < o.minimum else { continue }
                let notes = context.notes(for: t, in: p, then: s.notes)
                out.append(Diagnostic(.minFontSize, severity: severity, "font size \(t.path) is \(context.describe(d)), below the \(minimum) minimum",
                                      at: t.origin.location(["$value"]), token: t.path.description, permutation: context.label(p), notes: notes))
            }
            for t in literal {
                guard case .typography(let v) = t.value, let px = context.pixels(v.fontSize), px < o.minimum else { continue }
                out.append(Diagnostic(.minFontSize, severity: severity, "\(t.path) has font size \(context.describe(v.fontSize)), below the \(minimum) minimum",
                                      at: t.origin.location(["$value", "fontSize"]), token: t.path.description, permutation: context.label(p), notes: s.notes))
            }
        }
        return out
    }
}
