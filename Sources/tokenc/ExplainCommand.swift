import ArgumentParser
import TokenCore

/// `tokenc explain TOKEN.PATH --input …`: how a token's value was reached — the winning definition and where
/// it comes from (set or modifier context), what it overrode, and each alias hop, all with `file:line:col`.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how a token's value was reached in one permutation: definitions, overrides and alias hops."
    )

    @Argument(help: "The token's dotted path, e.g. button.primary.tint.default.background.")
    var token: String

    @OptionGroup var project: ProjectOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    func run() throws {
        let (loadedOrNil, found, sources) = try project.load(keepMerged: true, strict: diagnostics.strict)
        let report = DiagnosticReport(diagnostics, productOnStandardOutput: true)
        defer { report.print() }
        let printed = report.add(found, sources: sources, config: loadedOrNil?.config)
        guard exitStatus(for: printed) == .success, let loaded = loadedOrNil else { throw exitStatus(for: printed) }
        let locator = DiagnosticLocator(files: sources)
        let describe = SourceDescriber(resolver: loaded.resolver)
        let path = TokenPath(dotted: token)
        var out = ""
        var foundAny = false
        for p in loaded.compilation.permutations {
            guard let merged = p.merged else { continue }
            guard let definition = merged[path] else { continue }
            foundAny = true
            let shown = DisplayText.escape(path.description)
            out += p.label.isEmpty ? "\(shown)\n" : "\(shown)  (\(DisplayText.escape(p.label)))\n"
            guard let resolved = p.tokens[path] else {
                out += "  not resolved: see the errors above\n"
                continue
            }
            out += "  type:    \(resolved.type.rawValue)\n"
            out += "  value:   \(DisplayText.escape(JSONWriter.string(resolved.value.canonicalJSON, pretty: false)))\n"
            if case .color(let c) = resolved.value { out += "  hex:     \(c.hexString)\n" }
            /// The definitions `token`'s winning one overrode, latest first, one line each.
            func overrides(_ token: TokenPath, indent: String) -> String {
                (merged.overridden[token] ?? []).reversed().map { "\(indent)overrides: \(where_($0, locator, describe))\n" }.joined()
            }
            out += "  defined: \(where_(definition.origin, locator, describe))\n"
            out += overrides(path, indent: "  ")
            var hop = resolved.aliasOf
            var seen = Set<TokenPath>()
            while let target = hop, seen.insert(target).inserted {
                guard let t = p.tokens[target] else { break }
                out += "  → {\(DisplayText.escape(target.description))}  \(where_(t.origin, locator, describe))\n"
                out += overrides(target, indent: "      ")
                hop = t.aliasOf
            }
            for (position, target) in resolved.partialAliases.sorted(by: { $0.key < $1.key }) {
                if let t = p.tokens[target] {
                    out += "  \(DisplayText.escape(position.tokens.joined(separator: "."))) → {\(DisplayText.escape(target.description))}  \(where_(t.origin, locator, describe))\n"
                }
            }
        }
        guard foundAny else {
            // The closest token of the first permutation that has one, whichever segment is wrong.
            let close = loaded.compilation.permutations.lazy.compactMap { $0.merged.flatMap { PathSuggestion($0).suggestion(for: path) } }.first
            let hint = close.map { "; did you mean \"\($0.description)\"?" } ?? ""
            report.add([Diagnostic(.unresolvedReference, "no token \"\(token)\" in the selected permutations\(hint)", token: token)])
            throw Exit.tokenErrors
        }
        report.print()
        Terminal.standardOutput.write(out)
    }

    /// `file:line:col  (set or modifier context)`, through `DisplayText`: paths and context names are the user's.
    private func where_(_ origin: Origin, _ locator: DiagnosticLocator, _ describe: SourceDescriber) -> String {
        let l = locator.locate(origin.location())
        let from = describe(origin)
        return DisplayText.escape(from.isEmpty ? l.formatted : "\(l.formatted)  (\(from))")
    }
}
