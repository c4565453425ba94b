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

    /// A 0…1 channel as a byte, rounded half up.
    static func byte(_ v: Double) -> UInt8 {
        UInt8((min(max(v, 0), 1) * 255 + 0.5).rounded(.down))
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

    /// True when `text` is a 6-digit `#rrggbb` hex colour (either case), the only form a `hex` fallback may take.
    public static func isSixDigitHex(_ text: String) -> Bool {
        let u = Array(text.utf8)
        return u.count == 7 && u[0] == UInt8(ascii: "#") && u.dropFirst().allSatisfy { hexDigit($0) != nil }
    }

    /// The value of one ASCII hex digit.
    static func hexDigit(_ u: UInt8) -> UInt8? {
        switch u {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return u - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return u - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return u - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
