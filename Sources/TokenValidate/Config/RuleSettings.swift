/// One rule's configuration: its severity, its options, and overrides that change either for the
/// permutations they match (`"overrides": [{"when": {"brand": "summit"}, "severity": "warning"}]`).
package struct RuleSettings<Options: RuleOptions>: Sendable, Hashable {
    /// The severity unless an override says otherwise.
    package var severity: RuleSeverity
    /// The severity the rule takes when it is configured with options but no `severity` (rules that are off
    /// by default are switched on by configuring them).
    package var enabledSeverity: RuleSeverity
    /// The options unless an override changes them.
    package var options: Options
    /// Applied in order; a later override wins.
    package var overrides: [RuleOverride]
    /// Where the rule is configured, when it is.
    package var location: SourceLocation?

    /// Settings: the severity, the severity configuring the rule without one selects (default: the same),
    /// options and overrides.
    package init(severity: RuleSeverity, enabledSeverity: RuleSeverity? = nil, options: Options = Options(), overrides: [RuleOverride] = []) {
        self.severity = severity
        self.enabledSeverity = enabledSeverity ?? severity
        self.options = options
        self.overrides = overrides
    }

    /// The severity and options for one permutation.
    package struct Resolved: Sendable, Hashable {
        /// nil when the rule is off for the permutation.
        package var severity: Severity?
        /// The options in force.
        package var options: Options
        /// The overrides that applied, in order.
        package var applied: [RuleOverride]

        /// One note per applied override, pointing at it, so a finding explains a changed threshold or severity.
        package var notes: [DiagnosticNote] {
            applied.map { DiagnosticNote("the override for \($0.when.summary) applies", at: $0.location) }
        }
    }

    /// The severity and options that hold for `permutation`: the base, then every matching override in order.
    package func resolved(for permutation: CompiledPermutation, roles: ModifierRoles) -> Resolved {
        var severity = self.severity
        var options = self.options
        var applied: [RuleOverride] = []
        for o in overrides where o.when.matches(permutation, roles: roles) {
            if let s = o.severity { severity = s }
            if !o.options.isEmpty {
                var r = ObjectReader(o.options, file: o.file, at: o.pointer)
                var ignored: [Diagnostic] = []
                options.read(&r, &ignored)
            }
            applied.append(o)
        }
        return Resolved(severity: severity.severity, options: options, applied: applied)
    }

    /// True when no permutation can have the rule on (off, and no override switches it on).
    package var isOff: Bool {
        severity == .off && overrides.allSatisfy { $0.severity == nil || $0.severity == .off }
    }

    /// Every pattern the user wrote, in the base options and the overrides.
    package var userPatterns: [LocatedPattern] {
        var out = options.userPatterns
        for o in overrides where !o.options.isEmpty {
            var base = Options()
            var r = ObjectReader(o.options, file: o.file, at: o.pointer)
            var ignored: [Diagnostic] = []
            base.read(&r, &ignored)
            out += base.userPatterns
        }
        return out
    }

    /// Reads the rule's member of `validation`: a severity string, or an object with `severity`, options and
    /// `overrides`.
    package mutating func read(_ value: JSONValue, file: String, at pointer: JSONPointer, ruleID: String, _ diagnostics: inout [Diagnostic]) {
        location = SourceLocation(file: file, pointer: pointer)
        switch value {
        case .string(let s):
            guard let sev = RuleSeverity(rawValue: s) else {
                diagnostics.append(Diagnostic(.configInvalid, "\"\(ruleID)\" must be \"error\", \"warning\", \"off\" or an object of options, not \"\(s)\"", at: location))
                return
            }
            severity = sev
        case .object(let o):
            var r = ObjectReader(o, file: file, at: pointer)
            var more: [Diagnostic] = []
            if let s = r.choice("severity", RuleSeverity.allCases.map(\.rawValue)) {
                severity = RuleSeverity(rawValue: s)!
            } else if r.object["severity"] == nil {
                severity = enabledSeverity
            }
            options.read(&r, &more)
            if let v = r.value("overrides") {
                overrides = readOverrides(v, file: file, at: pointer.appending("overrides"), &r, &more)
            }
            r.finish()
            diagnostics += r.diagnostics + more
        default:
            diagnostics.append(Diagnostic(.configInvalid, "\"\(ruleID)\" must be \"error\", \"warning\", \"off\" or an object of options, not \(value.kindName)", at: location))
        }
    }

    /// Reads `overrides`: an array of objects with `when`, `severity` and options.
    private func readOverrides(_ value: JSONValue, file: String, at pointer: JSONPointer, _ parent: inout ObjectReader, _ more: inout [Diagnostic]) -> [RuleOverride] {
        guard case .array(let items) = value else {
            parent.report("overrides", "\"overrides\" must be an array of {\"when\": {…}, …} objects")
            return []
        }
        var out: [RuleOverride] = []
        for (i, item) in items.enumerated() {
            let at = pointer.appending(String(i))
            guard case .object(let o) = item else {
                more.append(Diagnostic(.configInvalid, "an override must be an object like {\"when\": {\"brand\": \"summit\"}, \"severity\": \"warning\"}", at: SourceLocation(file: file, pointer: at)))
                continue
            }
            var r = ObjectReader(o, file: file, at: at)
            var condition = PermutationCondition()
            if r.object["when"] == nil {
                r.report("when", "an override needs \"when\", e.g. {\"brand\": \"summit\"}")
            }
            _ = r.object("when") { w in condition = PermutationCondition.read(&w, &more) }
            let severity = r.choice("severity", RuleSeverity.allCases.map(\.rawValue)).flatMap(RuleSeverity.init(rawValue:))
            var check = options
            check.read(&r, &more)
            r.finish()
            more += r.diagnostics
            var rest = o
            rest["when"] = nil
            rest["severity"] = nil
            out.append(RuleOverride(when: condition, severity: severity, options: rest, file: file, pointer: at))
        }
        return out
    }
}

/// One entry of a rule's `overrides`.
package struct RuleOverride: Sendable, Hashable {
    /// The permutations it applies to.
    package var when: PermutationCondition
    /// The severity it sets, if any.
    package var severity: RuleSeverity?
    /// The options it sets (its members other than `when` and `severity`), read over the base options.
    package var options: JSONObject
    /// Where it is written.
    package var file: String
    /// Its pointer in `file`.
    package var pointer: JSONPointer

    /// The override's location in tokenc.json.
    package var location: SourceLocation { SourceLocation(file: file, pointer: pointer) }
}

/// One rule's settings whatever its options, as `ValidationConfig` keeps them (one per rule in
/// `RuleCatalog.descriptors`).
package protocol ConfiguredRuleSettings: Sendable {
    /// True when no permutation can have the rule on.
    var isOff: Bool { get }
    /// The rule's overrides, in order.
    var overrides: [RuleOverride] { get }
    /// Every pattern the user wrote for the rule.
    var userPatterns: [LocatedPattern] { get }
    /// Reads the rule's member of `validation`.
    mutating func read(_ value: JSONValue, file: String, at pointer: JSONPointer, ruleID: String, _ diagnostics: inout [Diagnostic])
    /// True when `other` is the same settings.
    func isEqual(to other: any ConfiguredRuleSettings) -> Bool
    /// Feeds the settings to `hasher`.
    func hash(into hasher: inout Hasher)
}

extension RuleSettings: ConfiguredRuleSettings {
    /// True when `other` is the same settings.
    package func isEqual(to other: any ConfiguredRuleSettings) -> Bool { (other as? Self) == self }
}
