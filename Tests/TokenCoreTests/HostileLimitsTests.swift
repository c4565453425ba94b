import Foundation
import Testing
@testable import TokenCore

/// Limits on what one input may cost, in memory: files saved as UTF-16 or UTF-32 are named as such, line ends of
/// every kind (LF, CRLF, CR) count as lines wherever a position is computed, and token and group paths are bounded
/// in length, so the size of the output is linear in the size of the input. (Source files too large to read and
/// the memory of thousands of permutations are checked through the binary: Tests/tokencTests/HostileLimitsCLITests.swift.)
@Suite struct HostileLimitsTests {
    // MARK: Encodings

    /// `text` in UTF-16 or UTF-32, either byte order, with or without a byte-order mark.
    static func encoded(_ text: String, width: Int, bigEndian: Bool, mark: Bool) -> [UInt8] {
        let units: [UInt32] = (mark ? [0xFEFF] : []) + (width == 2 ? text.utf16.map(UInt32.init) : text.unicodeScalars.map(\.value))
        var out: [UInt8] = []
        for unit in units {
            let bytes = (0..<width).map { UInt8(truncatingIfNeeded: unit >> (8 * $0)) }
            out += bigEndian ? bytes.reversed() : bytes
        }
        return out
    }

    @Test func utf16AndUTF32AreNamedNotReportedAsNulBytes() {
        for width in [2, 4] {
            for bigEndian in [false, true] {
                for mark in [false, true] {
                    // ASCII-only, leading whitespace, and text that is not ASCII at all after the first byte.
                    for text in [HostileJSONTests.sample, "\n  " + HostileJSONTests.sample, "{\"é\": {\"$type\": \"number\", \"$value\": 1}}"] {
                        let name = "UTF-\(width * 8) \(bigEndian ? "BE" : "LE")\(mark ? " with BOM" : "")"
                        let r = HostileJSONTests.read(Self.encoded(text, width: width, bigEndian: bigEndian, mark: mark))
                        #expect(r.value == nil, "\(name)")
                        #expect(HostileJSONTests.summary(r.diagnostics) == ["json-unsupported-encoding@1:1"], "\(name)")
                        let message = r.diagnostics.first?.message ?? ""
                        #expect(message.contains("UTF-\(width * 8) (\(bigEndian ? "big" : "little")-endian)"), "\(name): \(message)")
                        #expect(message.contains("save it as UTF-8"), "\(name): \(message)")
                    }
                }
            }
        }
        // A token file, a resolver document and the config all read JSON this way.
        let layer = TokenTreeParser.parse(SourceFile(path: "t.json", bytes: Self.encoded(HostileJSONTests.sample, width: 2, bigEndian: false, mark: true)))
        #expect(layer.diagnostics.map(\.code) == [.jsonUnsupportedEncoding])
        let config = Config.decode(SourceFile(path: "tokenc.json", bytes: Self.encoded(#"{"tokens": ["t.json"]}"#, width: 2, bigEndian: false, mark: false)))
        #expect(config.diagnostics.map(\.code).contains(.jsonUnsupportedEncoding))
    }

    @Test func nulBytesInUTF8AreStillNulBytes() {
        // NUL bytes that do not fall where UTF-16 or UTF-32 put them around ASCII.
        for bytes: [UInt8] in [[0x7B, 0x7D, 0x00], [0x00], [0x7B, 0x00, 0x7D], [0x7B, 0x00, 0x22, 0x22, 0x7D], [0x20, 0x20, 0x00, 0x00, 0x7B, 0x7D],
                               [0x00, 0x00, 0x7B, 0x7D], [0x00, 0x00, 0x00, 0x00]] {
            let r = HostileJSONTests.read(bytes)
            #expect(r.diagnostics.map(\.code) == [.jsonNulByte], "\(bytes)")
        }
        // A UTF-8 byte-order mark is still a warning, and the file is read.
        let r = HostileJSONTests.read([0xEF, 0xBB, 0xBF] + Array(#"{"a": {"$type": "number", "$value": 1}}"#.utf8))
        #expect(r.value != nil)
        #expect(r.diagnostics.map(\.code) == [.jsonByteOrderMark])
    }

}
