/// A rule's options: decoded strictly from its object in `validation` (and again from each override that
/// applies to a permutation, on top of the base options).
package protocol RuleOptions: Sendable, Hashable {
    /// The defaults.
    init()
    /// Reads the keys this rule knows from `r`, replacing the fields they set. Problems go to `r` (for a key)
    /// or to `more` (for an element inside one).
    mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic])
    /// The patterns the user wrote, each checked to match at least one token.
    var userPatterns: [LocatedPattern] { get }
}

/// The options of a rule that has none.
package struct NoOptions: RuleOptions {
    /// The defaults.
    package init() {}
    /// Reads the options this rule knows from its config object, replacing the fields they set.
    package mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {}
    /// The patterns written in the config, each checked to match some token.
    package var userPatterns: [LocatedPattern] { [] }
}

/// The options of a rule that holds the dimension tokens it selects to a minimum (`min-size`, `min-font-size`):
/// `minimum` (px), `tokens` and `exempt`. Conforming types give the fields and their defaults.
package protocol MinimumOptions: RuleOptions {
    /// The smallest allowed value, in px.
    var minimum: Double { get set }
    /// The tokens checked.
    var tokens: [LocatedPattern] { get set }
    /// Tokens never checked.
    var exempt: [LocatedPattern] { get set }
}

extension MinimumOptions {
    /// Reads `minimum`, `tokens` and `exempt`, replacing the fields they set.
    package mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {
        if let m = r.positiveNumber("minimum") { minimum = m }
        if let t = r.patterns("tokens", &more) { tokens = t }
        if let e = r.patterns("exempt", &more) { exempt = e }
    }

    /// The patterns written in the config (not the built-in `tokens`), each checked to match some token.
    package var userPatterns: [LocatedPattern] { tokens.filter { $0.location != nil } + exempt }
}
