#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import TokenCore

/// Expects every component of `actual` within `tolerance` of `expected` (`nil` = a `none` hue).
func expectComponents(
    _ actual: ColorValue, _ expected: [Double?], tolerance: Double = 1e-4,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    #expect(actual.components.count == expected.count, sourceLocation: sourceLocation)
    for (a, e) in zip(actual.components, expected) {
        switch (a, e) {
        case let (a?, e?):
            #expect(abs(a - e) <= tolerance, "\(actual.components) vs \(expected)", sourceLocation: sourceLocation)
        case (nil, nil):
            break
        default:
            Issue.record("\(actual.components) vs \(expected)", sourceLocation: sourceLocation)
        }
    }
}

/// An sRGB colour from 0…255 channels.
func rgb255(_ r: Double, _ g: Double, _ b: Double) -> ColorValue {
    ColorValue(colorSpace: .srgb, components: [r / 255, g / 255, b / 255])
}

@Suite struct ColorConversionTests {
    static let red = ColorValue(colorSpace: .srgb, components: [1, 0, 0])
    static let lime = ColorValue(colorSpace: .srgb, components: [0, 1, 0])
    static let blue = ColorValue(colorSpace: .srgb, components: [0, 0, 1])
    static let magenta = ColorValue(colorSpace: .srgb, components: [1, 0, 1])
    static let white = ColorValue(colorSpace: .srgb, components: [1, 1, 1])
    static let black = ColorValue(colorSpace: .srgb, components: [0, 0, 0])

    // Reference values: color.js test/conversions.js (epsilon 1e-4 there too).
    @Test func srgbToOKLab() {
        expectComponents(Self.white.converted(to: .oklab), [1, 0, 0])
        expectComponents(Self.red.converted(to: .oklab), [0.627955, 0.224863, 0.125846])
        expectComponents(Self.lime.converted(to: .oklab), [0.86644, -0.233888, 0.179498])
        expectComponents(Self.blue.converted(to: .oklab), [0.452014, -0.032457, -0.311528])
        expectComponents(Self.magenta.converted(to: .oklab), [0.701674, 0.274566, -0.169156])
        expectComponents(rgb255(0, 255, 255).converted(to: .oklab), [0.905399, -0.149444, -0.039398])
        expectComponents(rgb255(255, 255, 0).converted(to: .oklab), [0.967983, -0.071369, 0.198570])
        expectComponents(Self.black.converted(to: .oklab), [0, 0, 0])
    }

    @Test func srgbToOKLCH() {
        expectComponents(Self.white.converted(to: .oklch), [1, 0, nil])
        expectComponents(Self.red.converted(to: .oklch), [0.6279553639214311, 0.2576833038053608, 29.23388027962784])
        expectComponents(Self.lime.converted(to: .oklch), [0.8664396175234368, 0.2948272245426958, 142.4953450414439])
        expectComponents(Self.blue.converted(to: .oklch), [0.45201371817442365, 0.3132143886344849, 264.0520226163699])
    }

    @Test func srgbToLCHAndLab() {
        expectComponents(rgb255(112, 128, 144).converted(to: .lch), [52.69734985816035, 11.234156441150068, 253.00263766910288])
        expectComponents(rgb255(255, 239, 213).converted(to: .lch), [95.22890204788412, 14.894161408435306, 80.18569512775224])
        expectComponents(Self.white.converted(to: .lch), [100, 0, nil])
        expectComponents(Self.black.converted(to: .lch), [0, 0, nil])
        // lab is lch in rectangular form.
        let h = 253.00263766910288 * Double.pi / 180
        expectComponents(rgb255(112, 128, 144).converted(to: .lab),
                         [52.69734985816035, 11.234156441150068 * cos(h), 11.234156441150068 * sin(h)])
        expectComponents(Self.white.converted(to: .lab), [100, 0, 0])
    }

    @Test func srgbToXYZAndLinear() {
        expectComponents(Self.white.converted(to: .xyzD65), [0.9504559270516717, 1, 1.0890577507598784], tolerance: 1e-9)
        // D50 white point from the same 4-figure chromaticities.
        expectComponents(Self.white.converted(to: .xyzD50), [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585])
        expectComponents(ColorValue(colorSpace: .srgb, components: [0.5, 0.5, 0.5]).converted(to: .srgbLinear),
                         [0.21404114, 0.21404114, 0.21404114])
        // The sRGB → XYZ matrix's first column is red.
        expectComponents(Self.red.converted(to: .xyzD65), [506752.0 / 1228815, 87098.0 / 409605, 7918.0 / 409605], tolerance: 1e-12)
    }

    @Test func hwbAndHSL() {
        func hwb(_ h: Double, _ w: Double, _ b: Double) -> ColorValue { ColorValue(colorSpace: .hwb, components: [h, w, b]) }
        expectComponents(hwb(0, 20, 40).converted(to: .srgb), [0.6, 0.2, 0.2])
        expectComponents(hwb(90, 30, 5).converted(to: .srgb), [0.625, 0.95, 0.3])
        expectComponents(hwb(30, 0, 80).converted(to: .srgb), [0.2, 0.1, 0])
        expectComponents(hwb(720, 20, 40).converted(to: .srgb), [0.6, 0.2, 0.2])
        expectComponents(hwb(-270, 30, 5).converted(to: .srgb), [0.625, 0.95, 0.3])
        expectComponents(hwb(0, 40, 80).converted(to: .srgb), [1.0 / 3, 1.0 / 3, 1.0 / 3])
        expectComponents(hwb(0, 50, 50).converted(to: .srgb), [0.5, 0.5, 0.5])
        expectComponents(ColorValue(colorSpace: .srgb, components: [0.6, 0.2, 0.2]).converted(to: .hwb), [0, 20, 40])
        expectComponents(Self.black.converted(to: .hwb), [nil, 0, 100])
        expectComponents(Self.white.converted(to: .hwb), [nil, 100, 0])
        expectComponents(Self.black.converted(to: .hsl), [nil, 0, 0])
        expectComponents(Self.white.converted(to: .hsl), [nil, 0, 100])
        expectComponents(Self.magenta.converted(to: .hsl), [300, 100, 50], tolerance: 1e-12)
        expectComponents(ColorValue(colorSpace: .hsl, components: [330, 100, 50]).converted(to: .srgb), [1, 0, 0.5], tolerance: 1e-12)
        // The DTCG example: hsl with a `none` hue is white.
        expectComponents(ColorValue(colorSpace: .hsl, components: [nil, 0, 100]).converted(to: .srgb), [1, 1, 1])
    }

