/// Text for JavaScript and TypeScript: string literals, object keys and comments no token can break out of.
package enum JSText {
    /// `s` as a double-quoted string literal, escaped as JSON output is (`JSONString`: quotes, backslashes, line
    /// breaks including U+2028/U+2029, `</`), which JavaScript reads as the same string.
    package static func string(_ s: String) -> String {
        var out = ByteBuffer(capacity: s.utf8.count + 2)
        JSONString.write(s, into: &out)
        // `finished` ends the bytes with a newline; an escaped string has none of its own.
        return String(decoding: out.finished().dropLast(), as: UTF8.self)
    }

    /// An object literal key: always a quoted string, except `__proto__`, which as a plain key would set the
    /// object's prototype and is written as the computed key `["__proto__"]` to make it an own property.
    package static func key(_ s: String) -> String {
        s == "__proto__" ? "[" + string(s) + "]" : string(s)
    }

    /// Appends `string(s)` to `out` (no intermediate string: it runs for every key and value of a module).
    package static func write(_ s: String, into out: inout ByteBuffer) {
        JSONString.write(s, into: &out)
    }

    /// Appends `key(s)` to `out`.
    static func writeKey(_ s: String, into out: inout ByteBuffer) {
        guard s == "__proto__" else { return write(s, into: &out) }
        out.append(byte: UInt8(ascii: "["))
        write(s, into: &out)
        out.append(byte: UInt8(ascii: "]"))
    }

    /// `s` as the inside of a `/* … */` comment on one line (neither `*/` nor `</` survives; see `CSSText.comment`).
    package static func comment(_ s: String) -> String { CSSText.comment(s) }
}
