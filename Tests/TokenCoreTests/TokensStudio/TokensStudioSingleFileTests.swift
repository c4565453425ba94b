import Foundation
import Testing
@testable import TokenCore

/// A single-file Tokens Studio export: the sets as top-level keys beside `$themes` and `$metadata`.
@Suite struct TokensStudioSingleFileTests {
    static let export = """
    {
      "core": {"color": {"red": {"value": "#ff0000", "type": "color"}, "blue": {"value": "#0000ff", "type": "color"}}},
      "light": {"accent": {"value": "{color.red}", "type": "color"}},
      "dark": {"accent": {"value": "{color.blue}", "type": "color"}},
      "$themes": [
        {"id": "l", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
        {"id": "d", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}
      ],
      "$metadata": {"tokenSetOrder": ["core", "light", "dark"]}
    }
    """

    @Test func setsAndThemesComeFromOneFile() throws {
        let outcome = try TokensStudioSupport.build(.tokensStudio("x/tokens.json", outputDirectory: "out"), ["x/tokens.json": Self.export])
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        #expect(outcome.compiled.compilation.permutations.map(\.label) == ["mode=light", "mode=dark"])
        let dark = try #require(TokensStudioSupport.tokens(outcome, "mode=dark"))
        #expect(dark["accent"]?.value == .color(ColorValue(hex: "#0000ff")!))
        let css = TokensStudioSupport.outputs(outcome).filter { $0.key.hasSuffix(".css") }.values.joined()
        #expect(css.contains("--accent"))
        #expect(!css.contains("--color-red"))
    }

    @Test func aThemeNamingAMissingSetIsLocated() throws {
        let text = Self.export.replacingOccurrences(of: #""dark": "enabled""#, with: #""night": "enabled""#)
        let outcome = try TokensStudioSupport.build(.tokensStudio("x/tokens.json"), ["x/tokens.json": text])
        let d = try #require(outcome.reported.first { $0.severity == .error })
        #expect(d.code == .resolverMissingReference)
        #expect(d.location?.file == "x/tokens.json")
        #expect(d.location?.line == 7)
    }

    /// `"$themes": []` (an export without themes) reads every set of `tokenSetOrder`, in order, as one permutation.
    @Test func anEmptyThemesListReadsEverySet() throws {
        let text = Self.export.replacingOccurrences(of: #"""
          "$themes": [
            {"id": "l", "name": "light", "group": "mode", "selectedTokenSets": {"core": "source", "light": "enabled"}},
            {"id": "d", "name": "dark", "group": "mode", "selectedTokenSets": {"core": "source", "dark": "enabled"}}
          ],
        """#, with: #"  "$themes": [],"#)
        #expect(text.contains(#""$themes": [],"#))
        let outcome = try TokensStudioSupport.build(.tokensStudio("x/tokens.json", outputDirectory: "out"), ["x/tokens.json": text])
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        #expect(outcome.compiled.compilation.permutations.count == 1)
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        #expect(tokens["accent"]?.value == .color(ColorValue(hex: "#0000ff")!))  // dark, last in tokenSetOrder
        let css = TokensStudioSupport.outputs(outcome).filter { $0.key.hasSuffix(".css") }.values.joined()
        #expect(TokensStudioSupport.properties(css)["--color-red"] != nil, "\(css)")
        #expect(css.contains("--accent"))
    }

    /// With `$metadata` but no `$themes`, the sets are merged in the order of `tokenSetOrder`, then of the keys.
    @Test func withoutThemesTheKeysAreTheOrder() throws {
        let text = #"{"a": {"n": {"value": 1, "type": "number"}}, "b": {"n": {"value": 2, "type": "number"}}, "$metadata": {}}"#
        let outcome = try TokensStudioSupport.build(.tokensStudio("x/tokens.json"), ["x/tokens.json": text])
        #expect(TokensStudioSupport.tokens(outcome)?["n"]?.value == .number(2))
    }

    @Test(arguments: [
        (#"{"core": {}, "$themes": []}"#, TokensStudioFileKind.export),
        (#"{"core": {}, "$metadata": {"tokenSetOrder": ["core"]}}"#, .export),
        (##"{"color": {"red": {"value": "#ff0000", "type": "color"}}}"##, .plainSet),
        (##"{"$type": "color", "red": {"$value": "#ff0000"}, "$description": "reds"}"##, .plainSet),
        ("{}", .plainSet),
    ])
    func theFileKindIsToldByItsThemesAndMetadata(_ text: String, _ kind: TokensStudioFileKind) throws {
        guard case .object(let o)? = JSONReader.read(SourceFile(path: "t.json", text: text)).value else { Issue.record("not an object"); return }
        #expect(TokensStudioFileKind.of(o) == kind)
    }

    /// A file without `$themes` and `$metadata` is one set: its top-level keys are groups, not set names.
    @Test func aPlainSetIsOnePermutationOfItsOwnTokens() throws {
        let text = #"{"a": {"n": {"value": 1, "type": "number"}}, "b": {"n": {"value": "{a.n} * 2", "type": "number"}}, "_hidden": {"value": 3, "type": "number"}}"#
        let outcome = try TokensStudioSupport.build(.tokensStudio("x/global.json", outputDirectory: "out"), ["x/global.json": text])
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        #expect(outcome.compiled.compilation.permutations.count == 1)
        let tokens = try #require(TokensStudioSupport.tokens(outcome))
        #expect(tokens["a.n"]?.value == .number(1))
        #expect(tokens["b.n"]?.value == .number(2))
        #expect(tokens["n"] == nil)
        let css = TokensStudioSupport.outputs(outcome).filter { $0.key.hasSuffix(".css") }.values.joined()
        #expect(TokensStudioSupport.properties(css)["--a-n"] == "1", "\(css)")
        #expect(TokensStudioSupport.properties(css)["--hidden"] == nil, "a private token stays private in a plain set")
    }

    /// A plain set named in tokenc.json builds the same way.
    @Test func aPlainSetFromTheConfig() throws {
        let files = ["x/tokenc.json": #"{"tokensStudio": "global.json", "output": "out", "css": {}}"#,
                     "x/global.json": #"{"space": {"sm": {"value": "8", "type": "spacing"}}}"#]
        let outcome = try TokensStudioSupport.build(.config("x/tokenc.json"), files)
        #expect(outcome.reported.filter { $0.severity == .error }.isEmpty, "\(outcome.reported.map(\.message))")
        #expect(TokensStudioSupport.tokens(outcome)?["space.sm"] != nil)
    }
}
