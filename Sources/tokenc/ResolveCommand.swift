import ArgumentParser
import TokenCore

/// `tokenc resolve FILE…`: reads token files as one set (later files win) and prints the resolved tokens.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Print the resolved tokens of one or more token files (later files win)."
    )

    /// Output formats.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case json
        case text
    }

    @Argument(help: "Token files (DTCG JSON), merged in order.")
    var files: [String]

    @Option(help: "json (path → $type/$value) or text (one line per token).")
    var format: Format = .json

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let loaded = ProjectLoader.load(files: files)
        let printed = diagnostics.report(loaded.diagnostics, sources: loaded.sources)
        let code = exitStatus(for: printed)
        guard code == .success, let permutation = loaded.compilation.permutations.first else { throw code }
        let out = Terminal.standardOutput
        switch format {
        case .json:
            out.write(TokenListing.json(permutation.tokens))
        case .text:
            out.write(TokenListing.text(permutation.tokens))
        }
    }
}
