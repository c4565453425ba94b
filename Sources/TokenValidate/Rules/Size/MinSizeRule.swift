/// Options of the `min-size` rule.
package struct MinSizeOptions: MinimumOptions {
    /// The smallest allowed value, in px (16 pt: the margin the sample guidelines ask for).
    package var minimum: Double = 16
    /// The tokens checked (nothing by default).
    package var tokens: [LocatedPattern] = []
    /// Tokens never checked.
    package var exempt: [LocatedPattern] = []

    /// The defaults.
    package init() {}
}

/// `min-size`: dimension tokens matching `tokens` (margins, say) are at least `minimum`. See docs/rules/min-size.md.
package struct MinSizeRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        MinSizeRule.self, code: .minSize, defaultSeverity: .error, checksPermutationsApart: true,
        summary: "Dimensions matching the configured patterns (margins, say) are at least a minimum (16 pt by default).")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<MinSizeOptions>

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<MinSizeOptions>) { self.settings = settings }

    /// Checks every permutation (see the type's description for what is reported).
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var masks = MaskCache()
        for (p, s, severity) in inForce(context) where !s.options.tokens.isEmpty {
            for (_, t) in context.selectedTokens(in: p, masks.mask(s.options.tokens, context), exempt: masks.mask(s.options.exempt, context)) {
                guard case .dimension(let d) = t.value, let px = context.pixels(d), px < s.options.minimum else { continue }
                let notes = context.notes(for: t, in: p, then: s.notes)
                out.append(Diagnostic(.minSize, severity: severity,
                                      "\(t.path) is \(context.describe(d)), below the \(NumberText.format(s.options.minimum))px minimum",
                                      at: t.origin.location(["$value"]), token: t.path.description, permutation: context.label(p), notes: notes))
            }
        }
        return out
    }
}
