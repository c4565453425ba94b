import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The CSS of non-standard `string` and `boolean` tokens in a real browser engine (headless Chromium): every
/// hostile string (quotes, backslashes, `*/`, `</style>`, line breaks, bidi controls, emoji, NUL) parses as one
/// CSS string that `content` shows as the original text, and no declaration is lost.
@Suite(.serialized) struct PlainTypesBrowserCSSTests {
    /// The hostile texts, as `string` tokens `text.s0`, `text.s1`, …
    static let texts: [String] = [
        "quote\"d", "back\\slash", "new\nline", "cr\rlf\r\n", "end */ comment", "/* open", "rtl\u{200F}mark", "over\u{202E}ride",
        "emoji 🎨🏳️‍🌈", "nul\u{0}byte", "</style><script>", "tab\there", "line\u{2028}sep", "bom\u{FEFF}", "", "a;b}c{d", "\\3c ",
        "--x: 1; } body { color: red", "\u{1B}[2J", "\u{7F}",
    ]

    @Test func stringsParseAsTheirText() throws {
        var members: [JSONMember] = [JSONMember(key: "$type", value: .string("string"))]
        for (i, s) in Self.texts.enumerated() { members.append(JSONMember(key: "s\(i)", value: .object(JSONObject([JSONMember(key: "$value", value: .string(s))])))) }
        let flags = JSONValue.object(JSONObject([
            JSONMember(key: "$type", value: .string("boolean")),
            JSONMember(key: "on", value: .object(JSONObject([JSONMember(key: "$value", value: .bool(true))]))),
        ]))
        let tokens = JSONValue.object(JSONObject([JSONMember(key: "text", value: .object(JSONObject(members))), JSONMember(key: "flag", value: flags)]))
        let compilation = Compiler.compile(files: [SourceFile(path: "tokens.json", text: JSONWriter.string(tokens, pretty: true) + "\n")])
        #expect(!compilation.diagnostics.hasErrors)
        let config = try #require(Config.decode(SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "css": {"path": "css"}}"#)).config)
        let rendered = OutputRenderer.render(compilation, config: config, resolver: nil, source: "tokens.json")
        let css = try #require(rendered.files.first { $0.path.hasSuffix(".css") }?.text)
        let dir = Scratch.directory("tokenc-plain-types-browser")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("plain.css")
        try css.write(to: url, atomically: true, encoding: .utf8)
        var rules = ""
        for i in Self.texts.indices { rules += "#e\(i)::before { content: var(--text-s\(i)); }\n" }
        let expected = JSONWriter.string(.array(Self.texts.map(JSONValue.string)), pretty: false)
        // `serialize` is CSSOM's serialisation of a string, which Chromium gives for a computed `content`.
        let page = """
        <!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="\(url.absoluteString)"><style>\(rules)</style></head>
        <body>\(Self.texts.indices.map { "<p id=\"e\($0)\"></p>" }.joined())<pre id="out"></pre><script>
        const expected = \(expected);
        function serialize(s) {
          let o = '"';
          for (const ch of s) {
            const c = ch.codePointAt(0);
            if (c === 0) o += '\\uFFFD';
            else if ((c >= 1 && c <= 0x1f) || c === 0x7f) o += '\\\\' + c.toString(16) + ' ';
            else if (ch === '"' || ch === '\\\\') o += '\\\\' + ch;
            else o += ch;
          }
          return o + '"';
        }
        const wrong = [];
        expected.forEach((s, i) => {
          const got = getComputedStyle(document.getElementById('e' + i), '::before').content;
          if (got !== serialize(s)) wrong.push({ i: i, got: got, want: serialize(s) });
        });
        const sheet = document.styleSheets[0];
        let declared = 0;
        for (const r of sheet.cssRules) if (r.style) declared += r.style.length;
        const flag = getComputedStyle(document.documentElement).getPropertyValue('--flag-on').trim();
        document.getElementById('out').textContent = JSON.stringify({ wrong: wrong, declared: declared, rules: sheet.cssRules.length, flag: flag });
        </script></body></html>
        """
        let out = try BrowserCSSTests.run(page: page)
        let result = try #require(JSONReader.read(SourceFile(path: "out", text: out)).value?.objectValue, "\(out)")
        #expect(result["wrong"] == .array([]), "\(out)")
        #expect(result["rules"]?.numberValue == 1, "\(out)\n\(css)")
        #expect(result["declared"]?.numberValue == Double(Self.texts.count + 1), "\(out)\n\(css)")
        #expect(result["flag"]?.stringValue == "true", "\(out)")
    }
}
