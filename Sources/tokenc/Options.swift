import ArgumentParser
import TokenCore

/// `--diagnostics-format`: the reporters TokenCore offers (see `ReportFormat`).
extension ReportFormat: ExpressibleByArgument {}

/// Options shared by every command that reports diagnostics.
struct DiagnosticOptions: ParsableArguments {
    @Option(name: .customLong("diagnostics-format"), help: "How to print diagnostics: text (compiler style), json, github (Actions annotations) or sarif (SARIF 2.1.0).")
    var format: ReportFormat = .text

    @Flag(name: .customLong("warnings-as-errors"), help: "Treat warnings as errors (exit 1).")
    var warningsAsErrors = false

    @Flag(name: .customLong("strict"), help: "Treat compatibility warnings (forms DTCG 2025.10 does not allow, accepted as their strict equivalent) as errors.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
    var quiet = false

    /// Whether warnings are errors for a command on `config`'s project: `--warnings-as-errors`, or the config's
    /// `validation.warningsAsErrors` (nil when there is no config, or it could not be read).
    func policy(for config: Config?) -> WarningPolicy { WarningPolicy(flag: warningsAsErrors, strict: strict, config: config) }

    /// Where progress and summary lines go ("wrote 3 files"): standard output, unless diagnostics are printed
    /// there as one JSON or SARIF document, which must stay parseable.
    var progress: Terminal {
        format == .json || format == .sarif ? Terminal.standardError : Terminal.standardOutput
    }

    /// Prints `diagnostics` as the command's whole report (see `DiagnosticReport`), warnings made errors as
    /// `config` and `--warnings-as-errors` say; returns them with that policy applied. `productOnStandardOutput`:
    /// the command prints its result there, so JSON and SARIF diagnostics go to standard error.
    @discardableResult
    func report(_ diagnostics: [Diagnostic], sources: [SourceFile], config: Config?, productOnStandardOutput: Bool = false) -> [Diagnostic] {
        let report = DiagnosticReport(self, productOnStandardOutput: productOnStandardOutput)
        let applied = report.add(diagnostics, sources: sources, config: config)
        report.print()
        return applied
    }
}

/// The exit code for a set of diagnostics: 2 for environment problems, 1 for token errors, else 0.
func exitStatus(for diagnostics: [Diagnostic]) -> ExitCode {
    ExitCode(BuildStatus(for: diagnostics).rawValue)
}
