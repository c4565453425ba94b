/// The Xcode asset catalog output: per brand a catalog `<brand>.xcassets` holding one colour set per colour
/// token, with a variant for each appearance the themes are made for (dark, increased contrast), and a Swift
/// accessor file `<brand>-colors.swift` naming each colour set. See docs/outputs.md.
package enum AssetCatalogEmitter {
    /// Renders `model`. Names that collide are reported (`name-collision`); the later token is left out. The
    /// colour sets, a file each, go to `sink` in runs side by side through `scheduler`; the result does not
    /// depend on it.
    package static func emit(_ model: EmitModel, options: AssetCatalogOptions = AssetCatalogOptions(),
                            scheduler: some WorkScheduler = SerialScheduler(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty else { return ([], []) }
        var diagnostics: [Diagnostic] = []
        let slugs = BrandFileNames.slugs(model.brands.map(\.name), kind: "The brands", what: "asset catalog", diagnostics: &diagnostics)
        let variants = AssetCatalogVariant.variants(model.themes)
        var catalogs: [[(set: String, member: String, token: NativeToken)]] = []
        var names: [TokenPath: (set: String, member: String)] = [:]  // by path, the same in every brand
        for b in model.brands.indices {
            let brand = model.brands[b]
            let tokens = NativeTokens.of(model, brand: b, output: "the asset catalog", diagnostics: &diagnostics)
            var sets = NativeNameClaims(), cases = NativeNameClaims()
            var colours: [(set: String, member: String, token: NativeToken)] = []
            for t in tokens where t.token.type == .color {
                let (set, member) = names[t.path] ?? {
                    let words = NativeTokens.words(t.path)
                    let made = (AssetCatalogName.colorSet(words), SwiftIdentifier.lowerCamel(words.joined(separator: " "), reserved: AssetCatalogName.reserved))
                    names[t.path] = made
                    return made
                }()
                let label = "brand=\(brand.name)"
                // The first token with a name keeps it; a later one colliding in either name is left out.
                if sets.contains(set) {
                    _ = sets.claim(set, by: t.token, what: "the colour set `\(set)`", permutation: label, diagnostics: &diagnostics)
                    continue
                }
                if cases.contains(member) {
                    _ = cases.claim(member, by: t.token, what: "the Swift accessor `\(member)`", permutation: label, diagnostics: &diagnostics)
                    continue
                }
                _ = sets.claim(set, by: t.token, what: "", permutation: nil, diagnostics: &diagnostics)
                _ = cases.claim(member, by: t.token, what: "", permutation: nil, diagnostics: &diagnostics)
                colours.append((set, member, t))
            }
            catalogs.append(colours)
        }
        // A colour set is a small file in a folder of its own: the file system's work, done in runs side by side.
        let run = 512
        let runs = catalogs.indices.flatMap { b in stride(from: 0, to: catalogs[b].count, by: run).map { (b, $0) } }
        let colourSets = scheduler.map(runs.count) { [catalogs, slugs] r -> [OutputFile] in
            let (b, start) = runs[r]
            return catalogs[b][start..<min(start + run, catalogs[b].count)].map { c in
                let values = c.token.values.map { v -> ColorValue in
                    if case .color(let x) = v { return x }
                    return ColorValue(colorSpace: .srgb, components: [0, 0, 0])
                }
                let json = AssetCatalogJSON.colorSet(variants.map { ($0.appearances, values[$0.theme]) })
                return sink(OutputFile(path: "\(slugs[b]).xcassets/\(c.set).colorset/Contents.json", contents: json))
            }
        }
        var typeNames = Set<String>()
        var files: [OutputFile] = []
        for b in model.brands.indices {
            let brand = model.brands[b]
            let catalog = slugs[b] + ".xcassets"
            let colours = catalogs[b]
            files.append(sink(OutputFile(path: catalog + "/Contents.json", contents: Array(AssetCatalogJSON.catalog.utf8))))
            for (r, (rb, _)) in runs.enumerated() where rb == b { files += colourSets[r] }
            guard options.accessors, !colours.isEmpty else { continue }
            var type = SwiftIdentifier.upperCamel(brand.name) + "Colors"
            if typeNames.contains(type) {
                var n = 2
                while typeNames.contains(type + "_\(n)") { n += 1 }
                type += "_\(n)"
            }
            typeNames.insert(type)
            let text = AssetCatalogAccessor.render(type: type, catalog: catalog, brand: brand.name, source: model.source,
                                                   colours: colours.map { ($0.set, $0.member, $0.token.token) }, options: options)
            files.append(sink(OutputFile(path: slugs[b] + "-colors.swift", contents: Array(text.utf8))))
        }
        return (files, diagnostics)
    }
}

/// Colour-set and accessor names.
package enum AssetCatalogName {
    /// `color.button.primaryTint` → `color-button-primary-tint`: lower-case ASCII words joined with `-`
    /// (non-ASCII as `u` and the hex code point), a safe and portable folder name on every file system.
    package static func colorSet(_ words: [String]) -> String {
        words.map(NativeTokens.asciiLowercased).joined(separator: "-")
    }

    /// Members the accessor enum has besides its cases; a case of the same name gets a trailing `_`.
    package static let reserved: Set<String> = ["color", "uiColor", "nsColor", "bundle", "rawValue", "allCases", "hashValue",
                                        "hash", "init", "self", "description"]
}

/// One colour of a colour set: the appearances it is for, and the theme giving its value.
package struct AssetCatalogVariant {
    /// `(appearance, value)` pairs: `("luminosity", "dark")`, `("contrast", "high")`; empty for the default.
    package var appearances: [(String, String)]
    /// The theme whose value it takes.
    package var theme: Int

    /// The variants the themes call for: the default appearance (no appearances; the default theme's light or
    /// dark appearance, standard contrast), the other luminosity when a theme is made for it, and for each of
    /// those an increased-contrast variant when a theme is made for increased contrast. Each takes the theme
    /// made for it, else one of the same luminosity, else the default (`NativeTokens.theme`).
    package static func variants(_ themes: [ThemeInfo]) -> [AssetCatalogVariant] {
        let defaultDark = themes[0].colorScheme == .dark
        let otherLuminosity = themes.contains { ($0.colorScheme == .dark) != defaultDark }
        let highContrast = themes.contains(where: \.highContrast)
        var out = [AssetCatalogVariant(appearances: [], theme: NativeTokens.theme(themes, dark: defaultDark, highContrast: false))]
        let other: [(String, String)] = [("luminosity", defaultDark ? "light" : "dark")]
        if otherLuminosity {
            out.append(AssetCatalogVariant(appearances: other, theme: NativeTokens.theme(themes, dark: !defaultDark, highContrast: false)))
        }
        if highContrast {
            out.append(AssetCatalogVariant(appearances: [("contrast", "high")],
                                           theme: NativeTokens.theme(themes, dark: defaultDark, highContrast: true)))
            if otherLuminosity {
                out.append(AssetCatalogVariant(appearances: other + [("contrast", "high")],
                                               theme: NativeTokens.theme(themes, dark: !defaultDark, highContrast: true)))
            }
        }
        return out
    }
}
