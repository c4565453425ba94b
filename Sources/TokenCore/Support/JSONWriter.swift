/// Writes `JSONValue` as text: deterministic (members in stored order), escaped per RFC 8259 (control
/// characters, quotes, backslashes; `</` written as `<\/` so output is safe inside HTML; U+2028/2029 escaped).
public enum JSONWriter {
    /// Serialises `value`; `pretty` indents by two spaces.
    public static func string(_ value: JSONValue, pretty: Bool = true) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(value, into: &out, pretty: pretty, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the serialisation of `value` to `out`.
    public static func write(_ value: JSONValue, into out: inout [UInt8], pretty: Bool, indent: Int) {
        switch value {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .number(let n): out.append(contentsOf: NumberText.format(n).utf8)
        case .string(let s): writeString(s, into: &out)
        case .array(let a):
            if a.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (i, e) in a.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, pretty, indent + 1)
                write(e, into: &out, pretty: pretty, indent: indent + 1)
            }
            newline(&out, pretty, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let o):
            if o.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (i, m) in o.members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, pretty, indent + 1)
                writeString(m.key, into: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                write(m.value, into: &out, pretty: pretty, indent: indent + 1)
            }
            newline(&out, pretty, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func newline(_ out: inout [UInt8], _ pretty: Bool, _ indent: Int) {
        guard pretty else { return }
        out.append(0x0A)
        for _ in 0..<indent { out.append(0x20); out.append(0x20) }
    }

    /// Appends `s` as a JSON string literal.
    public static func writeString(_ s: String, into out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(0x22)
        var previous: UInt8 = 0
        var utf8 = Array(s.utf8)[...]
        while let b = utf8.first {
            utf8 = utf8.dropFirst()
            switch b {
            case 0x22: out.append(0x5C); out.append(0x22)
            case 0x5C: out.append(0x5C); out.append(0x5C)
            case 0x0A: out.append(0x5C); out.append(UInt8(ascii: "n"))
            case 0x0D: out.append(0x5C); out.append(UInt8(ascii: "r"))
            case 0x09: out.append(0x5C); out.append(UInt8(ascii: "t"))
            case 0x2F where previous == 0x3C: out.append(0x5C); out.append(0x2F)
            case 0..<0x20, 0x7F:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0xF)])
            case 0xE2 where utf8.count >= 2 && utf8[utf8.startIndex] == 0x80 && (utf8[utf8.startIndex + 1] == 0xA8 || utf8[utf8.startIndex + 1] == 0xA9):
                // U+2028 / U+2029 are valid JSON but break JavaScript embedding.
                out.append(contentsOf: (utf8[utf8.startIndex + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                utf8 = utf8.dropFirst(2)
            default: out.append(b)
            }
            previous = b
        }
        out.append(0x22)
    }
}
