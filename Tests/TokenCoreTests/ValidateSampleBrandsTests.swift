import Foundation
import Testing
@testable import TokenCore

/// The sample brands (Tokens/) promise, in docs/sample-brands.md, to meet a set of accessibility rules in all 12
/// permutations. These are those rules as a `validation` config; the samples must pass them, and the figures
/// the page publishes must be what the contrast rule measures.
///
/// `size.touch-target.standard` (44) is the platform scale every brand picks from; harbor picks `large` (48), so
/// the scale entry is exempt from harbor's 48 minimum (without the exemption it is the one finding).
@Suite struct ValidateSampleBrandsTests {
    static let config = """
    {
      "contrast": {
        "exempt": ["**.*disabled*.**", "**.loading.**"],
        "over": ["color.surface.default", "color.surface.raised", "color.surface.sunken"],
        "pairs": [
          {"foreground": ["color.text.primary", "color.text.secondary"], "background": ["color.surface.default", "color.surface.raised", "color.surface.sunken"], "kind": "text", "algorithm": "both"},
          {"foreground": "button.*.*.*.label", "background": "button.$1.$2.$3.background", "kind": "text", "algorithm": "both", "use": "large-text"},
          {"foreground": "button.*.*.*.border", "background": ["color.surface.default", "color.surface.raised", "color.surface.sunken"], "kind": "non-text"},
          {"foreground": ["color.border.focus", "color.border.focus-assistive", "color.border.default"], "background": ["color.surface.default", "color.surface.raised", "color.surface.sunken"], "kind": "non-text"},
          {"foreground": ["radio.*.*.ring", "radio.*.*.dot"], "background": ["color.surface.default", "color.surface.raised", "color.surface.sunken"], "kind": "non-text"},
          {"foreground": "radio.*.*.label", "background": ["color.surface.default", "color.surface.raised", "color.surface.sunken"], "kind": "text", "algorithm": "both"}
        ],
        "overrides": [{"when": {"theme": "*-high-contrast"}, "level": "AAA"}]
      },
      "touch-target": {
        "brands": {"harbor": 48, "summit": 44, "lumen": 44},
        "exempt": ["size.touch-target.standard"]
      },
      "min-size": {"minimum": 16, "tokens": ["button.margin.*"]},
      "spacing-grid": {"grid": 4, "tokens": ["spacing.**", "**.padding.**", "**.margin.**", "**.gap"]},
      "min-font-size": {"minimum": 11},
      "missing-in-context": {"modifiers": ["theme"]}
    }
    """

    static func compile() throws -> [CompiledPermutation] {
        let root = ValidateFixtures.packageRoot.appendingPathComponent("Tokens")
        let resolverPath = "Tokens/tokens.resolver.json"
        let resolverFile = SourceFile(path: resolverPath, bytes: [UInt8](try Data(contentsOf: root.appendingPathComponent("tokens.resolver.json"))))
        var diagnostics: [Diagnostic] = []
        let resolver = try #require(ResolverDocument.parse(resolverFile, diagnostics: &diagnostics))
        var files: [String: SourceFile] = [:]
        for relative in resolver.referencedFiles {
            let path = PathText.join("Tokens", relative)
            files[path] = SourceFile(path: path, bytes: [UInt8](try Data(contentsOf: ValidateFixtures.packageRoot.appendingPathComponent(path))))
        }
        let compiler = ProjectCompiler(resolver: resolver, resolverPath: resolverPath, files: files)
        let results = PermutationSelection.all(of: resolver).map { compiler.compile($0) }
        #expect(!(diagnostics + compiler.diagnostics + results.flatMap(\.diagnostics)).hasErrors)
        return results.map(\.permutation)
    }

    @Test func samplesMeetTheirPublishedRules() throws {
        let permutations = try Self.compile()
        #expect(permutations.count == 12)
        let file = SourceFile(path: "tokenc.json", text: "{\"validation\": \(Self.config)}")
        let (config, configProblems) = ValidationConfig.decode(JSONReader.read(file).value!.objectValue!["validation"]!.objectValue!, file: "tokenc.json")
        #expect(configProblems.isEmpty)
        let appearances: [String: Config.Appearance] = ["dark": .init(dark: true), "dark-high-contrast": .init(dark: true, highContrast: true),
                                                        "light-high-contrast": .init(highContrast: true)]
        let result = Validator.validate(permutations, config: config, brandModifier: "brand", themeModifier: "theme", appearances: appearances)
        #expect(result.diagnostics.map { "\($0.code.rawValue): \($0.message) \($0.permutation ?? "")" } == [])

        // Figures published in docs/sample-brands.md (truncated to two decimals).
        func figure(_ brand: String, _ theme: String, _ fg: String, _ bg: String) -> String? {
            let p = permutations.firstIndex { $0.context(for: "brand") == brand && $0.context(for: "theme") == theme }!
            return result.contrast.first { $0.permutation == p && $0.foregroundPath.description == fg && $0.backgroundPath.description == bg }?.ratioText
        }
        #expect(figure("harbor", "light", "button.primary.tint.default.label", "button.primary.tint.default.background") == "6.18")
        #expect(figure("harbor", "dark-high-contrast", "button.primary.tint.default.label", "button.primary.tint.default.background") == "13.35")
        #expect(figure("summit", "light", "button.primary.negative.default.label", "button.primary.negative.default.background") == "6.17")
        #expect(figure("lumen", "dark", "button.primary.tint.default.label", "button.primary.tint.default.background") == "8.46")
        func weakest(_ brand: String, _ theme: String, _ fg: (String) -> Bool) -> String? {
            let p = permutations.firstIndex { $0.context(for: "brand") == brand && $0.context(for: "theme") == theme }!
            return result.contrast.filter { $0.permutation == p && !$0.isExempt && fg($0.foregroundPath.description) }.min { $0.ratio < $1.ratio }?.ratioText
        }
        let ring = { (path: String) in path.hasPrefix("radio.") && path.hasSuffix(".ring") }
        #expect(weakest("harbor", "light", ring) == "3.98")
        #expect(weakest("summit", "dark", ring) == "4.87")
        #expect(weakest("lumen", "light-high-contrast", ring) == "7.73")
        let body = { (path: String) in path == "color.text.primary" || path == "color.text.secondary" }
        #expect(weakest("harbor", "light", body) == "5.78")
        #expect(weakest("summit", "dark-high-contrast", body) == "13.73")
    }

    @Test func aMutationIsCaught() throws {
        var permutations = try Self.compile()
        // A 12 pt margin in one permutation (the mutation docs/sample-brands.md says its own check caught).
        let p = permutations.firstIndex { $0.context(for: "brand") == "summit" && $0.context(for: "theme") == "dark" }!
        var tokens = permutations[p].tokens.tokens
        let i = tokens.firstIndex { $0.path.description == "button.margin.vertical" }!
        tokens[i].value = .dimension(DimensionValue(12, .px))
        tokens[i].aliasOf = nil
        permutations[p].tokens = ResolvedTokens(tokens)
        let file = SourceFile(path: "tokenc.json", text: "{\"validation\": \(Self.config)}")
        let (config, _) = ValidationConfig.decode(JSONReader.read(file).value!.objectValue!["validation"]!.objectValue!, file: "tokenc.json")
        let result = Validator.validate(permutations, config: config, brandModifier: "brand", themeModifier: "theme")
        #expect(result.diagnostics.map { "\($0.code.rawValue): \($0.message) (\($0.permutation ?? ""))" } == [
            "min-size: button.margin.vertical is 12px, below the 16px minimum (brand=summit, theme=dark)",
        ])
    }
}
