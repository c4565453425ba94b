/// The Kotlin output as a format of the build: `"kotlin"` in tokenc.json, its options (`KotlinOptions`), and
/// `KotlinEmitter`.
package struct KotlinFormat: OutputFormat {
    /// The format.
    package init() {}

    /// `"kotlin"`.
    package var key: String { "kotlin" }

    /// With the other small formats.
    package var start: OutputStart { .concurrent(rank: 3) }

    /// `package` (dot-separated identifiers, no keyword), `remBase`, `compose`, `public`.
    package func options(from reader: inout ObjectReader) -> KotlinOptions {
        var o = KotlinOptions()
        if let p = reader.string("package") {
            if KotlinText.isPackageName(p) {
                o.packageName = p
            } else {
                reader.report("package", "\"package\" must be empty or Kotlin identifiers joined by `.` (ASCII letters, digits and `_`, no keyword), not \"\(DisplayText.escape(p))\"")
            }
        }
        if let b = reader.remBase() { o.remBase = b }
        if let v = reader.bool("compose") { o.compose = v }
        if let v = reader.bool("public") { o.publicDeclarations = v }
        return o
    }

    /// `KotlinEmitter.emit`.
    package func emit(_ model: EmitModel, options: KotlinOptions, context: EmitContext, scheduler: some WorkScheduler,
                     sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        KotlinEmitter.emit(model, options: options, sink: sink)
    }
}
