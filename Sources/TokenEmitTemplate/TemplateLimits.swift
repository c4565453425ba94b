import Stencil

/// The bounds a template renders within (docs/templates.md, "Limits"): a template is as trusted as tokenc.json,
/// but no template may make tokenc crash, hang or exhaust memory. Each bound is far above what a real template
/// reaches; passing one is a `limit-exceeded` error at the tag.
package struct TemplateLimits: Sendable {
    /// Bytes one rendered file may have.
    package var maximumOutputBytes = 256 << 20
    /// Loop iterations (`for` bodies and `where` tests) in one rendered file, or `iterationsPerToken` times the
    /// tokens of the largest brand when that is more (`scaled(toTokens:)`).
    package var maximumIterations = 1_000_000
    /// Iterations a file may spend per token, so that a template over a very large token set is not refused.
    package var iterationsPerToken = 16
    /// Block tags (`for`, `if`, `filter`, …) open inside each other, operators in one expression and subscripts
    /// (`a[b[c]]`) inside each other. Stencil parses and renders each level by recursion, so this bounds the stack.
    var maximumNesting = 64
    /// The width a filter may indent text by (`indent:N`).
    var maximumIndent = 256

    package init(maximumOutputBytes: Int = 256 << 20, maximumIterations: Int = 1_000_000, iterationsPerToken: Int = 16, maximumNesting: Int = 64, maximumIndent: Int = 256) {
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumIterations = maximumIterations
        self.iterationsPerToken = iterationsPerToken
        self.maximumNesting = maximumNesting
        self.maximumIndent = maximumIndent
    }

    /// The defaults.
    package static let standard = TemplateLimits()

    /// These limits for a model whose largest brand has `tokens` tokens.
    package func scaled(toTokens tokens: Int) -> TemplateLimits {
        var out = self
        let (perToken, overflow) = tokens.multipliedReportingOverflow(by: iterationsPerToken)
        out.maximumIterations = max(maximumIterations, overflow ? Int.max : perToken)
        return out
    }
}

/// What one template output has spent of its `TemplateLimits` while rendering a file, and the codes of the errors
/// tokenc's tags and filters raised. Stencil keeps only the text of an error it passes on, so each error is
/// recorded with its code by its text and classified by it (`TemplateDiagnostics`).
package final class TemplateBudget {
    /// The bounds.
    package let limits: TemplateLimits
    /// Loop iterations so far in the file being rendered.
    private(set) var iterations = 0
    /// Bytes of loop output counted so far in the file being rendered.
    private(set) var outputBytes = 0
    /// The code of each error raised, by its message.
    private(set) var codes: [String: DiagnosticCode] = [:]

    init(_ limits: TemplateLimits) {
        self.limits = limits
    }

    /// Starts a new file.
    func reset() {
        iterations = 0
        outputBytes = 0
    }

    /// An error with `code` and `message`, for Stencil to place at the tag being parsed or rendered.
    package func error(_ code: DiagnosticCode, _ message: String) -> TemplateSyntaxError {
        codes[message] = code
        return TemplateSyntaxError(message)
    }

    /// A filter's bad input or argument (`template-invalid-argument`).
    func invalidArgument(_ message: String) -> TemplateSyntaxError {
        error(.templateInvalidArgument, message)
    }

    /// Counts `count` more loop iterations; throws once the file has had more than its limit.
    func iterate(_ count: Int = 1) throws {
        let (sum, overflow) = iterations.addingReportingOverflow(count)
        iterations = sum
        if overflow || sum > limits.maximumIterations {
            throw error(.limitExceeded, "loops run more than \(limits.maximumIterations) times in one file; a template iterates over its tokens, not over unbounded ranges or products of lists")
        }
    }

    /// Counts `bytes` more of output; throws once the file would be longer than its limit.
    package func output(_ bytes: Int) throws {
        outputBytes += bytes
        try checkOutput(outputBytes)
    }

    /// Throws when a file of `bytes` would be longer than the limit (for a filter about to make text that long).
    func checkOutput(_ bytes: Int) throws {
        if bytes > limits.maximumOutputBytes {
            throw error(.limitExceeded, "the rendered file would be more than \(limits.maximumOutputBytes) bytes")
        }
    }
}
