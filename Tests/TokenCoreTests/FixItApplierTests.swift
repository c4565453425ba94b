import Testing
@testable import TokenCore

/// The location of the node at `pointer` in `file`.
private func at(_ pointer: String, _ part: TokenCore.SourceLocation.Part = .value, file: String = "t.json") -> TokenCore.SourceLocation {
    TokenCore.SourceLocation(file: file, pointer: JSONPointer(parsing: pointer)!, part: part)
}

/// Fix-its applied to JSON text (`FixItApplier`, `JSONTextEditor`): each edit changes only its own bytes, commas
/// and lines stay tidy, comments and line endings are kept, and unsafe fix-its leave the file alone with a reason.
@Suite struct FixItApplierTests {
    /// Each edit as its own fix-it, applied to `text`; the new text (the old one when nothing changed) and the outcome.
    static func fix(_ text: String, _ edits: [FixIt.Edit]) -> (text: String, outcome: FixItApplier.Outcome) {
        let file = SourceFile(path: "t.json", text: text)
        let outcome = FixItApplier.apply(edits.map { FixIt("fix", edits: [$0]) }, to: [file])
        return (outcome.files.first.map { String(decoding: $0.bytes, as: UTF8.self) } ?? text, outcome)
    }

    /// One row: a text, edits, and the text they must give (every edit applied).
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var edits: [FixIt.Edit]
        var expected: String
        var testDescription: String { name }
    }

    static let multiLine = "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}\n"

    static let cases: [Case] = [
        Case(name: "replace a value", text: "{\n  \"a\": \"16px\", // size\n  \"b\": 2\n}\n",
             edits: [.replace(at("/a"), json: "{\"value\": 16, \"unit\": \"px\"}")],
             expected: "{\n  \"a\": {\"value\": 16, \"unit\": \"px\"}, // size\n  \"b\": 2\n}\n"),
        Case(name: "replace a key", text: multiLine, edits: [.replace(at("/b", .key), json: "\"bee\"")],
             expected: "{\n  \"a\": 1,\n  \"bee\": 2,\n  \"c\": 3\n}\n"),
        Case(name: "replace the root", text: "// top\n[1]\n", edits: [.replace(at(""), json: "[2]")], expected: "// top\n[2]\n"),
        Case(name: "replace a nested array element", text: "{\"a\": {\"b\": [1, 2, 3]}}",
             edits: [.replace(at("/a/b/1"), json: "20")], expected: "{\"a\": {\"b\": [1, 20, 3]}}"),
        Case(name: "a multi-line replacement is indented like its line", text: "{\n    \"a\": 1\n}\n",
             edits: [.replace(at("/a"), json: "{\n  \"x\": 1\n}")], expected: "{\n    \"a\": {\n      \"x\": 1\n    }\n}\n"),
        Case(name: "remove the first member", text: multiLine, edits: [.remove(at("/a"))], expected: "{\n  \"b\": 2,\n  \"c\": 3\n}\n"),
        Case(name: "remove a middle member", text: multiLine, edits: [.remove(at("/b"))], expected: "{\n  \"a\": 1,\n  \"c\": 3\n}\n"),
        Case(name: "remove the last member", text: multiLine, edits: [.remove(at("/c"))], expected: "{\n  \"a\": 1,\n  \"b\": 2\n}\n"),
        Case(name: "remove the last two members", text: multiLine, edits: [.remove(at("/b")), .remove(at("/c"))], expected: "{\n  \"a\": 1\n}\n"),
        Case(name: "remove every member", text: multiLine, edits: [.remove(at("/a")), .remove(at("/b")), .remove(at("/c"))], expected: "{}\n"),
        Case(name: "remove the first member inline", text: "{\"a\": 1, \"b\": 2, \"c\": 3}", edits: [.remove(at("/a"))],
             expected: "{\"b\": 2, \"c\": 3}"),
        Case(name: "remove a middle member inline", text: "{\"a\": 1, \"b\": 2, \"c\": 3}", edits: [.remove(at("/b"))],
             expected: "{\"a\": 1, \"c\": 3}"),
        Case(name: "remove the last member inline", text: "{\"a\": 1, \"b\": 2, \"c\": 3}", edits: [.remove(at("/c"))],
             expected: "{\"a\": 1, \"b\": 2}"),
        Case(name: "remove the last two members inline", text: "{\"a\": 1, \"b\": 2, \"c\": 3}", edits: [.remove(at("/b")), .remove(at("/c"))],
             expected: "{\"a\": 1}"),
        Case(name: "remove a multi-line member", text: "{\n  \"a\": {\n    \"x\": 1\n  },\n  \"b\": 2\n}",
             edits: [.remove(at("/a"))], expected: "{\n  \"b\": 2\n}"),
        Case(name: "remove an array element", text: "[1, 2, 3]", edits: [.remove(at("/1"))], expected: "[1, 3]"),
        Case(name: "comments around a removed member stay", text: "{\n  // first\n  \"a\": 1,\n  /* second */\n  \"b\": 2 // two\n}\n",
             edits: [.remove(at("/a"))], expected: "{\n  // first\n  /* second */\n  \"b\": 2 // two\n}\n"),
        Case(name: "insert into an empty object", text: "{\"a\": {}}", edits: [.insert(at("/a"), key: "k", json: "1")],
             expected: "{\"a\": {\"k\": 1}}"),
        Case(name: "insert into an empty multi-line object", text: "{\n  \"a\": {\n  }\n}\n", edits: [.insert(at("/a"), key: "k", json: "1")],
             expected: "{\n  \"a\": {\n    \"k\": 1\n  }\n}\n"),
        Case(name: "insert after the last member", text: multiLine, edits: [.insert(at(""), key: "d", json: "4")],
             expected: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 4\n}\n"),
        Case(name: "insert after a trailing comment", text: "{\n  \"a\": 1 // one\n}\n", edits: [.insert(at(""), key: "b", json: "2")],
             expected: "{\n  \"a\": 1, // one\n  \"b\": 2\n}\n"),
        Case(name: "insert inline", text: "{\"x\": {\"a\": 1}}", edits: [.insert(at("/x"), key: "b", json: "[1, 2]")],
             expected: "{\"x\": {\"a\": 1, \"b\": [1, 2]}}"),
        Case(name: "two inserts into one object", text: multiLine,
             edits: [.insert(at(""), key: "d", json: "4"), .insert(at(""), key: "e", json: "5")],
             expected: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3,\n  \"d\": 4,\n  \"e\": 5\n}\n"),
        Case(name: "remove the last member and insert another", text: multiLine,
             edits: [.remove(at("/c")), .insert(at(""), key: "d", json: "4")],
             expected: "{\n  \"a\": 1,\n  \"b\": 2,\n  \"d\": 4\n}\n"),
        Case(name: "a key that needs escaping is written escaped", text: "{\"a\": 1}", edits: [.insert(at(""), key: "say \"hi\"", json: "2")],
             expected: "{\"a\": 1, \"say \\\"hi\\\"\": 2}"),
        Case(name: "CRLF line ends are kept", text: "{\r\n  \"a\": \"#fff\",\r\n  \"b\": 2\r\n}\r\n",
             edits: [.replace(at("/a"), json: "{\n  \"hex\": \"#ffffff\"\n}"), .remove(at("/b")), .insert(at(""), key: "c", json: "3")],
             expected: "{\r\n  \"a\": {\r\n    \"hex\": \"#ffffff\"\r\n  },\r\n  \"c\": 3\r\n}\r\n"),
        Case(name: "tabs are the indentation", text: "{\n\t\"a\": {\n\t\t\"x\": 1\n\t}\n}\n", edits: [.insert(at("/a"), key: "y", json: "2")],
             expected: "{\n\t\"a\": {\n\t\t\"x\": 1,\n\t\t\"y\": 2\n\t}\n}\n"),
        Case(name: "an empty object gets the file's indentation", text: "{\n\t\"a\": {\n\t}\n}\n", edits: [.insert(at("/a"), key: "y", json: "2")],
             expected: "{\n\t\"a\": {\n\t\t\"y\": 2\n\t}\n}\n"),
        Case(name: "keys written with unicode escapes are found", text: "{\"caf\\u00e9\": \"16px\", \"\\ud83c\\udfa8\": 1}",
             edits: [.replace(at("/café"), json: "2"), .replace(at("/🎨", .key), json: "\"palette\"")],
             expected: "{\"caf\\u00e9\": 2, \"palette\": 1}"),
        Case(name: "a pointer token with ~1 and ~0", text: "{\"a/b\": {\"c~d\": 1}}", edits: [.replace(at("/a~1b/c~0d"), json: "2")],
             expected: "{\"a/b\": {\"c~d\": 2}}"),
        Case(name: "two fix-its making the same change make it once", text: "{\"a\": 1}",
             edits: [.replace(at("/a"), json: "2"), .replace(at("/a"), json: "2")], expected: "{\"a\": 2}"),
    ]

    @Test(arguments: cases) func editsGiveTheExpectedText(_ c: Case) {
        let (text, outcome) = Self.fix(c.text, c.edits)
        #expect(outcome.refused.isEmpty, "\(outcome.refused)")
        #expect(text == c.expected)
        // The result reads as the document the edits describe.
        #expect(JSONReader.read(SourceFile(path: "t.json", text: text)).value != nil)
    }

    @Test func overlappingFixItsAreBothRefusedAndTheOthersApplied() {
        let (text, outcome) = Self.fix("{\"a\": {\"b\": 1}, \"c\": 2}", [
            .replace(at("/a"), json: "{}"),
            .replace(at("/a/b"), json: "3"),
            .replace(at("/c"), json: "4"),
        ])
        #expect(text == "{\"a\": {\"b\": 1}, \"c\": 4}")
        #expect(outcome.applied == [2])
        #expect(outcome.refused.keys.sorted() == [0, 1])
        #expect(outcome.refused[0]?.contains("overlap") == true)
        #expect(outcome.refused[0]?.contains("1:7") == true, "\(outcome.refused)")
    }

    @Test func differentReplacementsOfOneNodeConflict() {
        let (text, outcome) = Self.fix("{\"a\": 1}", [.replace(at("/a"), json: "2"), .replace(at("/a"), json: "3")])
        #expect(text == "{\"a\": 1}")
        #expect(outcome.refused.count == 2)
    }

    @Test func aRemovalConflictsWithAnEditInsideIt() {
        let (text, outcome) = Self.fix(Self.multiLine, [.remove(at("/b")), .replace(at("/b"), json: "5"), .replace(at("/a"), json: "0")])
        #expect(text == "{\n  \"a\": 0,\n  \"b\": 2,\n  \"c\": 3\n}\n")
        #expect(outcome.refused.keys.sorted() == [0, 1])
    }

    @Test func aFileThatWouldNotParseIsLeftAlone() {
        // The replacement is JSON (json-c reads comments), but a line comment before `, "b"` swallows the rest.
        let (text, outcome) = Self.fix("{\"a\": 1, \"b\": 2, \"c\": 3}", [.replace(at("/a"), json: "1 // note"), .replace(at("/c"), json: "4")])
        #expect(text == "{\"a\": 1, \"b\": 2, \"c\": 3}")
        #expect(outcome.files.isEmpty)
        #expect(outcome.refused.count == 2)
        #expect(outcome.refused[1]?.contains("would not parse") == true, "\(outcome.refused)")
    }

    @Test func anEditThatDoesNotLandLeavesTheFileAlone() {
        // Adding a key the object has makes a duplicate: the document is not the one the edit describes.
        let (text, outcome) = Self.fix("{\"a\": 1}", [.insert(at(""), key: "a", json: "2")])
        #expect(text == "{\"a\": 1}")
        #expect(outcome.refused[0]?.contains("would not give the document") == true, "\(outcome.refused)")
        // Removing one of two members named alike leaves the other: refused too.
        let dup = Self.fix("{\"a\": 1, \"a\": 2}", [.remove(at("/a"))])
        #expect(dup.outcome.refused.count == 1)
    }

    @Test func fixItsNamingWhatIsNotThereAreRefused() {
        let (text, outcome) = Self.fix("{\"a\": [1]}", [
            .replace(at("/missing"), json: "1"),
            .replace(at("/a/0", .key), json: "\"k\""),
            .insert(at("/a"), key: "k", json: "1"),
            .remove(at("")),
            .replace(at("/a/0"), json: "not json"),
            .replace(at("/a", .key), json: "1"),
            .replace(at("/a/00"), json: "1"),
        ])
        #expect(text == "{\"a\": [1]}")
        #expect(outcome.refused.count == 7, "\(outcome.refused)")
        #expect(outcome.refused[0] == "\"/missing\" is not in the file")
        #expect(outcome.refused[4]?.contains("is not JSON") == true)
    }

    @Test func aFixItIsAppliedWholeOrNotAtAll() {
        let file = SourceFile(path: "t.json", text: "{\"a\": 1, \"b\": 2}")
        let fixIt = FixIt("both", edits: [.replace(at("/a"), json: "10"), .replace(at("/nope"), json: "20")])
        let outcome = FixItApplier.apply([fixIt, FixIt("b", edits: [.replace(at("/b"), json: "3")])], to: [file])
        #expect(outcome.applied == [1])
        #expect(outcome.files.map { String(decoding: $0.bytes, as: UTF8.self) } == ["{\"a\": 1, \"b\": 3}"])
    }

    @Test func aFixItRefusedInOneFileIsRefusedInAll() {
        let one = SourceFile(path: "one.json", text: "{\"a\": 1}")
        let two = SourceFile(path: "two.json", text: "{\"b\": 1}")
        let across = FixIt("across", edits: [.replace(at("/a", file: "one.json"), json: "2"), .replace(at("/b", file: "two.json"), json: "2")])
        let clash = FixIt("clash", edits: [.replace(at("/b", file: "two.json"), json: "3")])
        let alone = FixIt("alone", edits: [.replace(at("/a", file: "one.json"), json: "2")])
        let outcome = FixItApplier.apply([across, clash, alone], to: [one, two])
        #expect(outcome.applied == [2])
        #expect(outcome.files.map(\.original.path) == ["one.json"])
        // A file not given is not edited.
        let elsewhere = FixItApplier.apply([FixIt("x", edits: [.replace(at("/a", file: "other.json"), json: "2")])], to: [one])
        #expect(elsewhere.refused[0] == "other.json is not a source file tokenc may edit")
    }

    @Test func resultsDoNotDependOnTheOrderOfTheFiles() {
        let one = SourceFile(path: "one.json", text: "{\"a\": 1}")
        let two = SourceFile(path: "two.json", text: "{\"b\": 1}")
        let fixIts = [FixIt("a", edits: [.replace(at("/a", file: "one.json"), json: "2")]), FixIt("b", edits: [.replace(at("/b", file: "two.json"), json: "2")])]
        let x = FixItApplier.apply(fixIts, to: [one, two]), y = FixItApplier.apply(fixIts, to: [two, one])
        #expect(x.files == y.files)
        #expect(x.files.map(\.original.path) == ["one.json", "two.json"])
    }

    @Test func manyFixItsInALargeFileAreEachPlacedOnce() {
        // Every value of a 2,000-token file replaced: containers are scanned once, not once per edit.
        var text = "{\n"
        for i in 0..<2000 { text += "  \"t\(i)\": { \"$value\": \"\(i)px\" }\(i < 1999 ? "," : "")\n" }
        text += "}\n"
        let edits = (0..<2000).map { FixIt.Edit.replace(at("/t\($0)/$value"), json: "{\"value\": \($0), \"unit\": \"px\"}") }
        let (fixed, outcome) = Self.fix(text, edits)
        #expect(outcome.applied.count == 2000)
        #expect(fixed.contains("  \"t1999\": { \"$value\": {\"value\": 1999, \"unit\": \"px\"} }\n}\n"))
    }
}
