/// Applies `validation["untyped-token"]` to `untyped-token` findings, which reading makes as errors: kept,
/// lowered to warnings (the tokens are left out and the build goes on), or dropped when off.
package enum UntypedTokenPolicy {
    /// `diagnostics` with every `untyped-token` finding given `severity`, or removed when it is nil.
    package static func apply(_ diagnostics: [Diagnostic], severity: Severity?) -> [Diagnostic] {
        guard severity != .error else { return diagnostics }
        return diagnostics.compactMap { d in
            guard d.code == .untypedToken else { return d }
            guard let severity else { return nil }
            var d = d
            d.severity = severity
            return d
        }
    }
}
