/// Decoding the `diagnostics` object of tokenc.json (the levels themselves: `DiagnosticSeverities`).
extension DiagnosticSeverities {
    /// Reads the `diagnostics` member of the config through `reader` (nothing when absent), reporting a code
    /// that does not exist (with the closest one), a level that does not exist, and an attempt to set a fixed
    /// or elsewhere-owned code, each at the member concerned.
    package static func read(_ reader: inout ObjectReader, key: String = "diagnostics") -> DiagnosticSeverities {
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
                if let owner = Self.ownerKey(of: code) {
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
