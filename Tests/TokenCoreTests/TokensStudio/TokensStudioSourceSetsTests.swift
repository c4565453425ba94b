import Testing
@testable import TokenCore

/// `"emitSourceSets"`: a Tokens Studio project's "source" sets emitted as well as read, all of them (`true`) or
/// those named, in every permutation, under their own names.
@Suite struct TokensStudioSourceSetsTests {
    /// `TokensStudioThemesTests`' project (`core` a source set of both themes) with `emit` as `"emitSourceSets"`.
    static func project(_ emit: String) -> [String: String] {
        var files = TokensStudioThemesTests.studio()
        files["p/tokenc.json"] = #"{"tokensStudio": ".", "output": "out", "themes": {"modifier": "theme"}, "brands": {"modifier": "brand"}, "css": {"outputReferences": true}, "emitSourceSets": "# + emit + "}"
        return files
    }

    /// The emitted token paths of every permutation, by label.
    static func emitted(_ outcome: TokenBuild.Outcome) throws -> [String: Set<String>] {
        let resolver = try #require(outcome.compiled.resolver)
        let hiding = PrivateTokens(config: outcome.compiled.config, resolver: resolver)
        return outcome.compiled.compilation.permutations.reduce(into: [:]) { out, p in
            out[p.label] = Set(hiding.emitted(p.tokens, permutation: p.permutation).tokens.map(\.path.description))
        }
    }

    @Test(arguments: ["true", #"["core"]"#])
    func sourceSetsAreEmittedInEveryPermutation(_ emit: String) throws {
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), Self.project(emit))
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        let emitted = try Self.emitted(outcome)
        #expect(emitted.count == 4)
        for (label, paths) in emitted {
            #expect(paths.isSuperset(of: ["color.red", "color.white", "space.1", "bg", "fg"]), "\(label): \(paths.sorted())")
        }
        let css = TokensStudioSupport.outputs(outcome).filter { $0.key.hasSuffix(".css") }.values.joined()
        #expect(TokensStudioSupport.properties(css)["--color-red"] == "#ff0000", "\(css)")
        // Emitted, an alias of a source token may now refer to it (`outputReferences`).
        #expect(css.contains("--fg: var(--color-red)"), "\(css)")
        #expect(css.contains("--fg: var(--color-white)"), "\(css)")
    }

    @Test(arguments: ["false", "[]"])
    func offOrAnEmptyListKeepsSourceSetsOut(_ emit: String) throws {
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), Self.project(emit))
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        for (label, paths) in try Self.emitted(outcome) {
            #expect(!paths.contains("color.red"), "\(label)")
        }
    }

    @Test func aNameNoThemeReadsAsASourceIsAConfigError() throws {
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), Self.project(#"["core", "light", "nope"]"#))
        let errors = outcome.reported.filter { $0.severity == .error }
        #expect(errors.map(\.code) == [.configInvalid, .configInvalid], "\(errors.map(\.message))")
        #expect(errors.first?.location?.file == "p/tokenc.json")
        #expect(errors.first?.message.contains("\"light\"") == true)
        #expect(errors.first?.message.contains("the source sets are \"core\"") == true, "\(errors.map(\.message))")
    }

    @Test(arguments: [(#""yes""#, "must be true, false or an array"), (#"[1]"#, "must be true, false or an array")])
    func aWrongValueIsAConfigError(_ emit: String, _ message: String) throws {
        let load = TokenBuild(project: .config("p/tokenc.json"), sources: InMemorySourceProvider(TokensStudioSupport.files(Self.project(emit))),
                              observer: SilentBuildObserver()).load()
        guard case .failure(let f) = load else { Issue.record("loaded"); return }
        #expect(f.diagnostics.map(\.code) == [.configInvalid])
        #expect(f.diagnostics.first?.message.contains(message) == true, "\(f.diagnostics.map(\.message))")
    }

    @Test func theKeyBelongsToATokensStudioProject() throws {
        let files = ["p/tokenc.json": #"{"tokens": ["a.json"], "emitSourceSets": true}"#, "p/a.json": "{}"]
        let load = TokenBuild(project: .config("p/tokenc.json"), sources: InMemorySourceProvider(TokensStudioSupport.files(files)),
                              observer: SilentBuildObserver()).load()
        guard case .failure(let f) = load else { Issue.record("loaded"); return }
        #expect(f.diagnostics.first?.message.contains("applies to a Tokens Studio project") == true, "\(f.diagnostics.map(\.message))")
    }

    @Test func aSingleFileExportEmitsItsSourceSetsToo() throws {
        let files = ["x/tokens.json": TokensStudioSingleFileTests.export,
                     "x/tokenc.json": #"{"tokensStudio": "tokens.json", "output": "out", "css": {}, "emitSourceSets": true}"#]
        let outcome = try TokensStudioSupport.build(.config("x/tokenc.json"), files)
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        let css = TokensStudioSupport.outputs(outcome).filter { $0.key.hasSuffix(".css") }.values.joined()
        #expect(TokensStudioSupport.properties(css)["--color-red"] == "#ff0000", "\(css)")
        #expect(TokensStudioSupport.properties(css)["--color-blue"] == "#0000ff", "\(css)")
    }
}
