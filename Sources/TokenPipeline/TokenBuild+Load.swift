/// The load stage: the config, the resolver document, and the sources it names, checked against the roots.
extension TokenBuild {
    /// Reads and parses the project: the config (or its defaults), the resolver document, and, with
    /// `readingSources`, every token file (a resolver's checked against the allowed roots first). Fails only
    /// when the config cannot be read or decoded; every other problem is among the project's diagnostics.
    /// `options.strict` makes the loaded config strict (`Config.strictCompatibility`).
    public func load(readingSources: Bool = true) -> Result<LoadedProject, ProjectLoadFailure> {
        guard options.strict else { return loadProject(readingSources: readingSources) }
        return loadProject(readingSources: readingSources).map { loaded in
            var loaded = loaded
            loaded.config.strictCompatibility = true
            return loaded
        }
    }

    /// `load` as the project's config says.
    private func loadProject(readingSources: Bool) -> Result<LoadedProject, ProjectLoadFailure> {
        switch project {
        case .config(let path):
            let configFile: SourceFile
            switch read(path) {
            case .success(let f): configFile = f
            case .failure(let d): return .failure(ProjectLoadFailure(diagnostics: [d], sources: []))
            }
            let decoded = observer.measure(.parse) { Config.decode(configFile) }
            guard let config = decoded.config else {
                return .failure(ProjectLoadFailure(diagnostics: decoded.diagnostics.map(Self.asEnvironmentProblem), sources: [configFile]))
            }
            let patternProblems = PrivateTokens.patternProblems(config)
            guard patternProblems.isEmpty else {
                return .failure(ProjectLoadFailure(diagnostics: decoded.diagnostics + patternProblems, sources: [configFile]))
            }
            var loaded = LoadedProject(config: config, configPath: path, baseDirectory: PathText.directory(of: path), sourceDescription: path)
            loaded.configDiagnostics = decoded.diagnostics
            if config.styleDictionary != nil {
                loaded.sources = [configFile]
                if case .failure(let f) = prepareStyleDictionary(into: &loaded, readingSources: readingSources) { return .failure(f) }
            } else {
                readSources(into: &loaded, guessModifiers: false, readingSources: readingSources)
            }
            readTemplates(into: &loaded, configFile: path)
            loaded.sources.append(configFile)
            // A role or input naming no modifier or context is the config's mistake: stop before anything is built.
            let modifierProblems = loaded.resolver.map { loaded.config.modifierProblems(in: $0) } ?? []
            guard modifierProblems.isEmpty else {
                return .failure(ProjectLoadFailure(diagnostics: decoded.diagnostics + modifierProblems, sources: loaded.sources))
            }
            return .success(loaded)
        case .resolver(let path, let outputDirectory):
            let directory = PathText.directory(of: path)
            var config = Config.defaults(resolverFile: PathText.fileName(of: path), resolver: nil)
            config.output = outputDirectory.hasPrefix("/") ? outputDirectory : Self.relative(outputDirectory, from: directory)
            var loaded = LoadedProject(config: config, configPath: nil, baseDirectory: directory, sourceDescription: path)
            readSources(into: &loaded, guessModifiers: true, readingSources: readingSources)
            return .success(loaded)
        case .tokensStudio(let path, let outputDirectory):
            return .success(loadTokensStudio(path, outputDirectory: outputDirectory, readingSources: readingSources))
        case .styleDictionary(let path):
            return loadStyleDictionary(path, readingSources: readingSources)
        case .files(let files, let outputDirectory):
            // Default options, as for a resolver document alone: every output format.
            var config = Config.defaults(resolverFile: "", resolver: nil)
            config.resolver = nil
            config.tokens = files
            config.output = outputDirectory
            var loaded = LoadedProject(config: config, configPath: nil, baseDirectory: "", sourceDescription: files.joined(separator: ", "))
            readSources(into: &loaded, guessModifiers: false, readingSources: readingSources)
            return .success(loaded)
        }
    }

    /// Reads `path` through the provider, timed as the read stage.
    package func read(_ path: String) -> Result<SourceFile, Diagnostic> {
        observer.measure(.read) { sources.read(path, referencedAt: nil) }
    }

