import Foundation
import Testing
@testable import TokenCore

/// Hostile JSON bytes, in memory: every malformed input gives no value and a located diagnostic with a stable
/// code, never a trap, in bounded time. (The same families through the `tokenc` binary, with exit codes and
/// untouched outputs, are in Tests/tokencTests/HostileCLITests.swift.)
@Suite struct HostileJSONTests {
    /// Reads `bytes` and locates the diagnostics (line and column filled in).
    static func read(_ bytes: [UInt8], path: String = "h.json") -> (value: JSONValue?, diagnostics: [Diagnostic]) {
        let file = SourceFile(path: path, bytes: bytes)
        let r = JSONReader.read(file)
        return (r.value, DiagnosticLocator(files: [file]).locate(r.diagnostics))
    }

    static func read(_ text: String) -> (value: JSONValue?, diagnostics: [Diagnostic]) { read(Array(text.utf8)) }

    /// `code@line:col` of each diagnostic.
    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.code.rawValue)@\($0.location?.line ?? 0):\($0.location?.column ?? 0)" }
    }

    /// A time limit in seconds, scaled by `TOKENC_HOSTILE_TIME_SCALE` (scripts/asan.sh runs ~3× slower).
    static func limit(_ seconds: Double) -> Double {
        seconds * (ProcessInfo.processInfo.environment["TOKENC_HOSTILE_TIME_SCALE"].flatMap(Double.init) ?? 1)
    }

    /// Seconds `body` takes.
    static func seconds(_ body: () -> Void) -> Double {
        let d = ContinuousClock().measure(body)
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static let sample = """
    {
      "color": {
        "$type": "color",
        "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] }, "$description": "Blue \\u00e9 🎨" },
        "action": { "$value": "{color.blue}" }
      },
      "size": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } }
    }
    """

    // MARK: Truncation and trailing garbage

    @Test func everyTruncationIsAnErrorAtTheEnd() {
        let bytes = Array(Self.sample.utf8)
        for length in 0..<bytes.count {
            let prefix = Array(bytes[..<length])
            let r = JSONReader.read(SourceFile(path: "t.json", bytes: prefix))
            #expect(r.value == nil, "prefix of \(length) bytes was accepted")
            let codes = Set(r.diagnostics.map(\.code))
            #expect(codes == [.jsonSyntax] || codes == [.jsonEmpty] || codes == [.jsonInvalidUTF8], "prefix \(length): \(codes)")
        }
        let r = Self.read(String(Self.sample.dropLast(2)))
        #expect(Self.summary(r.diagnostics) == ["json-syntax@7:84"])
        #expect(r.diagnostics.first?.message == "unexpected end of file: the JSON value is incomplete")
    }

    @Test func trailingGarbageIsLocated() {
        #expect(Self.summary(Self.read("{} x").diagnostics) == ["json-syntax@1:4"])
        #expect(Self.summary(Self.read("{}\n{}").diagnostics) == ["json-syntax@2:1"])
        #expect(Self.summary(Self.read("{} // fine\n/* fine */ ]").diagnostics) == ["json-syntax@2:12"])
        #expect(Self.summary(Self.read("[1]]").diagnostics) == ["json-syntax@1:4"])
        #expect(Self.read("{}\n// only a comment after\n").diagnostics.isEmpty)
        #expect(Self.read("{} x").diagnostics.first?.message == "unexpected content after the JSON value")
    }

    // MARK: Bytes that are not text

    @Test func invalidUTF8IsRejectedWhereverItIs() {
        // (bytes, expected column of the bad byte). Overlong forms, surrogates and code points above U+10FFFF
        // pass json-c's own check; tokenc rejects them too.
        let cases: [([UInt8], Int)] = [
            ([0x80], 9), ([0xFF], 9), ([0xC3], 9), ([0xE2, 0x82], 9),   // stray continuation, never-valid, truncated
            ([0xC0, 0xAF], 9), ([0xE0, 0x80, 0xAF], 9),                 // overlong "/"
            ([0xED, 0xA0, 0x80], 9), ([0xED, 0xBF, 0xBF], 9),           // UTF-16 surrogates
            ([0xF4, 0x90, 0x80, 0x80], 9), ([0xF8, 0x88, 0x80, 0x80, 0x80], 9),
            (Array("é".utf8) + [0xC0, 0x80], 10),
        ]
        for (bad, column) in cases {
            for inKey in [false, true] {
                let text: [UInt8] = inKey
                    ? Array(#"{"a": {"#.utf8) + [0x22] + Array("x".utf8) + bad + Array(#"": {"$type": "number", "$value": 1}}}"#.utf8)
                    : Array(#"{"a": "x"#.utf8) + bad + Array(#""}"#.utf8)
                let r = Self.read(text)
                #expect(r.value == nil, "\(bad) in \(inKey ? "key" : "value") accepted")
                #expect(Self.summary(r.diagnostics) == ["json-invalid-utf8@1:\(inKey ? column + 1 : column)"], "\(bad) in \(inKey ? "key" : "value")")
            }
        }
        // Well-formed sequences of every length at their limits are fine.
        let good: [[UInt8]] = [[0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF]]
        for g in good {
            let r = Self.read(Array(#"{"a": "x"#.utf8) + g + Array(#""}"#.utf8))
            #expect(r.diagnostics.isEmpty, "\(g) rejected")
            #expect(r.value?.objectValue?["a"]?.stringValue == "x" + String(decoding: g, as: UTF8.self))
        }
        #expect(JSONReader.firstInvalidUTF8(Array("ok 🎨 é".utf8)) == nil)
        #expect(JSONReader.firstInvalidUTF8([0x61, 0xE0, 0x9F, 0x80]) == 1)
    }

    @Test func nulBytesAndNulEscapes() {
        #expect(Self.summary(Self.read([0x7B, 0x7D, 0x00]).diagnostics) == ["json-nul-byte@1:3"])
        #expect(Self.summary(Self.read(Array(#"{"a": "x"#.utf8) + [0] + Array(#""}"#.utf8)).diagnostics) == ["json-nul-byte@1:9"])
        #expect(Self.summary(Self.read([0]).diagnostics) == ["json-nul-byte@1:1"])
        // An escaped NUL is a valid character of a string value and is kept...
        let kept = Self.read(#"{"a": "x\u0000y"}"#)
        #expect(kept.diagnostics.isEmpty)
        #expect(kept.value?.objectValue?["a"]?.stringValue == "x\u{0}y")
        // ...but json-c keeps keys as C strings, so a key holding one would silently lose its end: an error.
        let key = Self.read("{\n  \"ok\": 1,\n  \"a\\u0000b\": 2, \"a\": 3\n}")
        #expect(key.value == nil)
        #expect(Self.summary(key.diagnostics) == ["json-nul-byte@3:3"])
    }

    @Test func byteOrderMarkWarnsAndIsSkipped() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let r = Self.read(bom + Array("{\"a\": 1}".utf8))
        #expect(r.value == ["a": 1])
        #expect(Self.summary(r.diagnostics) == ["json-byte-order-mark@1:1"])
        #expect(r.diagnostics.first?.severity == .warning)
        #expect(Self.summary(Self.read(bom).diagnostics) == ["json-byte-order-mark@1:1", "json-empty@1:2"])
        #expect(Self.read(bom + bom + Array("{}".utf8)).diagnostics.map(\.code) == [.jsonByteOrderMark, .jsonSyntax])
        // A locator on a file with a BOM still finds nodes.
        let file = SourceFile(path: "b.json", bytes: bom + Array("{\n  \"a\": {\"b\": 1}\n}".utf8))
        let at = DiagnosticLocator(files: [file]).locate(SourceLocation(file: "b.json", pointer: JSONPointer(["a", "b"])))
        #expect(at.line == 2 && at.column == 14)
    }

    @Test func emptyFiles() {
        for text in ["", " ", "\n\n\t", "// nothing\n", "/* nothing */", "/* unterminated"] {
            let r = Self.read(text)
            #expect(r.value == nil)
            #expect(r.diagnostics.map(\.code) == [.jsonEmpty], "\(text.debugDescription)")
        }
    }

    // MARK: Numbers

    @Test func numbersTooLargeForADouble() throws {
        let text = """
        {"a": 1e400, "b": -1e400, "c": 1\(String(repeating: "0", count: 400)), "d": -9\(String(repeating: "9", count: 400)),
         "e": 123456789012345678901234567890, "f": -123456789012345678901234567890,
         "g": 18446744073709551615, "h": -9223372036854775808, "i": 9223372036854775807, "j": 1e308, "k": 4.9e-324, "l": 1e-400}
        """
        let r = Self.read(text)
        #expect(Self.summary(r.diagnostics) == ["json-number-out-of-range@1:7", "json-number-out-of-range@1:19", "json-number-out-of-range@1:32",
                                                "json-number-out-of-range@1:440"])
        let o = try #require(r.value?.objectValue)
        // Integers beyond 64 bits are valid JSON numbers: read from their literal, not json-c's clamped value.
        #expect(o["e"] == .number(123456789012345678901234567890.0))
        #expect(o["f"] == .number(-123456789012345678901234567890.0))
        #expect(o["g"] == .number(18446744073709551615.0))
        #expect(o["h"] == .number(-9223372036854775808.0))
        #expect(o["i"] == .number(9223372036854775807.0))
        #expect(o["j"] == .number(1e308))
        #expect(o["k"] == .number(4.9e-324))
        #expect(o["l"] == .number(0))
    }

    @Test func manyHugeIntegersStayLinear() throws {
        // Each clamped integer is read again from the source: one scan of the file for all of them, not one per number.
        let n = 20_000
        let text = "[" + (0..<n).map { "12345678901234567890123456\($0 % 10)" }.joined(separator: ",") + "]"
        var r: (value: JSONValue?, diagnostics: [Diagnostic]) = (nil, [])
        let time = Self.seconds { r = Self.read(text) }
        #expect(r.diagnostics.isEmpty)
        let a = try #require(r.value?.arrayValue)
        #expect(a.count == n)
        #expect(a[n - 1] == .number(123456789012345678901234569.0))
        #expect(time < Self.limit(20), "\(time) s")
    }

    @Test func nanAndInfinityAreErrors() {
        let r = Self.read("{\"a\": NaN,\n \"b\": [Infinity, -Infinity],\n \"c\": {\"$value\": nan}}")
        #expect(Self.summary(r.diagnostics) == ["json-number-out-of-range@1:7", "json-number-out-of-range@2:8", "json-number-out-of-range@2:18",
                                                "json-number-out-of-range@3:18"])
        // A non-finite number anywhere makes the file an error: nothing downstream sees NaN.
        let layer = TokenTreeParser.parse(SourceFile(path: "n.json", text: #"{"a": {"$type": "number", "$value": NaN}}"#))
        #expect(layer.diagnostics.map(\.code) == [.jsonNumberOutOfRange])
        #expect(layer.diagnostics.hasErrors)
    }

    // MARK: Duplicate keys

    @Test func duplicateKeysNameBothLocations() throws {
        let text = """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": "#0000ff" },
            "blue": { "$value": "#0000fe", "$value": "#0000fd" }
          },
          "color": { "red": { "$type": "color", "$value": "#ff0000" } }
        }
        """
        let r = Self.read(text)
        let o = try #require(r.value?.objectValue)
        #expect(o.keys == ["color"])
        #expect(o["color"]?.objectValue?["red"] != nil)
        #expect(Self.summary(r.diagnostics) == ["json-duplicate-key@5:5", "json-duplicate-key@5:36", "json-duplicate-key@7:3"])
        #expect(r.diagnostics.allSatisfy { $0.severity == .warning })
        let notes = r.diagnostics.map { "\($0.notes.first?.location?.line ?? 0):\($0.notes.first?.location?.column ?? 0)" }
        #expect(notes == ["4:5", "5:15", "2:3"])
        #expect(r.diagnostics[1].message == "key \"$value\" appears twice in the same object; the last one wins")
        #expect(r.diagnostics[1].notes.first?.message == "first \"$value\" is here")
    }

    @Test func manyDuplicateKeysStayLinear() {
        var text = "{"
        for i in 0..<20_000 { text += "\"k\(i % 100)\": \(i)," }
        text += "\"end\": 0}"
        var r: (value: JSONValue?, diagnostics: [Diagnostic]) = (nil, [])
        let time = Self.seconds { r = Self.read(text) }
        #expect(r.diagnostics.count == 19_900)
        #expect(r.value?.objectValue?.count == 101)
        #expect(time < Self.limit(20), "\(time) s")
    }

    // MARK: Size and depth

    @Test func tenMegabyteStrings() throws {
        let big = String(repeating: "a", count: 10_000_000)
        let bigEmoji = String(repeating: "🎨", count: 2_500_000)
        let text = #"{"k": {"$type": "fontFamily", "$value": ""# + big + #"", "$description": ""# + bigEmoji + #""}, ""# + big + #"": 1}"#
        var r: (value: JSONValue?, diagnostics: [Diagnostic]) = (nil, [])
        let time = Self.seconds { r = Self.read(text) }
        #expect(r.diagnostics.isEmpty)
        let o = try #require(r.value?.objectValue)
        #expect(o["k"]?.objectValue?["$value"]?.stringValue?.utf8.count == 10_000_000)
        #expect(o["k"]?.objectValue?["$description"]?.stringValue?.unicodeScalars.count == 2_500_000)
        #expect(o[big] == 1)
        #expect(time < Self.limit(30), "\(time) s")

        // Through the parser and resolver: a 10 MB value and description come out whole.
        let tokens = TokenTreeParser.parse(SourceFile(path: "s.json", text: #"{"f": {"$type": "fontFamily", "$value": ""# + big + #"", "$description": ""# + big + #""}}"#))
        let resolved = TokenResolver.resolve(TokenMerger.merge([tokens]))
        #expect(resolved.diagnostics.isEmpty)
        #expect(resolved.tokens["f"]?.value == .fontFamily([big]))
        #expect(resolved.tokens["f"]?.description == big)
    }

    @Test func nestingAHundredThousandLevelsDeep() {
        let n = 100_000
        let shapes: [(String, String, String)] = [
            ("arrays", String(repeating: "[", count: n), String(repeating: "]", count: n)),
            ("objects", String(repeating: "{\"a\":", count: n) + "1", String(repeating: "}", count: n)),
            ("mixed", String(repeating: "{\"a\":[", count: n / 2) + "1", String(repeating: "]}", count: n / 2)),
            ("in a value", "{\"t\": {\"$type\": \"number\", \"$value\": " + String(repeating: "[", count: n), String(repeating: "]", count: n) + "}}"),
            ("unclosed", String(repeating: "[", count: n), ""),
        ]
        for (name, open, close) in shapes {
            var r: (value: JSONValue?, diagnostics: [Diagnostic]) = (nil, [])
            let time = Self.seconds { r = Self.read(open + close) }
            #expect(r.value == nil, "\(name)")
            #expect(r.diagnostics.map(\.code) == [.jsonTooDeep], "\(name): \(r.diagnostics.map(\.message))")
            #expect(time < Self.limit(10), "\(name): \(time) s")
        }
        let deepest = Int(JSONReader.maximumDepth)
        #expect(Self.read(String(repeating: "[", count: deepest) + String(repeating: "]", count: deepest)).diagnostics.isEmpty)
        #expect(Self.summary(Self.read(String(repeating: "[", count: deepest + 1) + String(repeating: "]", count: deepest + 1)).diagnostics)
                == ["json-too-deep@1:\(deepest + 1)"])
    }

    @Test func deepestAcceptedTreeGoesThroughThePipeline() {
        // Groups nested as deep as the reader accepts, and a value nested as deep: parsed, resolved, located.
        let depth = Int(JSONReader.maximumDepth) - 3
        let groups = String(repeating: "{\"g\":", count: depth) + "{\"t\": {\"$type\": \"number\", \"$value\": \"{x}\"}}" + String(repeating: "}", count: depth)
        let source = SourceFile(path: "deep.json", text: groups)
        let layer = TokenTreeParser.parse(source)
        let resolved = TokenResolver.resolve(TokenMerger.merge([layer]))
        let located = DiagnosticLocator(files: [source]).locate(layer.diagnostics + resolved.diagnostics)
        #expect(located.map(\.code) == [.unresolvedReference])
        #expect(located.first?.location?.column == 5 * depth + 37)
        let value = "{\"t\": {\"$type\": \"number\", \"$value\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}}"
        let v = Compiled(value)
        #expect(v.diagnostics.map(\.code) == [.invalidValue])
    }
}
