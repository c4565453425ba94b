import ArgumentParser
import TokenCore

/// `tokenc permutations`: lists every permutation of the project's resolver document.
struct PermutationsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "permutations",
        abstract: "List the permutations (brand × theme × …) of the project's resolver document."
    )

    @OptionGroup var project: ProjectOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    @Flag(help: "Print JSON: [{\"identifier\", \"inputs\": {modifier: context}}].")
    var json = false

    func run() throws {
        let permutations = try select()
        if json {
            let items: [JSONValue] = permutations.map { p in
                ["identifier": .string(p.identifier),
                 "inputs": .object(JSONObject(p.inputs.map { JSONMember(key: $0.modifier, value: .string($0.context)) }))]
            }
            Terminal.standardOutput.write(JSONWriter.string(.array(items)) + "\n")
        } else {
            var out = ""
            for p in permutations { out += p.label.isEmpty ? "(no modifiers)\n" : DisplayText.escape(p.label) + "\n" }
            Terminal.standardOutput.write(out)
        }
    }

    /// The selected permutations. Only the config and the resolver document are read: token files, and what may
    /// be wrong with them, do not change which permutations there are. Throws the exit code after printing what
    /// stopped the selection.
    private func select() throws -> [Permutation] {
        let build = ProjectBuilder.tokenBuild(project.tokenProject(), BuildOptions(inputs: try project.selectedInputs(), strict: diagnostics.strict))
        let loaded: LoadedProject
        switch build.load(readingSources: false) {
        case .success(let l): loaded = l
        case .failure(let failure):
            let explained = failure.explained(for: build.project)
            throw exitStatus(for: diagnostics.report(explained.diagnostics, sources: explained.sources, config: nil, productOnStandardOutput: true))
        }
        var found = loaded.configDiagnostics + loaded.diagnostics
        var permutations: [Permutation] = []
        if let resolver = loaded.resolver, !found.hasErrors {
            let selected = build.selection(for: loaded).permutations(of: resolver)
            permutations = selected.permutations
            found += selected.diagnostics
        } else if loaded.config.resolver == nil {
            // Token files without a resolver document make one permutation with no modifiers.
            permutations = [Permutation([Permutation.Input]())]
        }
        let printed = diagnostics.report(found, sources: loaded.sources, config: loaded.config, productOnStandardOutput: true)
        guard exitStatus(for: printed) == .success else { throw exitStatus(for: printed) }
        return permutations
    }
}
