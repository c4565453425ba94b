/// Turns located diagnostics into one output document. `DiagnosticRenderer` is the compiler-style text
/// reporter; `JSONReporter`, `GitHubActionsReporter` and `SARIFReporter` serve machines and CI.
public protocol DiagnosticReporter: Sendable {
    /// The whole output for `diagnostics` (already located and in their final order).
    func report(_ diagnostics: [Diagnostic]) -> String
}

/// The output formats a command can offer (`--diagnostics-format`).
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// `path:line:col: error: message [code]`, notes indented (DiagnosticRenderer).
    case text
    /// One JSON document (DiagnosticRenderer's JSON).
    case json
    /// GitHub Actions workflow commands (`::error file=…,line=…::message`).
    case github
    /// SARIF 2.1.0, for code-scanning services.
    case sarif

    /// The reporter for this format; `renderer` supplies text options (code frames, colours) and the sources.
    /// `describe` names the rules behind codes in SARIF (see `SARIFReporter.describe`).
    public func reporter(renderer: DiagnosticRenderer,
                         describe: @escaping @Sendable (DiagnosticCode) -> RuleDescription? = { _ in nil }) -> any DiagnosticReporter {
        switch self {
        case .text: return renderer
        case .json: return JSONReporter()
        case .github: return GitHubActionsReporter()
        case .sarif: return SARIFReporter(describe: describe)
        }
    }
}

/// The compiler-style text reporter.
extension DiagnosticRenderer: DiagnosticReporter {
    /// Compiler-style text with a summary line.
    public func report(_ diagnostics: [Diagnostic]) -> String { text(diagnostics) }
}

/// The JSON document `DiagnosticRenderer.json` writes (one format for every command).
public struct JSONReporter: DiagnosticReporter {
    /// The JSON reporter.
    public init() {}

    /// The whole output for `diagnostics`.
    public func report(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticRenderer(locator: DiagnosticLocator()).json(diagnostics)
    }
}
