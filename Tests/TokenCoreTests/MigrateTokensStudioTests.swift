import Testing
@testable import TokenCore

/// `tokenc migrate` on a Tokens Studio folder: every set written as DTCG, a resolver document from the themes,
/// a `tokenc.json` that builds it with the private tokens excluded, and outputs equal to building the folder.
@Suite struct MigrateTokensStudioTests {
    static let texts: [String: String] = [
        "ts/$themes.json": """
        [
          {"id": "1", "name": "Light", "group": "Theme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
          {"id": "2", "name": "Dark", "group": "Theme", "selectedTokenSets": {"core": "source", "dark": "enabled", "off": "disabled"}}
        ]
        """,
        "ts/$metadata.json": #"{"tokenSetOrder": ["core", "light", "dark", "off"]}"#,
        "ts/core.json": """
        {
          "blue": {"500": {"value": "#0066cc", "type": "color", "description": "Brand"}},
          "space": {"base": {"value": "8", "type": "spacing"}},
          "weight": {"bold": {"value": "Semi Bold", "type": "fontWeights"}}
        }
        """,
        "ts/light.json": """
        {
          "bg": {"value": "{blue.500}", "type": "color"},
          "gap": {"value": "{space.base}", "type": "spacing"},
          "_hidden": {"value": "4", "type": "sizing"},
          "double": {"value": "{space.base} * 2", "type": "spacing"},
          "tint": {"value": "{blue.500}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.5", "space": "srgb"}}}},
          "line": {"value": "150%", "type": "lineHeights"},
          "heading": {"value": {"fontFamily": "Inter", "fontWeight": "{weight.bold}", "fontSize": "24", "lineHeight": "{line}", "textCase": "uppercase"}, "type": "typography"}
        }
        """,
        "ts/dark.json": """
        {
          "bg": {"value": "#111111", "type": "color"},
          "gap": {"value": "16", "type": "spacing"},
          "_hidden": {"value": "4", "type": "sizing"},
          "double": {"value": "{space.base} * 3", "type": "spacing"},
          "tint": {"value": "{blue.500}", "type": "color", "$extensions": {"studio.tokens": {"modify": {"type": "alpha", "value": "0.25", "space": "srgb"}}}},
          "line": {"value": "150%", "type": "lineHeights"},
          "heading": {"value": {"fontFamily": "Inter", "fontWeight": "{weight.bold}", "fontSize": "24", "lineHeight": "{line}", "textCase": "uppercase"}, "type": "typography"}
        }
        """,
        "ts/off.json": #"{"unused": {"value": "1", "type": "opacity"}}"#,
    ]
    static let project = TokenProject.tokensStudio("ts", outputDirectory: "out")

    /// `outputs` with the line naming what they were generated from made equal (a folder, then a config).
    static func normalized(_ outputs: [String: String]) -> [String: String] {
        outputs.mapValues {
            $0.replacingOccurrences(of: "ts/tokenc.json", with: "SOURCE").replacingOccurrences(of: "from ts.", with: "from SOURCE.")
                .replacingOccurrences(of: "\"ts\"", with: "\"SOURCE\"")
        }
    }

    @Test func theMigratedProjectBuildsToTheSameOutputs() throws {
        let original = MigrationFixture.files(Self.texts)
        let result = MigrationFixture.migrate(Self.project, root: "ts", original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.files.map(\.path) == ["core.json", "dark.json", "light.json", "tokenc.json", "tokens.resolver.json"])
        let migrated = MigrationFixture.placed(result, root: "ts")
        let migratedProject = TokenProject.config("ts/tokenc.json")
        #expect(MigrationFixture.remainingFindings(migratedProject, migrated).map(\.message) == [])
        let before = try MigrationFixture.outputs(Self.project, original)
        let after = try MigrationFixture.outputs(migratedProject, migrated)
        #expect(before.count > 3)
        #expect(Self.normalized(after) == Self.normalized(before))
    }

