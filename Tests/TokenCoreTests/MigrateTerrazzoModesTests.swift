import Testing
@testable import TokenCore

/// `tokenc migrate` on token files with Terrazzo modes: the files without `$extensions.mode`, a file per mode, a
/// resolver document with a modifier of the modes and a config naming it, building to the original's outputs.
@Suite struct MigrateTerrazzoModesTests {
    static let texts: [String: String] = [
        "t/tokenc.json": #"{"tokens": ["tokens.json", "more.json"], "output": "out", "css": {"path": "css"}, "json": {"path": "json"}, "swift": {"path": "swift"}}"#,
        "t/tokens.json": ##"""
        {
          "color": {
            "$type": "color",
            "white": {"$value": "#ffffff"},
            "black": {"$value": "#000000"},
            "bg": {"$value": "#ffffff", "$description": "Page", "$extensions": {"mode": {"light": "#ffffff", "dark": "{color.black}"}, "com.example": {"x": 1}}},
            "fg": {"$value": "#111111", "$extensions": {"mode": {".": "#111111", "light": "#111111", "dark": "#eeeeee", "contrast": "#000000"}}}
          },
          "space": {"md": {"$type": "dimension", "$value": "8px", "$extensions": {"mode": {"dark": "10px"}}}}
        }
        """##,
        // A later file overrides a base value; its own modes win over the first file's.
        "t/more.json": ##"{"color": {"fg": {"$type": "color", "$value": "#222222", "$extensions": {"mode": {"dark": "{color.white}"}}}}}"##,
    ]
    static let project = TokenProject.config("t/tokenc.json")

    static func text(_ result: MigrationResult, _ path: String) throws -> String {
        String(decoding: try #require(result.files.first { $0.path == path }).bytes, as: UTF8.self)
    }

    @Test func theMigratedProjectBuildsToTheSameOutputs() throws {
        let original = MigrationFixture.files(Self.texts)
        let result = MigrationFixture.migrate(Self.project, root: "t", original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.files.map(\.path) == ["mode/contrast.tokens.json", "mode/dark.tokens.json", "mode/light.tokens.json", "more.json",
                                             "tokenc.json", "tokens.json", "tokens.resolver.json"])
        let migrated = MigrationFixture.placed(result, root: "t")
        #expect(MigrationFixture.remainingFindings(Self.project, migrated).map(\.message) == [])
        let before = try MigrationFixture.outputs(Self.project, original)
        let after = try MigrationFixture.outputs(Self.project, migrated)
        #expect(before.keys.sorted() == after.keys.sorted())
        #expect(before.keys.contains { $0.hasPrefix("json/") } && before.keys.contains { $0.hasPrefix("swift/") })
        for (path, text) in before { #expect(after[path] == text, "\(path)") }
        // The migrated set is DTCG 2025.10: strict mode has nothing to say about modes any more.
        let outcome = try TokenBuild(project: Self.project, options: BuildOptions(strict: true), sources: InMemorySourceProvider(migrated)).run().get()
        #expect(!outcome.reported.contains { $0.code == .terrazzoModes })
    }

    @Test func theFilesSayWhatTheModesSaid() throws {
        let result = MigrationFixture.migrate(Self.project, root: "t", MigrationFixture.files(Self.texts))
        let tokens = try #require(MigrationFixture.json(try Self.text(result, "tokens.json")))
        // `$extensions.mode` gone, other members kept; an `$extensions` left empty goes.
        #expect(tokens.value(at: JSONPointer(["color", "bg", "$extensions"])) == ["com.example": ["x": 1]])
        #expect(tokens.value(at: JSONPointer(["color", "fg", "$extensions"])) == nil)
        #expect(tokens.value(at: JSONPointer(["color", "bg", "$value"])) != nil)
        let dark = try #require(MigrationFixture.json(try Self.text(result, "mode/dark.tokens.json")))
        #expect(dark.value(at: JSONPointer(["color", "bg", "$value"])) == "{color.black}")
        #expect(dark.value(at: JSONPointer(["color", "bg", "$type"])) == "color")
        #expect(dark.value(at: JSONPointer(["color", "bg", "$description"])) == "Page")
        #expect(dark.value(at: JSONPointer(["color", "fg", "$value"])) == "{color.white}", "the later file's mode wins")
        #expect(dark.value(at: JSONPointer(["space", "md", "$type"])) == "dimension")
        #expect(dark.value(at: JSONPointer(["color", "white"])) == nil, "only tokens that give the mode a value")
        let light = try #require(MigrationFixture.json(try Self.text(result, "mode/light.tokens.json")))
        #expect(light.value(at: JSONPointer(["space"])) == nil)
        let doc = try #require(MigrationFixture.json(try Self.text(result, "tokens.resolver.json")))
        #expect(doc.value(at: JSONPointer(["version"])) == "2025.10")
        #expect(doc.value(at: JSONPointer(["sets", "tokens", "sources"])) == [["$ref": "tokens.json"], ["$ref": "more.json"]])
        #expect(doc.value(at: JSONPointer(["modifiers", "mode", "contexts", "dark"])) == [["$ref": "mode/dark.tokens.json"]])
        #expect(doc.value(at: JSONPointer(["modifiers", "mode", "contexts"]))?.objectValue?.keys == ["light", "dark", "contrast"])
        #expect(doc.value(at: JSONPointer(["modifiers", "mode", "default"])) == "light")
        #expect(doc.value(at: JSONPointer(["resolutionOrder"])) == [["$ref": "#/sets/tokens"], ["$ref": "#/modifiers/mode"]])
        let config = try #require(MigrationFixture.json(try Self.text(result, "tokenc.json")))
        #expect(config.value(at: JSONPointer(["resolver"])) == "tokens.resolver.json")
        #expect(config.value(at: JSONPointer(["tokens"])) == nil)
        #expect(config.value(at: JSONPointer(["themes", "modifier"])) == "mode")
        #expect(config.value(at: JSONPointer(["themes", "appearances", "dark", "colorScheme"])) == "dark")
        #expect(result.changes.contains { $0.file == "tokens.json" && $0.change == "remove $extensions.mode from 3 tokens" }, "\(result.changes)")
    }

    @Test func aNamedModifierNamesTheFolderAndTheTheme() throws {
        var texts = Self.texts
        texts["t/tokenc.json"] = #"{"tokens": ["tokens.json", "more.json"], "output": "out", "css": {"path": "css"}, "terrazzoModes": {"modifier": "theme"}}"#
        let original = MigrationFixture.files(texts)
        let result = MigrationFixture.migrate(Self.project, root: "t", original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.files.contains { $0.path == "theme/dark.tokens.json" })
        let config = try #require(MigrationFixture.json(try Self.text(result, "tokenc.json")))
        #expect(config.value(at: JSONPointer(["terrazzoModes"])) == nil)
        let migrated = MigrationFixture.placed(result, root: "t")
        #expect(try MigrationFixture.outputs(Self.project, migrated) == MigrationFixture.outputs(Self.project, original))
    }

    @Test func aModeThatCannotNameAFileIsRefused() throws {
        var texts = Self.texts
        texts["t/more.json"] = ##"{"x": {"$type": "number", "$value": 1, "$extensions": {"mode": {"a/b": 2}}}}"##
        let result = MigrationFixture.migrate(Self.project, root: "t", MigrationFixture.files(texts))
        #expect(result.diagnostics.contains { $0.code == .migrateSourceInvalid && $0.message.contains("\"a/b\"") }, "\(result.diagnostics.map(\.message))")
        #expect(result.files.isEmpty)
    }
}
