/// Colours as Style Dictionary users write them, as DTCG colour objects: hex, `rgb()`/`rgba()`/`hsl()`/`hsla()`
/// (comma or space syntax), Tokens Studio's `rgba(#0000ff, 50%)` (a hex colour with an alpha), CSS named colours
/// and `transparent`; and the two ways they add an alpha to a referenced colour, `"{color.red}80"` and
/// `"rgba({color.red}, 0.5)"`.
package enum StyleDictionaryColor {
    /// True when `s` is a literal colour this reader converts.
    static func isColorText(_ s: String) -> Bool {
        guard let first = s.utf8.first else { return false }
        if first == UInt8(ascii: "#") { return ColorValue(hex: s) != nil }
        return literal(s) != nil || referenceWithAlpha(s) != nil
    }

    /// The colour `s` writes (hex, a colour function of numbers, a named colour), nil otherwise.
    package static func literal(_ s: String) -> ColorValue? {
        if s.hasPrefix("#") { return ColorValue(hex: s) }
        let lower = s.lowercased()
        if lower == "transparent" { return ColorValue(colorSpace: .srgb, components: [0, 0, 0], alpha: 0) }
        if let hex = namedColors[lower] { return ColorValue(hex: hex) }
        guard let (name, args) = function(lower), !args.contains(where: { $0.contains("{") }) else { return nil }
        // Tokens Studio's `rgba(#hex, alpha)`, as sd-transforms' transformHEXRGBa reads it: the hex colour's
        // channels with the given alpha (which replaces an alpha the hex has).
        if name.hasPrefix("rgb"), args.count == 2, args[0].hasPrefix("#"), var c = ColorValue(hex: args[0]), let a = alpha(args[1]) {
            c.alpha = a
            return c
        }
        return color(function: name, args)
    }

    /// `"{ref}AA"` (a reference followed by two hex digits) or `"rgba({ref}, a)"`: the reference and the alpha.
    static func referenceWithAlpha(_ s: String) -> (reference: String, alpha: Double)? {
        if s.hasPrefix("{"), let close = s.firstIndex(of: "}") {
            let tail = s[s.index(after: close)...]
            guard tail.utf8.count == 2, let hi = ColorValue.hexDigit(tail.utf8.first!), let lo = ColorValue.hexDigit(tail.utf8.last!) else { return nil }
            return (String(s[...close]), Double(hi * 16 + lo) / 255)
        }
        guard let (name, args) = function(s.lowercased()), name == "rgba" || name == "rgb", args.count == 2,
              args[0].hasPrefix("{"), args[0].hasSuffix("}"), let a = alpha(args[1]) else { return nil }
        // The reference keeps the case it was written in.
        let start = s.firstIndex(of: "{")!, end = s.firstIndex(of: "}")!
        return (String(s[start...end]), a)
    }

    /// The colour as a DTCG colour object.
    package static func json(_ c: ColorValue) -> JSONValue {
        var members = [JSONMember(key: "colorSpace", value: .string(c.colorSpace.rawValue)),
                       JSONMember(key: "components", value: .array(c.components.map { $0.map(JSONValue.number) ?? .string("none") }))]
        if c.alpha < 1 { members.append(JSONMember(key: "alpha", value: .number(c.alpha))) }
        if let hex = c.hex { members.append(JSONMember(key: "hex", value: .string(hex))) }
        return .object(JSONObject(members))
    }

    /// `name(args)` split into its name and its arguments (commas, spaces or a `/` before the alpha).
    private static func function(_ s: String) -> (String, [String])? {
        guard let open = s.firstIndex(of: "("), s.hasSuffix(")") else { return nil }
        let name = s[..<open].trimmingBlanks
        guard ["rgb", "rgba", "hsl", "hsla"].contains(name) else { return nil }
        let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
        let separators: Set<Character> = inner.contains(",") ? [","] : [" ", "/"]
        let args = inner.split(whereSeparator: { separators.contains($0) }).map { $0.trimmingBlanks }.filter { !$0.isEmpty }
        return (name, args)
    }

    /// The colour of `rgb(a)`/`hsl(a)` with numeric arguments, nil when one is out of range or malformed.
    private static func color(function name: String, _ args: [String]) -> ColorValue? {
        guard args.count == 3 || args.count == 4 else { return nil }
        let a = args.count == 4 ? alpha(args[3]) : 1
        guard let a else { return nil }
        if name.hasPrefix("rgb") {
            var components: [Double?] = []
            for arg in args.prefix(3) {
                let (n, unit) = ValueParser.splitNumber(arg)
                guard let n else { return nil }
                switch unit {
                case "": guard n >= 0, n <= 255 else { return nil }; components.append(n / 255)
                case "%": guard n >= 0, n <= 100 else { return nil }; components.append(n / 100)
                default: return nil
                }
            }
            return ColorValue(colorSpace: .srgb, components: components, alpha: a)
        }
        let (h, hUnit) = ValueParser.splitNumber(args[0])
        let (sat, sUnit) = ValueParser.splitNumber(args[1])
        let (l, lUnit) = ValueParser.splitNumber(args[2])
        guard let h, hUnit == "" || hUnit == "deg", let sat, sUnit == "%", let l, lUnit == "%",
              sat >= 0, sat <= 100, l >= 0, l <= 100 else { return nil }
        let hue = h.truncatingRemainder(dividingBy: 360)
        return ColorValue(colorSpace: .hsl, components: [hue < 0 ? hue + 360 : hue, sat, l], alpha: a)
    }

    /// An alpha written as a number from 0 to 1 or a percentage.
    private static func alpha(_ s: String) -> Double? {
        let (n, unit) = ValueParser.splitNumber(s)
        guard let n else { return nil }
        switch unit {
        case "": return n >= 0 && n <= 1 ? n : nil
        case "%": return n >= 0 && n <= 100 ? n / 100 : nil
        default: return nil
        }
    }
}
