/// The Android resources output as a format of the build: `"android"` in tokenc.json, its options
/// (`AndroidOptions`), and `AndroidEmitter`.
package struct AndroidFormat: OutputFormat {
    /// The format.
    package init() {}

    /// `"android"`.
    package var key: String { "android" }

    /// With the other small formats.
    package var start: OutputStart { .concurrent(rank: 3) }

    /// `prefix`, `remBase`, `comments`.
    package func options(from reader: inout ObjectReader) -> AndroidOptions {
        var o = AndroidOptions()
        if let p = reader.string("prefix") { o.prefix = p }
        if let b = reader.remBase() { o.remBase = b }
        if let v = reader.bool("comments") { o.comments = v }
        return o
    }

    /// `AndroidEmitter.emit`.
    package func emit(_ model: EmitModel, options: AndroidOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        AndroidEmitter.emit(model, options: options, sink: sink)
    }
}
