/// A token or group's position in the tree: its names from the root, e.g. `color.button.primary`.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The names, root first. Names never contain `.`, `{`, `}` or start with `$`.
    public var components: [String]

    public init(_ components: [String]) { self.components = components }

    /// Splits a dotted path (`a.b.c`). Empty segments are kept, so invalid paths stay visible.
    public init(dotted: String) {
        self.components = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    public static let root = TokenPath([])

    /// The dotted form, `a.b.c`.
    public var description: String { components.joined(separator: ".") }
    public var isRoot: Bool { components.isEmpty }
    public var name: String { components.last ?? "" }
    public var parent: TokenPath? { components.isEmpty ? nil : TokenPath(Array(components.dropLast())) }

    public func appending(_ name: String) -> TokenPath { TokenPath(components + [name]) }
    public func appending(_ path: TokenPath) -> TokenPath { TokenPath(components + path.components) }

    /// True when `self` is `other` or inside it.
    public func hasPrefix(_ other: TokenPath) -> Bool {
        components.count >= other.components.count && Array(components.prefix(other.components.count)) == other.components
    }

    /// This path with `prefix` replaced by `replacement` (used by `$extends`).
    public func replacingPrefix(_ prefix: TokenPath, with replacement: TokenPath) -> TokenPath {
        TokenPath(replacement.components + components.dropFirst(prefix.components.count))
    }

    public static func < (a: TokenPath, b: TokenPath) -> Bool {
        a.components.lexicographicallyPrecedes(b.components)
    }
}
