/// The one escaping rule of every JSON string tokenc writes (emitted files, reports, listings), byte by byte.
///
/// The text reads back as the same string, and is safe inside JavaScript and an HTML `<script>` element:
/// - `"` and `\` are backslash-escaped; LF, CR, tab, backspace and form feed take their short forms
///   (`\n`, `\r`, `\t`, `\b`, `\f`); every other control character and DEL become `\u00xx` (lowercase hex).
/// - `</` is written `<\/` and `<!` as `\u003c!`, so no string can close the script element or open the
///   `<!--` that turns a following `<script` into one the page's own `</script>` no longer ends.
/// - U+2028 and U+2029 become `\u2028` and `\u2029` (valid JSON, but line ends to older JavaScript), and
///   U+FEFF becomes `\ufeff` (Foundation's `JSONSerialization` drops one that starts a string as a byte-order
///   mark; escaped, every reader keeps it).
/// - Every other character, emoji included, is copied as its UTF-8 bytes. (A Swift string holds no lone
///   surrogate, so none can be written.)
enum JSONString {
    /// Appends `s` as a JSON string literal, quotes included.
    @inline(__always) static func write(_ s: String, into out: inout ByteBuffer) {
        out.append(byte: 0x22)
        writeContents(s, into: &out)
        out.append(byte: 0x22)
    }

    /// Appends the escaped contents of `s`, without quotes.
    @inline(__always) static func writeContents(_ s: String, into out: inout ByteBuffer) {
        // Read in place, without copying the string into a `var` (see `ByteBuffer.append(_:)`).
        if s.utf8.withContiguousStorageIfAvailable({ writeContents(bytes: $0, into: &out) }) != nil { return }
        var s = s
        s.withUTF8 { writeContents(bytes: $0, into: &out) }
    }

    /// Appends the escaped contents of the UTF-8 `bytes`: runs that need no escape are copied whole (most
    /// strings are one such run), each byte that does is replaced.
    static func writeContents(bytes u: UnsafeBufferPointer<UInt8>, into out: inout ByteBuffer) {
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
            case 0xE2 where next == 0x80 && i + 2 < n && u[i + 2] == 0xA8: escape = "\\u2028"; width = 3
            case 0xE2 where next == 0x80 && i + 2 < n && u[i + 2] == 0xA9: escape = "\\u2029"; width = 3
            case 0xEF where next == 0xBB && i + 2 < n && u[i + 2] == 0xBF: escape = "\\ufeff"; width = 3
            case 0..<0x20, 0x7F: break  // `\u00xx`, below
            default: i += 1; continue  // `<`, 0xE2 or 0xEF starting anything else: copied as it is
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

    /// True for the bytes that may need an escape: control characters, `"`, `<`, `\`, DEL, 0xE2 (the first
    /// byte of U+2028/9) and 0xEF (of U+FEFF). Two bit masks, so the scan is a shift and a test per byte.
    @inline(__always) private static func isSpecial(_ b: UInt8) -> Bool {
        // Bits 0–31 (control characters), 34 (`"`) and 60 (`<`).
        let low: UInt64 = 0x1000_0004_FFFF_FFFF
        // Bits 92 (`\`) and 127 (DEL), less 64.
        let high: UInt64 = 0x8000_0000_1000_0000
        if b < 64 { return (low >> UInt64(b)) & 1 != 0 }
        if b < 128 { return (high >> UInt64(b & 63)) & 1 != 0 }
        return b == 0xE2 || b == 0xEF
    }

    /// The lowercase hex digit of `v` (0…15).
    @inline(__always) private static func hexDigit(_ v: UInt8) -> UInt8 {
        v < 10 ? 0x30 + v : 0x61 + v - 10
    }
}
