/// A validation rule: it looks at every permutation and returns its findings.
///
/// Rules are pure functions of the compiled permutations and their own settings. Each finding has the rule's
/// code, the severity configured for the permutation it holds in, the permutation's label, and a location
/// (the token's `$value`; notes point at the other tokens involved and at the config that set the threshold).
public protocol Rule: Sendable {
    /// The rule's stable identifier, which is also its diagnostic code and its key in `validation`.
    var code: DiagnosticCode { get }
    /// One line: what the rule checks.
    var summary: String { get }
    /// The severity the rule has when it is not configured (nil: off by default).
    var defaultSeverity: Severity? { get }
    /// Checks every permutation.
    func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic]
}

/// Conveniences for every rule.
extension Rule {
    /// The rule's key in `validation`.
    public var id: String { code.rawValue }
}
