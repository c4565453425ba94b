import Testing
import Foundation
@testable import TokenCore

/// Files the resolver tests read: fixtures in the test bundle, the DTCG corpus in `Tests/Corpus/dtcg`.
enum ResolverFixtures {
    /// The package root (three levels above this file).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Corpus/dtcg`: the DTCG reports' examples, schemas and playground examples.
    static var corpus: URL { Corpus.url("dtcg") }

    /// A corpus file, reported under `relative`.
    static func corpusFile(_ relative: String) throws -> SourceFile {
        let url = corpus.appendingPathComponent(relative)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw FixtureError.missing(url.path)
        }
        return SourceFile(path: relative, bytes: Array(data))
    }

    /// A fixture under `Fixtures/resolver/`, reported under its name there.
    static func fixture(_ relative: String) throws -> SourceFile {
        let base = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let url = base.appendingPathComponent("resolver").appendingPathComponent(relative)
        guard let data = FileManager.default.contents(atPath: url.path) else { throw FixtureError.missing(url.path) }
        return SourceFile(path: relative, bytes: Array(data))
    }

    /// Parses `file` as a resolver document; diagnostics located and sorted.
    static func parse(_ file: SourceFile) -> (ResolverDocument?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let document = ResolverDocument.parse(file, diagnostics: &diagnostics)
        return (document, DiagnosticLocator(files: [file]).locate(diagnostics))
    }

    /// Reads `file` as JSON (it must be valid).
    static func json(_ file: SourceFile) throws -> JSONValue {
        let r = JSONReader.read(file)
        #expect(!r.diagnostics.hasErrors, "\(file.path) should be readable JSON")
        return try #require(r.value)
    }

    /// `(code, line, column)` of each diagnostic.
    static func positions(_ diagnostics: [Diagnostic]) -> [Expected] {
        diagnostics.map { Expected($0.code, $0.location?.line ?? 0, $0.location?.column ?? 0) }
    }

    /// One expected diagnostic: its code and where it is.
    struct Expected: Hashable, CustomStringConvertible {
        var code: DiagnosticCode
        var line: Int
        var column: Int
        init(_ code: DiagnosticCode, _ line: Int, _ column: Int) {
            self.code = code; self.line = line; self.column = column
        }
        var description: String { "\(code.rawValue)@\(line):\(column)" }
    }

    /// The text form of diagnostics for golden files: `file:line:col: severity: message [code]` and notes.
    static func render(_ diagnostics: [Diagnostic]) -> String {
        var out = ""
        for d in diagnostics {
            out += "\(d.location?.formatted ?? "-"): \(d.severity.rawValue): \(d.message) [\(d.code.rawValue)]\n"
            for n in d.notes { out += "    note: \(n.location.map { $0.formatted + ": " } ?? "")\(n.message)\n" }
        }
        return out
    }

    /// Compares `actual` with the golden file `Fixtures/resolver/<relative>`; with TOKENC_RECORD=1 it
    /// rewrites the golden in the source tree and fails, so that CI never records.
    static func expectGolden(_ actual: String, _ relative: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["TOKENC_RECORD"] == "1" {
            let url = packageRoot.appendingPathComponent("Tests/TokenCoreTests/Fixtures/resolver").appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(relative); run again without TOKENC_RECORD", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: try fixture(relative).bytes, as: UTF8.self)
        #expect(actual == expected, "golden \(relative) differs", sourceLocation: sourceLocation)
    }

    enum FixtureError: Error { case missing(String) }
}

