/// What the HTML token sheet needs from validation and its config.
extension OutputRenderer {
    /// The sheet's context: the contrast measurements (validation's, or measured now with the validator's engine
    /// when `validation` is nil), where each permutation lies in `model`, and each brand's touch targets.
    static func htmlContext(_ compilation: Compilation, model: EmitModel, config: Config, resolver: ResolverDocument?,
                            validation: ValidationResult?) -> HTMLSheetContext {
        let (rules, problems) = ValidationConfig.decode(from: config)
        let permutations = compilation.permutations
        let report: ContrastReport
        if let validation {
            report = ContrastReport(measurements: validation.contrast, permutations: permutations)
        } else {
            report = ContrastReport.build(permutations, config: problems.hasErrors ? ValidationConfig() : rules,
                                          brandModifier: config.brandModifier, themeModifier: config.themeModifier,
                                          appearances: config.appearances)
        }
        let naming = names(compilation, config: config, resolver: resolver)
        let columns = naming.names.map { n -> HTMLSheetContext.Coordinate? in
            guard let b = model.brands.firstIndex(where: { $0.name == n.brand }),
                  let t = model.themes.firstIndex(where: { $0.name == n.theme }) else { return nil }
            return HTMLSheetContext.Coordinate(brand: b, theme: t)
        }
        var targets: [Int: HTMLSheetContext.TouchTargets] = [:]
        let touchTarget = rules[TouchTargetRule.self]
        if !touchTarget.isOff {
            let options = touchTarget.options
            for b in model.brands.indices {
                let threshold = options.threshold(brand: model.brands[b].name)
                var seen = Set<TokenPath>()
                var tokens: [TokenPath] = []
                var exempt = Set<TokenPath>()
                for theme in model.brands[b].themes {
                    for t in theme.tokens where t.type == .dimension {
                        let selected = TouchTargetRule.isMarked(t) || options.tokens.contains { $0.pattern.match(t.path) != nil }
                        guard selected, seen.insert(t.path).inserted else { continue }
                        tokens.append(t.path)
                        if options.exempt.contains(where: { $0.pattern.match(t.path) != nil }) { exempt.insert(t.path) }
                    }
                }
                targets[b] = HTMLSheetContext.TouchTargets(minimum: threshold.value, phrase: threshold.phrase, tokens: tokens, exempt: exempt)
            }
        }
        return HTMLSheetContext(contrast: report, columns: columns, touchTargets: targets)
    }
}
