/// The load stage for a Tokens Studio project (`tokenc build --tokens-studio DIR|FILE`, or `"tokensStudio"` in
/// tokenc.json): its themes and metadata made into a resolver document (`TokensStudioThemes`), then every set
/// it reads, as for a resolver document. A JSON file is a single-file export or one plain set
/// (`TokensStudioFileKind`).
extension TokenBuild {
    /// The project at `path` with default options (every output, modifiers guessed from their names), its outputs
    /// into `outputDirectory` (a path from the working directory).
    func loadTokensStudio(_ path: String, outputDirectory: String, readingSources: Bool) -> LoadedProject {
        let isFile = Self.isSingleFileExport(path)
        let directory = isFile ? PathText.directory(of: path) : path
        var config = Config.defaults(resolverFile: "", resolver: nil)
        config.resolver = nil
        config.tokensStudio = isFile ? PathText.fileName(of: path) : "."
        config.output = outputDirectory.hasPrefix("/") ? outputDirectory : Self.relative(outputDirectory, from: directory)
        var loaded = LoadedProject(config: config, configPath: nil, baseDirectory: directory, sourceDescription: path)
        readTokensStudio(path, into: &loaded, guessModifiers: true, readingSources: readingSources)
        return loaded
    }

    /// True when `name` is a Tokens Studio set file: a `.json` file other than `$themes.json`, `$metadata.json`
    /// and `tokenc.json`.
    static func isSetFileName(_ name: String) -> Bool {
        name.hasSuffix(".json") && name.count > 5 && !name.hasPrefix("$") && name != "tokenc.json"
    }

    /// True when `path` names one file (a `.json` file: a single-file export or a plain set, told apart by its
    /// contents) rather than a project folder.
    public static func isSingleFileExport(_ path: String) -> Bool { path.hasSuffix(".json") }

    /// Reads the Tokens Studio project at `path` (a folder, a single-file export or a plain set) into `loaded`: its resolver
    /// document and (with `readingSources`) every set file it reads.
    func readTokensStudio(_ path: String, into loaded: inout LoadedProject, guessModifiers: Bool, readingSources: Bool) {
        var project: TokensStudioThemes
        if Self.isSingleFileExport(path) {
            guard case .success(let file) = readReporting(path, into: &loaded),
                  let root = parsedJSON(file, into: &loaded) else { return }
            guard case .object(let o) = root else {
                loaded.diagnostics.append(Diagnostic(.resolverInvalid,
                    "a Tokens Studio file must be a JSON object (a set, or sets beside $themes and $metadata), not \(root.kindName)",
                    at: SourceLocation(file: file.path, pointer: .root)))
                return
            }
            switch TokensStudioFileKind.of(o) {
            case .export:
                project = TokensStudioThemes(
                    themes: o["$themes"].map { ($0, file.path, JSONPointer(["$themes"])) },
                    metadata: o["$metadata"].map { ($0, file.path, JSONPointer(["$metadata"])) },
                    layout: .singleFile(setNames: o.members.map(\.key).filter { !$0.hasPrefix("$") }), path: file.path)
            case .plainSet:
                project = TokensStudioThemes(themes: nil, metadata: nil, layout: .plainSet, path: file.path)
            }
        } else {
            let themesPath = PathText.join(path, "$themes.json")
            let metadataPath = PathText.join(path, "$metadata.json")
            let themesRead = read(themesPath)
            let metadataRead = read(metadataPath)
            if case .failure = themesRead, case .failure = metadataRead {
                loaded.diagnostics.append(Diagnostic(.fileNotFound,
                    "\(path) is not a Tokens Studio project: it has neither $themes.json nor $metadata.json",
                    at: SourceLocation(file: path)))
                return
            }
            var themes: (JSONValue, String, JSONPointer)?
            var metadata: (JSONValue, String, JSONPointer)?
            if case .success(let f) = themesRead {
                guard let v = parsedJSON(f, into: &loaded) else { return }
                themes = (v, f.path, .root)
            }
            if case .success(let f) = metadataRead {
                guard let v = parsedJSON(f, into: &loaded) else { return }
                metadata = (v, f.path, .root)
            }
            // The document is named for the themes file (or the metadata), in the project folder: set files are
            // found from its directory, and problems in the themes point into it.
            // Without $metadata.json the set files of the folder are the sets (read when there are no themes).
            let found = metadata != nil ? [] : sources.files(under: path, skipping: loaded.outputDirectory,
                                                             limit: Self.maximumScannedEntries, named: Self.isSetFileName)
            project = TokensStudioThemes(themes: themes, metadata: metadata, layout: .files(found: found.map { String($0.dropLast(5)) }),
                                         path: themes != nil ? themesPath : metadataPath)
        }
        project.emittedSources = loaded.config.emitSourceSets
        let document = observer.measure(.parse) { project.document() }
        loaded.diagnostics += project.diagnostics
        if document != nil { loaded.diagnostics += Self.unknownSourceSets(loaded.config, found: project.sourceSetNames) }
        guard let resolver = document else { return }
        loaded.resolver = resolver
        if guessModifiers { loaded.config.guessModifiers(from: resolver) }
        guard readingSources else { return }
        readReferencedFiles(of: resolver, at: resolver.path, into: &loaded)
    }

    /// A `config-invalid` error at each set `"emitSourceSets"` names that no theme reads as a source (`found`).
    static func unknownSourceSets(_ config: Config, found: [String]) -> [Diagnostic] {
        guard case .sets(let names) = config.emitSourceSets else { return [] }
        let known = found.isEmpty ? "no theme reads a set as \"source\"" : "the source sets are " + found.map { "\"\($0)\"" }.joined(separator: ", ")
        return names.enumerated().compactMap { i, name in
            guard !found.contains(name) else { return nil }
            return Diagnostic(.configInvalid, "\"emitSourceSets\" names \"\(name)\", which no theme reads as a source set; \(known)",
                              at: SourceLocation(file: config.file ?? "tokenc.json", pointer: JSONPointer(["emitSourceSets", String(i)])))
        }
    }

    /// Reads `path`, adding it to `loaded.sources` or its diagnostic to `loaded.diagnostics`.
    private func readReporting(_ path: String, into loaded: inout LoadedProject) -> Result<SourceFile, Diagnostic> {
        let result = read(path)
        switch result {
        case .success(let f): loaded.sources.append(f)
        case .failure(let d): loaded.diagnostics.append(d)
        }
        return result
    }

    /// `file` parsed as JSON (kept among the sources), or nil with its syntax errors reported.
    private func parsedJSON(_ file: SourceFile, into loaded: inout LoadedProject) -> JSONValue? {
        if !loaded.sources.contains(where: { $0.path == file.path }) { loaded.sources.append(file) }
        let read = JSONReader.read(file)
        loaded.diagnostics += read.diagnostics
        guard !read.diagnostics.hasErrors else { return nil }
        return read.value
    }
}
