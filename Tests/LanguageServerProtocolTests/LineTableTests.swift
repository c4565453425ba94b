import Testing
import LanguageServerProtocol

/// Byte offsets and LSP positions in each encoding, clamping, and incremental edits.
@Suite struct LineTableTests {
    // "aé😀b", CRLF, "x", CRLF, and "end" with no line break.
    static let text = "aé😀b\r\nx\r\nend"
    static let table = LineTable(text)

    @Test func linesEndAtLFCRLFAndLoneCR() {
        #expect(Self.table.lineStarts == [0, 10, 13])
        let mixed = LineTable("a\rb\nc\r\nd")
        #expect(mixed.lineStarts == [0, 2, 4, 7])
        #expect(mixed.contentRange(ofLine: 0) == 0..<1)
        #expect(mixed.contentRange(ofLine: 2) == 4..<5)
        #expect(LineTable("").lineCount == 1)
        #expect(LineTable("a\n").lineCount == 2)
        #expect(LineTable("\r\r\n\n").lineStarts == [0, 1, 3, 4])
    }

    @Test func utf16PositionsCountAnEmojiAsTwo() {
        // a=0, é=1, 😀=2–3, b=4, line end=5.
        let expected: [(Int, Int)] = [(0, 0), (1, 1), (3, 2), (7, 4), (8, 5)]
        for (offset, character) in expected {
            #expect(Self.table.position(of: offset) == Position(line: 0, character: character), "offset \(offset)")
            #expect(Self.table.offset(of: Position(line: 0, character: character)) == offset, "character \(character)")
        }
        #expect(Self.table.position(of: 10) == Position(line: 1, character: 0))
        #expect(Self.table.offset(of: Position(line: 2, character: 3)) == 16)
    }

    @Test func utf8AndUTF32Positions() {
        #expect(Self.table.position(of: 7, encoding: .utf8) == Position(line: 0, character: 7))
        #expect(Self.table.offset(of: Position(line: 0, character: 3), encoding: .utf8) == 3)
        #expect(Self.table.position(of: 7, encoding: .utf32) == Position(line: 0, character: 3))
        #expect(Self.table.offset(of: Position(line: 0, character: 3), encoding: .utf32) == 7)
        #expect(Self.table.offset(of: Position(line: 0, character: 4), encoding: .utf32) == 8)
    }

    @Test func positionsThatPointNowhereAreClamped() {
        // Past the line's end: the end of its text, before the CRLF.
        #expect(Self.table.offset(of: Position(line: 0, character: 99)) == 8)
        #expect(Self.table.offset(of: Position(line: 1, character: 5)) == 11)
        // Inside the emoji (between its two UTF-16 units, or inside its UTF-8 bytes): its start.
        #expect(Self.table.offset(of: Position(line: 0, character: 3)) == 3)
        #expect(Self.table.offset(of: Position(line: 0, character: 4), encoding: .utf8) == 3)
        // Past the last line: the end of the document.
        #expect(Self.table.offset(of: Position(line: 3, character: 0)) == Self.table.bytes.count)
        #expect(Self.table.offset(of: Position(line: 1000, character: 1000)) == Self.table.bytes.count)
        // Offsets inside a line break, or a character, or out of the text.
        #expect(Self.table.position(of: 9) == Position(line: 0, character: 5))
        #expect(Self.table.position(of: 4) == Position(line: 0, character: 2))
        #expect(Self.table.position(of: -3) == Position(line: 0, character: 0))
        #expect(Self.table.position(of: 999) == Position(line: 2, character: 3))
    }

    @Test func everyOffsetRoundTripsInEveryEncoding() {
        let table = LineTable("x😀\r\n\r\ré\n\u{10FFFF}ab\r")
        for encoding in PositionEncoding.allCases {
            for offset in 0...table.bytes.count {
                let position = table.position(of: offset, encoding: encoding)
                let back = table.offset(of: position, encoding: encoding)
                #expect(back <= offset, "\(encoding) \(offset)")
                #expect(table.position(of: back, encoding: encoding) == position, "\(encoding) \(offset)")
            }
        }
    }

    @Test func invalidUTF8CountsOneUnitPerByte() {
        let table = LineTable([0x61, 0xE2, 0x82, 0x41, 0xFF, 0x62])
        #expect(table.position(of: 6) == Position(line: 0, character: 6))
        #expect(table.offset(of: Position(line: 0, character: 2)) == 2)
    }

    @Test func incrementalEditsInSequence() {
        var document = DocumentText("{\n  \"color\": \"#fff\"\r\n}\n", version: 1)
        let changes: [TextDocumentContentChangeEvent] = [
            // Replace "#fff" with "{brand.😀}".
            TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 1, character: 12), end: Position(line: 1, character: 16)), text: "{brand.😀}"),
            // Insert after the emoji (UTF-16: it ends at character 21).
            TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 1, character: 21), end: Position(line: 1, character: 21)), text: "x"),
            // Join lines 1 and 2 by deleting the CRLF.
            TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 1, character: 99), end: Position(line: 2, character: 0)), text: ""),
            // Insert a line at the top.
            TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0)), text: "// é\n"),
            // A range written end first.
            TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 0, character: 4), end: Position(line: 0, character: 3)), text: "e"),
            // Past the end of the document: appends.
            TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 40, character: 0), end: Position(line: 41, character: 0)), text: "end"),
        ]
        document.apply(changes, version: 7)
        #expect(document.text == "// e\n{\n  \"color\": \"{brand.😀x}\"}\nend")
        #expect(document.version == 7)
        document.apply([TextDocumentContentChangeEvent(text: "new")], version: 8)
        #expect(document.text == "new")
    }

    @Test func editsInUTF8Positions() {
        var document = DocumentText("é😀z")
        document.apply(TextDocumentContentChangeEvent(range: LSPRange(start: Position(line: 0, character: 2), end: Position(line: 0, character: 6)), text: "-"), encoding: .utf8)
        #expect(document.text == "é-z")
    }

    @Test func randomEditsMatchAStringModel() {
        var random = SeededRandom(seed: 11)
        let pieces = ["a", "é", "😀", "\n", "\r\n", "\r", "xyz", ""]
        var model: [Character] = Array("start\n")
        var document = DocumentText(String(model))
        for _ in 0..<300 {
            // A random range of the model's characters (CRLF is one Character, as it is one line break).
            let a = Int.random(in: 0...model.count, using: &random)
            let b = Int.random(in: a...min(model.count, a + 4), using: &random)
            let text = (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let table = document.lines
            let startOffset = String(model[..<a]).utf8.count
            let endOffset = String(model[..<b]).utf8.count
            let range = LSPRange(start: table.position(of: startOffset), end: table.position(of: endOffset))
            document.apply(TextDocumentContentChangeEvent(range: range, text: text))
            model.replaceSubrange(a..<b, with: Array(text))
            model = Array(String(model))
            #expect(document.text == String(model))
        }
    }
}