    /// Reads the resolver document the config names, or its token files.
    private func readSources(into loaded: inout LoadedProject, guessModifiers: Bool, readingSources: Bool) {
        if let project = loaded.config.tokensStudio {
            readTokensStudio(PathText.join(loaded.baseDirectory, project), into: &loaded, guessModifiers: guessModifiers,
                             readingSources: readingSources)
            return
        }
        if let resolverName = loaded.config.resolver {
            readResolver(PathText.join(loaded.baseDirectory, resolverName), into: &loaded, guessModifiers: guessModifiers,
                         readingSources: readingSources)
            return
        }
        // Read even when sources are not wanted: Terrazzo modes in the files make the modifiers (`permutations`).
        // Entries of a config are located and their globs and directories kept inside the source roots; files
        // named on the command line are the user's own choice.
        let entries = loaded.config.tokens.enumerated().map { i, path in
            TokenFileEntry(written: path, location: loaded.configPath.map { SourceLocation(file: $0, pointer: JSONPointer(["tokens", String(i)])) },
                           format: loaded.config.tokenFormats[path])
        }
        let roots = loaded.configPath == nil ? nil
            : SourceRoots(loaded.rootDirectories, provider: sources)
        let expanded = expand(entries, base: loaded.baseDirectory, roots: roots, skipping: loaded.outputDirectory)
        if readingSources { loaded.diagnostics += expanded.diagnostics }
        let read = observer.measure(.read) { sources.read(expanded.files.map { ($0.path, $0.location) }) }
        for (file, result) in zip(expanded.files, read) {
            switch result {
            case .success(let f):
                loaded.tokenFiles.append(f)
                if let format = file.format { loaded.tokenFormats[f.path] = format }
            case .failure(let d): if readingSources { loaded.diagnostics.append(d) }
            }
        }
        loaded.sources = loaded.tokenFiles
        readTerrazzoModes(into: &loaded)
    }

