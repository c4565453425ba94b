/// Writes `JSONValue` as text for reports and listings: deterministic (members in stored order), every array
/// element and object member on its own line when pretty, strings escaped by `JSONString` (so the text is also
/// safe inside JavaScript and HTML).
package enum JSONWriter {
    /// Serialises `value`; `pretty` indents by two spaces.
    package static func string(_ value: JSONValue, pretty: Bool = true) -> String {
        var out = ByteBuffer(capacity: 256)
        write(value, into: &out, pretty: pretty, indent: 0)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    /// Appends the serialisation of `value` to `out`.
    package static func write(_ value: JSONValue, into out: inout [UInt8], pretty: Bool, indent: Int) {
        var buffer = ByteBuffer(capacity: 256)
        write(value, into: &buffer, pretty: pretty, indent: indent)
        out.append(contentsOf: buffer.bytes)
    }

    /// Appends the serialisation of `value` to `out`.
    package static func write(_ value: JSONValue, into out: inout ByteBuffer, pretty: Bool, indent: Int) {
        switch value {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): out.append(NumberText.format(n))
        case .string(let s): JSONString.write(s, into: &out)
        case .array(let a):
            if a.isEmpty { out.append("[]"); return }
            out.append(byte: UInt8(ascii: "["))
            for (i, e) in a.enumerated() {
                if i > 0 { out.append(byte: UInt8(ascii: ",")) }
                newline(&out, pretty, indent + 1)
                write(e, into: &out, pretty: pretty, indent: indent + 1)
            }
            newline(&out, pretty, indent)
            out.append(byte: UInt8(ascii: "]"))
        case .object(let o):
            if o.isEmpty { out.append("{}"); return }
            out.append(byte: UInt8(ascii: "{"))
            for (i, m) in o.members.enumerated() {
                if i > 0 { out.append(byte: UInt8(ascii: ",")) }
                newline(&out, pretty, indent + 1)
                JSONString.write(m.key, into: &out)
                out.append(byte: UInt8(ascii: ":"))
                if pretty { out.append(byte: UInt8(ascii: " ")) }
                write(m.value, into: &out, pretty: pretty, indent: indent + 1)
            }
            newline(&out, pretty, indent)
            out.append(byte: UInt8(ascii: "}"))
        }
    }

    /// A line break and `indent` levels of two spaces, when pretty.
    private static func newline(_ out: inout ByteBuffer, _ pretty: Bool, _ indent: Int) {
        guard pretty else { return }
        out.append(byte: 0x0A)
        out.indent(indent * 2)
    }

    /// Appends `s` as a JSON string literal, escaped by `JSONString`.
    package static func writeString(_ s: String, into out: inout [UInt8]) {
        var buffer = ByteBuffer(capacity: s.utf8.count + 2)
        JSONString.write(s, into: &buffer)
        out.append(contentsOf: buffer.bytes)
    }
}
