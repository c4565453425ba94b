/// The CSS output: one file per brand (`<brand>.css`) holding every theme as custom properties.
///
/// The default theme is in `:root` (and `[data-theme="<default>"]`); every other theme is a
/// `[data-theme="…"]` block redeclaring only what differs (plus aliases that would go stale). When
/// `followSystem` is on, themes made for a dark appearance or increased contrast also apply through
/// `@media (prefers-color-scheme: dark)` / `(prefers-contrast: more)` on `:root:not([data-theme])`,
/// i.e. only while no theme is set explicitly. See docs/outputs.md.
public enum CSSEmitter {
    /// Lowers and renders `model`.
    /// Brands are lowered and rendered through `scheduler`; the bytes do not depend on it.
    public static func emit(_ model: EmitModel, options: CSSOptions = CSSOptions(),
                            scheduler: some WorkScheduler = SerialScheduler()) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty else { return ([], []) }
        let names = CSSNames(model, prefix: options.prefix)
        let rendered = scheduler.map(model.brands.count) { b -> (contents: [UInt8], diagnostics: [Diagnostic]) in
            let lowering = CSSBrandLowering(model: model, brand: b, options: options, names: names)
            return (CSSFileWriter(lowering: lowering).render(), lowering.diagnostics)
        }
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        var paths: [String: String] = [:]
        for b in model.brands.indices {
            for d in rendered[b].diagnostics where seen.insert(d).inserted { diagnostics.append(d) }
            var path = FileSlug.make(model.brands[b].name) + ".css"
            if let kept = paths[path] {
                var n = 2
                while paths[FileSlug.make(model.brands[b].name) + "-\(n).css"] != nil { n += 1 }
                let renamed = FileSlug.make(model.brands[b].name) + "-\(n).css"
                diagnostics.append(.nameCollision(kind: "The brands", kept: kept, dropped: model.brands[b].name,
                                                  becomes: "the CSS file `\(path)`", renamed: renamed))
                path = renamed
            }
            paths[path] = model.brands[b].name
            files.append(OutputFile(path: path, contents: rendered[b].contents))
        }
        return (files, diagnostics)
    }
}
