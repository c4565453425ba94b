import Foundation

/// How a command ends, as its exit code says (docs/diagnostics.md): 0, 1 for token errors, 2 for problems of
/// the environment (files that cannot be read or written, outputs in the way).
public enum BuildStatus: Int32, Sendable, Equatable {
    case success = 0
    case tokenErrors = 1
    case environment = 2

    /// The status `diagnostics` (with the warning policy applied) give: environment problems first, then errors.
    public init(for diagnostics: [Diagnostic]) {
        if diagnostics.contains(where: { $0.severity == .error && $0.code.isEnvironmentProblem }) {
            self = .environment
        } else {
            self = diagnostics.hasErrors ? .tokenErrors : .success
        }
    }
}

/// What one command found, gathered in a `DiagnosticCollector` from every stage of a build (stages run side by
/// side, so additions take a lock) until the front end prints it once. The warning policy comes from the
/// config each addition names (see `add`).
public final class DiagnosticLog: @unchecked Sendable {
    private let policy: @Sendable (Config?) -> WarningPolicy
    private let lock = NSLock()
    private var collector: DiagnosticCollector

    /// An empty log whose warning policy for a project's `config` (nil: none read) is `policy(config)`.
    public init(policy: @escaping @Sendable (Config?) -> WarningPolicy) {
        self.policy = policy
        collector = DiagnosticCollector(policy: policy(nil))
    }

    /// Adds `diagnostics` and the files they point into; a `config` sets the warning policy. Returns them with
    /// the policy applied, for exit codes.
    @discardableResult
    package func add(_ diagnostics: [Diagnostic], sources: [SourceFile] = [], config: Config? = nil) -> [Diagnostic] {
        lock.withLock {
            if let config { collector.policy = policy(config) }
            collector.add(diagnostics, sources: sources)
            return collector.policy.apply(diagnostics)
        }
    }

    /// Sets the text format's closing line for diagnostics of `codes` (see `DiagnosticCollector.textSummary`).
    package func summarise(_ codes: Set<DiagnosticCode>, as line: String) {
        lock.withLock { collector.textSummary = (line, codes) }
    }

    /// True when anything added so far is an error under the policy.
    public var hasErrors: Bool {
        lock.withLock { collector.hasErrors }
    }

    /// The report in `format`, every diagnostic finished (see `DiagnosticCollector.finished`); with
    /// `interactive` (a terminal), text has code frames and colours. Empty when `omitWhenEmpty` and nothing was
    /// found.
    public func render(format: ReportFormat, interactive: Bool, omitWhenEmpty: Bool) -> String {
        lock.withLock {
            let finished = collector.finished(scheduler: DispatchScheduler())
            guard !(omitWhenEmpty && finished.isEmpty) else { return "" }
            return collector.render(finished, format: format, codeFrames: interactive && format == .text,
                                    colors: interactive && format == .text, describe: RuleCatalog.description(of:))
        }
    }
}