/// The resolver examples of the DTCG Resolver Module 2025.10, one file each in `Tests/Corpus/dtcg/examples/resolver/`.
@Suite struct ResolverCorpusTests {
    /// What each example is, and what tokenc reports for it.
    enum Example {
        /// A resolver document. The spec's examples are abbreviated (none declares `version`, several have
        /// no `resolutionOrder`): `raw` is what tokenc reports for the example as written; `completed` is
        /// what remains once `"version": "2025.10"` (and, when missing, a resolutionOrder of every set then
        /// every modifier) is added, in the order found (`raw` is sorted by location). An empty `completed`
        /// means the completed example parses.
        case resolver(raw: [DiagnosticCode], completed: [DiagnosticCode])
        /// An inputs object for the named resolver example.
        case inputs(for: String)
        /// A token document (the result of a resolution).
        case tokens
        /// A lone reference object.
        case reference
        /// A JSON document showing reference objects at arbitrary places.
        case referenceDocument
    }

    static let examples: [String: Example] = [
        "bundling.01.json": .resolver(raw: [.resolverVersion], completed: []),
        "bundling.02.json": .resolver(raw: [.resolverVersion], completed: []),
        "bundling.03.json": .resolver(raw: [.resolverVersion], completed: []),
        // The example writes "context" (not "contexts") for two of its three modifiers: a typo in the spec.
        "inputs.01.json": .resolver(raw: [.resolverVersion, .resolverNoContexts, .resolverUnknownProperty, .resolverNoContexts, .resolverUnknownProperty],
                                    completed: [.resolverUnknownProperty, .resolverNoContexts, .resolverUnknownProperty, .resolverNoContexts]),
        "inputs.02.json": .inputs(for: "inputs.01.json"),
        "inputs.03.json": .inputs(for: "inputs.01.json"),
        "resolution-logic.01.json": .resolver(raw: [.resolverVersion], completed: []),
        "resolution-logic.02.json": .tokens,
        // Same "context" typo as inputs.01.
        "resolution-logic.03.json": .resolver(raw: [.resolverVersion, .resolverNoContexts, .resolverUnknownProperty],
                                              completed: [.resolverUnknownProperty, .resolverNoContexts]),
        "resolution-logic.04.json": .inputs(for: "resolution-logic.03.json"),
        "syntax.01.json": .resolver(raw: [.resolverInvalid, .resolverVersion], completed: []),
        "syntax.02.json": .resolver(raw: [.resolverInvalid, .resolverVersion], completed: []),
        "syntax.03.json": .resolver(raw: [.resolverInvalid, .resolverVersion], completed: []),
        // The set's body is elided ("// …"), leaving a set without "sources".
        "syntax.04.json": .resolver(raw: [.resolverInvalid, .resolverVersion, .resolverInvalid], completed: [.resolverInvalid]),
        "syntax.05.json": .resolver(raw: [.resolverVersion], completed: []),
        "syntax.06.json": .inputs(for: "syntax.05.json"),
        "syntax.07.json": .inputs(for: "syntax.05.json"),
        "syntax.08.json": .inputs(for: "syntax.05.json"),
        "syntax.09.json": .inputs(for: "syntax.05.json"),
        "syntax.10.json": .resolver(raw: [.resolverVersion], completed: []),
        // The inline set "Animation" references "#/sets/Animation", which the example never defines.
        "syntax.11.json": .resolver(raw: [.resolverVersion, .resolverMissingReference], completed: [.resolverMissingReference]),
        "syntax.12.json": .reference,
        "syntax.13.json": .reference,
        "syntax.14.json": .reference,
        "syntax.15.json": .reference,
        "syntax.16.json": .reference,
        "syntax.17.json": .referenceDocument,
        "syntax.18.json": .referenceDocument,
        "syntax.19.json": .referenceDocument,
        "syntax.20.json": .tokens,
        "syntax.21.json": .resolver(raw: [.resolverInvalid, .resolverVersion], completed: []),
    ]

    /// The manifest's entries for the resolver examples.
    static func manifest() throws -> [(file: String, invalid: Bool, context: String)] {
        let data = try #require(FileManager.default.contents(atPath: ResolverFixtures.corpus.appendingPathComponent("examples/manifest.json").path))
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return entries.compactMap { e in
            guard let file = e["file"] as? String, file.hasPrefix("examples/resolver/") else { return nil }
            return (String(file.dropFirst("examples/resolver/".count)), e["expected_invalid"] as? Bool ?? false, e["context"] as? String ?? "")
        }
    }

