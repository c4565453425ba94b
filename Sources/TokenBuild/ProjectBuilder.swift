import Foundation

/// One build of a project into its output directory (on disk, or in memory: see `memory`), with every guarantee
/// `tokenc build` gives: outputs staged as they are rendered and renamed into place only once the whole build
/// has succeeded (`OutputStaging`, `OutputWriter`), only changed files written, outputs no longer produced
/// removed (as the manifest lists them), the output directory locked (`OutputLock`), and no output outside its
/// directory or over an input (`OutputPathRules`).
/// What it finds goes into a `DiagnosticLog`; what it did comes back as data. It never prints and never exits.
public struct ProjectBuilder {
    /// What the build does with its outputs.
    public enum Mode: Sendable, Equatable {
        /// Write what changed and remove what is no longer produced.
        case write
        /// Write nothing; every output missing, stale or to be removed is an `output-stale` error.
        case check
        /// Write only the Swift output, combined into one file at the path (see `SwiftFileOutput`); with
        /// `check`, only compare it.
        case swiftFile(String, check: Bool)
    }

    /// The project to build.
    public var project: TokenProject
    /// The permutations to compile and how strictly (`validate` is ignored: a build validates as it renders).
    public var options: BuildOptions
    /// What to do with the outputs: write them (the default), check them, or write one Swift file.
    public var mode: Mode = .write
    /// True for a process that exits after this build: the compilation is then left to the operating system to
    /// reclaim instead of freed (see `KeptUntilExit`). Leave it false in a process that builds more than once.
    public var oneOff = false
    /// Count the distinct tokens when validation has not (for `build --verbose`).
    public var countTokens = false
    /// Where the outputs go: nil for the disk; an `InMemoryFileSystem` keeps them in memory (same plan, manifest,
    /// path rules and only-changed writes; the sources are still read from disk, and `--swift-file` writes to disk).
    public var memory: InMemoryFileSystem?
    /// Called when another build holds the output directory's lock, before waiting for it.
    package var waiting: @Sendable (_ directory: String) -> Void = { _ in }
    /// Outputs kept between builds (`build --watch`): a file whose inputs did not change since the build before,
    /// and that is still as it left it, is not rendered again.
    package var keptOutputs: KeptOutputs?

    /// A build of `project` with `options`, writing to disk.
    public init(project: TokenProject, options: BuildOptions) {
        self.project = project
        self.options = options
    }

    /// What a build did.
    public struct Outcome: Sendable {
        /// How it ended (its exit code).
        public var status: BuildStatus = .success
        /// The output directory (empty with `--swift-file`, or when the project did not load).
        public var outputDirectory = ""
        /// What it wrote and removed (with `check`: would write or remove), and the outputs already up to date.
        public var changes: [OutputWriter.Change] = []
        /// The outputs whose bytes were already on disk, left alone.
        public var unchanged: [String] = []
        /// The lines saying what was done ("wrote …", "nothing changed: …"), when the build succeeded.
        public var summary: String?
        /// Every output file, the manifest included, when the build wrote its outputs (for the build stamp).
        public var files: [String]?
        /// The distinct tokens built (counted when validation ran or `countTokens` asked for it).
        public var tokens = 0
        /// The permutations (brand × theme …) built.
        public var permutations = 0
        /// The files the outputs came to.
        public var fileCount = 0

        package init() {}
    }

    /// A build of `project` from the file system on every core; `timer` and `reads` collect stage times and the
    /// files read.
    package static func tokenBuild(_ project: TokenProject, _ options: BuildOptions, timer: StageTimer = StageTimer(),
                                   reads: ReadLog = ReadLog()) -> TokenBuild {
        TokenBuild(project: project, options: options, sources: FileSystemSources(reads: reads), observer: timer,
                   scheduler: DispatchScheduler(), release: .background)
    }

    /// Loads `project` and compiles the permutations `options` select, without rendering: the compiled project
    /// (nil when it did not load), what loading and compiling found, and the files read.
    package static func compile(_ project: TokenProject, _ options: BuildOptions) -> (CompiledProject?, [Diagnostic], [SourceFile]) {
        let build = tokenBuild(project, options)
        switch build.load() {
        case .failure(let failure):
            let explained = failure.explained(for: build.project)
            return (nil, explained.diagnostics, explained.sources)
        case .success(let loaded):
            let compiled = build.compile(loaded)
            return (compiled, compiled.diagnostics, compiled.sources)
        }
    }

