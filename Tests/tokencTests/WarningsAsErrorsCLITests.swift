import Foundation
import Testing
import TestSupport

/// `--warnings-as-errors` and the config's `validation.warningsAsErrors` go through one policy (`WarningPolicy`):
/// every command and every diagnostics format, diff's JSON diagnostics included, turns the same warnings into errors.
@Suite struct WarningsAsErrorsCLITests {
    /// A project whose only finding is a warning (an unknown token property), with two brands to diff.
    static func project(config: String = #"{"resolver": "r.json", "json": {}}"#) throws -> URL {
        try CLITests.project([
            "tokenc.json": config,
            "r.json": """
            {"version": "2025.10",
             "modifiers": {"brand": {"contexts": {"a": [{"$ref": "a.json"}], "b": [{"$ref": "b.json"}]}, "default": "a"}},
             "resolutionOrder": [{"$ref": "#/modifiers/brand"}]}
            """,
            "a.json": #"{"n": {"$type": "number", "$value": 1, "$valeu": 2}}"#,
            "b.json": #"{"n": {"$type": "number", "$value": 2}}"#,
        ])
    }

    @Test(arguments: ["text", "json", "github", "sarif"])
    func validateFailsOnAWarningInEveryFormat(_ format: String) throws {
        let dir = try Self.project()
        let args = ["validate", "--config", "tokenc.json", "--diagnostics-format", format]
        let lenient = try CLI.run(args, in: dir)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let strict = try CLI.run(args + ["--warnings-as-errors"], in: dir)
        #expect(strict.status == 1)
        let printed = strict.stdout + strict.stderr
        #expect(printed.contains("$valeu"))
        let reported: [String: String] = [
            "text": "error: unknown token property", "json": #""severity": "error""#,
            "github": "::error ", "sarif": #""level": "error""#,
        ]
        #expect(printed.contains(reported[format]!), "\(printed)")
        #expect(!lenient.stdout.contains(reported[format]!) && !lenient.stderr.contains(reported[format]!))
    }

    @Test(arguments: ["text", "json"])
    func diffStopsOnAWarningInEveryDiagnosticsFormat(_ format: String) throws {
        let dir = try Self.project()
        let args = ["diff", "--config", "tokenc.json", "--from", "brand=a", "--to", "brand=b", "--diagnostics-format", format]
        let lenient = try CLI.run(args, in: dir)
        #expect(lenient.status == 0, "\(lenient.stderr)")
        let strict = try CLI.run(args + ["--warnings-as-errors"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("$valeu"))
        #expect(format == "text" ? strict.stderr.contains("error: unknown token property") : strict.stderr.contains("\"severity\": \"error\"") || strict.stderr.contains("\"severity\":\"error\""),
                "\(strict.stderr)")
        #expect(strict.stdout.isEmpty)
    }

    /// Each command on the project, and its exit status when a warning counts as an error. `permutations` reads
    /// only the config and the resolver document, so the token file's warning does not reach it.
    static let commands: [([String], Int32)] = [
        (["validate", "--config", "tokenc.json"], 1),
        (["build", "--config", "tokenc.json"], 1),
        (["resolve", "--config", "tokenc.json", "--input", "brand=a"], 1),
        (["permutations", "--config", "tokenc.json"], 0),
        (["diff", "--config", "tokenc.json", "--from", "brand=a", "--to", "brand=b"], 1),
        (["diff", "--config", "tokenc.json", "--from", "brand=a", "--to", "brand=b", "--diagnostics-format", "json"], 1),
    ]

    @Test(arguments: commands)
    func theConfigsWarningsAsErrorsActsAsTheFlag(_ args: [String], strictStatus: Int32) throws {
        let lenient = try CLI.run(args, in: try Self.project())
        #expect(lenient.status == 0, "\(args): \(lenient.stderr)")
        let flagged = try CLI.run(args + ["--warnings-as-errors"], in: try Self.project())
        #expect(flagged.status == strictStatus, "\(args): \(flagged.stderr)")
        let configDir = try Self.project(config: #"{"resolver": "r.json", "json": {}, "validation": {"warningsAsErrors": true}}"#)
        let configured = try CLI.run(args, in: configDir)
        #expect(configured.status == strictStatus, "\(args): \(configured.stderr)")
        #expect(configured.stderr == flagged.stderr, "\(args)")
        // A build stopped by a warning writes nothing.
        if args[0] == "build" { #expect(!FileManager.default.fileExists(atPath: configDir.appendingPathComponent("Output").path)) }
    }
}
