/// Tokens that resolve references but are not emitted: Tokens Studio's private tokens (a name in the path that
/// starts with `_`, in a Tokens Studio set), the tokens of the config's `"exclude"` patterns, and in each
/// permutation the tokens whose winning definition is in a set read only as a "source". They are left out of
/// the outputs before names are made, so they never take a name a public token has; an alias of one is emitted
/// with its value.
package struct PrivateTokens {
    /// The `"exclude"` patterns (those that parse; `patternProblems` reports the others).
    package let patterns: [TokenPattern]
    /// The resolver document, for its reference-only sources.
    package let resolver: ResolverDocument?

    /// The private tokens of a build with `config` and `resolver`.
    package init(config: Config, resolver: ResolverDocument?) {
        patterns = config.exclude.compactMap { try? TokenPattern.parse($0).get() }
        self.resolver = resolver
    }

    /// A `config-invalid` error for each `"exclude"` entry of `config` that is not a token path pattern.
    static func patternProblems(_ config: Config) -> [Diagnostic] {
        config.exclude.enumerated().compactMap { i, text in
            guard case .failure(let e) = TokenPattern.parse(text) else { return nil }
            return Diagnostic(.configInvalid, "\"exclude\" entry \"\(text)\" is not a token path pattern: \(e.message)",
                              at: SourceLocation(file: config.file ?? "tokenc.json", pointer: JSONPointer(["exclude", String(i)])))
        }
    }

    /// True when some token may be private (otherwise `emitted` returns every token as it is).
    package var isEmpty: Bool { patterns.isEmpty && (resolver?.sourceFormat ?? .dtcg) == .dtcg && (resolver?.referenceOnly.isEmpty ?? true) }

    /// `tokens` of `permutation` without the private ones.
    package func emitted(_ tokens: ResolvedTokens, permutation: Permutation) -> ResolvedTokens {
        guard !isEmpty else { return tokens }
        let hidden = hiddenSources(for: permutation)
        let kept = tokens.tokens.filter { t in
            if t.format == .tokensStudio, t.path.components.contains(where: { $0.hasPrefix("_") }) { return false }
            if patterns.contains(where: { $0.match(t.path) != nil }) { return false }
            if !hidden.isEmpty, hidden.contains(where: { t.origin.file == $0.file && t.origin.pointer.tokens.starts(with: $0.pointer.tokens) }) {
                return false
            }
            return true
        }
        return kept.count == tokens.tokens.count ? tokens : ResolvedTokens(kept)
    }

    /// Where the reference-only sources of `permutation` are: each file (as the build names it) and the pointer
    /// of the part read.
    private func hiddenSources(for permutation: Permutation) -> [Origin] {
        guard let resolver else { return [] }
        let base = PathText.directory(of: resolver.path)
        return resolver.referenceOnlySources(for: permutation).compactMap { source in
            guard case .file(let path, let pointer, _, _) = source else { return nil }
            return Origin(file: PathText.join(base, path), pointer: pointer)
        }
    }
}
