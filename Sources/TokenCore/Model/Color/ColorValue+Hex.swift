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
        guard hex.first == "#" else { return nil }
        var digits: [UInt8] = []
        for u in hex.utf8.dropFirst() {
            guard let d = ColorValue.hexDigit(u) else { return nil }
            digits.append(d)
        }
        let bytes: [UInt8]
        switch digits.count {
        case 3, 4: bytes = digits.map { $0 * 17 }
        case 6, 8: bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
        default: return nil
        }
        let rgb = bytes.prefix(3).map { Double($0) / 255 }
        let a = bytes.count == 4 ? Double(bytes[3]) / 255 : 1
        let six = "#" + bytes.prefix(3).map { ColorValue.hexPair($0) }.joined()
        self.init(colorSpace: .srgb, components: rgb, alpha: a, hex: six)
    }

    /// True when `text` is a 6-digit `#rrggbb` hex colour (either case), the only form a `hex` fallback may take.
    public static func isSixDigitHex(_ text: String) -> Bool {
        let u = Array(text.utf8)
        return u.count == 7 && u[0] == UInt8(ascii: "#") && u.dropFirst().allSatisfy { hexDigit($0) != nil }
    }

    /// A byte as two lowercase hex digits.
    static func hexPair(_ b: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(b >> 4)], digits[Int(b & 15)]])
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
