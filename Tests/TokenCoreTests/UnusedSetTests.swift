import Testing
@testable import TokenCore

/// `unused-set`: a set the resolver document declares but `resolutionOrder` never reaches; the note it adds to a
/// reference that fails because its target is only there; and `unused-file`.
@Suite struct UnusedSetTests {
    /// The document `text` parsed, with its diagnostics located.
    static func parse(_ text: String) -> (ResolverDocument?, [Diagnostic]) {
        let file = SourceFile(path: "r.json", text: text)
        var diagnostics: [Diagnostic] = []
        let document = ResolverDocument.parse(file, diagnostics: &diagnostics)
        return (document, DiagnosticLocator(files: [file]).locate(diagnostics))
    }

    static let document = """
    {"version": "2025.10",
     "sets": {
       "base": {"sources": [{"$ref": "base.tokens.json"}, {"$ref": "#/sets/shared"}]},
       "shared": {"sources": [{"$ref": "shared.tokens.json"}]},
       "themed": {"sources": [{"$ref": "themed.tokens.json"}]},
       "fonts": {"sources": [{"font": {"design": {"default": {"$type": "fontFamily", "$value": "SF Pro"}}}}]},
       "orphan": {"sources": [{"$ref": "orphan.tokens.json"}]}
     },
     "modifiers": {
       "theme": {"contexts": {"a": [{"$ref": "#/sets/themed"}], "b": []}, "default": "a"},
       "unused": {"contexts": {"x": [{"$ref": "modifier-only.tokens.json"}], "y": []}}
     },
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
    """

    @Test func aSetResolutionOrderNeverReachesIsAWarningAtItsName() throws {
        let (document, diagnostics) = Self.parse(Self.document)
        let unused = diagnostics.filter { $0.code == .unusedSet }
        #expect(unused.map(\.severity) == [.warning, .warning])
        #expect(unused.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["6:4", "7:4"])
        #expect(unused.first?.message == ##"set "fonts" is declared but resolutionOrder never uses it, so its tokens are in no permutation; add {"$ref": "#/sets/fonts"} to resolutionOrder, or remove the set"##)
        // Reached through another set and through a modifier: used.
        #expect(try #require(document).unusedSets.map(\.name) == ["fonts", "orphan"])
    }

    @Test func everySetInUseGivesNoWarning() {
        let (_, diagnostics) = Self.parse("""
        {"version": "2025.10", "sets": {"a": {"sources": []}, "b": {"sources": []}},
         "resolutionOrder": [{"$ref": "#/sets/a"}, {"type": "set", "name": "c", "sources": [{"$ref": "#/sets/b"}]}]}
        """)
        #expect(diagnostics.filter { $0.code == .unusedSet }.isEmpty, "\(diagnostics)")
    }

    @Test func everyFileAnyReferenceNamesIsMentioned() throws {
        let document = try #require(Self.parse(Self.document).0)
        #expect(document.mentionedFiles == ["base.tokens.json", "shared.tokens.json", "themed.tokens.json", "orphan.tokens.json",
                                            "modifier-only.tokens.json"])
    }

    @Test func aReferenceIntoAnUnusedSetSaysSo() throws {
        let document = try #require(Self.parse(Self.document).0)
        var failed = Diagnostic(.unresolvedReference, "unresolved reference {font.design.default}", at: SourceLocation(file: "base.tokens.json"))
        failed.referenceTarget = "font.design.default"
        var other = Diagnostic(.unresolvedReference, "unresolved reference {font.design.mono}", at: SourceLocation(file: "base.tokens.json"))
        other.referenceTarget = "font.design.mono"
        let noted = UnusedSetNotes.annotate([failed, other], resolver: document, files: [:])
        #expect(noted[0].notes.map(\.message) == [#"font.design.default is defined in set "fonts", which resolutionOrder does not include"#])
        #expect(noted[0].notes.first?.location == SourceLocation(file: "r.json", pointer: JSONPointer(["sets", "fonts"]), part: .key))
        #expect(noted[1] == other)
        // A file of an unused set is read when given.
        let orphan = SourceFile(path: "orphan.tokens.json", text: #"{"space": {"m": {"$type": "number", "$value": 4}}}"#)
        var pointer = Diagnostic(.unresolvedReference, "unresolved reference #/space/m/$value", at: SourceLocation(file: "base.tokens.json"))
        pointer.referenceTarget = "space.m"
        let fromFile = UnusedSetNotes.annotate([pointer], resolver: document, files: ["orphan.tokens.json": orphan])
        #expect(fromFile[0].notes.map(\.message) == [#"space.m is defined in set "orphan", which resolutionOrder does not include"#])
    }

    @Test func unusedTokenFilesAreTheDTCGNamedOnesNoReferenceNames() throws {
        let document = try #require(Self.parse(Self.document).0)
        let found = UnusedTokenFiles.find(["base.tokens.json", "modifier-only.tokens.json", "orphan.tokens.json", "stray.tokens.json",
                                           "deep/old.tokens", "package.json", "notes.json"], resolver: document)
        #expect(found.map(\.code) == [.unusedFile, .unusedFile])
        #expect(found.map(\.location?.file) == ["stray.tokens.json", "deep/old.tokens"])
        #expect(found.first?.message == #"stray.tokens.json is a token file beside the resolver document that no set or modifier context reads; add it to a set's "sources", or remove it"#)
        #expect(found.first?.severity == .warning)
    }
    /// Only the project's folders are looked in: those holding a source and the folders below them, but not another
    /// project's folder (a resolver document or config and none of this project's sources) and, when other
    /// resolver documents sit beside this one, not the shared folder's subfolders.
    @Test func unusedTokenFilesAreTheProjectsOwn() throws {
        var diagnostics: [Diagnostic] = []
        let text = ##"{"version": "2025.10", "sets": {"s": {"sources": [{"$ref": "a/base.tokens.json"}, {"$ref": "a-core.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/s"}]}"##
        let document = try #require(ResolverDocument.parse(SourceFile(path: "examples/a.resolver.json", text: text), diagnostics: &diagnostics))
        let listed = ["a.resolver.json", "a/base.tokens.json", "a/deep/stray.tokens.json", "a/nested/tokenc.json", "a/nested/other.tokens.json",
                      "a-core.tokens.json", "loose.tokens.json", "b.resolver.json", "b/base.tokens.json", "c/c.tokens.json"]
        #expect(UnusedTokenFiles.find(listed, resolver: document).map(\.location?.file)
                    == ["examples/a/deep/stray.tokens.json", "examples/loose.tokens.json"])
        // Alone in its folder, the resolver document's folder and every folder below it are the project's.
        let alone = listed.filter { !$0.hasPrefix("b") }
        #expect(UnusedTokenFiles.find(alone, resolver: document).map(\.location?.file)
                    == ["examples/a/deep/stray.tokens.json", "examples/loose.tokens.json", "examples/c/c.tokens.json"])
    }
}
