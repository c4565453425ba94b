/// A rule's options: decoded strictly from its object in `validation` (and again from each override that
/// applies to a permutation, on top of the base options).
public protocol RuleOptions: Sendable, Hashable {
    /// The defaults.
    init()
    /// Reads the keys this rule knows from `r`, replacing the fields they set. Problems go to `r` (for a key)
    /// or to `more` (for an element inside one).
    mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic])
    /// The patterns the user wrote, each checked to match at least one token.
    var userPatterns: [LocatedPattern] { get }
}

/// The options of a rule that has none.
public struct NoOptions: RuleOptions {
    public init() {}
    public mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {}
    public var userPatterns: [LocatedPattern] { [] }
}
