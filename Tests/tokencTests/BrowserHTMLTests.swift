import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// Loads the token sheets (`Output/HTML/<brand>.html`) and a visual diff in headless Chromium: no console errors,
/// nothing loaded from outside the page, every opaque swatch computes the colour of the JSON output, and the
/// pixels of known swatches in a screenshot are those colours. Screenshots are kept as test artefacts in
/// `$TOKENC_ARTIFACTS/html/` (default `.build/test-artifacts/html/`).
@Suite(.serialized) struct BrowserHTMLTests {
    /// Window width of every run (the harness and the screenshot must lay out alike).
    static let windowWidth = 1280
    /// Window height of every run.
    static let windowHeight = 1600

    /// Where screenshots are kept.
    static var artifacts: URL {
        let base = ProcessInfo.processInfo.environment["TOKENC_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? CLI.packageRoot.appendingPathComponent(".build/test-artifacts")
        return base.appendingPathComponent("html")
    }

    /// What one Chromium run gave: the DOM after load, and standard error.
    struct Run {
        var dom: String
        var log: String
    }

    /// Runs Chromium on `page` (a file) with `mode` (`--dump-dom` or `--screenshot=…`).
    static func chromium(_ page: URL, _ mode: String) throws -> Run {
        guard let chromium = BrowserCSSTests.chromium else {
            Issue.record("chromium is not installed; `make test` installs it (apt-get install chromium)")
            return Run(dom: "", log: "")
        }
        let scratch = Scratch.directory("tokenc-html")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let logFile = scratch.appendingPathComponent("chromium.log")
        FileManager.default.createFile(atPath: logFile.path, contents: nil)
        let err = try FileHandle(forWritingTo: logFile)
        var arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-device-scale-factor=1",
                         "--run-all-compositor-stages-before-draw"]
        arguments += ["--force-color-profile=srgb", "--window-size=\(windowWidth),\(windowHeight)", "--user-data-dir=\(scratch.path)/profile"]
        arguments += ["--enable-logging=stderr", "--v=0", "--virtual-time-budget=5000", mode, page.absoluteString]
        let run = try BoundedRun.run(chromium, arguments, standardError: err)
        try err.close()
        if run.timedOut { Issue.record("chromium did not finish \(mode) of \(page.lastPathComponent) in time, twice") }
        let errData = try Data(contentsOf: logFile)
        return Run(dom: String(decoding: run.output, as: UTF8.self), log: String(decoding: errData, as: UTF8.self))
    }

    /// Console messages and failed loads Chromium logged for the page (`CONSOLE`, `Uncaught`, `Failed to load`).
    static func consoleErrors(_ log: String) -> [String] {
        let markers = ["CONSOLE", "Uncaught", "Failed to load", "net::ERR"]
        return log.split(separator: "\n").map(String.init).filter { line in markers.contains { line.contains($0) } }
    }

