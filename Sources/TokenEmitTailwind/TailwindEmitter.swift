/// The Tailwind v4 output: one file per brand (`<brand>.css`) with an `@theme` block of the default theme's
/// colour, spacing, radius and font tokens as Tailwind theme variables (`TailwindNamespace`), and for every
/// other theme a `[data-theme="…"]` rule redeclaring the variables whose value differs (Tailwind's utilities
/// read the variables, so the rule restyles them). Values are CSS text (`CSSValueWriter`). See docs/outputs.md.
package enum TailwindEmitter {
    /// Renders `model`; brands through `scheduler` (the bytes do not depend on it).
    package static func emit(_ model: EmitModel, options: TailwindOptions = TailwindOptions(),
                            scheduler: some WorkScheduler = SerialScheduler(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty else { return ([], []) }
        let (paths, collisions) = BrandFileNames.make(model, suffix: ".css", what: "Tailwind file")
        let names = CSSNames(model, prefix: "")
        let rendered = scheduler.map(model.brands.count) { [paths] b -> (file: OutputFile, diagnostics: [Diagnostic]) in
            var diagnostics: [Diagnostic] = []
            let bytes = render(model, brand: b, names: names, options: options, diagnostics: &diagnostics)
            return (sink(OutputFile(path: paths[b], contents: bytes)), diagnostics)
        }
        var diagnostics: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for b in model.brands.indices {
            for d in rendered[b].diagnostics where seen.insert(d).inserted { diagnostics.append(d) }
            if let c = collisions[b] { diagnostics.append(c) }
        }
        return (rendered.map(\.file), diagnostics)
    }

    /// One brand's file.
    package static func render(_ model: EmitModel, brand b: Int, names: CSSNames, options: TailwindOptions,
                       diagnostics: inout [Diagnostic]) -> [UInt8] {
        // Each theme's declarations, in the author's order; a variable another path already has is left out.
        var owner: [String: (path: TokenPath, token: ResolvedToken)] = [:]
        var themes: [[(name: String, value: String)]] = []
        let writer = CSSValueWriter()
        for t in model.themes.indices {
            let list = model.tokens(brand: b, theme: t).tokens
            var decls: [(name: String, value: String)] = []
            for i in list.indices {
                guard let v = TailwindNamespace.variable(type: list[i].type, property: names.name(brand: b, theme: t, index: i)) else { continue }
                if let kept = owner[v] {
                    if kept.path != list[i].path {
                        diagnostics.append(.nameCollision(kept: kept.path.description, keptAt: TokenOriginLocation.name(of: kept.token),
                                                          dropped: list[i].path.description, droppedAt: TokenOriginLocation.name(of: list[i]),
                                                          becomes: "the Tailwind theme variable `\(v)`"))
                        continue
                    }
                } else {
                    owner[v] = (list[i].path, list[i])
                }
                decls.append((v, writer.render(list[i].value)))
            }
            themes.append(decls)
        }
        var themeList: [String] = []
        for (i, t) in model.themes.enumerated() { themeList.append(CSSText.comment(t.name) + (i == 0 ? " (default)" : "")) }
        let base = Dictionary(themes[0].map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        let attribute = CSSText.attributeName(options.themeAttribute)
        // What each other theme changes, and its rule's selector.
        var overrides: [(selector: String, changed: [(name: String, value: String)])] = []
        for t in model.themes.indices.dropFirst() {
            let changed = themes[t].filter { base[$0.name] != $0.value }
            guard !changed.isEmpty else { continue }
            overrides.append(("[" + attribute + "=" + CSSText.string(model.themes[t].name) + "] {", changed))
        }
        let header = "/* " + CSSText.comment(GeneratedHeader.text(source: model.source)) + " */"
        let brandLine = "/* Brand: " + CSSText.comment(model.brands[b].name) + ". Themes: " + themeList.joined(separator: ", ") + ". */"
        let texts = [header, brandLine] + overrides.map(\.selector)
        let declarations = themes[0] + overrides.flatMap(\.changed)
        let nonASCII = texts.contains(where: CSSText.containsNonASCII)
            || declarations.contains { CSSText.containsNonASCII($0.name) || CSSText.containsNonASCII($0.value) }
        var body = ByteBuffer(capacity: declarations.reduce(256) { $0 + $1.name.utf8.count + $1.value.utf8.count + 6 })
        if nonASCII { body.line("@charset \"UTF-8\";") }
        body.line(header)
        body.line(brandLine)
        body.line()
        body.line("@theme {")
        for d in themes[0] { body.line("  ", d.name, ": ", d.value, ";") }
        body.line("}")
        for o in overrides {
            body.line()
            body.line(o.selector)
            for d in o.changed { body.line("  ", d.name, ": ", d.value, ";") }
            body.line("}")
        }
        return body.finished()
    }
}
