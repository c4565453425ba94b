/// The JSON output as a format of the build: `"json"` in tokenc.json, its options (`JSONOptions`), and
/// `JSONEmitter`.
package struct JSONFormat: OutputFormat {
    /// A browser's: `vw` and `vh` lengths are kept.
    package var hasViewport: Bool { true }
    /// The format.
    package init() {}

    /// `"json"`.
    package var key: String { "json" }

    /// After Swift: it builds its value tables before its documents.
    package var start: OutputStart { .concurrent(rank: 1) }

    /// `resolved`, `flat`, `manifest`, `outputReferences`.
    package func options(from reader: inout ObjectReader) -> JSONOptions {
        var o = JSONOptions()
        if let v = reader.bool("resolved") { o.resolved = v }
        if let v = reader.bool("flat") { o.flat = v }
        if let v = reader.bool("manifest") { o.manifest = v }
        if let v = reader.bool("outputReferences") { o.outputReferences = v }
        return o
    }

    /// `JSONEmitter.emit`.
    package func emit(_ model: EmitModel, options: JSONOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        JSONEmitter.emit(model, options: options, scheduler: scheduler, sink: sink)
    }
}
