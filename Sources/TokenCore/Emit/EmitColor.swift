/// The one place emitters read colours, over the colour API of `ColorValue`: sRGB (extended, so
/// wide-gamut colours keep their saturation), Display P3, gamut and hex.
struct EmitColor: Hashable {
    /// sRGB components; outside 0…1 for colours beyond the sRGB gamut.
    var red: Double, green: Double, blue: Double
    /// 0…1.
    var alpha: Double
    /// `#rrggbb`, or `#rrggbbaa` when translucent (gamut-mapped into sRGB for wide-gamut colours).
    var hex: String
    /// Display P3 components (gamut-mapped into Display P3), when the colour lies outside sRGB.
    var displayP3: (Double, Double, Double)?

    /// Reads `value`.
    init(_ value: ColorValue) {
        let srgb = value.converted(to: .srgb).components
        red = srgb.count > 0 ? (srgb[0] ?? 0) : 0
        green = srgb.count > 1 ? (srgb[1] ?? 0) : 0
        blue = srgb.count > 2 ? (srgb[2] ?? 0) : 0
        alpha = value.alpha
        hex = Self.hex(value)
        if value.isInSRGBGamut {
            displayP3 = nil
        } else {
            let p3 = value.displayP3Components
            displayP3 = (p3.red, p3.green, p3.blue)
        }
    }

    static func == (a: EmitColor, b: EmitColor) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha && a.hex == b.hex
            && a.displayP3?.0 == b.displayP3?.0 && a.displayP3?.1 == b.displayP3?.1 && a.displayP3?.2 == b.displayP3?.2
    }

    func hash(into h: inout Hasher) {
        h.combine(red); h.combine(green); h.combine(blue); h.combine(alpha); h.combine(hex)
    }

    /// `ColorValue.hexString`, written straight into a small string: `#rrggbb`, or `#rrggbbaa` when
    /// translucent, from the gamut-mapped sRGB components, each channel rounded half up.
    static func hex(_ value: ColorValue) -> String {
        let c = value.srgbComponents
        let translucent = value.alpha < 1
        return String(unsafeUninitializedCapacity: translucent ? 9 : 7) { buffer in
            let digits: StaticString = "0123456789abcdef"
            buffer[0] = 0x23
            var i = 1
            func channel(_ v: Double) {
                let clamped = min(max(v, 0), 1)
                let byte = UInt8((clamped * 255 + 0.5).rounded(.down))
                digits.withUTF8Buffer { d in
                    buffer[i] = d[Int(byte >> 4)]
                    buffer[i + 1] = d[Int(byte & 15)]
                }
                i += 2
            }
            channel(c.red)
            channel(c.green)
            channel(c.blue)
            if translucent { channel(value.alpha) }
            return i
        }
    }

    /// A component rounded to `places` decimals for printing (component noise below 1e-5 is invisible and
    /// would only make output unstable across colour-math changes).
    static func rounded(_ x: Double, places: Int = 5) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let r = (x * scale).rounded() / scale
        return NumberText.format(r == 0 ? 0 : r)
    }
}
