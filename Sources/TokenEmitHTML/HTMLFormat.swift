/// The HTML token sheet as a format of the build: `"html"` in tokenc.json, its options (`HTMLOptions`), and
/// `HTMLEmitter` with the validation results the context gives.
package struct HTMLFormat: OutputFormat {
    /// A browser's: `vw` and `vh` lengths are kept.
    package var hasViewport: Bool { true }
    /// The format.
    package init() {}

    /// `"html"`.
    package var key: String { "html" }

    /// After validation: the sheet shows its contrast measurements.
    package var start: OutputStart { .afterValidation }

    /// `remBase`, `contrastMatrix`, `components`, `colourVision`.
    package func options(from reader: inout ObjectReader) -> HTMLOptions {
        var o = HTMLOptions()
        if let v = reader.remBase() { o.remBase = v }
        if let v = reader.bool("contrastMatrix") { o.contrastMatrix = v }
        if let v = reader.bool("colourVision") { o.colourVision = v }
        if let v = reader.bool("components") { o.components = v }
        return o
    }

    /// `HTMLEmitter.emit` with the validation results of `context`; one page per brand, rendered in turn.
    package func emit(_ model: EmitModel, options: HTMLOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        HTMLEmitter.emit(model, options: options, context: context.sheet ?? HTMLSheetContext(), sink: sink)
    }
}
