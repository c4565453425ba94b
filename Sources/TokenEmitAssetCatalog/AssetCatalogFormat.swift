/// The Xcode asset catalog output as a format of the build: `"xcassets"` in tokenc.json, its options
/// (`AssetCatalogOptions`), and `AssetCatalogEmitter`.
package struct AssetCatalogFormat: OutputFormat {
    /// The format.
    package init() {}

    /// `"xcassets"`.
    package var key: String { "xcassets" }

    /// With the other small formats; its colour sets in runs side by side.
    package var start: OutputStart { .concurrent(rank: 3) }

    /// `accessors`, `bundle`, `public`.
    package func options(from reader: inout ObjectReader) -> AssetCatalogOptions {
        var o = AssetCatalogOptions()
        if let v = reader.bool("accessors") { o.accessors = v }
        if let v = reader.choice("bundle", AssetCatalogOptions.Bundle.allCases.map(\.rawValue)),
           let b = AssetCatalogOptions.Bundle(rawValue: v) { o.bundle = b }
        if let v = reader.bool("public") { o.publicAccessors = v }
        return o
    }

    /// `AssetCatalogEmitter.emit`.
    package func emit(_ model: EmitModel, options: AssetCatalogOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        AssetCatalogEmitter.emit(model, options: options, scheduler: scheduler, sink: sink)
    }
}
