/// A published touch-target minimum.
package enum TouchTargetLevel: String, Sendable, Hashable, CaseIterable {
    /// Apple Human Interface Guidelines: 44 × 44 pt.
    case apple
    /// Material Design: 48 × 48 dp.
    case material
    /// WCAG 2.2 SC 2.5.8 Target Size (Minimum), AA: 24 × 24 CSS px.
    case wcagAA = "wcag-aa"
    /// WCAG 2.2 SC 2.5.5 Target Size (Enhanced), AAA: 44 × 44 CSS px.
    case wcagAAA = "wcag-aaa"

    /// The minimum side, in px (= pt = dp).
    package var minimum: Double {
        switch self {
        case .apple, .wcagAAA: return 44
        case .material: return 48
        case .wcagAA: return 24
        }
    }

    /// How messages name the source.
    package var displayName: String {
        switch self {
        case .apple: return "Apple HIG"
        case .material: return "Material Design"
        case .wcagAA: return "WCAG 2.5.8 AA"
        case .wcagAAA: return "WCAG 2.5.5 AAA"
        }
    }
}

/// Options of the `touch-target` rule.
package struct TouchTargetOptions: RuleOptions {
    /// The published minimum used when neither `minimum` nor the brand's entry is set.
    package var level: TouchTargetLevel = .apple
    /// A minimum in px that replaces the level's.
    package var minimum: NamedNumber?
    /// Per-brand minimums (brand context → px), which win over `minimum`.
    package var brands: [NamedNumber] = []
    /// Tokens that are touch targets (besides those marked `"com.tokenc": {"touchTarget": true}`).
    package var tokens: [LocatedPattern] = []
    /// Tokens never checked.
    package var exempt: [LocatedPattern] = []

    /// The defaults.
    package init() {}

    /// Reads the options this rule knows from its config object, replacing the fields they set.
    package mutating func read(_ r: inout ObjectReader, _ more: inout [Diagnostic]) {
        if let l = r.choice("level", TouchTargetLevel.allCases.map(\.rawValue)) {
            level = TouchTargetLevel(rawValue: l)!
            minimum = nil  // a level set here replaces a minimum set further up, unless this object sets both
        }
        if let m = r.positiveNumber("minimum") { minimum = NamedNumber(name: "minimum", value: m, location: r.location("minimum")) }
        if let b = r.numbersByName("brands", &more) { brands = b }
        if let t = r.patterns("tokens", &more) { tokens = t }
        if let e = r.patterns("exempt", &more) { exempt = e }
    }

    /// The patterns written in the config, each checked to match some token.
    package var userPatterns: [LocatedPattern] { tokens + exempt }

    /// The minimum for a brand, how messages name it (`the 48px minimum for brand harbor`, `the configured 40px
    /// minimum`, `the 44px minimum (Apple HIG)`), and where it is configured.
    package func threshold(brand: String?) -> (value: Double, phrase: String, location: SourceLocation?) {
        if let brand, let b = brands.first(where: { $0.name == brand }) {
            return (b.value, "the \(NumberText.format(b.value))px minimum for brand \(brand)", b.location)
        }
        if let m = minimum { return (m.value, "the configured \(NumberText.format(m.value))px minimum", m.location) }
        return (level.minimum, "the \(NumberText.format(level.minimum))px minimum (\(level.displayName))", nil)
    }
}
