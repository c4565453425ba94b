import Foundation
import Testing
import TestSupport

/// A config naming a modifier or context the project lacks is a located config error (exit 2) before anything is
/// built: a misspelt `themes.modifier` would otherwise make every theme a brand and rewrite every output.
@Suite struct ConfigModifierCLITests {
    static let resolver = """
    {"version": "2025.10",
     "modifiers": {
       "brand": {"contexts": {"a": [{"$ref": "a.json"}], "b": [{"$ref": "b.json"}]}, "default": "a"},
       "theme": {"contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}},
     "resolutionOrder": [{"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/theme"}]}
    """

    static func project() throws -> URL {
        try CLITests.project([
            "tokenc.json": #"{"resolver": "r.json", "brands": {"modifier": "brand"}, "themes": {"modifier": "theme"}, "css": {}}"#,
            "r.json": resolver,
            "a.json": #"{"n": {"$type": "number", "$value": 1}}"#,
            "b.json": #"{"n": {"$type": "number", "$value": 2}}"#,
            "dark.json": #"{"n": {"$type": "number", "$value": 3}}"#,
        ])
    }

    /// Every file under `dir`'s `Output`, by relative path, with its bytes.
    static func outputs(_ dir: URL) throws -> [String: Data] {
        let root = dir.appendingPathComponent("Output")
        var out: [String: Data] = [:]
        let e = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = e?.nextObject() as? URL {
            if let d = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath { out[url.path] = d }
        }
        return out
    }

    @Test func aMisspeltThemeModifierIsALocatedConfigError() throws {
        let dir = try Self.project()
        let first = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Self.outputs(dir)
        #expect(!before.isEmpty)

        let config = "{\"resolver\": \"r.json\",\n \"brands\": {\"modifier\": \"brand\"},\n \"themes\": {\"modifier\": \"themes\"}, \"css\": {}}"
        try config.write(to: dir.appendingPathComponent("tokenc.json"), atomically: true, encoding: .utf8)
        let r = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("tokenc.json:3:25"), "\(r.stderr)")
        #expect(r.stderr.contains("[config-unknown-modifier]"), "\(r.stderr)")
        #expect(r.stderr.contains("\"themes.modifier\" names modifier \"themes\""), "\(r.stderr)")
        #expect(r.stderr.contains("did you mean \"theme\"?"), "\(r.stderr)")
        #expect(try Self.outputs(dir) == before)

        let check = try CLI.run(["build", "--config", "tokenc.json", "--check"], in: dir)
        #expect(check.status == 2, "\(check.stderr)")
    }

    @Test func aMisspeltBrandModifierOrAppearanceOrInputIsAnError() throws {
        let dir = try Self.project()
        let cases: [(String, String, String)] = [
            (#""brands": {"modifier": "brnd"}"#, "config-unknown-modifier", "did you mean \"brand\"?"),
            (#""themes": {"modifier": "theme", "appearances": {"drak": {"colorScheme": "dark"}}}"#, "config-unknown-context", "did you mean \"dark\"?"),
            (#""inputs": {"them": "dark"}"#, "config-unknown-modifier", "did you mean \"theme\"?"),
            (#""inputs": {"theme": "dakr"}"#, "config-unknown-context", "did you mean \"dark\"?"),
        ]
        for (member, code, suggestion) in cases {
            try #"{"resolver": "r.json", \#(member), "css": {}}"#.write(to: dir.appendingPathComponent("tokenc.json"), atomically: true, encoding: .utf8)
            let r = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
            #expect(r.status == 2, "\(member): \(r.stderr)")
            #expect(r.stderr.contains("[\(code)]"), "\(member): \(r.stderr)")
            #expect(r.stderr.contains(suggestion), "\(member): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output").path), "\(member)")
        }
    }

    @Test func anUnknownCommandLineInputIsAnError() throws {
        let dir = try Self.project()
        let modifier = try CLI.run(["build", "--config", "tokenc.json", "--input", "theem=dark"], in: dir)
        #expect(modifier.status != 0, "\(modifier.stderr)")
        #expect(modifier.stderr.contains("unknown modifier \"theem\""), "\(modifier.stderr)")
        let context = try CLI.run(["build", "--config", "tokenc.json", "--input", "theme=drak"], in: dir)
        #expect(context.status != 0, "\(context.stderr)")
        #expect(context.stderr.contains("no context \"drak\""), "\(context.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output").path))
    }
}
