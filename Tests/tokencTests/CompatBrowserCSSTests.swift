import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The CSS of the compatibility forms in a real browser engine (headless Chromium): a split font stack keeps the
/// system-font keywords working (unquoted), a typography's `fontStyle` and a px line height reach the computed
/// style, as do the longhands of its properties beyond the five (`text-transform`, …), and values CSS cannot take
/// are left out so the stylesheet parses.
@Suite(.serialized) struct CompatBrowserCSSTests {
    static let tokens = ##"""
    {
      "font": {"$type": "fontFamily", "body": {"$value": ["Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', system-ui, sans-serif"]}},
      "type": {
        "$type": "typography",
        "quote": {"$value": {"fontFamily": ["Georgia, serif"], "fontSize": {"value": 32, "unit": "px"}, "fontWeight": 700,
                             "lineHeight": {"value": 41, "unit": "px"}, "fontStyle": "italic", "fontVariant": "small-caps",
                             "textCase": "uppercase", "textDecoration": "underline line-through", "paragraphIndent": {"value": 8, "unit": "px"},
                             "paragraphSpacing": {"value": 0.75, "unit": "rem"}, "WebkitFontSmoothing": "antialiased"}},
        "hostile": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 600,
                               "fontStyle": "italic; } :root { --x: 1", "fontVariant": "</style>",
                               "textTransform": "uppercase; } :root { --y: 1", "paragraphIndent": "1px; color: red"}}
      }
    }
    """##

    @Test func compatibilityFormsComputeInChromium() throws {
        let compilation = Compiler.compile(files: [SourceFile(path: "tokens.json", text: Self.tokens)])
        let config = try #require(Config.decode(SourceFile(path: "tokenc.json", text: #"{"tokens": ["tokens.json"], "css": {"path": "css"}}"#)).config)
        let rendered = OutputRenderer.render(compilation, config: config, resolver: nil, source: "tokens.json")
        let css = try #require(rendered.files.first { $0.path.hasSuffix(".css") }?.text)
        let dir = Scratch.directory("tokenc-compat-browser")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("compat.css")
        try css.write(to: url, atomically: true, encoding: .utf8)
        let page = """
        <!doctype html><html><head><link rel="stylesheet" href="\(url.absoluteString)"></head>
        <body><p id="a">a</p><p id="b">b</p><p id="c">c</p><pre id="out"></pre><script>
        const a = document.getElementById('a'), b = document.getElementById('b'), c = document.getElementById('c');
        a.style.fontFamily = 'var(--font-body)';
        b.style.font = 'var(--type-quote)';
        c.style.font = 'var(--type-hostile)';
        b.style.fontStyle = 'var(--type-quote-font-style)';
        b.style.textTransform = 'var(--type-quote-text-transform)';
        b.style.textDecorationLine = 'var(--type-quote-text-decoration)';
        b.style.textIndent = 'var(--type-quote-text-indent)';
        b.style.marginBlockEnd = 'var(--type-quote-paragraph-spacing)';
        b.style.setProperty('-webkit-font-smoothing', 'var(--type-quote-webkit-font-smoothing)');
        const sa = getComputedStyle(a), sb = getComputedStyle(b), sc = getComputedStyle(c);
        const rules = document.styleSheets[0].cssRules;
        let declared = 0;
        for (const r of rules) if (r.style) declared += r.style.length;
        document.getElementById('out').textContent = JSON.stringify({
          family: sa.fontFamily, quoteStyle: sb.fontStyle, quoteVariant: sb.fontVariantCaps, quoteLineHeight: sb.lineHeight,
          quoteFamily: sb.fontFamily, hostileStyle: sc.fontStyle, hostileSize: sc.fontSize, declared: declared,
          transform: sb.textTransform, decoration: sb.textDecorationLine, indent: sb.textIndent, after: sb.marginBlockEnd,
          smoothing: sb.getPropertyValue('-webkit-font-smoothing'),
          hostileLonghands: Array.from(document.styleSheets[0].cssRules[0].style).filter(n => n.startsWith('--type-hostile-')).length,
          rules: rules.length });
        </script></body></html>
        """
        let out = try BrowserCSSTests.run(page: page)
        let result = try #require(JSONReader.read(SourceFile(path: "out", text: out)).value?.objectValue, "\(out)")
        // Chromium serialises family names without quotes when they are identifiers; quoted keywords would come back quoted.
        #expect(result["family"]?.stringValue == #"Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", system-ui, sans-serif"#, "\(out)")
        #expect(result["quoteStyle"]?.stringValue == "italic", "\(out)")
        #expect(result["quoteVariant"]?.stringValue == "small-caps", "\(out)")
        #expect(result["quoteLineHeight"]?.stringValue == "41px", "\(out)")
        #expect(result["quoteFamily"]?.stringValue == "Georgia, serif", "\(out)")
        #expect(result["hostileStyle"]?.stringValue == "normal", "\(out)")
        #expect(result["hostileSize"]?.stringValue == "12px", "\(out)")
        // The longhands beyond the five compute as their properties.
        #expect(result["transform"]?.stringValue == "uppercase", "\(out)")
        #expect(result["decoration"]?.stringValue == "underline line-through", "\(out)")
        #expect(result["indent"]?.stringValue == "8px", "\(out)")
        #expect(result["after"]?.stringValue == "12px", "\(out)")
        #expect(result["smoothing"]?.stringValue == "antialiased", "\(out)")
        // The hostile token has only its five longhands: its other values are not valid for any property.
        #expect(result["hostileLonghands"]?.numberValue == 5, "\(out)")
        // One :root rule with every declaration: none was lost to a parse error.
        #expect(result["rules"]?.numberValue == 1, "\(out)")
        #expect(result["declared"]?.numberValue == Double(css.components(separatedBy: "\n  --").count - 1), "\(out)\n\(css)")
    }
}
