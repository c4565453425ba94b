import ArgumentParser
import Foundation
import TokenCore

/// Options that say which project to load and which permutations to compile.
struct ProjectOptions: ParsableArguments {
    @Option(help: "The config file (default Tokens/tokenc.json).")
    var config: String?

    @Option(help: "A resolver document to compile without a config (all outputs, default options).")
    var resolver: String?

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
        if config != nil && resolver != nil { throw ValidationError("use either --config or --resolver, not both") }
        _ = try selectedInputs()
    }

    /// Loads the project (config or resolver document) and compiles the selected permutations; `timer` and
    /// `reads` collect stage times and the files read (`build --verbose`, `build --watch`).
    /// With `defaultsForUnnamed`, a modifier `--input` does not name takes its `default` context (one permutation).
    /// `inputs`, when given, replaces `--input` (diff's sides, already parsed and completed).
    func load(keepMerged: Bool = false, outputDirectory: String? = nil, timer: StageTimer = StageTimer(),
              reads: ReadLog = ReadLog(), validate: Bool = true,
              defaultsForUnnamed: Bool = false, inputs: [(String, String)]? = nil) throws -> (ProjectLoader.Loaded?, [Diagnostic], [SourceFile]) {
        var selection = ProjectLoader.Selection()
        selection.defaultsForUnnamed = defaultsForUnnamed
        selection.validate = validate
        selection.inputs = try inputs ?? selectedInputs()
        selection.keepMerged = keepMerged
        selection.timer = timer
        selection.reads = reads
        if let resolver {
            let loaded = ProjectLoader.load(resolverPath: resolver, outputDirectory: outputDirectory ?? "Output", selection: selection)
            return (loaded, loaded.diagnostics, loaded.sources)
        }
        return ProjectLoader.load(configPath: config ?? "Tokens/tokenc.json", selection: selection)
    }
}
