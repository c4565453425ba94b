/// The output formats tokenc knows: the one list a new format is added to.
public enum OutputFormats {
    /// Every built-in format. Their outputs come in this order (those starting `.afterValidation` included).
    public static let builtIn: [any OutputFormat] = [
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
    ]

    /// The tokenc.json keys of the built-in formats, in order.
    public static let keys: [String] = builtIn.map(\.key)
}
