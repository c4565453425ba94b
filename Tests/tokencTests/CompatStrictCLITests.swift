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
}
