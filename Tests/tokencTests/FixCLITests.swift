import Foundation
import Testing
import TestSupport

/// `tokenc fix`: applies fix-its in place (pre-2025.10 value forms to the 2025.10 objects), keeps everything else
/// of the files, prints a diff with `--dry-run`, leaves files it cannot write alone, and changes nothing the
/// second time.
@Suite struct FixCLITests {
    static let core = """
    {
      // Brand palette: pre-2025.10 forms throughout.
      "color": {
        "$type": "color",
        "blue": { "$value": "#0066CC", "$description": "Brand blue" },
        "ink": { "$value": "#123" },
        "veil": { "$value": "#00000080" }, /* scrim */
        "action": { "$value": "{color.blue}" }
      },
      "space": {
        "$type": "dimension",
        "s": { "$value": "4px" },
        "m": { "$value": "0.5rem" },
        "l": { "$value": "1rem" }
      },
      "font": { "$type": "fontFamily", "body": { "$value": "Inter, 'Segoe UI', sans-serif" } },
      "motion": { "fast": { "$type": "duration", "$value": "0.2s" } },
      "shadow": {
        "card": { "$type": "shadow", "$value": { "color": "#0000001a", "offsetX": "0px", "offsetY": "2px", "blur": "4px", "spread": "{space.s}" } }
      },
      "type": {
        "body": { "$type": "typography", "$value": { "fontFamily": "{font.body}", "fontSize": "{space.l}", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": "0px" } }
      }
    }

    """

    static let dark = "{\r\n  \"color\": { \"blue\": { \"$value\": \"#3399ff\" } }\r\n}\r\n"

    static let resolver = """
    {
      "version": "2025.10",
      "sets": { "core": { "sources": [{ "$ref": "core.tokens.json" }] } },
      "modifiers": {
        "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" }
      },
      "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }]
    }

    """

    static func config(legacyForms: String? = nil) -> String {
        """
        {"resolver": "tokens/tokens.resolver.json", "output": "out", "themes": {"modifier": "theme"},
         "swift": {"path": "Swift"}, "css": {"path": "CSS"}, "json": {"path": "JSON"}\(legacyForms.map { ", \"legacyForms\": \"\($0)\"" } ?? "")}
        """
    }

    /// A project with a resolver document, two token files in legacy forms and a config.
    static func legacyProject(legacyForms: String? = nil) throws -> URL {
        try CLITests.project([
            "tokens/core.tokens.json": core, "tokens/dark.tokens.json": dark,
            "tokens/tokens.resolver.json": resolver, "tokenc.json": config(legacyForms: legacyForms),
        ])
    }

    static func read(_ dir: URL, _ path: String) throws -> String {
        try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file below `dir/sub`, by relative path.
    static func tree(_ dir: URL, _ sub: String) throws -> [String: Data] {
        let root = dir.appendingPathComponent(sub)
        var out: [String: Data] = [:]
        guard let paths = FileManager.default.enumerator(atPath: root.path) else { return [:] }
        for case let path as String in paths {
            var isDir: ObjCBool = false
            let url = root.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), !isDir.boolValue {
                out[path] = try Data(contentsOf: url)
            }
        }
        return out
    }

