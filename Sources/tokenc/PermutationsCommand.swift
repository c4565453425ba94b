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
        let (loaded, found, sources) = try project.load()
        let printed = diagnostics.report(found, sources: sources, config: loaded?.config, productOnStandardOutput: true)
        guard exitStatus(for: printed) == .success, let loaded else { throw exitStatus(for: printed) }
        let permutations = loaded.compilation.permutations.map(\.permutation)
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
}
