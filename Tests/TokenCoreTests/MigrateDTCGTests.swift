import Testing
@testable import TokenCore

/// `tokenc migrate` on DTCG sets written in older drafts and the #28 compatibility forms: every fix-it applied,
/// every change listed, the rest of each file kept (key order, descriptions, deprecations, extensions), and the
/// migrated set builds with no finding left to the very outputs of the original.
@Suite struct MigrateDTCGTests {
    /// A config project whose token files use pre-2025.10 forms and compatibility forms everywhere.
    static let texts: [String: String] = [
        "tokens/tokenc.json": ##"{"tokens": ["colors.json", "sizes/base.json"], "css": {}, "json": {}, "swift": {}, "output": "out"}"##,
        "tokens/colors.json": """
        {
          "color": {
            "$type": "color",
            "$description": "Brand palette",
            "brand": {"$value": "#0066CC", "$description": "Primary", "$extensions": {"com.example": {"figma": "1:2"}}},
            "light": {"$value": "#fff"},
            "overlay": {"$deprecated": "use color.scrim", "$value": "#00000080"},
            "scrim": {"$value": "{color.overlay}"},
            "text": {"$type": "Color", "$value": "{color.brand}"}
          }
        }
        """,
        "tokens/sizes/base.json": """
        {
          "space": {"$type": "dimension", "sm": {"$value": "4px"}, "md": {"$value": "1.5rem"}},
          "motion": {"fast": {"$type": "duration", "$value": "200ms"}},
          "font": {
            "body": {"$type": "fontFamily", "$value": "Inter, 'Segoe UI', sans-serif"},
            "mono": {"$type": "fontFamily", "$value": ["Menlo, monospace"]}
          },
          "shadow": {"card": {"$type": "shadow", "$value": {"color": "#0000001a", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "0px"}}},
          "border": {"focus": {"$type": "border", "$value": {"color": "{color.brand}", "width": "2px", "style": "solid"}}},
          "text-style": {"body": {"$type": "typography", "$value": {"fontFamily": "{font.body}", "fontSize": "16px", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px"}}}
        }
        """,
    ]
    static let project = TokenProject.config("tokens/tokenc.json")

    @Test func theMigratedSetBuildsToTheSameOutputsWithNoFindingLeft() throws {
        let original = MigrationFixture.files(Self.texts)
        let result = MigrationFixture.migrate(Self.project, root: "tokens", original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.files.map(\.path) == ["colors.json", "sizes/base.json", "tokenc.json"])
        let migrated = MigrationFixture.placed(result, root: "tokens")
        #expect(MigrationFixture.remainingFindings(Self.project, migrated).map(\.message) == [])
        let before = try MigrationFixture.outputs(Self.project, original)
        let after = try MigrationFixture.outputs(Self.project, migrated)
        #expect(!before.isEmpty)
        #expect(after == before)
    }

    @Test func everyChangeIsListedWithItsFileTokenAndReason() throws {
        let result = MigrationFixture.migrate(Self.project, root: "tokens", MigrationFixture.files(Self.texts))
        let listed = Set(result.changes.map { "\($0.file) \($0.token ?? "-")" })
        for expected in ["colors.json color.brand", "colors.json color.light", "colors.json color.overlay", "colors.json color.text",
                         "sizes/base.json space.sm", "sizes/base.json space.md", "sizes/base.json motion.fast", "sizes/base.json font.body",
                         "sizes/base.json font.mono", "sizes/base.json shadow.card", "sizes/base.json border.focus",
                         "sizes/base.json text-style.body"] {
            #expect(listed.contains(expected), "\(expected) not in \(listed.sorted())")
        }
        #expect(result.changes.allSatisfy { $0.reason.hasPrefix("[") && !$0.change.isEmpty })
        #expect(!listed.contains("colors.json color.scrim"), "an alias is already 2025.10")
        let text = MigrationReportText.render(result, target: "out", dryRun: true)
        #expect(text.contains("colors.json\n  color.brand: write {\"colorSpace\": \"srgb\""))
        let overlay = try #require(text.range(of: "  color.overlay: write"))
        let misspelled = try #require(text.range(of: "  color.text: write \"color\"\n    why: [misspelled-type]"))
        #expect(overlay.lowerBound < misspelled.lowerBound, "in document order")
        #expect(text.contains("  shadow.card ($value/offsetY): write {\"value\": 2, \"unit\": \"px\"}\n"))
        #expect(text.hasSuffix("nothing written (--dry-run)\n"))
    }

