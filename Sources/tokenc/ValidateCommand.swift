import ArgumentParser
import TokenCore

/// `tokenc validate [FILE…] [--config PATH | --resolver FILE] [--input …]`: reports diagnostics only.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files, or every permutation of a project, and report diagnostics; write nothing."
    )

    @Argument(help: "Token files to check as one set. Without files, the project (--config or --resolver) is checked.")
    var files: [String] = []

    @OptionGroup var project: ProjectOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let all: [Diagnostic]
        let sources: [SourceFile]
        if files.isEmpty {
            let (_, d, s) = try project.load()
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
