import Testing
@testable import TokenCore

/// Permutations, identifiers, local overrides beside `$ref`, and references between definitions.
@Suite struct ResolverModelTests {
    func parse(_ text: String) -> (ResolverDocument?, [Diagnostic]) {
        ResolverFixtures.parse(SourceFile(path: "r.json", text: text))
    }

    func origin(_ pointer: String) -> Origin { Origin(file: "r.json", pointer: JSONPointer(parsing: pointer)!) }

    @Test func identifiersAreSafeFileNames() {
        #expect(Permutation([("Brand X", "harbor/1"), ("theme", ".dark")]).identifier == "Brand-X-harbor-1_theme--dark")
        #expect(Permutation([("thème", "a_b"), ("v", "1.5")]).identifier == "th-me-a-b_v-1.5")
        #expect(Permutation([("brand", "harbor"), ("theme", "dark")]).label == "brand=harbor, theme=dark")
        #expect(Permutation([("brand", "harbor"), ("theme", "dark")]).identifier == "brand-harbor_theme-dark")
    }

    @Test func permutationsAreTheCartesianProductFirstModifierOutermost() {
        func modifier(_ name: String, _ contexts: [String], default d: String? = nil) -> ResolverModifier {
            ResolverModifier(name: name, contexts: contexts.map { .init(name: $0, sources: [], origin: origin("")) }, defaultContext: d, origin: origin(""))
        }
        let brand = modifier("brand", ["harbor", "summit"]), theme = modifier("theme", ["light", "dark"], default: "light")
        let document = ResolverDocument(path: "r.json", resolutionOrder: [.modifier(brand), .modifier(theme)], modifiers: [brand, theme], referencedFiles: [])
        #expect(PermutationSelection.all(of: document).map(\.label) == [
            "brand=harbor, theme=light", "brand=harbor, theme=dark", "brand=summit, theme=light", "brand=summit, theme=dark",
        ])
        #expect(document.permutationCount == 4)
        #expect(document.defaultPermutation == nil)
        let many = (0..<64).map { modifier("m\($0)", ["a", "b"]) }
        #expect(ResolverDocument(path: "r.json", resolutionOrder: many.map { .modifier($0) }, modifiers: many, referencedFiles: []).permutationCount == Int.max)
    }

    @Test func sourcesUseTheDefaultForAnUnnamedModifier() throws {
        let (parsed, d) = parse("""
        {
          "version": "2025.10",
          "modifiers": {
            "theme": { "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] }, "default": "dark" }
          },
          "resolutionOrder": [{ "$ref": "#/modifiers/theme" }, { "type": "set", "name": "last", "sources": [{ "$ref": "last.json" }] }]
        }
        """)
        #expect(d.isEmpty)
        let document = try #require(parsed)
        #expect(document.sources(for: Permutation([Permutation.Input]())).map(\.summary) == ["dark.json", "last.json"])
        #expect(document.sources(for: Permutation([("THEME", "Light")])).map(\.summary) == ["light.json", "last.json"])
    }

    @Test func localKeysBesideResolutionOrderReferencesOverride() throws {
        let (parsed, d) = parse("""
        {
          "version": "2025.10",
          "sets": { "base": { "description": "files", "sources": [{ "$ref": "base.json" }] } },
          "modifiers": { "theme": { "contexts": { "light": [], "dark": [] } } },
          "resolutionOrder": [
            { "$ref": "#/sets/base", "sources": [{ "$ref": "other.json" }] },
            { "$ref": "#/modifiers/theme", "default": "dark" }
          ]
        }
        """)
        #expect(d.isEmpty)
        let document = try #require(parsed)
        guard case .set(let set) = document.resolutionOrder[0] else { Issue.record("set expected"); return }
        #expect(set.description == "files")
        #expect(set.sources == [.file(path: "other.json", pointer: .root, origin: origin("/resolutionOrder/0/sources/0"), overrides: nil)])
        #expect(document.modifiers[0].defaultContext == "dark")
        #expect(document.referencedFiles == ["other.json"])
    }

    @Test func localKeysBesideSourceReferencesOverride() throws {
        let (parsed, d) = parse("""
        {
          "version": "2025.10",
          "sets": {
            "s": {
              "sources": [
                { "$ref": "tokens.json#/color", "brand": { "$value": "#fff", "$type": "color" } },
                { "$ref": "#/$defs/brand", "color": { "$value": "#000", "$type": "color" } }
              ]
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/s" }],
          "$defs": { "brand": { "color": { "$value": "#111", "$type": "color" }, "size": { "$value": "1px", "$type": "dimension" } } }
        }
        """)
        #expect(d.isEmpty)
        let sources = try #require(parsed).sources(for: Permutation([Permutation.Input]()))
        #expect(sources == [
            .file(path: "tokens.json", pointer: JSONPointer(["color"]), origin: origin("/sets/s/sources/0"),
                  overrides: JSONObject([JSONMember(key: "brand", value: ["$value": "#fff", "$type": "color"])])),
            // The referenced object without the overridden key, where it is written…
            .inline(["size": ["$value": "1px", "$type": "dimension"]], origin: origin("/$defs/brand")),
            // …then the local keys, where they are written.
            .inline(["color": ["$value": "#000", "$type": "color"]], origin: origin("/sets/s/sources/1")),
        ])
        #expect(try #require(parsed).referencedFiles == ["tokens.json"])
    }

    @Test func definitionsMayReferenceOtherDefinitions() throws {
        let (parsed, d) = parse("""
        {
          "version": "2025.10",
          "sets": {
            "base": { "sources": [{ "$ref": "base.json" }] },
            "alias": { "$ref": "#/sets/base", "description": "same files" },
            "nested": { "sources": [{ "$ref": "#/sets/alias" }, { "$ref": "#/sets/base/sources/0" }] }
          },
          "modifiers": { "m": { "contexts": { "a": [{ "$ref": "#/sets/nested" }], "b": [] } } },
          "resolutionOrder": [{ "$ref": "#/sets/alias" }, { "$ref": "#/modifiers/m" }, { "$ref": "#/modifiers/m" }]
        }
        """)
        #expect(d.isEmpty)
        let document = try #require(parsed)
        guard case .set(let alias) = document.resolutionOrder[0] else { Issue.record("set expected"); return }
        #expect(alias.name == "alias" && alias.description == "same files")
        // The same modifier twice in resolutionOrder is one modifier for inputs.
        #expect(document.modifiers.count == 1 && document.permutationCount == 2)
        #expect(document.sources(for: Permutation([("m", "a")])).map(\.summary) == ["base.json", "base.json", "base.json", "base.json", "base.json"])
        #expect(document.referencedFiles == ["base.json"])
    }

    @Test func aModifierDefinedAsAnotherModifierIsInvalid() {
        let (_, d) = parse("""
        {
          "version": "2025.10",
          "modifiers": { "a": { "contexts": { "x": [], "y": [] } }, "b": { "$ref": "#/modifiers/a" } },
          "resolutionOrder": [{ "$ref": "#/modifiers/b" }]
        }
        """)
        #expect(ResolverFixtures.positions(d) == [.init(.resolverInvalidReference, 3, 76)])
        #expect(d[0].message == "a modifier cannot be defined as a reference to another modifier ('#/modifiers/a')")
    }

    @Test func referencedFilesDropPointersAndRepeats() throws {
        let (parsed, d) = parse(#"{"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "s", "sources": [{"$ref": "a.json#/x"}, {"$ref": "b.json"}, {"$ref": "a.json"}]}]}"#)
        #expect(d.isEmpty)
        #expect(try #require(parsed).referencedFiles == ["a.json", "b.json"])
    }

    @Test func recognisesResolverDocuments() {
        #expect(ResolverDocument.looksLikeResolver(["resolutionOrder": []]))
        #expect(ResolverDocument.looksLikeResolver(["version": "2025.10"]))
        #expect(ResolverDocument.looksLikeResolver(["$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json"]))
        #expect(!ResolverDocument.looksLikeResolver(["$schema": "https://www.designtokens.org/schemas/2025.10/format.json", "sets": [:]]))
        #expect(!ResolverDocument.looksLikeResolver(["color": ["$type": "color"]]))
    }
}

extension ResolverModelTests {
    @Test func aSetReachedFromASourceFollowsTheRulesOfASetDefinition() {
        // "bad" is not a set (a set cannot be a reference to a file); reaching it from a source does not make it one.
        let (_, d) = parse("""
        {
          "version": "2025.10",
          "sets": { "bad": { "$ref": "file.json" }, "uses": { "sources": [{ "$ref": "#/sets/bad" }] } },
          "resolutionOrder": [{ "$ref": "#/sets/uses" }]
        }
        """)
        #expect(ResolverFixtures.positions(d) == [.init(.resolverInvalidReference, 3, 30)])
        #expect(d[0].message.hasPrefix("a set definition can only reference a node of this document, not 'file.json'"))
    }
}
