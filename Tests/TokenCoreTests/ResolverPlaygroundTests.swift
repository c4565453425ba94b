import Testing
import Foundation
@testable import TokenCore

/// The two real resolver documents of the DTCG playground: Figma's Simple Design System and GitHub Primer.
@Suite struct ResolverPlaygroundTests {
    func load(_ relative: String) throws -> ResolverDocument {
        let (document, diagnostics) = ResolverFixtures.parse(try ResolverFixtures.corpusFile("playground-examples/" + relative))
        #expect(diagnostics.isEmpty, "\(ResolverFixtures.render(diagnostics))")
        return try #require(document)
    }

    /// Every permutation with its identifier, label and sources, one per line, for a golden file.
    func plan(_ document: ResolverDocument) -> String {
        var out = ""
        for p in PermutationSelection.all(of: document) {
            out += "\(p.identifier)  [\(p.label)]\n"
            for s in document.sources(for: p) { out += "  \(s.summary)  @#\(s.origin.pointer)\n" }
        }
        return out
    }

    @Test func figmaSimpleDesignSystem() throws {
        let document = try load("figma-sds/sds.resolver.json")
        let path = "playground-examples/figma-sds/sds.resolver.json"
        #expect(document.name == "Figma SDS")
        #expect(document.description == "Simple Design System")
        #expect(document.version == "2025.10")
        #expect(document.modifiers.map(\.name) == ["theme"])
        #expect(document.modifiers[0].contextNames == ["light", "dark"])
        #expect(document.modifiers[0].defaultContext == nil)
        #expect(document.defaultPermutation == nil)
        #expect(document.resolutionOrder.map(\.name) == ["base", "theme"])
        let permutations = PermutationSelection.all(of: document)
        #expect(permutations.map(\.label) == ["theme=light", "theme=dark"])
        #expect(permutations.map(\.identifier) == ["theme-light", "theme-dark"])
        func file(_ p: String, _ pointer: String) -> TokenSource {
            .file(path: p, pointer: .root, origin: Origin(file: path, pointer: JSONPointer(parsing: pointer)!), overrides: nil)
        }
        let base = [
            file("base/color.tokens.json", "/sets/base/sources/0"),
            file("base/size.tokens.json", "/sets/base/sources/1"),
            file("base/typography.tokens.json", "/sets/base/sources/2"),
        ]
        #expect(document.sources(for: permutations[0]) == base + [file("theme/light.tokens.json", "/modifiers/theme/contexts/light/0")])
        #expect(document.sources(for: permutations[1]) == base + [file("theme/dark.tokens.json", "/modifiers/theme/contexts/dark/0")])
        #expect(document.referencedFiles == [
            "base/color.tokens.json", "base/size.tokens.json", "base/typography.tokens.json",
            "theme/light.tokens.json", "theme/dark.tokens.json",
        ])
        // Every referenced file exists beside the document.
        let dir = ResolverFixtures.corpus.appendingPathComponent("playground-examples/figma-sds")
        for f in document.referencedFiles {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(f).path), "\(f)")
        }
        var diagnostics: [Diagnostic] = []
        #expect(PermutationSelection.permutation(for: [:], in: document, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.code) == [.inputMissing])
        try ResolverFixtures.expectGolden(plan(document), "playground/figma-sds.plan.txt")
    }

    @Test func githubPrimer() throws {
        let document = try load("github-primer/primer.resolver.json")
        #expect(document.name == "GitHub Primer")
        #expect(document.resolutionOrder.map(\.name) == ["base", "functional", "theme", "size"])
        #expect(document.modifiers.map(\.name) == ["theme", "size"])
        #expect(document.modifiers[0].contextNames == ["light", "light-hc", "dark", "dark-dimmed", "dark-hc"])
        #expect(document.modifiers[1].contextNames == ["default", "coarse", "fine"])
        #expect(document.permutationCount == 15)
        let permutations = PermutationSelection.all(of: document)
        #expect(permutations.map(\.identifier) == [
            "theme-light_size-default", "theme-light_size-coarse", "theme-light_size-fine",
            "theme-light-hc_size-default", "theme-light-hc_size-coarse", "theme-light-hc_size-fine",
            "theme-dark_size-default", "theme-dark_size-coarse", "theme-dark_size-fine",
            "theme-dark-dimmed_size-default", "theme-dark-dimmed_size-coarse", "theme-dark-dimmed_size-fine",
            "theme-dark-hc_size-default", "theme-dark-hc_size-coarse", "theme-dark-hc_size-fine",
        ])
        #expect(permutations[4].label == "theme=light-hc, size=coarse")
        // 6 base + 14 functional sources, then the theme's and the size's.
        #expect(permutations.map { document.sources(for: $0).count } == [20, 21, 21, 23, 24, 24, 24, 25, 25, 23, 24, 24, 23, 24, 24])
        #expect(document.sources(for: permutations[4]).suffix(4).map(\.summary) == [
            "base/color/light/light.high-contrast.tokens.json",
            "functional/color/control.light-high-contrast.tokens.json",
            "functional/color/fgColor.light-high-contrast.tokens.json",
            "functional/size/size-coarse.tokens.json",
        ])
        #expect(document.referencedFiles.count == 35)
        let dir = ResolverFixtures.corpus.appendingPathComponent("playground-examples/github-primer")
        for f in document.referencedFiles {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(f).path), "\(f)")
        }
        var diagnostics: [Diagnostic] = []
        let chosen = try #require(PermutationSelection.permutation(for: ["Theme": "Dark-Dimmed", "SIZE": "fine"], in: document, diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(chosen == permutations[11])
        try ResolverFixtures.expectGolden(plan(document), "playground/github-primer.plan.txt")
    }
}
