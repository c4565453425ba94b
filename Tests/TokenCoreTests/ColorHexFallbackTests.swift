import Testing
@testable import TokenCore

/// A colour's `hex` fallback checked against its components: a contradiction is a warning and the components win.
@Suite struct ColorHexFallbackTests {
    /// A `hex` fallback that names another colour than the components: a warning at the fallback, and the
    /// value keeps the components' hex (so JSON, CSS and Swift agree). Rounding and clipping differences are not
    /// contradictions.
    @Test func contradictingHexFallbackIsReplacedWithAWarning() {
        let r = parseValue(.color, ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#00ff00"}"##)
        #expect(r.errors.isEmpty)
        #expect(r.diagnostics.map(\.code) == [.hexFallbackMismatch])
        #expect(r.pointers == ["/$value/hex"])
        #expect(r.diagnostics.first?.message == "color hex fallback #00ff00 is not the colour of the components (#ff0000 in sRGB); every output uses #ff0000")
        #expect(r.canonical == ##"{"colorSpace":"srgb","components":[1,0,0],"alpha":1,"hex":"#ff0000"}"##)

        let agreeing: [(String, String, String)] = [
            ("srgb", "[1, 0, 0]", "#fe0001"),              // rounded differently
            ("srgb", "[0.5, 0.5, 0.5]", "#808080"),        // 127.5 rounded up
            ("srgb", "[0.5, 0.5, 0.5]", "#7f7f7f"),        // or down
            ("display-p3", "[1, 0, 1]", "#ff00ff"),        // clipped instead of gamut-mapped
            ("oklch", "[0.7, 0.4, 30]", "#ff0000"),        // clipped, far outside sRGB
            ("hsl", "[\"none\", 0, 100]", "#ffffff"),
        ]
        for (space, components, hex) in agreeing {
            let ok = parseValue(.color, ##"{"colorSpace": "\##(space)", "components": \##(components), "hex": "\##(hex)"}"##)
            #expect(ok.diagnostics.isEmpty, "\(space) \(components) \(hex): \(ok.lines)")
            guard case .color(let c)? = ok.value else { Issue.record("\(space)"); continue }
            #expect(c.hex == hex, "kept as written")
        }
        // Inside a composite the same check applies, located at the composite's colour.
        let border = parseValue(.border, ##"{"color": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#ffffff"}, "width": {"value": 1, "unit": "px"}, "style": "solid"}"##)
        #expect(border.diagnostics.map(\.code) == [.hexFallbackMismatch])
        #expect(border.pointers == ["/$value/color/hex"])
    }
}
