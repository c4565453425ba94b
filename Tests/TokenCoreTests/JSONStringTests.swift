import Foundation
import Testing
@testable import TokenCore

/// The one JSON string escaping rule (`JSONString`): both JSON writers (emitted files and reports) write the
/// same bytes for every string, the bytes read back as the string, and they are safe inside `<script>`.
@Suite struct JSONStringTests {
    /// A string and its literal. Every control character, DEL, quotes, backslash, `</` and `<!` (HTML), U+2028/9
    /// (JavaScript), U+FEFF, bidirectional and other invisible characters, and characters written as they are:
    /// `/`, `<` alone, non-ASCII, emoji.
    static let table: [(String, String)] = {
        let short: [Int: String] = [0x08: #"\b"#, 0x09: #"\t"#, 0x0A: #"\n"#, 0x0C: #"\f"#, 0x0D: #"\r"#]
        var rows: [(String, String)] = (0..<0x20).map { v in
            let hex = String(v, radix: 16)
            let escape = short[v] ?? "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            return ("a" + String(UnicodeScalar(UInt8(v))) + "b", "\"a" + escape + "b\"")
        }
        rows += [
            ("", #""""#),
            ("plain text", #""plain text""#),
            ("\u{7F}", #""\u007f""#),
            ("x\u{7F}y\u{7F}", #""x\u007fy\u007f""#),
            ("say \"hi\"", #""say \"hi\"""#),
            ("C:\\path\\", #""C:\\path\\""#),
            ("\\\"", #""\\\"""#),
            ("a/b", #""a/b""#),
            ("/", #""/""#),
            ("</script>", #""<\/script>""#),
            ("</", #""<\/""#),
            ("<</", #""<<\/""#),
            ("<//", #""<\//""#),
            ("<!--<script>", #""\u003c!--<script>""#),
            ("<!", #""\u003c!""#),
            ("a < b", #""a < b""#),
            ("<", #""<""#),
            ("x<", #""x<""#),
            ("<script>", #""<script>""#),
            ("\u{2028}", #""\u2028""#),
            ("\u{2029}", #""\u2029""#),
            ("a\u{2028}b\u{2029}c", #""a\u2028b\u2029c""#),
            ("\u{2027}\u{20AC}", "\"\u{2027}\u{20AC}\""),  // 0xE2 starting other characters
            // Bidirectional controls, marks and isolates (Trojan Source), C1 controls, private use: `\uxxxx`.
            ("a\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}b", #""a\u202a\u202b\u202c\u202d\u202eb""#),
            ("\u{2066}\u{2067}\u{2068}\u{2069}", #""\u2066\u2067\u2068\u2069""#),
            ("\u{200E}\u{200F}\u{61C}", #""\u200e\u200f\u061c""#),
            ("\u{85}\u{9F}\u{AD}", #""\u0085\u009f\u00ad""#),
            ("\u{E000}\u{F0000}\u{E0041}", #""\ue000\udb80\udc00\udb40\udc41""#),
            ("é", "\"é\""),
            ("日本語", "\"日本語\""),
            ("\u{1F600}", "\"\u{1F600}\""),
            ("👨‍👩‍👧 🇫🇷", "\"👨\\u200d👩\\u200d👧 🇫🇷\""),  // the joiner is a format character, as in Swift
            ("\u{FEFF}", #""\ufeff""#),  // read back by Foundation only when escaped
            ("a\u{FEFF}\u{FEFE}\u{FFFD}\u{200B}", "\"a\\ufeff\\ufefe\u{FFFD}\\u200b\""),  // 0xEF starting others; U+FEFE is unassigned
            ("\r\n", #""\r\n""#),
            ("\u{0}", #""\u0000""#),
            ("é\n\u{2028}</\"\\\u{1}\u{7F}<!😀", #""é\n\u2028<\/\"\\\u0001\u007f\u003c!😀""#),
        ]
        return rows
    }()

    /// The literal `JSONTextWriter` (emitted files) writes for `s`.
    static func emitted(_ s: String) -> String {
        var out = ByteBuffer()
        JSONTextWriter.writeString(s, into: &out)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    @Test(arguments: table) func bothWritersWriteTheRule(_ s: String, _ literal: String) {
        #expect(Self.emitted(s) == literal)
        #expect(JSONWriter.string(.string(s)) == literal)
        var bytes: [UInt8] = []
        JSONWriter.writeString(s, into: &bytes)
        #expect(bytes == Array(literal.utf8))
        var joined = ByteBuffer()
        JSONTextWriter.writeString(joining: [s], into: &joined)
        #expect(Array(joined.bytes) == Array(literal.utf8))
    }

    @Test(arguments: table) func foundationReadsTheStringBack(_ s: String, _ literal: String) throws {
        let read = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
        #expect(read as? String == s)
    }

    /// Every scalar below U+0800, and the other characters the rule looks at, between text that starts and ends
    /// an escape's context: both writers agree, Foundation reads it back, and nothing unsafe is left raw.
    @Test func everyScalarAroundTheRule() throws {
        let values: [UInt32] = Array(0..<0x800) + [0x2027, 0x2028, 0x2029, 0x202A, 0x202E, 0x2066, 0x2069, 0x200E, 0xE000, 0xFEFE,
                                                   0xFEFF, 0xFFFD, 0x1F600, 0xE0041, 0x10FFFD]
        let scalars = values.compactMap { UnicodeScalar($0) }
        for c in scalars {
            for s in ["\(c)", "<\(c)/", "<\(c)", "\(c)<", "\(c)</\(c)", "a\(c)\(c)b"] {
                let literal = Self.emitted(s)
                #expect(JSONWriter.string(.string(s)) == literal)
                let read = try JSONSerialization.jsonObject(with: Data(literal.utf8), options: .fragmentsAllowed)
                #expect(read as? String == s, "U+\(String(c.value, radix: 16))")
                #expect(!literal.unicodeScalars.contains(where: DisplayText.isUnsafe))
                #expect(!literal.contains("</") && !literal.contains("<!"), "\(literal)")
            }
        }
    }

    /// A token path is escaped part by part, as the joined path would be.
    @Test func pathsJoinedAsTheWholeString() {
        let parts = ["a<", "/b", "<", "!c", "\u{2028}", "é\"", "</"]
        for i in parts.indices {
            for j in parts.indices {
                var out = ByteBuffer()
                JSONTextWriter.writeString(joining: [parts[i], parts[j]], into: &out)
                #expect(String(decoding: out.bytes, as: UTF8.self) == Self.emitted(parts[i] + "." + parts[j]))
            }
        }
    }

    /// Reports (`JSONWriter`) escape keys and nested strings with the same rule.
    @Test func reportKeysAndNestedStrings() {
        let value: JSONValue = .object(JSONObject([JSONMember(key: "k\u{7F}</", value: .array([.string("\u{8}\u{C}<!--")]))]))
        #expect(JSONWriter.string(value, pretty: false) == #"{"k\u007f<\/":["\b\f\u003c!--"]}"#)
        var out = ByteBuffer()
        JSONTextWriter.write(value, compact: true, into: &out)
        #expect(String(decoding: out.bytes, as: UTF8.self) == #"{"k\u007f<\/": ["\b\f\u003c!--"]}"#)
    }
}
