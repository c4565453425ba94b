/// How a rule's findings are reported: `error`, `warning`, or `off` (not checked).
package enum RuleSeverity: String, Sendable, Hashable, CaseIterable {
    /// Findings are errors.
    case error
    /// Findings are warnings.
    case warning
    /// The rule does not run.
    case off

    /// The diagnostic severity, nil when the rule is off.
    package var severity: Severity? {
        switch self {
        case .error: return .error
        case .warning: return .warning
        case .off: return nil
        }
    }
}
