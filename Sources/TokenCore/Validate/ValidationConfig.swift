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
public struct ValidationConfig: Sendable, Hashable {
    /// Report warnings as errors, every command's diagnostics (applied through `WarningPolicy`).
    public var warningsAsErrors = false
    /// Pixels per rem when converting `rem` dimensions.
    public var remBase: Double = 16
    /// `contrast` settings.
    public var contrast = RuleSettings<ContrastOptions>(severity: .error)
    /// The contrast rule proposes fixes for failing pairs (`tokenc fix --contrast`; not a config key).
    public var proposesContrastFixes = false
    /// `distinguishable` settings (off until configured, then a warning).
    public var distinguishable = RuleSettings<DistinguishableOptions>(severity: .off, enabledSeverity: .warning)
    /// `touch-target` settings.
    public var touchTarget = RuleSettings<TouchTargetOptions>(severity: .error)
    /// `min-size` settings.
    public var minSize = RuleSettings<MinSizeOptions>(severity: .error)
    /// `spacing-grid` settings.
    public var spacingGrid = RuleSettings<SpacingGridOptions>(severity: .warning)
    /// `min-font-size` settings: a warning until configured (it judges every font size by a built-in minimum the
    /// team did not choose), an error once configured without a `severity`.
    public var minFontSize = RuleSettings<MinFontSizeOptions>(severity: .warning, enabledSeverity: .error)
    /// `case-collision` settings.
    public var caseCollision = RuleSettings<NoOptions>(severity: .warning)
    /// `deprecated-reference` settings.
    public var deprecatedReference = RuleSettings<NoOptions>(severity: .warning)
    /// `missing-in-context` settings.
    public var missingInContext = RuleSettings<MissingInContextOptions>(severity: .error)
    /// `unused-token` settings (off by default).
    public var unusedToken = RuleSettings<UnusedTokenOptions>(severity: .off, enabledSeverity: .warning)
    /// `untyped-token` settings: its severity only (it is found while files are read, before any permutation).
    public var untypedToken = RuleSettings<NoOptions>(severity: .error)
    /// The config file, for locations.
    public var file: String?

    /// Every rule at its defaults.
    public init() {}

    /// The keys of the rules, in the order they run.
    public static let ruleIDs: [String] = DiagnosticCode.validationRules.map(\.rawValue)

    /// Decodes the raw `validation` object of `file` (found at `pointer`, `/validation` in tokenc.json).
    public static func decode(_ object: JSONObject, file: String, at pointer: JSONPointer = JSONPointer(["validation"])) -> (ValidationConfig, [Diagnostic]) {
        var c = ValidationConfig()
        c.file = file
        var r = ObjectReader(object, file: file, at: pointer)
        var diagnostics: [Diagnostic] = []
        c.warningsAsErrors = r.bool("warningsAsErrors") ?? false
        c.remBase = r.remBase() ?? 16
        /// Reads one rule's member, when present.
        func rule<O>(_ id: String, _ settings: inout RuleSettings<O>) {
            if let v = r.value(id) { settings.read(v, file: file, at: pointer.appending(id), ruleID: id, &diagnostics) }
        }
        rule("contrast", &c.contrast)
        rule("distinguishable", &c.distinguishable)
        rule("touch-target", &c.touchTarget)
        rule("min-size", &c.minSize)
        rule("spacing-grid", &c.spacingGrid)
        rule("min-font-size", &c.minFontSize)
        rule("case-collision", &c.caseCollision)
        rule("deprecated-reference", &c.deprecatedReference)
        rule("missing-in-context", &c.missingInContext)
        rule("unused-token", &c.unusedToken)
        rule("untyped-token", &c.untypedToken)
        if let overrides = c.untypedToken.overrides.first {
            diagnostics.append(Diagnostic(.configInvalid, "\"untyped-token\" is found while token files are read, before any permutation: it takes a \"severity\" and no \"overrides\"",
                                          at: SourceLocation(file: file, pointer: overrides.pointer)))
        }
        r.finish()
        return (c, r.diagnostics + diagnostics)
    }

    /// The severity `validation["untyped-token"]` gives `untyped-token` findings (error by default; nil when
    /// off). Problems with the member are reported by `decode`.
    public static func untypedTokenSeverity(_ validation: JSONObject?) -> Severity? {
        guard let value = validation?["untyped-token"] else { return .error }
        var settings = RuleSettings<NoOptions>(severity: .error)
        var ignored: [Diagnostic] = []
        settings.read(value, file: "", at: .root, ruleID: "untyped-token", &ignored)
        return settings.severity.severity
    }

    /// The rules, configured, in the order they run.
    public var rules: [any Rule] {
        [
            ContrastRule(settings: contrast, proposesFixes: proposesContrastFixes), DistinguishableRule(settings: distinguishable), TouchTargetRule(settings: touchTarget), MinSizeRule(settings: minSize),
            SpacingGridRule(settings: spacingGrid), MinFontSizeRule(settings: minFontSize), CaseCollisionRule(settings: caseCollision),
            DeprecatedReferenceRule(settings: deprecatedReference), MissingInContextRule(settings: missingInContext),
            UnusedTokenRule(settings: unusedToken),
        ]
    }

    /// Every override of every rule (checked against the permutations' modifiers and contexts).
    var allOverrides: [RuleOverride] {
        contrast.overrides + distinguishable.overrides + touchTarget.overrides + minSize.overrides + spacingGrid.overrides + minFontSize.overrides
            + caseCollision.overrides + deprecatedReference.overrides + missingInContext.overrides + unusedToken.overrides
    }

    /// Every user-written pattern of every rule that is not off everywhere.
    var userPatterns: [LocatedPattern] {
        var out: [LocatedPattern] = []
        if !contrast.isOff { out += contrast.userPatterns }
        if !distinguishable.isOff { out += distinguishable.userPatterns }
        if !touchTarget.isOff { out += touchTarget.userPatterns }
        if !minSize.isOff { out += minSize.userPatterns }
        if !spacingGrid.isOff { out += spacingGrid.userPatterns }
        if !minFontSize.isOff { out += minFontSize.userPatterns }
        if !unusedToken.isOff { out += unusedToken.userPatterns }
        return out
    }
}
