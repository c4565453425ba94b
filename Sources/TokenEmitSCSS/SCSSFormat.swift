/// The SCSS output as a format of the build: `"scss"` in tokenc.json, its options (`SCSSOptions`), and
/// `SCSSEmitter`.
public struct SCSSFormat: OutputFormat {
    /// A browser's: `vw` and `vh` lengths are kept.
    public var hasViewport: Bool { true }
    /// The format.
    public init() {}

    /// `"scss"`.
    public var key: String { "scss" }

    /// With CSS: it lowers each brand as CSS does.
    public var start: OutputStart { .concurrent(rank: 2) }

    /// `prefix`, `variables`, `maps`, `mapName`, `comments`.
    public func options(from reader: inout ObjectReader) -> SCSSOptions {
        var o = SCSSOptions()
        if let v = reader.string("prefix") { o.prefix = v }
        if let v = reader.bool("variables") { o.variables = v }
        if let v = reader.bool("maps") { o.maps = v }
        if let v = reader.string("mapName") { o.mapName = v }
        if let v = reader.bool("comments") { o.comments = v }
        return o
    }

    /// `SCSSEmitter.emit`.
    public func emit(_ model: EmitModel, options: SCSSOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        SCSSEmitter.emit(model, options: options, scheduler: scheduler, sink: sink)
    }
}