    @Test func everythingButTheValuesIsKeptInOrder() throws {
        let result = MigrationFixture.migrate(Self.project, root: "tokens", MigrationFixture.files(Self.texts))
        for (path, text) in Self.texts where path != "tokens/tokenc.json" {
            let migrated = try #require(result.files.first { "tokens/" + $0.path == path })
            let after = try #require(MigrationFixture.json(String(decoding: migrated.bytes, as: UTF8.self)))
            let before = try #require(MigrationFixture.json(text))
            #expect(MigrationFixture.withoutValues(after) == MigrationFixture.withoutValues(before))
        }
        let colors = String(decoding: try #require(result.files.first { $0.path == "colors.json" }).bytes, as: UTF8.self)
        #expect(colors.hasPrefix("{\n  \"color\": {\n    \"$type\": \"color\",\n    \"$description\": \"Brand palette\",\n    \"brand\": {\n      \"$value\": {\n"))
        #expect(colors.contains("\"$type\": \"color\",\n      \"$value\": \"{color.brand}\""), "the misspelled type is fixed in place")
        #expect(colors.hasSuffix("}\n"))
        // The config is copied as it was.
        #expect(result.files.first { $0.path == "tokenc.json" }?.bytes == Array(Self.texts["tokens/tokenc.json"]!.utf8))
    }

    @Test func migratingTwiceChangesNothingMore() {
        let first = MigrationFixture.migrate(Self.project, root: "tokens", MigrationFixture.files(Self.texts))
        let again = MigrationFixture.migrate(Self.project, root: "tokens", MigrationFixture.placed(first, root: "tokens"))
        #expect(again.changes == [])
        #expect(again.files == first.files)
        #expect(MigrationFixture.migrate(Self.project, root: "tokens", MigrationFixture.files(Self.texts)).files == first.files)
    }

    @Test func aResolverDocumentIsMigratedWithItsInlineSetsAndContexts() throws {
        let texts = [
            "ds/app.resolver.json": """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}, {"space": {"$type": "dimension", "lg": {"$value": "24px"}}}]}},
             "modifiers": {"theme": {"contexts": {"light": [{"$ref": "themes/light.json"}], "dark": [{"$ref": "themes/dark.json"}]}, "default": "light"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
            """,
            "ds/base.json": ##"{"blue": {"$type": "color", "$value": "#0000ff"}, "white": {"$type": "color", "$value": "#fff"}}"##,
            "ds/themes/light.json": ##"{"bg": {"$type": "color", "$value": "{white}"}, "gap": {"$type": "dimension", "$value": "8px"}}"##,
            "ds/themes/dark.json": ##"{"bg": {"$type": "color", "$value": "#111111"}, "gap": {"$type": "dimension", "$value": "0.5rem"}}"##,
        ]
        let project = TokenProject.resolver("ds/app.resolver.json", outputDirectory: "out")
        let original = MigrationFixture.files(texts)
        let result = MigrationFixture.migrate(project, root: "ds", original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.files.map(\.path) == ["app.resolver.json", "base.json", "themes/dark.json", "themes/light.json"])
        #expect(result.changes.contains { $0.file == "app.resolver.json" && $0.token == "space.lg" })
        let migrated = MigrationFixture.placed(result, root: "ds")
        #expect(MigrationFixture.remainingFindings(project, migrated).map(\.message) == [])
        #expect(try MigrationFixture.outputs(project, migrated) == MigrationFixture.outputs(project, original))
    }

    @Test func aSetWithTokenErrorsIsNotMigrated() {
        let texts = ["t/a.json": ##"{"a": {"$type": "color", "$value": "#fff"}, "b": {"$type": "color", "$value": "{nope}"}}"##]
        let result = MigrationFixture.migrate(.files(["t/a.json"]), root: "t", MigrationFixture.files(texts))
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.contains { $0.code == .unresolvedReference && $0.severity == .error })
        #expect(!result.succeeded)
    }

    @Test func aSourceOutsideTheRootWidensTheLayoutToTheFolderHoldingEvery() {
        let texts = ["p/a/x.json": ##"{"a": {"$type": "number", "$value": 1}}"##, "p/b/y.json": ##"{"b": {"$type": "number", "$value": 2}}"##]
        let result = MigrationFixture.migrate(.files(["p/a/x.json", "p/b/y.json"]), root: "p/a", MigrationFixture.files(texts))
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.root == "p")
        #expect(result.files.map(\.path) == ["a/x.json", "b/y.json"])
    }

    @Test func sourcesWithNoFolderInCommonAreRefused() {
        let texts = ["a/x.json": ##"{"a": {"$type": "number", "$value": 1}}"##, "/b/y.json": ##"{"b": {"$type": "number", "$value": 2}}"##]
        let result = MigrationFixture.migrate(.files(["a/x.json", "/b/y.json"]), root: "a", MigrationFixture.files(texts))
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.map(\.code) == [.migrateSourceInvalid])
        #expect(result.diagnostics.first?.location?.file == "/b/y.json")
    }

    @Test(arguments: [("", "a.json", "a.json"), ("t", "t/a/b.json", "a/b.json"), ("t/", "t/a.json", "a.json"), ("t", "u/a.json", nil),
                      ("t", "t/../a.json", nil), ("", "../a.json", nil), ("t", "tt/a.json", nil)] as [(String, String, String?)])
    func relativePaths(_ root: String, _ path: String, _ expected: String?) {
        #expect(TokenMigration.relativePath(path, root: root) == expected)
    }
}
