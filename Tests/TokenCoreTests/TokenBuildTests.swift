import Testing
@testable import TokenCore

/// The one build entry (`TokenBuild`) on sources held in memory: what the CLI runs for `build`, with the
/// file system replaced by an `InMemorySourceProvider`.
@Suite struct TokenBuildTests {
    /// A config project: a resolver document with a brand modifier of two contexts, each a file.
    static func files(_ edits: [String: String] = [:]) -> [String: SourceFile] {
        var texts = [
            "tokens/tokenc.json": #"{"resolver": "r.json", "json": {}, "output": "out"}"#,
            "tokens/r.json": """
            {"version": "2025.10",
             "modifiers": {"brand": {"contexts": {"a": [{"$ref": "a.json"}], "b": [{"$ref": "b.json"}]}, "default": "a"}},
             "resolutionOrder": [{"$ref": "#/modifiers/brand"}]}
            """,
            "tokens/a.json": #"{"n": {"$type": "number", "$value": 1}, "m": {"$type": "number", "$value": "{n}"}}"#,
            "tokens/b.json": #"{"n": {"$type": "number", "$value": 2}, "m": {"$type": "number", "$value": "{n}"}}"#,
        ]
        for (path, text) in edits { texts[path] = text }
        return texts.mapValues { $0 }.reduce(into: [:]) { $0[$1.key] = SourceFile(path: $1.key, text: $1.value) }
    }

    /// Records the stages a build goes through, in order.
    final class StageLog: BuildObserver, @unchecked Sendable {
        private(set) var stages: [BuildStage] = []
        func measure<T>(_ stage: BuildStage, _ body: () throws -> T) rethrows -> T {
            stages.append(stage)
            return try body()
        }
    }

    static func run(_ files: [String: SourceFile], options: BuildOptions = BuildOptions(),
                    observer: any BuildObserver = SilentBuildObserver()) throws -> TokenBuild.Outcome {
        try TokenBuild(project: .config("tokens/tokenc.json"), options: options, sources: InMemorySourceProvider(files),
                       observer: observer).run().get()
    }

    @Test func buildsEveryPermutationIntoFiles() throws {
        let log = StageLog()
        let outcome = try Self.run(Self.files(), observer: log)
        #expect(outcome.reported.isEmpty)
        #expect(outcome.compiled.compilation.permutations.map(\.label) == ["brand=a", "brand=b"])
        #expect(outcome.compiled.outputDirectory == "tokens/out")
        let files = try #require(outcome.rendered?.files)
        #expect(files.map(\.path).sorted() == ["json/a/default.flat.json", "json/a/default.json", "json/b/default.flat.json", "json/b/default.json", "json/manifest.json"])
        let a = try #require(files.first { $0.path == "json/a/default.flat.json" })
        #expect(String(decoding: a.contents, as: UTF8.self).contains("\"m\""))
        // Every file read: the resolver document, its sources in path order, the config last.
        #expect(outcome.compiled.sources.map(\.path) == ["tokens/r.json", "tokens/a.json", "tokens/b.json", "tokens/tokenc.json"])
        #expect(log.stages.first == .read)
        #expect(Set(log.stages) == [.read, .parse, .resolve, .validate, .emit])
    }

    @Test func anInputSelectsPermutations() throws {
        let outcome = try Self.run(Self.files(), options: BuildOptions(inputs: [("BRAND", "b")]))
        #expect(outcome.compiled.compilation.permutations.map(\.label) == ["brand=b"])
        let bad = try Self.run(Self.files(), options: BuildOptions(inputs: [("brand", "c")]))
        #expect(bad.reported.map(\.code) == [.inputUnknownContext])
        #expect(bad.rendered == nil)
    }

    @Test func aMissingSourceIsLocatedAtItsReferenceAndNothingIsRendered() throws {
        var files = Self.files()
        files["tokens/b.json"] = nil
        let outcome = try Self.run(files)
        #expect(outcome.reported.map(\.code) == [.fileNotFound])
        #expect(outcome.reported.first?.location?.file == "tokens/r.json")
        #expect(outcome.rendered == nil)
        #expect(outcome.compiled.compilation.permutations.isEmpty)
    }

    @Test func aSourceOutsideTheRootIsRefused() throws {
        var files = Self.files(["tokens/r.json": """
            {"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "../elsewhere.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/s"}]}
            """])
        files["elsewhere.json"] = SourceFile(path: "elsewhere.json", text: "{}")
        let outcome = try Self.run(files)
        #expect(outcome.reported.map(\.code) == [.sourceOutsideRoot])
        #expect(outcome.rendered == nil)
    }

    @Test func tokenErrorsStopRenderingButKeepTheCompilation() throws {
        let outcome = try Self.run(Self.files(["tokens/b.json": #"{"m": {"$type": "number", "$value": "{nope}"}}"#]))
        #expect(outcome.reported.map(\.code) == [.unresolvedReference])
        #expect(outcome.rendered == nil)
        #expect(outcome.compiled.compilation.permutations.count == 2)
    }

    @Test func aConfigThatCannotBeReadFailsTheLoad() throws {
        var files = Self.files()
        files["tokens/tokenc.json"] = nil
        let result = try TokenBuild(project: .config("tokens/tokenc.json"), sources: InMemorySourceProvider(files)).run()
        guard case .failure(let failure) = result else { Issue.record("expected a load failure"); return }
        #expect(failure.diagnostics.map(\.code) == [.fileNotFound])
    }

    @Test func theStagesGiveWhatRunGives() throws {
        let build = TokenBuild(project: .config("tokens/tokenc.json"), options: BuildOptions(validate: false),
                               sources: InMemorySourceProvider(Self.files()))
        let loaded = try build.load().get()
        let compiled = build.validate(build.compile(loaded), complete: true)
        let rendered = build.render(compiled, to: TokenBuild.RenderTarget(config: compiled.config))
        let whole = try Self.run(Self.files())
        #expect(rendered.files == whole.rendered?.files)
        #expect(compiled.diagnostics == whole.compiled.diagnostics)
        // Loading without the sources reads only the config and the resolver document.
        let header = try build.load(readingSources: false).get()
        #expect(header.sources.map(\.path) == ["tokens/r.json", "tokens/tokenc.json"])
        #expect(header.resolver?.modifiers.map(\.name) == ["brand"])
    }
}
