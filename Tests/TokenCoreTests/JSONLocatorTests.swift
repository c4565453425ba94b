import Testing
import Foundation
@testable import TokenCore

/// The one-pass locator (`JSONLocator.offsets(of:in:)`, what locating many findings uses) gives every pointer
/// exactly what scanning for it alone (`offset(of:part:in:)`) gives: nodes, missing members, pointers through
/// scalars, array indexes, duplicate keys, malformed JSON.
@Suite struct JSONLocatorTests {
    /// Nodes of `bytes` (at most `limit`, spread over the file), a missing child of each, and pointers through
    /// scalars and past arrays' ends.
    static func pointers(_ bytes: [UInt8], limit: Int = .max) -> [JSONPointer] {
        var out: [JSONPointer] = [.root, JSONPointer(["nothing-here"]), JSONPointer(["nothing-here", "below"])]
        let nodes = JSONLocator.index(bytes).keys.sorted()
        let stride = max(1, nodes.count / max(1, limit))
        for (i, pointer) in nodes.enumerated() where i % stride == 0 {
            out.append(pointer)
            out.append(JSONPointer(pointer.tokens + ["missing"]))
            out.append(JSONPointer(pointer.tokens + ["0"]))
            out.append(JSONPointer(pointer.tokens + ["99", "x"]))
        }
        return out
    }

    static func expectAgreement(_ bytes: [UInt8], _ pointers: [JSONPointer], _ name: String) {
        let all = JSONLocator.offsets(of: pointers, in: bytes)
        for p in pointers {
            let key = JSONLocator.offset(of: p, part: .key, in: bytes)
            let value = JSONLocator.offset(of: p, part: .value, in: bytes)
            #expect(all[p]?.key == key && all[p]?.value == value, "\(name) \(p): one pass \(String(describing: all[p])), alone (\(key), \(value))")
        }
    }

    @Test func agreesOnEveryCorpusFile() throws {
        let root = Corpus.root
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted() ?? []
        #expect(files.count > 50, "the corpus is in Tests/Corpus")
        for f in files {
            let bytes = Array(try #require(FileManager.default.contents(atPath: root.appendingPathComponent(f).path)))
            // Scanning for each pointer alone is quadratic: a sample of a large file's nodes is enough.
            Self.expectAgreement(bytes, Self.pointers(bytes, limit: 20), f)
        }
    }

    @Test(arguments: [
        #"{"a": 1, "a": {"b": 2}, "c": [10, {"d": 3}, [4]]}"#,     // duplicate keys: the last wins
        #"{"a": {"b": 1}, "a": 2}"#,                                // a later scalar hides the earlier object
        #"  {"x": [ {"y": "z"} , 2 ] }  "#,
        #"[1, [2, [3, {"k": "v"}]]]"#,
        #"{"a": {"b": "#,                                           // truncated
        #"{"a" 1, "b": 2}"#,                                        // malformed member
        #"{"q\"uote": {"sl/ash": {"ti~lde": 1}}}"#,                 // escaped keys
        "\u{FEFF}{\"bom\": {\"x\": 1}}",
        "",
        "3",
    ])
    func agreesOnEdgeCases(_ text: String) {
        let bytes = Array(text.utf8)
        var pointers = Self.pointers(bytes)
        pointers += [JSONPointer(["a", "b"]), JSONPointer(["c", "1", "d"]), JSONPointer(["c", "01"]), JSONPointer(["c", "-1"]),
                     JSONPointer(["0", "1", "1", "k"]), JSONPointer(["1", "1", "1", "0", "k"]), JSONPointer(["q\"uote", "sl/ash", "ti~lde"]),
                     JSONPointer(["x", "0", "y"]), JSONPointer(["x", "1"]), JSONPointer(["x", "2"])]
        Self.expectAgreement(bytes, pointers, text)
    }
}
