/// Everything one command reports about the project, gathered in one place and printed once: the warning
/// policy is applied here (and nowhere else), the diagnostics are located, de-duplicated and sorted, and the
/// whole set goes through the one reporter `--diagnostics-format` chose, so every format carries every finding.
package struct DiagnosticCollector: Sendable {
    /// What was added, in order, before the policy.
    package private(set) var diagnostics: [Diagnostic] = []
    /// The files diagnostics may point into.
    package private(set) var sources: [SourceFile] = []
    /// Whether warnings count as errors (set once the config is known).
    package var policy: WarningPolicy
    /// A closing line of the command's own for the diagnostics of some codes (`build --check`: "3 outputs are out
    /// of date"): in the text format it follows the diagnostics, and the count of errors and warnings covers the
    /// other codes only (`""`: no line). Machine formats carry counts of their own and ignore it.
    package var textSummary: (line: String, codes: Set<DiagnosticCode>)?

    /// An empty collector applying `policy`.
    package init(policy: WarningPolicy = WarningPolicy()) {
        self.policy = policy
    }

    /// Adds `diagnostics`, and the files they point into.
    package mutating func add(_ diagnostics: [Diagnostic], sources: [SourceFile] = []) {
        self.diagnostics += diagnostics
        add(sources: sources)
    }

    /// Adds one diagnostic.
    package mutating func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Adds files diagnostics may point into (a path already known is kept once).
    package mutating func add(sources: [SourceFile]) {
        guard !sources.isEmpty else { return }
        var known = Set(self.sources.map(\.path))
        for s in sources where known.insert(s.path).inserted { self.sources.append(s) }
    }

    /// True when anything gathered so far is an error under `policy`.
    package var hasErrors: Bool { policy.apply(diagnostics).hasErrors }

    /// The diagnostics as reported: located, de-duplicated, sorted, and with `policy` applied.
    package func finished(scheduler: some WorkScheduler = SerialScheduler()) -> [Diagnostic] {
        policy.apply(DiagnosticLocator(files: sources).locate(diagnostics, scheduler: scheduler))
    }

    /// `finished` diagnostics as one document in `format`; `codeFrames` and `colors` style the text format.
    /// `describe` names the rules behind codes in SARIF.
    package func render(_ finished: [Diagnostic], format: ReportFormat, codeFrames: Bool = false, colors: Bool = false,
                       describe: @escaping @Sendable (DiagnosticCode) -> RuleDescription? = { _ in nil }) -> String {
        let renderer = DiagnosticRenderer(locator: DiagnosticLocator(files: sources), codeFrames: codeFrames, colors: colors)
        if format == .text, let (line, codes) = textSummary {
            let counted = finished.filter { !codes.contains($0.code) }
            return finished.map(renderer.text).joined() + DiagnosticRenderer.summary(counted) + (line.isEmpty ? "" : line + "\n")
        }
        return format.reporter(renderer: renderer, describe: describe).report(finished)
    }
}
