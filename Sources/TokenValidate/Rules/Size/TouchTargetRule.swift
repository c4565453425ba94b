/// `touch-target`: dimensions that size interactive targets are at least the minimum for their brand
/// (Apple HIG 44 pt by default; `level` picks Material 48 dp or WCAG 2.5.8's 24 px). See docs/rules/touch-target.md.
package struct TouchTargetRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        TouchTargetRule.self, code: .touchTarget, defaultSeverity: .error, checksPermutationsApart: true,
        summary: "Touch-target dimensions are at least the minimum for their brand (44 pt by default).")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<TouchTargetOptions>

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<TouchTargetOptions>) { self.settings = settings }

    /// True when the token carries `"$extensions": {"com.tokenc": {"touchTarget": true}}`.
    package static func isMarked(_ t: ResolvedToken) -> Bool {
        t.extensions != nil && RuleContext.tokencExtension(t)?["touchTarget"] == .bool(true)
    }

    /// Checks every permutation (see the type's description for what is reported).
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var masks = MaskCache()
        for (p, s, severity) in inForce(context) {
            let selected = masks.mask(s.options.tokens, context)
            let exempt = masks.mask(s.options.exempt, context)
            let brand = context.roles.brand(of: context.permutations[p])
            let threshold = s.options.threshold(brand: brand)
            for (_, t) in context.selectedTokens(in: p, selected, exempt: exempt, marked: Self.isMarked) {
                guard case .dimension(let d) = t.value else {
                    if Self.isMarked(t) {
                        out.append(Diagnostic(.touchTarget, severity: severity, "\(t.path) is marked as a touch target but is a \(t.type.rawValue); only dimension tokens can be checked",
                                              at: t.origin.location(["$extensions", "com.tokenc", "touchTarget"]), token: t.path.description,
                                              permutation: context.label(p)))
                    }
                    continue
                }
                guard let px = context.pixels(d), px < threshold.value else { continue }
                var more: [DiagnosticNote] = []
                if let at = threshold.location { more.append(DiagnosticNote("minimum \(NumberText.format(threshold.value))px set here", at: at)) }
                let notes = context.notes(for: t, in: p, then: more + s.notes)
                out.append(Diagnostic(.touchTarget, severity: severity,
                                      "touch target \(t.path) is \(context.describe(d)), below \(threshold.phrase)",
                                      at: t.origin.location(["$value"]), token: t.path.description, permutation: context.label(p), notes: notes))
            }
        }
        return out
    }
}
