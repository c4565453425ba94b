import Foundation
import Testing
import TestSupport
import TokenCore

/// The token sheet's colour-vision view in Chromium: every simulated swatch shows the colour the Machado 2009
/// model gives (computed style and screenshot pixels), beside its original, in every theme. The screenshot is kept
/// as a test artefact (`colour-vision.png` beside the other sheets').
@Suite(.serialized) struct BrowserColourVisionTests {
    static let tokens = ##"""
    {
      "status": {
        "$type": "color",
        "success": {"$value": "#388e3c"},
        "danger": {"$value": "#d32f2f"},
        "info": {"$value": "#1565c0"},
        "warning": {"$value": "#ef6c00"}
      }
    }
    """##
    static let dark = ##"{"status": {"success": {"$value": "#81c784"}, "danger": {"$value": "#e57373"}}}"##
    static let resolver = #"""
    {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "base", "sources": [{"$ref": "tokens.json"}]},
      {"type": "modifier", "name": "theme", "contexts": {"light": [], "dark": [{"$ref": "dark.json"}]}, "default": "light"}]}
    """#

    /// A swatch of the colour-vision view, as the harness reports it.
    struct Swatch: Decodable {
        var token: String
        var simulation: String
        var theme: String
        var x: Double
        var y: Double
        var color: String
    }

    @Test func simulatedSwatchesShowTheModelsColours() throws {
        let dir = try CLITests.project(["tokens.json": Self.tokens, "dark.json": Self.dark, "r.resolver.json": Self.resolver,
                                        "tokenc.json": #"{"resolver": "r.resolver.json", "output": "out", "themes": {"modifier": "theme"}, "html": {}}"#])
        let built = try CLI.run(["build", "-q", "--config", "tokenc.json"], in: dir)
        #expect(built.status == 0, "\(built.stderr)")
        let htmlDir = dir.appendingPathComponent("out/html")
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: htmlDir.path).first { $0.hasSuffix(".html") })
        let page = htmlDir.appendingPathComponent(name)
        let html = try String(contentsOf: page, encoding: .utf8)
        #expect(html.contains("<section id=\"colour-vision\""))
        // Open every theme's table, then report each simulated swatch's place and computed colour.
        let script = """
        <pre id="out" style="display:none"></pre><script>
        for (const d of document.querySelectorAll('details.cvd')) d.open = true;
        const found = [];
        for (const cell of document.querySelectorAll('td.sim[data-simulation]')) {
          const r = cell.getBoundingClientRect();
          found.push({token: cell.closest('tr').dataset.token, simulation: cell.dataset.simulation,
                      theme: cell.closest('details').dataset.cvdTheme, x: r.left, y: r.top, color: getComputedStyle(cell).backgroundColor});
        }
        document.getElementById('out').textContent = JSON.stringify(found);
        </script></body>
        """
        let harness = dir.appendingPathComponent("harness.html")
        try html.replacingOccurrences(of: "</body>", with: script).write(to: harness, atomically: true, encoding: .utf8)
        let run = try BrowserHTMLTests.chromium(harness, "--dump-dom")
        #expect(BrowserHTMLTests.consoleErrors(run.log).isEmpty, "\(BrowserHTMLTests.consoleErrors(run.log))")
        guard let start = run.dom.range(of: "<pre id=\"out\" style=\"display:none\">"),
              let end = run.dom.range(of: "</pre>", range: start.upperBound..<run.dom.endIndex) else {
            Issue.record("the harness printed nothing")
            return
        }
        let json = String(run.dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
        let found = try JSONDecoder().decode([Swatch].self, from: Data(json.utf8))

        let light = ["status.success": "#388e3c", "status.danger": "#d32f2f", "status.info": "#1565c0", "status.warning": "#ef6c00"]
        let themes = ["light": light, "dark": light.merging(["status.success": "#81c784", "status.danger": "#e57373"]) { $1 }]
        /// The colour `token` should show under `simulation` in `theme`.
        func expected(_ s: Swatch) -> ColorValue? {
            guard let hex = themes[s.theme]?[s.token], let d = ColorVisionDeficiency(rawValue: s.simulation) else { return nil }
            return ColorValue(hex: hex)!.simulated(d)
        }
        #expect(found.count == 2 * 4 * 4, "one swatch per theme × token × simulation: \(found.count)")
        for s in found {
            let e = try #require(expected(s), "\(s.theme) \(s.token) \(s.simulation)")
            #expect(s.color == BrowserCSSTests.cssRGB(e), "\(s.theme) \(s.token) \(s.simulation): \(s.color), model \(e.hexString)")
        }
        // Red and green merge under deuteranopia: the view shows it (the colours are within a few steps).
        let merged = found.filter { $0.theme == "light" && $0.simulation == "deuteranopia" && ["status.success", "status.danger"].contains($0.token) }
        #expect(Set(merged.map(\.color)).count == 2 && merged.count == 2)

        // Pixels: the screenshot shows the simulated colours where the swatches are.
        let shot = BrowserHTMLTests.artifacts.appendingPathComponent("colour-vision.png")
        func pixel(_ image: PNGImage, _ s: Swatch) -> UInt32 { image.rgb(Int(s.x) + 4, Int(s.y) + 4) }
        func visible(_ s: Swatch, _ image: PNGImage) -> Bool { s.y >= 0 && s.y + 8 < Double(image.height) }
        let image = try BrowserHTMLTests.screenshot(harness, to: shot) { image in
            found.allSatisfy { s in !visible(s, image) || expected(s).map { pixel(image, s) == BrowserHTMLTests.packed($0) } ?? true }
        }
        var pixels = 0
        for s in found where visible(s, image) {
            let e = try #require(expected(s))
            #expect(pixel(image, s) == BrowserHTMLTests.packed(e), "\(s.theme) \(s.token) \(s.simulation): pixel \(String(pixel(image, s), radix: 16)), model \(e.hexString)")
            pixels += 1
        }
        #expect(pixels >= 16, "only \(pixels) simulated swatches in the screenshot")
    }
}
