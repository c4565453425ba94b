/// Narrowing a model to the tokens one output carries (`OutputSelection`), where the output's tokens are chosen,
/// so every format sees only its own and needs no code for it.
extension EmitModel {
    /// The model with only the tokens `selection` keeps, in every brand and theme (the same model when it keeps
    /// all). A kept token that refers to a token left out (an alias, or a reference inside a composite) is
    /// detached: it keeps its resolved value and no longer names the other, so an output that writes references
    /// (`var(--…)`, `{…}`) writes the value instead of a reference to something it does not carry.
    package func selecting(_ selection: OutputSelection) -> EmitModel {
        guard !selection.keepsAll else { return self }
        var out = self
        for b in brands.indices {
            out.brands[b].themes = brands[b].themes.map { Self.select(from: $0) { selection.keeps($0.path, type: $0.type) } }
        }
        return out
    }

    /// The tokens of one permutation that `keep` keeps, those referring to a dropped one detached.
    package static func select(from tokens: ResolvedTokens, keeping keep: (ResolvedToken) -> Bool) -> ResolvedTokens {
        var kept: [ResolvedToken] = []
        kept.reserveCapacity(tokens.count)
        var keptPaths = Set<TokenPath>()
        for t in tokens.tokens where keep(t) {
            kept.append(t)
            keptPaths.insert(t.path)
        }
        for i in kept.indices {
            let t = kept[i]
            let dangling = t.aliasOf.map { !keptPaths.contains($0) } ?? false
                || t.partialAliases.values.contains { !keptPaths.contains($0) }
            guard dangling else { continue }
            kept[i].aliasOf = nil
            kept[i].partialAliases = [:]
            kept[i].rawValue = t.value.canonicalJSON
        }
        return ResolvedTokens(kept)
    }
}
