import Testing
@testable import TokenCore

/// `ByteBuffer` on its own: what the emitters rely on besides appending.
@Suite struct ByteBufferTests {
    /// `containsNonASCII` (which decides a CSS file's `@charset`) finds one byte of 0x80 or more anywhere in the
    /// written bytes, whatever the length and the position: the scan reads eight bytes at a time, then the rest.
    @Test func containsNonASCIIAtEveryPosition() {
        for length in 0..<41 {
            var plain = ByteBuffer(capacity: length)
            plain.append(bytes: [UInt8](repeating: 0x7F, count: length))
            #expect(!plain.containsNonASCII, "length \(length)")
            for at in 0..<length {
                for high: UInt8 in [0x80, 0xC3, 0xFF] {
                    var bytes = [UInt8](repeating: 0x41, count: length)
                    bytes[at] = high
                    var buffer = ByteBuffer()
                    buffer.append(bytes: bytes)
                    #expect(buffer.containsNonASCII, "length \(length), byte \(high) at \(at)")
                }
            }
        }
        var text = ByteBuffer()
        text.line("a { color: red; }")
        #expect(!text.containsNonASCII)
        text.line("/* café */")
        #expect(text.containsNonASCII)
    }
}
