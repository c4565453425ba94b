import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// JSON from both writers inlined in a `<script>` element of a page in headless Chromium: no string ends the
/// element or turns the page's own `</script>` into text (`</script>`, `<!--<script>`), and JavaScript reads
/// every string back, scalar for scalar. (No `-->`: after `<!--<script>` it would end the double-escaped
/// state, and hide a writer that left `<!` raw.)
@Suite struct BrowserJSONScriptTests {
    static let strings = [
        "</script><script>document.title='x'</script>", "<!--<script>", "<!--", "</SCRIPT", "<!", "</",
        "\u{2028}\u{2029}", "\u{FEFF}", "\u{7F}", String((0..<0x20).map { Character(UnicodeScalar(UInt8($0))) }),
        "\"\\/", "é😀👨‍👩‍👧",
    ]

    @Test func jsonInAScriptElementStaysInIt() throws {
        let value: JSONValue = .array(Self.strings.map(JSONValue.string)
            + [.object(JSONObject(Self.strings.map { JSONMember(key: $0, value: .string($0)) }))])
        var emitted = ByteBuffer()
        JSONTextWriter.write(value, into: &emitted)
        let page = """
        <!doctype html><html><body><script>
        const emitted = \(String(decoding: emitted.bytes, as: UTF8.self));
        </script><script>
        const report = \(JSONWriter.string(value));
        </script><pre id="out"></pre><script>
        const points = a => a.slice(0, -1).map(s => Array.from(s).map(c => c.codePointAt(0)));
        const keys = a => Object.keys(a[a.length - 1]).map(s => Array.from(s).map(c => c.codePointAt(0)));
        document.getElementById('out').textContent = JSON.stringify({scripts: document.scripts.length,
          emitted: points(emitted), report: points(report), emittedKeys: keys(emitted), reportKeys: keys(report)});
        </script></body></html>
        """
        let out = try BrowserCSSTests.run(page: page)
        let result = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any], "\(out)")
        #expect(result["scripts"] as? Int == 3)
        let want = Self.strings.map { $0.unicodeScalars.map { Int($0.value) } }
        for name in ["emitted", "report", "emittedKeys", "reportKeys"] {
            #expect(result[name] as? [[Int]] == want, "\(name)")
        }
    }
}
