import ArgumentParser
import Foundation
import TokenCore

/// `tokenc build`: compiles the project, validates it, and writes only the outputs whose bytes changed.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile a project (tokenc.json, a resolver document, a Tokens Studio or Style Dictionary project, or token files) into its outputs, writing only what changed."
    )

    @Argument(help: "Token files, directories or globs to compile as one set (later files win): Swift, CSS and JSON with default options into swift/, css/ and json/ under --output. Without them, the project (--config, --resolver, --tokens-studio or --style-dictionary) is built.")
    var files: [String] = []

    @OptionGroup var project: ProjectOptions

    @Option(help: "With token files, --resolver or --tokens-studio: the output directory (default Output). A config sets \"output\" in tokenc.json instead; a Style Dictionary config, each platform's buildPath.")
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
        if !files.isEmpty && (project.config != nil || project.resolver != nil || project.tokensStudio != nil || project.styleDictionary != nil) {
            throw ValidationError("token files replace the project: use them without --config, --resolver, --tokens-studio and --style-dictionary")
        }
        if output != nil && files.isEmpty && project.resolver == nil && project.tokensStudio == nil {
            if project.styleDictionary != nil {
                throw ValidationError("--output does not go with --style-dictionary: each platform's files go below its buildPath, as Style Dictionary writes them")
            }
            throw ValidationError("--output goes with token files, --resolver or --tokens-studio; with a config, set \"output\" in tokenc.json")
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
        if let stamp, let recorded = stamp.current() {
            stats.upToDate = true
            // What the build printed, again: its warnings in the chosen format, then its summary.
            Terminal(descriptor: recorded.report.descriptor).write(recorded.report.text)
            if !diagnostics.quiet { diagnostics.progress.write(recorded.summary) }
            return
        }
        let reads = ReadLog()
        let report = DiagnosticReport(diagnostics)
        // Whatever ends the build, what it found is printed once.
        defer { _ = timer.measure(.report) { report.print() } }
        // A failed build leaves the stamp alone: what made it fail changed a file the stamp lists, so the next
        // build cannot take the shortcut either.
        guard let outcome = try build(timer: timer, reads: reads, stats: &stats, report: report), let stamp else { return }
        let summary = OutputWriter.Plan.upToDate(outcome.files.count - 1, in: outcome.outputDirectory)
        stamp.record(reads: reads, outputs: outcome.files, report: report.print(), summary: summary)
    }

    /// What a build that wrote its outputs leaves for the stamp.
    struct Outcome {
        /// The output directory.
        var outputDirectory: String
        /// Every output file, the manifest included.
        var files: [String]
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
    func build(timer: StageTimer, reads: ReadLog, stats: inout BuildStats, report: DiagnosticReport) throws -> Outcome? {
        let options = BuildOptions(inputs: try project.selectedInputs(), validate: false, strict: diagnostics.strict)
        let build = ProjectOptions.build(project.tokenProject(outputDirectory: output, files: files), options, timer: timer, reads: reads)
        var writer: OutputWriter?
        var staging: OutputStaging?
        var inputs: [OutputPathRules.Input] = []
        var config = Config()
        var lock: OutputLock?
        defer { lock?.release() }
        // What validation finds goes into the one report, printed once when the build ends (see `TokenBuild.run`).
        let collect: @Sendable (CompiledProject) -> [Diagnostic] = { validated in
            report.add(validated.diagnostics, sources: validated.sources, config: validated.config)
        }
        let result = try build.run(prepare: { compiled in
            // A one-off build leaves the compilation to the operating system to reclaim at exit (see KeptUntilExit).
            if !watch { KeptUntilExit.keep(compiled) }
            stats.permutations = compiled.compilation.permutations.count
            var outputs = compiled.config
            if swiftFile != nil {
                // Only the Swift output: whatever other formats the config enables are left alone.
                outputs.outputs = outputs.outputs.filter { $0.key == "swift" }
                outputs.templates = []
                if outputs.swift == nil { outputs.swift = Config.Target(path: "swift") }
            }
            config = outputs
            // Each output is staged as soon as it is rendered (see OutputStaging); nothing replaces an output until
            // every check below has passed. `--swift-file` combines the Swift files, so it keeps them whole.
            inputs = Self.inputs(of: compiled)
            let outputWriter = OutputWriter(directory: compiled.outputDirectory, protecting: inputs)
            writer = outputWriter
            staging = swiftFile == nil ? OutputStaging(writer: outputWriter, check: check) : nil
            // Builds into one directory take turns, from before the first output is staged to the last rename.
            lock = try staging.flatMap { try lockOutputDirectory(of: outputWriter, staging: $0, sources: compiled.sources, report: report) }
            if staging != nil && !check { outputWriter.removeLeftoverTemporaryFiles() }
            return TokenBuild.RenderTarget(config: outputs, sink: (staging?.sink ?? .keep).releasing(with: .background))
        }, report: collect)
        let outcome: TokenBuild.Outcome
        switch result {
        case .success(let o): outcome = o
        case .failure(let failure):
            let explained = ProjectOptions.explained(failure, project: build.project)
            let printed = report.add(explained.diagnostics, sources: explained.sources)
            throw exitStatus(for: printed)
        }
        let loaded = outcome.compiled
        let sources = loaded.sources
        let printed = outcome.reported
        if !watch { KeptUntilExit.keep(outcome) }
        if verbose { stats.tokens = loaded.validation?.tokenCount ?? Self.distinctTokenCount(loaded.compilation.permutations) }
        let code = exitStatus(for: printed)
        guard code == .success, let rendered = outcome.rendered, let writer else {
            // What was rendered meanwhile goes; the outputs on disk stay as they were.
            staging?.discard()
            throw code
        }
        stats.files = rendered.files.count
        let renderProblems = report.add(rendered.diagnostics, sources: sources, config: config)
        guard exitStatus(for: renderProblems) == .success else {
            staging?.discard()
            throw exitStatus(for: renderProblems)
        }

        guard let staging else {
            let combined = SwiftFileOutput(path: swiftFile ?? "", files: rendered.files)
            stats.files = 1
            try timer.measure(.write) {
                let rules = OutputPathRules(directory: "", protecting: inputs)
                try combined.write(check: check, rules: rules, report: report, progress: diagnostics.quiet ? nil : diagnostics.progress)
            }
            return nil
        }

        try timer.measure(.write) {
            do {
                // The whole plan is checked before the first rename: outputs that collide, paths that break the
                // rules, temporary files that could not be written, manifest entries that may not be removed.
                let conflicts = report.add(OutputWriter.conflicts(rendered.files, in: writer.directory), sources: sources, config: config)
                guard conflicts.isEmpty else { throw Exit.environment }
                let pathProblems = report.add(staging.pathProblems(rendered.files), sources: sources, config: config)
                guard pathProblems.isEmpty else { throw Exit.environment }
                if let failure = staging.firstFailure(rendered.files) {
                    report.add([failure], sources: sources, config: config)
                    throw Exit.environment
                }
                let plan = writer.plan(rendered.files, staged: staging)
                guard plan.problems.isEmpty else {
                    report.add(plan.problems, sources: sources + [plan.manifestSource].compactMap { $0 }, config: config)
                    throw Exit.environment
                }
                if check {
                    try reportCheck(plan, report: report)
                    return
                }
                if let failure = staging.flushToDisk() {
                    report.add([failure], sources: sources, config: config)
                    throw Exit.environment
                }
                if let failure = writer.apply(plan) {
                    report.add([failure], sources: sources, config: config)
                    throw Exit.environment
                }
                report.print()
                if !diagnostics.quiet { diagnostics.progress.write(plan.summary(directory: loaded.outputDirectory)) }
            } catch {
                // Whatever stopped the build, what was staged goes (renamed files are already in place).
                staging.discard()
                throw error
            }
        }
        guard !check else { return nil }
        let files = rendered.files.map { PathText.join(loaded.outputDirectory, $0.path) }
            + [PathText.join(loaded.outputDirectory, OutputWriter.manifestName)]
        return Outcome(outputDirectory: loaded.outputDirectory, files: files)
    }

    /// The files the build read (token sources, the config, the resolver document: all among `sources`), which no
    /// output may replace.
    static func inputs(of loaded: CompiledProject) -> [OutputPathRules.Input] {
        let config = loaded.configPath
        let resolver = loaded.config.resolver.map { PathText.join(loaded.baseDirectory, $0) }
        return loaded.sources.map { source in
            let role = source.path == config ? "the config" : source.path == resolver ? "the resolver document" : "a token source"
            return OutputPathRules.Input(path: source.path, role: role)
        }
    }

    /// Locks the output directory (see `OutputLock`): exclusively for a build, which first makes the directory
    /// when it is missing; shared for `--check`. Reports a directory that cannot be made.
    private func lockOutputDirectory(of writer: OutputWriter, staging: OutputStaging, sources: [SourceFile], report: DiagnosticReport) throws -> OutputLock? {
        let quiet = diagnostics.quiet
        do {
            return try OutputLock.acquire(writer.directory, exclusive: !check, prepare: { if !check { try staging.makeOutputDirectory() } },
                                          waiting: {
                                              if !quiet {
                                                  Terminal.standardError.write("tokenc: another build is writing to \(DisplayText.escape(writer.directory)); waiting for it to finish\n")
                                              }
                                          })
        } catch {
            report.add([Diagnostic(.outputWriteFailed, "cannot make the output directory: \(FileSystem.reason(error))",
                                   at: SourceLocation(file: writer.directory))], sources: sources)
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

    /// `--check`: every output that is missing, stale or no longer produced is an `output-stale` error at the
    /// output's path (exit 1); the text format closes with how many there are.
    private func reportCheck(_ plan: OutputWriter.Plan, report: DiagnosticReport) throws {
        let stale = plan.changes
        guard !stale.isEmpty else {
            report.print()
            if !diagnostics.quiet { diagnostics.progress.write("outputs are up to date (\(plan.unchanged.count) files)\n") }
            return
        }
        report.add(stale.map { Diagnostic(.outputStale, "output is \($0.kind.rawValue)", at: SourceLocation(file: $0.path)) })
        report.summarise([.outputStale], as: "\(stale.count) output\(stale.count == 1 ? " is" : "s are") out of date; run `tokenc build`")
        throw Exit.tokenErrors
    }
}