    @Test func theResolverDocumentAndConfigSayWhatTheThemesSaid() throws {
        let result = MigrationFixture.migrate(Self.project, root: "ts", MigrationFixture.files(Self.texts))
        let resolver = String(decoding: try #require(result.files.first { $0.path == "tokens.resolver.json" }).bytes, as: UTF8.self)
        let doc = try #require(MigrationFixture.json(resolver))
        #expect(doc.value(at: JSONPointer(["version"])) == "2025.10")
        #expect(doc.value(at: JSONPointer(["modifiers", "Theme", "contexts", "Light"])) == [["$ref": "core.json"], ["$ref": "light.json"]])
        #expect(doc.value(at: JSONPointer(["modifiers", "Theme", "contexts", "Dark"])) == [["$ref": "core.json"], ["$ref": "dark.json"]])
        #expect(doc.value(at: JSONPointer(["modifiers", "Theme", "default"])) == "Light")
        #expect(doc.value(at: JSONPointer(["resolutionOrder"])) == [["$ref": "#/modifiers/Theme"]])
        let configFile = try #require(result.files.first { $0.path == "tokenc.json" })
        let config = try #require(MigrationFixture.json(String(decoding: configFile.bytes, as: UTF8.self)))
        #expect(config.value(at: JSONPointer(["resolver"])) == "tokens.resolver.json")
        #expect(config.value(at: JSONPointer(["themes", "modifier"])) == "Theme")
        #expect(config.value(at: JSONPointer(["themes", "appearances", "Dark", "colorScheme"])) == "dark")
        #expect(config.value(at: JSONPointer(["exclude"])) == ["_hidden", "blue.500", "space.base", "weight.bold"])
    }

    @Test func setsAreWrittenInDTCGWithEveryChangeListed() throws {
        let result = MigrationFixture.migrate(Self.project, root: "ts", MigrationFixture.files(Self.texts))
        let core = String(decoding: try #require(result.files.first { $0.path == "core.json" }).bytes, as: UTF8.self)
        #expect(core.contains("\"500\": {\n      \"$value\": {\n        \"colorSpace\": \"srgb\","), "\(core)")
        #expect(core.contains("\"hex\": \"#0066cc\"\n      },\n      \"$type\": \"color\",\n      \"$description\": \"Brand\"\n    }"), "\(core)")
        #expect(!core.contains("\"type\":") && !core.contains("\"description\":"))
        let listed = result.changes.map { "\($0.file) \($0.token ?? "-") \($0.change)" }
        #expect(listed.contains("core.json space.base write $type \"dimension\""), "\(listed)")
        #expect(listed.contains("light.json line write $type \"number\"") || listed.contains { $0.hasPrefix("light.json line write $type") }, "\(listed)")
        #expect(listed.contains { $0.hasPrefix("core.json weight.bold write 600") }, "\(listed)")
        #expect(listed.contains { $0.hasPrefix("tokens.resolver.json - write the resolver document") })
        #expect(listed.contains { $0.hasPrefix("tokenc.json - exclude 4 private tokens") })
        #expect(listed.contains("light.json double write the computed value {\"value\":16,\"unit\":\"px\"}") || listed.contains { $0.hasPrefix("light.json double write the computed value") }, "\(listed)")
        let light = String(decoding: try #require(result.files.first { $0.path == "light.json" }).bytes, as: UTF8.self)
        #expect(light.contains("\"double\": {\n    \"$value\": {\n      \"value\": 16,\n      \"unit\": \"px\"\n    },\n    \"$type\": \"dimension\"\n  }"), "\(light)")
        #expect(light.contains("\"studio.tokens\": {\n        \"modify\": {"), "extensions stay as written")
        #expect(result.changes.contains { $0.token == "double" && $0.reason.contains("\"{space.base} * 2\" is computed") })
        #expect(!result.files.contains { $0.path == "off.json" }, "a disabled set is read by no theme")
    }

    @Test func anExpressionThatDependsOnAnotherModifierIsRefused() {
        let texts = [
            "ts/$themes.json": """
            [
              {"id": "1", "name": "small", "group": "Size", "selectedTokenSets": {"size/small": "enabled"}},
              {"id": "2", "name": "large", "group": "Size", "selectedTokenSets": {"size/large": "enabled"}},
              {"id": "3", "name": "Semantic", "group": "Semantic", "selectedTokenSets": {"semantic": "enabled"}}
            ]
            """,
            "ts/$metadata.json": #"{"tokenSetOrder": ["size/small", "size/large", "semantic"]}"#,
            "ts/size/small.json": #"{"unit": {"value": "4", "type": "spacing"}}"#,
            "ts/size/large.json": #"{"unit": {"value": "8", "type": "spacing"}}"#,
            "ts/semantic.json": #"{"pad": {"value": "{unit} * 2", "type": "spacing"}, "flat": {"value": "3 * 2", "type": "spacing"}}"#,
        ]
        let result = MigrationFixture.migrate(Self.project, root: "ts", MigrationFixture.files(texts))
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.filter { $0.code == .migrateValueChanged }.map(\.tokenPath) == ["pad"], "\(result.diagnostics.map(\.message))")
    }

    @Test func aTokenPrivateInOneThemeAndEmittedInAnotherIsRefused() {
        var texts = Self.texts
        texts["ts/$themes.json"] = """
        [
          {"id": "1", "name": "Light", "group": "Theme", "selectedTokenSets": {"core": "source", "light": "enabled"}},
          {"id": "2", "name": "Dark", "group": "Theme", "selectedTokenSets": {"core": "enabled", "dark": "enabled"}}
        ]
        """
        let result = MigrationFixture.migrate(Self.project, root: "ts", MigrationFixture.files(texts))
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.contains { $0.code == .migrateValueChanged && $0.tokenPath == "blue.500" })
    }
}