    /// When the DTCG token files give tokens Terrazzo modes, the resolver document that reads them as a modifier
    /// (`TerrazzoModes`), its modifier the theme unless the config names another.
    private func readTerrazzoModes(into loaded: inout LoadedProject) {
        guard loaded.tokenFormats.values.allSatisfy({ $0 == .dtcg }), !loaded.tokenFiles.isEmpty else { return }
        // Each file's path as the config's folder sees it (a glob or directory entry names several).
        let base = PathText.normalize(loaded.baseDirectory.isEmpty ? "." : loaded.baseDirectory)
        let files = loaded.tokenFiles.map { file -> (relative: String, file: SourceFile) in
            let path = PathText.normalize(file.path)
            let inside = base != "." && !path.hasPrefix("/") && path.hasPrefix(base + "/")
            return (relative: inside ? String(path.dropFirst(base.count + 1)) : path, file: file)
        }
        guard let document = observer.measure(.parse, {
                  TerrazzoModes.document(files: files, directory: loaded.baseDirectory, modifier: loaded.config.modesModifier,
                                         diagnostics: &loaded.diagnostics)
              }) else { return }
        loaded.resolver = document
        loaded.resolverFiles = Dictionary(loaded.tokenFiles.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        if loaded.config.themeModifier == nil, loaded.config.brandModifier != document.modifiers[0].name {
            loaded.config.themeModifier = document.modifiers[0].name
            loaded.config.guessAppearances(from: document)
        }
    }

    /// Reads and parses the resolver document at `path`, then (with `readingSources`) every file it references.
    private func readResolver(_ path: String, into loaded: inout LoadedProject, guessModifiers: Bool, readingSources: Bool) {
        let file: SourceFile
        switch read(path) {
        case .success(let f): file = f
        case .failure(let d):
            loaded.diagnostics.append(d)
            return
        }
        loaded.sources.append(file)
        var diagnostics: [Diagnostic] = []
        let parsed = observer.measure(.parse) { ResolverDocument.parse(file, diagnostics: &diagnostics) }
        loaded.diagnostics += diagnostics
        guard let resolver = parsed else { return }
        loaded.resolver = resolver
        // Without a config, brand, theme and each theme's appearance are read from the modifiers' names.
        if guessModifiers { loaded.config.guessModifiers(from: resolver) }
        guard readingSources else { return }
        readReferencedFiles(of: resolver, at: path, into: &loaded)
    }

    /// Reads every file `resolver` references, refusing sources outside the allowed roots.
    func readReferencedFiles(of resolver: ResolverDocument, at path: String, into loaded: inout LoadedProject) {
        let base = PathText.directory(of: path)
        let provider = sources
        let checkedRoots = SourceRoots(loaded.rootDirectories + [base], provider: provider)
        let sourcesByFile = Dictionary(grouping: resolver.allSources.compactMap { s -> (String, Origin)? in
            if case .file(let p, _, let origin, _) = s { return (p, origin) }
            return nil
        }, by: { $0.0 })
        // Each file is checked (`realpath`), then read, on every core, so a tree of thousands of files keeps all
        // cores busy; diagnostics keep the document's order.
        let referenced = resolver.referencedFiles
        let checked = scheduler.map(referenced.count) { [referenced] i -> Result<(path: String, location: SourceLocation?), Diagnostic> in
            let relativePath = referenced[i]
            let full = PathText.join(base, relativePath)
            let location = sourcesByFile[relativePath]?.first?.1.location(["$ref"])
            if let problem = checkedRoots.problem(full, written: relativePath, at: location, provider: provider) { return .failure(problem) }
            return .success((full, location))
        }
        var readable: [(path: String, location: SourceLocation?)] = []
        for result in checked {
            switch result {
            case .success(let file): readable.append(file)
            case .failure(let d): loaded.diagnostics.append(d)
            }
        }
        var files: [String: SourceFile] = [:]
        let read = observer.measure(.read) { provider.read(readable) }
        for (file, result) in zip(readable, read) {
            switch result {
            case .success(let f): files[file.path] = f
            case .failure(let d): loaded.diagnostics.append(d)
            }
        }
        loaded.sources += files.values.sorted { $0.path < $1.path }
        loaded.resolverFiles = files
        loaded.sourceRoots = checkedRoots.normalized
        let candidates = provider.files(under: base, skipping: loaded.outputDirectory, limit: Self.maximumScannedEntries,
                                        named: UnusedTokenFiles.isListedFileName, watching: false)
        loaded.diagnostics += UnusedTokenFiles.find(candidates, resolver: resolver)
    }

    /// Reads the template of every template output, refusing one outside the config's directory and the
    /// allowed roots (as token sources are refused).
    private func readTemplates(into loaded: inout LoadedProject, configFile: String) {
        let roots = [loaded.baseDirectory] + loaded.config.allowedRoots.map { PathText.join(loaded.baseDirectory, $0) }
        let containment = PathContainment(roots, realPath: sources.realPath)
        for target in loaded.config.templates {
            let full = PathText.join(loaded.baseDirectory, target.template)
            let at = SourceLocation(file: configFile, pointer: target.pointer.appending("template"))
            guard containment.escape(full, realPath: sources.realPath) == nil else {
                loaded.diagnostics.append(Diagnostic(.sourceOutsideRoot,
                    "template \(target.template) is outside the config's directory; add its directory to \"allowedRoots\" in tokenc.json to allow it", at: at))
                continue
            }
            switch observer.measure(.read, { sources.read(full, referencedAt: at) }) {
            case .success(let file):
                loaded.templateFiles[target.name] = file
                loaded.sources.append(file)
            case .failure(let d): loaded.diagnostics.append(d)
            }
        }
    }

    /// The most directory entries the `unused-file` check looks at below the resolver document: a document kept
    /// at the root of a large repository is not worth a long walk for a warning.
    static let maximumScannedEntries = 20_000

    /// `diagnostics` with the unused-set note added to each failed reference an unused set of `resolver` explains
    /// (its files read only then, and only inside the source roots, as the used ones are).
    func noteUnusedSets(_ diagnostics: [Diagnostic], of loaded: LoadedProject, resolver: ResolverDocument) -> [Diagnostic] {
        guard UnusedSetNotes.apply(to: diagnostics, resolver: resolver) else { return diagnostics }
        let base = PathText.directory(of: resolver.path)
        var all = loaded.resolverFiles
        for relative in UnusedSetNotes.files(of: resolver) {
            let full = PathText.join(base, relative)
            guard all[full] == nil,
                  loaded.sourceRoots.contains(where: { PathText.isInside(normalized: PathText.normalize(full), normalizedRoot: $0) }),
                  case .success(let file) = sources.read(full, referencedAt: nil) else { continue }
            all[full] = file
        }
        return UnusedSetNotes.annotate(diagnostics, resolver: resolver, files: all)
    }

    /// `path` (relative to the working directory) expressed relative to `directory`.
    package static func relative(_ path: String, from directory: String) -> String {
        guard !directory.isEmpty, directory != "." else { return path }
        let depth = PathText.normalize(directory).split(separator: "/").count
        return String(repeating: "../", count: depth) + path
    }

    /// A config error that is not already an environment problem, as `config-invalid` (exit 2).
    static func asEnvironmentProblem(_ d: Diagnostic) -> Diagnostic {
        guard d.severity == .error, !d.code.isEnvironmentProblem else { return d }
        var d = d
        d.code = .configInvalid
        return d
    }
}
