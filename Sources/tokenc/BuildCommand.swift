import ArgumentParser
import Foundation
import TokenCore

/// `tokenc build`: compiles the project, validates it, and writes only the outputs whose bytes changed.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile the tokens a config (or a resolver document) names into Swift, CSS, JSON and HTML."
    )

    @OptionGroup var project: ProjectOptions

    @Option(help: "With --resolver: the output directory (default Output).")
    var output: String?

    @Flag(help: "Write nothing; exit 1 listing every output that is missing, stale or would be removed.")
    var check = false

    @Option(name: .customLong("swift-file"),
            help: ArgumentHelp("Write only the Swift output, combined into one file at PATH (what the SwiftPM build plugin compiles); CSS, JSON and the config's output directory are left alone.",
                               valueName: "path"))
    var swiftFile: String?

    @Flag(help: "Keep running: rebuild whenever a token file, the resolver document or the config changes (Ctrl-C stops).")
    var watch = false

    @Flag(help: "Also print the time spent in each stage (read, parse, resolve, validate, emit, write) and the number of tokens and permutations.")
    var verbose = false

    @OptionGroup var diagnostics: DiagnosticOptions

    func validate() throws {
        if output != nil && project.resolver == nil {
            throw ValidationError("--output goes with --resolver; with a config, set \"output\" in tokenc.json")
        }
        if output != nil && swiftFile != nil { throw ValidationError("use either --output or --swift-file, not both") }
        if watch && check { throw ValidationError("--watch rebuilds on every change; it does not go with --check") }
        if verbose && diagnostics.quiet { throw ValidationError("use either --verbose or --quiet, not both") }
    }

    func run() throws {
        if watch { watchForever() }
        let timer = StageTimer()
        var stats = BuildStats()
        defer { printTimings(timer, stats) }
        // A build with nothing to do stops here when its stamp says nothing changed (see BuildStamp).
        let stamp = check || swiftFile != nil ? nil : BuildStamp(arguments: CommandLine.arguments)
        if let stamp, let summary = stamp.currentSummary() {
            stats.upToDate = true
            if !diagnostics.quiet { Terminal.standardOutput.write(summary) }
            return
        }
        let reads = ReadLog()
        // A failed build leaves the stamp alone: what made it fail changed a file the stamp lists, so the next
        // build cannot take the shortcut either.
        guard let outcome = try build(timer: timer, reads: reads, stats: &stats), let stamp else { return }
        if outcome.clean {
            let summary = OutputWriter.Plan.upToDate(outcome.files.count - 1, in: outcome.outputDirectory)
            stamp.record(reads: reads, outputs: outcome.files, summary: summary)
        } else {
            stamp.remove()
        }
    }

    /// What a build that wrote its outputs leaves for the stamp.
    struct Outcome {
        /// The output directory.
        var outputDirectory: String
        /// Every output file, the manifest included.
        var files: [String]
        /// True when the build reported no diagnostic at all.
        var clean: Bool
    }

    /// What `--verbose` reports besides stage times.
    struct BuildStats {
        var tokens = 0
        var permutations = 0
        var files = 0
        /// True when the stamp showed nothing to do.
        var upToDate = false
    }

    /// The number of distinct token paths across `permutations` (for `--verbose`, when validation has not counted
    /// them: see `ValidationResult.tokenCount`), as validation counts them: the token nodes of their `PathIndex`.
    static func distinctTokenCount(_ permutations: [CompiledPermutation]) -> Int {
        PathIndex(permutations).tokenNodes.count
    }

    /// One build: load and compile; validate (and print what was found) while rendering; then write (or, with
    /// `--check`, compare). Throws the exit code.
    @discardableResult
    func build(timer: StageTimer, reads: ReadLog, stats: inout BuildStats) throws -> Outcome? {
        let complete = try project.selectedInputs().isEmpty
        let (loadedOrNil, found, sources) = try project.load(outputDirectory: output, timer: timer, reads: reads, validate: false)
        // A one-off build leaves the compilation to the operating system to reclaim at exit (see KeptUntilExit).
        if !watch, let loadedOrNil { KeptUntilExit.keep(loadedOrNil) }
        guard let compiled = loadedOrNil else {
            let printed = timer.measure(.report) { diagnostics.report(found, sources: sources, config: nil) }
            throw exitStatus(for: printed)
        }
        stats.permutations = compiled.compilation.permutations.count

        var outputs = compiled.config
        if swiftFile != nil {
            outputs.css = nil
            outputs.json = nil
            outputs.html = nil
            if outputs.swift == nil { outputs.swift = Config.Target(path: "swift") }
        }
        let config = outputs
        // Each output is staged as soon as it is rendered (see OutputStaging); nothing replaces an output until
        // every check below has passed. `--swift-file` combines the Swift files, so it keeps them whole.
        let inputs = Self.inputs(of: compiled)
        let writer = OutputWriter(directory: compiled.outputDirectory, protecting: inputs)
        let staging = swiftFile == nil ? OutputStaging(writer: writer, check: check) : nil
        // Builds into one directory take turns, from before the first output is staged to the last rename.
        let lock = try staging.flatMap { try lockOutputDirectory(of: writer, staging: $0, sources: sources) }
        defer { lock?.release() }
        if staging != nil && !check { writer.removeLeftoverTemporaryFiles() }

        // Validating and printing what the build found, then rendering. Rendering needs only the compilation
        // (the HTML sheet alone waits for validation's contrast measurements), so when there is something to
        // validate the two run side by side: validation leaves cores idle that rendering fills. What validation
        // finds is printed before anything rendering finds, as when they ran in turn.
        let reporter = diagnostics
        let validation = Pending<ValidationResult?>()
        let validateAndReport: @Sendable () -> (loaded: ProjectLoader.Loaded, printed: [Diagnostic]) = {
            var loaded = compiled
            ProjectLoader.validate(&loaded, complete: complete, timer: timer)
            validation.provide(loaded.validation)
            return (loaded, timer.measure(.report) { reporter.report(loaded.diagnostics, sources: sources, config: loaded.config) })
        }
        let render: @Sendable () -> (files: [OutputFile], diagnostics: [Diagnostic]) = {
            timer.measure(.emit) {
                OutputRenderer.render(compiled.compilation, config: config, resolver: compiled.resolver,
                                      source: compiled.sourceDescription, awaitingValidation: { validation.wait() },
                                      scheduler: DispatchScheduler(), sink: (staging?.sink ?? .keep).releasing(with: .background))
            }
        }
        let (loaded, printed): (ProjectLoader.Loaded, [Diagnostic])
        var renderedEarly: (files: [OutputFile], diagnostics: [Diagnostic])?
        if compiled.validatable {
            ((loaded, printed), renderedEarly) = concurrently(validateAndReport, render)
        } else {
            (loaded, printed) = validateAndReport()
        }
        if !watch { KeptUntilExit.keep(loaded) }
        if verbose { stats.tokens = loaded.validation?.tokenCount ?? Self.distinctTokenCount(loaded.compilation.permutations) }
        let code = exitStatus(for: printed)
        guard code == .success else {
            // What was rendered meanwhile goes; the outputs on disk stay as they were.
            staging?.discard()
            throw code
        }
        let rendered = renderedEarly ?? render()
        stats.files = rendered.files.count
        if !watch { KeptUntilExit.keep(rendered) }
        let renderProblems = diagnostics.report(rendered.diagnostics, sources: sources, config: config)
        guard exitStatus(for: renderProblems) == .success else {
            staging?.discard()
            throw exitStatus(for: renderProblems)
        }

        guard let staging else {
            let combined = SwiftFileOutput(path: swiftFile ?? "", files: rendered.files)
            stats.files = 1
            try timer.measure(.write) {
                let rules = OutputPathRules(directory: "", protecting: inputs)
                if let problem = try combined.write(check: check, quiet: diagnostics.quiet, rules: rules) {
                    _ = diagnostics.report([problem], sources: sources, config: config)
                    throw Exit.environment
                }
            }
            return nil
        }

        try timer.measure(.write) {
            do {
                // The whole plan is checked before the first rename: outputs that collide, paths that break the
                // rules, temporary files that could not be written, manifest entries that may not be removed.
                let conflicts = diagnostics.report(OutputWriter.conflicts(rendered.files, in: writer.directory), sources: sources, config: config)
                guard conflicts.isEmpty else { throw Exit.environment }
                let pathProblems = diagnostics.report(staging.pathProblems(rendered.files), sources: sources, config: config)
                guard pathProblems.isEmpty else { throw Exit.environment }
                if let failure = staging.firstFailure(rendered.files) {
                    _ = diagnostics.report([failure], sources: sources, config: config)
                    throw Exit.environment
                }
                let plan = writer.plan(rendered.files, staged: staging)
                guard plan.problems.isEmpty else {
                    _ = diagnostics.report(plan.problems, sources: sources + [plan.manifestSource].compactMap { $0 }, config: config)
                    throw Exit.environment
                }
                if check {
                    try reportCheck(plan)
                    return
                }
                if let failure = writer.apply(plan) {
                    _ = diagnostics.report([failure], sources: sources, config: config)
                    throw Exit.environment
                }
                if !diagnostics.quiet { Terminal.standardOutput.write(plan.summary(directory: loaded.outputDirectory)) }
            } catch {
                // Whatever stopped the build, what was staged goes (renamed files are already in place).
                staging.discard()
                throw error
            }
        }
        guard !check else { return nil }
        let files = rendered.files.map { PathText.join(loaded.outputDirectory, $0.path) }
            + [PathText.join(loaded.outputDirectory, OutputWriter.manifestName)]
        return Outcome(outputDirectory: loaded.outputDirectory, files: files, clean: printed.isEmpty && renderProblems.isEmpty)
    }

    /// The files the build read (token sources, the config, the resolver document: all among `sources`), which no
    /// output may replace.
    static func inputs(of loaded: ProjectLoader.Loaded) -> [OutputPathRules.Input] {
        let config = loaded.configPath
        let resolver = loaded.config.resolver.map { PathText.join(loaded.baseDirectory, $0) }
        return loaded.sources.map { source in
            let role = source.path == config ? "the config" : source.path == resolver ? "the resolver document" : "a token source"
            return OutputPathRules.Input(path: source.path, role: role)
        }
    }

    /// Locks the output directory (see `OutputLock`): exclusively for a build, which first makes the directory
    /// when it is missing; shared for `--check`. Reports a directory that cannot be made.
    private func lockOutputDirectory(of writer: OutputWriter, staging: OutputStaging, sources: [SourceFile]) throws -> OutputLock? {
        let quiet = diagnostics.quiet
        do {
            return try OutputLock.acquire(writer.directory, exclusive: !check, prepare: { if !check { try staging.makeOutputDirectory() } },
                                          waiting: {
                                              if !quiet {
                                                  Terminal.standardError.write("tokenc: another build is writing to \(DisplayText.escape(writer.directory)); waiting for it to finish\n")
                                              }
                                          })
        } catch {
            _ = diagnostics.report([Diagnostic(.outputWriteFailed, "cannot make the output directory: \(FileSystem.reason(error))",
                                               at: SourceLocation(file: writer.directory))], sources: sources, config: nil)
            throw Exit.environment
        }
    }

    /// Prints the `--verbose` stage times to standard error.
    func printTimings(_ timer: StageTimer, _ stats: BuildStats) {
        guard verbose else { return }
        if stats.upToDate {
            Terminal.standardError.write("timings:\n  nothing read: the build stamp shows no input or output changed since the last build\n")
            return
        }
        Terminal.standardError.write("timings:\n" + timer.report(tokens: stats.tokens, permutations: stats.permutations, files: stats.files))
    }

    private func reportCheck(_ plan: OutputWriter.Plan) throws {
        let stale = plan.changes
        guard !stale.isEmpty else {
            if !diagnostics.quiet { Terminal.standardOutput.write("outputs are up to date (\(plan.unchanged.count) files)\n") }
            return
        }
        var lines = ""
        for change in stale { lines += "\(DisplayText.escape(change.path)): error: output is \(change.kind.rawValue) [output-stale]\n" }
        lines += "\(stale.count) output\(stale.count == 1 ? " is" : "s are") out of date; run `tokenc build`\n"
        Terminal.standardError.write(lines)
        throw Exit.tokenErrors
    }
}
