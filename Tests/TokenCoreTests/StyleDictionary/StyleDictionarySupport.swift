import Testing
@testable import TokenCore

/// Style Dictionary files compiled as `tokenc build` reads token files: each file's format detected (or given),
/// merged and resolved, with the diagnostics located in the files as written.
struct SDCompiled {
    var tokens: ResolvedTokens
    var layers: [TokenLayer]
    var diagnostics: [Diagnostic]

    init(_ files: [(String, String)], formats: [String: TokenFileFormat] = [:], unitless: UnitlessPolicy? = nil) {
        let sources = files.map { SourceFile(path: $0.0, text: $0.1) }
        layers = Compiler.layers(of: sources, formats: formats, unitless: unitless)
        let compilation = Compiler.compile(layers: layers)
        tokens = compilation.permutations[0].tokens
        diagnostics = DiagnosticLocator(files: sources).locate(compilation.diagnostics)
    }

    init(_ text: String, format: TokenFileFormat? = nil, unitless: UnitlessPolicy? = nil) {
        self.init([("tokens.json", text)], formats: format.map { ["tokens.json": $0] } ?? [:], unitless: unitless)
    }

    /// `code@line:col` for each diagnostic.
    var summary: [String] {
        diagnostics.map { "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }

    /// The colour of token `path` as `#rrggbb` (or `#rrggbbaa`) text.
    func hex(_ path: String) -> String? {
        guard case .color(let c)? = tokens[path]?.value else { return nil }
        return c.hexString
    }
}
