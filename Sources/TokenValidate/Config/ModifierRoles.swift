/// Which modifiers play the brand and theme roles (from tokenc.json `brands.modifier` / `themes.modifier`),
/// and how themes look, so rules can say "per brand" and pick a default surface per theme.
package struct ModifierRoles: Sendable, Hashable {
    /// The brand modifier's name, if any.
    package var brand: String?
    /// The theme modifier's name, if any.
    package var theme: String?
    /// Theme context → appearance, looked up with `Config.Appearance.of(theme:in:)`.
    package var appearances: [String: Config.Appearance]

    /// Roles from tokenc.json (`brands.modifier`, `themes.modifier`, `themes.appearances`).
    package init(brand: String? = nil, theme: String? = nil, appearances: [String: Config.Appearance] = [:]) {
        self.brand = brand
        self.theme = theme
        self.appearances = appearances
    }

    /// The modifier a `when` key names: `brand` and `theme` are the configured roles (or modifiers of that
    /// name when no role is configured); any other key is a modifier name.
    package func modifier(forKey key: String) -> String {
        switch key {
        case "brand": return brand ?? "brand"
        case "theme": return theme ?? "theme"
        default: return key
        }
    }

    /// The brand context of `permutation`, if there is a brand modifier.
    package func brand(of permutation: CompiledPermutation) -> String? {
        brand.flatMap { permutation.context(for: $0) }
    }

    /// True when `permutation`'s theme is configured as dark.
    package func isDark(_ permutation: CompiledPermutation) -> Bool {
        guard let theme, let context = permutation.context(for: theme) else { return false }
        return Config.Appearance.of(theme: context, in: appearances).dark
    }
}
