import Testing
@testable import TokenCore

@Suite struct ColorGamutTests {
    func p3(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1) -> ColorValue {
        ColorValue(colorSpace: .displayP3, components: [r, g, b], alpha: alpha)
    }
    func expectRGB(_ c: (red: Double, green: Double, blue: Double), _ e: [Double], tolerance: Double = 0.001,
                   sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(abs(c.red - e[0]) <= tolerance && abs(c.green - e[1]) <= tolerance && abs(c.blue - e[2]) <= tolerance,
                "\(c) vs \(e)", sourceLocation: sourceLocation)
    }

    @Test func gamutChecks() {
        #expect(ColorValue(colorSpace: .srgb, components: [1, 0, 1]).isInSRGBGamut)
        #expect(!p3(1, 0, 0).isInSRGBGamut)
        #expect(p3(1, 0, 0).isInDisplayP3Gamut)
        #expect(p3(0.5, 0.5, 0.5).isInSRGBGamut)
        #expect(!ColorValue(colorSpace: .rec2020, components: [0, 1, 0]).isInDisplayP3Gamut)
        // The DTCG oklch hot pink, rounded as printed, lies just outside sRGB (it still maps to #ff00ff).
        #expect(ColorValue(colorSpace: .oklch, components: [0.7016, 0.3225, 328.363]).isInSRGBGamut == false)
        #expect(ColorValue(colorSpace: .srgb, components: [1.00005, 0, -0.00005]).isInSRGBGamut)
        #expect(!ColorValue(colorSpace: .srgb, components: [1.001, 0, 0]).isInSRGBGamut)
    }

    // Reference values: color.js test/gamut.js, "P3 primaries to sRGB, CSS algorithm" (epsilon 0.001).
    @Test func cssGamutMappingOfP3Primaries() {
        expectRGB(p3(1, 0, 0).srgbComponents, [1, 0.04457, 0.045932])
        expectRGB(p3(0, 1, 0).srgbComponents, [0, 0.98576, 0.15974])
        expectRGB(p3(0, 0, 1).srgbComponents, [0, 0, 1])
        expectRGB(p3(1, 1, 0).srgbComponents, [0.99623, 0.99901, 0])
        expectRGB(p3(0, 1, 1).srgbComponents, [0, 0.99645, 0.98471])
        expectRGB(p3(1, 0, 1).srgbComponents, [1, 0.16736, 0.98264])
    }

    @Test func whitesAndBlacksClampByLightness() {
        expectRGB(p3(1, 1, 1).srgbComponents, [1, 1, 1])
        expectRGB(p3(2, 0, 1).srgbComponents, [1, 1, 1])
        expectRGB(p3(0, 0, 0).srgbComponents, [0, 0, 0])
        expectRGB(p3(-1, 0, 0).srgbComponents, [0, 0, 0])
    }

    @Test func inGamutColoursAreUnchanged() {
        expectRGB(ColorValue(colorSpace: .srgb, components: [0.2, 0.4, 0.6]).srgbComponents, [0.2, 0.4, 0.6], tolerance: 0)
        expectRGB(p3(0.2, 0.4, 0.6).displayP3Components, [0.2, 0.4, 0.6], tolerance: 0)
        // sRGB red inside display-p3.
        expectRGB(ColorValue(colorSpace: .srgb, components: [1, 0, 0]).displayP3Components, [0.9175, 0.2003, 0.1386], tolerance: 1e-4)
    }

    @Test func mappingIntoDisplayP3() {
        let c = ColorValue(colorSpace: .rec2020, components: [0, 1, 0]).displayP3Components
        #expect(c.red >= 0 && c.red <= 1 && c.green >= 0.9 && c.green <= 1 && c.blue >= 0 && c.blue <= 1)
        // The mapped colour keeps roughly the hue and lightness (within JND of its clipped version).
        let mapped = ColorValue(colorSpace: .displayP3, components: [c.red, c.green, c.blue]).converted(to: .oklch)
        let original = ColorValue(colorSpace: .rec2020, components: [0, 1, 0]).converted(to: .oklch)
        #expect(abs((mapped.components[0] ?? 0) - (original.components[0] ?? 0)) < 0.02)
        #expect(abs((mapped.components[2] ?? 0) - (original.components[2] ?? 0)) < 3)
    }

    @Test func hexStrings() {
        #expect(ColorValue(colorSpace: .srgb, components: [1, 0, 1]).hexString == "#ff00ff")
        #expect(ColorValue(colorSpace: .srgb, components: [0, 0, 0], alpha: 0.5).hexString == "#00000080")
        // Rounded half up per channel: 0.5 × 255 = 127.5 → 80.
        #expect(ColorValue(colorSpace: .srgb, components: [0.5, 0.5, 0.5]).hexString == "#808080")
        #expect(ColorValue(colorSpace: .hsl, components: [330, 100, 50]).hexString == "#ff0080")
        #expect(ColorValue(colorSpace: .oklch, components: [0.7016, 0.3225, 328.363]).hexString == "#ff00ff")
        #expect(ColorValue(colorSpace: .displayP3, components: [1, 0, 0]).hexString == "#ff0b0c")
        #expect(ColorValue(colorSpace: .srgb, components: [1, 1, 1], alpha: 1).hexString == "#ffffff")
    }

    @Test func parsesHex() throws {
        let six = try #require(ColorValue(hex: "#FF8000"))
        #expect(six == ColorValue(colorSpace: .srgb, components: [1, 128.0 / 255, 0], alpha: 1, hex: "#ff8000"))
        let three = try #require(ColorValue(hex: "#f80"))
        #expect(three.components == [1, 136.0 / 255, 0])
        #expect(three.hex == "#ff8800")
        let four = try #require(ColorValue(hex: "#f808"))
        #expect(four.alpha == 136.0 / 255)
        let eight = try #require(ColorValue(hex: "#00000080"))
        #expect(eight.alpha == 128.0 / 255)
        #expect(eight.hex == "#000000")
        #expect(eight.hexString == "#00000080")
        for bad in ["", "#", "ff0000", "#ff000", "#ff00000", "#gg0000", "#ff0000ff0", " #fff", "#fff ", "#ff00\u{E9}", "#\u{301}abc", "#ff\u{301}0"] {
            #expect(ColorValue(hex: bad) == nil, "\(bad)")
        }
        #expect(ColorValue.isSixDigitHex("#A0b1C2"))
        #expect(!ColorValue.isSixDigitHex("#fff"))
    }
}