    @Test func outOfGamutToHSLAndHWB() {
        let rec2020Blue = ColorValue(colorSpace: .rec2020, components: [0, 0, 1])
        expectComponents(rec2020Blue.converted(to: .hwb), [230.63914728691736, -29.9212950204808, -5.0489461007690295])
        expectComponents(rec2020Blue.converted(to: .hsl), [230.63914728691736, 179.65454686851365, 37.563825540144116])
    }

    @Test func displayP3() {
        func p3(_ r: Double, _ g: Double, _ b: Double) -> ColorValue { ColorValue(colorSpace: .displayP3, components: [r, g, b]) }
        expectComponents(p3(0.47, 0.47, 0.47).converted(to: .srgb), [0.47, 0.47, 0.47])
        expectComponents(p3(1, 1, 1).converted(to: .srgb), [1, 1, 1])
        expectComponents(p3(-0.1, -0.1, -0.1).converted(to: .srgb), [-0.1, -0.1, -0.1])
        expectComponents(p3(0.238, 0.532, 0.611).converted(to: .srgb), [0.019595, 0.54027, 0.621351])
        expectComponents(p3(1, 0, 0).converted(to: .srgb), [1.09299, -0.226745, -0.150155])
        expectComponents(p3(0, 1, 0).converted(to: .srgb), [-0.511567, 1.018276, -0.310711])
        expectComponents(p3(0, 0, 1).converted(to: .srgb), [0, 0, 1.0420216193529395])
        // CSS Color 4 §10.1: sRGB red is color(display-p3 0.9175 0.2003 0.1386).
        expectComponents(Self.red.converted(to: .displayP3), [0.9175, 0.2003, 0.1386], tolerance: 1e-4)
    }

    @Test func wideGamutRGBSpaces() {
        // Each RGB space maps its white to D65 white (prophoto via Bradford from D50) and black to black.
        for space in [ColorSpace.a98RGB, .rec2020, .prophotoRGB, .displayP3, .srgbLinear] {
            expectComponents(Self.white.converted(to: space), [1, 1, 1])
            expectComponents(Self.black.converted(to: space), [0, 0, 0])
        }
        // a98-rgb shares sRGB's red and blue primaries.
        let a98Red = Self.red.converted(to: .a98RGB)
        expectComponents(a98Red, [a98Red.components[0], 0, 0])
        #expect(abs((a98Red.components[0] ?? 0) - 0.8585949) < 1e-4)
        expectComponents(Self.red.converted(to: .rec2020), [0.7919771, 0.2309755, 0.0737604])
        expectComponents(Self.red.converted(to: .prophotoRGB), [0.7022200, 0.2757124, 0.1035500])
    }

    @Test func dtcgHotPinkExamples() {
        // The Color module's examples: #ff00ff written in each space (rounded as printed there).
        let cases: [(ColorSpace, [Double?], Double)] = [
            (.hwb, [300, 0, 0], 1e-9),
            (.lab, [60.17, 93.54, -60.5], 0.01),
            (.lch, [60.17, 111.4, 327.11], 0.01),
            (.oklab, [0.701, 0.2746, -0.169], 0.001),
            (.oklch, [0.7016, 0.3225, 328.363], 0.001),
            (.xyzD65, [0.5929, 0.2848, 0.9699], 1e-4),
            (.xyzD50, [0.5791, 0.2831, 0.728], 1e-4),
        ]
        for (space, expected, tolerance) in cases {
            expectComponents(Self.magenta.converted(to: space), expected, tolerance: tolerance)
            let back = ColorValue(colorSpace: space, components: expected)
            #expect(back.hexString == "#ff00ff", "\(space)")
        }
    }

    @Test func roundTripsThroughEverySpace() {
        let samples = [rgb255(18, 52, 86), rgb255(250, 128, 114), rgb255(112, 128, 144), Self.red, Self.blue]
        for color in samples {
            for via in ColorSpace.allCases {
                let back = color.converted(to: via).converted(to: .srgb)
                expectComponents(back, color.components, tolerance: 1e-9)
            }
        }
    }

    @Test func conversionKeepsAlphaAndDropsHex() {
        let c = ColorValue(colorSpace: .srgb, components: [1, 0, 0], alpha: 0.5, hex: "#ff0000")
        let o = c.converted(to: .oklch)
        #expect(o.alpha == 0.5)
        #expect(o.hex == nil)
        #expect(c.converted(to: .srgb) == c)
    }

    @Test func noneComponentsReadAsZero() {
        let c = ColorValue(colorSpace: .oklch, components: [0.5, nil, nil])
        expectComponents(c.converted(to: .oklab), [0.5, 0, 0])
        let lab = ColorValue(colorSpace: .lab, components: [nil, nil, nil])
        expectComponents(lab.converted(to: .srgb), [0, 0, 0])
    }
}
