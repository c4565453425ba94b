/// A token or group's position in the tree: its names from the root, e.g. `color.button.primary`.
///
/// Paths are dictionary keys on every hot path (merging, resolving, indexing), so each path carries the hash of
/// its names, computed once with the standard (seeded) hasher; equality compares that hash before the names.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The names, root first. Names never contain `.`, `{`, `}` or start with `$` (except `$root`).
    public let components: [String]
    private let hash: Int

    public init(_ components: [String]) {
        self.components = components
        var h = Hasher()
        for name in components { h.combine(name) }
        self.hash = h.finalize()
    }

    /// Splits a dotted path (`a.b.c`). Empty segments are kept, so invalid paths stay visible.
    public init(dotted: String) {
        self.init(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    public static let root = TokenPath([])

    public static func == (a: TokenPath, b: TokenPath) -> Bool { a.hash == b.hash && a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    /// What dictionaries and sets ask for: the stored hash (already a full, seeded SipHash of the names) mixed
    /// with the table's seed, without hashing it a second time. A lookup by path then costs a probe and a
    /// compare, not a SipHash round (which was ~4 % of a whole build's instructions).
    public func _rawHashValue(seed: Int) -> Int { hash ^ seed }

    /// The dotted form, `a.b.c`.
    public var description: String {
        guard components.count > 1 else { return components.first ?? "" }
        return TextJoin.join(components, separator: 0x2E)
    }
    public var isRoot: Bool { components.isEmpty }
    public var name: String { components.last ?? "" }
    public var parent: TokenPath? { components.isEmpty ? nil : TokenPath(Array(components.dropLast())) }

    public func appending(_ name: String) -> TokenPath {
        var names = components
        names.append(name)
        return TokenPath(names)
    }
    public func appending(_ path: TokenPath) -> TokenPath { TokenPath(components + path.components) }

    /// True when `self` is `other` or inside it.
    public func hasPrefix(_ other: TokenPath) -> Bool {
        components.count >= other.components.count && components.starts(with: other.components)
    }

    /// This path with `prefix` replaced by `replacement` (used by `$extends`).
    public func replacingPrefix(_ prefix: TokenPath, with replacement: TokenPath) -> TokenPath {
        TokenPath(replacement.components + components.dropFirst(prefix.components.count))
    }

    public static func < (a: TokenPath, b: TokenPath) -> Bool {
        a.components.lexicographicallyPrecedes(b.components)
    }
}
