/// The SCSS output as a format of the build: `"scss"` in tokenc.json, its options (`SCSSOptions`), and
/// `SCSSEmitter`.
package struct SCSSFormat: OutputFormat {
    /// A browser's: `vw` and `vh` lengths are kept.
    package var hasViewport: Bool { true }
    /// The format.
    package init() {}

    /// `"scss"`.
    package var key: String { "scss" }

    /// With CSS: it lowers each brand as CSS does.
    package var start: OutputStart { .concurrent(rank: 2) }

    /// `prefix`, `variables`, `maps`, `mapName`, `comments`.
    package func options(from reader: inout ObjectReader) -> SCSSOptions {
        var o = SCSSOptions()
        if let v = reader.string("prefix") { o.prefix = v }
        if let v = reader.bool("variables") { o.variables = v }
        if let v = reader.bool("maps") { o.maps = v }
        if let v = reader.string("mapName") { o.mapName = v }
        if let v = reader.bool("comments") { o.comments = v }
        return o
    }

    /// `SCSSEmitter.emit`.
    package func emit(_ model: EmitModel, options: SCSSOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        SCSSEmitter.emit(model, options: options, scheduler: scheduler, sink: sink)
    }
}
