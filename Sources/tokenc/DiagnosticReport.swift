import Foundation
import TokenCore

/// One command's diagnostics: gathered in a `DiagnosticCollector` as the command finds them, then printed once,
/// in the format `--diagnostics-format` chose, before the command's own summary lines. Shared by the stages of
/// a build that run side by side, so additions take a lock.
final class DiagnosticReport: @unchecked Sendable {
    /// What was printed: the stream and the exact text (what the build stamp replays).
    struct Printed: Sendable, Equatable {
        /// The file descriptor written to.
        var descriptor: Int32
        /// The text written (possibly empty).
        var text: String
    }

    private let options: DiagnosticOptions
    private let productOnStandardOutput: Bool
    private let lock = NSLock()
    private var collector: DiagnosticCollector
    private var printedReport: Printed?

    /// A report printed as `options` say. `productOnStandardOutput`: the command's standard output is its result
    /// (resolved tokens, a diff), so machine-readable diagnostics go to standard error, and only when there are some.
    init(_ options: DiagnosticOptions, productOnStandardOutput: Bool = false) {
        self.options = options
        self.productOnStandardOutput = productOnStandardOutput
        collector = DiagnosticCollector(policy: options.policy(for: nil))
    }

    /// Adds `diagnostics` and the files they point into; a `config` sets the warning policy (its
    /// `validation.warningsAsErrors`, or the flag). Returns them with the policy applied, for exit codes.
    @discardableResult
    func add(_ diagnostics: [Diagnostic], sources: [SourceFile] = [], config: Config? = nil) -> [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        if let config { collector.policy = options.policy(for: config) }
        collector.add(diagnostics, sources: sources)
        return collector.policy.apply(diagnostics)
    }

    /// Sets the text format's closing line for diagnostics of `codes` (see `DiagnosticCollector.textSummary`).
    func summarise(_ codes: Set<DiagnosticCode>, as line: String) {
        lock.lock()
        defer { lock.unlock() }
        collector.textSummary = (line, codes)
    }

    /// True when anything added so far is an error under the policy.
    var hasErrors: Bool {
        lock.lock()
        defer { lock.unlock() }
        return collector.hasErrors
    }

    /// Prints the report unless it was printed already; returns what was printed.
    @discardableResult
    func print() -> Printed {
        lock.lock()
        defer { lock.unlock() }
        if let printedReport { return printedReport }
        let finished = collector.finished(scheduler: DispatchScheduler())
        let format = options.format
        let machine = format == .json || format == .sarif
        let terminal = format == .text || (productOnStandardOutput && machine) ? Terminal.standardError : Terminal.standardOutput
        var text = ""
        if !(productOnStandardOutput && machine && finished.isEmpty) {
            text = collector.render(finished, format: format, codeFrames: terminal.isInteractive && format == .text,
                                    colors: terminal.isInteractive && format == .text, describe: RuleCatalog.description(of:))
        }
        terminal.write(text)
        let printed = Printed(descriptor: terminal.descriptor, text: text)
        printedReport = printed
        return printed
    }
}
