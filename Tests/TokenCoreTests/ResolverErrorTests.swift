import Testing
import Foundation
@testable import TokenCore

/// Every error the resolver module names, each pinned by code and line:col on a small fixture
/// (`Fixtures/resolver/errors/`), with the full wording in a golden file beside it.
@Suite struct ResolverErrorTests {
    typealias E = ResolverFixtures.Expected

    /// The fixtures and what each must report, in location order.
    static let cases: [(String, [E])] = [
        ("version-missing", [E(.resolverVersion, 1, 1)]),
        ("version-wrong", [E(.resolverVersion, 2, 14)]),
        ("version-number", [E(.resolverVersion, 2, 14)]),
        ("contexts", [
            E(.resolverNoContexts, 4, 28),        // "contexts": {}
            E(.resolverNoContexts, 5, 17),        // no "contexts" at all…
            E(.resolverUnknownProperty, 6, 7),    // …because it is spelt "context"
            E(.resolverSingleContext, 9, 19),     // one context: a warning
            E(.resolverUnknownDefault, 13, 18),   // "Dark" (contexts are case-sensitive here)
            E(.resolverUnknownDefault, 17, 18),   // "medium"
        ]),
        ("invalid-references", [
            E(.resolverInvalidReference, 6, 19),  // set → modifier
            E(.resolverInvalidReference, 7, 19),  // → resolutionOrder item
            E(.resolverInvalidReference, 8, 19),  // URI
            E(.resolverInvalidReference, 9, 19),  // not a string
            E(.resolverInvalidReference, 10, 19), // bad pointer escape
            E(.resolverInvalidReference, 18, 28), // modifier → its own context
            E(.resolverInvalidReference, 24, 15), // resolutionOrder → neither a set nor a modifier
            E(.resolverInvalidReference, 25, 15), // resolutionOrder → another file
        ]),
        ("missing-references", [
            E(.resolverMissingReference, 6, 19),  // #/sets/nope
            E(.resolverMissingReference, 12, 15), // #/sets/bsae (did you mean #/sets/base?)
            E(.resolverMissingReference, 16, 22), // reached through #/$defs/hop
        ]),
        ("circular", [
            E(.resolverCircularReference, 4, 34), // a → b → a, reported once
            E(.resolverCircularReference, 6, 37), // a set's source referencing the set itself
        ]),
        ("duplicate-names", [
            E(.resolverDuplicateName, 5, 46),     // contexts "dark" and "Dark"
            E(.resolverDuplicateName, 10, 30),    // two inline sets named "base"
            E(.resolverDuplicateName, 14, 15),    // modifiers "theme" and "Theme"
            E(.resolverDuplicateName, 15, 32),    // contexts "a b" and "a-b" share the identifier "a-b"
        ]),
        ("structure", [
            E(.resolverUnknownProperty, 3, 3),
            E(.resolverInvalid, 5, 20),           // a set that is an array
            E(.resolverInvalid, 6, 18),           // a set without sources
            E(.resolverInvalid, 7, 32),           // sources not an array
            E(.resolverInvalid, 8, 32),           // a source that is a string
            E(.resolverInvalid, 12, 30),          // a context that is not an array
            E(.resolverInvalid, 16, 5),           // a resolutionOrder item that is a string
            E(.resolverInvalid, 17, 5),           // inline item without "type"
            E(.resolverInvalid, 18, 15),          // "type": "group"
            E(.resolverInvalid, 19, 5),           // inline set without "name"
        ]),
        ("syntax-error", [E(.jsonSyntax, 6, 1)]),
    ]

    @Test(arguments: cases.map(\.0))
    func fixture(_ name: String) throws {
        let file = try ResolverFixtures.fixture("errors/\(name).resolver.json")
        let (document, diagnostics) = ResolverFixtures.parse(file)
        let expected = try #require(Self.cases.first { $0.0 == name }?.1)
        #expect(ResolverFixtures.positions(diagnostics) == expected)
        #expect(document == nil, "a document with errors is not returned")
        try ResolverFixtures.expectGolden(ResolverFixtures.render(diagnostics), "errors/\(name).diagnostics.txt")
    }

    @Test func singleContextIsOnlyAWarning() throws {
        let (document, diagnostics) = ResolverFixtures.parse(try ResolverFixtures.fixture("errors/single-context.resolver.json"))
        #expect(ResolverFixtures.positions(diagnostics) == [E(.resolverSingleContext, 5, 19)])
        #expect(diagnostics[0].severity == .warning)
        let d = try #require(document)
        #expect(PermutationSelection.all(of: d).map(\.label) == ["brand=harbor"])
    }

    @Test func cycleNotesNameEveryHop() throws {
        let (_, diagnostics) = ResolverFixtures.parse(try ResolverFixtures.fixture("errors/circular.resolver.json"))
        let cycle = try #require(diagnostics.first)
        #expect(cycle.message == "circular reference: '#/sets/b' → '#/sets/a' → '#/sets/b' …")
        #expect(cycle.notes.map { "\($0.location!.line):\($0.location!.column) \($0.message)" } == [
            "4:34 '#/sets/a/sources/0' references '#/sets/b'",
            "5:59 '#/sets/b/sources/1' references '#/sets/a'",
        ])
    }

    @Test func missingReferenceSuggestsAndShowsHops() throws {
        let (_, diagnostics) = ResolverFixtures.parse(try ResolverFixtures.fixture("errors/missing-references.resolver.json"))
        #expect(diagnostics[1].notes.map(\.message) == ["did you mean '#/sets/base'?"])
        #expect(diagnostics[1].notes[0].location.map { "\($0.line):\($0.column)" } == "4:5")
        #expect(diagnostics[2].notes.map(\.message) == ["'#/sets/base/sources/1' references '#/$defs/hop'"])
    }

    @Test func everyProblemIsCollected() throws {
        // 10 unrelated problems in one file: all reported, none hiding another.
        let (_, diagnostics) = ResolverFixtures.parse(try ResolverFixtures.fixture("errors/structure.resolver.json"))
        #expect(diagnostics.count == 10)
    }

    @Test func rootMustBeAnObject() {
        var diagnostics: [Diagnostic] = []
        #expect(ResolverDocument.parse(SourceFile(path: "a.json", text: "[1]"), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.map(\.code) == [.resolverInvalid])
        #expect(diagnostics[0].message == "a resolver document must be a JSON object, not array")
    }

    @Test func emptyResolutionOrderAndWrongKinds() {
        let text = #"{"version": "2025.10", "name": 1, "sets": [], "modifiers": "x", "resolutionOrder": []}"#
        let (_, d) = ResolverFixtures.parse(SourceFile(path: "k.json", text: text))
        #expect(d.map(\.code) == [.resolverInvalid, .resolverInvalid, .resolverInvalid, .resolverInvalid])
        #expect(d.map(\.message) == [
            "\"name\" must be a string, not a number",
            "\"sets\" must be an object, not an array",
            "\"modifiers\" must be an object, not a string",
            "\"resolutionOrder\" is empty; list at least one set or modifier",
        ])
    }

    @Test func defsIsIgnoredWhateverItHolds() {
        let text = ##"{"version": "2025.10", "$defs": {"anything": [1, {"$ref": "#/nowhere"}]}, "resolutionOrder": [{"type": "set", "name": "a", "sources": []}]}"##
        let (document, d) = ResolverFixtures.parse(SourceFile(path: "d.json", text: text))
        #expect(d.isEmpty)
        #expect(document != nil)
    }
}
