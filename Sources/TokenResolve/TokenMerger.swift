/// The tokens and groups of one permutation after its layers are merged (later layers win), before
/// references are resolved.
public struct MergedTokens: Sendable {
    /// Tokens in first-definition order (an override keeps the position of what it overrides).
    public var tokens: [TokenDefinition]
    /// Index of each token path in `tokens`.
    public var tokenIndex: [TokenPath: Int]
    /// Groups by path; a later layer's properties win one by one.
    public var groups: [TokenPath: GroupDefinition]
    /// For each overridden token, the definitions it replaced, earliest first (for `explain`).
    public var overridden: [TokenPath: [Origin]]
    /// Problems found by merging and by `$extends`.
    public var diagnostics: [Diagnostic]
    /// Shared by every merge of one `MergeLayout` that `$extends` added no token to (the same paths in the same
    /// order); nil otherwise.
    package var order: MergeOrder? = nil

    /// The merged token at `path`.
    public subscript(path: TokenPath) -> TokenDefinition? {
        tokenIndex[path].map { tokens[$0] }
    }
}

/// Where the tokens of a merge come from, which depends only on the layers' shapes (their token and group paths, in
/// order), not on what the definitions say: layers of one modifier's contexts (a brand's palette file and another
/// brand's) mostly have one shape, so every permutation but the first can take the merge's layout as it is
/// instead of hashing every token path again and building an index of its own.
package struct MergeLayout: Sendable {
    /// For each merged token, in order: the layer (its position in the merge) and the index in it of the
    /// winning definition.
    fileprivate var winners: [(layer: Int32, index: Int32)] = []
    /// Index of each token path in the merged tokens (shared by every merge that takes the layout).
    fileprivate var tokenIndex: [TokenPath: Int] = [:]
    /// Every override, in order: the token's path and the layer and index of the definition it replaced.
    fileprivate var replaced: [(path: TokenPath, layer: Int32, index: Int32)] = []
    /// True when some path is a token in one layer and has children in another (`checkTokensWithChildren`
    /// finds the same paths in any merge of this shape, and reports them with this merge's origins).
    fileprivate var tokensWithChildren = false
    /// What the merges taking the layout share (see `MergeOrder`).
    fileprivate var order = MergeOrder(targets: nil)
}

/// What the merges of one layout share when `$extends` added no token to them: their paths' order, which their
/// resolved tokens carry on when every token resolves (see `ResolvedTokens.hasSamePaths(as:)`), and where the
/// references of the merge that made the layout lead.
package final class MergeOrder: Sendable {
    /// The identity of the paths' order.
    package let paths = PathOrder()
    /// The reference targets of the merge that made the layout, when it was asked for them (see `ReferenceTargets`).
    package let targets: ReferenceTargets?

    init(targets: ReferenceTargets?) { self.targets = targets }
}

/// Where the references of a merge's tokens lead: for token `i`, the index in the merge of each reference's target
/// (-1: none), `targets[start[i] ..< start[i + 1]]` in the order of its `references`. A merge with the same paths
/// in the same order finds the same indexes for every definition it shares with this one, without looking its
/// references up (`TokenResolver`'s first pass; most definitions are the shared sets', the same in every
/// permutation).
package struct ReferenceTargets: Sendable {
    package let definitions: [TokenDefinition]
    package let start: [Int32]
    package let targets: [Int32]
    /// The other way: the tokens whose references lead to token `j` are
    /// `dependents[dependentStart[j] ..< dependentStart[j + 1]]`.
    package let dependentStart: [Int32]
    package let dependents: [Int32]

    init(_ definitions: [TokenDefinition], index: [TokenPath: Int]) {
        var start: [Int32] = [0]
        var targets: [Int32] = []
        start.reserveCapacity(definitions.count + 1)
        for t in definitions {
            for ref in t.references { targets.append(t.targetIndex(of: ref, in: index).map(Int32.init) ?? -1) }
            start.append(Int32(targets.count))
        }
        self.definitions = definitions
        self.start = start
        self.targets = targets
        // Counted, then filled: a compressed table of who references whom.
        var count = [Int32](repeating: 0, count: definitions.count + 1)
        for j in targets where j >= 0 { count[Int(j) + 1] += 1 }
        for j in 0..<definitions.count { count[j + 1] += count[j] }
        var fill = count
        var dependents = [Int32](repeating: 0, count: Int(count[definitions.count]))
        for i in 0..<definitions.count {
            for k in Int(start[i])..<Int(start[i + 1]) where targets[k] >= 0 {
                let j = Int(targets[k])
                dependents[Int(fill[j])] = Int32(i)
                fill[j] += 1
            }
        }
        dependentStart = count
        self.dependents = dependents
    }

    /// Token `i`'s targets, when its definition is the one these were found for.
    package func targets(of i: Int, _ definition: TokenDefinition) -> ArraySlice<Int32>? {
        guard i < definitions.count, definitions[i].isIdentical(to: definition) else { return nil }
        return targets[Int(start[i]) ..< Int(start[i + 1])]
    }
}

