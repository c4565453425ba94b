import ArgumentParser
import TokenCore

/// `tokenc validate [FILE…] [--config PATH | --resolver FILE] [--input …]`: reports diagnostics only.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check token files, or every permutation of a project, and report diagnostics; write nothing."
    )

    @Argument(help: "Token files, folders or globs to check as one set. Without them, the project (--config, --resolver, --tokens-studio or --style-dictionary) is checked.")
    var files: [String] = []

    @OptionGroup var project: ProjectOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    /// Reports besides the diagnostics.
    enum Report: String, ExpressibleByArgument, CaseIterable {
        case contrast
    }

    /// Formats of a report.
    enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
        case text
        case markdown
        case json
    }

    @Option(help: "Also print a report: contrast (every pair × permutation with its ratio and verdict).")
    var report: Report?

    @Option(name: .customLong("report-format"), help: "text, markdown or json.")
    var reportFormat: ReportFormat = .text

    func run() throws {
        let all: [Diagnostic]
        let sources: [SourceFile]
        var matrix: ContrastReport?
        var config: Config?
        if files.isEmpty {
            // A one-off command: what it compiled is left to the operating system to reclaim at exit.
            let (loaded, d, s) = try project.load(strict: diagnostics.strict)
            if let loaded { KeptUntilExit.keep(loaded) }
            config = loaded?.config
            all = d
            sources = s
            if let loaded, let v = loaded.validation {
                matrix = ContrastReport(measurements: v.contrast, permutations: loaded.compilation.permutations)
            }
        } else {
            let loaded = ProjectBuilder.compile(files: files, strict: diagnostics.strict)
            all = loaded.diagnostics
            sources = loaded.sources
        }
        let printed = diagnostics.report(all, sources: sources, config: config)
        let code = exitStatus(for: printed)
        if report == .contrast, let matrix {
            switch reportFormat {
            case .text: Terminal.standardOutput.write(matrix.text())
            case .markdown: Terminal.standardOutput.write(matrix.markdown())
            case .json: Terminal.standardOutput.write(matrix.json())
            }
        }
        if code == .success, !diagnostics.quiet, diagnostics.format == .text {
            Terminal.standardError.write("no errors\n")
        }
        throw code
    }
}
