/// One build of a token project, from sources to output files: load → compile (select permutations, parse,
/// resolve) → validate → render, with typed values between the stages. `run` does them all (validation beside
/// rendering); commands that need part of the pipeline call the stages. Sources come through a
/// `SourceProvider`, threads through a `BuildScheduler`, stage times go to a `BuildObserver`; outputs go to the
/// `OutputSink` the caller prepares.
public struct TokenBuild: Sendable {
    /// The project to build.
    public var project: TokenProject
    /// What to select and keep.
    public var options: BuildOptions
    /// Where the sources come from.
    public var sources: any SourceProvider
    /// Who watches the stages.
    public var observer: any BuildObserver
    /// Who runs independent work.
    public var scheduler: any BuildScheduler
    /// Where large values the build has finished with go (see `ReleaseHook`).
    public var release: ReleaseHook

    /// A build of `project` reading through `sources`.
    public init(project: TokenProject, options: BuildOptions = BuildOptions(), sources: any SourceProvider,
                observer: any BuildObserver = SilentBuildObserver(), scheduler: any BuildScheduler = SerialScheduler(),
                release: ReleaseHook = .now) {
        self.project = project
        self.options = options
        self.sources = sources
        self.observer = observer
        self.scheduler = scheduler
        self.release = release
    }

    /// Where rendered outputs go: which outputs the config asks for (a caller may narrow them) and the sink.
    public struct RenderTarget: Sendable {
        /// The config whose output targets are rendered.
        public var config: Config
        /// What each finished file is handed to.
        public var sink: OutputSink

        /// A target from its parts.
        public init(config: Config, sink: OutputSink = .keep) {
            self.config = config
            self.sink = sink
        }
    }

    /// What a whole build gave.
    public struct Outcome: Sendable {
        /// The project, compiled and validated (when it could be).
        public var compiled: CompiledProject
        /// What `report` returned for the project's diagnostics.
        public var reported: [Diagnostic]
        /// The outputs; nil when the build stopped first (`reported` has an error).
        public var rendered: RenderedOutputs?
    }

    /// Runs the whole build. `prepare` is called once the project is compiled, before anything is rendered, and
    /// says where outputs go (it may throw to stop the build). `report` receives the compiled and validated
    /// project and returns its diagnostics as they count (the CLI prints them and applies warnings-as-errors):
    /// rendering's outputs are kept only when none of them is an error. When the project could be validated,
    /// validation and reporting run beside rendering (see `BuildScheduler`). Fails when the config did not load.
    public func run(prepare: (CompiledProject) throws -> RenderTarget = { RenderTarget(config: $0.config) },
                    report: @escaping @Sendable (CompiledProject) -> [Diagnostic] = { $0.diagnostics })
        rethrows -> Result<Outcome, ProjectLoadFailure> {
        var withoutValidation = self
        withoutValidation.options.validate = false
        let loaded: LoadedProject
        switch load() {
        case .success(let l): loaded = l
        case .failure(let f): return .failure(f)
        }
        let compiled = withoutValidation.compile(loaded)
        let target = try prepare(compiled)
        let complete = options.inputs.isEmpty
        let stages = self
        if compiled.validatable {
            let ((validated, reported), rendered) = scheduler.validating(
                { stages.validate(compiled, complete: complete) },
                then: { validated in (validated, report(validated)) },
                whileRendering: { validation in stages.render(compiled, to: target, awaitingValidation: { validation().validation }) })
            return .success(Outcome(compiled: validated, reported: reported, rendered: reported.hasErrors ? nil : rendered))
        }
        let reported = report(compiled)
        guard !reported.hasErrors else { return .success(Outcome(compiled: compiled, reported: reported, rendered: nil)) }
        return .success(Outcome(compiled: compiled, reported: reported, rendered: render(compiled, to: target)))
    }

    /// The permutation selection for `loaded`: `--input` over the config's `inputs`.
    public func selection(for loaded: LoadedProject) -> PermutationSelection {
        PermutationSelection(inputs: [options.inputs, loaded.config.inputPairs], defaultsForUnnamed: options.defaultsForUnnamed)
    }

