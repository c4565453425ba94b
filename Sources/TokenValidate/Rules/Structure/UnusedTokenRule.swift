/// Options of the `unused-token` rule.
package struct UnusedTokenOptions: RuleOptions {
    /// Which tokens are primitives, expected to be referenced by other tokens (`color.*.*`, `spacing.*`).
    package var primitives: [LocatedPattern] = []

    /// The defaults.
    package init() {}

    /// Reads the options this rule knows from its config object, replacing the fields they set.
    package mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {
        if let p = r.patterns("primitives", &more) { primitives = p }
    }

    /// The patterns written in the config, each checked to match some token.
    package var userPatterns: [LocatedPattern] { primitives }
}

/// `unused-token` (off by default): primitives that no token references in any permutation. See
/// docs/rules/unused-token.md.
package struct UnusedTokenRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        UnusedTokenRule.self, code: .unusedToken, defaultSeverity: .off, enabledSeverity: .warning,
        summary: "Primitive tokens (matching `primitives`) are referenced by some token in some permutation (off by default).")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<UnusedTokenOptions>

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<UnusedTokenOptions>) { self.settings = settings }

    /// Checks every permutation (see the type's description for what is reported).
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        guard !settings.isOff else { return [] }
        if settings.options.primitives.isEmpty && settings.overrides.allSatisfy({ $0.options["primitives"] == nil }) {
            return [Diagnostic(.configInvalid, "\"unused-token\" needs \"primitives\": the token patterns that are meant to be referenced (\"color.*.*\")",
                               at: settings.location)]
        }
        var referenced = NodeMask(count: context.index.nodeCount)
        for perm in context.permutations {
            let tokens = perm.tokens.tokens
            for i in tokens.indices {
                if let a = tokens[i].aliasOf, let n = context.index.node(a) { referenced.insert(n) }
                if !tokens[i].partialAliases.isEmpty {
                    for target in tokens[i].partialAliases.values { if let n = context.index.node(target) { referenced.insert(n) } }
                }
            }
        }
        var out: [Diagnostic] = []
        var masks = MaskCache()
        var reported = NodeMask(count: context.index.nodeCount)
        for (p, s, severity) in inForce(context) {
            let primitives = masks.mask(s.options.primitives, context)
            let tokens = context.permutations[p].tokens.tokens
            let nodes = context.index.tokenNodes(in: p)
            for i in tokens.indices {
                let n = nodes[i]
                guard primitives.contains(n), !referenced.contains(n), !reported.contains(n) else { continue }
                let t = tokens[i]
                reported.insert(n)
                out.append(Diagnostic(.unusedToken, severity: severity, "\(t.path) is a primitive that no token references in any permutation",
                                      at: t.origin.location(part: .key), token: t.path.description, notes: s.notes))
            }
        }
        return out
    }
}
