/// Options of the `missing-in-context` rule.
package struct MissingInContextOptions: RuleOptions {
    /// The modifiers whose contexts must define the same tokens. Default: the theme and the brand modifier (every
    /// modifier when the document has neither); `["theme"]` lets brands have tokens of their own.
    package var modifiers: [String]?
    /// Where `modifiers` is written.
    package var location: SourceLocation?

    /// The defaults.
    package init() {}

    /// Reads the options this rule knows from its config object, replacing the fields they set.
    package mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {
        if let m = r.strings("modifiers") {
            modifiers = m
            location = r.location("modifiers")
        }
    }

    /// The patterns written in the config, each checked to match some token.
    package var userPatterns: [LocatedPattern] { [] }
}

/// `missing-in-context`: a token defined in one context of a modifier (theme `dark`, brand `summit`) but missing
/// in a sibling context (theme `light`, brand `harbor`) with every other modifier the same. Themes are switched
/// at run time, and brands are too (through the Swift `Brand` protocol, which lists every token), so each must
/// define the same tokens. See docs/rules/missing-in-context.md.
package struct MissingInContextRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        MissingInContextRule.self, code: .missingInContext, defaultSeverity: .error,
        summary: "Every context of a modifier (every theme and brand, by default) defines the same tokens.")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<MissingInContextOptions>

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<MissingInContextOptions>) { self.settings = settings }

    /// Checks every permutation (see the type's description for what is reported).
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        guard !context.permutations.isEmpty, !settings.isOff else { return [] }
        let all = context.permutations.indices.map { context.inputs(of: $0) }
        let known = all.flatMap { $0.map(\.modifier) }
        let modifiers: [String]
        if let configured = settings.options.modifiers {
            modifiers = configured
        } else {
            // The theme and the brand modifier: themes switch at run time, and so do brands (the Swift `Brand`
            // protocol lists every token), so a brand missing a token is an error too; brands opt out with
            // `"modifiers": ["theme"]`. Other modifiers (size, density) may add tokens unless listed. A document
            // with neither role compares every modifier.
            var seen = Set<String>()
            let roles = [context.roles.theme, context.roles.brand].compactMap { $0?.lowercased() }
            let distinct = known.filter { seen.insert($0.lowercased()).inserted }
            let withRoles = distinct.filter { roles.contains($0.lowercased()) }
            modifiers = withRoles.isEmpty ? distinct : withRoles
        }
        var out: [Diagnostic] = []
        for modifier in modifiers {
            let m = modifier.lowercased()
            guard known.contains(where: { $0.lowercased() == m }) else {
                if settings.options.modifiers != nil {
                    out.append(Diagnostic(.configInvalid, severity: .warning, "no permutation has a modifier \"\(modifier)\"", at: settings.options.location))
                }
                continue
            }
            // Permutations that agree on every other modifier.
            var groups: [String: [Int]] = [:]
            var order: [String] = []
            for (p, inputs) in all.enumerated() {
                guard inputs.contains(where: { $0.modifier.lowercased() == m }) else { continue }
                let key = inputs.filter { $0.modifier.lowercased() != m }.map { "\($0.modifier)=\($0.context)" }.joined(separator: ", ")
                if groups[key] == nil { order.append(key) }
                groups[key, default: []].append(p)
            }
            for key in order { out += compare(groups[key]!, modifier: modifier, others: key, context: context) }
        }
        return out
    }

    /// Findings for one group of permutations that differ only in `modifier`.
    private func compare(_ group: [Int], modifier: String, others: String, context: RuleContext) -> [Diagnostic] {
        guard group.count > 1 else { return [] }
        // Equal node sequences are equal paths in the same order.
        let first = context.index.tokenNodes(in: group[0])
        if group.dropFirst().allSatisfy({ context.index.tokenNodes(in: $0) == first }) { return [] }
        var counts = [UInt16](repeating: 0, count: context.index.nodeCount)
        var order: [PathIndex.Node] = []
        for p in group {
            for n in context.index.tokenNodes(in: p) {
                if counts[Int(n)] == 0 { order.append(n) }
                counts[Int(n)] += 1
            }
        }
        var out: [Diagnostic] = []
        for n in order where Int(counts[Int(n)]) < group.count {
            let having = group.filter { context.index.has(n, in: $0) }
            let missing = group.filter { !context.index.has(n, in: $0) }
            let s = settings.resolved(for: context.permutations[missing[0]], roles: context.roles)
            guard let severity = s.severity else { continue }
            let token = context.token(n, in: having[0])!
            let contexts = { (ps: [Int]) in ps.compactMap { context.permutations[$0].context(for: modifier) }.joined(separator: ", ") }
            out.append(Diagnostic(.missingInContext, severity: severity,
                                  "\(token.path) is defined for \(modifier)=\(contexts(having)) but missing for \(modifier)=\(contexts(missing))",
                                  at: token.origin.location(part: .key), token: token.path.description, permutation: others.isEmpty ? nil : others,
                                  notes: s.notes))
        }
        return out
    }
}
