import Testing
@testable import TokenCore

/// Tokens Studio colour modifiers on their own: the expectations of sd-transforms'
/// `test/spec/color-modifiers/transformColorModifiers.spec.ts` (tokens-studio/sd-transforms, MIT licence,
/// https://github.com/tokens-studio/sd-transforms). Each expected colour is the string colorjs printed, read
/// back as components of its space: a result must equal it to within half a unit of its last printed digit, and
/// every hex expectation to within 1/255 per channel.
@Suite struct ColorModifierTests {
    static let red = ColorValue(hex: "#C14242")!
    static let black = ColorValue(hex: "#000000")!
    static let white = ColorValue(hex: "#FFFFFF")!
    static let blue = ColorValue(hex: "#4477DD")!

    /// A row: the modifier, the colour it applies to, the space, and the expected components (as colorjs printed
    /// them, in tokenc's units: srgb and p3 0–1, hsl and lch as written), alpha, and the tolerance.
    struct Row: Sendable, CustomStringConvertible {
        var kind: ColorModifierKind
        var base: ColorValue
        var amount: Double
        var space: ColorModifierSpace
        var other: ColorValue?
        var expected: [Double]
        var alpha: Double = 1
        var tolerance: [Double]
        /// The space colorjs printed the result in, when not the modifier's (an output `format`).
        var printedIn: ColorSpace? = nil
        var description: String { "\(kind) \(amount) in \(space) → \(expected)" }
    }

    static let hsl = [0.05, 0.05, 0.05], lch = [0.05, 0.05, 0.05], p3 = [0.005, 0.005, 0.005], srgb = [0.0005, 0.0005, 0.0005]

    static let rows: [Row] = [
        // lighten faint red to more light red
        Row(kind: .lighten, base: red, amount: 0.2, space: .hsl, expected: [0, 50.6, 60.6], tolerance: hsl),
        Row(kind: .lighten, base: red, amount: 0.2, space: .lch, expected: [57.7, 47.5, 29.7], tolerance: lch),
        Row(kind: .lighten, base: red, amount: 0.2, space: .p3, expected: [0.76, 0.44, 0.42], tolerance: p3),
        Row(kind: .lighten, base: red, amount: 0.2, space: .srgb, expected: [0.805, 0.407, 0.407], tolerance: srgb),
        // darken faint red to more darkened red
        Row(kind: .darken, base: red, amount: 0.2, space: .hsl, expected: [0, 50.6, 40.6], tolerance: hsl),
        Row(kind: .darken, base: red, amount: 0.2, space: .lch, expected: [37.7, 47.5, 29.7], tolerance: lch),
        Row(kind: .darken, base: red, amount: 0.2, space: .p3, expected: [0.56, 0.24, 0.22], tolerance: p3),
        Row(kind: .darken, base: red, amount: 0.2, space: .srgb, expected: [0.605, 0.207, 0.207], tolerance: srgb),
        // mix black with white, should give a grey
        Row(kind: .mix, base: black, amount: 0.5, space: .hsl, other: white, expected: [0, 0, 50], tolerance: hsl),
        Row(kind: .mix, base: black, amount: 0.5, space: .lch, other: white, expected: [50, 0, 0], tolerance: lch),
        Row(kind: .mix, base: black, amount: 0.5, space: .p3, other: white, expected: [0.5, 0.5, 0.5], tolerance: p3),
        Row(kind: .mix, base: black, amount: 0.5, space: .srgb, other: white, expected: [0.5, 0.5, 0.5], tolerance: srgb),
        // mix modifier value calculations: "0.5 + 6 * 0.04" is 0.74
        Row(kind: .mix, base: white, amount: 0.74, space: .hsl, other: blue, expected: [220, 51.2, 67.9], tolerance: hsl),
        Row(kind: .mix, base: white, amount: 0.74, space: .lch, other: blue, expected: [63.4, 43.7, 279], tolerance: [0.05, 0.05, 0.5]),
        Row(kind: .mix, base: white, amount: 0.74, space: .p3, other: blue, expected: [0.49, 0.6, 0.88], tolerance: p3),
        Row(kind: .mix, base: white, amount: 0.74, space: .srgb, other: blue, expected: [0.457, 0.605, 0.901], tolerance: srgb),
        // transparentize
        Row(kind: .alpha, base: red, amount: 0.2, space: .hsl, expected: [0, 50.6, 50.8], alpha: 0.2, tolerance: hsl),
        Row(kind: .alpha, base: red, amount: 0.2, space: .lch, expected: [47.1, 59.4, 29.7], alpha: 0.2, tolerance: lch),
        Row(kind: .alpha, base: red, amount: 0.2, space: .p3, expected: [0.7, 0.29, 0.28], alpha: 0.2, tolerance: p3),
        Row(kind: .alpha, base: red, amount: 0.2, space: .srgb, expected: [0.757, 0.259, 0.259], alpha: 0.2, tolerance: srgb),
        // darken in each space, printed in another ("allows passing an output format as an option")
        Row(kind: .darken, base: red, amount: 0.2, space: .lch, expected: [0.595, 0.215, 0.21], tolerance: srgb, printedIn: .srgb),
        Row(kind: .darken, base: red, amount: 0.2, space: .hsl, expected: [37.8, 51, 29.8], tolerance: [0.05, 0.5, 0.05], printedIn: .lch),
        Row(kind: .darken, base: red, amount: 0.2, space: .p3, expected: [0.606, 0.208, 0.207], tolerance: srgb, printedIn: .srgb),
        Row(kind: .darken, base: red, amount: 0.2, space: .srgb, expected: [0, 49, 40.6], tolerance: [0.05, 0.5, 0.05], printedIn: .hsl),
    ]

