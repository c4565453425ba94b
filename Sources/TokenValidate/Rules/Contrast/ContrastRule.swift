/// `contrast`: declared colour pairs meet the WCAG 2.2 contrast minimum (or APCA's, or both) for what they are
/// used for, in every permutation. See docs/rules/contrast.md and docs/rules/apca.md.
package struct ContrastRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        ContrastRule.self, code: .contrast, defaultSeverity: .error,
        summary: "Colour pairs meet the WCAG 2.2 contrast minimum (1.4.3, 1.4.6, 1.4.11), or APCA's, in every permutation.")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<ContrastOptions>

    /// Give each failing pair a fix-it with the nearest colour that passes (`ContrastFixPlanner`), and a
    /// `contrast-no-fix` finding where none does: for `tokenc fix --contrast` only, since the search costs time.
    package var proposesFixes = false

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<ContrastOptions>) { self.settings = settings }

    /// The rule configured with `settings`, proposing fixes when asked.
    package init(settings: RuleSettings<ContrastOptions>, proposesFixes: Bool) {
        self.settings = settings
        self.proposesFixes = proposesFixes
    }

    /// Checks every permutation (see the type's description for what is reported).
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        evaluate(context: context).diagnostics
    }

    /// The findings and every measurement they come from.
    package func evaluate(context: RuleContext) -> (diagnostics: [Diagnostic], measurements: [ContrastMeasurement]) {
        let out = ContrastEngine(settings: settings, context: context).run()
        var diagnostics = out.declarationProblems
        let plan = proposesFixes ? ContrastFixPlanner(context: context, measurements: out.measurements).plan() : ContrastFixPlanner.Plan()
        for (k, m) in out.measurements.enumerated() where m.fails {
            guard let severity = out.resolved[m.permutation].severity else { continue }
            var d = diagnostic(m, severity: severity, resolved: out.resolved[m.permutation], context: context)
            d.fixIt = plan.fixIts[k]
            diagnostics.append(d)
        }
        diagnostics += plan.unfixable
        for (pair, count) in out.unmatchedPairs {
            let what = count == 0
                ? "its foreground matches no token"
                : "its foreground matches \(count) token\(count == 1 ? "" : "s"), but no background it names is a colour token of the same permutation"
            diagnostics.append(Diagnostic(.configInvalid, severity: .warning, "this contrast pair measures nothing in any permutation: \(what)", at: pair.location))
        }
        return (diagnostics, out.measurements)
    }

    /// The finding for a failing measurement, at the foreground's `$value`.
    package func diagnostic(_ m: ContrastMeasurement, severity: Severity, resolved: RuleSettings<ContrastOptions>.Resolved, context: RuleContext) -> Diagnostic {
        let p = m.permutation
        let fg = context.token(m.foreground, in: p)!
        let bg = context.token(m.background, in: p)!
        guard case .color(let fgColor) = fg.value, case .color(let bgColor) = bg.value else { preconditionFailure("measured a non-colour") }
        var fgText = Self.describe(fgColor)
        if fgColor.alpha < 1 { fgText += ", composited \(m.measuredForeground.hexString)" }
        var bgText = Self.describe(bgColor)
        let dark = context.roles.isDark(context.permutations[p])
        var notes = [DiagnosticNote("background \(m.backgroundPath) is \(Self.describe(bgColor))\(Self.via(bg, context, p))", at: bg.origin.location(["$value"]))]
        if m.backgroundIsTranslucent {
            if let s = m.surface, let surface = context.token(s, in: p), case .color(let color) = surface.value {
                bgText += " over \(surface.path) \(Self.describe(color)), composited \(m.measuredBackground.hexString)"
                notes.append(DiagnosticNote("surface \(surface.path) is \(Self.describe(color))\(Self.via(surface, context, p))", at: surface.origin.location(["$value"])))
            } else {
                bgText += " over \(dark ? "black" : "white"), composited \(m.measuredBackground.hexString)"
                notes.append(DiagnosticNote("the background is translucent and no \"over\" surface is a colour here; measured over \(dark ? "black (dark theme)" : "white")"))
            }
        }
        let r = m.requirement
        var failures: [String] = []
        if r.algorithm.judgesRatio, m.ratio < r.minimum {
            failures.append("contrast \(m.ratioText):1 is below \(NumberText.format(r.minimum)):1 (\(r.wcagCriterion))")
        }
        if r.algorithm.judgesLc, abs(m.lc) < r.minimumLc {
            failures.append(r.minimumLc.isFinite ? "APCA Lc \(m.lcText) is below \(r.minimumLcText) (\(r.apcaCriterion))"
                                                 : "APCA Lc \(m.lcText), but no contrast is enough for text this small (\(r.apcaCriterion))")
        }
        let message = "\(m.foregroundPath) (\(fgText)) on \(m.backgroundPath) (\(bgText)): " + failures.joined(separator: "; ")
        switch m.source {
        case .config(let index):
            if index < resolved.options.pairs.count, let at = resolved.options.pairs[index].location { notes.append(DiagnosticNote("pair declared here", at: at)) }
        case .tokenExtension:
            notes.append(DiagnosticNote("pair declared in the token's $extensions", at: fg.origin.location(["$extensions", "com.tokenc", "contrast"])))
        }
        notes += resolved.notes
        return Diagnostic(.contrast, severity: severity, message, at: fg.origin.location(["$value"]), token: fg.path.description,
                          permutation: context.label(p), notes: notes)
    }

    /// `#777777`, with the space when the colour was converted from a wide-gamut or non-RGB space.
    package static func describe(_ c: ColorValue) -> String {
        c.colorSpace == .srgb ? c.hexString : "\(c.hexString) from \(c.colorSpace.rawValue)"
    }

    /// ` (from color.brand.neutral.0)` when `token` is an alias: the token that holds the value.
    package static func via(_ token: ResolvedToken, _ context: RuleContext, _ p: Int) -> String {
        guard let last = context.permutations[p].tokens.aliasChain(of: token.path).last else { return "" }
        return " (from \(last))"
    }
}
