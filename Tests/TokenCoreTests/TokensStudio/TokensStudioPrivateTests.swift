import Testing
@testable import TokenCore

/// Private tokens: Tokens Studio's leading `_`, and the config's `"exclude"` patterns. They resolve references
/// but are not emitted, and never take a name a public token has.
@Suite struct TokensStudioPrivateTests {
    static let set = """
    {
      "_size": {"unit": {"$value": "4", "$type": "dimension"}},
      "size": {"_base": {"$value": "16", "$type": "dimension"}, "2": {"$value": "{_size.unit}", "$type": "dimension"},
               "unit": {"$value": "8", "$type": "dimension"}, "body": {"$value": "{size._base}", "$type": "dimension"}}
    }
    """

    static func css(_ outcome: TokenBuild.Outcome) throws -> [String: String] {
        let css = try #require(TokensStudioSupport.outputs(outcome).first { $0.key.hasSuffix(".css") }?.value)
        return TokensStudioSupport.properties(css)
    }

    @Test func underscoreTokensResolveButAreNotEmitted() throws {
        let outcome = try TokensStudioSupport.build(.config("ts/tokenc.json"), TokensStudioSupport.oneSet(Self.set))
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        #expect(tokens["_size.unit"] != nil)
        let p = try Self.css(outcome)
        #expect(p["--size-2"] == "4px")
        #expect(p["--size-body"] == "16px")
        #expect(!p.keys.contains { $0.contains("base") })
        // `_size.unit` would be named like `size.unit` in some outputs; only the public one is there.
        #expect(p["--size-unit"] == "8px")
        #expect(!outcome.reported.contains { $0.code == .nameCollision })
        let json = TokensStudioSupport.outputs(outcome).filter { $0.key.hasSuffix(".json") }.values.joined()
        #expect(!json.contains("_size") && !json.contains("_base"))
    }

    @Test func anAliasOfAPrivateTokenIsWrittenWithItsValueEvenWithReferences() throws {
        // With outputReferences, an alias of a public token is a var(); of a private one, its value.
        let set = """
        {"_size": {"unit": {"$value": "4", "$type": "dimension"}}, "size": {"unit": {"$value": "8", "$type": "dimension"},
         "a": {"$value": "{_size.unit}", "$type": "dimension"}, "b": {"$value": "{size.unit}", "$type": "dimension"}}}
        """
        let files = TokensStudioSupport.oneSet(set, outputs: #""css": {"outputReferences": true}"#)
        let p = try Self.css(try TokensStudioSupport.build(.config("ts/tokenc.json"), files))
        #expect(p["--size-a"] == "4px")
        #expect(p["--size-b"] == "var(--size-unit)")
    }

    @Test func underscoreIsTokensStudioOnly() throws {
        // A DTCG project keeps `_` names: only Tokens Studio gives the underscore a meaning.
        let files = [
            "d/tokenc.json": #"{"tokens": ["t.json"], "output": "out", "css": {}}"#,
            "d/t.json": #"{"_a": {"$type": "number", "$value": 1}}"#,
        ]
        let outcome = try TokensStudioSupport.build(.config("d/tokenc.json"), files)
        #expect(try Self.css(outcome).keys.contains { $0.contains("a") })
    }

    @Test(arguments: [
        (["size.unit"], ["--size-2", "--size-body"]),
        (["size.*"], [String]()),
        (["**.unit"], ["--size-2", "--size-body"]),
        (["size.b*"], ["--size-2", "--size-unit"]),
    ])
    func excludePatternsHideTokens(patterns: [String], shown: [String]) throws {
        var files = TokensStudioSupport.oneSet(Self.set)
        let list = patterns.map { "\"\($0)\"" }.joined(separator: ", ")
        files["ts/tokenc.json"] = #"{"tokensStudio": ".", "output": "out", "css": {}, "exclude": ["# + list + "]}"
        let outcome = try TokensStudioSupport.build(.config("ts/tokenc.json"), files)
        #expect(try Self.css(outcome).keys.filter { $0.hasPrefix("--size") }.sorted() == shown)
    }

    @Test func anExcludeEntryThatIsNotAPatternIsAConfigError() throws {
        var files = TokensStudioSupport.oneSet(Self.set)
        files["ts/tokenc.json"] = #"{"tokensStudio": ".", "css": {}, "exclude": ["a..b"]}"#
        let loaded = TokenBuild(project: .config("ts/tokenc.json"), sources: InMemorySourceProvider(TokensStudioSupport.files(files)),
                                observer: SilentBuildObserver()).load()
        guard case .failure(let f) = loaded else { Issue.record("loaded"); return }
        #expect(f.diagnostics.map(\.code) == [.configInvalid])
        #expect(f.diagnostics.first?.location?.pointer == JSONPointer(["exclude", "0"]))
        files["ts/tokenc.json"] = #"{"tokensStudio": ".", "exclude": "a"}"#
        let wrong = TokenBuild(project: .config("ts/tokenc.json"), sources: InMemorySourceProvider(TokensStudioSupport.files(files)),
                               observer: SilentBuildObserver()).load()
        guard case .failure = wrong else { Issue.record("loaded"); return }
    }
}
