/// A validation rule: it looks at every permutation and returns its findings.
///
/// Rules are pure functions of the compiled permutations and their own settings. Each finding has the rule's
/// code, the severity configured for the permutation it holds in, the permutation's label, and a location
/// (the token's `$value`; notes point at the other tokens involved and at the config that set the threshold).
/// What the rule is (code, key, default severity, summary, docs page) is its `descriptor`, and
/// `RuleCatalog.descriptors` lists the rules in the order they run.
package protocol Rule: Sendable {
    /// The options the rule reads from its object in `validation`.
    associatedtype Options: RuleOptions
    /// The rule's code, config key, default severity, summary and docs page.
    static var descriptor: RuleDescriptor { get }
    /// The rule's severity, options and overrides.
    var settings: RuleSettings<Options> { get }
    /// The rule configured with `settings`.
    init(settings: RuleSettings<Options>)
    /// Checks every permutation.
    func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic]
}

/// What every rule says through its descriptor.
extension Rule {
    /// The rule at its defaults.
    package init() { self.init(settings: Self.defaultSettings) }
    /// The settings the rule has when `validation` does not name it.
    package static var defaultSettings: RuleSettings<Options> {
        RuleSettings(severity: descriptor.defaultSeverity, enabledSeverity: descriptor.enabledSeverity)
    }
    /// The rule's stable identifier, which is also its diagnostic code and its key in `validation`.
    package var code: DiagnosticCode { Self.descriptor.code }
    /// One line: what the rule checks.
    package var summary: String { Self.descriptor.summary }
    /// The severity the rule has when it is not configured (nil: off by default).
    package var defaultSeverity: Severity? { Self.descriptor.defaultSeverity.severity }
    /// The rule's key in `validation`.
    package var id: String { Self.descriptor.key }

    /// The rule configured with `settings` when they are this rule's, at its defaults otherwise.
    package static func configured(_ settings: any ConfiguredRuleSettings) -> any Rule {
        Self(settings: settings as? RuleSettings<Options> ?? defaultSettings)
    }
}

/// What a rule is, declared beside it (`static let descriptor` on the rule type): the one place its code,
/// config key, default severity, options, summary and docs page are written. The config decoder, the
/// diagnostic catalogue (`RuleCatalog`), the docs checks and the rule order derive from the descriptors.
package struct RuleDescriptor: Sendable {
    /// The rule type, which also gives its options type.
    package let rule: any Rule.Type
    /// The rule's diagnostic code.
    package let code: DiagnosticCode
    /// The severity when `validation` does not name the rule (`off`: it runs only once configured).
    package let defaultSeverity: RuleSeverity
    /// The severity configuring the rule without a `severity` selects.
    package let enabledSeverity: RuleSeverity
    /// One line: what the rule checks (SARIF, docs/diagnostics.md and docs/rules/README.md show it).
    package let summary: String
    /// Whether the rule checks each permutation on its own: it goes through them with `inForce`, and what it
    /// finds in one depends on that permutation's tokens and inputs only. A validation that kept its findings
    /// then checks again only the permutations whose tokens changed (see `Validator.Kept`).
    package let checksPermutationsApart: Bool

    /// A rule's descriptor: `enabledSeverity` defaults to `defaultSeverity` (a rule that is off by default
    /// must say which severity configuring it selects).
    package init<R: Rule>(_ rule: R.Type, code: DiagnosticCode, defaultSeverity: RuleSeverity, enabledSeverity: RuleSeverity? = nil,
                          checksPermutationsApart: Bool = false, summary: String) {
        self.rule = rule
        self.code = code
        self.defaultSeverity = defaultSeverity
        self.enabledSeverity = enabledSeverity ?? defaultSeverity
        self.checksPermutationsApart = checksPermutationsApart
        self.summary = summary
    }

    /// The rule's key in `validation`: its code.
    package var key: String { code.rawValue }
    /// The rule's page in `docs/rules/`.
    package var docsPage: String { key + ".md" }
    /// The options type the rule decodes.
    package var optionsType: any RuleOptions.Type { rule.optionsType }
    /// The severity the rule's findings have unless configured otherwise: its default, or the severity
    /// configuring it selects when it is off by default.
    package var reportedSeverity: Severity { (defaultSeverity.severity ?? enabledSeverity.severity) ?? .warning }
    /// The rule's settings at their defaults.
    var defaultSettings: any ConfiguredRuleSettings { rule.erasedDefaultSettings }
}

extension Rule {
    /// The options type, for `RuleDescriptor.optionsType`.
    static var optionsType: any RuleOptions.Type { Options.self }
    /// `defaultSettings`, for a descriptor that knows the rule only as `any Rule.Type`.
    static var erasedDefaultSettings: any ConfiguredRuleSettings { defaultSettings }
}

extension Rule {
    /// The permutations the rule is on in (by index), each with the settings in force there and its severity.
    func inForce(_ context: RuleContext) -> [(index: Int, settings: RuleSettings<Options>.Resolved, severity: Severity)] {
        context.permutations.indices.compactMap { p in
            if let only = context.only, !only.contains(p) { return nil }
            let s = settings.resolved(for: context.permutations[p], roles: context.roles)
            return s.severity.map { (p, s, $0) }
        }
    }
}
