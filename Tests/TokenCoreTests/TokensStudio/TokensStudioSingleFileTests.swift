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

    @Test func withoutThemesTheKeysAreTheOrder() throws {
        let text = #"{"a": {"n": {"value": 1, "type": "number"}}, "b": {"n": {"value": 2, "type": "number"}}}"#
        let outcome = try TokensStudioSupport.build(.tokensStudio("x/tokens.json"), ["x/tokens.json": text])
        #expect(TokensStudioSupport.tokens(outcome)?["n"]?.value == .number(2))
    }
}
