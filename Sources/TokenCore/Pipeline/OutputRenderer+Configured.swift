/// An enabled output ready to run: its format, the options read for it, and its directory.
protocol ConfiguredOutput: Sendable {
    /// When it starts among the concurrent formats (see `OutputStart.concurrent(rank:)`); 0 otherwise.
    var rank: Int { get }

    /// Runs the format's emitter into `sink`, under the output's directory.
    func emit(_ model: EmitModel, context: EmitContext, scheduler: some WorkScheduler,
              sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic])
}

/// `format` with its decoded `options`, writing under `path`.
struct Configured<Format: OutputFormat>: ConfiguredOutput {
    /// The output format.
    let format: Format
    /// Its options, read from the config.
    let options: Format.Options
    /// The output's directory, relative to the output directory.
    let path: String

    var rank: Int {
        guard case .concurrent(let rank) = format.start else { return 0 }
        return rank
    }

    func emit(_ model: EmitModel, context: EmitContext, scheduler: some WorkScheduler,
              sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        format.emit(model, options: options, context: context, scheduler: scheduler, sink: sink.under(path))
    }
}
