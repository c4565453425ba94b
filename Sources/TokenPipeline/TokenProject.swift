/// Which project a build reads: a config, a resolver document with default options, or token files as one set.
public enum TokenProject: Sendable, Hashable {
    /// The config at `path` and what it names.
    case config(String)
    /// The resolver document at `path`, compiled with default options into `outputDirectory` (a path from the
    /// working directory; absolute when `path` is absolute or leads above it); brand, theme and each theme's appearance are guessed from the modifiers' names.
    case resolver(String, outputDirectory: String = "Output")
    /// Token files merged in order (later files win), each a file, a directory or a glob, compiled with default
    /// options into `outputDirectory` (a path from the working directory).
    case files([String], outputDirectory: String = "Output")
    /// The Tokens Studio project at `path` (a folder with `$themes.json` and `$metadata.json`, or a single-file
    /// export), compiled with default options into `outputDirectory` (a path from the working directory;
    /// absolute when `path` is absolute or leads above it).
    case tokensStudio(String, outputDirectory: String = "Output")
    /// The Style Dictionary JSON config at `path`: its `source`/`include` files, built into its platforms' files
    /// below its folder (each platform's `buildPath`).
    case styleDictionary(String)
}

/// What a build compiles and keeps.
public struct BuildOptions: Sendable {
    /// `modifier=context` filters (`--input`); a permutation must match all of them. They override the config's
    /// `inputs`.
    public var inputs: [(String, String)]
    /// Modifiers no input names take their `default` context (for `resolve`, which prints one permutation);
    /// otherwise an unnamed modifier selects every context.
    public var defaultsForUnnamed: Bool
    /// Keep the merged definitions (for `explain`).
    public var keepMerged: Bool
    /// Run the validation rules when loading (not for `diff`, which compares tokens whatever the rules say;
    /// `build` validates beside rendering instead).
    public var validate: Bool
    /// Strict mode from the command line (`--strict`): the project is built as if its config said
    /// `"compatibility": "strict"`.
    public var strict: Bool
    /// The contrast rule proposes fix-its for failing pairs (`tokenc fix --contrast`).
    public var contrastFixes: Bool
    /// Layers kept from the previous compile of a long-running process (`tokenc lsp`, `build --watch`), taken
    /// for files that did not change.
    package var compileCache: CompileCache?

    /// Options; by default every permutation, validated.
    public init(inputs: [(String, String)] = [], defaultsForUnnamed: Bool = false, keepMerged: Bool = false, validate: Bool = true,
                strict: Bool = false, contrastFixes: Bool = false) {
        self.contrastFixes = contrastFixes
        self.inputs = inputs
        self.defaultsForUnnamed = defaultsForUnnamed
        self.keepMerged = keepMerged
        self.validate = validate
        self.strict = strict
    }
}