    /// The compile stage: selects the permutations and compiles them (a resolver document), or compiles the token
    /// files as one set; validates too when `options.validate` says so. Nothing is compiled when loading found an
    /// error.
    public func compile(_ loaded: LoadedProject) -> CompiledProject {
        var diagnostics = loaded.diagnostics
        var compilation = Compilation()
        if loaded.config.resolver != nil || loaded.config.tokensStudio != nil || loaded.resolver != nil {
            if let resolver = loaded.resolver, !diagnostics.hasErrors {
                let selected = selection(for: loaded).permutations(of: resolver)
                diagnostics += selected.diagnostics
                if selected.diagnostics.isEmpty {
                    compilation = compile(selected.permutations, of: resolver, in: loaded)
                }
            }
        } else if diagnostics.isEmpty {
            let files = loaded.tokenFiles, formats = loaded.tokenFormats, unitless = loaded.config.unitless
            if let cache = options.compileCache {
                compilation = compileIncrementally(files, formats: formats, unitless: unitless, cache: cache)
            } else {
                let layers = observer.measure(.parse) { Compiler.layers(of: files, formats: formats, unitless: unitless) }
                compilation = observer.measure(.resolve) { Compiler.compile(layers: layers, keepMerged: options.keepMerged) }
            }
        }
        compilation.diagnostics = LegacyFormPolicy.apply(compilation.diagnostics, severity: loaded.config.legacyFormSeverity)
        compilation.diagnostics = UntypedTokenPolicy.apply(compilation.diagnostics, severity: ValidationConfig.untypedTokenSeverity(loaded.config.validation))
        diagnostics += compilation.diagnostics
        let compiled = CompiledProject(project: loaded, compilation: compilation, diagnostics: loaded.configDiagnostics + diagnostics,
                                       validatable: !diagnostics.hasErrors && !compilation.permutations.isEmpty)
        return options.validate ? validate(compiled, complete: options.inputs.isEmpty) : compiled
    }

    /// Compiles `permutations` of `resolver`: parses every source and resolves the shared sets once, then each
    /// permutation on every core, in order.
    private func compile(_ permutations: [Permutation], of resolver: ResolverDocument, in loaded: LoadedProject) -> Compilation {
        let scheduler = self.scheduler
        let files = loaded.resolverFiles
        let config = loaded.config
        var sharedCompiler = observer.measure(.parse) {
            ProjectCompiler(parsing: resolver, resolverPath: resolver.path, files: files, scheduler: scheduler, unitless: config.unitless,
                            cache: options.compileCache)
        }
        // Parsing literal values and resolving the shared sets is resolution: it is timed as such. Warnings about
        // legacy forms the config's policy drops (the default) are not built at all.
        let deprecatedForms = config.legacyFormSeverity != nil
        // The first permutation is merged while the shared sets resolve (on one core; the other had little to do).
        observer.measure(.resolve) {
            sharedCompiler.resolveShared(scheduler: scheduler, deprecatedForms: deprecatedForms, premerging: permutations.first)
        }
        let keep = options.keepMerged
        let results = observer.measure(.resolve) { Self.compileAll(permutations, with: sharedCompiler, keepMerged: keep, scheduler: scheduler) }
        if options.compileCache != nil {
            var kept: [Permutation: ProjectCompiler.Kept] = [:]
            for (p, r) in zip(permutations, results) { kept[p] = r.kept }
            sharedCompiler.remember(kept)
        }
        let all = noteUnusedSets(sharedCompiler.diagnostics + results.flatMap(\.diagnostics), of: loaded, resolver: resolver)
        // Every permutation holds what it needs of the shared compiler; the rest goes while validation starts.
        release(consume sharedCompiler)
        return Compilation(permutations: results.map(\.permutation),
                           diagnostics: DiagnosticMerger.merge(all, permutationCount: permutations.count))
    }

