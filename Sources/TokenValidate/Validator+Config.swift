/// Validation configured from a decoded tokenc.json: its `validation` object, brand and theme modifiers and
/// theme appearances.
extension ValidationConfig {
    /// Decodes `config.validation` (rule defaults when absent), located in `config.file`.
    package static func decode(from config: Config) -> (ValidationConfig, [Diagnostic]) {
        guard let object = config.validation else {
            var c = ValidationConfig()
            c.file = config.file
            return (c, [])
        }
        return decode(object, file: config.file ?? "tokenc.json")
    }
}

/// Validation from a project config.
extension Validator {
    /// Decodes `config.validation` and validates `permutations` with the config's brand and theme modifiers and
    /// appearances. Problems in the `validation` object come first; when one is an error, no rule runs (a
    /// misconfigured check must not pass silently or half-run). `complete`: see `validate(_:config:…)`.
    package static func validate(_ permutations: [CompiledPermutation], project config: Config, complete: Bool = true) -> ValidationResult {
        let (validation, problems) = ValidationConfig.decode(from: config)
        guard !problems.hasErrors else { return ValidationResult(diagnostics: problems) }
        var result = validate(permutations, config: validation, brandModifier: config.brandModifier,
                              themeModifier: config.themeModifier, appearances: config.appearances, complete: complete)
        result.diagnostics = problems + result.diagnostics
        return result
    }
}
