/// A token or group's position in the tree: its names from the root, e.g. `color.button.primary`.
///
/// Paths are dictionary keys on every hot path (merging, resolving, indexing), so each path carries the hash of
/// its names, computed once; equality compares that hash before the names. The hash folds each name's own
/// (seeded) hash into the hash of the names before it, so a path made by appending a name to its group's path —
/// as the parser makes every path — hashes that one name, not all of them again.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The names, root first. Names never contain `.`, `{`, `}` or start with `$` (except `$root`).
    public let components: [String]
    private let hash: Int

    /// The path with the names `components`, root first.
    public init(_ components: [String]) {
        self.components = components
        var h = Self.rootHash
        for name in components { h = Self.fold(h, name) }
        self.hash = h
    }

    private init(_ components: [String], hash: Int) {
        self.components = components
        self.hash = hash
    }

    /// The hash of the root (no names).
    private static let rootHash = 0x2545_F491_4F6C_DD1D

    /// The hash of a path whose names before `name` hash to `h`: `name`'s hash mixed in (`WordHash.mix`; order
    /// matters: `a.b` and `b.a` hash apart).
    @inline(__always) private static func fold(_ h: Int, _ name: String) -> Int {
        WordHash.mix(UInt64(bitPattern: Int64(h ^ name.hashValue)))
    }

    /// Splits a dotted path (`a.b.c`). Empty segments are kept, so invalid paths stay visible.
    public init(dotted: String) {
        self.init(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// The root: the path with no names.
    public static let root = TokenPath([])

    /// The longest path accepted, in bytes of its dotted form (UTF-8). Every output writes a token's or group's
    /// path (as a name, a type name, a comment) a few times, so the length of paths is what multiplies the size
    /// of the input into the size of the output: bounded, each of the tokens and groups a file defines costs at
    /// most a few kilobytes of output. Real paths are a few dozen bytes.
    public static let maximumLength = 1024

    /// The length of the dotted form in bytes (UTF-8), without building it.
    public var byteLength: Int {
        var n = max(0, components.count - 1)
        for name in components { n += name.utf8.count }
        return n
    }

    /// The first bytes of the dotted form, with "…" when it is longer: how a message quotes a path that may be
    /// too long to print whole.
    public func abbreviated(to limit: Int = 80) -> String {
        let text = description
        guard text.utf8.count > limit else { return text }
        return String(text.unicodeScalars.prefix(limit)) + "…"
    }

    /// True when both have the same names.
    public static func == (a: TokenPath, b: TokenPath) -> Bool { a.hash == b.hash && a.components == b.components }
    /// Hashes the stored hash of the names.
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    /// What dictionaries and sets ask for: the stored hash (already mixed from the names' seeded hashes) mixed
    /// with the table's seed, without hashing it a second time. A lookup by path then costs a probe and a
    /// compare, not a SipHash round: paths are looked up on every hot path.
    public func _rawHashValue(seed: Int) -> Int { hash ^ seed }

    /// The dotted form, `a.b.c`.
    public var description: String {
        guard components.count > 1 else { return components.first ?? "" }
        return TextJoin.join(components, separator: 0x2E)
    }
    /// True for the root (no names).
    public var isRoot: Bool { components.isEmpty }
    /// The last name (`primary` in `color.button.primary`); empty for the root.
    public var name: String { components.last ?? "" }
    /// The path of the group this one is in; nil for the root.
    public var parent: TokenPath? { components.isEmpty ? nil : TokenPath(Array(components.dropLast())) }

    /// This path with `name` added at the end (hashing only `name`).
    public func appending(_ name: String) -> TokenPath {
        var names = components
        names.append(name)
        return TokenPath(names, hash: Self.fold(hash, name))
    }
    /// This path with the names of `path` added at the end.
    public func appending(_ path: TokenPath) -> TokenPath { TokenPath(components + path.components) }

    /// True when `self` is `other` or inside it.
    public func hasPrefix(_ other: TokenPath) -> Bool {
        components.count >= other.components.count && components.starts(with: other.components)
    }

    /// This path with `prefix` replaced by `replacement` (used by `$extends`).
    public func replacingPrefix(_ prefix: TokenPath, with replacement: TokenPath) -> TokenPath {
        TokenPath(replacement.components + components.dropFirst(prefix.components.count))
    }

    /// Orders paths name by name, a group before the paths inside it.
    public static func < (a: TokenPath, b: TokenPath) -> Bool {
        a.components.lexicographicallyPrecedes(b.components)
    }
}
