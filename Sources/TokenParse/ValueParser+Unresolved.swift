extension ValueParser {
    /// The problems of a value some of whose references did not resolve, outside them: `json` is read as `type`
    /// with every reference that resolved substituted (`substituted`), and what is reported at or below one of
    /// the `unresolved` places (paths below `$value`, each already reported) is left out. So a typography token
    /// with a broken `fontFamily` reference still gets its `lineHeight` error in the same run. The value itself
    /// is dropped: the token has failed either way.
    package static func problems(
        besides unresolved: [[String]], in json: JSONValue, as type: TokenType, origin: Origin, token: TokenPath,
        substituted: [[String]], deprecatedForms: Bool
    ) -> [Diagnostic] {
        var found: [Diagnostic] = []
        _ = parse(json, as: type, origin: origin, token: token, substituted: substituted,
                  deprecatedForms: deprecatedForms, diagnostics: &found)
        let masked = unresolved.map { origin.pointer.appending(contentsOf: origin.written(["$value"] + $0)).tokens }
        return found.filter { d in
            guard let at = d.location?.pointer?.tokens else { return true }
            return !masked.contains { at.starts(with: $0) }
        }
    }
}
