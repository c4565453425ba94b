import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// `Examples/web`: its committed generated files are what its `tokenc.json` builds, and its page, loaded in headless
/// Chromium, shows each brand with its own values (brand-scoped CSS) and the value its script read from the
/// JavaScript module, all as the JSON output says.
@Suite(.serialized) struct WebExampleTests {
    static let example = CLI.packageRoot.appendingPathComponent("Examples/web")

    @Test func generatedFilesAreUpToDate() throws {
        let r = try CLI.run(["build", "--config", "Examples/web/tokenc.json", "--check"], in: CLI.packageRoot)
        #expect(r.status == 0, "Examples/web/tokens is stale; run `tokenc build --config Examples/web/tokenc.json`:\n\(r.stderr)")
    }

    @Test func pageShowsEachBrandsValues() throws {
        let samples = try WebToolchain.samples()
        func token(_ brand: String, _ theme: String, _ path: String) throws -> ColorValue {
            let p = try #require(samples.first { $0.brand == brand && $0.theme == theme })
            guard case .color(let c)? = p.tokens[TokenPath(dotted: path)]?.value else { throw CancellationError() }
            return c
        }
        var html = try String(contentsOf: Self.example.appendingPathComponent("index.html"), encoding: .utf8)
        html = html.replacingOccurrences(of: "<head>", with: "<head><base href=\"\(Self.example.absoluteString)/\">")
        // A module script runs after the page's own (modules run in order).
        html = html.replacingOccurrences(of: "</body>", with: """
        <pre id="out"></pre><script type="module">
        const out = [];
        for (const s of document.querySelectorAll('[data-brand]')) {
          out.push([s.dataset.brand, getComputedStyle(s).backgroundColor, getComputedStyle(s).color,
                    getComputedStyle(s.querySelector('.button')).backgroundColor, s.querySelector('.from-js').textContent]);
        }
        document.getElementById('out').textContent = JSON.stringify(out);
        </script></body>
        """)
        let text = try BrowserCSSTests.run(page: html)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String]], "page printed \(text.prefix(300))")
        var expected: [[String]] = []
        for (brand, theme) in [("harbor", "light"), ("summit", "dark")] {
            expected.append([brand, BrowserCSSTests.cssRGB(try token(brand, theme, "color.surface.default")),
                             BrowserCSSTests.cssRGB(try token(brand, theme, "color.text.primary")),
                             BrowserCSSTests.cssRGB(try token(brand, theme, "button.primary.tint.default.background")),
                             try token(brand, theme, "color.text.primary").hexString])
        }
        #expect(rows == expected)
        // The two brands differ, so each section really reads its own brand's properties.
        #expect(expected[0][3] != expected[1][3])
    }
}
