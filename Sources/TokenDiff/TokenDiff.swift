/// The result of comparing two permutations of one tree, or two versions of a tree across its permutations.
/// Pure data: renderers turn it into text, Markdown or JSON.
package struct TokenDiff: Sendable, Hashable {
    /// What was compared.
    package enum Mode: String, Sendable, Hashable {
        /// Two permutations of one tree (`--from brand=harbor --to brand=summit`).
        case permutations
        /// Two versions of a tree, permutation by permutation (`--base PATH`, `--base-ref REF`).
        case versions
    }

    /// What was compared.
    package var mode: Mode
    /// How the sides are named: permutation labels, or `HEAD~1` and `working tree`.
    package var from: String
    /// The new side's name.
    package var to: String
    /// For a permutation diff, the inputs of each side.
    package var fromPermutation: Permutation?
    /// The `to` side's inputs (permutation diffs).
    package var toPermutation: Permutation?
    /// For a version diff, the permutations both versions have, in order.
    package var permutations: [Permutation]
    /// For a version diff, permutations only the new (added) or old (removed) version has.
    package var addedPermutations: [Permutation]
    /// Permutations only the old version has.
    package var removedPermutations: [Permutation]
    /// Every change, sorted by path.
    package var changes: [TokenChange]
    /// For a permutation diff: how the sides differ by group, and the rule-relevant differences.
    package var summary: BrandSummary?

    /// A diff from its parts.
    package init(mode: Mode, from: String, to: String, fromPermutation: Permutation? = nil, toPermutation: Permutation? = nil,
                permutations: [Permutation] = [], addedPermutations: [Permutation] = [], removedPermutations: [Permutation] = [],
                changes: [TokenChange], summary: BrandSummary? = nil) {
        self.mode = mode
        self.from = from
        self.to = to
        self.fromPermutation = fromPermutation
        self.toPermutation = toPermutation
        self.permutations = permutations
        self.addedPermutations = addedPermutations
        self.removedPermutations = removedPermutations
        self.changes = changes
        self.summary = summary
    }

    /// True when nothing differs.
    package var isEmpty: Bool { changes.isEmpty && addedPermutations.isEmpty && removedPermutations.isEmpty }

    /// The suggested version bump: the largest of the changes', major for a removed permutation, minor for an
    /// added one, none when nothing changed.
    package var bump: SemverBump {
        var b = changes.map(\.bump).max() ?? .none
        if !addedPermutations.isEmpty { b = max(b, .minor) }
        if !removedPermutations.isEmpty { b = .major }
        return b
    }

    /// True when something breaks the generated API.
    package var hasBreakingChanges: Bool { bump == .major }

    /// How many changes are breaking.
    package var breakingCount: Int { changes.filter(\.isBreaking).count + removedPermutations.count }

    /// How many changes include `kind`.
    package func count(_ kind: TokenChange.Kind) -> Int { changes.filter { $0.kinds.contains(kind) }.count }
}
