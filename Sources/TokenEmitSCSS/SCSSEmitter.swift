/// The SCSS output: one file per brand (`<brand>.scss`) with a variable per token holding the default theme's
/// value, one map per theme (`$tokens-<theme>`) of every token's value in that theme, and the map of the themes
/// (`$tokens`). Values are the CSS output's (`CSSBrandLowering`), so the two never disagree. See docs/outputs.md.
package enum SCSSEmitter {
    /// Lowers and renders `model`; brands through `scheduler` (the bytes do not depend on it).
    package static func emit(_ model: EmitModel, options: SCSSOptions = SCSSOptions(),
                            scheduler: some WorkScheduler = SerialScheduler(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty else { return ([], []) }
        let (paths, collisions) = BrandFileNames.make(model, suffix: ".scss", what: "SCSS file")
        let (mapNames, themeCollisions) = Self.mapNames(model, options: options)
        let css = CSSOptions(prefix: options.prefix, outputReferences: false, followSystem: false,
                             comments: options.comments, wideGamut: false)
        let names = CSSNames(model, prefix: options.prefix)
        let rendered = scheduler.map(model.brands.count) { [paths] b -> (file: OutputFile, diagnostics: [Diagnostic]) in
            let lowering = CSSBrandLowering(model: model, brand: b, options: css, names: names)
            var diagnostics = lowering.diagnostics
            let file = sink.deliver(paths[b]) {
                SCSSFileWriter(lowering: lowering, options: options, mapNames: mapNames).render(stream: $0, diagnostics: &diagnostics)
            }
            return (file, diagnostics)
        }
        var diagnostics: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for d in themeCollisions.compactMap({ $0 }) where seen.insert(d).inserted { diagnostics.append(d) }
        for b in model.brands.indices {
            for d in rendered[b].diagnostics where seen.insert(d).inserted { diagnostics.append(d) }
            if let collision = collisions[b] { diagnostics.append(collision) }
        }
        return (rendered.map(\.file), diagnostics)
    }

    /// The map variables, without `$`: one per theme (`tokens-light`, renamed `-2` on collision) and last the
    /// map of the themes (`tokens`).
    package static func mapNames(_ model: EmitModel, options: SCSSOptions) -> (names: [String], collisions: [Diagnostic?]) {
        let words = NameWords.split(options.mapName).filter { $0.unicodeScalars.allSatisfy { NameWords.isWordScalar($0, first: false) } }
        let base = SCSSText.identifier(property: words.isEmpty ? "tokens" : words.map { $0.lowercased() }.joined(separator: "-"))
        let themes = BrandFileNames.unique(model.themes.map(\.name), suffix: "", kind: "The themes", what: "SCSS map suffix")
        return (themes.paths.map { base + "-" + $0 } + [base], themes.collisions)
    }
}

/// Renders one brand's SCSS file from its CSS lowering.
package struct SCSSFileWriter {
    package let lowering: CSSBrandLowering
    package let options: SCSSOptions
    /// `SCSSEmitter.mapNames`: one per theme, then the map of the themes.
    package let mapNames: [String]

    private var model: EmitModel { lowering.model }

    /// The file's bytes (streamed to `stream` when given). A variable whose name a map has is left out, reported
    /// in `diagnostics`.
    package func render(stream: OutputFileStream? = nil, diagnostics: inout [Diagnostic]) -> [UInt8] {
        var body = ByteBuffer(size: 256 + lowering.entries.count * 80 * (1 + model.themes.count), streamingTo: stream)
        var themeList: [String] = []
        for (i, t) in model.themes.enumerated() { themeList.append(CSSText.comment(t.name) + (i == 0 ? " (default)" : "")) }
        body.line(SCSSText.comment(GeneratedHeader.text(source: model.source)))
        body.line(SCSSText.comment("Brand: " + model.brands[lowering.brand].name + ". Themes: " + themeList.joined(separator: ", ") + "."))
        let declarations = lowering.declarations
        if options.variables {
            let reserved = options.maps ? Set(mapNames) : []
            body.line()
            body.line(SCSSText.comment("The default theme (" + model.themes[0].name + ")."))
            for e in lowering.entries.indices where !declarations[0][e].isEmpty {
                if options.comments, let c = lowering.entries[e].comment { body.line("// " + c) }
                for d in declarations[0][e] {
                    let name = SCSSText.identifier(property: d.name)
                    if reserved.contains(name) {
                        let path = lowering.entries[e].path
                        let token = model.tokens(brand: lowering.brand, theme: 0)[path]
                        diagnostics.append(Diagnostic(.nameCollision,
                            "`\(path)` becomes the SCSS variable `$\(name)`, which is the name of a theme map; the variable is left out (the maps hold the token)",
                            at: token.map { TokenOriginLocation.name(of: $0) }, token: path.description))
                        continue
                    }
                    body.line("$", name, ": ", SCSSText.value(d.value), ";")
                }
            }
        }
        guard options.maps else { return body.finished() }
        for t in model.themes.indices {
            body.line()
            body.line(SCSSText.comment("Theme " + model.themes[t].name + "."))
            body.line("$" + mapNames[t] + ": (")
            for e in lowering.entries.indices {
                for d in declarations[t][e] {
                    body.line("  \"", SCSSText.identifier(property: d.name), "\": (", SCSSText.value(d.value), "),")
                }
            }
            body.line(");")
        }
        body.line()
        body.line("$" + mapNames[model.themes.count] + ": (")
        for t in model.themes.indices {
            body.line("  " + SCSSText.string(model.themes[t].name) + ": $" + mapNames[t] + ",")
        }
        body.line(");")
        return body.finished()
    }
}
