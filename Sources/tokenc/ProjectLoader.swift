import Foundation
import TokenCore

/// Reads a project from disk (config, resolver document, token files) and compiles it with TokenCore.
struct ProjectLoader {
    /// What was loaded and compiled.
    struct Loaded {
        var config: Config
        var configPath: String?
        /// The directory paths in the config are relative to.
        var baseDirectory: String
        var sources: [SourceFile]
        var compilation: Compilation
        var diagnostics: [Diagnostic]
        /// The resolver document, when there is one.
        var resolver: ResolverDocument?
        /// What the outputs say they were generated from.
        var sourceDescription: String
        /// What validation measured (contrast pairs per permutation), when it ran.
        var validation: ValidationResult? = nil
        /// True when validation may run: compiling found no error (the config's own diagnostics aside) and made
        /// some permutation.
        var validatable = false
        /// The output directory as a path from the working directory.
        var outputDirectory: String { PathText.join(baseDirectory, config.output) }
    }

    /// Options that select what to compile.
    struct Selection {
        /// `modifier=context` filters (from `--input`); a permutation must match all of them.
        var inputs: [(String, String)] = []
        /// Modifiers no input names take their `default` context (for `resolve`, which prints one permutation);
        /// otherwise an unnamed modifier selects every context.
        var defaultsForUnnamed = false
        /// Keep the merged definitions (for `explain`).
        var keepMerged = false
        /// Run the validation rules (not for `diff`, which compares tokens whatever the rules say).
        var validate = true
        /// Where the time spent reading, parsing and resolving goes (`build --verbose`).
        var timer = StageTimer()
        /// Every file the project tried to read, with its state just before (what `build --watch` polls).
        var reads = ReadLog()
    }

    /// Loads `configPath` and compiles what it names. Returns nil (with diagnostics) when the config or a
    /// file it names cannot be read.
    static func load(configPath: String, selection: Selection = Selection()) -> (Loaded?, [Diagnostic], [SourceFile]) {
        let configFile: SourceFile
        switch selection.load(configPath) {
        case .success(let f): configFile = f
        case .failure(let d):
            var d = d
            if d.code == .fileNotFound {
                d.message = "no config file at \(configPath); create one (see docs/config.md) or pass --config PATH"
            }
            return (nil, [d], [])
        }
        let decoded = selection.timer.measure(.parse) { Config.decode(configFile) }
        guard let config = decoded.config else {
            return (nil, decoded.diagnostics.map(asEnvironmentProblem), [configFile])
        }
        let base = PathText.directory(of: configPath)
        var loaded = compile(config: config, baseDirectory: base, selection: selection, description: configPath)
        loaded.configPath = configPath
        loaded.sources.append(configFile)
        loaded.diagnostics = decoded.diagnostics + loaded.diagnostics
        return (loaded, loaded.diagnostics, loaded.sources)
    }

    /// Compiles token files given on the command line as one set.
    static func load(files: [String], selection: Selection = Selection(keepMerged: true)) -> Loaded {
        var config = Config()
        config.tokens = files
        return compile(config: config, baseDirectory: "", selection: selection, description: files.joined(separator: ", "))
    }

    /// Compiles a resolver document with default options (no config file): brands and themes are taken from
    /// modifiers named `brand` and `theme` when the document has them.
    static func load(resolverPath: String, outputDirectory: String = "Output", selection: Selection = Selection()) -> Loaded {
        let dir = PathText.directory(of: resolverPath)
        var config = Config.defaults(resolverFile: PathText.fileName(of: resolverPath), resolver: nil)
        config.output = outputDirectory.hasPrefix("/") ? outputDirectory : relative(outputDirectory, from: dir)
        return compile(config: config, baseDirectory: dir, selection: selection, description: resolverPath, guessModifiers: true)
    }

    /// `path` (relative to the working directory) expressed relative to `directory`.
    private static func relative(_ path: String, from directory: String) -> String {
        guard !directory.isEmpty, directory != "." else { return path }
        let depth = PathText.normalize(directory).split(separator: "/").count
        return String(repeating: "../", count: depth) + path
    }

    /// Reads the sources `config` names and compiles them.
    static func compile(config: Config, baseDirectory: String, selection: Selection, description: String, guessModifiers: Bool = false) -> Loaded {
        var config = config
        var loaded = Loaded(config: config, configPath: nil, baseDirectory: baseDirectory, sources: [], compilation: Compilation(),
                            diagnostics: [], resolver: nil, sourceDescription: description)
        if let resolverName = config.resolver {
            compileResolver(PathText.join(baseDirectory, resolverName), config: &config, into: &loaded, selection: selection, guessModifiers: guessModifiers)
            loaded.config = config
        } else {
            for path in config.tokens {
                let full = PathText.join(baseDirectory, path)
                switch selection.load(full) {
                case .success(let f): loaded.sources.append(f)
                case .failure(let d): loaded.diagnostics.append(d)
                }
            }
            if loaded.diagnostics.isEmpty {
                let sources = loaded.sources
                let layers = selection.timer.measure(.parse) { Compiler.layers(of: sources) }
                loaded.compilation = selection.timer.measure(.resolve) { Compiler.compile(layers: layers, keepMerged: selection.keepMerged) }
            }
        }
        loaded.compilation.diagnostics = LegacyFormPolicy.apply(loaded.compilation.diagnostics, severity: config.legacyForms)
        loaded.diagnostics += loaded.compilation.diagnostics
        loaded.validatable = !loaded.diagnostics.hasErrors && !loaded.compilation.permutations.isEmpty
        if selection.validate, loaded.validatable {
            validate(&loaded, config: config, timer: selection.timer, complete: selection.inputs.isEmpty)
        }
        return loaded
    }

