/// Loading a Style Dictionary JSON config: its `include` and `source` files become the project's token files
/// (include first, so source wins), and its platforms the `StyleDictionaryFormat` output.
extension TokenBuild {
    /// The project of the Style Dictionary config at `path` alone: outputs below its folder.
    func loadStyleDictionary(_ path: String, readingSources: Bool) -> Result<LoadedProject, ProjectLoadFailure> {
        var loaded = LoadedProject(config: Config(), configPath: nil, baseDirectory: PathText.directory(of: path), sourceDescription: path)
        loaded.config.styleDictionary = PathText.fileName(of: path)
        return prepareStyleDictionary(into: &loaded, readingSources: readingSources).map { loaded }
    }

    /// Reads the Style Dictionary config `loaded.config.styleDictionary` names, expands its patterns into
    /// `config.tokens`, reads them (with `readingSources`) and sets up the output. Fails when the config cannot
    /// be read or has an error.
    func prepareStyleDictionary(into loaded: inout LoadedProject, readingSources: Bool) -> Result<Void, ProjectLoadFailure> {
        guard let relative = loaded.config.styleDictionary else { return .success(()) }
        let path = PathText.join(loaded.baseDirectory, relative)
        let at = loaded.config.file.map { SourceLocation(file: $0, pointer: JSONPointer(["styleDictionary"])) }
        if StyleDictionaryConfig.isJavaScript(path) {
            return .failure(ProjectLoadFailure(diagnostics: [Diagnostic(.configInvalid, StyleDictionaryConfig.javaScriptRefusal(path),
                at: at ?? SourceLocation(file: path, line: 1, column: 1))], sources: loaded.sources))
        }
        let file: SourceFile
        switch observer.measure(.read, { sources.read(path, referencedAt: at) }) {
        case .success(let f): file = f
        case .failure(let d): return .failure(ProjectLoadFailure(diagnostics: [d], sources: loaded.sources))
        }
        let decoded = observer.measure(.parse) { StyleDictionaryConfig.decode(file) }
        guard let sd = decoded.config, let raw = JSONReader.read(file).value else {
            return .failure(ProjectLoadFailure(diagnostics: decoded.diagnostics.map(Self.asEnvironmentProblem), sources: loaded.sources + [file]))
        }
        loaded.configDiagnostics += decoded.diagnostics
        let folder = PathText.directory(of: relative)
        let directory = PathText.directory(of: path)
        let include = StyleDictionarySources.files(sd.include, under: directory, provider: sources, file: file.path, pointer: JSONPointer(["include"]))
        let source = StyleDictionarySources.files(sd.source, under: directory, provider: sources, file: file.path, pointer: JSONPointer(["source"]))
        loaded.diagnostics += include.diagnostics + source.diagnostics
        let includePaths = include.files.map { PathText.join(folder, $0) }
        loaded.config.tokens = includePaths + source.files.map { PathText.join(folder, $0) }.filter { !includePaths.contains($0) }
        loaded.config.output = folder.isEmpty ? "." : folder
        loaded.config.outputs = [:]
        loaded.config.templates = []
        loaded.config.styleDictionary = relative
        if readingSources {
            for p in loaded.config.tokens {
                switch observer.measure(.read, { sources.read(PathText.join(loaded.baseDirectory, p), referencedAt: nil) }) {
                case .success(let f): loaded.tokenFiles.append(f)
                case .failure(let d): loaded.diagnostics.append(d)
                }
            }
        }
        let included = includePaths.map { PathText.join(loaded.baseDirectory, $0) }
        var types = JSONObject()
        var numbers = JSONObject()
        for f in loaded.tokenFiles {
            guard let value = JSONReader.read(f).value else { continue }
            Self.writtenTypes(value, inherited: nil, path: [], into: &types, numbers: &numbers)
        }
        let options = JSONObject([
            JSONMember(key: "file", value: .string(file.path)), JSONMember(key: "config", value: raw),
            JSONMember(key: "types", value: .object(types)), JSONMember(key: "numbers", value: .object(numbers)),
            JSONMember(key: "include", value: .array(included.map { .string($0) })),
        ])
        loaded.config.outputs[StyleDictionaryFormat.key] = Config.Target(path: ".", options: options)
        loaded.sources = loaded.tokenFiles + [file]
        return .success(())
    }

    /// The type written for each token of a token file (`$type`/`type`, or a group's `$type`), by dotted path:
    /// Style Dictionary's size transforms tell `fontSize` from `dimension`, which tokenc reads as one type. And
    /// each value written as a bare number (`16`, `"0.75"`, `"200"`, `"700"`) as written: Style Dictionary's
    /// transforms start from that text, where tokenc's reading has given it a unit or a type.
    package static func writtenTypes(_ value: JSONValue, inherited: String?, path: [String], into out: inout JSONObject,
                             numbers: inout JSONObject) {
        guard case .object(let o) = value else { return }
        let own = o["$type"]?.stringValue ?? o["type"]?.stringValue
        if let v = o["$value"] ?? o["value"] {
            guard !path.isEmpty else { return }
            if let t = own ?? inherited { out[path.joined(separator: ".")] = .string(t) }
            // A later file overrides an earlier one, as in the build.
            let key = path.joined(separator: ".")
            if StyleDictionaryTransforms.isBareNumber(v) { numbers[key] = v } else { numbers[key] = JSONValue?.none }
            return
        }
        let groupType = o["$type"]?.stringValue ?? inherited
        for m in o.members where !m.key.hasPrefix("$") {
            writtenTypes(m.value, inherited: groupType, path: path + [m.key], into: &out, numbers: &numbers)
        }
    }
}
