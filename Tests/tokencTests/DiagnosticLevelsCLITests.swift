import Foundation
import Testing
import TestSupport

/// `"diagnostics"` in tokenc.json sets a warning code's level for every command; a mistake in it is a located
/// configuration error (exit 2).
@Suite struct DiagnosticLevelsCLITests {
    /// A project whose only finding is a `non-standard-unit` warning (`em`), with `diagnostics` as its levels.
    static func project(diagnostics: String?) throws -> URL {
        let levels = diagnostics.map { #", "diagnostics": \#($0)"# } ?? ""
        return try CLITests.project([
            "tokenc.json": #"{"tokens": ["t.json"], "json": {}\#(levels)}"#,
            "t.json": #"{"gap": {"$type": "dimension", "$value": {"value": 1, "unit": "em"}}}"#,
        ])
    }

    @Test func aWarningSetOffIsSilentAndTheBuildPasses() throws {
        let plain = try CLI.run(["build", "--config", "tokenc.json"], in: try Self.project(diagnostics: nil))
        #expect(plain.status == 0)
        #expect(plain.stderr.contains("[non-standard-unit]"), "\(plain.stderr)")
        let off = try CLI.run(["build", "--config", "tokenc.json", "--warnings-as-errors"],
                              in: try Self.project(diagnostics: #"{"non-standard-unit": "off"}"#))
        #expect(off.status == 0, "\(off.stderr)")
        #expect(!off.stderr.contains("non-standard-unit"), "\(off.stderr)")
    }

    @Test func aWarningRaisedToAnErrorFailsTheBuild() throws {
        let dir = try Self.project(diagnostics: #"{"non-standard-unit": "error"}"#)
        let raised = try CLI.run(["build", "--config", "tokenc.json"], in: dir)
        #expect(raised.status == 1)
        #expect(raised.stderr.contains("t.json:1:63: error:"), "\(raised.stderr)")
        #expect(raised.stderr.contains("[non-standard-unit]"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("Output").path))
    }

    @Test func anUnknownCodeIsALocatedConfigError() throws {
        let result = try CLI.run(["validate", "--config", "tokenc.json"],
                                 in: try Self.project(diagnostics: #"{"non-standrad-unit": "off"}"#))
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"tokenc.json:1:52: error: unknown diagnostic code "non-standrad-unit"; did you mean "non-standard-unit"? [config-invalid]"#),
                "\(result.stderr)")
    }

    @Test func aBadLevelAndALoweredErrorAreLocatedConfigErrors() throws {
        let result = try CLI.run(["build", "--config", "tokenc.json"],
                                 in: try Self.project(diagnostics: #"{"non-standard-unit": "warn", "invalid-value": "off"}"#))
        #expect(result.status == 2)
        #expect(result.stderr.contains(#"tokenc.json:1:73: error: the level of "non-standard-unit" must be one of "off", "note", "warning", "error", not "warn"; did you mean "warning"? [config-invalid]"#),
                "\(result.stderr)")
        #expect(result.stderr.contains(#"tokenc.json:1:98: error: "invalid-value" is an error that cannot be lowered"#), "\(result.stderr)")
    }
}
