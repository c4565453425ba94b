import Foundation
import Testing

/// A `hex` fallback that contradicts the components, through the real binary: a warning, and every output
/// (JSON, CSS, Swift) agrees on the components' colour.
@Suite(.serialized) struct HostileHexFallbackTests {
    /// The issue's reproduction: a `hex` fallback naming another colour than the components is a warning, and
    /// the JSON output's `hex` then agrees with the CSS and Swift colour (the components win).
    @Test func contradictingHexFallbackWarnsAndOutputsAgree() throws {
        let (p, _) = try HostileColourTests.project()
        defer { p.removeAll() }
        try p.write("tokens/t.json", HostileColourTests.tokens(##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}"##))
        let r = try p.tokenc(HostileColourTests.build)
        #expect(r.status == 0, "\(r.stderr.prefix(1000))")
        #expect(r.stderr.contains("tokens/t.json:1:") && r.stderr.contains("[hex-fallback-mismatch]"), "\(r.stderr.prefix(1000))")
        let json = HostileColourTests.text(p, "out/JSON"), css = HostileColourTests.text(p, "out/CSS"), swift = HostileColourTests.text(p, "out/Swift")
        #expect(json.contains("\"#ff0000\"") && !json.contains("#00ff00"), "\(json.prefix(1000))")
        #expect(css.contains("#ff0000") && !css.contains("#00ff00"), "\(css.prefix(1000))")
        #expect(swift.contains("\"#ff0000\"") && !swift.contains("#00ff00"))
        // With --warnings-as-errors the mismatch stops the build.
        #expect(try p.tokenc(HostileColourTests.build + ["--warnings-as-errors"]).status == 1)
    }
}
