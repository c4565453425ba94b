/// The `validation` object of tokenc.json: global switches and one entry per rule, decoded strictly (a misspelt
/// rule or option is a located error). See docs/rules/README.md.
///
/// ```json
/// "validation": {
///   "warningsAsErrors": false,
///   "contrast": {"pairs": [{"foreground": "color.text.*", "background": "color.surface.*", "kind": "text"}],
///                "overrides": [{"when": {"theme": "*-high-contrast"}, "level": "AAA"}]},
///   "touch-target": {"minimum": 44, "brands": {"harbor": 48}},
///   "unused-token": {"primitives": ["color.*.*"]}
/// }
/// ```
package struct ValidationConfig: Sendable, Hashable {
    /// Report warnings as errors, every command's diagnostics (applied through `WarningPolicy`).
    package var warningsAsErrors = false
    /// Pixels per rem when converting `rem` dimensions.
    package var remBase: Double = 16
    /// Each rule's settings, in the order of `RuleCatalog.descriptors` (read and written through
    /// `self[SomeRule.self]`).
    private var ruleSettings: [any ConfiguredRuleSettings] = RuleCatalog.descriptors.map(\.defaultSettings)
    /// The contrast rule proposes fixes for failing pairs (`tokenc fix --contrast`; not a config key).
    package var proposesContrastFixes = false
    /// `untyped-token` settings: its severity only (it is found while files are read, before any permutation).
    package var untypedToken = Self.untypedTokenDefault
    /// The config file, for locations.
    package var file: String?

    /// Every rule at its defaults.
    package init() {}

    /// The settings of rule `R` (`config[ContrastRule.self].options.pairs`).
    package subscript<R: Rule>(_ rule: R.Type) -> RuleSettings<R.Options> {
        get {
            guard let i = RuleCatalog.index(of: R.descriptor.code) else { return R.defaultSettings }
            return ruleSettings[i] as? RuleSettings<R.Options> ?? R.defaultSettings
        }
        set {
            guard let i = RuleCatalog.index(of: R.descriptor.code) else { return }
            ruleSettings[i] = newValue
        }
    }

    /// Equal when every switch and every rule's settings are.
    package static func == (a: ValidationConfig, b: ValidationConfig) -> Bool {
        a.warningsAsErrors == b.warningsAsErrors && a.remBase == b.remBase && a.untypedToken == b.untypedToken && a.file == b.file
            && a.ruleSettings.count == b.ruleSettings.count && zip(a.ruleSettings, b.ruleSettings).allSatisfy { $0.isEqual(to: $1) }
    }

    /// Hashes what `==` compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(warningsAsErrors)
        hasher.combine(remBase)
        hasher.combine(untypedToken)
        hasher.combine(file)
        for s in ruleSettings { s.hash(into: &hasher) }
    }

    /// Decodes the raw `validation` object of `file` (found at `pointer`, `/validation` in tokenc.json).
    package static func decode(_ object: JSONObject, file: String, at pointer: JSONPointer = JSONPointer(["validation"])) -> (ValidationConfig, [Diagnostic]) {
        var c = ValidationConfig()
        c.file = file
        var r = ObjectReader(object, file: file, at: pointer)
        var diagnostics: [Diagnostic] = []
        c.warningsAsErrors = r.bool("warningsAsErrors") ?? false
        c.remBase = r.remBase() ?? 16
        for (i, d) in RuleCatalog.descriptors.enumerated() {
            if let v = r.value(d.key) { c.ruleSettings[i].read(v, file: file, at: pointer.appending(d.key), ruleID: d.key, &diagnostics) }
        }
        if let v = r.value(Self.untypedTokenKey) {
            c.untypedToken.read(v, file: file, at: pointer.appending(Self.untypedTokenKey), ruleID: Self.untypedTokenKey, &diagnostics)
        }
        if let overrides = c.untypedToken.overrides.first {
            diagnostics.append(Diagnostic(.configInvalid, "\"untyped-token\" is found while token files are read, before any permutation: it takes a \"severity\" and no \"overrides\"",
                                          at: SourceLocation(file: file, pointer: overrides.pointer)))
        }
        r.finish()
        return (c, r.diagnostics + diagnostics)
    }

    /// The severity `validation["untyped-token"]` gives `untyped-token` findings (error by default; nil when
    /// off). Problems with the member are reported by `decode`.
    package static func untypedTokenSeverity(_ validation: JSONObject?) -> Severity? {
        var settings = untypedTokenDefault
        guard let value = validation?[untypedTokenKey] else { return settings.severity.severity }
        var ignored: [Diagnostic] = []
        settings.read(value, file: "", at: .root, ruleID: untypedTokenKey, &ignored)
        return settings.severity.severity
    }

    /// `untyped-token`'s key in `validation` and its settings when not configured.
    private static let untypedTokenKey = DiagnosticCode.untypedToken.rawValue
    private static let untypedTokenDefault = RuleSettings<NoOptions>(severity: .error)

    /// The rules, configured, in the order they run.
    package var rules: [any Rule] {
        zip(RuleCatalog.descriptors, ruleSettings).map { d, settings in
            let rule = d.rule.configured(settings)
            guard proposesContrastFixes, let contrast = rule as? ContrastRule else { return rule }
            return ContrastRule(settings: contrast.settings, proposesFixes: true)
        }
    }

    /// Every override of every rule (checked against the permutations' modifiers and contexts).
    var allOverrides: [RuleOverride] { ruleSettings.flatMap(\.overrides) }

    /// Every user-written pattern of every rule that is not off everywhere.
    var userPatterns: [LocatedPattern] { ruleSettings.filter { !$0.isOff }.flatMap(\.userPatterns) }
}
