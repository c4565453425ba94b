import Testing
@testable import TokenCore

/// Inputs: case-insensitive names, defaults, and every invalid input reported and located.
@Suite struct ResolverInputTests {
    func document() throws -> ResolverDocument {
        let (document, diagnostics) = ResolverFixtures.parse(try ResolverFixtures.fixture("inputs/theme-size.resolver.json"))
        #expect(diagnostics.isEmpty)
        return try #require(document)
    }

    @Test func everyBadInputIsLocatedInTheInputsFile() throws {
        let document = try document()
        let file = try ResolverFixtures.fixture("inputs/bad.inputs.json")
        let object = try #require(try ResolverFixtures.json(file).objectValue)
        var diagnostics: [Diagnostic] = []
        #expect(PermutationSelection.permutation(for: object, file: file.path, in: document, diagnostics: &diagnostics) == nil)
        let located = DiagnosticLocator(files: [file, try ResolverFixtures.fixture("inputs/theme-size.resolver.json")]).locate(diagnostics)
        #expect(ResolverFixtures.positions(located) == [
            .init(.inputMissing, 1, 1),          // "size" has no default
            .init(.inputUnknownContext, 2, 12),  // "THEME": "Blue"
            .init(.inputUnknownModifier, 3, 3),  // "foo"
            .init(.inputInvalidValue, 4, 11),    // "beta": true
            .init(.inputDuplicate, 5, 3),        // "Beta" again
        ])
        try ResolverFixtures.expectGolden(ResolverFixtures.render(located), "inputs/bad.inputs.diagnostics.txt")
    }

    @Test func namesMatchCaseInsensitivelyAndDefaultsApply() throws {
        let document = try document()
        var diagnostics: [Diagnostic] = []
        let p = try #require(PermutationSelection.permutation(for: ["THEME": "DARK", "Size": "Large"], in: document, diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(p.inputs == [.init(modifier: "theme", context: "dark"), .init(modifier: "size", context: "large"), .init(modifier: "beta", context: "false")])
        #expect(p.label == "theme=dark, size=large, beta=false")
        #expect(p.identifier == "theme-dark_size-large_beta-false")
        #expect(document.sources(for: p).map(\.summary) == ["dark.json", "size/large.json"])
        #expect(p["BETA"] == "false")
    }

    @Test func dictionaryInputsAreUnlocatedButExplained() throws {
        let document = try document()
        var diagnostics: [Diagnostic] = []
        #expect(PermutationSelection.permutation(for: ["them": "dark", "size": 100, "beta": "maybe"], in: document, diagnostics: &diagnostics) == nil)
        // Keys in sorted order, then the missing modifiers.
        #expect(diagnostics.map(\.code) == [.inputUnknownContext, .inputInvalidValue, .inputUnknownModifier, .inputMissing])
        #expect(diagnostics.allSatisfy { $0.location == nil })
        #expect(diagnostics.map(\.message) == [
            #"invalid context "maybe" for modifier "beta""#,
            #"the input for modifier "size" must be a string naming a context, not a number"#,
            #"unknown modifier "them""#,
            #"missing input for modifier "theme", which has no default"#,
        ])
        #expect(diagnostics[2].notes.map(\.message) == [#"did you mean "theme"?"#])
        // The contexts note points at the modifier's contexts in the resolver document.
        let note = try #require(diagnostics[3].notes.first)
        #expect(note.message == #"the contexts of "theme" are "light", "dark""#)
        let located = DiagnosticLocator(files: [try ResolverFixtures.fixture("inputs/theme-size.resolver.json")]).locate(note.location!)
        #expect("\(located.line):\(located.column)" == "7:19")
    }

    @Test func misspeltContextGetsASuggestion() throws {
        var diagnostics: [Diagnostic] = []
        #expect(PermutationSelection.permutation(for: ["theme": "drak", "size": "default"], in: try document(), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.code) == [.inputUnknownContext])
        #expect(diagnostics[0].notes.map(\.message) == [#"did you mean "dark"?"#, #"the contexts of "theme" are "light", "dark""#])
    }

    @Test func nullIsNotAContext() throws {
        var diagnostics: [Diagnostic] = []
        #expect(PermutationSelection.permutation(for: ["theme": nil, "size": "default"], in: try document(), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.message) == [#"the input for modifier "theme" must be a string naming a context, not null"#])
    }

    @Test func documentWithoutModifiers() throws {
        let text = #"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": [{"$ref": "all.json"}]}]}"#
        let (parsed, none) = ResolverFixtures.parse(SourceFile(path: "n.json", text: text))
        #expect(none.isEmpty)
        let document = try #require(parsed)
        var diagnostics: [Diagnostic] = []
        let p = try #require(PermutationSelection.permutation(for: [:], in: document, diagnostics: &diagnostics))
        #expect(p.label == "" && p.identifier == "default")
        #expect(PermutationSelection.all(of: document) == [p])
        #expect(document.defaultPermutation == p)
        #expect(PermutationSelection.permutation(for: ["theme": "dark"], in: document, diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.code) == [.inputUnknownModifier])
        #expect(diagnostics[0].notes.map(\.message) == ["the resolver document declares no modifiers"])
    }
}