    /// Token files compiled as one permutation through `cache`: a file whose bytes did not change is not parsed
    /// again, a file parsed again keeps its unchanged definitions, and only the tokens an edit reaches are resolved
    /// again (see `TokenResolver.resolve(_:reusing:)`). The result is `Compiler.compile`'s.
    private func compileIncrementally(_ files: [SourceFile], formats: [String: TokenFileFormat], unitless: UnitlessPolicy?,
                                      cache: CompileCache) -> Compilation {
        let layers = observer.measure(.parse) { () -> [TokenLayer] in
            let interner = ReferenceInterner()
            let layers = files.map { file -> TokenLayer in
                let format = formats[file.path]
                let settings = CompileCache.Settings(sources: [], format: format, modesKey: nil, unitless: unitless, base: "")
                if let hit = cache.lookup(file.path, bytes: file.bytes, settings: settings), case .layer(let layer)? = hit.parsed.first?.result {
                    return layer
                }
                var layer = TokenFileReader.parse(file, format: format, interner: interner, unitless: unitless)
                if let earlier = cache.earlierLayer(file.path) { layer = layer.keepingDefinitions(of: earlier) }
                cache.store(file.path, CompileCache.Entry(bytes: file.bytes, settings: settings, read: nil,
                                                          parsed: [(.layer(layer), 0)], used: true))
                return layer
            }
            cache.sweep()
            return layers
        }
        return observer.measure(.resolve) {
            let previous = cache.takeFileResolution()
            let made = Compiler.compile(layers: layers, reusing: previous, keepMerged: options.keepMerged)
            cache.keepFileResolution(made.kept)
            return made.compilation
        }
    }

    /// Every permutation compiled from `compiler`, on every core, in order.
    private static func compileAll(_ permutations: [Permutation], with compiler: ProjectCompiler, keepMerged: Bool,
                                   scheduler: any BuildScheduler) -> [(permutation: CompiledPermutation, diagnostics: [Diagnostic], kept: ProjectCompiler.Kept)] {
        scheduler.map(permutations.count) { i in compiler.compileKeeping(permutations[i], keepMerged: keepMerged) }
    }

    /// The validate stage: every validation rule (the config's `validation`, or the defaults) on every compiled
    /// permutation, when the project is validatable. `complete`: no `--input` narrowed the permutations.
    public func validate(_ compiled: CompiledProject, complete: Bool) -> CompiledProject {
        guard compiled.validatable else { return compiled }
        var compiled = compiled
        let config = compiled.config
        var (rules, problems) = ValidationConfig.decode(config.validation ?? JSONObject(), file: config.file ?? "tokenc.json")
        rules.proposesContrastFixes = options.contrastFixes
        compiled.diagnostics += problems
        guard !problems.hasErrors else { return compiled }
        let permutations = compiled.compilation.permutations
        let cache = options.compileCache
        let result = observer.measure(.validate) {
            var kept = cache.map { $0.takeValidation() ?? Validator.Kept() }
            defer { cache?.keepValidation(kept) }
            return Validator.validate(permutations, config: rules, brandModifier: config.brandModifier,
                                      themeModifier: config.themeModifier, appearances: config.appearances, complete: complete,
                                      scheduler: scheduler, release: release, keeping: &kept)
        }
        compiled.validation = result
        compiled.diagnostics += result.diagnostics
        return compiled
    }

    /// The render stage: every output `target.config` asks for, handed to `target.sink` as each is finished.
    /// `awaitingValidation` gives validation's result (only the HTML sheet waits for it).
    public func render(_ compiled: CompiledProject, to target: RenderTarget,
                       awaitingValidation: @escaping @Sendable () -> ValidationResult? = { nil }) -> RenderedOutputs {
        let scheduler = self.scheduler
        // Bytes are counted as they are rendered: a build over the output budget stops early and fails.
        let meter = OutputMeter(budget: target.config.outputBudget, sourceBytes: compiled.sources.reduce(0) { $0 + $1.bytes.count })
        let sink = target.sink.counting(meter.count, stopped: meter.isSpent)
        let rendered = observer.measure(.emit) {
            OutputRenderer.render(compiled.compilation, config: target.config, resolver: compiled.resolver,
                                  source: compiled.sourceDescription, templates: compiled.project.templateFiles,
                                  awaitingValidation: awaitingValidation, scheduler: scheduler, sink: sink)
        }
        let overrun = meter.overrunDiagnostic(compiled, config: target.config)
        return RenderedOutputs(files: rendered.files, diagnostics: rendered.diagnostics + (overrun.map { [$0] } ?? []))
    }
}
