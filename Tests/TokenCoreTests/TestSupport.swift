@testable import TokenCore

/// Parses, merges and resolves in-memory token files, and locates the diagnostics.
struct Compiled {
    var tokens: ResolvedTokens
    var diagnostics: [Diagnostic]

    init(_ files: [(String, String)]) {
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        let layers = sources.map { TokenTreeParser.parse($0) }
        let merged = TokenMerger.merge(layers)
        let result = TokenResolver.resolve(merged)
        tokens = result.tokens
        let locator = DiagnosticLocator(files: sources)
        diagnostics = locator.locate(layers.flatMap(\.diagnostics) + merged.diagnostics + result.diagnostics)
    }

    init(_ text: String) { self.init([("tokens.json", text)]) }

    /// `code@line:col` for each diagnostic, for compact assertions.
    var summary: [String] {
        diagnostics.map { "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }
}