    /// Validates a project loaded with `Selection.validate` off, as loading would have (`build` validates while
    /// it renders). `complete`: no `--input` narrowed the permutations.
    static func validate(_ loaded: inout Loaded, complete: Bool, timer: StageTimer) {
        guard loaded.validatable else { return }
        validate(&loaded, config: loaded.config, timer: timer, complete: complete)
    }

    /// Runs every validation rule on every compiled permutation (the config's `validation`, or the defaults).
    private static func validate(_ loaded: inout Loaded, config: Config, timer: StageTimer, complete: Bool) {
        let (rules, problems) = ValidationConfig.decode(config.validation ?? JSONObject(), file: config.file ?? "tokenc.json")
        loaded.diagnostics += problems
        guard !problems.hasErrors else { return }
        let result = timer.measure(.validate) {
            Validator.validate(loaded.compilation.permutations, config: rules, brandModifier: config.brandModifier,
                               themeModifier: config.themeModifier, appearances: config.appearances, complete: complete,
                               scheduler: DispatchScheduler())
        }
        loaded.validation = result
        loaded.diagnostics += result.diagnostics
    }

    private static func compileResolver(_ path: String, config: inout Config, into loaded: inout Loaded, selection: Selection, guessModifiers: Bool) {
        let file: SourceFile
        switch selection.load(path) {
        case .success(let f): file = f
        case .failure(let d):
            loaded.diagnostics.append(d)
            return
        }
        loaded.sources.append(file)
        var diagnostics: [Diagnostic] = []
        let parsed = selection.timer.measure(.parse) { ResolverDocument.parse(file, diagnostics: &diagnostics) }
        loaded.diagnostics += diagnostics
        guard let resolver = parsed else { return }
        loaded.resolver = resolver
        // Without a config, brand, theme and each theme's appearance are read from the modifiers' names.
        if guessModifiers { config.guessModifiers(from: resolver) }

        // Read every file the document references, refusing sources outside the allowed roots.
        let base = PathText.directory(of: path)
        let roots = [loaded.baseDirectory.isEmpty ? "." : loaded.baseDirectory, base.isEmpty ? "." : base]
            + config.allowedRoots.map { PathText.join(loaded.baseDirectory, $0) }
        let realRoots = roots.map { OutputWriter.realPath($0) }
        let normalizedRoots = roots.map { PathText.normalize($0) }
        var files: [String: SourceFile] = [:]
        let sourcesByFile = Dictionary(grouping: resolver.allSources.compactMap { s -> (String, Origin)? in
            if case .file(let p, _, let origin, _) = s { return (p, origin) }
            return nil
        }, by: { $0.0 })
        // Each file is checked, then read, on every core (at 1M tokens, thousands of `realpath` calls and reads
        // kept one core busy while the other waited); diagnostics keep the document's order.
        let referenced = resolver.referencedFiles
        let checked = DispatchScheduler().map(referenced.count) { [referenced] i -> Result<(String, SourceLocation?), Diagnostic> in
            let relativePath = referenced[i]
            let full = PathText.join(base, relativePath)
            let location = sourcesByFile[relativePath]?.first?.1.location(["$ref"])
            guard normalizedRoots.contains(where: { PathText.isInside(normalized: full, normalizedRoot: $0) }) else {
                return .failure(Diagnostic(.sourceOutsideRoot,
                    "\(relativePath) is outside the token root; add its directory to \"allowedRoots\" in tokenc.json to allow it",
                    at: location))
            }
            // The same check after symlinks are followed: a link inside the root must not lead out of it.
            let real = OutputWriter.realPath(full)
            guard realRoots.contains(where: { PathText.isInside(normalized: real, normalizedRoot: $0) }) else {
                return .failure(Diagnostic(.sourceOutsideRoot,
                    "\(relativePath) leads outside the token root through a symlink (to \(real)); add that directory to \"allowedRoots\" in tokenc.json to allow it",
                    at: location))
            }
            return .success((full, location))
        }
        var readable: [(path: String, location: SourceLocation?)] = []
        for result in checked {
            switch result {
            case .success(let file): readable.append(file)
            case .failure(let d): loaded.diagnostics.append(d)
            }
        }
        for (file, read) in zip(readable, selection.load(readable)) {
            switch read {
            case .success(let f): files[file.path] = f
            case .failure(let d): loaded.diagnostics.append(d)
            }
        }
        loaded.sources += files.values.sorted { $0.path < $1.path }
        loaded.diagnostics += unusedFiles(resolver: resolver, outputDirectory: loaded.outputDirectory)
        guard !loaded.diagnostics.hasErrors else { return }

        // Select permutations.
        let defaults = selection.defaultsForUnnamed ? resolver.modifiers.compactMap { m in m.defaultContext.map { (m.name, $0) } } : []
        let filters = InputPairs.overlay([selection.inputs, config.inputPairs, defaults])
        // The contexts each modifier may take (all, unless an input names one): the permutations are their
        // product, counted before any is built, since modifiers can multiply into billions.
        var allowed: [String: Set<String>] = [:]
        for (modifier, context) in filters {
            guard let m = resolver.modifier(named: modifier) else {
                loaded.diagnostics.append(Diagnostic(.inputUnknownModifier,
                    "unknown modifier \"\(modifier)\"; the resolver document has \(resolver.modifiers.map { "\"\($0.name)\"" }.joined(separator: ", "))",
                    at: SourceLocation(file: path)))
                continue
            }
            guard m.context(named: context) != nil else {
                loaded.diagnostics.append(Diagnostic(.inputUnknownContext,
                    "modifier \"\(m.name)\" has no context \"\(context)\"; it has \(m.contextNames.map { "\"\($0)\"" }.joined(separator: ", "))",
                    at: m.origin.location()))
                continue
            }
            allowed[m.name] = (allowed[m.name] ?? Set(m.contexts.map { $0.name.lowercased() })).intersection([context.lowercased()])
        }
        guard !loaded.diagnostics.hasErrors else { return }
        let choices = resolver.modifiers.map { m in
            (m.name, m.contexts.map(\.name).filter { allowed[m.name]?.contains($0.lowercased()) ?? true })
        }
        var count = 1
        for (_, contexts) in choices { count = count.multipliedReportingOverflow(by: contexts.count).overflow ? Int.max : count * contexts.count }
        guard count <= maximumPermutations else {
            loaded.diagnostics.append(Diagnostic(.limitExceeded,
                "the modifiers of \(path) make \(count == Int.max ? "more than \(Int.max)" : String(count)) permutations; tokenc compiles at most \(maximumPermutations) at once: select contexts with --input or \"inputs\" in tokenc.json",
                at: SourceLocation(file: path, pointer: JSONPointer(["modifiers"]), part: .key)))
            return
        }
        var selected: [[Permutation.Input]] = [[]]
        for (modifier, contexts) in choices {
            selected = selected.flatMap { prefix in contexts.map { prefix + [Permutation.Input(modifier: modifier, context: $0)] } }
        }
        let permutations = selected.map(Permutation.init)

        var sharedCompiler = selection.timer.measure(.parse) {
            ProjectCompiler(parsing: resolver, resolverPath: path, files: files, scheduler: DispatchScheduler())
        }
        // Parsing literal values and resolving the shared sets is resolution: it is timed as such. Warnings about
        // legacy forms the config's policy drops (the default) are not built at all.
        let deprecatedForms = config.legacyForms != nil
        // The first permutation is merged while the shared sets resolve (on one core; the other had little to do).
        selection.timer.measure(.resolve) {
            sharedCompiler.resolveShared(scheduler: DispatchScheduler(), deprecatedForms: deprecatedForms, premerging: permutations.first)
        }
        let keep = selection.keepMerged
        let results = selection.timer.measure(.resolve) { compileAll(permutations, with: sharedCompiler, keepMerged: keep) }
        let all = noteUnusedSets(sharedCompiler.diagnostics + results.flatMap(\.diagnostics), resolver: resolver, files: files,
                                 roots: normalizedRoots, selection: selection)
        // Every permutation holds what it needs of the shared compiler; the rest goes while validation starts.
        BackgroundRelease.release(consume sharedCompiler)
        loaded.compilation = Compilation(permutations: results.map(\.permutation),
                                         diagnostics: DiagnosticMerger.merge(all, permutationCount: permutations.count))
    }

    /// Every permutation compiled from `compiler`, on every core, in order.
    private static func compileAll(_ permutations: [Permutation], with compiler: ProjectCompiler, keepMerged: Bool)
        -> [(permutation: CompiledPermutation, diagnostics: [Diagnostic])] {
        parallelMap(permutations) { compiler.compile($0, keepMerged: keepMerged) }
    }

    /// The most permutations one command compiles: far above real design systems (brands × themes × densities),
    /// far below what a document with thirty two-context modifiers asks for (a billion).
    static let maximumPermutations = 4096

    private static func asEnvironmentProblem(_ d: Diagnostic) -> Diagnostic {
        guard d.severity == .error, !d.code.isEnvironmentProblem else { return d }
        var d = d
        d.code = .configInvalid
        return d
    }
}
