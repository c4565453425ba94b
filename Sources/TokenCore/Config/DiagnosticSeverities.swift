/// The `diagnostics` object of tokenc.json: a level per diagnostic code (`{"non-standard-unit": "off",
/// "unknown-type": "error"}`), decoded strictly and applied by `WarningPolicy`. See docs/config.md.
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
    static func ownerKey(of code: DiagnosticCode) -> String? {
        if code == .deprecatedForm { return "legacyForms" }
        if ValidationConfig.ruleIDs.contains(code.rawValue) { return "validation.\(code.rawValue)" }
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

    /// Reads the `diagnostics` member of the config through `reader` (nothing when absent), reporting a code
    /// that does not exist (with the closest one), a level that does not exist, and an attempt to set a fixed
    /// or elsewhere-owned code, each at the member concerned.
    static func read(_ reader: inout ObjectReader, key: String = "diagnostics") -> DiagnosticSeverities {
        let read = reader.object(key) { r -> DiagnosticSeverities in
            var levels: [DiagnosticCode: Level] = [:]
            for m in r.object.members {
                let value = r.value(m.key)
                guard let code = DiagnosticCode(rawValue: m.key) else {
                    var message = "unknown diagnostic code \"\(m.key)\""
                    if let s = NameSuggestion.closest(to: m.key, among: DiagnosticCode.allCases.map(\.rawValue)) {
                        message += "; did you mean \"\(s)\"?"
                    } else {
                        message += "; the codes are listed in docs/diagnostics.md"
                    }
                    r.report(m.key, message, part: .key)
                    continue
                }
                let names = Level.allCases.map(\.rawValue)
                guard case .string(let text)? = value, let level = Level(rawValue: text) else {
                    var message = "the level of \"\(m.key)\" must be one of \(NameSuggestion.list(names))"
                    if case .string(let text)? = value {
                        message += ", not \"\(text)\""
                        if let s = NameSuggestion.closest(to: text, among: names) ?? names.first(where: { !text.isEmpty && $0.hasPrefix(text.lowercased()) }) {
                            message += "; did you mean \"\(s)\"?"
                        }
                    } else if let value {
                        message += ", not \(value.kindName)"
                    }
                    r.report(m.key, message)
                    continue
                }
                if let owner = ownerKey(of: code) {
                    r.report(m.key, "\"\(m.key)\" is set by \"\(owner)\" in tokenc.json, not here", part: .key)
                    continue
                }
                if code.defaultSeverity == .error && level != .error {
                    r.report(m.key, "\"\(m.key)\" is an error that cannot be lowered: tokenc cannot build past it; only warnings can be set to \"off\", \"note\" or \"warning\"")
                    continue
                }
                levels[code] = level
            }
            return DiagnosticSeverities(levels)
        }
        return read ?? DiagnosticSeverities()
    }
}
