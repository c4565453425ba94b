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
        var upToDate = false
        var outcome = ProjectBuilder.Outcome()
        defer { printTimings(timer, upToDate ? nil : outcome) }
        // A build with nothing to do stops here when its stamp says nothing changed (see BuildStamp).
        let stamp = check || swiftFile != nil ? nil
            : BuildStamp(arguments: CommandLine.arguments,
                         interactive: (Terminal.standardError.isInteractive, Terminal.standardOutput.isInteractive))
        if let stamp, let recorded = stamp.current() {
            upToDate = true
            // What the build printed, again: its warnings in the chosen format, then its summary.
            Terminal(descriptor: recorded.report.descriptor).write(recorded.report.text)
            if !diagnostics.quiet { diagnostics.progress.write(recorded.summary) }
            return
        }
        let reads = ReadLog()
        let report = DiagnosticReport(diagnostics)
        // Whatever ends the build, what it found is printed once.
        defer { _ = timer.measure(.report) { report.print() } }
        outcome = try build(timer: timer, reads: reads, report: report)
        guard outcome.status == .success else { throw ExitCode(outcome.status.rawValue) }
        // A failed build leaves the stamp alone: what made it fail changed a file the stamp lists, so the next
        // build cannot take the shortcut either.
        guard let stamp, let files = outcome.files else { return }
        let summary = OutputWriter.Plan.upToDate(files.count - 1, in: outcome.outputDirectory)
        stamp.record(reads: reads, outputs: files, report: report.print(), summary: summary)
    }

    /// One build, through the core (`ProjectBuilder`: load, compile, validate while rendering, then write or,
    /// with `--check`, compare); prints the report and the summary when it succeeded.
    func build(timer: StageTimer, reads: ReadLog, report: DiagnosticReport, cache: CompileCache? = nil,
               kept: KeptOutputs? = nil) throws -> ProjectBuilder.Outcome {
        var options = BuildOptions(inputs: try project.selectedInputs(), validate: false, strict: diagnostics.strict)
        options.compileCache = cache
        var builder = ProjectBuilder(project: project.tokenProject(outputDirectory: output, files: files), options: options)
        builder.mode = swiftFile.map { .swiftFile($0, check: check) } ?? (check ? .check : .write)
        builder.oneOff = !watch
        builder.keptOutputs = kept
        builder.countTokens = verbose
        let quiet = diagnostics.quiet
        builder.waiting = { directory in
            if !quiet {
                Terminal.standardError.write("tokenc: another build is writing to \(DisplayText.escape(directory)); waiting for it to finish\n")
            }
        }
        let outcome = builder.build(into: report.log, timer: timer, reads: reads)
        if let summary = outcome.summary {
            report.print()
            if !quiet { diagnostics.progress.write(summary) }
        }
        return outcome
    }

    /// Prints the `--verbose` stage times to standard error (`outcome` nil: the build stamp showed nothing to do).
    func printTimings(_ timer: StageTimer, _ outcome: ProjectBuilder.Outcome?) {
        guard verbose else { return }
        guard let outcome else {
            Terminal.standardError.write("timings:\n  nothing read: the build stamp shows no input or output changed since the last build\n")
            return
        }
        Terminal.standardError.write("timings:\n" + timer.report(tokens: outcome.tokens, permutations: outcome.permutations, files: outcome.fileCount))
    }
}
