import ArgumentParser
import TokenCore

/// `tokenc validate [FILE…] [--config PATH]`: reports diagnostics only.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files (or the project a config names) and report diagnostics; write nothing."
    )

    @Argument(help: "Token files to check as one set. Without files, the project in --config is checked.")
    var files: [String] = []

    @Option(help: "The config file (default Tokens/tokenc.json).")
    var config: String?

    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let all: [Diagnostic]
        let sources: [SourceFile]
        if files.isEmpty {
            let (_, d, s) = ProjectLoader.load(configPath: config ?? "Tokens/tokenc.json")
            all = d
            sources = s
        } else {
            let loaded = ProjectLoader.load(files: files)
            all = loaded.diagnostics
            sources = loaded.sources
        }
        let printed = diagnostics.report(all, sources: sources)
        let code = exitStatus(for: printed)
        if code == .success, !diagnostics.quiet, diagnostics.format == .text {
            Terminal.standardError.write("no errors\n")
        }
        throw code
    }
}
