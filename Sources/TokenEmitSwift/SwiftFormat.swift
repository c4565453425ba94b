/// The Swift output as a format of the build: `"swift"` in tokenc.json, its options (`SwiftOptions`), and
/// `SwiftEmitter`.
package struct SwiftFormat: OutputFormat {
    /// The format.
    package init() {}

    /// `"swift"`.
    package var key: String { "swift" }

    /// First of all: it lowers the whole union tree before it renders any file.
    package var start: OutputStart { .concurrent(rank: 0) }

    /// `accessLevel`, `namespace` (a valid Swift type name), `remBase`, `platformConveniences`, `defaultBrand`.
    package func options(from reader: inout ObjectReader) -> SwiftOptions {
        var o = SwiftOptions()
        if let a = reader.choice("accessLevel", SwiftOptions.AccessLevel.allCases.map(\.rawValue)) { o.accessLevel = SwiftOptions.AccessLevel(rawValue: a)! }
        if let n = reader.string("namespace") {
            if let problem = SwiftLowering.namespaceProblem(n) { reader.report("namespace", problem) } else { o.namespace = n }
        }
        if let b = reader.remBase() { o.remBase = b }
        if let p = reader.bool("platformConveniences") { o.platformConveniences = p }
        if let d = reader.string("defaultBrand") { o.defaultBrand = d }
        return o
    }

    /// `SwiftEmitter.emit`.
    package func emit(_ model: EmitModel, options: SwiftOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        SwiftEmitter.emit(model, options: options, scheduler: scheduler, sink: sink)
    }
}
