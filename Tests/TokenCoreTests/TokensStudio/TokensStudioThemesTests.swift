import Testing
@testable import TokenCore

/// A Tokens Studio folder (`$themes.json`, `$metadata.json`) read as a resolver document: groups are modifiers,
/// themes their contexts, "source" sets read but not emitted, "disabled" sets left out.
@Suite struct TokensStudioThemesTests {
    /// The set files, all in forms DTCG reads too, so the same files serve the hand-written resolver.
    static let sets: [String: String] = [
        "p/core.json": ##"{"color": {"red": {"$type": "color", "$value": "#ff0000"}, "white": {"$type": "color", "$value": "#ffffff"}}, "space": {"1": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}"##,
        "p/light.json": #"{"bg": {"$type": "color", "$value": "{color.white}"}, "fg": {"$type": "color", "$value": "{color.red}"}}"#,
        "p/dark.json": #"{"bg": {"$type": "color", "$value": "{color.red}"}, "fg": {"$type": "color", "$value": "{color.white}"}}"#,
        "p/brand/a.json": #"{"gap": {"$type": "dimension", "$value": "{space.1}"}}"#,
        "p/brand/b.json": ##"{"gap": {"$type": "dimension", "$value": {"value": 8, "unit": "px"}}, "bg": {"$type": "color", "$value": "#000000"}}"##,
    ]

    /// The Tokens Studio project: two groups; `core` is a source set of both themes, `brand/b` disabled in dark.
    static func studio(themes: String? = nil) -> [String: String] {
        var files = sets
        files["p/tokenc.json"] = #"{"tokensStudio": ".", "output": "out", "themes": {"modifier": "theme"}, "brands": {"modifier": "brand"}, "css": {}, "json": {}, "swift": {}}"#
        files["p/$metadata.json"] = #"{"tokenSetOrder": ["core", "light", "dark", "brand/a", "brand/b"]}"#
        files["p/$themes.json"] = themes ?? """
        [
          {"id": "1", "name": "light", "group": "theme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
          {"id": "2", "name": "dark", "group": "theme", "selectedTokenSets": {"core": "source", "dark": "enabled", "brand/b": "disabled"}},
          {"id": "3", "name": "a", "group": "brand", "selectedTokenSets": {"brand/a": "enabled"}},
          {"id": "4", "name": "b", "group": "brand", "selectedTokenSets": {"brand/b": "enabled"}}
        ]
        """
        return files
    }

    /// The same project written by hand as a DTCG resolver document; the source set's tokens excluded by pattern.
    static func handWritten() -> [String: String] {
        var files = sets
        files["p/tokenc.json"] = #"{"resolver": "r.json", "output": "out", "exclude": ["color.**", "space.**"], "themes": {"modifier": "theme"}, "brands": {"modifier": "brand"}, "css": {}, "json": {}, "swift": {}}"#
        files["p/r.json"] = """
        {"version": "2025.10",
         "modifiers": {
           "theme": {"contexts": {"light": [{"$ref": "core.json"}, {"$ref": "light.json"}], "dark": [{"$ref": "core.json"}, {"$ref": "dark.json"}]}, "default": "light"},
           "brand": {"contexts": {"a": [{"$ref": "brand/a.json"}], "b": [{"$ref": "brand/b.json"}]}, "default": "a"}},
         "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}]}
        """
        return files
    }