    /// Token files compiled as one set with their merged definitions kept (`validate` and `explain` of files
    /// named one by one); `strict`: `--strict`.
    package static func compile(files: [String], strict: Bool) -> CompiledProject {
        let build = tokenBuild(.files(files), BuildOptions(keepMerged: true, strict: strict))
        guard case .success(let loaded) = build.load() else { return build.compile(LoadedProject(config: Config(), baseDirectory: "", sourceDescription: "")) }
        return build.compile(loaded)
    }

    /// Loads and compiles the project; validates it (into `log`) while rendering; then writes (or, with `check`,
    /// compares).
    public func build(into log: DiagnosticLog, timer: StageTimer = StageTimer(), reads: ReadLog = ReadLog()) -> Outcome {
        var result = Outcome()
        let check: Bool
        let swiftFile: String?
        switch mode {
        case .write: (check, swiftFile) = (false, nil)
        case .check: (check, swiftFile) = (true, nil)
        case .swiftFile(let path, let checking): (check, swiftFile) = (checking, path)
        }
        var options = self.options
        options.validate = false
        let build = Self.tokenBuild(project, options, timer: timer, reads: reads)
        var writer: OutputWriter?
        var staging: OutputStaging?
        var inputs: [OutputPathRules.Input] = []
        var config = Config()
        var lock: OutputLock?
        defer { lock?.release() }
        let kept = mode == .write ? keptOutputs : nil
        // What this build rendered is kept only once its outputs are in place.
        defer {
            if result.status == .success { kept?.commit() } else { kept?.abandon() }
        }
        // What validation finds goes into the one log, as it is found (see `TokenBuild.run`).
        let collect: @Sendable (CompiledProject) -> [Diagnostic] = { validated in
            log.add(validated.diagnostics, sources: validated.sources, config: validated.config)
        }
        let oneOff = self.oneOff, waiting = self.waiting, memory = self.memory
        let run: Result<TokenBuild.Outcome, ProjectLoadFailure>
        do {
            run = try build.run(prepare: { compiled in
                if oneOff { KeptUntilExit.keep(compiled) }
                result.permutations = compiled.compilation.permutations.count
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
                let outputWriter = OutputWriter(directory: compiled.outputDirectory, protecting: inputs, in: memory ?? DiskFileSystem())
                writer = outputWriter
                staging = swiftFile == nil && memory == nil ? OutputStaging(writer: outputWriter, check: check, kept: kept) : nil
                // Builds into one directory take turns, from before the first output is staged to the last rename.
                if let staging {
                    switch Self.lockOutputDirectory(of: outputWriter, staging: staging, check: check, waiting: waiting) {
                    case .success(let acquired): lock = acquired
                    case .failure(let failure):
                        log.add([failure], sources: compiled.sources)
                        throw failure
                    }
                    if !check { outputWriter.removeLeftoverTemporaryFiles() }
                }
                return TokenBuild.RenderTarget(config: outputs, sink: (staging?.sink ?? .keep).releasing(with: .background))
            }, report: collect)
        } catch {
            // The output directory could not be made for its lock (reported above).
            result.status = .environment
            return result
        }
        let outcome: TokenBuild.Outcome
        switch run {
        case .success(let o): outcome = o
        case .failure(let failure):
            let explained = failure.explained(for: build.project)
            result.status = BuildStatus(for: log.add(explained.diagnostics, sources: explained.sources))
            return result
        }
        let loaded = outcome.compiled
        let sources = loaded.sources
        if oneOff { KeptUntilExit.keep(outcome) }
        if countTokens { result.tokens = loaded.validation?.tokenCount ?? Self.distinctTokenCount(loaded.compilation.permutations) }
        result.status = BuildStatus(for: outcome.reported)
        guard result.status == .success, let rendered = outcome.rendered, let writer else {
            // What was rendered meanwhile goes; the outputs on disk stay as they were.
            staging?.discard()
            return result
        }
        result.fileCount = rendered.files.count
        result.status = BuildStatus(for: log.add(rendered.diagnostics, sources: sources, config: config))
        guard result.status == .success else {
            staging?.discard()
            return result
        }

        let staged: StagedOutputs
        if let staging {
            staged = staging
        } else if swiftFile == nil {
            staged = MemoryStaging(rendered.files, writer: writer, check: check)
        } else {
            let combined = SwiftFileOutput(path: swiftFile ?? "", files: rendered.files)
            result.fileCount = 1
            timer.measure(.write) {
                let rules = OutputPathRules(directory: "", protecting: inputs)
                combined.write(check: check, rules: rules, log: log, into: &result)
            }
            return result
        }

        result.outputDirectory = loaded.outputDirectory
        timer.measure(.write) {
            result.status = write(rendered.files, writer: writer, staging: staged, check: check, sources: sources, config: config,
                                  log: log, into: &result)
            // Whatever stopped the build, what was staged goes (renamed files are already in place).
            if result.status != .success { staged.discard() }
        }
        guard result.status == .success, !check else { return result }
        result.files = rendered.files.map { PathText.join(loaded.outputDirectory, $0.path) }
            + [PathText.join(loaded.outputDirectory, OutputWriter.manifestName)]
        return result
    }

