@testable import TokenCore

/// Builds in-memory projects for the Tokens Studio tests.
enum TokensStudioSupport {
    /// `texts` (path → contents) as source files.
    static func files(_ texts: [String: String]) -> [String: SourceFile] {
        texts.reduce(into: [:]) { $0[$1.key] = SourceFile(path: $1.key, text: $1.value) }
    }

    /// The whole build of `project` over `texts`.
    static func build(_ project: TokenProject, _ texts: [String: String], options: BuildOptions = BuildOptions()) throws -> TokenBuild.Outcome {
        // Reported as the CLI reports them: located in the files read.
        try TokenBuild(project: project, options: options, sources: InMemorySourceProvider(files(texts)),
                       observer: SilentBuildObserver()).run(report: { DiagnosticLocator(files: $0.sources).locate($0.diagnostics) }).get()
    }

    /// The rendered files of an outcome, by path, as text.
    static func outputs(_ outcome: TokenBuild.Outcome) -> [String: String] {
        (outcome.rendered?.files ?? []).reduce(into: [:]) { $0[$1.path] = $1.text }
    }

    /// The tokens of the first compiled permutation (or the one labelled `label`).
    static func tokens(_ outcome: TokenBuild.Outcome, _ label: String? = nil) -> ResolvedTokens? {
        let ps = outcome.compiled.compilation.permutations
        return (label.flatMap { l in ps.first { $0.label == l } } ?? ps.first)?.tokens
    }

    /// A one-set Tokens Studio folder project (`ts/`) holding `set` as `global.json`, with CSS and JSON outputs.
    static func oneSet(_ set: String, outputs: String = #""css": {}, "json": {}"#) -> [String: String] {
        [
            "ts/tokenc.json": #"{"tokensStudio": ".", "output": "out", "#  + outputs + "}",
            "ts/$metadata.json": #"{"tokenSetOrder": ["global"]}"#,
            "ts/global.json": set,
        ]
    }

    /// The CSS custom properties of `css` (`--name: value;` lines), by name.
    static func properties(_ css: String) -> [String: String] {
        var out: [String: String] = [:]
        for line in css.split(separator: "\n") {
            let t = line.drop(while: { $0 == " " })
            guard t.hasPrefix("--"), let colon = t.firstIndex(of: ":") else { continue }
            out[String(t[..<colon])] = String(t[t.index(after: colon)...].drop(while: { $0 == " " }).dropLast(t.hasSuffix(";") ? 1 : 0))
        }
        return out
    }
}
