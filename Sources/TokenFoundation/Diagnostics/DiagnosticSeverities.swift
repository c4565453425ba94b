/// The `diagnostics` object of tokenc.json: a level per diagnostic code (`{"non-standard-unit": "off",
/// "unknown-type": "error"}`), decoded strictly by `Config` and applied by `WarningPolicy`. See docs/config.md.
///
/// Only warnings can be set: to `off` (not reported), `note`, `warning` or `error`. A code that is an error by
/// default is fixed: tokenc cannot build past it (it leaves no value, or no valid document), so lowering it is
/// refused; writing `"error"` for it is allowed and changes nothing. Validation rules keep their one owner, the
/// `validation` object, and `deprecated-form` its own, `legacyForms`: naming them here is refused too.
public struct DiagnosticSeverities: Sendable, Hashable {
    /// A level a code can be set to.
    public enum Level: String, Sendable, Hashable, CaseIterable {
        /// Not reported at all.
        case off
        /// Reported as a note (never fails a run).
        case note
        /// Reported as a warning.
        case warning
        /// Reported as an error (the run fails).
        case error

        /// The severity this level reports at; nil for `off`.
        public var severity: Severity? {
            switch self {
            case .off: return nil
            case .note: return .note
            case .warning: return .warning
            case .error: return .error
            }
        }
    }

    /// The level of each code the config names.
    public var levels: [DiagnosticCode: Level]

    /// No code set: every diagnostic keeps its own severity.
    public init(_ levels: [DiagnosticCode: Level] = [:]) {
        self.levels = levels
    }

    /// True when no code is set.
    public var isEmpty: Bool { levels.isEmpty }

    /// The codes whose level the config may set: warnings by default, other than the validation rules'
    /// (set under `validation`) and `deprecated-form` (set by `legacyForms`).
    public static func isAdjustable(_ code: DiagnosticCode) -> Bool {
        code.defaultSeverity != .error && ownerKey(of: code) == nil
    }

    /// The config key that owns `code`'s level instead of `diagnostics`, when another one does.
    public static func ownerKey(of code: DiagnosticCode) -> String? {
        if code == .deprecatedForm { return "legacyForms" }
        if code == .untypedToken { return "validation.untyped-token" }
        if code.isValidationRule { return "validation.\(code.rawValue)" }
        return nil
    }

    /// `diagnostics` with each one of a set code reported at its level (left out when `off`). Errors are never
    /// lowered, whatever their code, so a setting can hide only what tokenc builds past.
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !levels.isEmpty else { return diagnostics }
        return diagnostics.compactMap { d in
            guard let level = levels[d.code], d.severity != .error else { return d }
            guard let severity = level.severity else { return nil }
            var d = d
            d.severity = severity
            return d
        }
    }
}
