/// Writes `JSONValue`s as JSON text: objects in their member order, numbers through `NumberText`, strings
/// through `JSONString` (so the text is also safe in JavaScript and HTML). Pretty mode puts object members on
/// their own lines (2-space indent) and keeps arrays of scalars on one line; compact mode writes everything on
/// one line.
package struct JSONTextWriter {
    /// Appends `value` at nesting `level` (pretty) or on one line (`compact`).
    package static func write(_ value: JSONValue, level: Int = 0, compact: Bool = false, into out: inout ByteBuffer) {
        switch value {
        case .null: out.append("null")
        case .bool(let b): out.append(b ? "true" : "false")
        case .number(let n): out.append(NumberText.format(n))
        case .string(let s): writeString(s, into: &out)
        case .array(let items):
            if items.isEmpty { out.append("[]"); return }
            let inline = compact || items.allSatisfy(\.isScalar)
            out.append(byte: 0x5B)
            for (i, item) in items.enumerated() {
                if inline {
                    if i > 0 { out.append(", ") }
                    write(item, level: level, compact: compact, into: &out)
                } else {
                    if i > 0 { out.append(byte: 0x2C) }
                    out.line()
                    out.indent((level + 1) * 2)
                    write(item, level: level + 1, into: &out)
                }
            }
            if !inline { out.line(); out.indent(level * 2) }
            out.append(byte: 0x5D)
        case .object(let o):
            writeObject(o.members, level: level, compact: compact, into: &out)
        }
    }

    /// Writes an object's members, in order.
    static func writeObject(_ members: [JSONMember], level: Int, compact: Bool = false, into out: inout ByteBuffer) {
        var first = true
        out.append(byte: 0x7B)
        for m in members {
            if compact {
                if !first { out.append(", ") }
            } else {
                if !first { out.append(byte: 0x2C) }
                out.line()
                out.indent((level + 1) * 2)
            }
            first = false
            writeString(m.key, into: &out)
            out.append(": ")
            write(m.value, level: level + 1, compact: compact, into: &out)
        }
        if !first && !compact { out.line(); out.indent(level * 2) }
        out.append(byte: 0x7D)
    }

    /// A JSON string literal, escaped by `JSONString`.
    package static func writeString(_ s: String, into out: inout ByteBuffer) {
        JSONString.write(s, into: &out)
    }

    /// A JSON string literal of `parts` joined with `.` (a token path), without building the joined string.
    /// Escaping part by part is the same as escaping the whole: `.` is none of the bytes an escape looks at
    /// after `<`, and splits no UTF-8 sequence.
    package static func writeString(joining parts: [String], into out: inout ByteBuffer) {
        out.append(byte: 0x22)
        for (i, p) in parts.enumerated() {
            if i > 0 { out.append(byte: 0x2E) }
            JSONString.writeContents(p, into: &out)
        }
        out.append(byte: 0x22)
    }
}

extension JSONValue {
    /// True for null, booleans, numbers and strings.
    var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