    @Test(arguments: rows)
    func matchesTokensStudio(_ row: Row) {
        let result = row.base.modified(row.kind, amount: row.amount, in: row.space, toward: row.other)
        #expect(result.colorSpace == row.space.colorSpace)
        let shown = row.printedIn.map { result.converted(to: $0) } ?? result
        for i in 0..<3 {
            let got = shown.components[i] ?? 0
            #expect(abs(got - row.expected[i]) <= row.tolerance[i] + 1e-9, "component \(i): \(got)")
        }
        #expect(abs(result.alpha - row.alpha) < 1e-9)
    }

    /// The hex expectations: darken 0.2 computed in each space, printed as hex, and the mix printed as hex.
    static let hexRows: [(ColorModifierKind, ColorValue, Double, ColorModifierSpace, ColorValue?, String)] = [
        (.darken, red, 0.2, .hsl, nil, "#9c3333"),
        (.darken, red, 0.2, .lch, nil, "#983735"),
        (.darken, red, 0.2, .p3, nil, "#9b3535"),
        (.darken, red, 0.2, .srgb, nil, "#9a3535"),
        (.mix, white, 0.74, .srgb, blue, "#759ae6"),
    ]

    @Test(arguments: hexRows.indices)
    func matchesTokensStudioHexWithinOneStep(_ i: Int) {
        let (kind, base, amount, space, other, hex) = Self.hexRows[i]
        let got = base.modified(kind, amount: amount, in: space, toward: other).srgbComponents
        let want = ColorValue(hex: hex)!.srgbComponents
        for (g, w) in [(got.red, want.red), (got.green, want.green), (got.blue, want.blue)] {
            #expect(abs(g - w) * 255 <= 1, "\(hex): \(g * 255) vs \(w * 255)")
        }
    }

    @Test func amountsOutsideZeroToOneAreClampedWhereTokensStudioClamps() {
        #expect(Self.red.modified(.alpha, amount: 1.5, in: .srgb).alpha == 1)
        #expect(Self.red.modified(.alpha, amount: -1, in: .srgb).alpha == 0)
        let mixed = Self.black.modified(.mix, amount: 2, in: .srgb, toward: Self.white)
        #expect(mixed.components == [1, 1, 1])
        let light = Self.red.modified(.lighten, amount: 3, in: .srgb)
        #expect(light.components == [1, 1, 1])
        let dark = Self.red.modified(.darken, amount: 3, in: .hsl)
        #expect(dark.components[2] == 0)
    }

    /// True when every component of `c` lies in its space's range and alpha in 0…1: what the colour reader accepts.
    static func isValid(_ c: ColorValue) -> Bool {
        zip(c.components, c.colorSpace.componentRanges).allSatisfy { v, r in v.map(r.contains) ?? true } && (0...1).contains(c.alpha)
    }

    /// No result is out of range, whatever the amount or the base colour (a display-p3 green is outside sRGB and HSL).
    @Test func everyResultIsAValidColour() {
        let p3Green = ColorValue(colorSpace: .displayP3, components: [0, 1, 0])
        let lchVivid = ColorValue(colorSpace: .lch, components: [50, 150, 140])
        for base in [Self.red, Self.black, Self.white, p3Green, lchVivid] {
            for kind in ColorModifierKind.allCases {
                for space in ColorModifierSpace.allCases {
                    for amount in [-5, -1, 0, 0.3, 1, 2.5] {
                        let c = base.modified(kind, amount: amount, in: space, toward: p3Green)
                        #expect(Self.isValid(c), "\(kind) \(amount) in \(space) of \(base): \(c)")
                        #expect(c.colorSpace == space.colorSpace)
                    }
                }
            }
        }
        // darken -5 in hsl once gave lightness 240, lighten -1 in srgb components of −0.6.
        #expect(Self.isValid(Self.red.modified(.darken, amount: -5, in: .hsl)))
        #expect(Self.isValid(Self.red.modified(.lighten, amount: -1, in: .srgb)))
    }
}
