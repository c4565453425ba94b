import ArgumentParser
import TokenCore

/// How diagnostics are printed.
enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case github
    case sarif
}

/// Options shared by every command that reports diagnostics.
struct DiagnosticOptions: ParsableArguments {
    @Option(name: .customLong("diagnostics-format"), help: "How to print diagnostics: text (compiler style), json, github (Actions annotations) or sarif (SARIF 2.1.0).")
    var format: DiagnosticsFormat = .text

    @Flag(name: .customLong("warnings-as-errors"), help: "Treat warnings as errors (exit 1).")
    var warningsAsErrors = false

    @Flag(name: .customLong("strict"), help: "Treat compatibility warnings (forms DTCG 2025.10 does not allow, accepted as their strict equivalent) as errors.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
    var quiet = false

    /// Whether warnings are errors for a command on `config`'s project: `--warnings-as-errors`, or the config's
    /// `validation.warningsAsErrors` (nil when there is no config, or it could not be read).
    func policy(for config: Config?) -> WarningPolicy { WarningPolicy(flag: warningsAsErrors, strict: strict, config: config) }

    /// Locates, sorts and prints `diagnostics` to standard error, warnings made errors as `config` and
    /// `--warnings-as-errors` say; returns them as printed.
    @discardableResult
    func report(_ diagnostics: [Diagnostic], sources: [SourceFile], config: Config?) -> [Diagnostic] {
        let located = policy(for: config).apply(DiagnosticLocator(files: sources).locate(diagnostics, scheduler: DispatchScheduler()))
        let err = Terminal.standardError
        let renderer = DiagnosticRenderer(locator: DiagnosticLocator(files: sources), codeFrames: err.isInteractive, colors: err.isInteractive)
        switch format {
        case .text:
            if !located.isEmpty { err.write(renderer.text(located)) }
        case .json:
            Terminal.standardOutput.write(renderer.json(located))
        case .github:
            Terminal.standardOutput.write(GitHubActionsReporter().report(located))
        case .sarif:
            Terminal.standardOutput.write(SARIFReporter().report(located))
        }
        return located
    }
}

/// The exit code for a set of diagnostics: 2 for environment problems, 1 for token errors, else 0.
func exitStatus(for diagnostics: [Diagnostic]) -> ExitCode {
    if diagnostics.contains(where: { $0.severity == .error && $0.code.isEnvironmentProblem }) { return Exit.environment }
    if diagnostics.hasErrors { return Exit.tokenErrors }
    return .success
}
