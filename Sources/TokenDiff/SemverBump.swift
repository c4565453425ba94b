/// A semantic-versioning suggestion: what a release containing some changes should bump.
public enum SemverBump: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Nothing changed.
    case none
    /// Values, references or descriptions changed; the generated API is the same.
    case patch
    /// Tokens or permutations were added, or tokens deprecated or un-deprecated.
    case minor
    /// Tokens or permutations were removed or renamed, or a token's type changed: the generated API breaks.
    case major

    /// Ordered none < patch < minor < major.
    public static func < (a: SemverBump, b: SemverBump) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