    @Test func aLegacySetIsFixedInPlaceAndThenBuildsStrictlyWithTheSameOutputs() throws {
        let dir = try Self.legacyProject()
        let before = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(before.status == 0, "\(before.stderr)")
        let outputs = try Self.tree(dir, "out")
        #expect(outputs.count > 4)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("out"))

        let r = try CLI.run(["fix", "--config", "tokenc.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        #expect(r.stdout.hasPrefix("""
            tokens/core.tokens.json:5:25: fixed [deprecated-form] write {"colorSpace": "srgb", "components": [0, 0.4, 0.8], "hex": "#0066cc"}
            tokens/core.tokens.json:6:24: fixed [deprecated-form] write {"colorSpace": "srgb", "components": [0.06666666666666667, 0.13333333333333333, 0.2], "hex": "#112233"}

            """), "\(r.stdout)")
        #expect(r.stdout.contains("tokens/dark.tokens.json:2:34: fixed [deprecated-form] write {\"colorSpace\": \"srgb\", \"components\": [0.2, 0.6, 1], \"hex\": \"#3399ff\"}\n"))
        #expect(r.stdout.hasSuffix("fixed 14 problems in 2 files\n"), "\(r.stdout)")

        // Comments, layout, key order and line ends are the file's; only the values changed.
        let core = try Self.read(dir, "tokens/core.tokens.json")
        #expect(core.contains("  // Brand palette: pre-2025.10 forms throughout.\n"))
        #expect(core.contains("    \"veil\": { \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0, 0, 0], \"alpha\": 0.5019607843137255, \"hex\": \"#000000\"} }, /* scrim */\n"))
        #expect(core.contains("\"body\": { \"$value\": [\"Inter\", \"Segoe UI\", \"sans-serif\"] }"))
        // Values that come from references are not written into the tokens that use them.
        #expect(core.contains("\"spread\": \"{space.s}\" } }"))
        #expect(core.contains("\"fontSize\": \"{space.l}\""))
        #expect(try Self.read(dir, "tokens/dark.tokens.json") == "{\r\n  \"color\": { \"blue\": { \"$value\": {\"colorSpace\": \"srgb\", \"components\": [0.2, 0.6, 1], \"hex\": \"#3399ff\"} } }\r\n}\r\n")
        #expect(try Self.read(dir, "tokens/tokens.resolver.json") == Self.resolver)
        #expect(try Self.read(dir, "tokenc.json") == Self.config())

        // Strict about legacy forms now, and the outputs are byte for byte what they were.
        try Self.config(legacyForms: "error").write(to: dir.appendingPathComponent("tokenc.json"), atomically: true, encoding: .utf8)
        let after = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(after.status == 0, "\(after.stderr)")
        #expect(!after.stderr.contains("deprecated-form"))
        #expect(try Self.tree(dir, "out") == outputs)
    }

    @Test func theStrictSettingFailsBeforeTheFix() throws {
        let dir = try Self.legacyProject(legacyForms: "error")
        let r = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.contains("[deprecated-form]"))
        // fix fixes them whatever legacyForms says.
        let fixed = try CLI.run(["fix", "--config", "tokenc.json"], in: dir)
        #expect(fixed.status == 0, "\(fixed.stderr)")
        #expect(try CLI.run(["build", "--config", "tokenc.json"], in: dir).status == 0)
    }

    @Test func aSecondFixChangesNothing() throws {
        let dir = try Self.legacyProject()
        #expect(try CLI.run(["fix", "--config", "tokenc.json"], in: dir).status == 0)
        let once = try Self.tree(dir, "tokens")
        let again = try CLI.run(["fix", "--config", "tokenc.json"], in: dir)
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)
        #expect(again.stderr == "nothing to fix\n")
        #expect(try Self.tree(dir, "tokens") == once)
    }

    @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
        let dir = try CLITests.project(["t.json": "{\n  \"size\": {\n    \"$type\": \"dimension\",\n    \"s\": { \"$value\": \"4px\" },\n    \"m\": { \"$value\": { \"value\": 8, \"unit\": \"px\" } },\n    \"l\": { \"$value\": \"16px\" }\n  }\n}\n"])
        let before = try Self.tree(dir, "")
        let r = try CLI.run(["fix", "t.json", "--dry-run"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == """
            --- a/t.json
            +++ b/t.json
            @@ -1,8 +1,8 @@
             {
               "size": {
                 "$type": "dimension",
            -    "s": { "$value": "4px" },
            +    "s": { "$value": {"value": 4, "unit": "px"} },
                 "m": { "$value": { "value": 8, "unit": "px" } },
            -    "l": { "$value": "16px" }
            +    "l": { "$value": {"value": 16, "unit": "px"} }
               }
             }

            """)
        #expect(r.stderr == "would fix 2 problems in 1 file; nothing written (--dry-run)\n")
        #expect(try Self.tree(dir, "") == before)
    }

    @Test func aReadOnlyFileIsLeftAloneWithTheReason() throws {
        let dir = try CLITests.project(["a.json": "{\"a\": {\"$type\": \"dimension\", \"$value\": \"4px\"}}\n",
                                        "b.json": "{\"b\": {\"$type\": \"dimension\", \"$value\": \"8px\"}}\n"])
        let a = dir.appendingPathComponent("a.json").path
        // Mode bits are honoured even for root (tests may run as root, which `access` lets write anything).
        chmod(a, 0o444)
        defer { chmod(a, 0o644) }
        let r = try CLI.run(["fix", "a.json", "b.json"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("a.json:1:40: error: not fixed [deprecated-form]: a.json is read-only, so it is left alone [fix-write-failed]"), "\(r.stderr)")
        #expect(r.stdout == "b.json:1:40: fixed [deprecated-form] write {\"value\": 8, \"unit\": \"px\"}\nfixed 1 problem in 1 file\n")
        #expect(try Self.read(dir, "a.json") == "{\"a\": {\"$type\": \"dimension\", \"$value\": \"4px\"}}\n")
        #expect(try Self.read(dir, "b.json") == "{\"b\": {\"$type\": \"dimension\", \"$value\": {\"value\": 8, \"unit\": \"px\"}}}\n")
    }

    @Test func aFileInAReadOnlyDirectoryIsLeftAlone() throws {
        let dir = try CLITests.project(["ro/t.json": "{\"a\": {\"$type\": \"dimension\", \"$value\": \"4px\"}}\n"])
        let ro = dir.appendingPathComponent("ro").path
        chmod(ro, 0o555)
        defer { chmod(ro, 0o755) }
        let r = try CLI.run(["fix", "ro/t.json"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("the directory of ro/t.json is read-only (a fixed file is renamed into place), so the file is left alone [fix-write-failed]"), "\(r.stderr)")
        #expect(try Self.read(dir, "ro/t.json") == "{\"a\": {\"$type\": \"dimension\", \"$value\": \"4px\"}}\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: ro)
        #expect(names == ["t.json"], "no temporary file is left")
    }

    @Test func theFileKeepsItsModeAndSymlinksStayLinks() throws {
        let dir = try CLITests.project(["real/t.json": "{\"a\": {\"$type\": \"dimension\", \"$value\": \"4px\"}}\n"])
        let real = dir.appendingPathComponent("real/t.json").path
        chmod(real, 0o640)
        // Run as root, the owner is kept as well.
        let owner: UInt32 = getuid() == 0 ? 65534 : getuid()
        if getuid() == 0 { chown(real, owner, owner) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.json").path, withDestinationPath: "real/t.json")
        let r = try CLI.run(["fix", "link.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let attributes = try FileManager.default.attributesOfItem(atPath: real)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect((attributes[.ownerAccountID] as? NSNumber)?.uint32Value == owner)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link.json").path) == "real/t.json")
        #expect(try Self.read(dir, "real/t.json") == "{\"a\": {\"$type\": \"dimension\", \"$value\": {\"value\": 4, \"unit\": \"px\"}}}\n")
    }

    @Test func errorsWithoutFixItsAreReportedAndExitOne() throws {
        let dir = try CLITests.project(["t.json": "{\n  \"a\": { \"$type\": \"dimension\", \"$value\": \"4px\" },\n  \"b\": { \"$type\": \"number\", \"$value\": \"{missing}\" }\n}\n"])
        let r = try CLI.run(["fix", "t.json"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout == "t.json:2:42: fixed [deprecated-form] write {\"value\": 4, \"unit\": \"px\"}\nfixed 1 problem in 1 file\n")
        #expect(r.stderr.contains("t.json:3:39: error: unresolved reference {missing} [unresolved-reference]"), "\(r.stderr)")
        #expect(!r.stderr.contains("deprecated-form"))
        #expect(try Self.read(dir, "t.json").contains("{\"value\": 4, \"unit\": \"px\"}"))
    }

    @Test func aProjectThatCannotBeLoadedExitsTwo() throws {
        let dir = try CLITests.project(["tokenc.json": "{\"resolver\": 1}"])
        let r = try CLI.run(["fix", "--config", "tokenc.json"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("[config-invalid]"))
        let missing = try CLI.run(["fix", "--config", "nope.json"], in: dir)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no config file at nope.json"))
    }

    @Test func aResolverDocumentIsFixedToo() throws {
        // A set written inline in the resolver document: the document is a source, so its values are fixed.
        let dir = try CLITests.project(["r.json": """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "size": { "$type": "dimension", "s": { "$value": "2px" } } }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }]
            }

            """])
        let r = try CLI.run(["fix", "--resolver", "r.json"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.read(dir, "r.json").contains("\"s\": { \"$value\": {\"value\": 2, \"unit\": \"px\"} }"))
    }
}
