/// An enabled output ready to run: its format, the options read for it, and its directory.
package protocol ConfiguredOutput: Sendable {
    /// When it starts among the concurrent formats (see `OutputStart.concurrent(rank:)`); 0 otherwise.
    var rank: Int { get }

    /// Whether the output can show viewport lengths; one that cannot is given the model without them
    /// (`EmitModel.withoutViewportLengths`, made once for all such outputs).
    var hasViewport: Bool { get }

    /// Runs the format's emitter into `sink`, under the output's directory.
    func emit(_ model: EmitModel, context: EmitContext, scheduler: some WorkScheduler,
              sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic])
}

/// `format` with its decoded `options`, writing under `path`.
package struct Configured<Format: OutputFormat>: ConfiguredOutput {
    /// The output format.
    package let format: Format
    /// Its options, read from the config.
    package let options: Format.Options
    /// The output's directory, relative to the output directory.
    package let path: String
    /// Which tokens the output carries.
    package let selection: OutputSelection
    /// How the output renames its tokens.
    package let names: OutputNames

    package var rank: Int {
        guard case .concurrent(let rank) = format.start else { return 0 }
        return rank
    }

    package var hasViewport: Bool { format.hasViewport }

    package func emit(_ model: EmitModel, context: EmitContext, scheduler: some WorkScheduler,
              sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let (renamed, problems) = model.selecting(selection).renaming(names)
        let out = format.emit(renamed, options: options, context: context, scheduler: scheduler, sink: sink.under(path))
        return (out.files, problems + out.diagnostics)
    }
}

/// A template output with its template, writing where its `path` says (relative to the output directory).
package struct ConfiguredTemplate: ConfiguredOutput {
    /// The output as the config declares it.
    package let target: Config.TemplateTarget
    /// Its template.
    package let template: SourceFile
    /// The config file, where problems with the output's path are located.
    package let configFile: String

    /// After the built-in formats: a template has no long serial part to start early.
    package var rank: Int { Int.max }

    /// A template gets every token; it decides what to write for a viewport length.
    package var hasViewport: Bool { true }

    package func emit(_ model: EmitModel, context: EmitContext, scheduler: some WorkScheduler,
              sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let (renamed, problems) = model.selecting(target.selection).renaming(target.names)
        let out = TemplateEmitter.emit(renamed, target: target, template: template, configFile: configFile, sink: sink)
        return (out.files, problems + out.diagnostics)
    }
}