    /// Checks the whole plan before the first rename (outputs that collide, paths that break the rules,
    /// temporary files that could not be written, manifest entries that may not be removed), then carries it out
    /// (with `check`, reports what is out of date instead).
    private func write(_ files: [OutputFile], writer: OutputWriter, staging: StagedOutputs, check: Bool, sources: [SourceFile],
                       config: Config, log: DiagnosticLog, into result: inout Outcome) -> BuildStatus {
        guard log.add(OutputWriter.conflicts(files, in: writer.directory), sources: sources, config: config).isEmpty,
              log.add(staging.pathProblems(files), sources: sources, config: config).isEmpty else { return .environment }
        if let failure = staging.firstFailure(files) {
            log.add([failure], sources: sources, config: config)
            return .environment
        }
        let plan = writer.plan(files, state: staging.state(of:))
        result.changes = plan.changes
        result.unchanged = plan.unchanged
        guard plan.problems.isEmpty else {
            log.add(plan.problems, sources: sources + [plan.manifestSource].compactMap { $0 }, config: config)
            return .environment
        }
        if check {
            // Every output that is missing, stale or no longer produced is an `output-stale` error at its path.
            let stale = plan.changes
            guard !stale.isEmpty else {
                result.summary = "outputs are up to date (\(plan.unchanged.count) files)\n"
                return .success
            }
            log.add(stale.map { Diagnostic(.outputStale, "output is \($0.kind.rawValue)", at: SourceLocation(file: $0.path)) })
            log.summarise([.outputStale], as: "\(stale.count) output\(stale.count == 1 ? " is" : "s are") out of date; run `tokenc build`")
            return .tokenErrors
        }
        if let failure = staging.flushToDisk(eachFile: false) ?? writer.apply(plan) {
            log.add([failure], sources: sources, config: config)
            return .environment
        }
        result.summary = plan.summary(directory: result.outputDirectory)
        return .success
    }

    /// The number of distinct token paths across `permutations`, as validation counts them: the token nodes of
    /// their `PathIndex`.
    package static func distinctTokenCount(_ permutations: [CompiledPermutation]) -> Int {
        PathIndex(permutations).tokenNodes.count
    }

    /// The files the build read (token sources, the config, the resolver document: all among `sources`), which no
    /// output may replace.
    package static func inputs(of loaded: CompiledProject) -> [OutputPathRules.Input] {
        let config = loaded.configPath
        let resolver = loaded.config.resolver.map { PathText.join(loaded.baseDirectory, $0) }
        return loaded.sources.map { source in
            let role = source.path == config ? "the config" : source.path == resolver ? "the resolver document" : "a token source"
            return OutputPathRules.Input(path: source.path, role: role)
        }
    }

    /// Locks the output directory (see `OutputLock`): exclusively for a build, which first makes the directory
    /// when it is missing; shared for `check`. A directory that cannot be made is the failure.
    private static func lockOutputDirectory(of writer: OutputWriter, staging: OutputStaging, check: Bool,
                                            waiting: (String) -> Void) -> Result<OutputLock?, Diagnostic> {
        do {
            return .success(try OutputLock.acquire(writer.directory, exclusive: !check,
                                                   prepare: { if !check { try staging.makeOutputDirectory() } },
                                                   waiting: { waiting(writer.directory) }))
        } catch {
            return .failure(Diagnostic(.outputWriteFailed, "cannot make the output directory: \(FileSystem.reason(error))",
                                       at: SourceLocation(file: writer.directory)))
        }
    }
}

extension ProjectLoadFailure {
    /// The failure with a missing config file explained: how to make one, or which option names another.
    package func explained(for project: TokenProject) -> ProjectLoadFailure {
        guard case .config(let path) = project, sources.isEmpty else { return self }
        var failure = self
        for i in failure.diagnostics.indices where failure.diagnostics[i].code == .fileNotFound {
            failure.diagnostics[i].message = "no config file at \(path); create one (see docs/config.md) or pass --config PATH"
        }
        return failure
    }
}