    /// A copy of `html` with a script that reports every swatch's position and computed colours into a hidden
    /// `<pre id="out">` (hidden, so the layout is the page's own).
    static func harness(_ html: String, in dir: URL) throws -> URL {
        let script = """
        <pre id="out" style="display:none"></pre><script>
        const found = [];
        for (const sw of document.querySelectorAll('.sw[data-token]')) {
          const fill = sw.querySelector('.fill'), r = fill.getBoundingClientRect();
          found.push({token: sw.dataset.token, theme: sw.dataset.theme || '', side: sw.dataset.side || '',
                      x: r.left, y: r.top, w: r.width, h: r.height, color: getComputedStyle(fill).backgroundColor,
                      label: getComputedStyle(sw.querySelector('.hex')).color});
        }
        document.getElementById('out').textContent = JSON.stringify(found);
        </script></body>
        """
        let url = dir.appendingPathComponent("harness.html")
        try html.replacingOccurrences(of: "</body>", with: script).write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    /// One swatch as the harness reported it.
    struct Swatch: Decodable {
        var token: String
        var theme: String
        var side: String
        var x: Double
        var y: Double
        var w: Double
        var h: Double
        var color: String
        var label: String
    }

    /// The harness's report.
    static func swatches(_ dom: String) throws -> [Swatch] {
        guard let start = dom.range(of: "<pre id=\"out\" style=\"display:none\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("the harness printed nothing")
            return []
        }
        var json = String(dom[start.upperBound..<end.lowerBound])
        for (entity, text) in [("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&")] {
            json = json.replacingOccurrences(of: entity, with: text)
        }
        return try JSONDecoder().decode([Swatch].self, from: Data(json.utf8))
    }

    /// 0xRRGGBB of an opaque colour as its hex shows it.
    static func packed(_ c: ColorValue) -> UInt32 { UInt32(c.hexString.dropFirst().prefix(6), radix: 16) ?? 0 }

    /// The pixel 4 px inside a swatch's top-left corner.
    static func pixel(_ image: PNGImage, _ s: Swatch) -> UInt32 { image.rgb(Int(s.x) + 4, Int(s.y) + 4) }

    /// True when a swatch lies inside the screenshot.
    static func visible(_ s: Swatch, _ image: PNGImage) -> Bool { s.y >= 0 && s.y + 8 < Double(image.height) }

    /// A screenshot of `page` saved at `shot` and decoded. Headless Chromium now and then captures before the last
    /// tiles are painted (blank strips); when `check` finds a mismatch the screenshot is taken once more, and only
    /// the second one counts.
    static func screenshot(_ page: URL, to shot: URL, check: (PNGImage) -> Bool) throws -> PNGImage {
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        _ = try chromium(page, "--screenshot=\(shot.path)")
        let first = try PNGImage([UInt8](Data(contentsOf: shot)))
        if check(first) { return first }
        _ = try chromium(page, "--screenshot=\(shot.path)")
        return try PNGImage([UInt8](Data(contentsOf: shot)))
    }

    /// A temporary directory.
    static func temporary() throws -> URL {
        let dir = Scratch.directory("tokenc-html-page")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The colour tokens of a permutation, by path.
    static func colours(_ tokens: ResolvedTokens) -> [(path: String, color: ColorValue)] {
        tokens.tokens.compactMap { t -> (path: String, color: ColorValue)? in
            guard case .color(let c) = t.value else { return nil }
            return (t.path.description, c)
        }
    }

    @Test func theConsoleCheckSeesErrors() throws {
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("bad.html")
        let bad = "<!doctype html><title>x</title><img src=\"missing.png\" alt=\"\"><script>console.error('boom'); undefinedCall();</script>"
        try bad.write(to: page, atomically: true, encoding: .utf8)
        let errors = Self.consoleErrors(try Self.chromium(page, "--dump-dom").log)
        let sawMessage = errors.contains { $0.contains("boom") }
        let sawException = errors.contains { $0.contains("undefinedCall") }
        #expect(sawMessage, "\(errors)")
        #expect(sawException, "\(errors)")
    }

    @Test(arguments: ["harbor", "summit", "lumen"]) func tokenSheetShowsTheJSONColours(_ brand: String) throws {
        let page = BrowserCSSTests.output.appendingPathComponent("HTML/\(brand).html")
        let html = try String(contentsOf: page, encoding: .utf8)
        let outsideLink = html.range(of: "(src|href)=\"[^#]", options: .regularExpression)
        #expect(!html.contains("<script"), "the sheet has no script")
        #expect(outsideLink == nil, "the sheet loads nothing and links only inside itself")
        #expect(!html.contains("url("), "the style sheet loads nothing")

        let run = try Self.chromium(page, "--dump-dom")
        let errors = Self.consoleErrors(run.log)
        #expect(errors.isEmpty, "\(brand): \(errors)")
        #expect(run.dom.contains("<h1>\(brand) — design tokens</h1>"))

        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let found = try Self.swatches(try Self.chromium(try Self.harness(html, in: dir), "--dump-dom").dom)
        let sample = try #require(try BrowserCSSTests.samples().first { $0.brand == brand })
        var checked = 0
        for theme in sample.themes {
            let colours = Self.colours(theme.tokens)
            let shown = found.filter { $0.theme == theme.name }
            #expect(shown.count == colours.count, "\(brand)/\(theme.name): one swatch per colour token")
            for (path, c) in colours where c.alpha >= 1 {
                guard let s = shown.first(where: { $0.token == path }) else {
                    Issue.record("\(brand)/\(theme.name): no swatch for \(path)")
                    continue
                }
                let expected = BrowserCSSTests.cssRGB(c)
                #expect(s.color == expected, "\(brand)/\(theme.name) \(path): computed \(s.color), JSON \(c.hexString)")
                let label = HTMLPalette.labelColor(on: c) == "#000000" ? "rgb(0, 0, 0)" : "rgb(255, 255, 255)"
                #expect(s.label == label, "\(path) label")
                checked += 1
            }
        }
        #expect(checked > 600, "\(brand): \(checked) swatches checked")

        // Pixels: the swatches inside the screenshot, in every theme, show the JSON colours.
        /// The JSON colour of a swatch, when opaque.
        func expected(_ s: Swatch) -> ColorValue? {
            guard case .color(let c)? = sample.themes.first(where: { $0.name == s.theme })?.tokens[s.token]?.value, c.alpha >= 1 else { return nil }
            return c
        }
        let shot = Self.artifacts.appendingPathComponent("\(brand).png")
        let image = try Self.screenshot(page, to: shot) { image in
            found.allSatisfy { s in !Self.visible(s, image) || expected(s).map { Self.pixel(image, s) == Self.packed($0) } ?? true }
        }
        #expect(image.width == Self.windowWidth)
        #expect(image.height == Self.windowHeight)
        for theme in sample.themes {
            var pixels = 0
            for s in found where s.theme == theme.name && Self.visible(s, image) {
                guard case .color(let c)? = theme.tokens[s.token]?.value, c.alpha >= 1 else { continue }
                let at = Self.pixel(image, s)
                #expect(at == Self.packed(c), "\(brand)/\(theme.name) \(s.token): pixel \(String(at, radix: 16)), JSON \(c.hexString)")
                pixels += 1
            }
            #expect(pixels >= 3, "\(brand)/\(theme.name): only \(pixels) swatches in the screenshot")
        }
    }

    @Test func visualDiffShowsBothSidesColours() throws {
        let r = try CLI.run(["diff", "--config", "Tokens/tokenc.json", "--from", "brand=harbor", "--to", "brand=summit", "--format", "html"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stdout.contains("<script"))
        let dir = try Self.temporary()
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("diff.html")
        try r.stdout.write(to: page, atomically: true, encoding: .utf8)
        let errors = Self.consoleErrors(try Self.chromium(page, "--dump-dom").log)
        #expect(errors.isEmpty, "\(errors)")
        let found = try Self.swatches(try Self.chromium(try Self.harness(r.stdout, in: dir), "--dump-dom").dom)
        let samples = try BrowserCSSTests.samples()
        let harbor = try #require(samples.first { $0.brand == "harbor" }?.themes.first { $0.name == "light" }?.tokens)
        let summit = try #require(samples.first { $0.brand == "summit" }?.themes.first { $0.name == "light" }?.tokens)
        var pairs = 0
        for s in found where s.side == "old" {
            guard case .color(let old)? = harbor[s.token]?.value, case .color(let new)? = summit[s.token]?.value,
                  let n = found.first(where: { $0.token == s.token && $0.side == "new" }) else { continue }
            if old.alpha >= 1 { #expect(s.color == BrowserCSSTests.cssRGB(old), "\(s.token) before") }
            if new.alpha >= 1 { #expect(n.color == BrowserCSSTests.cssRGB(new), "\(s.token) after") }
            pairs += 1
        }
        #expect(pairs > 50, "\(pairs) old/new swatch pairs")
        /// The JSON colour of a swatch's side, when opaque.
        func expected(_ s: Swatch) -> ColorValue? {
            guard case .color(let c)? = (s.side == "old" ? harbor : summit)[s.token]?.value, c.alpha >= 1 else { return nil }
            return c
        }
        let shot = Self.artifacts.appendingPathComponent("diff-harbor-summit.png")
        let image = try Self.screenshot(page, to: shot) { image in
            found.allSatisfy { s in !Self.visible(s, image) || expected(s).map { Self.pixel(image, s) == Self.packed($0) } ?? true }
        }
        var pixels = 0
        for s in found where Self.visible(s, image) {
            let side = s.side == "old" ? harbor : summit
            guard case .color(let c)? = side[s.token]?.value, c.alpha >= 1 else { continue }
            #expect(Self.pixel(image, s) == Self.packed(c), "\(s.token) \(s.side) at \(s.x),\(s.y)")
            pixels += 1
        }
        #expect(pixels >= 6, "\(pixels) swatches in the screenshot")
    }
}
