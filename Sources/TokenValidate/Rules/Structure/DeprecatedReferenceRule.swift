/// `deprecated-reference`: a token that is not itself deprecated references (as a whole or inside a composite
/// value) a token marked `$deprecated`. See docs/rules/deprecated-reference.md.
package struct DeprecatedReferenceRule: Rule {
    /// The rule's code, config key, default severity, summary and docs page.
    package static let descriptor = RuleDescriptor(
        DeprecatedReferenceRule.self, code: .deprecatedReference, defaultSeverity: .warning,
        summary: "Tokens do not reference deprecated tokens (unless they are deprecated themselves).")

    /// The rule's severity, options and overrides.
    package var settings: RuleSettings<NoOptions>

    /// The rule configured with `settings`.
    package init(settings: RuleSettings<NoOptions>) { self.settings = settings }

    /// Checks every permutation (see the type's description for what is reported).
    package func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        for (p, s, severity) in inForce(context) {
            let tokens = context.permutations[p].tokens
            // Names of deprecated tokens first: most references are rejected by one string lookup.
            var names = Set<String>()
            let list = tokens.tokens
            for i in list.indices where list[i].deprecation != nil { names.insert(list[i].path.name) }
            guard !names.isEmpty else { continue }
            for i in list.indices where list[i].deprecation == nil && (list[i].aliasOf != nil || !list[i].partialAliases.isEmpty) {
                let t = list[i]
                var refs: [(pointer: JSONPointer, target: TokenPath)] = []
                if let a = t.aliasOf { refs.append((.root, a)) }
                refs += t.partialAliases.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                for (pointer, target) in refs where names.contains(target.name) {
                    guard let d = tokens[target], let deprecation = d.deprecation else { continue }
                    let reason = deprecation.message.map { ": \($0)" } ?? ""
                    out.append(Diagnostic(.deprecatedReference, severity: severity, "\(t.path) references \(target), which is deprecated\(reason)",
                                          at: t.origin.location(["$value"] + pointer.tokens), token: t.path.description,
                                          permutation: context.label(p), notes: [DiagnosticNote("\(target) is deprecated here", at: d.origin.location())] + s.notes))
                }
            }
        }
        return out
    }
}
