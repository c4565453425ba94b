/// Every validation rule, for the config decoder, documentation and SARIF rule descriptors.
package enum RuleCatalog {
    /// Every rule's descriptor, in the order the rules run. Adding a rule adds its descriptor here.
    package static let descriptors: [RuleDescriptor] = [
        ContrastRule.descriptor, DistinguishableRule.descriptor, TouchTargetRule.descriptor, MinSizeRule.descriptor,
        SpacingGridRule.descriptor, MinFontSizeRule.descriptor, CaseCollisionRule.descriptor,
        DeprecatedReferenceRule.descriptor, MissingInContextRule.descriptor, UnusedTokenRule.descriptor,
    ]

    /// Every rule at its defaults, in the order they run.
    package static var rules: [any Rule] { ValidationConfig().rules }

    /// The position of the rule with `code` in `descriptors`, nil for codes that are not validation rules.
    package static func index(of code: DiagnosticCode) -> Int? { positions[code] }
    private static let positions = Dictionary(descriptors.enumerated().map { ($1.code, $0) }, uniquingKeysWith: { first, _ in first })

    /// The descriptor of the rule with `code`, nil for codes that are not validation rules.
    package static func descriptor(of code: DiagnosticCode) -> RuleDescriptor? { index(of: code).map { descriptors[$0] } }

    /// The one-line summary of the rule with `code`, nil for codes that are not validation rules.
    package static func summary(of code: DiagnosticCode) -> String? { descriptor(of: code)?.summary }

    /// The severity a code has by default: a rule's (the severity it takes once switched on, for a rule that is
    /// off by default), otherwise the code's default.
    package static func defaultSeverity(of code: DiagnosticCode) -> Severity {
        descriptor(of: code)?.reportedSeverity ?? code.defaultSeverity
    }

    /// The SARIF description of `code`: its summary and docs page (validation rules only) and its default severity.
    @Sendable package static func description(of code: DiagnosticCode) -> RuleDescription? {
        let d = descriptor(of: code)
        return RuleDescription(summary: d?.summary, defaultSeverity: defaultSeverity(of: code), page: d?.docsPage)
    }
}
