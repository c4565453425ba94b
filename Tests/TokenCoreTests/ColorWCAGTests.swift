import Testing
@testable import TokenCore

@Suite struct ColorWCAGTests {
    func hex(_ s: String) -> ColorValue { ColorValue(hex: s)! }

    @Test func relativeLuminance() {
        #expect(hex("#ffffff").relativeLuminance == 1)
        #expect(hex("#000000").relativeLuminance == 0)
        #expect(abs(hex("#ff0000").relativeLuminance - 0.2126) < 1e-12)
        // 0x0a/255 = 0.0392 is below the 0.04045 threshold: linear segment.
        #expect(abs(hex("#0a0a0a").relativeLuminance - (10.0 / 255) / 12.92) < 1e-12)
        #expect(abs(hex("#777777").relativeLuminance - 0.18447) < 1e-5)
    }

    @Test func contrastRatios() {
        #expect(ColorValue.contrastRatio(hex("#000000"), hex("#ffffff")) == 21)
        #expect(ColorValue.contrastRatio(hex("#ffffff"), hex("#ffffff")) == 1)
        // #777777 on white is 4.48:1 and fails 4.5 (never rounded up).
        let r = ColorValue.contrastRatio(hex("#777777"), hex("#ffffff"))
        #expect(NumberText.fixed(r, places: 2, truncate: true) == "4.47")
        #expect(r < 4.5)
        #expect(abs(r - 4.4781) < 1e-3)
        #expect(ColorValue.contrastRatio(hex("#ffffff"), hex("#777777")) == r)
        #expect(abs(ColorValue.contrastRatio(hex("#767676"), hex("#ffffff")) - 4.5422) < 1e-3)
    }

    @Test func compositing() {
        let half = ColorValue(colorSpace: .srgb, components: [0, 0, 0], alpha: 0.5)
        let c = half.composited(over: hex("#ffffff"))
        #expect(c.colorSpace == .srgb)
        #expect(c.alpha == 1)
        #expect(c.components == [0.5, 0.5, 0.5])
        #expect(c.hexString == "#808080")
        // Translucent over translucent: alpha a + b(1 − a).
        let d = ColorValue(colorSpace: .srgb, components: [1, 0, 0], alpha: 0.5)
            .composited(over: ColorValue(colorSpace: .srgb, components: [0, 0, 1], alpha: 0.5))
        #expect(d.alpha == 0.75)
        #expect(d.components.map { (($0 ?? 0) * 1e9).rounded() / 1e9 } == [2.0 / 3, 0, 1.0 / 3].map { ($0 * 1e9).rounded() / 1e9 })
        // Opaque foreground wins; a non-sRGB colour is composited from its sRGB form.
        let opaque = ColorValue(colorSpace: .hsl, components: [0, 100, 50]).composited(over: hex("#00ff00"))
        #expect(opaque.components == [1, 0, 0])
        #expect(ColorValue(colorSpace: .srgb, components: [1, 1, 1], alpha: 0)
            .composited(over: ColorValue(colorSpace: .srgb, components: [1, 1, 1], alpha: 0)).alpha == 0)
    }
}
