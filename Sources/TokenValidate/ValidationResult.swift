/// What validation found.
public struct ValidationResult: Sendable {
    /// Every finding, findings shared by several permutations merged (`DiagnosticMerger`), in rule order.
    public var diagnostics: [Diagnostic]
    /// Every contrast pair measured, per permutation (for `ContrastReport`).
    public var contrast: [ContrastMeasurement]
    /// How many distinct token paths the validated permutations have between them (what `build --verbose`
    /// reports; the validator's path index has counted them already). Nil when not counted.
    public var tokenCount: Int?

    /// A result.
    public init(diagnostics: [Diagnostic] = [], contrast: [ContrastMeasurement] = [], tokenCount: Int? = nil) {
        self.diagnostics = diagnostics
        self.contrast = contrast
        self.tokenCount = tokenCount
    }

    /// True when a finding is an error.
    public var hasErrors: Bool { diagnostics.hasErrors }
}
