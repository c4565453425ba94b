/// The one place emitters read colours, over the colour API of `ColorValue`: sRGB (extended, so
/// wide-gamut colours keep their saturation), Display P3, gamut and hex.
package struct EmitColor: Hashable {
    /// sRGB components; outside 0…1 for colours beyond the sRGB gamut.
    package var red: Double, green: Double, blue: Double
    /// 0…1.
    package var alpha: Double
    /// `#rrggbb`, or `#rrggbbaa` when translucent (gamut-mapped into sRGB for wide-gamut colours).
    package var hex: String
    /// Display P3 components (gamut-mapped into Display P3), when the colour lies outside sRGB.
    package var displayP3: (Double, Double, Double)?

    /// Reads `value`.
    package init(_ value: ColorValue) {
        let srgb = value.converted(to: .srgb).components
        red = srgb.count > 0 ? (srgb[0] ?? 0) : 0
        green = srgb.count > 1 ? (srgb[1] ?? 0) : 0
        blue = srgb.count > 2 ? (srgb[2] ?? 0) : 0
        alpha = value.alpha
        hex = value.hexString
        if value.isInSRGBGamut {
            displayP3 = nil
        } else {
            let p3 = value.displayP3Components
            displayP3 = (p3.red, p3.green, p3.blue)
        }
    }

    package static func == (a: EmitColor, b: EmitColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha && a.hex == b.hex
            && a.displayP3?.0 == b.displayP3?.0 && a.displayP3?.1 == b.displayP3?.1 && a.displayP3?.2 == b.displayP3?.2
    }

    package func hash(into h: inout Hasher) {
        h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha); h.combine(hex)
    }

    /// A component rounded to `places` decimals for printing (component noise below 1e-5 is invisible and
    /// would only make output unstable across colour-math changes).
    package static func rounded(_ x: Double, places: Int = 5) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let r = (x * scale).rounded() / scale
        return NumberText.format(r == 0 ? 0 : r)
    }
}
