import Testing
@testable import TokenCore

/// `PermutationSelection`: the one rule for which permutations a command compiles.
@Suite struct PermutationSelectionTests {
    /// brand (a, b, c; default a) × theme (light, dark; no default).
    static func document() throws -> ResolverDocument {
        let file = SourceFile(path: "r.json", text: """
        {"version": "2025.10",
         "modifiers": {
           "brand": {"contexts": {"a": [], "b": [], "c": []}, "default": "a"},
           "theme": {"contexts": {"light": [], "dark": []}}
         },
         "resolutionOrder": [{"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]}
        """)
        var diagnostics: [Diagnostic] = []
        return try #require(ResolverDocument.parse(file, diagnostics: &diagnostics))
    }

    static func labels(_ selection: PermutationSelection) throws -> [String] {
        try selection.select(from: document()).get().map(\.label)
    }

    @Test func noInputSelectsEveryPermutationFirstModifierOutermost() throws {
        #expect(try Self.labels(PermutationSelection()) == [
            "brand=a, theme=light", "brand=a, theme=dark", "brand=b, theme=light", "brand=b, theme=dark",
            "brand=c, theme=light", "brand=c, theme=dark",
        ])
        #expect(try PermutationSelection.all(of: Self.document()).map(\.label) == Self.labels(PermutationSelection()))
    }

    @Test func earlierListsOverrideLaterOnesAndNamesMatchInAnyCase() throws {
        #expect(try Self.labels(PermutationSelection(inputs: [[("THEME", "Dark")], [("theme", "light"), ("brand", "b")]]))
                == ["brand=b, theme=dark"])
    }

    @Test func defaultsForUnnamedTakeTheDefaultWhereThereIsOne() throws {
        #expect(try Self.labels(PermutationSelection(defaultsForUnnamed: true)) == ["brand=a, theme=light", "brand=a, theme=dark"])
    }

    @Test func oneContextEachRefusesAModifierWithoutInputOrDefault() throws {
        let selection = PermutationSelection(defaultsForUnnamed: true, oneContextEach: true)
        let document = try Self.document()
        guard case .failure(let problems) = selection.select(from: document) else { Issue.record("expected problems"); return }
        #expect(problems.all == [.noContext(modifier: document.modifiers[1])])
        var named = selection
        named.inputs = [[("theme", "dark")]]
        #expect(try Self.labels(named) == ["brand=a, theme=dark"])
    }

    @Test func unknownNamesAreLocatedDiagnosticsInInputOrder() throws {
        let document = try Self.document()
        let selected = PermutationSelection(inputs: [[("size", "l"), ("brand", "z")]]).permutations(of: document)
        #expect(selected.permutations.isEmpty)
        #expect(selected.diagnostics.map(\.code) == [.inputUnknownModifier, .inputUnknownContext])
        #expect(selected.diagnostics[0].message == #"unknown modifier "size"; the resolver document has "brand", "theme""#)
        #expect(selected.diagnostics[0].location?.file == "r.json")
        #expect(selected.diagnostics[1].message == #"modifier "brand" has no context "z"; it has "a", "b", "c""#)
    }

    @Test func theLimitCountsAfterInputsNarrow() throws {
        let document = try Self.document()
        let over = PermutationSelection(limit: 5).permutations(of: document)
        #expect(over.diagnostics.map(\.code) == [.limitExceeded])
        #expect(over.diagnostics.first?.message.hasPrefix("the modifiers of r.json make 6 permutations; tokenc compiles at most 5 at once") == true)
        #expect(over.diagnostics.first?.location?.pointer == JSONPointer(["modifiers"]))
        #expect(try Self.labels(PermutationSelection(inputs: [[("theme", "dark")]], limit: 5)).count == 3)
    }
}
