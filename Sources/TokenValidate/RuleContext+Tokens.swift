/// Helpers rules share for reading tokens: extension markers, alias notes, the tokens a rule checks.
extension RuleContext {
    /// The `com.tokenc` object of a token's `$extensions`, if any.
    package static func tokencExtension(_ token: ResolvedToken) -> JSONObject? {
        guard let ext = token.extensions, case .object(let o) = ext, case .object(let mine)? = o["com.tokenc"] else { return nil }
        return mine
    }

    /// A note pointing at the token that holds an alias's value (`value from size.touch-target.minimum`),
    /// nil when `token` is not an alias.
    package func aliasNote(_ token: ResolvedToken, in p: Int) -> DiagnosticNote? {
        guard let last = permutations[p].tokens.aliasChain(of: token.path).last, let target = permutations[p].tokens[last] else { return nil }
        return DiagnosticNote("the value comes from \(last)", at: target.origin.location(["$value"]))
    }

    /// A finding's notes: where an alias's value comes from (see `aliasNote`), then `more`.
    package func notes(for token: ResolvedToken, in p: Int, then more: [DiagnosticNote]) -> [DiagnosticNote] {
        guard let n = aliasNote(token, in: p) else { return more }
        return [n] + more
    }

    /// The tokens of permutation `p` whose nodes are in `selected` (or that `marked` accepts), minus `exempt`,
    /// in the permutation's order, with their nodes. An alias whose first hop is itself selected is left out:
    /// the finding is reported once, at the token that holds the value.
    package func selectedTokens(in p: Int, _ selected: NodeMask, exempt: NodeMask, marked: (ResolvedToken) -> Bool = { _ in false })
        -> [(node: PathIndex.Node, token: ResolvedToken)] {
        var picked: [(node: PathIndex.Node, token: ResolvedToken)] = []
        var chosen = Set<TokenPath>()
        let tokens = permutations[p].tokens.tokens
        let nodes = index.tokenNodes(in: p)
        for i in tokens.indices {
            let n = nodes[i]
            guard !exempt.contains(n), selected.contains(n) || (tokens[i].extensions != nil && marked(tokens[i])) else { continue }
            picked.append((n, tokens[i]))
            chosen.insert(tokens[i].path)
        }
        return picked.filter { entry in entry.token.aliasOf.map { !chosen.contains($0) } ?? true }
    }
}
