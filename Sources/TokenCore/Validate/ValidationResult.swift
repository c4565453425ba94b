/// What validation found.
public struct ValidationResult: Sendable {
    /// Every finding, findings shared by several permutations merged (`DiagnosticMerger`), in rule order.
    public var diagnostics: [Diagnostic]
    /// Every contrast pair measured, per permutation (for `ContrastReport`).
    public var contrast: [ContrastMeasurement]

    /// A result.
    public init(diagnostics: [Diagnostic] = [], contrast: [ContrastMeasurement] = []) {
        self.diagnostics = diagnostics
        self.contrast = contrast
    }

    /// True when a finding is an error.
    public var hasErrors: Bool { diagnostics.hasErrors }
}
