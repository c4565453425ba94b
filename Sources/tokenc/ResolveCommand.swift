import ArgumentParser
import TokenCore

/// `tokenc resolve FILE…` or `tokenc resolve --input brand=…,theme=…`: prints the resolved tokens of one set
/// of files, or of one permutation of the project.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print resolved tokens: of token files (later files win), or of one permutation of the project."
    )

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case text
    }

    @Argument(help: "Token files, folders or globs (JSON or YAML), merged in order. Without them, the project (--config, --resolver, --tokens-studio or --style-dictionary) is used.")
    var files: [String] = []

    @Option(help: "json (path → $type/$value) or text (one line per token).")
    var format: Format = .json

    @OptionGroup var project: ProjectOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let compilation: Compilation
        let found: [Diagnostic]
        let sources: [SourceFile]
        var config: Config?
        if files.isEmpty {
            // One permutation: modifiers --input leaves out take their defaults (theme=dark → brand=harbor, theme=dark).
            let (loaded, d, s) = try project.load(defaultsForUnnamed: true, strict: diagnostics.strict)
            config = loaded?.config
            compilation = loaded?.compilation ?? Compilation()
            found = d
            sources = s
        } else {
            let loaded = ProjectBuilder.compile(files: files, strict: diagnostics.strict)
            compilation = loaded.compilation
            found = loaded.diagnostics
            sources = loaded.sources
        }
        let report = DiagnosticReport(diagnostics, productOnStandardOutput: true)
        defer { report.print() }
        let printed = report.add(found, sources: sources, config: config)
        let code = exitStatus(for: printed)
        guard code == .success else { throw code }
        guard compilation.permutations.count == 1, let permutation = compilation.permutations.first else {
            let example = compilation.permutations.first?.permutation.inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",") ?? "…"
            report.add([Diagnostic(.inputAmbiguous, "\(compilation.permutations.count) permutations match; select one with --input, e.g. --input \(example)",
                                   notes: compilation.permutations.map { DiagnosticNote($0.label) })])
            throw Exit.environment
        }
        report.print()
        switch format {
        case .json: Terminal.standardOutput.write(TokenListing.json(permutation.tokens))
        case .text: Terminal.standardOutput.write(TokenListing.text(permutation.tokens))
        }
    }
}
