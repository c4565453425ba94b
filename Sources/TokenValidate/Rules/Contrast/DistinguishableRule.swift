/// Options of the `distinguishable` rule.
package struct DistinguishableOptions: RuleOptions {
    /// A named group of colours that must stay apart (`success`, `warning`, `danger`; a chart's series).
    package struct Group: Sendable, Hashable {
        /// The name messages use (`status`), or nil.
        package var name: String?
        /// The group's colour tokens.
        package var tokens: [LocatedPattern]
        /// Where the group is declared.
        package var location: SourceLocation?

        package init(name: String? = nil, tokens: [LocatedPattern], location: SourceLocation? = nil) {
            self.name = name
            self.tokens = tokens
            self.location = location
        }
    }

    /// The groups (none by default: the rule checks nothing until groups are named).
    package var groups: [Group] = []
    /// The smallest CIEDE2000 difference two colours of a group may have under a simulation.
    package var minimumDeltaE: Double = 10
    /// The simulations each pair must survive: the three dichromacies by default; achromatopsia on request.
    package var simulations: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia]

    /// The defaults.
    package init() {}

    /// Reads the options this rule knows from its config object, replacing the fields they set.
    package mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {
        if let m = r.positiveNumber("minimumDeltaE") { minimumDeltaE = m }
        if let names = r.strings("simulations") {
            var out: [ColorVisionDeficiency] = []
            for (i, name) in names.enumerated() {
                if let d = ColorVisionDeficiency(rawValue: name) { out.append(d); continue }
                more.append(Diagnostic(.configInvalid, "unknown simulation \"\(name)\"; use \(ColorVisionDeficiency.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))",
                                       at: SourceLocation(file: r.file, pointer: r.pointer.appending("simulations").appending(String(i)))))
            }
            simulations = out
        }
        let example = #"{"name": "status", "tokens": ["color.status.*"]}"#
        let read = r.objects("groups", members: #""name", "tokens""#, example: example, &more) { (g: inout ObjectReader, found: inout [Diagnostic]) -> Group? in
            let name = g.string("name")
            if g.object["tokens"] == nil { g.report("tokens", "a group needs \"tokens\": token patterns such as \"color.status.*\"") }
            let tokens = g.patterns("tokens", &found) ?? []
            return tokens.isEmpty ? nil : Group(name: name, tokens: tokens, location: SourceLocation(file: g.file, pointer: g.pointer))
        }
        if let read { groups = read }
    }

    /// The patterns written in the config, each checked to match some token.
    package var userPatterns: [LocatedPattern] { groups.flatMap(\.tokens) }
}

/// `distinguishable`: the colours of each named group stay at least `minimumDeltaE` (CIEDE2000) apart as people
/// with colour-vision deficiencies see them (Machado, Oliveira and Fernandes 2009, severity 1), in every
/// permutation. Off until configured, then a warning. See docs/rules/distinguishable.md.
package struct DistinguishableRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        DistinguishableRule.self, code: .distinguishable, defaultSeverity: .off, enabledSeverity: .warning,
        summary: "Colours of a named group stay apart under protanopia, deuteranopia and tritanopia simulations.")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<DistinguishableOptions>

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<DistinguishableOptions>) { self.settings = settings }

    /// Checks every group in every permutation: each pair of its colours under each simulation.
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var masks = MaskCache()
        for (p, s, severity) in inForce(context) {
            // A translucent colour is seen over the page: white, or black in dark themes.
            let page = context.roles.isDark(context.permutations[p])
                ? ColorValue(colorSpace: .srgb, components: [0, 0, 0]) : ColorValue(colorSpace: .srgb, components: [1, 1, 1])
            for group in s.options.groups {
                let members = context.selectedTokens(in: p, masks.mask(group.tokens, context), exempt: masks.mask([], context))
                    .compactMap { entry -> (ResolvedToken, ColorValue)? in
                        guard case .color(let c) = entry.token.value else { return nil }
                        return (entry.token, c.alpha < 1 ? c.composited(over: page) : c)
                    }
                // Each colour as each simulation shows it, once: pairs only compare.
                let seen = members.map { m in s.options.simulations.map { m.1.simulated($0) } }
                for i in members.indices {
                    for j in members.indices where j > i {
                        let (a, ca) = members[i], (b, cb) = members[j]
                        // The first simulation under which the pair comes too close: one finding per pair.
                        for (k, d) in s.options.simulations.enumerated() {
                            let sa = seen[i][k], sb = seen[j][k]
                            let delta = sa.deltaE2000(sb)
                            guard delta < s.options.minimumDeltaE else { continue }
                            let groupName = group.name.map { " of group \"\($0)\"" } ?? ""
                            var notes = [DiagnosticNote("\(b.path) is \(ContrastRule.describe(cb))", at: b.origin.location(["$value"]))]
                            if let at = group.location { notes.append(DiagnosticNote("group declared here", at: at)) }
                            notes += s.notes
                            out.append(Diagnostic(.distinguishable, severity: severity,
                                                  "\(a.path) (\(ContrastRule.describe(ca))) and \(b.path) (\(ContrastRule.describe(cb)))\(groupName) are ΔE "
                                                    + "\(NumberText.fixed(delta, places: 1)) apart under \(d.label) (seen as \(sa.hexString) and \(sb.hexString)), "
                                                    + "below \(NumberText.format(s.options.minimumDeltaE))",
                                                  at: a.origin.location(["$value"]), token: a.path.description, permutation: context.label(p), notes: notes))
                            break
                        }
                    }
                }
            }
        }
        return out
    }
}