extension TokenDefinition {
    /// The index in `index` of the token `ref` names. In a Tokens Studio token a group's `$root` token also
    /// answers to the group's name (`{primary}`): there it is a token with children (`TokensStudioTree`).
    func targetIndex(of ref: Reference, in index: [TokenPath: Int]) -> Int? {
        if let i = index[ref.target] { return i }
        guard format == .tokensStudio else { return nil }
        return index[ref.target.appending("$root")]
    }
}

/// Merges layers into one tree, then applies `$extends`.
package enum TokenMerger {
    /// Merges `layers` in order (later wins, token by token; group properties one by one).
    package static func merge(_ layers: [TokenLayer]) -> MergedTokens {
        merge(layers, reusing: nil).merged
    }

    /// Merges `layers` as `merge(_:)` does, taking where each token comes from from `known` when given: the
    /// layout of a merge of layers with the same paths in the same order (the caller's to check: see
    /// `TokenLayer.sameShape(as:)`). Returns the merge's layout too (before `$extends`, which is applied to
    /// each merge on its own). `findingTargets`: a new layout also records where every reference leads
    /// (`ReferenceTargets`), for the merges that will take it.
    package static func merge(_ layers: [TokenLayer], reusing known: MergeLayout?,
                      findingTargets: Bool = false) -> (merged: MergedTokens, layout: MergeLayout) {
        var tokens: [TokenDefinition] = []
        var groups: [TokenPath: GroupDefinition] = [:]
        var overridden: [TokenPath: [Origin]] = [:]
        groups.reserveCapacity(layers.reduce(0) { $0 + $1.groups.count })
        for layer in layers {
            // By index: a group is read in place, and copied (a retain of each of its fields) only when kept.
            for gi in layer.groups.indices {
                if let at = groups.index(forKey: layer.groups[gi].path) {
                    // A group seen before that sets none of its properties here (most are: every file that adds
                    // tokens to a group restates it) changes nothing, and is not copied.
                    if !layer.groups[gi].setsAProperty { continue }
                    let g = layer.groups[gi]
                    var existing = groups.values[at]
                    if g.type != nil || g.isPoisoned { existing.type = g.type; existing.isPoisoned = g.isPoisoned }
                    if let d = g.description { existing.description = d }
                    if let d = g.deprecated { existing.deprecated = d }
                    if let e = g.extensions { existing.extensions = e }
                    // The reference and its form (`$ref`, which may name a token, or `$extends`) come together.
                    if let e = g.extends { existing.extends = e; existing.extendsViaRef = g.extendsViaRef; existing.origin = g.origin }
                    groups.values[at] = existing
                } else {
                    groups[layer.groups[gi].path] = layer.groups[gi]
                }
            }
        }
        var layout: MergeLayout
        if let known {
            layout = known
            tokens.reserveCapacity(layout.winners.count)
            for w in layout.winners { tokens.append(layers[Int(w.layer)].tokens[Int(w.index)]) }
            for r in layout.replaced { overridden[r.path, default: []].append(layers[Int(r.layer)].tokens[Int(r.index)].origin) }
        } else {
            layout = MergeLayout()
            var index: [TokenPath: Int] = [:]
            let total = layers.reduce(0) { $0 + $1.tokens.count }
            tokens.reserveCapacity(total)
            index.reserveCapacity(total)
            layout.winners.reserveCapacity(total)
            for (l, layer) in layers.enumerated() {
                for (k, t) in layer.tokens.enumerated() {
                    if let i = index[t.path] {
                        let w = layout.winners[i]
                        layout.replaced.append((t.path, w.layer, w.index))
                        overridden[t.path, default: []].append(tokens[i].origin)
                        tokens[i] = t
                        layout.winners[i] = (Int32(l), Int32(k))
                    } else {
                        index[t.path] = tokens.count
                        tokens.append(t)
                        layout.winners.append((Int32(l), Int32(k)))
                    }
                }
            }
            layout.tokenIndex = index
            if findingTargets { layout.order = MergeOrder(targets: ReferenceTargets(tokens, index: index)) }
        }
        var merged = MergedTokens(tokens: tokens, tokenIndex: layout.tokenIndex, groups: groups, overridden: overridden, diagnostics: [])
        if known == nil || layout.tokensWithChildren {
            checkTokensWithChildren(&merged)
            layout.tokensWithChildren = !merged.diagnostics.isEmpty
        }
        ExtendsResolver.apply(&merged)
        // `$extends` only appends tokens: when it added none, the paths are the layout's.
        if merged.tokens.count == layout.winners.count { merged.order = layout.order }
        return (merged, layout)
    }

    /// What `merge(layers, reusing: known)` gives, made from `earlier`, a merge in that layout of layers with these
    /// groups that differ only in the layers `changed` says (by position): only the tokens those layers win are
    /// taken again. Nil when `earlier` is not a merge in that layout (or the layout has tokens with children,
    /// whose findings name the merge's definitions).
    package static func merge(_ layers: [TokenLayer], reusing known: MergeLayout, patching earlier: MergedTokens,
                              changed: [Bool]) -> MergedTokens? {
        guard earlier.order === known.order, earlier.tokens.count == known.winners.count, !known.tokensWithChildren,
              changed.count == layers.count else { return nil }
        var merged = earlier
        for (i, w) in known.winners.enumerated() where changed[Int(w.layer)] {
            merged.tokens[i] = layers[Int(w.layer)].tokens[Int(w.index)]
        }
        if known.replaced.contains(where: { changed[Int($0.layer)] }) {
            var overridden: [TokenPath: [Origin]] = [:]
            for r in known.replaced { overridden[r.path, default: []].append(layers[Int(r.layer)].tokens[Int(r.index)].origin) }
            merged.overridden = overridden
        }
        return merged
    }

    /// A path that is a token in one layer and a group in another is an error (a token cannot have children).
    /// Every group object is recorded by the parser, so checking each token's parent and each group's own path
    /// finds every case.
    private static func checkTokensWithChildren(_ merged: inout MergedTokens) {
        var reported = Set<TokenPath>()
        // Siblings are mostly next to each other: a parent just checked is not looked up again.
        var checked: TokenPath?
        for t in merged.tokens {
            guard let p = t.parentPath, !p.isRoot, p != checked else { continue }
            checked = p
            guard let i = merged.tokenIndex[p], reported.insert(p).inserted else { continue }
            let owner = merged.tokens[i]
            merged.diagnostics.append(Diagnostic(
                .tokenWithChildren, "token \"\(p)\" also has children (\"\(t.path)\" is defined inside it); a token cannot contain tokens or groups",
                at: owner.origin.location(), token: p.description,
                notes: [DiagnosticNote("child \"\(t.path)\" defined here", at: t.origin.location())]))
        }
        for (path, g) in merged.groups where !path.isRoot {
            if let i = merged.tokenIndex[path], reported.insert(path).inserted {
                merged.diagnostics.append(Diagnostic(
                    .tokenWithChildren, "\"\(path)\" is a token in one source and a group in another",
                    at: merged.tokens[i].origin.location(), token: path.description,
                    notes: [DiagnosticNote("group defined here", at: g.origin.location())]))
            }
        }
    }
}
