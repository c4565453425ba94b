/// What a screen needs from the design tokens: one brand (chosen at run time) in one theme (from the system).
/// `BrandTokens` is generated from this target's tokens by tokenc's build-tool plugin at build time.
public struct Look: Sendable {
    /// The brand's tokens.
    public var brand: any BrandTokens.Brand
    /// The theme in which theme-dependent tokens are read.
    public var theme: BrandTokens.Theme

    /// The look of the brand named `name` (as in the resolver document: `coral`, `lagoon`), or nil when there
    /// is no such brand.
    public init?(brandNamed name: String, dark: Bool) {
        guard let index = BrandTokens.brandNames.firstIndex(of: name) else { return nil }
        brand = BrandTokens.brands[index]
        theme = BrandTokens.Theme.matching(dark: dark, highContrast: false)
    }

    /// The look of the brand the app runs as (`BrandTokens.current`: the build config's default brand until the
    /// app calls `BrandTokens.use(_:)`).
    public init(dark: Bool) {
        brand = BrandTokens.current
        theme = BrandTokens.Theme.matching(dark: dark, highContrast: false)
    }

    /// The screen background.
    public var background: BrandTokens.Color { brand.surface.background(theme) }
    /// Body text.
    public var text: BrandTokens.Color { brand.surface.text(theme) }
    /// The brand's accent colour (the same in every theme).
    public var accent: BrandTokens.Color { brand.brand.accent }
    /// The corner radius of cards and buttons, in points.
    public var cornerRadius: Double { brand.brand.cornerRadius }
}
