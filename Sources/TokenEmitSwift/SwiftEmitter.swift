/// The Swift output: one shared file (`<Namespace>.swift`: value types, `Theme`, `Themed`, the `Brand`
/// protocol and its group protocols) and one file per brand (`<Namespace>+<Brand>.swift`), compiling with
/// the standard library alone. See docs/outputs.md.
package enum SwiftEmitter {
    /// Lowers and renders `model`. Tokens every brand has are protocol requirements; the others are
    /// members of their brands' types only. Diagnostics report names that collide and tokens a brand has
    /// in some themes only, of different types, or that are groups elsewhere (those are left out so the
    /// output still compiles).
    /// Brand files render through `scheduler`, each with its own value table; the bytes do not depend on it.
    /// Each file goes to `sink` as soon as it is rendered; the result holds what the sink gives back.
    package static func emit(_ model: EmitModel, options: SwiftOptions = SwiftOptions(),
                            scheduler: some WorkScheduler = SerialScheduler(),
                            sink: OutputSink = .keep) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.brands.isEmpty, !model.themes.isEmpty else { return ([], []) }
        var lowering = SwiftLowering(model: model, options: options)
        let values = SwiftValueWriter(namespace: lowering.namespace, remBase: options.remBase)
        lowering.declareTokens(values: values)
        let shared = SwiftSharedFile(model: model, lowering: lowering, options: options, values: values)
        let done = lowering
        let sharedLowering = SharedInputs(done)  // compared once for every file
        // Job 0 is the shared file; job b + 1 is brand b's file.
        // The shared file reads what `SwiftSharedFile.inputs(of:)` gives; a brand's file its brand alone (and the
        // lowering of every brand).
        let files = scheduler.map(model.brands.count + 1) { job -> OutputFile in
            guard job > 0 else {
                let path = done.namespace + ".swift"
                return sink.file(path, from: RenderInputs(FileInputs(model: SwiftSharedFile.inputs(of: model), lowering: sharedLowering, options: options))) {
                    (sink.deliver(path) { shared.render(stream: $0) }, [])
                }.file
            }
            let b = job - 1
            let path = done.namespace + "+" + done.brandFileStems[b] + ".swift"
            return sink.file(path, from: RenderInputs(FileInputs(model: model.inputs(ofBrand: b), lowering: sharedLowering, options: options))) {
                var table = SwiftValueTable(writer: values)
                let file = SwiftBrandFile(model: model, lowering: done, options: options, values: values, shared: shared, brand: b)
                // The largest files tokenc writes: to a sink that takes pieces, in pieces.
                let rendered = sink.deliver(path) { stream in file.render(table: &table, stream: stream) }
                sink.retire(consume table)
                return (rendered, [])
            }.file
        }
        sink.retire(done)
        return (files, lowering.diagnostics)
    }

    /// What one file is rendered from: the model (or the part of it the file reads), the lowering and the options.
    private struct FileInputs<Model: Equatable & Sendable>: Equatable, Sendable {
        var model: Model
        var lowering: SharedInputs<SwiftLowering>
        var options: SwiftOptions
    }
}
