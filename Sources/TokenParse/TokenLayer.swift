/// The tokens and groups of one source (a file, a part of one, or inline tokens in a resolver document),
/// flattened to paths, in the author's order. Parsed once, merged into as many permutations as use it.
package struct TokenLayer: Sendable, Hashable {
    /// Where the tokens came from, for messages.
    package var name: String
    package var tokens: [TokenDefinition]
    package var groups: [GroupDefinition]
    /// Problems found while reading the layer (structure, names, `$type`).
    package var diagnostics: [Diagnostic]

    package init(name: String, tokens: [TokenDefinition] = [], groups: [GroupDefinition] = [], diagnostics: [Diagnostic] = []) {
        self.name = name
        self.tokens = tokens
        self.groups = groups
        self.diagnostics = diagnostics
    }
}

extension TokenLayer {
    /// A hash of the layer's shape: its token paths and group paths, in order (see `MergeLayout`). Layers of one
    /// shape have one fingerprint; layers with one fingerprint are compared with `sameShape(as:)` before a merge
    /// layout is shared between them.
    package var shapeFingerprint: Int {
        var hasher = Hasher()
        hasher.combine(tokens.count)
        for t in tokens { hasher.combine(t.path) }
        hasher.combine(groups.count)
        for g in groups { hasher.combine(g.path) }
        return hasher.finalize()
    }

    /// This layer with each definition that equals `earlier`'s at its path replaced by that one (its box): in a
    /// file read again, what did not change is then told from what did by identity (see
    /// `TokenResolver.resolve(_:reusing:)`).
    package func keepingDefinitions(of earlier: TokenLayer) -> TokenLayer {
        var out = self
        let aligned = earlier.tokens.count == tokens.count
        var index: [TokenPath: Int]?
        for i in tokens.indices {
            let t = tokens[i]
            var j: Int? = aligned && earlier.tokens[i].path == t.path ? i : nil
            if j == nil {
                if index == nil {
                    index = Dictionary(earlier.tokens.indices.map { (earlier.tokens[$0].path, $0) }, uniquingKeysWith: { a, _ in a })
                }
                j = index?[t.path]
            }
            if let j, earlier.tokens[j] == t { out.tokens[i] = earlier.tokens[j] }
        }
        return out
    }

    /// True when both layers have the same token paths and the same group paths, in the same order: merged with
    /// the same other layers, they give the same `MergeLayout`.
    package func sameShape(as other: TokenLayer) -> Bool {
        guard tokens.count == other.tokens.count, groups.count == other.groups.count else { return false }
        for i in tokens.indices where tokens[i].path != other.tokens[i].path { return false }
        for i in groups.indices where groups[i].path != other.groups[i].path { return false }
        return true
    }
}