    @Test func theSameSetAsAHandWrittenResolverGivesTheSameOutputs() throws {
        let studio = try TokensStudioSupport.build(.config("p/tokenc.json"), Self.studio())
        let hand = try TokensStudioSupport.build(.config("p/tokenc.json"), Self.handWritten())
        #expect(studio.reported.filter { $0.severity == .error }.isEmpty, "\(studio.reported)")
        #expect(hand.reported.filter { $0.severity == .error }.isEmpty, "\(hand.reported)")
        let a = TokensStudioSupport.outputs(studio), b = TokensStudioSupport.outputs(hand)
        #expect(!a.isEmpty)
        #expect(a.keys.sorted() == b.keys.sorted())
        for (path, text) in a { #expect(text == b[path], "\(path) differs") }
    }

    @Test func groupsAreModifiersAndThemesTheirContexts() throws {
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), Self.studio())
        let resolver = try #require(outcome.compiled.resolver)
        #expect(resolver.modifiers.map(\.name) == ["theme", "brand"])
        #expect(resolver.modifiers.map(\.contextNames) == [["light", "dark"], ["a", "b"]])
        #expect(resolver.modifiers.map(\.defaultContext) == ["light", "a"])
        #expect(outcome.compiled.compilation.permutations.map(\.label)
                == ["theme=light, brand=a", "theme=light, brand=b", "theme=dark, brand=a", "theme=dark, brand=b"])
        // A disabled set is not read: in dark, brand/b's tokens come only from the brand modifier (after theme).
        let darkB = try #require(TokensStudioSupport.tokens(outcome, "theme=dark, brand=b"))
        #expect(darkB["bg"]?.value == TokensStudioSupport.tokens(outcome, "theme=light, brand=b")?["bg"]?.value)
    }

    @Test func sourceSetsResolveReferencesButAreNotEmitted() throws {
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), Self.studio())
        // Compiled: the source set's tokens are there for references.
        #expect(TokensStudioSupport.tokens(outcome)?["color.red"] != nil)
        let css = try #require(TokensStudioSupport.outputs(outcome).first { $0.key.hasSuffix(".css") }?.value)
        let properties = TokensStudioSupport.properties(css)
        #expect(!properties.keys.contains { $0.contains("color-red") || $0.contains("space-1") })
        // An alias of a source token is written with its value.
        #expect(properties["--fg"].map { !$0.contains("var(") } == true, "\(css)")
        #expect(properties["--gap"].map { !$0.contains("var(") } == true, "\(css)")
    }

    @Test func aSetEnabledByAnotherSelectedThemeIsEmitted() throws {
        // core is a source in the theme group but enabled by brand b: then it is emitted in brand b only.
        let themes = """
        [
          {"name": "light", "group": "theme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
          {"name": "a", "group": "brand", "selectedTokenSets": {"brand/a": "enabled"}},
          {"name": "b", "group": "brand", "selectedTokenSets": {"core": "enabled", "brand/b": "enabled"}}
        ]
        """
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), Self.studio(themes: themes))
        let resolver = try #require(outcome.compiled.resolver)
        let hiding = PrivateTokens(config: outcome.compiled.config, resolver: resolver)
        for p in outcome.compiled.compilation.permutations {
            let shown = hiding.emitted(p.tokens, permutation: p.permutation)
            #expect((shown["color.red"] != nil) == (p.permutation["brand"] == "b"), "\(p.label)")
        }
    }

    @Test func withoutThemesEverySetIsReadInOrder() throws {
        var files = Self.studio()
        files["p/$themes.json"] = nil
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), files)
        #expect(outcome.compiled.compilation.permutations.count == 1)
        // brand/b is last in tokenSetOrder: its bg wins.
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        #expect(tokens["bg"]?.value == .color(ColorValue(hex: "#000000")!))
    }

    /// `[]` is what Tokens Studio exports when no theme exists: every set of `tokenSetOrder`, as without themes.
    @Test func anEmptyThemesListReadsEverySetInOrder() throws {
        var files = Self.studio(themes: "[]")
        files["p/tokenc.json"] = #"{"tokensStudio": ".", "output": "out", "css": {}, "json": {}}"#
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), files)
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        #expect(outcome.compiled.compilation.permutations.count == 1)
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        #expect(tokens["bg"]?.value == .color(ColorValue(hex: "#000000")!))  // brand/b, last in tokenSetOrder, wins
        #expect(tokens["fg"]?.value == .color(ColorValue(hex: "#ffffff")!))  // dark after light
        #expect(tokens["gap"]?.value == .dimension(DimensionValue(8, .px)))
        let css = TokensStudioSupport.outputs(outcome).filter { $0.key.hasSuffix(".css") }.values.joined()
        let properties = TokensStudioSupport.properties(css)
        #expect(properties["--gap"] == "8px", "\(css)")
        #expect(properties["--color-red"] != nil, "\(css)")
    }

    /// Without `$metadata.json` the set files of the folder are the sets, in path order.
    @Test func anEmptyThemesListWithoutMetadataReadsTheSetFiles() throws {
        var files = Self.studio(themes: "[]")
        files["p/$metadata.json"] = nil
        files["p/tokenc.json"] = #"{"tokensStudio": ".", "output": "out", "json": {}}"#
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), files)
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        // brand/a, brand/b, core, dark, light: light comes last, so its bg and fg win.
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        #expect(tokens["bg"]?.value == .color(ColorValue(hex: "#ffffff")!))
        #expect(tokens["fg"]?.value == .color(ColorValue(hex: "#ff0000")!))
        #expect(tokens["gap"]?.value == .dimension(DimensionValue(8, .px)))
        #expect(!TokensStudioSupport.outputs(outcome).isEmpty)
    }

    @Test func anEmptyThemesListWithNoSetsIsALocatedError() throws {
        let outcome = try TokensStudioSupport.build(.tokensStudio("p"), ["p/$themes.json": "[]", "p/$metadata.json": #"{"tokenSetOrder": []}"#])
        let d = try #require(outcome.reported.first { $0.severity == .error })
        #expect(d.code == .resolverInvalid)
        #expect(d.location?.file == "p/$metadata.json")
        #expect(outcome.rendered == nil)
    }

    @Test func theCommandLineProjectNeedsNoConfig() throws {
        var files = Self.studio()
        files["p/tokenc.json"] = nil
        let outcome = try TokensStudioSupport.build(.tokensStudio("p", outputDirectory: "out"), files)
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported)")
        #expect(outcome.compiled.outputDirectory == "out")
        #expect(TokensStudioSupport.outputs(outcome).keys.contains { $0.hasSuffix(".css") })
    }

    @Test func aFolderWithoutThemesOrMetadataIsNotAProject() throws {
        let outcome = try TokensStudioSupport.build(.tokensStudio("p"), ["p/a.json": "{}"])
        #expect(outcome.reported.map(\.code) == [.fileNotFound])
        #expect(outcome.rendered == nil)
    }

    /// Problems in `$themes.json` are located in it, at the member at fault.
    @Test(arguments: [
        (#"{"name": "x"}"#, "must be an array", DiagnosticCode.resolverInvalid, 1),
        (#"[{"name": "l", "group": "g", "selectedTokenSets": {"core": "on"}}]"#, "state", .resolverInvalid, 1),
        (#"[{"group": "g", "selectedTokenSets": {}}]"#, "needs a \"name\"", .resolverInvalid, 1),
        (#"[{"name": "l", "group": "g"}]"#, "selectedTokenSets", .resolverInvalid, 1),
        ("[{\"name\": \"l\", \"group\": \"g\", \"selectedTokenSets\": {}},\n {\"name\": \"L\", \"group\": \"g\", \"selectedTokenSets\": {}}]",
         "appears twice", .resolverDuplicateName, 2),
        (#"[{"name": "l", "group": 3, "selectedTokenSets": {}}]"#, "group", .resolverInvalid, 1),
    ])
    func themeProblemsAreLocatedInTheThemesFile(themes: String, words: String, code: DiagnosticCode, line: Int) throws {
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), Self.studio(themes: themes))
        let d = try #require(outcome.reported.first { $0.severity == .error })
        #expect(d.code == code)
        #expect(d.location?.file == "p/$themes.json")
        #expect(d.location?.line == line)
        #expect(d.message.contains(words), "\(d.message)")
        #expect(outcome.rendered == nil)
    }

    @Test func aMissingSetFileIsLocatedAtTheThemeThatReadsIt() throws {
        var files = Self.studio()
        files["p/brand/b.json"] = nil
        let outcome = try TokensStudioSupport.build(.config("p/tokenc.json"), files)
        let d = try #require(outcome.reported.first { $0.severity == .error })
        // brand/b is disabled in the dark theme (line 3): the theme that reads it is brand b's (line 5).
        #expect(d.location?.file == "p/$themes.json")
        #expect(d.location?.line == 5)
    }

    @Test func theConfigKeyIsReadStrictly() throws {
        var files = Self.studio()
        files["p/tokenc.json"] = #"{"tokensStudio": ".", "resolver": "r.json"}"#
        let both = TokenBuild(project: .config("p/tokenc.json"), sources: InMemorySourceProvider(TokensStudioSupport.files(files)),
                              observer: SilentBuildObserver()).load()
        guard case .failure(let f) = both else { Issue.record("loaded"); return }
        #expect(f.diagnostics.map(\.code) == [.configInvalid])
        files["p/tokenc.json"] = #"{"tokensStudio": 3}"#
        let wrong = TokenBuild(project: .config("p/tokenc.json"), sources: InMemorySourceProvider(TokensStudioSupport.files(files)),
                               observer: SilentBuildObserver()).load()
        guard case .failure(let g) = wrong else { Issue.record("loaded"); return }
        #expect(g.diagnostics.map(\.code).contains(.configInvalid))
    }
}
