/// Whether warnings count as errors (`--warnings-as-errors`, `validation.warningsAsErrors` in tokenc.json) and
/// the level of each code the config's `diagnostics` sets: the one place that changes severities, so every
/// command and output format agrees on what fails.
public struct WarningPolicy: Sendable, Hashable {
    /// Report every warning as an error (except those of a code `severities` sets).
    public var warningsAsErrors: Bool
    /// Report every compatibility warning (`DiagnosticCode.isCompatibility`) as an error: strict mode
    /// (`--strict`, `"compatibility": "strict"` in tokenc.json). Strict mode wins over `severities`.
    public var compatibilityAsErrors: Bool
    /// The level of each code the config sets; these win over `warningsAsErrors`.
    public var severities: DiagnosticSeverities

    /// A policy; by default warnings stay warnings.
    public init(warningsAsErrors: Bool = false, compatibilityAsErrors: Bool = false,
                severities: DiagnosticSeverities = DiagnosticSeverities()) {
        self.warningsAsErrors = warningsAsErrors
        self.compatibilityAsErrors = compatibilityAsErrors
        self.severities = severities
    }

    /// `diagnostics` in order: each compatibility warning made an error when `compatibilityAsErrors` is set; then
    /// each of a code `severities` sets at its level (left out when `off`); then each remaining warning of another
    /// code made an error when `warningsAsErrors` is set. Errors are never lowered; nothing else about a
    /// diagnostic changes.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var all = diagnostics
        if compatibilityAsErrors {
            for i in all.indices where all[i].severity == .warning && all[i].code.isCompatibility { all[i].severity = .error }
        }
        let leveled = severities.apply(all)
        guard warningsAsErrors, leveled.contains(where: { $0.severity == .warning }) else { return leveled }
        return leveled.map { d in
            var d = d
            if d.severity == .warning && severities.levels[d.code] == nil { d.severity = .error }
            return d
        }
    }
}
