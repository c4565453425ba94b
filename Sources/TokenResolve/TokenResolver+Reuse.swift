/// One resolution, kept so the next resolution of the same permutation can take what did not change: the merged
/// tokens, what they resolved to, and what resolving them reported.
package struct ResolvedMerge: Sendable {
    package var merged: MergedTokens
    package var tokens: ResolvedTokens
    package var diagnostics: [Diagnostic]

    package init(merged: MergedTokens, tokens: ResolvedTokens, diagnostics: [Diagnostic]) {
        self.merged = merged
        self.tokens = tokens
        self.diagnostics = diagnostics
    }
}

extension TokenResolver {
    /// Resolves `merged` as `resolve(_:permutation:seed:errors:deprecatedForms:literals:)` does, taking from
    /// `previous` every token whose definition, and every definition its references lead to (followed to the
    /// end), are the ones `previous` resolved, with what resolving them reported. An edit then costs the tokens it
    /// reaches, not the tree. A change to any group (whose `$type` and `$deprecated` every token below inherits)
    /// resolves everything. `previous` must come from a resolution with the same permutation and settings.
    package static func resolve(_ merged: MergedTokens, reusing previous: ResolvedMerge?, permutation: String? = nil,
                               seed: [TokenPath: ResolvedToken] = [:], errors: Bool = true, deprecatedForms: Bool = true,
                               literals: PreparedLiterals = PreparedLiterals()) -> Result {
        guard let previous, let reuse = reusable(merged, from: previous) else {
            return resolve(merged, permutation: permutation, seed: seed, errors: errors, deprecatedForms: deprecatedForms,
                           literals: literals)
        }
        var result = resolve(merged, permutation: permutation, seed: seed, seededAt: reuse.seeds, errors: errors,
                             deprecatedForms: deprecatedForms, literals: literals)
        // What was reported about a token taken as it was is still true; the rest was reported again.
        let kept = previous.diagnostics.filter { !reuse.redone.contains($0.tokenPath!) }
        result.diagnostics = kept + result.diagnostics
        return result
    }

    /// The tokens of `merged` that `previous` resolved and an edit cannot have reached, by index; and the paths
    /// (as diagnostics name them) of the tokens of `previous` that are resolved again or gone. Nil when nothing
    /// can be taken.
    private static func reusable(_ merged: MergedTokens, from previous: ResolvedMerge)
        -> (seeds: [ResolvedToken?], redone: Set<String>)? {
        // Every diagnostic of a resolution names its token; one that does not could not be kept or dropped.
        guard previous.merged.groups == merged.groups, !previous.diagnostics.contains(where: { $0.tokenPath == nil }) else {
            return nil
        }
        let tokens = merged.tokens, old = previous.merged.tokens
        let n = tokens.count
        let aligned = old.count == n
        let allResolved = previous.tokens.count == old.count
        // Each token's index in the previous merge when its definition is the same one there; -1 otherwise.
        var before = [Int](repeating: -1, count: n)
        var redone = Set<String>()
        // Whether every token is where it was (the same definitions may come in another order).
        var inPlace = aligned
        for i in 0..<n {
            let t = tokens[i]
            if aligned, old[i].identity == t.identity {
                before[i] = i
            } else if let k = previous.merged.tokenIndex[t.path], old[k].identity == t.identity {
                before[i] = k
                inPlace = false
            } else {
                redone.insert(t.path.description)
            }
        }
        if !aligned || redone.count > 0 {
            // Tokens gone from the tree take their diagnostics with them.
            for t in old where merged.tokenIndex[t.path] == nil { redone.insert(t.path.description) }
        }
        if redone.isEmpty, allResolved, inPlace {
            // Nothing changed: every token is taken as it was.
            return (previous.tokens.tokens.map { Optional($0) }, [])
        }
        // A token is dirty when its definition changed, when it failed before, or when a reference of its leads
        // to a dirty token or to none. Depth first with an explicit stack; a token met again while its own walk
        // is open (a cycle) counts as dirty.
        enum Mark: UInt8 { case unknown, open, clean, dirty }
        var mark = [Mark](repeating: .unknown, count: n)
        var seeds = [ResolvedToken?](repeating: nil, count: n)
        func previouslyResolved(_ i: Int) -> ResolvedToken? {
            let k = before[i]
            guard k >= 0 else { return nil }
            if allResolved { return previous.tokens.tokens[k] }
            return previous.tokens[tokens[i].path]
        }
        // Where references lead, as the merge that made this merge's layout found them (see `ReferenceTargets`).
        let known = merged.order?.targets
        var stack: [(index: Int, next: Int)] = []
        for root in 0..<n where mark[root] == .unknown {
            stack.append((root, 0))
            mark[root] = .open
            while let top = stack.last {
                let i = top.index
                let t = tokens[i]
                if top.next == 0, before[i] < 0 {
                    mark[i] = .dirty
                    stack.removeLast()
                    continue
                }
                var next = top.next
                var descended = false
                var dirty = false
                let targets = known?.targets(of: i, t)
                while next < t.references.count {
                    let found = targets.map { Int($0[$0.startIndex + next]) } ?? t.targetIndex(of: t.references[next], in: merged.tokenIndex) ?? -1
                    next += 1
                    guard found >= 0 else { dirty = true; break }
                    let j = found
                    switch mark[j] {
                    case .unknown:
                        // Back here once `j` is marked, to read its mark.
                        stack[stack.count - 1].next = next - 1
                        mark[j] = .open
                        stack.append((j, 0))
                        descended = true
                    case .open, .dirty: dirty = true
                    case .clean: break
                    }
                    if descended || dirty { break }
                }
                if descended { continue }
                stack.removeLast()
                if !dirty, let r = previouslyResolved(i) {
                    mark[i] = .clean
                    seeds[i] = r
                } else {
                    mark[i] = .dirty
                }
            }
        }
        for i in 0..<n where mark[i] == .dirty && before[i] >= 0 { redone.insert(tokens[i].path.description) }
        return (seeds, redone)
    }
}
