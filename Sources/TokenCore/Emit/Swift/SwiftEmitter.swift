/// The Swift output: one shared file (`<Namespace>.swift`: value types, `Theme`, `Themed`, the `Brand`
/// protocol and its group protocols) and one file per brand (`<Namespace>+<Brand>.swift`), compiling with
/// the standard library alone. See docs/outputs.md.
public enum SwiftEmitter {
    /// Lowers and renders `model`. Tokens every brand has are protocol requirements; the others are
    /// members of their brands' types only. Diagnostics report names that collide and tokens a brand has
    /// in some themes only, of different types, or that are groups elsewhere (those are left out so the
    /// output still compiles).
    public static func emit(_ model: EmitModel, options: SwiftOptions = SwiftOptions()) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        guard !model.brands.isEmpty, !model.themes.isEmpty else { return ([], []) }
        var lowering = SwiftLowering(model: model, options: options)
        let values = SwiftValueWriter(namespace: lowering.namespace, remBase: options.remBase)
        lowering.declareTokens(values: values)
        let shared = SwiftSharedFile(model: model, lowering: lowering, options: options, values: values)
        var files = [OutputFile(path: lowering.namespace + ".swift", contents: shared.render())]
        var table = SwiftValueTable(writer: values)
        for b in model.brands.indices {
            let file = SwiftBrandFile(model: model, lowering: lowering, options: options, values: values, shared: shared, brand: b)
            files.append(OutputFile(path: lowering.namespace + "+" + lowering.brandFileStems[b] + ".swift", contents: file.render(table: &table)))
        }
        return (files, lowering.diagnostics)
    }
}
