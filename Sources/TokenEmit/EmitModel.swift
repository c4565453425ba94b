/// Everything the emitters need: the resolved tokens of every brand in every theme, and where they came from.
package struct EmitModel: Sendable {
    /// The brands, in order. A tree without brands has one, named from the configuration (e.g. `Tokens`).
    package var brands: [BrandTokens]
    /// The themes, in order; `themes[0]` is the default. A tree without themes has one.
    package var themes: [ThemeInfo]
    /// What the outputs were generated from, for their headers (`Tokens/tokens.resolver.json`).
    package var source: String
    /// The resolver modifier that selects the brand (`brand`), for the JSON manifest's inputs; nil when none.
    package var brandModifier: String?
    /// The resolver modifier that selects the theme (`theme`), for the JSON manifest's inputs; nil when none.
    package var themeModifier: String?

    /// Creates a model. `brands[i].themes` must be parallel to `themes`.
    package init(brands: [BrandTokens], themes: [ThemeInfo], source: String,
                brandModifier: String? = nil, themeModifier: String? = nil) {
        self.brands = brands
        self.themes = themes
        self.source = source
        self.brandModifier = brandModifier
        self.themeModifier = themeModifier
    }
}

extension EmitModel {
    /// What a file of brand `b` alone reads from the model: the brand, the themes, the source and the modifiers
    /// (`RenderInputs` of such a file hold it).
    package struct BrandInputs: Sendable, Equatable {
        package var brand: BrandTokens
        package var themes: [ThemeInfo]
        package var source: String
        package var brandModifier: String?
        package var themeModifier: String?
    }

    /// What a file of brand `b` alone reads from the model.
    package func inputs(ofBrand b: Int) -> BrandInputs {
        BrandInputs(brand: brands[b], themes: themes, source: source, brandModifier: brandModifier, themeModifier: themeModifier)
    }
}

/// Light or dark appearance.
package enum ColorScheme: String, Sendable, Hashable, CaseIterable, Codable {
    case light
    case dark
}

/// One theme: its name and the system appearance it stands for.
package struct ThemeInfo: Sendable, Hashable {
    /// The theme's name as in the resolver (`dark`, `light-hc`).
    package var name: String
    /// The appearance the theme is for.
    package var colorScheme: ColorScheme
    /// True when the theme is meant for an increased-contrast setting.
    package var highContrast: Bool

    /// Creates a theme description.
    package init(name: String, colorScheme: ColorScheme = .light, highContrast: Bool = false) {
        self.name = name
        self.colorScheme = colorScheme
        self.highContrast = highContrast
    }
}

/// One brand's resolved tokens, one `ResolvedTokens` per theme (parallel to `EmitModel.themes`).
package struct BrandTokens: Sendable, Equatable {
    /// The brand's name as in the resolver (`summit`).
    package var name: String
    /// The brand's tokens in each theme, in the order of `EmitModel.themes`.
    package var themes: [ResolvedTokens]
    /// The resolver contexts that select the brand, one per modifier making up the brand (`brand=a`,
    /// `density=b-c`); empty when not known (the JSON manifest then names the brand modifier with `name`).
    package var inputs: [Permutation.Input]

    /// Creates a brand.
    package init(name: String, themes: [ResolvedTokens], inputs: [Permutation.Input] = []) {
        self.name = name
        self.themes = themes
        self.inputs = inputs
    }
}

/// One generated file: a path relative to the output directory and its bytes.
public struct OutputFile: Sendable, Hashable {
    /// `/`-separated, relative to the output directory.
    public var path: String
    /// The file's bytes (UTF-8 text ending in a newline).
    public var contents: [UInt8]

    /// Creates a file.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// The contents as text (for tests and previews).
    public var text: String { String(decoding: contents, as: UTF8.self) }
}

extension EmitModel {
    /// The label of a permutation in diagnostics: `brand=summit, theme=dark`.
    package func permutationLabel(brand: Int, theme: Int) -> String {
        "brand=\(brands[brand].name), theme=\(themes[theme].name)"
    }

    /// The tokens of one brand in one theme (empty when the model is inconsistent).
    package func tokens(brand: Int, theme: Int) -> ResolvedTokens {
        let b = brands[brand]
        return theme < b.themes.count ? b.themes[theme] : ResolvedTokens()
    }
}
