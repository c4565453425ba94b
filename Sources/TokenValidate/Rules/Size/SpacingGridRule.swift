#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Options of the `spacing-grid` rule.
package struct SpacingGridOptions: RuleOptions {
    /// The grid step in px.
    package var grid: Double = 4
    /// How far off the grid a value may be, in px (for rem values that do not land exactly).
    package var tolerance: Double = 0
    /// The tokens checked: spacing scales, paddings, margins and gaps by default.
    package var tokens: [LocatedPattern] = ["**.spacing.**", "**.padding.**", "**.margin.**", "**.gap.**"].map { LocatedPattern(builtIn: $0) }
    /// Tokens never checked.
    package var exempt: [LocatedPattern] = []
    /// Values (px) allowed although off the grid (hairlines: `[1, 2]`).
    package var allow: [Double] = []

    /// The defaults.
    package init() {}

    /// Reads the options this rule knows from its config object, replacing the fields they set.
    package mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {
        if let g = r.positiveNumber("grid") { grid = g }
        if let t = r.positiveNumber("tolerance", allowZero: true) { tolerance = t }
        if let t = r.patterns("tokens", &more) { tokens = t }
        if let e = r.patterns("exempt", &more) { exempt = e }
        if let v = r.value("allow") {
            if case .array(let a) = v, a.allSatisfy({ $0.numberValue != nil }) { allow = a.compactMap(\.numberValue) } else {
                r.report("allow", "\"allow\" must be an array of numbers (px values allowed off the grid)")
            }
        }
    }

    /// The patterns written in the config, each checked to match some token.
    package var userPatterns: [LocatedPattern] { tokens.filter { $0.location != nil } + exempt }
}

/// `spacing-grid`: spacing dimensions are multiples of the grid (4 px by default). See docs/rules/spacing-grid.md.
package struct SpacingGridRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        SpacingGridRule.self, code: .spacingGrid, defaultSeverity: .warning, checksPermutationsApart: true,
        summary: "Spacing, padding, margin and gap dimensions are multiples of the grid (4 px by default).")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<SpacingGridOptions>

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<SpacingGridOptions>) { self.settings = settings }

    /// Checks every permutation (see the type's description for what is reported).
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var masks = MaskCache()
        for (p, s, severity) in inForce(context) {
            let o = s.options
            let selected = masks.mask(o.tokens, context)
            let exempt = masks.mask(o.exempt, context)
            for (_, t) in context.selectedTokens(in: p, selected, exempt: exempt) {
                guard case .dimension(let d) = t.value, let px = context.pixels(d) else { continue }
                let magnitude = abs(px)
                let below = (magnitude / o.grid).rounded(.down) * o.grid
                let off = min(magnitude - below, below + o.grid - magnitude)
                guard off > o.tolerance + 1e-9, !o.allow.contains(where: { abs($0 - px) <= 1e-9 }) else { continue }
                let sign = px < 0 ? -1.0 : 1.0
                let nearest = [below, below + o.grid].map { NumberText.format(sign * $0) + "px" }
                let notes = context.notes(for: t, in: p, then: s.notes)
                out.append(Diagnostic(.spacingGrid, severity: severity,
                                      "\(t.path) is \(context.describe(d)), off the \(NumberText.format(o.grid))px grid (nearest: \(nearest[0]) or \(nearest[1]))",
                                      at: t.origin.location(["$value"]), token: t.path.description, permutation: context.label(p), notes: notes))
            }
        }
        return out
    }
}
