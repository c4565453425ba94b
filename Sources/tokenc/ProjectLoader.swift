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
        /// The output directory as a path from the working directory.
        var outputDirectory: String { PathText.join(baseDirectory, config.output) }
    }

    /// Loads `configPath` and compiles what it names. Returns nil (with diagnostics) when the config or a
    /// file it names cannot be read.
    static func load(configPath: String, keepMerged: Bool = false) -> (Loaded?, [Diagnostic], [SourceFile]) {
        let configFile: SourceFile
        switch FileSystem.load(configPath) {
        case .success(let f): configFile = f
        case .failure(let d):
            var d = d
            if d.code == .fileNotFound {
                d.message = "no config file at \(configPath); create one (see docs/config.md) or pass --config PATH"
            }
            return (nil, [d], [])
        }
        let decoded = Config.decode(configFile)
        guard let config = decoded.config else {
            return (nil, decoded.diagnostics.map(asEnvironmentProblem), [configFile])
        }
        let base = PathText.directory(of: configPath)
        var loaded = compile(config: config, baseDirectory: base, keepMerged: keepMerged)
        loaded.configPath = configPath
        loaded.sources.append(configFile)
        loaded.diagnostics = decoded.diagnostics + loaded.diagnostics
        return (loaded, loaded.diagnostics, loaded.sources)
    }

    /// Compiles token files given on the command line as one set.
    static func load(files: [String]) -> Loaded {
        var config = Config()
        config.tokens = files
        return compile(config: config, baseDirectory: "", keepMerged: true)
    }

    /// Reads the sources `config` names and compiles them.
    static func compile(config: Config, baseDirectory: String, keepMerged: Bool) -> Loaded {
        var sources: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for path in config.tokens {
            let full = PathText.join(baseDirectory, path)
            switch FileSystem.load(full) {
            case .success(let f): sources.append(f)
            case .failure(let d): diagnostics.append(d)
            }
        }
        var compilation = Compilation()
        if diagnostics.isEmpty {
            compilation = Compiler.compile(files: sources, keepMerged: keepMerged)
        }
        compilation.diagnostics = LegacyFormPolicy.apply(compilation.diagnostics, severity: config.legacyForms)
        return Loaded(config: config, configPath: nil, baseDirectory: baseDirectory, sources: sources,
                      compilation: compilation, diagnostics: diagnostics + compilation.diagnostics)
    }

    private static func asEnvironmentProblem(_ d: Diagnostic) -> Diagnostic {
        guard d.severity == .error, !d.code.isEnvironmentProblem else { return d }
        var d = d
        d.code = .configInvalid
        return d
    }
}