    /// The example with `"version"` added and, when missing, a resolutionOrder of every set and modifier.
    static func completed(_ value: JSONValue) throws -> JSONValue {
        var o = try #require(value.objectValue)
        var members = o.members
        let at = members.first?.key == "$schema" ? 1 : 0
        members.insert(JSONMember(key: "version", value: "2025.10"), at: at)
        o = JSONObject(members)
        if o["resolutionOrder"] == nil {
            var order: [JSONValue] = []
            for key in ["sets", "modifiers"] {
                for name in o[key]?.objectValue?.keys ?? [] {
                    order.append(.object(JSONObject([JSONMember(key: "$ref", value: .string(JSONPointer([key, name]).fragment))])))
                }
            }
            o["resolutionOrder"] = .array(order)
        }
        return .object(o)
    }

    @Test func everyExampleIsClassifiedAndTheManifestAgrees() throws {
        let listed = try FileManager.default.contentsOfDirectory(atPath: ResolverFixtures.corpus.appendingPathComponent("examples/resolver").path)
        let manifest = try Self.manifest()
        #expect(Set(listed) == Set(Self.examples.keys))
        #expect(Set(manifest.map(\.file)) == Set(Self.examples.keys))
        // The manifest marks exactly the spec's two "Invalid reference objects" documents and the
        // "Invalid inline set reference" object as invalid; each is checked for that reason below.
        #expect(Set(manifest.filter(\.invalid).map(\.file)) == ["syntax.12.json", "syntax.17.json", "syntax.18.json"])
    }

    @Test(arguments: examples.keys.sorted())
    func resolverExample(_ name: String) throws {
        guard case .resolver(let raw, let completed) = Self.examples[name] else { return }
        let file = try ResolverFixtures.corpusFile("examples/resolver/" + name)
        let (document, diagnostics) = ResolverFixtures.parse(file)
        #expect(diagnostics.map(\.code) == raw)
        #expect(document == nil)
        // Not one of these is about anything but the abbreviation or the spec's typo.
        var completedDiagnostics: [Diagnostic] = []
        let fixed = ResolverDocument.parse(try Self.completed(try ResolverFixtures.json(file)), path: name, diagnostics: &completedDiagnostics)
        #expect(completedDiagnostics.map(\.code) == completed)
        #expect((fixed != nil) == completed.isEmpty)
    }

    @Test func missingVersionIsAtTheDocumentStart() throws {
        let (_, d) = ResolverFixtures.parse(try ResolverFixtures.corpusFile("examples/resolver/syntax.05.json"))
        #expect(ResolverFixtures.positions(d) == [.init(.resolverVersion, 1, 1)])
    }

    @Test func typoContextIsReportedWithASuggestion() throws {
        let (_, d) = ResolverFixtures.parse(try ResolverFixtures.corpusFile("examples/resolver/inputs.01.json"))
        #expect(ResolverFixtures.positions(d) == [
            .init(.resolverVersion, 1, 1), .init(.resolverNoContexts, 12, 5), .init(.resolverUnknownProperty, 15, 7),
            .init(.resolverNoContexts, 20, 5), .init(.resolverUnknownProperty, 23, 7),
        ])
        #expect(d[2].message == #"unknown property "context" in modifier "size"; did you mean "contexts"?"#)
    }

    @Test func syntax11MissingSetIsLocated() throws {
        let (_, d) = ResolverFixtures.parse(try ResolverFixtures.corpusFile("examples/resolver/syntax.11.json"))
        #expect(ResolverFixtures.positions(d) == [.init(.resolverVersion, 1, 1), .init(.resolverMissingReference, 17, 29)])
        #expect(d[1].message == "'#/sets/Animation' does not exist in this document")
    }
}
