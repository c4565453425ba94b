import ArgumentParser
import Foundation
import TokenCore

/// Options that say which project to load and which permutations to compile.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The config file (default Tokens/tokenc.json).")
    var config: String?

    @Option(help: "A resolver document to read without a config (build writes Swift, CSS and JSON with default options into swift/, css/ and json/ under --output).")
    var resolver: String?

    @Option(name: .customLong("tokens-studio"),
            help: ArgumentHelp("A Tokens Studio project to compile without a config: a folder (with $themes.json and $metadata.json), a single-file export (sets beside $themes and $metadata) or one plain set file, read without a config (build writes Swift, CSS and JSON with default options into swift/, css/ and json/ under --output, every theme combination in them; \"source\" sets are emitted only with \"emitSourceSets\" in a tokenc.json: docs/coming-from-tokens-studio.md).", valueName: "folder|file.json"))
    var tokensStudio: String?

    @Option(name: .customLong("style-dictionary"),
            help: ArgumentHelp("A Style Dictionary JSON config to build as Style Dictionary would: its source/include token files, each platform's files below its buildPath (see docs/coming-from-style-dictionary.md).", valueName: "config.json"))
    var styleDictionary: String?

    @Option(name: .customLong("input"), parsing: .singleValue,
            help: ArgumentHelp("Select permutations: modifier=context pairs, comma-separated or repeated (--input brand=harbor,theme=dark).", valueName: "modifier=context"))
    var inputs: [String] = []

    /// The parsed `--input` pairs (see `InputPairs.parse`).
    func selectedInputs() throws -> [(String, String)] {
        try Self.pairs(inputs, option: "--input")
    }

    /// `modifier=context` pairs from repeated or comma-separated values of `option`; a usage error when malformed.
    static func pairs(_ values: [String], option: String) throws -> [(String, String)] {
        do { return try InputPairs.parse(values) } catch { throw ValidationError(error.message(for: option)) }
    }

    func validate() throws {
        if [config != nil, resolver != nil, tokensStudio != nil, styleDictionary != nil].filter({ $0 }).count > 1 {
            throw ValidationError("use one of --config, --resolver, --tokens-studio and --style-dictionary, not several")
        }
        _ = try selectedInputs()
    }

    /// The project the options name: token `files` given on the command line, the resolver document (outputs into `outputDirectory`, default `Output`),
    /// or the config (default `Tokens/tokenc.json`).
    func tokenProject(outputDirectory: String? = nil, files: [String] = []) -> TokenProject {
        if !files.isEmpty { return .files(files, outputDirectory: outputDirectory ?? "Output") }
        if let resolver { return .resolver(resolver, outputDirectory: Self.output(outputDirectory, beside: resolver)) }
        if let tokensStudio { return .tokensStudio(tokensStudio, outputDirectory: Self.output(outputDirectory, beside: tokensStudio)) }
        if let styleDictionary { return .styleDictionary(styleDictionary) }
        return .config(config ?? "Tokens/tokenc.json")
    }

    /// The output directory (default `Output`) as the core takes it, a path from the working directory: made
    /// absolute when the project's own path is absolute or leads above the working directory, since the core
    /// finds the output from the project's folder and cannot walk back from those.
    static func output(_ directory: String?, beside projectPath: String) -> String {
        let directory = directory ?? "Output"
        let project = PathText.normalize(projectPath)
        guard !directory.hasPrefix("/"), project.hasPrefix("/") || project == ".." || project.hasPrefix("../") else { return directory }
        return PathText.normalize(PathText.join(FileManager.default.currentDirectoryPath, directory))
    }

    /// Loads the project (config or resolver document) and compiles the selected permutations.
    /// With `defaultsForUnnamed`, a modifier `--input` does not name takes its `default` context (one permutation).
    /// `strict`: `--strict`.
    func load(keepMerged: Bool = false, validate: Bool = true, defaultsForUnnamed: Bool = false,
              strict: Bool) throws -> (CompiledProject?, [Diagnostic], [SourceFile]) {
        let options = BuildOptions(inputs: try selectedInputs(), defaultsForUnnamed: defaultsForUnnamed,
                                   keepMerged: keepMerged, validate: validate, strict: strict)
        return ProjectBuilder.compile(tokenProject(), options)
    }
}
