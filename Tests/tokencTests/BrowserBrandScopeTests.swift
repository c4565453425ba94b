import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The CSS output with `brandSelector`: the three sample brands' files on one page, each brand's custom properties
/// under its own element, read in headless Chromium with the theme set on the root element, on the brand's element,
/// and by the system (dark mode, no theme set): every colour and dimension is the JSON output's, per brand.
@Suite(.serialized) struct BrowserBrandScopeTests {
    /// The samples built with every brand scoped to `[data-brand="<brand>"]` (only the CSS output), into a scratch
    /// directory; returns the CSS folder.
    static func buildScoped() throws -> URL {
        let root = CLI.packageRoot
        let dir = Scratch.directory("tokenc-scoped")
        let tokens = root.appendingPathComponent("Tokens").path
        var config = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("Tokens/tokenc.json"))) as? [String: Any])
        for key in OutputFormats.keys { config.removeValue(forKey: key) }
        config["resolver"] = tokens + "/" + (config["resolver"] as? String ?? "")
        config["allowedRoots"] = [tokens]
        config["output"] = "out"
        config["css"] = ["path": "CSS", "brandSelector": "[data-brand=\"{brand}\"]"]
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("tokenc.json")
        try JSONSerialization.data(withJSONObject: config).write(to: file)
        let r = try CLI.run(["build", "--config", file.path], in: root)
        #expect(r.status == 0, "\(r.stderr)")
        return dir.appendingPathComponent("out/CSS")
    }

    /// One check: in brand `brand`'s element, theme `theme`, `property` computes to `expected`.
    struct Check: Codable {
        var brand: String
        var theme: String
        var property: String
        var kind: String
        var expected: String
    }

    /// A page with every brand's stylesheet and element, running the checks once per mode, which says where the theme
    /// is set: `root`, `brand` (on the brand's element) or `none`.
    static func page(css: URL, brands: [String], checks: [Check], modes: [String]) throws -> String {
        let links = brands.map { "<link rel=\"stylesheet\" href=\"\(css.appendingPathComponent("\($0).css").absoluteString)\">" }.joined()
        let elements = brands.map { "<div data-brand=\"\($0)\"><div class=\"probe\"></div></div>" }.joined()
        let data = String(decoding: try JSONEncoder().encode(checks), as: UTF8.self)
        return """
        <!doctype html><html><head>\(links)</head><body>\(elements)<pre id="out"></pre><script>
        const checks = \(data), modes = \(String(decoding: try JSONEncoder().encode(modes), as: UTF8.self));
        const result = {checked: 0, mismatches: []};
        const root = document.documentElement;
        for (const mode of modes) for (const c of checks) {
          const brand = document.querySelector('[data-brand="' + c.brand + '"]'), probe = brand.firstChild;
          if (mode === 'root') root.setAttribute('data-theme', c.theme);
          if (mode === 'brand') brand.setAttribute('data-theme', c.theme);
          const prop = c.kind === 'color' ? 'color' : 'text-indent';
          probe.style.setProperty(prop, 'var(' + c.property + ')');
          const got = getComputedStyle(probe).getPropertyValue(prop);
          result.checked++;
          if (got !== c.expected) result.mismatches.push(mode + ' ' + c.brand + ' ' + c.theme + ' ' + c.property + ': got ' + got + ', want ' + c.expected);
          if (mode === 'brand') brand.removeAttribute('data-theme');
          root.removeAttribute('data-theme');
        }
        document.getElementById('out').textContent = JSON.stringify(result);
        </script></body></html>
        """
    }

    /// The checks of every permutation (or of the themes `only` keeps).
    static func checks(only: (String) -> Bool = { _ in true }) throws -> (brands: [String], checks: [Check]) {
        var brands: [String] = []
        var out: [Check] = []
        for b in try BrowserCSSTests.samples() {
            brands.append(b.brand)
            for t in b.themes where only(t.name) {
                for e in BrowserCSSTests.checks(t.tokens) {
                    out.append(Check(brand: b.brand, theme: t.name, property: e.property, kind: e.kind, expected: e.expected))
                }
            }
        }
        return (brands, out)
    }

    static func expectNoMismatches(_ text: String, atLeast: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let result = JSONReader.read(SourceFile(path: "r", text: text)).value?.objectValue
        #expect(result?["checked"]?.numberValue ?? 0 >= atLeast, "too few checks: \(text.prefix(300))", sourceLocation: sourceLocation)
        #expect(result?["mismatches"]?.arrayValue?.isEmpty == true, "\(result?["mismatches"]?.arrayValue?.prefix(8) ?? [])", sourceLocation: sourceLocation)
    }

    @Test func brandsReadTheirOwnValuesWithTheThemeOnTheRootOrOnTheBrand() throws {
        let css = try Self.buildScoped()
        let (brands, checks) = try Self.checks()
        #expect(brands.count == 3)
        // Two brands with different values on one page: the test means something only if they differ.
        let a = Dictionary(checks.filter { $0.brand == brands[0] }.map { ($0.theme + $0.property, $0.expected) }, uniquingKeysWith: { x, _ in x })
        #expect(checks.filter { $0.brand == brands[1] }.contains { c in a[c.theme + c.property].map { $0 != c.expected } ?? false })
        Self.expectNoMismatches(try BrowserCSSTests.run(page: try Self.page(css: css, brands: brands, checks: checks, modes: ["root", "brand"])),
                                atLeast: Double(2 * checks.count))
    }

    @Test func systemDarkModeAppliesInsideEveryBrand() throws {
        let css = try Self.buildScoped()
        let (brands, checks) = try Self.checks { $0 == "dark" }
        #expect(!checks.isEmpty)
        Self.expectNoMismatches(try BrowserCSSTests.run(page: try Self.page(css: css, brands: brands, checks: checks, modes: ["none"]),
                                                        flags: ["--force-dark-mode"]), atLeast: Double(checks.count))
    }

    @Test func withoutTheOptionTheCSSIsUnchanged() throws {
        // The default output is what the committed Output/CSS holds (`SampleOutputTests.committedOutputIsUpToDate`);
        // with the option, no rule is on `:root` alone.
        let css = try Self.buildScoped()
        let text = try String(contentsOf: css.appendingPathComponent("harbor.css"), encoding: .utf8)
        #expect(!text.contains("\n:root,") && !text.contains("\n:root {"))
        #expect(text.contains("\n[data-brand=\"harbor\"],\n[data-brand=\"harbor\"][data-theme=\"light\"],\n"))
    }
}
