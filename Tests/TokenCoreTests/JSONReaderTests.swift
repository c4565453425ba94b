import Testing
@testable import TokenCore

@Suite struct JSONReaderTests {
    private func read(_ text: String, path: String = "t.json") -> JSONReader.Result {
        JSONReader.read(SourceFile(path: path, text: text))
    }

    @Test func keepsKeyOrderAndTypes() throws {
        let r = read(#"{"b": 1, "a": [true, null, "x", 2.5], /* c */ "c": {}}"#)
        #expect(r.diagnostics.isEmpty)
        let o = try #require(r.value?.objectValue)
        #expect(o.keys == ["b", "a", "c"])
        #expect(o["a"] == [true, nil, "x", 2.5])
    }

    @Test func syntaxErrorPointsAtTheByte() throws {
        let r = read("{\n  \"a\": 1,\n  \"b\": ]\n}")
        let d = try #require(r.diagnostics.first)
        #expect(d.code == .jsonSyntax)
        #expect(d.location?.line == 3)
        #expect(d.location?.column == 8)
    }

    @Test func truncatedFile() throws {
        let r = read("{\"a\": {\"b\": 1")
        #expect(r.value == nil)
        #expect(r.diagnostics.first?.code == .jsonSyntax)
        #expect(r.diagnostics.first?.message.contains("end of file") == true)
    }

    /// A text that is one scalar is read as that value: json-c needs to see the text end to finish a number or
    /// literal, and gives `null` as no object at all. A truncated value is still an error.
    @Test(arguments: [("1", JSONValue.number(1)), (" 12.5 \n", .number(12.5)), ("true", .bool(true)),
                      ("false", .bool(false)), ("null", .null), (" null\n", .null), ("\"s\"", .string("s"))])
    func aTextThatIsOneScalarIsThatValue(_ text: String, _ value: JSONValue) {
        let r = read(text)
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics.map(\.message))")
        #expect(r.value == value)
    }

    @Test func aScalarCutShortOrFollowedIsAnError() {
        #expect(read("tru").diagnostics.first?.code == .jsonSyntax)
        #expect(read("[1").diagnostics.first?.message.contains("end of file") == true)
        #expect(read("null x").diagnostics.first?.location?.column == 6)
        #expect(read("1 2").diagnostics.first?.code == .jsonSyntax)
        // An object left open by a comment that runs to the end is still incomplete.
        #expect(read("{\"a\": 1 // note, \"b\": 2}").value == nil)
        #expect(read("[1, 2 // ]").value == nil)
    }

    @Test func trailingGarbage() {
        let r = read("{} x")
        #expect(r.diagnostics.first?.code == .jsonSyntax)
        #expect(r.diagnostics.first?.location?.column == 4)
    }

    @Test func emptyAndNul() {
        #expect(read("  \n").diagnostics.first?.code == .jsonEmpty)
        #expect(read("{\"a\":\u{0}1}").diagnostics.first?.code == .jsonNulByte)
    }

    @Test func invalidUTF8() {
        var bytes = Array(#"{"a": "x"#.utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Array("\"}".utf8))
        let r = JSONReader.read(SourceFile(path: "u.json", bytes: bytes))
        #expect(r.value == nil)
        #expect(r.diagnostics.first?.code == .jsonInvalidUTF8)
    }

    @Test func deepNesting() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let r = read(text)
        #expect(r.value == nil)
        #expect(r.diagnostics.first?.code == .jsonTooDeep)
    }

    @Test func nonFiniteNumbers() {
        let r = read(#"{"a": 1e400, "b": [NaN]}"#)
        #expect(r.diagnostics.map(\.code) == [.jsonNumberOutOfRange, .jsonNumberOutOfRange])
    }

    @Test func byteOrderMarkIsAWarning() {
        let r = JSONReader.read(SourceFile(path: "b.json", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)))
        #expect(r.value == .object(JSONObject()))
        #expect(r.diagnostics.map(\.severity) == [.warning])
    }

    @Test func locatorFindsKeysAndValues() {
        let text = "{\n  // comment\n  \"a\": {\n    \"b\\u0020c\": [1, {\"d\": 2}]\n  }\n}"
        let file = SourceFile(path: "l.json", text: text)
        let loc = DiagnosticLocator(files: [file])
        let v = loc.locate(SourceLocation(file: "l.json", pointer: JSONPointer(["a", "b c", "1", "d"])))
        #expect(v.line == 4 && v.column == 27)
        let k = loc.locate(SourceLocation(file: "l.json", pointer: JSONPointer(["a"]), part: .key))
        #expect(k.line == 3 && k.column == 3)
    }
}

