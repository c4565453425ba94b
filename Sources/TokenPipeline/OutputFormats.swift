/// The output formats tokenc knows: the one list a new format is added to.
package enum OutputFormats {
    /// Every built-in format. Their outputs come in this order (those starting `.afterValidation` included).
    package static let builtIn: [any OutputFormat] = [
        SwiftFormat(),
        CSSFormat(),
        JSONFormat(),
        HTMLFormat(),
        AssetCatalogFormat(),
        AndroidFormat(),
        KotlinFormat(),
        SCSSFormat(),
        JSFormat(),
        TailwindFormat(),
        StyleDictionaryFormat(),
    ]

    /// The tokenc.json keys of the built-in formats, in order (a Style Dictionary config's platforms are set up
    /// by the build from `"styleDictionary"`, not written as an output).
    package static let keys: [String] = builtIn.map(\.key).filter { $0 != StyleDictionaryFormat.key }
}
