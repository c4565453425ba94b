import Foundation
import TokenCore

/// One command's diagnostics: gathered in a `DiagnosticCollector` as the command finds them, then printed once,
/// in the format `--diagnostics-format` chose, before the command's own summary lines. Shared by the stages of
/// a build that run side by side, so additions take a lock.
final class DiagnosticReport: @unchecked Sendable {
    /// What was printed: the stream and the exact text (what the build stamp replays).
    typealias Printed = PrintedReport

    /// What the command found, as the core gathers it.
    let log: DiagnosticLog
    private let options: DiagnosticOptions
    private let productOnStandardOutput: Bool
    private let lock = NSLock()
    private var printedReport: Printed?

    /// A report printed as `options` say. `productOnStandardOutput`: the command's standard output is its result
    /// (resolved tokens, a diff), so machine-readable diagnostics go to standard error, and only when there are some.
    init(_ options: DiagnosticOptions, productOnStandardOutput: Bool = false) {
        self.options = options
        self.productOnStandardOutput = productOnStandardOutput
        log = DiagnosticLog(policy: { [options] config in options.policy(for: config) })
    }

    /// Adds `diagnostics` and the files they point into; a `config` sets the warning policy (its
    /// `validation.warningsAsErrors`, or the flag). Returns them with the policy applied, for exit codes.
    @discardableResult
    func add(_ diagnostics: [Diagnostic], sources: [SourceFile] = [], config: Config? = nil) -> [Diagnostic] {
        log.add(diagnostics, sources: sources, config: config)
    }

    /// Sets the text format's closing line for diagnostics of `codes` (see `DiagnosticCollector.textSummary`).
    func summarise(_ codes: Set<DiagnosticCode>, as line: String) {
        log.summarise(codes, as: line)
    }

    /// True when anything added so far is an error under the policy.
    var hasErrors: Bool { log.hasErrors }

    /// Prints the report unless it was printed already; returns what was printed.
    @discardableResult
    func print() -> Printed {
        lock.lock()
        defer { lock.unlock() }
        if let printedReport { return printedReport }
        let format = options.format
        let machine = format == .json || format == .sarif
        let terminal = format == .text || (productOnStandardOutput && machine) ? Terminal.standardError : Terminal.standardOutput
        let text = log.render(format: format, interactive: terminal.isInteractive, omitWhenEmpty: productOnStandardOutput && machine)
        terminal.write(text)
        let printed = Printed(descriptor: terminal.descriptor, text: text)
        printedReport = printed
        return printed
    }
}
