/// The JavaScript output as a format of the build: `"js"` in tokenc.json, its options (`JSOptions`), and
/// `JSEmitter`.
package struct JSFormat: OutputFormat {
    /// A browser's: `vw` and `vh` lengths are kept.
    package var hasViewport: Bool { true }
    /// The format.
    package init() {}

    /// `"js"`.
    package var key: String { "js" }

    /// With CSS: one small module per permutation.
    package var start: OutputStart { .concurrent(rank: 2) }

    /// `types`, `themed`, `packageJSON`, `comments`.
    package func options(from reader: inout ObjectReader) -> JSOptions {
        var o = JSOptions()
        if let v = reader.bool("types") { o.types = v }
        if let v = reader.bool("themed") { o.themed = v }
        if let v = reader.bool("packageJSON") { o.packageJSON = v }
        if let v = reader.bool("comments") { o.comments = v }
        return o
    }

    /// `JSEmitter.emit`.
    package func emit(_ model: EmitModel, options: JSOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        JSEmitter.emit(model, options: options, scheduler: scheduler, sink: sink)
    }
}
