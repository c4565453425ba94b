import Testing
@testable import TokenCore

/// `StyleDictionarySources.files`: a Style Dictionary config's `source`/`include` globs expanded below the
/// config's folder, as Style Dictionary's glob does for the patterns it documents.
@Suite struct StyleDictionarySourcesTests {
    /// The project below `sd/` (the config's folder), plus one file beside it that no pattern may reach.
    static let provider = InMemorySourceProvider(Dictionary(uniqueKeysWithValues: [
        "sd/tokens/color/base.json", "sd/tokens/color/font.json", "sd/tokens/size/font.json", "sd/tokens/a1.json",
        "sd/tokens/a2.json", "sd/tokens/ab.json", "sd/tokens/.hidden.json", "sd/tokens/notes.md", "sd/brand/b.json",
        "outside.json",
    ].map { ($0, SourceFile(path: $0, text: "{}")) }))

    static func expand(_ patterns: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        StyleDictionarySources.files(patterns, under: "sd", provider: provider, file: "sd/config.json", pointer: JSONPointer(["source"]))
    }

    @Test(arguments: [
        // `**` is any number of folders, none included; `*` stays within one name (dot files are never read).
        (["tokens/**/*.json"], ["tokens/a1.json", "tokens/a2.json", "tokens/ab.json", "tokens/color/base.json",
                                "tokens/color/font.json", "tokens/size/font.json"]),
        (["tokens/*.json"], ["tokens/a1.json", "tokens/a2.json", "tokens/ab.json"]),
        // `?` is exactly one character.
        (["tokens/a?.json"], ["tokens/a1.json", "tokens/a2.json", "tokens/ab.json"]),
        (["tokens/a?"], []),
        (["./tokens/*/font.json"], ["tokens/color/font.json", "tokens/size/font.json"]),
        // Each pattern's files sorted, patterns in the order written (later files win), each file once.
        (["brand/*.json", "tokens/color/*.json", "brand/b.json"], ["brand/b.json", "tokens/color/base.json", "tokens/color/font.json"]),
    ] as [([String], [String])])
    func expandsPatterns(_ patterns: [String], _ expected: [String]) {
        #expect(Self.expand(patterns).files == expected)
    }

    /// A pattern that leaves the config's folder is refused at the pattern; nothing outside is read.
    @Test(arguments: ["../outside.json", "/outside.json", "tokens/../../outside.json"])
    func outsideTheFolderIsRefused(_ pattern: String) {
        let r = Self.expand(["tokens/a1.json", pattern])
        #expect(r.files == ["tokens/a1.json"])
        #expect(r.diagnostics.map(\.code) == [.sourceOutsideRoot])
        #expect(r.diagnostics.first?.severity == .error)
        #expect(r.diagnostics.first?.location == SourceLocation(file: "sd/config.json", pointer: JSONPointer(["source", "1"])))
    }

    /// A pattern matching nothing is a warning at that pattern; the others still count.
    @Test func emptyPatternWarns() {
        let r = Self.expand(["tokens/*.yaml", "brand/*.json"])
        #expect(r.files == ["brand/b.json"])
        #expect(r.diagnostics.map(\.code) == [.sourcePatternEmpty])
        #expect(r.diagnostics.first?.severity == .warning)
        #expect(r.diagnostics.first?.location == SourceLocation(file: "sd/config.json", pointer: JSONPointer(["source", "0"])))
    }
}
