/// Writes `JSONValue`s as JSON text: objects in their member order, numbers through `NumberText`, strings
/// escaped (quotes, backslashes, control characters, U+2028/U+2029 and `</` so the text is also safe in
/// JavaScript and HTML). Pretty mode puts object members on their own lines (2-space indent) and keeps
/// arrays of scalars on one line; compact mode writes everything on one line.
struct JSONTextWriter {
    /// Appends `value` at nesting `level` (pretty) or on one line (`compact`).
    static func write(_ value: JSONValue, level: Int = 0, compact: Bool = false, into out: inout ByteBuffer) {
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

    /// A JSON string literal.
    static func writeString(_ s: String, into out: inout ByteBuffer) {
        out.append(byte: 0x22)
        writeContents(s, into: &out)
        out.append(byte: 0x22)
    }

    /// A JSON string literal of `parts` joined with `.` (a token path), without building the joined string.
    /// Escaping part by part is the same as escaping the whole: `.` is neither `<` nor `/`.
    static func writeString(joining parts: [String], into out: inout ByteBuffer) {
        out.append(byte: 0x22)
        for (i, p) in parts.enumerated() {
            if i > 0 { out.append(byte: 0x2E) }
            writeContents(p, into: &out)
        }
        out.append(byte: 0x22)
    }

    /// The escaped contents of a string literal.
    private static func writeContents(_ s: String, into out: inout ByteBuffer) {
        var s = s
        // Most strings need no escape: copy their bytes in one go.
        let copied = s.withUTF8 { u -> Bool in
            for b in u where b < 0x20 || b == 0x22 || b == 0x5C || b == 0x2F || b == 0xE2 { return false }
            out.append(buffer: u)
            return true
        }
        if copied { return }
        var previous: UInt8 = 0
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: out.append("\\\"")
            case 0x5C: out.append("\\\\")
            case 0x0A: out.append("\\n")
            case 0x0D: out.append("\\r")
            case 0x09: out.append("\\t")
            case 0x08: out.append("\\b")
            case 0x0C: out.append("\\f")
            case 0x2F where previous == 0x3C: out.append("\\/")
            case 0x2028: out.append("\\u2028")
            case 0x2029: out.append("\\u2029")
            case 0..<0x20:
                let hex = String(scalar.value, radix: 16)
                out.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default:
                UTF8.encode(scalar) { out.append(byte: $0) }
            }
            previous = scalar.value < 0x80 ? UInt8(scalar.value) : 0
        }
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
