import Foundation
import Testing
import TestSupport

/// Runs the `tokenc` binary as users and CI do: exit codes, diagnostics on stderr, outputs on disk.
@Suite struct CLITests {
    /// A temporary directory with the given files, removed when the test process exits (`Scratch`).
    static func project(_ files: [String: String]) throws -> URL {
        let dir = Scratch.directory("tokenc-cli")
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static let good = """
    {
      "color": {
        "$type": "color",
        "blue": { "$value": "#0066cc" },
        "action": { "$value": "{color.blue}" }
      }
    }
    """

    @Test func resolvePrintsTokensAsJSON() throws {
        let dir = try Self.project(["t.json": Self.good])
        let r = try CLI.run(["resolve", "t.json"], in: dir)
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty)
        #expect(r.stdout.contains("\"color.action\": {"))
        #expect(r.stdout.contains("\"aliasOf\": \"color.blue\""))
    }

    @Test func unresolvedReferenceIsLocatedAndExitsOne() throws {
        let dir = try Self.project(["t.json": "{\n  \"a\": {\n    \"$type\": \"number\",\n    \"$value\": \"{b}\"\n  }\n}\n"])
        let r = try CLI.run(["validate", "t.json"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("t.json:4:15: error: unresolved reference {b} [unresolved-reference]\n"))
    }

    @Test func diagnosticsAsJSON() throws {
        let dir = try Self.project(["t.json": "{\"a\": {\"$type\": \"number\", \"$value\": \"{b}\"}}"])
        let r = try CLI.run(["validate", "t.json", "--diagnostics-format", "json"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("\"code\": \"unresolved-reference\""))
        #expect(r.stdout.contains("\"line\": 1"))
        #expect(r.stdout.contains("\"errors\": 1"))
    }

    @Test func syntaxErrorPointsAtTheByte() throws {
        let dir = try Self.project(["t.json": "{\n  \"a\": {\"$value\": 1,}\n  \"b\": 2\n}"])
        let r = try CLI.run(["validate", "t.json"], in: dir)
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("t.json:3:3: error: invalid JSON"))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try CLI.run(["resolve", "--input", "brand"]).status == 2)
        #expect(try CLI.run(["build", "--no-such-flag"]).status == 2)
        let missing = try CLI.run(["validate", "/nonexistent/tokens.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("[file-not-found]"))
    }

    @Test func warningsAsErrors() throws {
        let dir = try Self.project(["t.json": "{\"a\": {\"$type\": \"number\", \"$value\": 1, \"$valeu\": 2}}"])
        #expect(try CLI.run(["validate", "t.json"], in: dir).status == 0)
        let strict = try CLI.run(["validate", "t.json", "--warnings-as-errors"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("error: unknown token property \"$valeu\""))
    }

    @Test func configUnknownKeyIsLocatedAndExitsTwo() throws {
        let dir = try Self.project([
            "tokens/tokenc.json": "{\n  \"tokens\": [\"t.json\"],\n  \"ouput\": \"out\"\n}\n",
            "tokens/t.json": Self.good,
        ])
        let r = try CLI.run(["build", "--config", "tokens/tokenc.json"], in: dir)
        #expect(r.status == 2)
        #expect(r.stderr.contains("tokens/tokenc.json:3:3: error: unknown key \"ouput\"; did you mean \"output\"? [config-unknown-key]"))
    }

    @Test func buildWritesOnlyWhatChangedAndCheckFindsDrift() throws {
        let dir = try Self.project([
            "tokens/tokenc.json": "{\"tokens\": [\"t.json\"], \"output\": \"../out\", \"json\": {\"path\": \"json\"}}",
            "tokens/t.json": Self.good,
        ])
        let config = ["--config", "tokens/tokenc.json"]
        let first = try CLI.run(["build"] + config, in: dir)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("wrote "))
        let written = try FileManager.default.subpathsOfDirectory(atPath: dir.appendingPathComponent("out").path).filter { !$0.hasSuffix("/") }
        #expect(!written.isEmpty)

        let check = try CLI.run(["build", "--check"] + config, in: dir)
        #expect(check.status == 0, "\(check.stderr)")

        // Nothing changed: nothing is written and no modification time moves.
        let file = dir.appendingPathComponent("out").appendingPathComponent(written.sorted().last!)
        let before = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let again = try CLI.run(["build"] + config, in: dir)
        #expect(again.stdout.contains("nothing changed"))
        let after = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(before == after)

        // Tamper with an output: --check catches it and lists it.
        try "tampered".write(to: file, atomically: true, encoding: .utf8)
        let drift = try CLI.run(["build", "--check"] + config, in: dir)
        #expect(drift.status == 1)
        #expect(drift.stderr.contains("stale"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "tampered")
    }

    @Test func errorsWriteNothing() throws {
        let dir = try Self.project([
            "tokens/tokenc.json": "{\"tokens\": [\"t.json\"], \"output\": \"../out\", \"json\": {}}",
            "tokens/t.json": "{\"a\": {\"$type\": \"number\", \"$value\": \"{missing}\"}}",
        ])
        let r = try CLI.run(["build", "--config", "tokens/tokenc.json"], in: dir)
        #expect(r.status == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
    }
}
