import Testing
@testable import TokenCore

/// The byte scans that locating diagnostics runs over whole files (string skipping, line starts, scalar-count
/// checkpoints) give what a plain byte-by-byte loop gives, on every length around their block sizes.
@Suite struct ByteScanTests {
    /// Bytes mixing ASCII, newlines and two-, three- and four-byte UTF-8 sequences, from a fixed seed.
    static func sample(_ length: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var out: [UInt8] = []
        let pieces: [[UInt8]] = [[0x61], [0x0A], [0x20], Array("é".utf8), Array("—".utf8), Array("😀".utf8), [0x7B]]
        while out.count < length {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            out += pieces[Int(state >> 33) % pieces.count]
        }
        return Array(out.prefix(length))
    }

    @Test func lineStartsAndScalarCheckpointsMatchAByteLoop() {
        for length in [0, 1, 7, 8, 9, 127, 128, 129, 255, 256, 257, 1000, 4099] {
            for seed in [1, 2, 3] as [UInt64] {
                let bytes = Self.sample(length, seed: seed)
                var starts = [0]
                for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
                #expect(SourceFile.lineStarts(bytes) == starts, "length \(length)")
                var checkpoints: [Int] = []
                var count = 0
                for (i, b) in bytes.enumerated() {
                    if i % DiagnosticLocator.checkpointStride == 0 { checkpoints.append(count) }
                    if b & 0xC0 != 0x80 { count += 1 }
                }
                if bytes.count % DiagnosticLocator.checkpointStride == 0 { checkpoints.append(count) }
                #expect(DiagnosticLocator.scalarCheckpoints(bytes) == checkpoints, "length \(length)")
            }
        }
    }

    @Test func stringsAreSkippedToTheirClosingQuote() {
        func skip(_ text: String, at offset: Int = 0) -> Int? { Lexer.skipString(Array(text.utf8), at: offset) }
        #expect(skip(#""abc", 1"#) == 5)
        #expect(skip(#""a\"b" x"#) == 6)          // an escaped quote
        #expect(skip(#""a\\" x"#) == 5)           // an escaped backslash, then the closing quote
        #expect(skip(#""\\\"" x"#) == 6)           // an escaped backslash and an escaped quote
        #expect(skip(#"'it''s'"#) == 4)           // single quotes (json-c's extension) close on a single quote
        #expect(skip(#"'a"b' "#) == 5)
        #expect(skip(#""unterminated"#) == nil)
        #expect(skip(#""ends with a backslash\"#) == nil)
        #expect(skip(#"x "a""#, at: 2) == 5)
        #expect(skip("abc") == nil)                // not at a quote
        #expect(skip(#""""#) == 2)
    }
}
