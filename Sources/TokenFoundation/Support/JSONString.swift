/// The one escaping rule of every JSON string tokenc writes (emitted files, reports, listings), byte by byte.
///
/// The text reads back as the same string, and is safe inside JavaScript and an HTML `<script>` element:
/// - `"` and `\` are backslash-escaped; LF, CR, tab, backspace and form feed take their short forms
///   (`\n`, `\r`, `\t`, `\b`, `\f`); every other control character and DEL become `\u00xx` (lowercase hex).
/// - `</` is written `<\/` and `<!` as `\u003c!`, so no string can close the script element or open the
///   `<!--` that turns a following `<script` into one the page's own `</script>` no longer ends.
/// - Every other character `DisplayText.isUnsafe` names becomes `\uxxxx` (two for one beyond the BMP): C1
///   controls, format characters — bidirectional overrides, isolates and marks (U+202A–202E, U+2066–2069,
///   U+200E/200F, U+061C) that reorder how source reads, zero-width characters, U+FEFF (which Foundation's
///   `JSONSerialization` drops at the start of a string) —, U+2028 and U+2029 (line ends to older
///   JavaScript), private use and unassigned code points. So JSON, JavaScript and TypeScript hold none raw,
///   as Swift and Kotlin do not.
/// - Every other character, emoji included, is copied as its UTF-8 bytes. (A Swift string holds no lone
///   surrogate, so none can be written.)
package enum JSONString {
    /// Appends `s` as a JSON string literal, quotes included.
    @inline(__always) package static func write(_ s: String, into out: inout ByteBuffer) {
        out.append(byte: 0x22)
        writeContents(s, into: &out)
        out.append(byte: 0x22)
    }

    /// Appends the escaped contents of `s`, without quotes.
    @inline(__always) package static func writeContents(_ s: String, into out: inout ByteBuffer) {
        // Read in place, without copying the string into a `var` (see `ByteBuffer.append(_:)`).
        if s.utf8.withContiguousStorageIfAvailable({ writeContents(bytes: $0, into: &out) }) != nil { return }
        var s = s
        s.withUTF8 { writeContents(bytes: $0, into: &out) }
    }

    /// Appends the escaped contents of the UTF-8 `bytes`: runs that need no escape are copied whole (most
    /// strings are one such run), each byte that does is replaced.
    package static func writeContents(bytes u: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
        let n = u.count
        var i = 0
        // The fast path: nothing to escape, one copy.
        while i < n && !isSpecial(u[i]) { i += 1 }
        if i == n { out.append(buffer: u); return }
        var run = 0  // the start of the bytes not yet copied
        while i < n {
            let b = u[i]
            guard isSpecial(b) else { i += 1; continue }
            let next: UInt8 = i + 1 < n ? u[i + 1] : 0
            var escape: StaticString?
            var width = 1  // the bytes `escape` stands for
            switch b {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x3C where next == 0x2F: escape = "<\\/"; width = 2
            case 0x3C where next == 0x21: escape = "\\u003c"
            case 0..<0x20, 0x7F: break  // `\u00xx`, below
            case 0xC0...:
                // A scalar's first byte: escaped when the scalar is unsafe, else copied with the run.
                let (scalar, length) = decode(u, at: i)
                guard DisplayText.isUnsafe(scalar) else { i += length; continue }
                out.append(buffer: UnsafeBufferPointer(rebasing: u[run..<i]))
                for unit in String(scalar).utf16 { writeUnit(unit, into: &out) }
                i += length
                run = i
                continue
            default: i += 1; continue  // `<` starting anything else: copied as it is
            }
            out.append(buffer: UnsafeBufferPointer(rebasing: u[run..<i]))
            if let escape {
                out.append(static: escape)
            } else {
                out.append(static: "\\u00")
                out.append(byte: hexDigit(b >> 4))
                out.append(byte: hexDigit(b & 0xF))
            }
            i += width
            run = i
        }
        out.append(buffer: UnsafeBufferPointer(rebasing: u[run..<n]))
    }

    /// True for the bytes that may need an escape: control characters, `"`, `<`, `\`, DEL, and the first byte
    /// of every non-ASCII scalar. Two bit masks, so the scan of ASCII is a shift and a test per byte.
    @inline(__always) private static func isSpecial(_ b: UInt8) -> Bool {
        // Bits 0–31 (control characters), 34 (`"`) and 60 (`<`).
        let low: UInt64 = 0x1000_0004_FFFF_FFFF
        // Bits 92 (`\`) and 127 (DEL), less 64.
        let high: UInt64 = 0x8000_0000_1000_0000
        if b < 64 { return (low >> UInt64(b)) & 1 != 0 }
        if b < 128 { return (high >> UInt64(b & 63)) & 1 != 0 }
        return b >= 0xC0
    }

    /// The scalar whose UTF-8 starts at `u[i]` (a first byte, valid UTF-8 as every Swift string is) and its length.
    @inline(__always) private static func decode(_ u: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int) {
        let b = u[i]
        let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
        var v = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for k in 1..<length where i + k < u.count { v = v << 6 | UInt32(u[i + k] & 0x3F) }
        return (Unicode.Scalar(v) ?? "\u{FFFD}", length)
    }

    /// Appends `\uxxxx` for one UTF-16 unit.
    @inline(__always) private static func writeUnit(_ unit: UInt16, into out: inout ByteBuffer) {
        out.append(static: "\\u")
        for shift in stride(from: 12, through: 0, by: -4) { out.append(byte: hexDigit(UInt8((unit >> UInt16(shift)) & 0xF))) }
    }

    /// The lowercase hex digit of `v` (0…15).
    @inline(__always) private static func hexDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? 0x30 + v : 0x61 + v - 10
    }
}
