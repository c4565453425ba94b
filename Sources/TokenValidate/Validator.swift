/// The validation stage: runs every configured rule on every permutation and collects every finding.
package enum Validator {
    /// Validates `permutations` with `config`. `brandModifier` and `themeModifier` name the modifiers whose
    /// contexts are brands and themes (per-brand minimums, `when: {"brand": …}`, the default surface of dark
    /// themes via `appearances`).
    ///
    /// Findings identical in several permutations (same token, same figures, same message) are merged into one
    /// diagnostic listing its permutations, or without a permutation when it holds in all of them.
    ///
    /// `complete` says whether `permutations` are all the project has. The checks that what the config names
    /// exists (a pattern matching no token, a `when` context or a brand that no permutation has) need all of
    /// them: pass false when validating a selection (`--input brand=harbor`), and they are skipped.
    ///
    /// The indexes the rules share go to `release` once every rule is done.
    package static func validate(_ permutations: [CompiledPermutation], config: ValidationConfig = ValidationConfig(),
                                brandModifier: String? = nil, themeModifier: String? = nil,
                                appearances: [String: Config.Appearance] = [:], complete: Bool = true,
                                scheduler: some WorkScheduler = SerialScheduler(), release: ReleaseHook = .now) -> ValidationResult {
        var none: Kept?
        return validate(permutations, config: config, brandModifier: brandModifier, themeModifier: themeModifier, appearances: appearances,
                        complete: complete, scheduler: scheduler, release: release, keeping: &none)
    }

    /// What a validation keeps for the next in a long-running process: the path index, and what each rule that
    /// checks permutations apart found in each permutation. The next validation with the same settings takes the
    /// index when every permutation has the paths it had, and those findings for every permutation whose tokens
    /// are the ones checked.
    package struct Kept: Sendable {
        fileprivate var settings: Settings?
        fileprivate var permutations: [CompiledPermutation] = []
        fileprivate var index = PathIndex([])
        /// By rule (its position in the config's rules), by permutation label.
        fileprivate var findings: [Int: [String?: [Diagnostic]]] = [:]

        /// Nothing kept yet: the validation given it keeps what it finds.
        package init() {}

        fileprivate init(settings: Settings, permutations: [CompiledPermutation], index: PathIndex, findings: [Int: [String?: [Diagnostic]]]) {
            self.settings = settings
            self.permutations = permutations
            self.index = index
            self.findings = findings
        }
    }

    fileprivate struct Settings: Hashable {
        var config: ValidationConfig
        var roles: ModifierRoles
        var complete: Bool
    }

    /// `validate`, taking from `kept` (when given: `Kept()` the first time) what the previous validation found that
    /// still holds, and leaving there what this one found. The result is the one `validate` gives.
    package static func validate(_ permutations: [CompiledPermutation], config: ValidationConfig = ValidationConfig(),
                                brandModifier: String? = nil, themeModifier: String? = nil,
                                appearances: [String: Config.Appearance] = [:], complete: Bool = true,
                                scheduler: some WorkScheduler = SerialScheduler(), release: ReleaseHook = .now,
                                keeping kept: inout Kept?) -> ValidationResult {
        let roles = ModifierRoles(brand: brandModifier, theme: themeModifier, appearances: appearances)
        let settings = Settings(config: config, roles: roles, complete: complete)
        let keeping = kept != nil
        let previous = kept.take()
        // The path index depends on the permutations' paths only; the findings of a rule that checks permutations
        // apart, on the settings and the permutation's tokens only.
        let samePaths = previous.map { k in
            k.permutations.count == permutations.count && zip(k.permutations, permutations).allSatisfy { $0.tokens.hasSamePaths(as: $1.tokens) }
        } ?? false
        let earlier = previous.flatMap { k in
            k.settings == settings && k.permutations.map(\.permutation) == permutations.map(\.permutation) ? k : nil
        }
        let context = RuleContext(permutations: permutations, roles: roles, remBase: config.remBase, index: samePaths ? previous?.index : nil)
        // The permutations whose tokens are the ones checked before (each token compared by identity first).
        var changed = Set(permutations.indices)
        if let earlier {
            for p in permutations.indices where earlier.permutations[p].tokens == permutations[p].tokens { changed.remove(p) }
        }
        let rules = config.rules.filter { rule in
            // Unused in the permutations validated says nothing about the others.
            if !complete && rule.code == .unusedToken { return false }
            if let c = rule as? ContrastRule, c.settings.isOff { return false }
            return true
        }
        let apart = rules.map { type(of: $0).descriptor.checksPermutationsApart }
        let findings = scheduler.map(rules.count) { [changed] i -> (diagnostics: [Diagnostic], contrast: [ContrastMeasurement]?) in
            if apart[i], let known = earlier?.findings[i] {
                var narrowed = context
                narrowed.only = changed
                let found = Dictionary(grouping: rules[i].check(permutations, context: narrowed), by: \.permutation)
                // In permutation order, as a run over every permutation gives them.
                let all = permutations.indices.flatMap { p -> [Diagnostic] in
                    let label = context.label(p)
                    return changed.contains(p) ? found[label] ?? [] : known[label] ?? []
                }
                return (all, nil)
            }
            guard let c = rules[i] as? ContrastRule else { return (rules[i].check(permutations, context: context), nil) }
            let (d, m) = c.evaluate(context: context)
            // On a selection, a pair measuring nothing may measure in permutations not validated.
            return (complete ? d : d.filter { $0.code != .configInvalid }, m)
        }
        var diagnostics = complete ? configProblems(config, context: context) : []
        var contrast: [ContrastMeasurement] = []
        for f in findings {
            diagnostics += f.diagnostics
            if let m = f.contrast { contrast = m }
        }
        let tokenCount = context.index.tokenNodes.count
        if keeping {
            var byRule: [Int: [String?: [Diagnostic]]] = [:]
            for i in rules.indices where apart[i] { byRule[i] = Dictionary(grouping: findings[i].diagnostics, by: \.permutation) }
            kept = Kept(settings: settings, permutations: permutations, index: context.index, findings: byRule)
        }
        release(context)
        return ValidationResult(diagnostics: DiagnosticMerger.merge(diagnostics, permutationCount: permutations.count), contrast: contrast,
                                tokenCount: tokenCount)
    }

    /// Config entries that name nothing in these permutations: a `when` modifier or context, a brand in
    /// `touch-target.brands`, a pattern that matches no token. Warnings, located in tokenc.json.
    package static func configProblems(_ config: ValidationConfig, context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var contexts: [String: Set<String>] = [:]
        for p in context.permutations.indices {
            for i in context.inputs(of: p) { contexts[i.modifier.lowercased(), default: []].insert(i.context) }
        }
        /// Sorted names, comma-separated.
        func list(_ s: Set<String>) -> String { s.sorted().joined(separator: ", ") }
        for o in config.allOverrides {
            for req in o.when.requirements {
                let modifier = context.roles.modifier(forKey: req.key)
                guard let known = contexts[modifier.lowercased()] else {
                    let names = contexts.keys.sorted()
                    out.append(Diagnostic(.configInvalid, severity: .warning,
                                          "no permutation has a modifier \"\(modifier)\"" + (names.isEmpty ? "" : " (modifiers: \(names.joined(separator: ", ")))"),
                                          at: req.location))
                    continue
                }
                for pattern in req.contexts where !known.contains(where: { Glob.matches(pattern, $0) }) {
                    out.append(Diagnostic(.configInvalid, severity: .warning, "\"\(pattern)\" matches no context of \(modifier) (\(list(known)))", at: req.location))
                }
            }
        }
        let touchTarget = config[TouchTargetRule.self]
        if !touchTarget.isOff, let brand = context.roles.brand, let known = contexts[brand.lowercased()] {
            for b in touchTarget.options.brands where !known.contains(b.name) {
                out.append(Diagnostic(.configInvalid, severity: .warning, "\"\(b.name)\" is not a context of \(brand) (\(list(known)))", at: b.location))
            }
        }
        var checked = Set<LocatedPattern>()
        for p in config.userPatterns where checked.insert(p).inserted {
            if context.index.nodes(matching: p.pattern).isEmpty {
                out.append(Diagnostic(.configInvalid, severity: .warning, "\"\(p.pattern.text)\" matches no token in any permutation", at: p.location))
            }
        }
        return out
    }
}
