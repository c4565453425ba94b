import Foundation
import Testing

/// Strict mode through the real binary: a compatibility form builds with a warning by default, and `--strict`
/// or `"compatibility": "strict"` in tokenc.json makes it an error that keeps the previous outputs.
@Suite(.serialized) struct CompatStrictCLITests {
    @Test func strictFlagAndConfigMakeCompatibilityWarningsErrors() throws {
        let (p, before) = try HostileColourTests.project()
        defer { p.removeAll() }
        try p.write("tokens/t.json", HostileColourTests.tokens(##"{"colorSpace": "srgb", "components": [1, 1, 1], "hex": "#fff"}"##))
        let strict = try p.tokenc(HostileColourTests.build + ["--strict"])
        #expect(strict.status == 1, "\(strict.stderr.prefix(1000))")
        #expect(strict.stderr.contains("error:") && strict.stderr.contains("[short-hex-fallback]"), "\(strict.stderr.prefix(1000))")
        #expect(p.snapshot("out") == before, "a failed strict build left the outputs alone")
        let lenient = try p.tokenc(HostileColourTests.build)
        #expect(lenient.status == 0, "\(lenient.stderr.prefix(1000))")
        #expect(lenient.stderr.contains("warning:") && lenient.stderr.contains("[short-hex-fallback]"), "\(lenient.stderr.prefix(1000))")
        try p.write("tokens/tokenc.json", HostileColourTests.config.replacingOccurrences(of: "{", with: #"{"compatibility": "strict", "#, options: [], range: HostileColourTests.config.range(of: "{")))
        let configured = try p.tokenc(HostileColourTests.build)
        #expect(configured.status == 1, "\(configured.stderr.prefix(1000))")
        #expect(configured.stderr.contains("[short-hex-fallback]"))
    }
    /// Strict mode rejects the pre-2025.10 string forms too (`deprecated-form`), whatever `legacyForms` says;
    /// without it they are accepted (silently by default, with a warning under `"legacyForms": "warn"`).
    @Test func strictModeRejectsLegacyDraftForms() throws {
        let cases: [(String, String, String)] = [
            ("a string dimension", #"{"t": {"$type": "dimension", "$value": "0.5rem"}}"#, "tokens/t.json:1:40:"),
            ("a string duration", #"{"t": {"$type": "duration", "$value": "100ms"}}"#, "tokens/t.json:1:39:"),
            ("string dashArray lengths", #"{"t": {"$type": "strokeStyle", "$value": {"dashArray": ["0.5rem", "2px"], "lineCap": "round"}}}"#,
             "tokens/t.json:1:57:"),
        ]
        let config = #"{"tokens": ["t.json"], "output": "../out", "css": {"path": "CSS"}, "json": {"path": "JSON"}}"#
        for (name, tokens, location) in cases {
            let p = try HostileProject(["tokens/tokenc.json": config, "tokens/t.json": #"{"x": {"$type": "number", "$value": 1}}"#])
            defer { p.removeAll() }
            let before = try p.goodBuild(["build", "--config", "tokens/tokenc.json"])
            try p.write("tokens/t.json", tokens)
            let strict = try p.tokenc(["build", "--config", "tokens/tokenc.json", "--strict"])
            #expect(strict.status == 1, "\(name): \(strict.stderr.prefix(1000))")
            #expect(strict.stderr.contains(location) && strict.stderr.contains("error:") && strict.stderr.contains("[deprecated-form]"),
                    "\(name): \(strict.stderr.prefix(1000))")
            #expect(p.snapshot("out") == before, "\(name): a failed strict build left the outputs alone")
            let validated = try p.tokenc(["validate", "--config", "tokens/tokenc.json", "--strict"])
            #expect(validated.status == 1 && validated.stderr.contains("[deprecated-form]"), "\(name): \(validated.stderr.prefix(1000))")
            let lenient = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
            #expect(lenient.status == 0 && !lenient.stderr.contains("[deprecated-form]"), "\(name): \(lenient.stderr.prefix(1000))")
            try p.write("tokens/tokenc.json", config.replacingOccurrences(of: #""css""#, with: #""legacyForms": "warn", "css""#))
            let warned = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
            #expect(warned.status == 0 && warned.stderr.contains(location + " warning:") && warned.stderr.contains("[deprecated-form]"),
                    "\(name): \(warned.stderr.prefix(1000))")
            try p.write("tokens/tokenc.json", config.replacingOccurrences(of: #""css""#, with: #""compatibility": "strict", "css""#))
            let configured = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
            #expect(configured.status == 1 && configured.stderr.contains("[deprecated-form]"), "\(name): \(configured.stderr.prefix(1000))")
        }
    }
}
