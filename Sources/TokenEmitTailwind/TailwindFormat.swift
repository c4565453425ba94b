/// The Tailwind v4 output as a format of the build: `"tailwind"` in tokenc.json, its options
/// (`TailwindOptions`), and `TailwindEmitter`.
package struct TailwindFormat: OutputFormat {
    /// A browser's: `vw` and `vh` lengths are kept.
    package var hasViewport: Bool { true }
    /// The format.
    package init() {}

    /// `"tailwind"`.
    package var key: String { "tailwind" }

    /// With CSS: a small file per brand.
    package var start: OutputStart { .concurrent(rank: 2) }

    /// `themeAttribute`.
    package func options(from reader: inout ObjectReader) -> TailwindOptions {
        var o = TailwindOptions()
        if let v = reader.string("themeAttribute") { o.themeAttribute = v }
        return o
    }

    /// `TailwindEmitter.emit`.
    package func emit(_ model: EmitModel, options: TailwindOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        TailwindEmitter.emit(model, options: options, scheduler: scheduler, sink: sink)
    }
}
