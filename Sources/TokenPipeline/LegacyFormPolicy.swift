/// Applies the config's `legacyForms` policy to `deprecated-form` diagnostics: dropped by default (older draft
/// forms are accepted and normalised, as real token sets use them everywhere), or reported as warnings or errors
/// for teams migrating to 2025.10.
package enum LegacyFormPolicy {
    /// `diagnostics` with every `deprecated-form` finding removed (`severity` nil) or given `severity`.
    package static func apply(_ diagnostics: [Diagnostic], severity: Severity?) -> [Diagnostic] {
        diagnostics.compactMap { d in
            guard d.code == .deprecatedForm else { return d }
            guard let severity else { return nil }
            var d = d
            d.severity = severity
            return d
        }
    }
}
