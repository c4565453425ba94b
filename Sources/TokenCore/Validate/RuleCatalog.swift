/// What every validation rule is, for documentation, `--list-rules` and SARIF rule descriptors.
public enum RuleCatalog {
    /// Every rule at its defaults, in the order they run.
    public static var rules: [any Rule] { ValidationConfig().rules }

    /// The one-line summary of the rule with `code`, nil for codes that are not validation rules.
    public static func summary(of code: DiagnosticCode) -> String? {
        rules.first { $0.code == code }?.summary
    }

    /// The severity a code has by default: a rule's default (warning for a rule that is off by default, the
    /// severity it takes once switched on), otherwise the code's default.
    public static func defaultSeverity(of code: DiagnosticCode) -> Severity {
        guard let rule = rules.first(where: { $0.code == code }) else { return code.defaultSeverity }
        return rule.defaultSeverity ?? .warning
    }

    /// The SARIF description of `code`: its summary (validation rules only) and its default severity.
    @Sendable public static func description(of code: DiagnosticCode) -> RuleDescription? {
        RuleDescription(summary: summary(of: code), defaultSeverity: defaultSeverity(of: code))
    }
}
