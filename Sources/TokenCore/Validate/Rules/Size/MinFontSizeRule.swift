/// Options of the `min-font-size` rule.
public struct MinFontSizeOptions: RuleOptions {
    /// The smallest allowed font size in px (11 pt: Apple's smallest text style, Caption 2).
    public var minimum: Double = 11
    /// Dimension tokens that are font sizes (besides those a typography token's `fontSize` references).
    public var tokens: [LocatedPattern] = ["**.font-size.**", "**.fontSize.**", "font.size.**"].map { LocatedPattern(builtIn: $0) }
    /// Tokens never checked.
    public var exempt: [LocatedPattern] = []

    public init() {}

    public mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {
        if let m = r.positiveNumber("minimum") { minimum = m }
        if let t = r.patterns("tokens", &more) { tokens = t }
        if let e = r.patterns("exempt", &more) { exempt = e }
    }

    public var userPatterns: [LocatedPattern] { tokens.filter { $0.location != nil } + exempt }
}

/// `min-font-size`: font sizes — in typography tokens, referenced by them, or matching `tokens` — are at least
/// the minimum (11 pt by default). See docs/rules/min-font-size.md.
public struct MinFontSizeRule: Rule {
    public var settings: RuleSettings<MinFontSizeOptions>

    public init(settings: RuleSettings<MinFontSizeOptions> = RuleSettings(severity: .error)) { self.settings = settings }

    public var code: DiagnosticCode { .minFontSize }
    public var summary: String { "Font sizes, alone or in typography tokens, are at least the minimum (11 pt by default)." }
    public var defaultSeverity: Severity? { .error }

    private static let fontSizePointer = JSONPointer(["fontSize"])

    public func check(_ permutations: [CompiledPermutation], context: RuleContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        var masks = MaskCache()
        for p in context.permutations.indices {
            let s = settings.resolved(for: context.permutations[p], roles: context.roles)
            guard let severity = s.severity else { continue }
            let o = s.options
            var selected = masks.mask(o.tokens, context)
            let exempt = masks.mask(o.exempt, context)
            let tokens = context.permutations[p].tokens
            // Dimensions a typography token takes its fontSize from are font sizes too; the typography token
            // itself is checked only when its fontSize is written in place.
            var literal: [ResolvedToken] = []
            let list = tokens.tokens
            for i in list.indices where list[i].type == .typography && list[i].aliasOf == nil {
                let t = list[i]
                if let target = t.partialAliases[Self.fontSizePointer] {
                    if let n = context.index.node(target) { selected.insert(n) }
                } else if !exempt.contains(context.index.node(ofToken: i, in: p)) {
                    literal.append(t)
                }
            }
            let minimum = NumberText.format(o.minimum) + "px"
            for (_, t) in context.selectedTokens(in: p, selected, exempt: exempt) {
                guard case .dimension(let d) = t.value, context.pixels(d) < o.minimum else { continue }
                var notes: [DiagnosticNote] = []
                if let n = context.aliasNote(t, in: p) { notes.append(n) }
                out.append(Diagnostic(.minFontSize, severity: severity, "font size \(t.path) is \(context.describe(d)), below the \(minimum) minimum",
                                      at: t.origin.location(["$value"]), token: t.path.description, permutation: context.label(p), notes: notes + s.notes))
            }
            for t in literal {
                guard case .typography(let v) = t.value, context.pixels(v.fontSize) < o.minimum else { continue }
                out.append(Diagnostic(.minFontSize, severity: severity, "\(t.path) has font size \(context.describe(v.fontSize)), below the \(minimum) minimum",
                                      at: t.origin.location(["$value", "fontSize"]), token: t.path.description, permutation: context.label(p), notes: s.notes))
            }
        }
        return out
    }
}
