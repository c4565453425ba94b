import Testing
@testable import TokenCore

/// `tokenc migrate` on Style Dictionary files: each written in DTCG form, token by token as the reader reads it,
/// every change listed, and the outputs those of building the original.
@Suite struct MigrateStyleDictionaryTests {
    /// The config every fixture builds with: one token file, CSS and JSON outputs; untyped tokens left out with a
    /// warning (an error by default, which stops a migration).
    static let config = #"{"tokens": ["tokens.json"], "output": "out", "css": {"path": "css"}, "json": {"path": "json"}, "validation": {"untyped-token": "warning"}}"#

    /// Migrates `tokens` (a Style Dictionary file), checks the outputs are the original's, and returns the migrated
    /// file's JSON and the changes.
    static func migrate(_ tokens: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> (JSONValue, [MigrationChange]) {
        let original = MigrationFixture.files(["sd/tokenc.json": config, "sd/tokens.json": tokens])
        let project = TokenProject.config("sd/tokenc.json")
        let result = MigrationFixture.migrate(project, root: "sd", original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let migrated = MigrationFixture.placed(result, root: "sd")
        #expect(try MigrationFixture.outputs(project, migrated) == MigrationFixture.outputs(project, original), sourceLocation: sourceLocation)
        let file = try #require(result.files.first { $0.path == "tokens.json" }, sourceLocation: sourceLocation)
        let json = try #require(MigrationFixture.json(String(decoding: file.bytes, as: UTF8.self)), sourceLocation: sourceLocation)
        #expect(TokenFileReader.detect(json) == .dtcg, sourceLocation: sourceLocation)
        return (json, result.changes)
    }

    /// The member at the slash-separated `pointer` of `json`.
    static func at(_ json: JSONValue, _ pointer: String) -> JSONValue? {
        json.value(at: JSONPointer(pointer.split(separator: "/").map(String.init)))
    }

    @Test func keysAreWrittenWithDollarsAndTheTypeExplicit() throws {
        let (json, changes) = try Self.migrate(##"{"color": {"red": {"value": "#ff0000", "comment": "Brand red"}}, "size": {"s": {"value": "4px", "type": "size"}}}"##)
        #expect(Self.at(json, "color/red") == ["$type": "color", "$value": ["colorSpace": "srgb", "components": [1, 0, 0], "hex": "#ff0000"], "$description": "Brand red"])
        #expect(Self.at(json, "size/s") == ["$type": "dimension", "$value": ["value": 4, "unit": "px"]])
        let listed = changes.map { "\($0.token ?? "-") \($0.change)" }
        #expect(listed.contains("color.red rename value → $value, comment → $description"), "\(listed)")
        #expect(listed.contains("color.red write $type \"color\""))
        #expect(listed.contains("size.s rename value → $value, type → $type"))
        #expect(changes.contains { $0.token == "size.s" && $0.reason.contains("type \"size\" is DTCG dimension") })
    }

    @Test func referencesLoseTheirValueSuffixAndTakeTheTargetsType() throws {
        let (json, changes) = try Self.migrate(##"{"color": {"red": {"value": "#ff0000"}}, "brand": {"value": "{color.red.value}"}, "accent": {"value": "{brand}"}}"##)
        #expect(Self.at(json, "brand") == ["$type": "color", "$value": "{color.red}"])
        #expect(Self.at(json, "accent") == ["$type": "color", "$value": "{brand}"])
        #expect(changes.contains { $0.token == "brand" && $0.change == #"write $value "{color.red}""# })
        #expect(changes.contains { $0.token == "accent" && $0.reason.contains("the token it references is color") })
    }

    @Test func attributesGoUnderExtensions() throws {
        let (json, changes) = try Self.migrate(##"{"color": {"red": {"value": "#ff0000", "attributes": {"category": "color"}, "themeable": true}}}"##)
        #expect(Self.at(json, "color/red/$extensions/org.tokenc.style-dictionary") == ["attributes": ["category": "color"], "themeable": true])
        #expect(Self.at(json, "color/red/attributes") == nil)
        #expect(changes.contains { $0.change == #"move attributes, themeable to $extensions["org.tokenc.style-dictionary"]"# })
    }

    @Test func aShadowKeyedByIndexBecomesAList() throws {
        let (json, _) = try Self.migrate("""
        {"shadow": {"raised": {"value": {"0": {"x": 0, "y": 1, "blur": 2, "spread": 0, "color": "#000000"},
                                         "1": {"x": 0, "y": 4, "blur": 8, "spread": 0, "color": "rgba(0, 0, 0, 0.5)"}}}}}
        """)
        let layers = try #require(Self.at(json, "shadow/raised/$value")?.arrayValue)
        #expect(layers.count == 2)
        #expect(Self.at(json, "shadow/raised/$type") == "shadow")
        #expect(layers[1].objectValue?["offsetY"] == ["value": 4, "unit": "px"])
        #expect(layers[1].objectValue?["color"]?.objectValue?["alpha"] == 0.5)
    }

    @Test func aBorderShorthandBecomesABorderWithItsReference() throws {
        let (json, _) = try Self.migrate(##"{"color": {"line": {"value": "#cccccc"}}, "border": {"thin": {"value": "1px solid {color.line.value}", "type": "border"}}}"##)
        #expect(Self.at(json, "border/thin/$value") == ["color": "{color.line}", "width": ["value": 1, "unit": "px"], "style": "solid"])
    }

    @Test func numbersWrittenAsStringsAndPercentagesBecomeNumbers() throws {
        let (json, _) = try Self.migrate(#"{"opacity": {"half": {"value": "50%"}, "most": {"value": "0.8"}}, "time": {"quick": {"value": "200ms"}}}"#)
        #expect(Self.at(json, "opacity/half") == ["$type": "number", "$value": 0.5])
        #expect(Self.at(json, "opacity/most") == ["$type": "number", "$value": 0.8])
        #expect(Self.at(json, "time/quick") == ["$type": "duration", "$value": ["value": 200, "unit": "ms"]])
    }

    @Test func aColourReferenceWithAnAlphaKeepsTheReference() throws {
        let (json, changes) = try Self.migrate(##"{"color": {"red": {"value": "#ff0000"}, "veil": {"value": "{color.red.value}80"}, "mist": {"value": "rgba({color.red}, 0.25)"}}}"##)
        // DTCG has no alias with an alpha: colour space, components and hex come from color.red by `$ref`.
        let red: (String) -> JSONValue = { ["$ref": .string("#/color/red/$value/" + $0)] }
        let veil: JSONValue = ["colorSpace": red("colorSpace"), "components": red("components"), "alpha": .number(128.0 / 255), "hex": red("hex")]
        #expect(Self.at(json, "color/veil") == ["$type": "color", "$value": veil])
        #expect(Self.at(json, "color/mist")?.objectValue?["$value"]?.objectValue?["alpha"] == 0.25)
        #expect(changes.contains { $0.token == "color.mist" && $0.change.hasPrefix("write $value {\"colorSpace\":{\"$ref\"") })
    }

    @Test func aGroupCommentBecomesItsDescription() throws {
        let (json, changes) = try Self.migrate(##"{"color": {"comment": "Colours", "red": {"value": "#ff0000"}}}"##)
        #expect(Self.at(json, "color/$description") == "Colours")
        #expect(Self.at(json, "color/comment") == nil)
        #expect(changes.contains { $0.token == "color" && $0.change == "write $description" })
    }

    @Test func anUntypedTokenTheBuildLeavesOutIsRemovedAndListed() throws {
        let (json, changes) = try Self.migrate(##"{"color": {"red": {"value": "#ff0000"}}, "misc": {"mode": {"value": {"kind": "none"}}}}"##)
        #expect(Self.at(json, "misc") == [:])
        let removal = try #require(changes.first { $0.token == "misc.mode" })
        #expect(removal.change.hasPrefix("remove it"))
        #expect(removal.reason.hasPrefix("[untyped-token] cannot determine the type"))
    }

    /// Text no type fits (`untyped-literal`) becomes a `string` token marked literal, so the outputs stay the same.
    @Test func aLiteralBecomesAMarkedStringToken() throws {
        let (json, changes) = try Self.migrate(##"{"misc": {"mode": {"value": "none"}, "alias": {"value": "{misc.mode}"}}, "card": {"radius": {"value": "50%"}}}"##)
        #expect(Self.at(json, "misc/mode") == ["$type": "string", "$value": "none", "$extensions": ["org.tokenc": ["literal": true]]])
        #expect(Self.at(json, "card/radius") == ["$type": "string", "$value": "50%", "$extensions": ["org.tokenc": ["literal": true]]])
        #expect(Self.at(json, "misc/alias") == ["$type": "string", "$value": "{misc.mode}"])
        #expect(changes.contains { $0.token == "misc.mode" && $0.reason.contains("untyped-literal") }, "\(changes.map(\.reason))")
    }

    @Test func anUntypedTokenHidingAnotherFilesTokenStaysLeftOut() throws {
        // Dark's `none` hides light's shadow: without it, dark would have the shadow.
        let resolver = """
        {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {"theme": {"contexts": {"light": [], "dark": [{"$ref": "over.json"}]}, "default": "light"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
        """
        let original = MigrationFixture.files([
            "sd/tokenc.json": #"{"resolver": "tokens.resolver.json", "output": "out", "themes": {"modifier": "theme"}, "css": {"path": "css"}, "validation": {"missing-in-context": {"severity": "warning"}, "untyped-token": {"severity": "warning"}}}"#,
            "sd/tokens.resolver.json": resolver,
            "sd/base.json": ##"{"elevation": {"float": {"type": "shadow", "value": {"x": 0, "y": 2, "blur": 4, "spread": 0, "color": "#000000"}}}}"##,
            "sd/over.json": #"{"elevation": {"float": {"value": {"kind": "none"}}}}"#,
        ])
        let project = TokenProject.config("sd/tokenc.json")
        let result = MigrationFixture.migrate(project, root: "sd", original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        let over = try #require(result.files.first { $0.path == "over.json" })
        let json = try #require(MigrationFixture.json(String(decoding: over.bytes, as: UTF8.self)))
        #expect(Self.at(json, "elevation/float") == ["$type": "untyped", "$value": ["kind": "none"]])
        #expect(result.changes.contains { $0.token == "elevation.float" && $0.file == "over.json" && $0.reason.hasPrefix("[untyped-token]") })
        let migrated = MigrationFixture.placed(result, root: "sd")
        let before = try MigrationFixture.outputs(project, original)
        #expect(try MigrationFixture.outputs(project, migrated) == before)
        #expect(before.values.contains { $0.contains("elevation-float") }, "light has the shadow")
    }

    @Test func aTokenEveryPermutationLacksIsRemoved() throws {
        // A later definition left out hides the earlier one in the one permutation there is.
        let original = MigrationFixture.files([
            "sd/tokenc.json": #"{"tokens": ["base.json", "over.json"], "output": "out", "css": {"path": "css"}, "validation": {"untyped-token": "warning"}}"#,
            "sd/base.json": ##"{"elevation": {"float": {"value": "#000000"}}, "keep": {"value": "#ffffff", "type": "color"}}"##,
            "sd/over.json": #"{"elevation": {"float": {"value": {"kind": "none"}}}}"#,
        ])
        let result = MigrationFixture.migrate(.config("sd/tokenc.json"), root: "sd", original)
        #expect(!result.diagnostics.hasErrors, "\(result.diagnostics.map(\.message))")
        #expect(result.changes.filter { $0.token == "elevation.float" }.map(\.file) == ["base.json", "over.json"])
        let migrated = MigrationFixture.placed(result, root: "sd")
        #expect(try MigrationFixture.outputs(.config("sd/tokenc.json"), migrated) == MigrationFixture.outputs(.config("sd/tokenc.json"), original))
    }

    @Test func aTokenReferringToALeftOutTokenIsRemovedToo() throws {
        let (json, changes) = try Self.migrate(##"{"rounding": {"circle": {"value": {"kind": "circle"}}, "pill": {"value": "{rounding.circle}"}}, "color": {"red": {"value": "#ff0000"}}}"##)
        #expect(Self.at(json, "rounding") == [:])
        #expect(changes.contains { $0.token == "rounding.pill" && $0.change.hasPrefix("remove it") })
    }

    @Test func anUntypedTokenStopsAMigrationUnlessLowered() {
        let files = MigrationFixture.files([
            "sd/tokenc.json": #"{"tokens": ["tokens.json"], "output": "out", "css": {"path": "css"}}"#,
            "sd/tokens.json": ##"{"misc": {"mode": {"value": {"kind": "none"}}}, "color": {"red": {"value": "#ff0000"}}}"##,
        ])
        let result = MigrationFixture.migrate(.config("sd/tokenc.json"), root: "sd", files)
        #expect(result.files.isEmpty)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.code) == [.untypedToken])
    }

    @Test func everyTokenOfAMigratedFileIsInDTCGForm() throws {
        let (json, _) = try Self.migrate(##"{"a": {"value": "#ff0000", "type": "color", "comment": "x"}, "b": {"c": {"value": "{a.value}"}}}"##)
        #expect(MigrateStyleDictionaryTests.legacyForms(json) == [])
    }

    /// Where `json` (a token file) is not in DTCG form: a token with `value`/`type`/`comment`, a token without
    /// `$value`, a `.value}` reference. Empty for a DTCG file.
    static func legacyForms(_ json: JSONValue, path: [String] = []) -> [String] {
        guard case .object(let o) = json else { return [] }
        let name = path.joined(separator: ".")
        if o["$value"] != nil {
            // A DTCG token holds only `$` members (`value`, `type`, `comment`, `alpha` are Style Dictionary's).
            var found = o.members.filter { !$0.key.hasPrefix("$") }.map { "\(name) has \"\($0.key)\"" }
            if JSONWriter.string(o["$value"]!, pretty: false).contains(".value}") { found.append("\(name) references .value") }
            return found
        }
        if o["value"] != nil { return ["\(name) has no $value"] }
        return o.members.filter { !$0.key.hasPrefix("$") }.flatMap { legacyForms($0.value, path: path + [$0.key]) }
    }
}
