import Testing
import Foundation
@testable import TokenCore

/// What the spec's resolver examples mean, once parsed: the sources each input selects, references
/// resolved, and the invalid examples rejected for the reason the spec gives.
@Suite struct ResolverExampleTests {
    /// The example completed as in `ResolverCorpusTests`, with the spec's "context" typo renamed to
    /// "contexts" when `fixTypo`; it must parse without any diagnostic.
    func document(_ name: String, fixTypo: Bool = false) throws -> ResolverDocument {
        var value = try ResolverCorpusTests.completed(try ResolverFixtures.json(try ResolverFixtures.corpusFile("examples/resolver/" + name)))
        if fixTypo { value = renamingContext(value) }
        var diagnostics: [Diagnostic] = []
        let document = ResolverDocument.parse(value, path: name, diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(document)
    }

    /// `value` with every object key "context" renamed "contexts".
    func renamingContext(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let o):
            return .object(JSONObject(o.members.map { JSONMember(key: $0.key == "context" ? "contexts" : $0.key, value: renamingContext($0.value)) }))
        case .array(let a):
            return .array(a.map(renamingContext))
        default:
            return value
        }
    }

    /// The inputs example `name`, as an object.
    func inputs(_ name: String) throws -> (JSONObject, SourceFile) {
        let file = try ResolverFixtures.corpusFile("examples/resolver/" + name)
        return (try #require(try ResolverFixtures.json(file).objectValue), file)
    }

    /// The sources as short strings (`path`, `path#/pointer`, `inline tokens at #/…`).
    func summaries(_ sources: [TokenSource]) -> [String] { sources.map(\.summary) }

    @Test func composingSetsAndModifiersGivesTheSpecsResolutions() throws {
        let document = try document("syntax.05.json")
        let base = ["foundation/size.json", "foundation/typography.json", "foundation/animation.json"]
        let expected: [String: [String]] = [
            "syntax.06.json": base + ["theme/light.json"],
            "syntax.07.json": base + ["theme/light.json", "theme/dark-high-contrast.json"],
            "syntax.08.json": base + ["theme/dark.json"],
            "syntax.09.json": base + ["theme/dark.json", "theme/dark-high-contrast.json"],
        ]
        for (name, files) in expected {
            let (object, file) = try inputs(name)
            var diagnostics: [Diagnostic] = []
            let permutation = try #require(PermutationSelection.permutation(for: object, file: file.path, in: document, diagnostics: &diagnostics))
            #expect(diagnostics.isEmpty)
            #expect(summaries(document.sources(for: permutation)) == files, "\(name)")
        }
        #expect(document.defaultPermutation?.label == "theme=light")
        #expect(PermutationSelection.all(of: document).map(\.identifier) == ["theme-light", "theme-lightHighContrast", "theme-dark", "theme-darkHighContrast"])
    }

    @Test func inputsExampleValidAndInvalid() throws {
        let document = try document("inputs.01.json", fixTypo: true)
        #expect(document.modifiers.map(\.name) == ["theme", "size", "beta"])
        #expect(document.permutationCount == 8)
        var diagnostics: [Diagnostic] = []
        let (valid, _) = try inputs("inputs.02.json")
        let permutation = try #require(PermutationSelection.permutation(for: valid, file: "inputs.02.json", in: document, diagnostics: &diagnostics))
        #expect(diagnostics.isEmpty)
        #expect(permutation.label == "theme=light, size=large, beta=true")
        #expect(summaries(document.sources(for: permutation)) == ["light.json", "size/large.json", "beta.json"])

        // The spec lists three errors, and none for "beta", which has a default.
        let (invalid, file) = try inputs("inputs.03.json")
        #expect(PermutationSelection.permutation(for: invalid, file: file.path, in: document, diagnostics: &diagnostics) == nil)
        let located = DiagnosticLocator(files: [file]).locate(diagnostics)
        #expect(ResolverFixtures.positions(located) == [
            .init(.inputMissing, 1, 1), .init(.inputUnknownContext, 2, 12), .init(.inputUnknownModifier, 3, 3),
        ])
        #expect(located.map(\.message) == [
            #"missing input for modifier "size", which has no default"#,
            #"invalid context "blue" for modifier "theme""#,
            #"unknown modifier "foo""#,
        ])
    }

    @Test func themeResolutionWalkthrough() throws {
        let document = try document("resolution-logic.03.json", fixTypo: true)
        let (object, file) = try inputs("resolution-logic.04.json")
        var diagnostics: [Diagnostic] = []
        let permutation = try #require(PermutationSelection.permutation(for: object, file: file.path, in: document, diagnostics: &diagnostics))
        // themes/light.json is never used for { "theme": "dark" }.
        #expect(summaries(document.sources(for: permutation)) == ["foundation.json", "components/button.json", "themes/dark.json"])
        #expect(document.referencedFiles == ["foundation.json", "components/button.json", "themes/light.json", "themes/dark.json"])
    }

    @Test func conflictResolutionKeepsInlineSourcesInOrder() throws {
        let document = try document("resolution-logic.01.json")
        let sources = document.sources(for: Permutation([Permutation.Input]()))
        #expect(sources.map(\.origin.pointer.description) == ["/sets/foundation/sources/0", "/sets/foundation/sources/1"])
        guard case .inline(let last, _) = sources[1] else { Issue.record("expected inline tokens"); return }
        #expect(last.value(at: JSONPointer(parsing: "/color/text/default/$value/components/0")!) == 0.1)
        #expect(document.referencedFiles.isEmpty)
    }

    @Test func bundlingByInliningAndByDefsAreEquivalentLayouts() throws {
        let light = Permutation([("theme", "light")])
        let files = try document("bundling.01.json")
        #expect(summaries(files.sources(for: light)) == [
            "foundation/colors.json", "foundation/size.json", "foundation/typography.json", "foundation/colors.json", "theme/light.json",
        ])
        #expect(files.referencedFiles == ["foundation/colors.json", "foundation/size.json", "foundation/typography.json", "theme/light.json", "theme/dark.json"])
        // $defs: every reference becomes the (empty, elided) inline object where it is defined.
        let defs = try document("bundling.03.json")
        let origins = defs.sources(for: light).map(\.origin.pointer)
        #expect(origins == ["foundation/colors.json", "foundation/size.json", "foundation/typography.json", "foundation/colors.json", "theme/light.json"]
            .map { JSONPointer(["$defs", $0]) })
        #expect(defs.referencedFiles.isEmpty)
        // Inlined: comments only, so empty objects, located in the sets and contexts.
        let inlined = try document("bundling.02.json")
        #expect(inlined.sources(for: Permutation([("theme", "dark")])).map(\.origin.pointer.description) == [
            "/sets/foundation/sources/0", "/sets/foundation/sources/1", "/sets/foundation/sources/2",
            "/modifiers/theme/contexts/dark/0", "/modifiers/theme/contexts/dark/1",
        ])
    }

    @Test func modifierReferencingASetInlinesItsSources() throws {
        let document = try document("syntax.03.json")
        #expect(summaries(document.sources(for: Permutation([("size", "small")]))) == [
            "size/base.json", // set baseSize, then (completed resolutionOrder) the modifier:
            "size/base.json", "device/mobile.json", "typography/mobile.json",
        ])
        let small = try #require(document.modifier(named: "SIZE")?.context(named: "Small"))
        #expect(small.sources[0].origin.pointer.description == "/sets/baseSize/sources/0")
    }

    @Test func emptyContextAddsNothing() throws {
        let document = try document("syntax.10.json")
        #expect(document.sources(for: Permutation([("debug", "false")])).isEmpty)
        #expect(summaries(document.sources(for: Permutation([("debug", "true")]))) == ["debug.json"])
    }

    @Test func setExtensionsAreKept() throws {
        let document = try document("syntax.21.json")
        guard case .set(let set) = document.resolutionOrder[0] else { Issue.record("expected a set"); return }
        #expect(set.extensions?["figma.com"]?.objectValue?["updatedAt"] == "2025-11-01")
        #expect(summaries(set.sources) == ["colors/ramps.json", "colors/semantic.json"])
    }

    @Test func inlineSetsAndModifiersKeepTheirNames() throws {
        // syntax.11 with its dangling "#/sets/Animation" pointed at a file, as its siblings are.
        let value = replacing("#/sets/Animation", with: "foundation/animation.json",
            in: try ResolverCorpusTests.completed(try ResolverFixtures.json(try ResolverFixtures.corpusFile("examples/resolver/syntax.11.json"))))
        var diagnostics: [Diagnostic] = []
        let document = try #require(ResolverDocument.parse(value, path: "syntax.11.json", diagnostics: &diagnostics))
        #expect(document.resolutionOrder.map(\.name) == ["Size", "Typography", "Animation", "Theme"])
        #expect(document.modifiers.map(\.name) == ["Theme"])
        #expect(document.modifiers[0].isInline && document.modifiers[0].defaultContext == "light")
        var d: [Diagnostic] = []
        #expect(PermutationSelection.permutation(for: ["theme": "DARK"], in: document, diagnostics: &d)?.label == "Theme=dark")
    }

    // MARK: Reference objects

    @Test func referenceObjectExamples() throws {
        func ref(_ n: Int) throws -> String {
            let v = try ResolverFixtures.json(try ResolverFixtures.corpusFile("examples/resolver/syntax.\(n).json"))
            return try #require(v.objectValue?["$ref"]?.stringValue)
        }
        #expect(ResolverReference.parse(try ref(12)) == .local(JSONPointer(["resolutionOrder", "4"])))
        #expect(ResolverReference.parse(try ref(13)) == .local(JSONPointer(["sets", "MySet"])))
        #expect(ResolverReference.parse(try ref(14)) == .file(path: "path/to/example.json", pointer: .root))
        // "example.json#sets/MySet" lacks the pointer's leading "/"; the spec calls it "sets/MySet".
        #expect(ResolverReference.parse(try ref(15)) == .file(path: "example.json", pointer: JSONPointer(["sets", "MySet"])))
        #expect(ResolverReference.parse(try ref(16)) == .remote("https://my-server.com/tokens.json"))
        #expect(ResolverReference.parse("a%20b.json#/x%2Fy~1z") == .file(path: "a%20b.json", pointer: JSONPointer(["x", "y/z"])))
        #expect(ResolverReference.parse("C:tokens.json") == .file(path: "C:tokens.json", pointer: .root))
        #expect(ResolverReference.parse("#/a~2") == .invalid(reason: "'#/a~2' is not a JSON pointer (a '~' must be followed by 0 or 1)"))
    }

    @Test func validReferenceObjectsAsSources() throws {
        let text = """
        {
          "version": "2025.10",
          "sets": { "MySet": { "sources": [{ "$ref": "my.json" }] } },
          "resolutionOrder": [
            { "type": "set", "name": "uses", "sources": [REFS] }
          ]
        }
        """
        var refs: [String] = []
        for n in 13...16 {
            refs.append(String(decoding: try ResolverFixtures.corpusFile("examples/resolver/syntax.\(n).json").bytes, as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines))
        }
        let (document, diagnostics) = ResolverFixtures.parse(SourceFile(path: "r.json", text: text.replacingOccurrences(of: "REFS", with: refs.joined(separator: ","))))
        // tokenc reads no URIs (the module leaves remote support to each tool): only syntax.16 is refused.
        #expect(ResolverFixtures.positions(diagnostics) == [.init(.resolverInvalidReference, 5, 160)])
        #expect(document == nil)
        let (ok, none) = ResolverFixtures.parse(SourceFile(path: "r.json", text: text.replacingOccurrences(of: "REFS", with: refs.dropLast().joined(separator: ","))))
        #expect(none.isEmpty)
        #expect(summaries(try #require(ok).sources(for: Permutation([Permutation.Input]()))) == ["my.json", "path/to/example.json", "example.json#/sets/MySet"])
    }

    @Test func referencingAResolutionOrderItemIsInvalidWherever() throws {
        // syntax.12 ("#/resolutionOrder/4") in a set, in a context, in resolutionOrder, and behind $defs.
        let ref = String(decoding: try ResolverFixtures.corpusFile("examples/resolver/syntax.12.json").bytes, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let text = """
        {
          "version": "2025.10",
          "sets": { "s": { "sources": [\(ref), { "$ref": "#/$defs/x" }] } },
          "modifiers": { "m": { "contexts": { "a": [\(ref)], "b": [] } } },
          "resolutionOrder": [
            { "$ref": "#/sets/s" }, { "$ref": "#/modifiers/m" }, \(ref),
            { "type": "set", "name": "i", "sources": [] }, { "type": "set", "name": "j", "sources": [] }
          ],
          "$defs": { "x": \(ref) }
        }
        """
        let (document, diagnostics) = ResolverFixtures.parse(SourceFile(path: "r.json", text: text))
        #expect(document == nil)
        #expect(ResolverFixtures.positions(diagnostics) == [
            .init(.resolverInvalidReference, 3, 42), .init(.resolverInvalidReference, 4, 55),
            .init(.resolverInvalidReference, 6, 68), .init(.resolverInvalidReference, 9, 29),
        ])
        #expect(diagnostics.allSatisfy { $0.message.contains("'#/resolutionOrder/4' points into resolutionOrder") })
        // Behind $defs, the note names the hop that led there.
        #expect(diagnostics[3].notes.map(\.message) == ["'#/sets/s/sources/1' references '#/$defs/x'"])
        #expect(diagnostics[3].notes.first?.location.map { "\($0.line):\($0.column)" } == "3:77")
    }

    /// Follows every reference object of a generic JSON document as the resolver would.
    func followAll(_ name: String) throws -> (ResolverParser, [JSONPointer: Followed]) {
        let file = try ResolverFixtures.corpusFile("examples/resolver/" + name)
        let root = try ResolverFixtures.json(file)
        var parser = ResolverParser(path: file.path, root: root)
        var results: [JSONPointer: Followed] = [:]
        func walk(_ v: JSONValue, _ p: JSONPointer) {
            guard case .object(let o) = v else { return }
            if o["$ref"] != nil { results[p] = parser.follow(p, position: .anywhere, trail: ReferenceTrail(start: p)) }
            for m in o.members { walk(m.value, p.appending(m.key)) }
        }
        walk(root, .root)
        return (parser, results)
    }

    @Test func mutualReferencesAreOneCircularReference() throws {
        let (parser, results) = try followAll("syntax.17.json")
        #expect(results.values.allSatisfy { $0 == .failed })
        let located = DiagnosticLocator(files: [try ResolverFixtures.corpusFile("examples/resolver/syntax.17.json")]).locate(parser.diagnostics)
        #expect(ResolverFixtures.positions(located) == [.init(.resolverCircularReference, 6, 22)])
        #expect(located[0].message == "circular reference: '#/foo/bar' → '#/baz/bat' → '#/foo/bar' …")
        #expect(located[0].notes.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
            "6:22 '#/baz/bat' references '#/foo/bar'", "3:22 '#/foo/bar' references '#/baz/bat'",
        ])
    }

    @Test func referenceToItsOwnParentIsCircular() throws {
        let (parser, results) = try followAll("syntax.18.json")
        #expect(results == [JSONPointer(["foo", "bar", "baz"]): .failed])
        #expect(parser.diagnostics.map(\.code) == [.resolverCircularReference])
        #expect(parser.diagnostics[0].message == "circular reference: '#/foo/bar' designates '#/foo/bar', which contains the reference")
    }

    @Test func localKeysBesideARefOverride() throws {
        let (parser, results) = try followAll("syntax.19.json")
        #expect(parser.diagnostics.isEmpty)
        guard case .object(let lizard, _, _, _)? = results[JSONPointer(["lizard"])] else { Issue.record("not followed"); return }
        let expected = try ResolverFixtures.json(try ResolverFixtures.corpusFile("examples/resolver/syntax.20.json"))
        #expect(JSONValue.object(lizard.object) == expected)
        // Each key remembers where it is written.
        #expect(lizard.members.map(\.pointer.description) == ["/lizard/color", "/animal/legs", "/lizard/size"])
    }

    /// `value` with every string equal to `old` replaced by `new`.
    func replacing(_ old: String, with new: String, in value: JSONValue) -> JSONValue {
        switch value {
        case .string(old): return .string(new)
        case .object(let o): return .object(JSONObject(o.members.map { JSONMember(key: $0.key, value: replacing(old, with: new, in: $0.value)) }))
        case .array(let a): return .array(a.map { replacing(old, with: new, in: $0) })
        default: return value
        }
    }
}
