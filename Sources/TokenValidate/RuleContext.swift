/// What every rule may use: the permutations' path index, modifier roles, unit settings, and cached
/// pattern matches.
package struct RuleContext: Sendable {
    /// The permutations being validated (the numbers `PathIndex` slots use are positions in this array).
    package let permutations: [CompiledPermutation]
    /// Every path of every permutation.
    package let index: PathIndex
    /// Which modifiers are brand and theme.
    package let roles: ModifierRoles
    /// Pixels per rem, for converting `rem` dimensions.
    package let remBase: Double
    /// The permutations a rule that checks them apart looks at (`inForce`); nil: all of them.
    package var only: Set<Int>?

    /// A context over `permutations`, indexing their paths once (or taking `index`, made from permutations with
    /// the same paths).
    package init(permutations: [CompiledPermutation], roles: ModifierRoles = ModifierRoles(), remBase: Double = 16,
                 index: PathIndex? = nil) {
        self.permutations = permutations
        self.index = index ?? PathIndex(permutations)
        self.roles = roles
        self.remBase = remBase
    }

    /// The token at `node` in permutation `p`.
    package func token(_ node: PathIndex.Node, in p: Int) -> ResolvedToken? {
        index.slot(node, in: p).map { permutations[p].tokens.tokens[$0] }
    }

    /// The colour of the token at `node` in permutation `p`, when it is a colour (without copying the token).
    package func color(_ node: PathIndex.Node, in p: Int) -> ColorValue? {
        guard let s = index.slot(node, in: p), case .color(let c) = permutations[p].tokens.tokens[s].value else { return nil }
        return c
    }

    /// The label a finding in permutation `p` carries (nil when there are no modifiers).
    package func label(_ p: Int) -> String? {
        let l = permutations[p].label
        return l.isEmpty ? nil : l
    }

    /// Every token node matching any of `patterns`, each once, in pattern then tree order.
    package func nodes(matching patterns: [LocatedPattern]) -> [PathIndex.Node] {
        var seen = Set<PathIndex.Node>()
        var out: [PathIndex.Node] = []
        for p in patterns {
            for n in index.nodes(matching: p.pattern) where seen.insert(n).inserted { out.append(n) }
        }
        return out
    }

    /// A membership table (by node) of the tokens matching any of `patterns`.
    package func mask(_ patterns: [LocatedPattern]) -> NodeMask {
        var mask = NodeMask(count: index.nodeCount)
        for p in patterns { for n in index.nodes(matching: p.pattern) { mask.insert(n) } }
        return mask
    }

    /// The modifiers and contexts of permutation `p`, in modifier order (the one place rules read inputs).
    package func inputs(of p: Int) -> [(modifier: String, context: String)] {
        permutations[p].permutation.inputs.map { ($0.modifier, $0.context) }
    }

    /// A dimension in px (`rem` and the non-standard `em` × `remBase`), or nil for a viewport unit, which no
    /// size rule can judge.
    package func pixels(_ d: DimensionValue) -> Double? {
        d.absolutePixels(remBase: remBase)
    }

    /// `16px`, or `1.5rem (24px)`, `0.9em (14.4px)`.
    package func describe(_ d: DimensionValue) -> String {
        let written = d.text
        guard d.unit != .px, let px = pixels(d) else { return written }
        return "\(written) (\(NumberText.format(px))px)"
    }
}

/// Masks already computed for pattern lists, kept by a rule across permutations (most permutations share
/// their options, so each list is matched once per run).
package struct MaskCache {
    /// Masks by pattern list.
    private var masks: [[LocatedPattern]: NodeMask] = [:]

    /// An empty cache.
    package init() {}

    /// The mask of `patterns`, computed on first use.
    package mutating func mask(_ patterns: [LocatedPattern], _ context: RuleContext) -> NodeMask {
        if let m = masks[patterns] { return m }
        let m = context.mask(patterns)
        masks[patterns] = m
        return m
    }
}

/// A set of path-index nodes stored as a bit table.
public struct NodeMask: Sendable, Hashable {
    /// One bit per node.
    private var bits: [UInt64]

    /// An empty set for `count` nodes.
    public init(count: Int) { bits = [UInt64](repeating: 0, count: (count + 63) / 64) }

    /// Adds `node`.
    public mutating func insert(_ node: PathIndex.Node) {
        bits[Int(node) >> 6] |= 1 << UInt64(Int(node) & 63)
    }

    /// True when `node` is in the set.
    public func contains(_ node: PathIndex.Node) -> Bool {
        bits[Int(node) >> 6] & (1 << UInt64(Int(node) & 63)) != 0
    }
}
