/// Options of the `contrast` rule.
package struct ContrastOptions: RuleOptions {
    /// The level pairs must reach unless they set their own.
    package var level: ContrastLevel = .aa
    /// The method that judges pairs unless they set their own: WCAG 2 by default.
    package var algorithm: ContrastAlgorithm = .wcag2
    /// Pairs where either token matches one of these are measured but not judged (WCAG exempts inactive
    /// components). Default: any path with a segment containing `disabled`.
    package var exempt: [LocatedPattern] = [LocatedPattern(builtIn: "**.*disabled*.**")]
    /// Surfaces translucent backgrounds are composited over; default: white, or black in dark themes.
    package var over: [LocatedPattern] = []
    /// Declared pairs.
    package var pairs: [ContrastPair] = []

    /// The defaults.
    package init() {}

    /// Reads the options this rule knows from its config object, replacing the fields they set.
    package mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {
        if let l = r.choice("level", ContrastLevel.allCases.map(\.rawValue)) { level = ContrastLevel(rawValue: l)! }
        if let a = r.choice("algorithm", ContrastAlgorithm.allCases.map(\.rawValue)) { algorithm = ContrastAlgorithm(rawValue: a)! }
        if let e = r.patterns("exempt", &more) { exempt = e }
        if let o = r.patterns("over", &more) { over = o }
        let example = #"{"foreground": "color.text.*", "background": "color.surface.*", "kind": "text"}"#
        if let p = r.objects("pairs", members: #""foreground", "background", "kind""#, example: example, &more, { ContrastPair.read(&$0, &$1) }) {
            pairs = p
        }
    }

    /// The patterns written in the config, each checked to match some token.
    package var userPatterns: [LocatedPattern] {
        var out = over + exempt.filter { $0.location != nil }
        // Foreground and background patterns are checked per pair (a pair that measures nothing is reported).
        for p in pairs { out += (p.over ?? []) + (p.exempt ?? []) }
        return out
    }
}
