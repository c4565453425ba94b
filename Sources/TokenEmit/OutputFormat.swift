/// One kind of output tokenc writes (Swift, CSS, …): its key in tokenc.json, how it reads its options there, when
/// it starts in a build, and its emitter. Adding a format means one target over `TokenEmit` with a type conforming
/// to this, and one line in `OutputFormats.builtIn` (TokenPipeline). See docs/outputs.md.
package protocol OutputFormat: Sendable {
    /// The format's options, as its emitter takes them.
    associatedtype Options: Sendable

    /// The member of tokenc.json that enables the format and holds its options (`"swift"`).
    var key: String { get }

    /// When the format's emitter starts, relative to the other formats of the build.
    var start: OutputStart { get }

    /// True when the format's consumer has a viewport (a browser), so lengths in `vw` and `vh` mean something;
    /// otherwise the renderer leaves tokens with such values out before `emit`. False unless a format says so.
    var hasViewport: Bool { get }

    /// Reads the options from the output's object in tokenc.json (its `path` taken out): each member the format
    /// knows, a wrong value reported at the member (and the default kept). The caller reports every member the
    /// format did not read, so a misspelt option is an error.
    func options(from reader: inout ObjectReader) -> Options

    /// Renders `model` with `options`: each file goes to `sink` as soon as it is rendered (its path relative to
    /// the output's directory); the result holds what the sink gives back, and the format's diagnostics. Work
    /// may run through `scheduler`; the bytes must not depend on it.
    func emit(_ model: EmitModel, options: Options, context: EmitContext, scheduler: some WorkScheduler,
              sink: OutputSink) -> (files: [OutputFile], diagnostics: [Diagnostic])
}

extension OutputFormat {
    package var hasViewport: Bool { false }
}

/// When a format's emitter starts in a build.
package enum OutputStart: Sendable, Hashable {
    /// Alongside the other formats, as soon as the model exists. Formats with a lower rank start first: the one
    /// with the longest serial part gets the lowest, so the others fill the cores around it.
    case concurrent(rank: Int)
    /// After every concurrent format has finished, one at a time: the format uses what validation finds
    /// (the HTML sheet's `EmitContext.sheet`), and validation runs meanwhile. Their outputs come after the others'.
    case afterValidation
}
