/// CSS hex notation for colours.
extension ColorValue {
    /// `#rrggbb`, or `#rrggbbaa` when alpha < 1, lowercase, from `srgbComponents` (rounded half up per channel).
    /// Written straight into a small string: emitters call it for every colour of every permutation.
    public var hexString: String {
        let c = srgbComponents
        let translucent = alpha < 1
        let a = alpha
        return String(unsafeUninitializedCapacity: translucent ? 9 : 7) { buffer in
            let digits: StaticString = "0123456789abcdef"
            buffer[0] = 0x23
            var i = 1
            func channel(_ v: Double) {
                let byte = ColorValue.byte(v)
                digits.withUTF8Buffer { d in
                    buffer[i] = d[Int(byte >> 4)]
                    buffer[i + 1] = d[Int(byte & 15)]
                }
                i += 2
            }
            channel(c.red)
            channel(c.green)
            channel(c.blue)
            if translucent { channel(a) }
            return i
        }
    }

    /// A 0…1 channel as a byte, rounded half up; saturating, so no NaN or infinity reaches `UInt8(_:)`.
    package static func byte(_ v: Double) -> UInt8 {
        UInt8((unitClamped(v) * 255 + 0.5).rounded(.down))
    }

    /// `v` within 0…1: by comparisons that NaN fails (NaN is 0), unlike `min`/`max`, which pass NaN through.
    static func unitClamped(_ v: Double) -> Double {
        v >= 1 ? 1 : (v > 0 ? v : 0)
    }

    /// Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (either case) into an srgb ColorValue (nil when malformed).
    /// The result's `hex` fallback is the lowercase `#rrggbb` form of its opaque colour.
    public init?(hex: String) {
        // Read straight from the bytes (every literal colour of a token set comes through here): no arrays.
        var bytes: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
        var count = 0
        var valid = true
        var text = hex
        text.withUTF8 { u in
            switch u.count {
            case 4, 5, 7, 9: break
            default: valid = false; return
            }
            guard u.first == 0x23 else { valid = false; return }
            let short = u.count <= 5
            count = short ? u.count - 1 : (u.count - 1) / 2
            for k in 0..<count {
                let value: UInt8
                if short {
                    guard let d = ColorValue.hexDigit(u[1 + k]) else { valid = false; return }
                    value = d * 17
                } else {
                    guard let h = ColorValue.hexDigit(u[1 + 2 * k]), let l = ColorValue.hexDigit(u[2 + 2 * k]) else { valid = false; return }
                    value = h * 16 + l
                }
                switch k {
                case 0: bytes.0 = value
                case 1: bytes.1 = value
                case 2: bytes.2 = value
                default: bytes.3 = value
                }
            }
        }
        guard valid else { return nil }
        let a = count == 4 ? Double(bytes.3) / 255 : 1
        let six = String(unsafeUninitializedCapacity: 7) { buffer in
            let digits: StaticString = "0123456789abcdef"
            buffer[0] = 0x23
            digits.withUTF8Buffer { d in
                func pair(_ b: UInt8, at i: Int) {
                    buffer[i] = d[Int(b >> 4)]
                    buffer[i + 1] = d[Int(b & 15)]
                }
                pair(bytes.0, at: 1)
                pair(bytes.1, at: 3)
                pair(bytes.2, at: 5)
            }
            return 7
        }
        self.init(colorSpace: .srgb, components: [Double(bytes.0) / 255, Double(bytes.1) / 255, Double(bytes.2) / 255],
                  alpha: a, hex: six)
    }

    /// The `#rrggbb` of the colour (gamut-mapped into sRGB, alpha left out) when the six-digit `fallback`
    /// contradicts it, nil when the fallback is this colour give or take rounding: each channel within 1 of the
    /// gamut-mapped colour's (what tokenc's outputs print) or of the clipped colour's (what simpler tools write).
    public func hexFallbackContradiction(_ fallback: String) -> String? {
        guard let written = ColorValue.sixDigitBytes(fallback) else { return nil }
        func near(_ t: ColorTriple) -> Bool {
            func close(_ v: Double, _ b: UInt8) -> Bool { abs(Int(ColorValue.byte(v)) - Int(b)) <= 1 }
            return close(t.x, written.0) && close(t.y, written.1) && close(t.z, written.2)
        }
        let direct = unmappedSRGB
        if near(ColorValue.clipped(direct)) { return nil }
        if !ColorValue.inUnitCube(direct) {
            let mapped = srgbComponents
            if near(ColorTriple(mapped.red, mapped.green, mapped.blue)) { return nil }
        }
        return String(hexString.prefix(7))
    }

    /// The three bytes of a `#rrggbb` string (either case), nil for any other text.
    static func sixDigitBytes(_ text: String) -> (UInt8, UInt8, UInt8)? {
        let u = Array(text.utf8)
        guard u.count == 7, u[0] == UInt8(ascii: "#") else { return nil }
        var bytes: [UInt8] = []
        for k in 0..<3 {
            guard let h = hexDigit(u[1 + 2 * k]), let l = hexDigit(u[2 + 2 * k]) else { return nil }
            bytes.append(h * 16 + l)
        }
        return (bytes[0], bytes[1], bytes[2])
    }

    /// True when `text` is a 6-digit `#rrggbb` hex colour (either case), the only form a `hex` fallback may take.
    public static func isSixDigitHex(_ text: String) -> Bool {
        sixDigitBytes(text) != nil
    }

    /// The value of one ASCII hex digit.
    package static func hexDigit(_ u: UInt8) -> UInt8? {
        switch u {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return u - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return u - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return u - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
