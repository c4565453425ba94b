/// A growable UTF-8 byte buffer the emitters render into: appending a `String` copies its UTF-8 bytes
/// directly, with no intermediate strings and no Foundation.
///
/// Emitters append millions of short pieces (a name, `": "`, eight spaces), so an append is one capacity check
/// and one copy into memory that is already there: `storage` is an array kept longer than what was written (a
/// zero-filled tail, extended at most 64 KiB at a time so untouched capacity stays unallocated), `count` is
/// how much of it is written. (`Array.append(contentsOf:)` costs several times as much per short piece: it
/// re-checks uniqueness and capacity through its generic path.) `finished()` trims the tail off in place, so
/// the rendered file is handed over without a copy.
package struct ByteBuffer {
    /// Written bytes, then unwritten capacity (zeros, or bytes of pieces already spilled).
    private var storage: [UInt8]
    /// The number of bytes written so far.
    package private(set) var count = 0
    /// Where the bytes go once more than `spillOver` are held (see `init(spillingOver:to:)`); nil: they stay.
    private var spill: (@Sendable (ArraySlice<UInt8>) -> Void)?
    private var spillOver = Int.max

    /// Creates an empty buffer with room for `capacity` bytes.
    package init(capacity: Int = 0) {
        storage = []
        storage.reserveCapacity(capacity)
    }

    /// A buffer that holds about `limit` bytes at most: once more are written, it hands what it has to `spill`
    /// (in order, all but the trailing line breaks, which `finished()` may still trim) and starts again. The
    /// bytes `finished()` returns are the rest of the file. Only appending and `finished()` mean the same on
    /// such a buffer: `bytes` and `containsNonASCII` see the unspilled rest alone.
    package init(spillingOver limit: Int, to spill: @escaping @Sendable (ArraySlice<UInt8>) -> Void) {
        storage = []
        storage.reserveCapacity(max(1, limit) + (1 << 16))
        self.spill = spill
        spillOver = max(1, limit)
    }

    /// Zeros the tail is extended with.
    private static let zeros = [UInt8](repeating: 0, count: 1 << 16)

    /// The bytes written so far.
    package var bytes: ArraySlice<UInt8> { storage[0..<count] }

    /// Room for `n` more bytes: extends the zero tail when it is short.
    @inline(__always) private mutating func reserve(_ n: Int) {
        if count + n > storage.count {
            if count >= spillOver { spillHeld() }
            if count + n > storage.count { grow(count + n) }
        }
    }

    /// Hands every byte held but the trailing line breaks to `spill`, and keeps those (moved to the front). The
    /// storage keeps its length: the next piece is written over the last one's bytes, not into a tail extended
    /// (and zero-filled) again for every piece.
    private mutating func spillHeld() {
        guard let spill else { return }
        var end = count
        while end > 0 && storage[end - 1] == 0x0A { end -= 1 }
        guard end > 0 else { return }
        spill(storage[0..<end])
        let kept = count - end  // line breaks only: a few bytes
        for k in 0..<kept { storage[k] = storage[end + k] }
        count = kept
    }

    /// Extends the zero tail to at least `needed` bytes: by what is missing, or by as much as is written
    /// (at least 64 bytes, at most 64 KiB per step), so extending costs a copy per doubling or per 64 KiB.
    private mutating func grow(_ needed: Int) {
        while storage.count < needed {
            let step = min(Self.zeros.count, max(needed - storage.count, storage.count, 64))
            storage.append(contentsOf: Self.zeros[0..<step])
        }
    }

    /// Copies `n` bytes from `source` to the end.
    @inline(__always) private mutating func write(_ source: UnsafeRawPointer, _ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        let at = count
        storage.withUnsafeMutableBytes { $0.baseAddress!.advanced(by: at).copyMemory(from: source, byteCount: n) }
        count += n
    }

    /// Appends the UTF-8 bytes of `text` (one copy from its contiguous storage; small strings included).
    ///
    /// Read in place, without a copy of the string: `withUTF8` needs a `var`, and a copy retains and releases the
    /// string, an atomic write to a reference count other cores rendering other files write too.
    @inline(__always) package mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(buffer: $0) }) != nil { return }
        var text = text
        text.withUTF8 { append(buffer: $0) }
    }

    /// Appends the UTF-8 bytes of `text`.
    @inline(__always) package mutating func append(_ text: Substring) {
        if text.utf8.withContiguousStorageIfAvailable({ append(buffer: $0) }) != nil { return }
        var text = text
        text.withUTF8 { append(buffer: $0) }
    }

    /// Appends raw bytes.
    @inline(__always) package mutating func append(bytes more: [UInt8]) {
        more.withUnsafeBufferPointer { append(buffer: $0) }
    }

    /// Appends the bytes of a literal.
    @inline(__always) package mutating func append(static text: StaticString) {
        text.withUTF8Buffer { append(buffer: $0) }
    }

    /// Appends bytes from memory.
    @inline(__always) package mutating func append(buffer: UnsafeBufferPointer<UInt8>) {
        if let base = buffer.baseAddress { write(base, buffer.count) }
    }

    /// Appends a slice of bytes.
    @inline(__always) package mutating func append(slice: ArraySlice<UInt8>) {
        slice.withUnsafeBufferPointer { append(buffer: $0) }
    }

    /// Appends `text`, adding `count` spaces after every newline in it (multi-line text moved right).
    /// Newlines are found with `memchr`, not byte by byte: multi-line JSON values are re-indented this way.
    package mutating func append(reindented text: ArraySlice<UInt8>, by spaces: Int) {
        text.withUnsafeBufferPointer { all in
            var start = 0
            while let nl = all.firstIndex(of: 0x0A, from: start) {
                append(buffer: UnsafeBufferPointer(rebasing: all[start...nl]))
                indent(spaces)
                start = nl + 1
            }
            append(buffer: UnsafeBufferPointer(rebasing: all[start...]))
        }
    }

    /// Appends one byte.
    @inline(__always) package mutating func append(byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    /// Appends `text` followed by a newline.
    @inline(__always) package mutating func line(_ text: String = "") {
        append(text)
        append(byte: 0x0A)
    }

    /// Appends the pieces, then a newline (each piece copied in place: joining them with `+` first would
    /// allocate and copy every intermediate string).
    @inline(__always) package mutating func line(_ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "",
                                         _ f: String = "", _ g: String = "") {
        append(a)
        append(b)
        if !c.isEmpty { append(c) }
        if !d.isEmpty { append(d) }
        if !e.isEmpty { append(e) }
        if !f.isEmpty { append(f) }
        if !g.isEmpty { append(g) }
        append(byte: 0x0A)
    }

    /// Appends `n` spaces.
    @inline(__always) package mutating func indent(_ n: Int) {
        guard n > 0 else { return }
        reserve(n)
        let at = count
        storage.withUnsafeMutableBufferPointer { $0.baseAddress!.advanced(by: at).update(repeating: 0x20, count: n) }
        count += n
    }

    /// True when any byte is outside ASCII.
    package var containsNonASCII: Bool {
        storage.withUnsafeBytes { Self.containsNonASCII(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }
    }

    /// True when any of `bytes` is outside ASCII. Reads eight bytes at a time: every CSS file is scanned.
    package static func containsNonASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let n = bytes.count
        var i = 0
        while i + 8 <= n {
            if bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return true }
            i += 8
        }
        while i < n {
            if bytes[i] >= 0x80 { return true }
            i += 1
        }
        return false
    }

    /// The bytes, guaranteed to end with exactly one newline (the unwritten tail trimmed in place, no copy).
    package mutating func finished() -> [UInt8] {
        while count > 0 && storage[count - 1] == 0x0A { count -= 1 }
        append(byte: 0x0A)
        storage.removeSubrange(count...)
        let done = storage
        storage = []
        count = 0
        return done
    }
}
