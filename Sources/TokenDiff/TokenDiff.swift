/// The result of comparing two permutations of one tree, or two versions of a tree across its permutations.
/// Pure data: renderers turn it into text, Markdown or JSON.
public struct TokenDiff: Sendable, Hashable {
    /// What was compared.
    public enum Mode: String, Sendable, Hashable {
        /// Two permutations of one tree (`--from brand=harbor --to brand=summit`).
        case permutations
        /// Two versions of a tree, permutation by permutation (`--base PATH`, `--base-ref REF`).
        case versions
    }

    /// What was compared.
    public var mode: Mode
    /// How the sides are named: permutation labels, or `HEAD~1` and `working tree`.
    public var from: String
    /// The new side's name.
    public var to: String
    /// For a permutation diff, the inputs of each side.
    public var fromPermutation: Permutation?
    /// The `to` side's inputs (permutation diffs).
    public var toPermutation: Permutation?
    /// For a version diff, the permutations both versions have, in order.
    public var permutations: [Permutation]
    /// For a version diff, permutations only the new (added) or old (removed) version has.
    public var addedPermutations: [Permutation]
    /// Permutations only the old version has.
    public var removedPermutations: [Permutation]
    /// Every change, sorted by path.
    public var changes: [TokenChange]
    /// For a permutation diff: how the sides differ by group, and the rule-relevant differences.
    public var summary: BrandSummary?

    /// A diff from its parts.
    public init(mode: Mode, from: String, to: String, fromPermutation: Permutation? = nil, toPermutation: Permutation? = nil,
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
    public var isEmpty: Bool { changes.isEmpty && addedPermutations.isEmpty && removedPermutations.isEmpty }

    /// The suggested version bump: the largest of the changes', major for a removed permutation, minor for an
    /// added one, none when nothing changed.
    public var bump: SemverBump {
        var b = changes.map(\.bump).max() ?? .none
        if !addedPermutations.isEmpty { b = max(b, .minor) }
        if !removedPermutations.isEmpty { b = .major }
        return b
    }

    /// True when something breaks the generated API.
    public var hasBreakingChanges: Bool { bump == .major }

    /// How many changes are breaking.
    public var breakingCount: Int { changes.filter(\.isBreaking).count + removedPermutations.count }

    /// How many changes include `kind`.
    public func count(_ kind: TokenChange.Kind) -> Int { changes.filter { $0.kinds.contains(kind) }.count }
}
