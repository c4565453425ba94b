/// Compares resolved tokens. Pure: two sets of `ResolvedTokens` (with their permutations) and options in, a
/// `TokenDiff` out.
package enum TokenDiffer {
    /// Compares two permutations of one tree (two brands, two themes, …).
    package static func compare(permutation from: DiffSide, with to: DiffSide, options: DiffOptions = DiffOptions()) -> TokenDiff {
        TokenDiff(mode: .permutations, from: name(from.permutation), to: name(to.permutation),
                  fromPermutation: from.permutation, toPermutation: to.permutation,
                  changes: changes(from: from, to: to, options: options),
                  summary: BrandSummary.compare(from.tokens, to.tokens, options: options))
    }

    /// `brand=harbor, theme=light`, or `default` without modifiers.
    package static func name(_ p: Permutation) -> String { p.label.isEmpty ? "default" : p.label }

    /// Every change from `old` to `new`, sorted by path.
    package static func changes(from old: DiffSide, to new: DiffSide, options: DiffOptions = DiffOptions()) -> [TokenChange] {
        let snap = { (t: ResolvedToken) in TokenSnapshot(t, idExtension: options.idExtension) }
        var out: [TokenChange] = []
        var removed: [TokenSnapshot] = []
        var added: [TokenSnapshot] = []
        var changedColours: [TokenPath] = []
        for t in old.tokens.tokens {
            guard let n = new.tokens[t.path] else { removed.append(snap(t)); continue }
            if let c = change(from: snap(t), to: snap(n), options: options) {
                if c.kinds.contains(.valueChanged), c.new?.type == .color { changedColours.append(c.path) }
                out.append(c)
            }
        }
        for t in new.tokens.tokens where old.tokens[t.path] == nil { added.append(snap(t)) }

        let renames = matchRenames(removed: removed, added: added, mode: options.renames)
        let renamedOld = Set(renames.map(\.old.path)), renamedNew = Set(renames.map(\.new.path))
        for r in renames {
            if let c = change(from: r.old, to: r.new, options: options, evidence: r.evidence) { out.append(c) }
        }
        for s in removed where !renamedOld.contains(s.path) {
            out.append(TokenChange(path: s.path, kinds: [.removed], old: s, new: nil))
        }
        for s in added where !renamedNew.contains(s.path) {
            out.append(TokenChange(path: s.path, kinds: [.added], old: nil, new: s))
        }

        if !changedColours.isEmpty {
            let verdicts = contrastChanges(old, new, options: options, changed: Set(changedColours))
            for i in out.indices { out[i].contrast = verdicts[out[i].path] ?? [] }
        }
        return out.sorted(by: TokenChange.precedes)
    }

    /// The change between two snapshots of one token (paths may differ for a rename), or nil when nothing changed.
    package static func change(from o: TokenSnapshot, to n: TokenSnapshot, options: DiffOptions, evidence: TokenChange.RenameEvidence? = nil) -> TokenChange? {
        var kinds: [TokenChange.Kind] = []
        if o.path != n.path { kinds.append(.renamed) }
        if o.type != n.type { kinds.append(.typeChanged) } else if o.value != n.value { kinds.append(.valueChanged) }
        if o.reference != n.reference { kinds.append(.referenceChanged) }
        if o.description != n.description { kinds.append(.descriptionChanged) }
        switch (o.deprecation, n.deprecation) {
        case (nil, _?): kinds.append(.deprecated)
        case (_?, nil): kinds.append(.undeprecated)
        case (let a?, let b?) where a != b: kinds.append(.deprecationChanged)
        default: break
        }
        guard !kinds.isEmpty else { return nil }
        let delta = kinds.contains(.valueChanged) ? ValueDelta.between(o.value, n.value, remBase: options.remBase) : nil
        return TokenChange(path: n.path, oldPath: o.path == n.path ? nil : o.path, kinds: kinds, old: o, new: n,
                           delta: delta, renameEvidence: o.path == n.path ? nil : evidence)
    }

    /// A removed token paired with an added one.
    package struct Rename {
        package var old: TokenSnapshot
        package var new: TokenSnapshot
        package var evidence: TokenChange.RenameEvidence
    }

    /// Pairs removed and added tokens: first by `$extensions` id (unique on both sides), then — when `mode`
    /// allows — by type and value where exactly one removed and one added token share them.
    static func matchRenames(removed: [TokenSnapshot], added: [TokenSnapshot], mode: DiffOptions.RenameDetection) -> [Rename] {
        guard mode != .off, !removed.isEmpty, !added.isEmpty else { return [] }
        var out: [Rename] = []
        let oldByID = Dictionary(grouping: removed.filter { $0.id != nil }, by: { $0.id! })
        let newByID = Dictionary(grouping: added.filter { $0.id != nil }, by: { $0.id! })
        var taken = Set<TokenPath>()
        for s in removed {
            guard let id = s.id, oldByID[id]?.count == 1, let candidates = newByID[id], candidates.count == 1 else { continue }
            out.append(Rename(old: s, new: candidates[0], evidence: .extensionID))
            taken.insert(s.path)
            taken.insert(candidates[0].path)
        }
        guard mode == .extensionIDOrValue else { return out }
        struct Key: Hashable { var type: TokenType; var value: TokenValue }
        let rest = removed.filter { !taken.contains($0.path) }
        let fresh = added.filter { !taken.contains($0.path) }
        let oldByValue = Dictionary(grouping: rest, by: { Key(type: $0.type, value: $0.value) })
        let newByValue = Dictionary(grouping: fresh, by: { Key(type: $0.type, value: $0.value) })
        for s in rest {
            let key = Key(type: s.type, value: s.value)
            guard oldByValue[key]?.count == 1, let candidates = newByValue[key], candidates.count == 1 else { continue }
            out.append(Rename(old: s, new: candidates[0], evidence: .sameValue))
        }
        return out
    }
}
