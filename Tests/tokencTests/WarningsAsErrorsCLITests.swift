import Foundation
import Testing
import TestSupport

/// `--warnings-as-errors` goes through one policy (`WarningPolicy`): every command and every diagnostics format,
/// diff's JSON diagnostics included, turns the same warnings into errors.
@Suite struct WarningsAsErrorsCLITests {
    /// A project whose only finding is a warning (an unknown token property), with two brands to diff.
    static func project() throws -> URL {
        try CLITests.project([
            "tokenc.json": #"{"resolver": "r.json"}"#,
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
        #expect(strict.status == 2)
        #expect(strict.stderr.contains("$valeu"))
        #expect(format == "text" ? strict.stderr.contains("error: unknown token property") : strict.stderr.contains("\"severity\": \"error\"") || strict.stderr.contains("\"severity\":\"error\""),
                "\(strict.stderr)")
        #expect(strict.stdout.isEmpty)
    }
}
