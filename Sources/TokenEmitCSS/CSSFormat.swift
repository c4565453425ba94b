/// The CSS output as a format of the build: `"css"` in tokenc.json, its options (`CSSOptions`), and `CSSEmitter`.
package struct CSSFormat: OutputFormat {
    /// A browser's: `vw` and `vh` lengths are kept.
    package var hasViewport: Bool { true }
    /// The format.
    package init() {}

    /// `"css"`.
    package var key: String { "css" }

    /// Last of the concurrent formats: it lowers each brand on its own, so its work comes in small pieces.
    package var start: OutputStart { .concurrent(rank: 2) }

    /// `prefix`, `outputReferences`, `themeAttribute`, `followSystem`, `comments`, `wideGamut`, `brandSelector`.
    package func options(from reader: inout ObjectReader) -> CSSOptions {
        var o = CSSOptions()
        if let p = reader.string("prefix") { o.prefix = p }
        if let v = reader.bool("outputReferences") { o.outputReferences = v }
        if let v = reader.string("themeAttribute") { o.themeAttribute = v }
        if let v = reader.bool("followSystem") { o.followSystem = v }
        if let v = reader.bool("comments") { o.comments = v }
        if let v = reader.bool("wideGamut") { o.wideGamut = v }
        if let v = reader.string("brandSelector") {
            if let problem = CSSBrandScope.problem(in: v) { reader.report("brandSelector", problem) } else { o.brandSelector = v }
        }
        return o
    }

    /// `CSSEmitter.emit`.
    package func emit(_ model: EmitModel, options: CSSOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        CSSEmitter.emit(model, options: options, scheduler: scheduler, sink: sink)
    }
}
