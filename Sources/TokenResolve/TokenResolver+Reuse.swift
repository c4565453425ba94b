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
    /// `sameGroups`: the caller knows every group is the one `previous` merged (they are compared otherwise).
    package static func resolve(_ merged: MergedTokens, reusing previous: ResolvedMerge?, sameGroups: Bool = false,
                               permutation: String? = nil, seed: [TokenPath: ResolvedToken] = [:], errors: Bool = true,
                               deprecatedForms: Bool = true, literals: PreparedLiterals = PreparedLiterals()) -> Result {
        guard let previous, sameGroups || previous.merged.groups == merged.groups, let seeds = reusable(merged, from: previous),
              let kept = keptDiagnostics(previous.diagnostics, seeds: seeds, merged: merged) else {
            return resolve(merged, permutation: permutation, seed: seed, errors: errors, deprecatedForms: deprecatedForms,
                           literals: literals)
        }
        var result = resolve(merged, permutation: permutation, seed: seed, seededAt: seeds, errors: errors,
                             deprecatedForms: deprecatedForms, literals: literals)
        // What was reported about a token taken as it was is still true; the rest was reported again.
        result.diagnostics = kept + result.diagnostics
        return result
    }

    /// The diagnostics of `diagnostics` about tokens taken as they were (seeded); nil when one names a token that
    /// cannot be told apart (no token, or a path its dotted text does not give back).
    private static func keptDiagnostics(_ diagnostics: [Diagnostic], seeds: [ResolvedToken?], merged: MergedTokens) -> [Diagnostic]? {
        var seeded: [String: Bool] = [:]
        var kept: [Diagnostic] = []
        for d in diagnostics {
            guard let name = d.tokenPath else { return nil }
            if let known = seeded[name] {
                if known { kept.append(d) }
                continue
            }
            let path = TokenPath(dotted: name)
            let taken: Bool
            if let i = merged.tokenIndex[path] {
                guard merged.tokens[i].path.description == name else { return nil }
                taken = seeds[i] != nil
            } else {
                taken = false  // gone from the tree
            }
            seeded[name] = taken
            if taken { kept.append(d) }
        }
        return kept
    }

    /// The tokens of `merged` that `previous` resolved and an edit cannot have reached, by index. Nil when nothing
    /// can be taken.
    private static func reusable(_ merged: MergedTokens, from previous: ResolvedMerge) -> [ResolvedToken?]? {
        if let order = merged.order, let known = order.targets, previous.merged.order === order {
            return reusable(merged, from: previous, sharing: known)
        }
        let tokens = merged.tokens, old = previous.merged.tokens
        let n = tokens.count
        let aligned = old.count == n
        let allResolved = previous.tokens.count == old.count
        // Each token's index in the previous merge when its definition is the same one there; -1 otherwise.
        var before = [Int](repeating: -1, count: n)
        var changed = false
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
                changed = true
            }
        }
        if !changed, allResolved, inPlace {
            // Nothing changed: every token is taken as it was.
            return previous.tokens.tokens.map { Optional($0) }
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
        return seeds
    }

    /// `reusable` for a merge with the layout `previous` had (the same paths at the same indexes), whose first
    /// merge recorded who references whom (`known`): the dirty tokens are found from the changed ones, following
    /// the table the other way, instead of by walking every token's references.
    private static func reusable(_ merged: MergedTokens, from previous: ResolvedMerge, sharing known: ReferenceTargets) -> [ResolvedToken?] {
        let tokens = merged.tokens, old = previous.merged.tokens
        let n = tokens.count
        var dirty = [Bool](repeating: false, count: n)
        var queue: [Int] = []
        // Who references whom, for the definitions that are not the ones the table was made from.
        var extra: [Int: [Int]] = [:]
        for i in 0..<n {
            let t = tokens[i]
            if old[i].identity != t.identity {
                dirty[i] = true
                queue.append(i)
            }
            if !known.definitions[i].isIdentical(to: t) {
                for ref in t.references {
                    if let j = t.targetIndex(of: ref, in: merged.tokenIndex) { extra[j, default: []].append(i) }
                }
            }
        }
        while let j = queue.popLast() {
            for k in Int(known.dependentStart[j])..<Int(known.dependentStart[j + 1]) {
                let i = Int(known.dependents[k])
                if !dirty[i] { dirty[i] = true; queue.append(i) }
            }
            for i in extra[j] ?? [] where !dirty[i] {
                dirty[i] = true
                queue.append(i)
            }
        }
        let allResolved = previous.tokens.count == n
        var seeds = [ResolvedToken?](repeating: nil, count: n)
        for i in 0..<n where !dirty[i] {
            seeds[i] = allResolved ? previous.tokens.tokens[i] : previous.tokens[tokens[i].path]
        }
        return seeds
    }
}
