/// The warning policy of a project: the command line's and the config's say together.
extension WarningPolicy {
    /// Warnings are errors when `flag` (`--warnings-as-errors`) is set or `config`'s `validation.warningsAsErrors`
    /// is true. A `validation` object with problems still gives its `warningsAsErrors` (the problems are
    /// validation's to report); without a config only `flag` counts. Compatibility warnings are errors when
    /// `strict` (`--strict`) is set or the config says `"compatibility": "strict"`. The config's `diagnostics`
    /// levels win over the flag for the codes they name; strict mode wins over them.
    public init(flag: Bool, strict: Bool = false, config: Config?) {
        self.init(warningsAsErrors: flag || (config.map { ValidationConfig.decode(from: $0).0.warningsAsErrors } ?? false),
                  compatibilityAsErrors: strict || (config?.strictCompatibility ?? false),
                  severities: config?.severities ?? DiagnosticSeverities())
    }
}
