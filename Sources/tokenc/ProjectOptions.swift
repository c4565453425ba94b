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

    /// The parsed `--input` pairs.
    func selectedInputs() throws -> [(String, String)] {
        var out: [(String, String)] = []
        for group in inputs {
            for pair in group.split(separator: ",") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    throw ValidationError("--input takes modifier=context pairs, like --input brand=harbor,theme=dark (got \"\(pair)\")")
                }
                out.append((parts[0], parts[1]))
            }
        }
        return out
    }

    func validate() throws {
        if config != nil && resolver != nil { throw ValidationError("use either --config or --resolver, not both") }
        _ = try selectedInputs()
    }

    /// Loads the project (config or resolver document) and compiles the selected permutations; `timer` and
    /// `reads` collect stage times and the files read (`build --verbose`, `build --watch`).
    /// With `defaultsForUnnamed`, a modifier `--input` does not name takes its `default` context (one permutation).
    func load(keepMerged: Bool = false, outputDirectory: String? = nil, timer: StageTimer = StageTimer(),
              reads: ReadLog = ReadLog(), validate: Bool = true,
              defaultsForUnnamed: Bool = false) throws -> (ProjectLoader.Loaded?, [Diagnostic], [SourceFile]) {
        var selection = ProjectLoader.Selection()
        selection.defaultsForUnnamed = defaultsForUnnamed
        selection.validate = validate
        selection.inputs = try selectedInputs()
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
