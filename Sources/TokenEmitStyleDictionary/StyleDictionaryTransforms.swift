/// Style Dictionary 5's name and value transforms, reproduced on tokenc's resolved tokens so that a Style
/// Dictionary config gives the values Style Dictionary writes, under the same names.
package enum StyleDictionaryTransforms {
    /// The name transforms (`StyleDictionaryTransformNames.name`).
    static let nameTransforms = StyleDictionaryTransformNames.name

    /// The name `path` gets under the platform's name transform (the last one listed wins, as in Style
    /// Dictionary); without one, the path joined by spaces, as Style Dictionary leaves it.
    package static func name(_ path: TokenPath, transforms: [String], prefix: String?) -> String {
        let words = ([prefix].compactMap { $0 } + path.components).flatMap { NameWords.split($0) }
        guard let t = transforms.last(where: { nameTransforms.contains($0) }) else {
            return ([prefix].compactMap { $0 } + path.components).joined(separator: " ")
        }
        switch t.hasPrefix("name/cti/") ? "name/" + t.dropFirst("name/cti/".count) : t {
        case "name/kebab": return words.map { $0.lowercased() }.joined(separator: "-")
        case "name/snake": return words.map { $0.lowercased() }.joined(separator: "_")
        case "name/constant": return words.map { $0.uppercased() }.joined(separator: "_")
        case "name/pascal": return words.map(upperFirst).joined()
        default: return words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : upperFirst($0.element) }.joined()
        }
    }

    private static func upperFirst(_ w: String) -> String { w.prefix(1).uppercased() + w.dropFirst().lowercased() }

    /// `x` with `places` decimals, as JavaScript's `toFixed` writes it.
    package static func fixed(_ x: Double, _ places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let n = (abs(x) * scale).rounded()
        var digits = String(Int64(n))
        while digits.count <= places { digits = "0" + digits }
        let cut = digits.index(digits.endIndex, offsetBy: -places)
        let text = places == 0 ? digits : digits[..<cut] + "." + digits[cut...]
        return (x < 0 && n != 0 ? "-" : "") + text
    }

    /// JavaScript's `parseFloat` of a value's text (`"4px"` → 4); nil when it reads no number.
    package static func parseFloat(_ v: JSONValue) -> Double? {
        if case .number(let n) = v { return n }
        guard let s = v.stringValue else { return nil }
        var end = s.startIndex
        var seenDigit = false, seenDot = false, seenExp = false
        var i = s.startIndex
        while i < s.endIndex, s[i] == " " { i = s.index(after: i) }
        let start = i
        if i < s.endIndex, s[i] == "-" || s[i] == "+" { i = s.index(after: i) }
        while i < s.endIndex {
            let c = s[i]
            if c.isASCII, c.isNumber { seenDigit = true; end = s.index(after: i) }
            else if c == ".", !seenDot, !seenExp { seenDot = true }
            else if (c == "e" || c == "E"), seenDigit, !seenExp { seenExp = true }
            else { break }
            i = s.index(after: i)
        }
        guard seenDigit else { return nil }
        return Double(s[start..<end])
    }

    /// True for a JSON number, or a string that is one decimal number and nothing else (`"0.75"`, `"-2"`).
    package static func isBareNumber(_ v: JSONValue) -> Bool {
        switch v {
        case .number: return true
        case .string(let s):
            guard !s.isEmpty, s.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D }) else { return false }
            return Double(s) != nil
        default: return false
        }
    }

    /// The text a value has where Style Dictionary turns it into a string (`${value}`).
    package static func text(_ v: JSONValue) -> String {
        switch v {
        case .string(let s): return s
        case .number(let n): return NumberText.format(n)
        case .bool(let b): return b ? "true" : "false"
        case .array(let items): return items.map(text).joined(separator: ",")
        case .object: return "[object Object]"
        case .null: return "null"
        }
    }
}

/// The CTI attributes and the kind of size Style Dictionary's size transforms tell apart.
package struct StyleDictionaryTokenKind {
    /// The type Style Dictionary sees: the written `$type`/`type` (`fontSize`), else tokenc's.
    package var type: String
    package var isFontSize: Bool { type == "fontSize" }
    var isDimension: Bool { type == "dimension" || (Self.dimensionNames.contains(type) && !isFontSize) }
    package var isColor: Bool { type == "color" }
    static let dimensionNames: Set<String> = ["dimension", "size", "sizing", "spacing", "borderRadius", "borderWidth", "letterSpacing"]
}
