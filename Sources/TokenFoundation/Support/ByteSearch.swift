#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The index of the first `byte` in `start..<end` (to the end of the buffer when `end` is nil), or nil.
    /// `memchr` does the search: it runs over whole files (NUL bytes, newlines, closing quotes), where a
    /// byte-by-byte loop is far slower.
    package func firstIndex(of byte: UInt8, from start: Int, to end: Int? = nil) -> Int? {
        let end = end ?? count
        guard let base = baseAddress, start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
    }
}
