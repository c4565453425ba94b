/// A project read and parsed, before compiling: the config, the resolver document and the sources it names.
public struct LoadedProject: Sendable {
    /// The config (read, or the defaults for a resolver document or token files).
    public var config: Config
    /// The config file's path, when there is one.
    public var configPath: String?
    /// The directory paths in the config are relative to.
    public var baseDirectory: String
    /// What the outputs say they were generated from.
    public var sourceDescription: String
    /// The resolver document, when the project has one and it parsed.
    public var resolver: ResolverDocument?
    /// The resolver document's files, by path (what `ProjectCompiler` reads).
    public var resolverFiles: [String: SourceFile] = [:]
    /// The directories a resolver's sources may come from (normalized; see `allowedRoots`).
    public var sourceRoots: [String] = []
    /// The token files of a project without a resolver document, in order.
    public var tokenFiles: [SourceFile] = []
    /// The format the config declares for a token file, by the file's path as read (the others are detected).
    public var tokenFormats: [String: TokenFileFormat] = [:]
    /// The template of each template output, by the output's name (`Config.TemplateTarget.name`).
    public var templateFiles: [String: SourceFile] = [:]
    /// Every file read, in the order diagnostics are located against them (the config last).
    public var sources: [SourceFile] = []
    /// What decoding the config found (never an error: a config with one does not load).
    public var configDiagnostics: [Diagnostic] = []
    /// What reading the resolver document and the sources found.
    public var diagnostics: [Diagnostic] = []

    /// The directories the project's files may be in: the config's (or the resolver document's, or the working
    /// directory for token files named one by one), the resolver document's, and each of `allowedRoots`. Sources
    /// are read, and `tokenc fix` writes, only inside them (`PathContainment`).
    public var rootDirectories: [String] {
        [baseDirectory] + (config.resolver.map { [PathText.directory(of: PathText.join(baseDirectory, $0))] } ?? [])
            + config.allowedRoots.map { PathText.join(baseDirectory, $0) }
    }

    /// The output directory as a path from the working directory.
    public var outputDirectory: String { PathText.join(baseDirectory, config.output) }

    /// A project with nothing read yet but its config.
    public init(config: Config, configPath: String? = nil, baseDirectory: String, sourceDescription: String) {
        self.config = config
        self.configPath = configPath
        self.baseDirectory = baseDirectory
        self.sourceDescription = sourceDescription
    }
}

/// Why a project did not load: its config could not be read or decoded.
public struct ProjectLoadFailure: Error, Sendable {
    /// What went wrong.
    public var diagnostics: [Diagnostic]
    /// The files read, to locate the diagnostics.
    public var sources: [SourceFile]
}

/// A project compiled: its selected permutations resolved, and (once validated) what validation measured.
public struct CompiledProject: Sendable {
    /// The project as loaded.
    public var project: LoadedProject
    /// The compiled permutations and what compiling found.
    public var compilation: Compilation
    /// Everything found so far, in report order: the config's, loading's, selection's, compiling's, validation's.
    public var diagnostics: [Diagnostic]
    /// True when validation may run: compiling found no error (the config's own diagnostics aside) and made
    /// some permutation.
    public var validatable: Bool
    /// What validation measured (contrast pairs per permutation), once it ran.
    public var validation: ValidationResult?

    /// The config.
    public var config: Config { project.config }
    /// The config file's path, when there is one.
    public var configPath: String? { project.configPath }
    /// The directory paths in the config are relative to.
    public var baseDirectory: String { project.baseDirectory }
    /// The resolver document, when there is one.
    public var resolver: ResolverDocument? { project.resolver }
    /// Every file read.
    public var sources: [SourceFile] { project.sources }
    /// What the outputs say they were generated from.
    public var sourceDescription: String { project.sourceDescription }
    /// The directories the project's files may be in: the config's (or the resolver document's, or the working
    /// directory for token files named one by one), the resolver document's, and each of `allowedRoots`. Sources
    /// are read, and `tokenc fix` writes, only inside them (`PathContainment`).
    public var rootDirectories: [String] {
        [baseDirectory] + (config.resolver.map { [PathText.directory(of: PathText.join(baseDirectory, $0))] } ?? [])
            + config.allowedRoots.map { PathText.join(baseDirectory, $0) }
    }

    /// The output directory as a path from the working directory.
    public var outputDirectory: String { project.outputDirectory }
}

/// The outputs of a build and what rendering found.
public struct RenderedOutputs: Sendable {
    /// The output files, in the order they were rendered.
    public var files: [OutputFile]
    /// What rendering found (name collisions, emitter option problems).
    public var diagnostics: [Diagnostic]

    /// Outputs from their parts.
    public init(files: [OutputFile], diagnostics: [Diagnostic]) {
        self.files = files
        self.diagnostics = diagnostics
    }
}
