/// Whether warnings count as errors (`--warnings-as-errors`, `validation.warningsAsErrors` in tokenc.json): the
/// one place that promotes them, so every command and output format agrees on what fails.
public struct WarningPolicy: Sendable, Hashable {
    /// Report every warning as an error.
    public var warningsAsErrors: Bool
    /// Report every compatibility warning (`DiagnosticCode.isCompatibility`) as an error: strict mode
    /// (`--strict`, `"compatibility": "strict"` in tokenc.json).
    public var compatibilityAsErrors: Bool

    /// A policy; by default warnings stay warnings.
    public init(warningsAsErrors: Bool = false, compatibilityAsErrors: Bool = false) {
        self.warningsAsErrors = warningsAsErrors
        self.compatibilityAsErrors = compatibilityAsErrors
    }

    /// `diagnostics` in order, each warning made an error when `warningsAsErrors` is set (a compatibility
    /// warning also when `compatibilityAsErrors` is). Notes and errors are left alone; nothing else about a
    /// diagnostic changes.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        func promoted(_ d: Diagnostic) -> Bool {
            d.severity == .warning && (warningsAsErrors || (compatibilityAsErrors && d.code.isCompatibility))
        }
        guard diagnostics.contains(where: promoted) else { return diagnostics }
        return diagnostics.map { d in
            var d = d
            if promoted(d) { d.severity = .error }
            return d
        }
    }
}
