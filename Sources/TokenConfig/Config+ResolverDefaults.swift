extension Config {
    /// The config used for a resolver document given without a config file (`tokenc build --resolver`): the
    /// Swift, CSS and JSON outputs with default options, each in the folder a config gives it by default (its key:
    /// `swift/`, `css/`, `json/`), and the brand
    /// and theme modifiers and the themes' appearances guessed from `resolver` (see `guessModifiers(from:)`).
    public static func defaults(resolverFile: String, resolver: ResolverDocument?) -> Config {
        var config = Config()
        config.resolver = resolverFile
        config.swift = Target(path: "swift")
        config.css = Target(path: "css")
        config.json = Target(path: "json")
        if let resolver { config.guessModifiers(from: resolver) }
        return config
    }

    /// Takes the brand and theme modifiers from modifiers named `brand` and `theme` (any case), and each theme's
    /// appearance from its name: "dark" as a word means a dark colour scheme, "high-contrast", "hc" or "contrast"
    /// increased contrast.
    public mutating func guessModifiers(from resolver: ResolverDocument) {
        brandModifier = resolver.modifier(named: "brand")?.name
        themeModifier = resolver.modifier(named: "theme")?.name
        guessAppearances(from: resolver)
    }

    /// Each context of the theme modifier whose name says dark or high contrast gets that appearance.
    public mutating func guessAppearances(from resolver: ResolverDocument) {
        for context in themeModifier.flatMap({ resolver.modifier(named: $0) })?.contexts ?? [] {
            let words = context.name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            let appearance = Appearance(dark: words.contains("dark"),
                                        highContrast: words.contains("hc") || words.contains("contrast"))
            if appearance != Appearance() { appearances[context.name] = appearance }
        }
    }
}