@Suite struct DuplicateKeyTests {
    @Test func duplicateKeysWarnWithBothLocations() throws {
        let r = JSONReader.read(SourceFile(path: "d.json", text: "{\n  \"a\": {\"x\": 1, \"y\": [ {\"k\": 1, \"k\": 2} ]},\n  \"a\": 3\n}"))
        #expect(r.value?.objectValue?["a"] == 3)
        #expect(r.diagnostics.map(\.code) == [.jsonDuplicateKey, .jsonDuplicateKey])
        let inner = try #require(r.diagnostics.first)
        #expect(inner.message == "key \"k\" appears twice in the same object; the last one wins")
        #expect(inner.location?.line == 2 && inner.location?.column == 33)
        #expect(inner.notes.first?.location?.column == 25)
        let outer = r.diagnostics[1]
        #expect(outer.location?.line == 3 && outer.notes.first?.location?.line == 2)
    }

    /// The cheap key count (which lets the full scan be skipped) counts exactly the keys, or gives up.
    @Test func keyCountCountsKeysOrGivesUp() {
        func count(_ text: String) -> Int? { DuplicateKeyScanner.keyCount(Array(text.utf8)) }
        #expect(count(#"{"a": "x:y", "b\":": {"c": [1, {"d": ":"}]}}"#) == 4)
        #expect(count(#"{"a": 1, "a": 2}"#) == 2)
        #expect(count(#"{"a\\": "b:c", "\\": {"\"\\\"": ":"}}"#) == 3)  // escaped backslashes and quotes
        #expect(count(#"{"a": "unterminated"#) == 1)
        #expect(count(#"{"a\u0000b": 1}"#) == nil)
        #expect(count("{'a': 1}") == nil)
        #expect(count("{\"a\": 1 /* : */}") == nil)
        // With a duplicate hidden among strings full of colons and escaped quotes, the scan still runs.
        let r = JSONReader.read(SourceFile(path: "d.json", text: #"{"q\":": ":\"", "x": {"k": "a:b", "k": "c"}}"#))
        #expect(r.diagnostics.map(\.code) == [.jsonDuplicateKey])
    }

    /// The ASCII check that lets most strings skip UTF-8 validation, at every length around its eight-byte steps.
    @Test func asciiCheckFindsAHighByteAnywhere() {
        for length in 0...19 {
            let ascii = [UInt8](repeating: 0x61, count: length)
            #expect(ascii.withUnsafeBufferPointer(JSONReader.isASCII))
            for position in 0..<length {
                var bytes = ascii
                bytes[position] = 0xC3
                #expect(!bytes.withUnsafeBufferPointer(JSONReader.isASCII), "length \(length), high byte at \(position)")
            }
        }
    }

    /// NUL bytes are found wherever they are, after a byte-order mark too, and a file without one has none.
    @Test func nulBytesAreFoundAnywhere() {
        #expect(JSONReader.firstNUL(Array("{}".utf8), from: 0) == nil)
        #expect(JSONReader.firstNUL([0x7B, 0x00, 0x7D, 0x00], from: 0) == 1)
        #expect(JSONReader.firstNUL([0x00, 0x7B, 0x7D, 0x00], from: 1) == 3)
        #expect(JSONReader.firstNUL([], from: 0) == nil)
        let r = JSONReader.read(SourceFile(path: "n.json", bytes: [0xEF, 0xBB, 0xBF, 0x7B, 0x0A, 0x00, 0x7D]))
        #expect(r.value == nil)
        #expect(r.diagnostics.map(\.code) == [.jsonByteOrderMark, .jsonNulByte])
        #expect(r.diagnostics.last?.location?.line == 2 && r.diagnostics.last?.location?.column == 1)
    }

    @Test func stringsThatLookLikeKeysAreNotKeys() {
        let r = JSONReader.read(SourceFile(path: "d.json", text: #"{"a": "b", "c": ["a", "a"], "d": {"a": "a"}}"#))
        #expect(r.diagnostics.isEmpty)
    }
}
