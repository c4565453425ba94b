/// Whether warnings count as errors (`--warnings-as-errors`, `validation.warningsAsErrors` in tokenc.json): the
/// one place that promotes them, so every command and output format agrees on what fails.
public struct WarningPolicy: Sendable, Hashable {
    /// Report every warning as an error.
    public var warningsAsErrors: Bool

    /// A policy; by default warnings stay warnings.
    public init(warningsAsErrors: Bool = false) {
        self.warningsAsErrors = warningsAsErrors
    }

    /// `diagnostics` in order, each warning made an error when `warningsAsErrors` is set. Notes and errors
    /// are left alone; nothing else about a diagnostic changes.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard warningsAsErrors, diagnostics.contains(where: { $0.severity == .warning }) else { return diagnostics }
        return diagnostics.map { d in
            var d = d
            if d.severity == .warning { d.severity = .error }
            return d
        }
    }
}
