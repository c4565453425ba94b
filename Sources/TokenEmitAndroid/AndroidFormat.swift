/// The Android resources output as a format of the build: `"android"` in tokenc.json, its options
/// (`AndroidOptions`), and `AndroidEmitter`.
public struct AndroidFormat: OutputFormat {
    /// The format.
    public init() {}

    /// `"android"`.
    public var key: String { "android" }

    /// With the other small formats.
    public var start: OutputStart { .concurrent(rank: 3) }

    /// `prefix`, `remBase`, `comments`.
    public func options(from reader: inout ObjectReader) -> AndroidOptions {
        var o = AndroidOptions()
        if let p = reader.string("prefix") { o.prefix = p }
        if let b = reader.remBase() { o.remBase = b }
        if let v = reader.bool("comments") { o.comments = v }
        return o
    }

    /// `AndroidEmitter.emit`.
    public func emit(_ model: EmitModel, options: AndroidOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        AndroidEmitter.emit(model, options: options, sink: sink)
    }
}
