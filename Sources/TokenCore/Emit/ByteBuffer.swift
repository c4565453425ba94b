/// A growable UTF-8 byte buffer the emitters render into: appending a `String` copies its UTF-8 bytes
/// directly, with no intermediate strings and no Foundation.
struct ByteBuffer {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Creates an empty buffer with room for `capacity` bytes.
    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Appends the UTF-8 bytes of `text` (one copy from its contiguous storage; small strings included,
    /// which `utf8` would copy byte by byte).
    @inline(__always) mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 bytes of `text`.
    @inline(__always) mutating func append(_ text: Substring) { bytes.append(contentsOf: text.utf8) }

    /// Appends raw bytes.
    @inline(__always) mutating func append(bytes more: [UInt8]) { bytes.append(contentsOf: more) }

    /// Appends the bytes of a literal.
    @inline(__always) mutating func append(static text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes from memory.
    @inline(__always) mutating func append(buffer: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: buffer) }

    /// Appends a slice of bytes.
    @inline(__always) mutating func append(slice: ArraySlice<UInt8>) { bytes.append(contentsOf: slice) }

    /// Appends `text`, adding `count` spaces after every newline in it (multi-line text moved right).
    mutating func append(reindented text: ArraySlice<UInt8>, by count: Int) {
        var start = text.startIndex
        while let nl = text[start...].firstIndex(of: 0x0A) {
            bytes.append(contentsOf: text[start...nl])
            indent(count)
            start = nl + 1
        }
        bytes.append(contentsOf: text[start...])
    }

    /// The number of bytes written so far.
    var count: Int { bytes.count }

    /// Appends one byte.
    @inline(__always) mutating func append(byte: UInt8) { bytes.append(byte) }

    /// Appends `text` followed by a newline.
    @inline(__always) mutating func line(_ text: String = "") {
        append(text)
        bytes.append(0x0A)
    }

    /// Appends `count` spaces.
    /// (No shared array of spaces: slicing one retains and releases it on every call.)
    @inline(__always) mutating func indent(_ count: Int) {
        if count > 0 { bytes.append(contentsOf: repeatElement(0x20, count: count)) }
    }

    /// True when any byte is outside ASCII.
    var containsNonASCII: Bool { bytes.contains { $0 >= 0x80 } }

    /// The bytes, guaranteed to end with exactly one newline (trimmed in place, no copy).
    mutating func finished() -> [UInt8] {
        while bytes.last == 0x0A { bytes.removeLast() }
        bytes.append(0x0A)
        return bytes
    }

    /// Inserts `text` at the start (one move of the buffer).
    mutating func prepend(_ text: String) { bytes.insert(contentsOf: Array(text.utf8), at: 0) }
}
