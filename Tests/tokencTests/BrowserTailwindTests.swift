import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The committed Tailwind v4 output of the sample brands in headless Chromium. A browser drops `@theme` (an
/// at-rule only Tailwind knows; no Tailwind binary is available here), so the page loads each file twice: as it
/// is, where the theme rules must parse and be the only rules, and with `@theme` read as `:root` (the rule
/// Tailwind writes the theme variables into), where every theme variable must compute to the JSON output's value
/// in every theme.
@Suite(.serialized) struct BrowserTailwindTests {
    static let output = CLI.packageRoot.appendingPathComponent("Output/Tailwind")

    struct Check: Codable {
        var brand: Int
        var theme: String
        var property: String
        var kind: String
        var expected: String
    }

    @Test func themeVariablesComputeTheJSONValuesInEveryTheme() throws {
        let brands = try BrowserCSSTests.samples()
        #expect(brands.count == 3)
        var checks: [Check] = []
        var sheets = ""
        var themeRules: [[String]] = []
        for (b, brand) in brands.enumerated() {
            var own: [Check] = []
            for t in brand.themes {
                for token in t.tokens.tokens {
                    guard let v = TailwindNamespace.variable(type: token.type, property: CSSName.property(token.path, prefix: [])) else { continue }
                    switch token.value {
                    case .color(let c): own.append(Check(brand: b, theme: t.name, property: v, kind: "color", expected: BrowserCSSTests.cssRGB(c)))
                    case .dimension(let d):
                        let px = d.unit == .px ? d.value : d.value * 16
                        own.append(Check(brand: b, theme: t.name, property: v, kind: "length", expected: NumberText.format(px) + "px"))
                    default: own.append(Check(brand: b, theme: t.name, property: v, kind: "raw", expected: WebToolchain.expectedText(token)))
                    }
                }
            }
            let namespaces = Set(own.map { c in ["--color-", "--spacing-", "--radius-", "--font-weight-", "--font-", "--text-", "--leading-", "--tracking-"].first { c.property.hasPrefix($0) } ?? "" })
            #expect(namespaces.isSuperset(of: ["--color-", "--spacing-", "--radius-", "--font-", "--font-weight-", "--text-"]), "\(brand.brand): \(namespaces.sorted())")
            #expect(own.count > 300)
            checks += own
            let file = Self.output.appendingPathComponent("\(brand.brand).css")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("\n@theme {\n"))
            let asRoot = text.replacingOccurrences(of: "\n@theme {\n", with: "\n:root {\n")
            // Each brand: the file as it is, then read as Tailwind writes it (sheets 2b and 2b + 1).
            sheets += "<link rel=\"stylesheet\" href=\"\(file.absoluteString)\"><style>\(asRoot.replacingOccurrences(of: "<", with: "\\3c "))</style>"
            themeRules.append(brand.themes.dropFirst().map { "[data-theme=\"\($0.name)\"]" })
        }
        let data = String(decoding: try JSONEncoder().encode(checks), as: UTF8.self)
        // One page for every brand: only the brand's two sheets enabled while its checks run.
        let page = """
        <!doctype html><html><head>\(sheets)</head>
        <body><div id="probe"></div><pre id="out"></pre><script>
        const checks = \(data), root = document.documentElement, probe = document.getElementById('probe');
        const result = {checked: 0, mismatches: [], rules: []}, sheets = document.styleSheets;
        for (let b = 0; b < sheets.length / 2; b++) {
          const rules = [];
          for (const r of sheets[2 * b].cssRules) rules.push(r.selectorText || r.cssText.slice(0, 30));
          result.rules.push(rules);
        }
        for (const c of checks) {
          for (let i = 0; i < sheets.length; i++) sheets[i].disabled = Math.floor(i / 2) !== c.brand;
          root.setAttribute('data-theme', c.theme);
          result.checked++;
          let got;
          if (c.kind === 'raw') got = getComputedStyle(root).getPropertyValue(c.property).trim();
          else {
            const prop = c.kind === 'color' ? 'color' : 'text-indent';
            probe.style.setProperty(prop, 'var(' + c.property + ')');
            got = getComputedStyle(probe).getPropertyValue(prop);
          }
          if (got !== c.expected) result.mismatches.push(c.brand + ' ' + c.theme + ' ' + c.property + ': got ' + got + ', want ' + c.expected);
        }
        document.getElementById('out').textContent = JSON.stringify(result);
        </script></body></html>
        """
        let out = try BrowserCSSTests.run(page: page)
        let result = try #require(JSONReader.read(SourceFile(path: "r", text: out)).value?.objectValue, "\(out.prefix(300))")
        #expect(result["checked"]?.numberValue == Double(checks.count))
        #expect(result["mismatches"]?.arrayValue?.isEmpty == true, "\(result["mismatches"]?.arrayValue?.prefix(8) ?? [])")
        // As it is: `@theme` dropped, and the only rules left are the themes' (`[data-theme="dark"]`, …).
        let rules = result["rules"]?.arrayValue?.map { $0.arrayValue?.compactMap(\.stringValue) ?? [] } ?? []
        #expect(rules == themeRules, "\(rules)")
    }
}
