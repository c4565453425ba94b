/// The CSS output: one file per brand (`<brand>.css`) holding every theme as custom properties.
///
/// The default theme is in `:root` (and `[data-theme="<default>"]`); every other theme is a
/// `[data-theme="…"]` block redeclaring only what differs (plus aliases that would go stale). When
/// `followSystem` is on, themes made for a dark appearance or increased contrast also apply through
/// `@media (prefers-color-scheme: dark)` / `(prefers-contrast: more)` on `:root:not([data-theme])`,
/// i.e. only while no theme is set explicitly. See docs/outputs.md.
package enum CSSEmitter {
    /// Lowers and renders `model`.
    /// Brands are lowered and rendered through `scheduler`; the bytes do not depend on it. Each file goes to
    /// `sink` as soon as it is rendered; the result holds what the sink gives back.
    package static func emit(_ model: EmitModel, options: CSSOptions = CSSOptions(),
                            scheduler: some WorkScheduler = SerialScheduler(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.themes.isEmpty else { return ([], []) }
        // File names first (they depend on the brands' names alone), so each file can leave as it is rendered.
        let (paths, collisions) = BrandFileNames.make(model, suffix: ".css", what: "CSS file")
        let names = CSSNames(model, prefix: options.prefix)
        let sharedNames = SharedInputs(names)  // compared once for every brand's file
        let rendered = scheduler.map(model.brands.count) { [paths] b -> (file: OutputFile, diagnostics: [Diagnostic]) in
            // A brand's file reads its brand, the names of every brand's paths, and the options.
            sink.file(paths[b], from: RenderInputs(FileInputs(brand: model.inputs(ofBrand: b), names: sharedNames, options: options))) {
                let lowering = CSSBrandLowering(model: model, brand: b, options: options, names: names)
                // A brand's CSS can be hundreds of megabytes: to a sink that takes pieces, in pieces.
                let file = sink.deliver(paths[b]) { CSSFileWriter(lowering: lowering).render(stream: $0) }
                let diagnostics = lowering.diagnostics
                sink.retire(consume lowering)
                return (file, diagnostics)
            }
        }
        var diagnostics: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for b in model.brands.indices {
            for d in rendered[b].diagnostics where seen.insert(d).inserted { diagnostics.append(d) }
            if let collision = collisions[b] { diagnostics.append(collision) }
        }
        return (rendered.map(\.file), diagnostics)
    }

    /// What one brand's file is rendered from.
    private struct FileInputs: Equatable, Sendable {
        var brand: EmitModel.BrandInputs
        var names: SharedInputs<CSSNames>
        var options: CSSOptions
    }
}
