import Testing
@testable import TokenCore

/// The range each colour space accepts (the Color module's, with Lab/OKLab a and b and LCH/OKLCH chroma bounded),
/// and conversions that are total: no NaN or infinity reaches a byte conversion or the gamut-mapping search, for
/// any `Double`.
@Suite struct ColorRangeTests {
    /// The components the Color module leaves unbounded, past tokenc's bound: located errors naming the range.
    /// The issue's reproductions are the first two.
    @Test func unboundedComponentsAreBounded() {
        let bad: [(String, String, String, String)] = [
            ("oklch", "[0.5, 1e155, 30]", "/$value/components/1", "invalid color: oklch chroma must be between 0 and 10, found 1e+155"),
            ("lab", "[50, 1e300, 0]", "/$value/components/1", "invalid color: lab a must be between -1000 and 1000, found 1e+300"),
            ("lab", "[50, 0, -1000.0000000000001]", "/$value/components/2", "invalid color: lab b must be between -1000 and 1000, found -1000.0000000000001"),
            ("lch", "[50, 1e308, 0]", "/$value/components/1", "invalid color: lch chroma must be between 0 and 1000, found 1e+308"),
            ("oklab", "[0.5, 10.000000000000002, 0]", "/$value/components/1", "invalid color: oklab a must be between -10 and 10, found 10.000000000000002"),
            ("oklab", "[0.5, 0, -1e155]", "/$value/components/2", "invalid color: oklab b must be between -10 and 10, found -1e+155"),
        ]
        for (space, components, pointer, message) in bad {
            let r = parseValue(.color, #"{"colorSpace": "\#(space)", "components": \#(components)}"#)
            #expect(r.value == nil, "\(space) \(components)")
            #expect(r.pointers == [pointer], "\(space) \(components)")
            #expect(r.diagnostics.count == 1 && r.diagnostics[0].message == message, "\(r.diagnostics.map(\.message))")
        }
        for (space, components) in [("lab", "[50, -1000, 1000]"), ("lch", "[50, 1000, 0]"), ("oklab", "[0.5, -10, 10]"),
                                    ("oklch", "[0.5, 10, 359.99999999999994]"), ("oklch", "[1, 5e-324, -0]")] {
            #expect(parseValue(.color, #"{"colorSpace": "\#(space)", "components": \#(components)}"#).errors.isEmpty, "\(space) \(components)")
        }
    }

    /// Values along each accepted range: its ends, the middle, −0 and the smallest subnormal.
    static func samples(_ r: ColorSpace.ComponentRange) -> [Double] {
        switch r {
        case .unit: return [0, 1, 0.5, -0.0, 5e-324]
        case .percentage: return [0, 100, 50, -0.0, 5e-324]
        case .hue: return [0, 359.99999999999994, 180, -0.0, 5e-324]
        case .chroma(let limit): return [0, limit, limit / 2, -0.0, 5e-324]
        case .axis(let limit): return [-limit, limit, 0, -0.0, 5e-324]
        }
    }

    /// True when `hex` is `#rrggbb` or `#rrggbbaa` in lowercase hex digits.
    static func isHex(_ hex: String) -> Bool {
        let u = Array(hex.utf8)
        return (u.count == 7 || u.count == 9) && u[0] == UInt8(ascii: "#")
            && u.dropFirst().allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    /// Every colour on a grid of each space's accepted ranges converts to every space, maps into sRGB and
    /// Display P3, prints as hex and measures luminance and ΔE with finite numbers.
    @Test func everyAcceptedColourConvertsToFiniteNumbers() {
        for space in ColorSpace.allCases {
            let s = space.componentRanges.map(Self.samples)
            for a in s[0] { for b in s[1] { for c in s[2] {
                let colour = ColorValue(colorSpace: space, components: [a, b, c], alpha: 5e-324)
                let label = "\(space.rawValue) [\(a), \(b), \(c)]"
                #expect(Self.isHex(colour.hexString), "\(label): \(colour.hexString)")
                let rgb = colour.srgbComponents, p3 = colour.displayP3Components
                for v in [rgb.red, rgb.green, rgb.blue, p3.red, p3.green, p3.blue] {
                    #expect(v >= 0 && v <= 1, "\(label): \(rgb) \(p3)")
                }
                #expect(colour.relativeLuminance.isFinite && colour.deltaE2000(ColorValue(colorSpace: .srgb, components: [1, 1, 1])).isFinite, "\(label)")
                for target in ColorSpace.allCases {
                    let out = colour.converted(to: target).components
                    #expect(out.allSatisfy { $0?.isFinite ?? true }, "\(label) → \(target.rawValue): \(out)")
                }
            } } }
        }
    }

    /// The colour API takes any `Double` (validation bounds only what is read): NaN, infinities and the largest
    /// doubles in any component give in-range sRGB, Display P3 and hex, never a trap or an endless search.
    @Test func conversionsAreTotalForAnyDouble() {
        let values: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e155, -1e155]
        for space in ColorSpace.allCases {
            for i in 0..<3 {
                for v in values {
                    var components: [Double?] = [0.5, 0.5, 0.5]
                    components[i] = v
                    let colour = ColorValue(colorSpace: space, components: components, alpha: i == 0 ? v : 1)
                    let label = "\(space.rawValue) \(components)"
                    #expect(Self.isHex(colour.hexString), "\(label): \(colour.hexString)")
                    let rgb = colour.srgbComponents, p3 = colour.displayP3Components
                    for c in [rgb.red, rgb.green, rgb.blue, p3.red, p3.green, p3.blue] {
                        #expect(c >= 0 && c <= 1, "\(label): \(rgb) \(p3)")
                    }
                }
            }
        }
        // The byte conversion under hex saturates instead of trapping.
        #expect(ColorValue.byte(.nan) == 0 && ColorValue.byte(.infinity) == 255 && ColorValue.byte(-.infinity) == 0)
    }
}
