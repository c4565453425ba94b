import Testing
@testable import TokenCore

/// `untyped-token` is an error by default (the build fails and names the type to add); the config's
/// `validation["untyped-token"]` lowers it to a warning (the token left out, the rest built) or turns it off.
@Suite struct UntypedTokenSeverityTests {
    /// Builds a Style Dictionary file with one untyped token under `validation`, if any.
    static func build(validation: String?) throws -> TokenBuild.Outcome {
        let config = #"{"tokens": ["sd.json"], "css": {"path": "css"}"# + (validation.map { #", "validation": "# + $0 } ?? "") + "}"
        let files = [
            "tokenc.json": SourceFile(path: "tokenc.json", text: config),
            "sd.json": SourceFile(path: "sd.json", text: ##"{"color": {"a": {"value": "#fff"}}, "misc": {"mode": {"value": {"kind": "none"}}}}"##),
        ]
        return try TokenBuild(project: .config("tokenc.json"), sources: InMemorySourceProvider(files)).run().get()
    }

    @Test func byDefaultItFailsTheBuild() throws {
        let outcome = try Self.build(validation: nil)
        let untyped = outcome.reported.filter { $0.code == .untypedToken }
        #expect(untyped.map(\.severity) == [.error])
        #expect(untyped.first?.message.contains(##"add "type": "…""##) == true)
        #expect(untyped.first?.location?.file == "sd.json")
        #expect(outcome.rendered == nil)
    }

    @Test(arguments: [#"{"untyped-token": {"severity": "warning"}}"#, #"{"untyped-token": "warning"}"#])
    func aWarningLeavesTheTokenOutAndBuildsTheRest(_ validation: String) throws {
        let outcome = try Self.build(validation: validation)
        #expect(outcome.reported.map(\.code) == [.untypedToken])
        #expect(outcome.reported.map(\.severity) == [.warning])
        let css = try #require(outcome.rendered?.files.first { $0.path.hasSuffix(".css") })
        let text = String(decoding: css.contents, as: UTF8.self)
        #expect(text.contains("--color-a") && !text.contains("--misc-mode"))
    }

    @Test func offSaysNothing() throws {
        let outcome = try Self.build(validation: #"{"untyped-token": "off"}"#)
        #expect(outcome.reported.isEmpty, "\(outcome.reported.map(\.message))")
        #expect(outcome.rendered != nil)
    }

    @Test func overridesAndTheDiagnosticsKeyAreRefused() {
        let withOverrides = ValidationConfig.decode(MigrationFixture.json(#"{"untyped-token": {"severity": "warning", "overrides": [{"when": {"theme": "dark"}, "severity": "error"}]}}"#)!.objectValue!, file: "tokenc.json")
        #expect(withOverrides.1.map(\.code) == [.configInvalid])
        #expect(withOverrides.1.first?.message.contains("no \"overrides\"") == true)
        let viaDiagnostics = Config.decode(SourceFile(path: "tokenc.json", text: #"{"tokens": ["a.json"], "diagnostics": {"untyped-token": "warning"}}"#))
        #expect(viaDiagnostics.diagnostics.map(\.message).contains { $0.contains("set by \"validation.untyped-token\"") }, "\(viaDiagnostics.diagnostics.map(\.message))")
    }
}
