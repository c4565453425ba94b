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
        var theme: String
        var property: String
        var kind: String
        var expected: String
    }

    @Test func themeVariablesComputeTheJSONValuesInEveryTheme() throws {
        for brand in try BrowserCSSTests.samples() {
            var checks: [Check] = []
            for t in brand.themes {
                for token in t.tokens.tokens {
                    guard let v = TailwindNamespace.variable(type: token.type, property: CSSName.property(token.path, prefix: [])) else { continue }
                    switch token.value {
                    case .color(let c): checks.append(Check(theme: t.name, property: v, kind: "color", expected: BrowserCSSTests.cssRGB(c)))
                    case .dimension(let d):
                        let px = d.unit == .px ? d.value : d.value * 16
                        checks.append(Check(theme: t.name, property: v, kind: "length", expected: NumberText.format(px) + "px"))
                    default: checks.append(Check(theme: t.name, property: v, kind: "raw", expected: WebToolchain.expectedText(token)))
                    }
                }
            }
            let namespaces = Set(checks.map { c in ["--color-", "--spacing-", "--radius-", "--font-weight-", "--font-", "--text-", "--leading-", "--tracking-"].first { c.property.hasPrefix($0) } ?? "" })
            #expect(namespaces.isSuperset(of: ["--color-", "--spacing-", "--radius-", "--font-", "--font-weight-", "--text-"]), "\(brand.brand): \(namespaces.sorted())")
            let file = Self.output.appendingPathComponent("\(brand.brand).css")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("\n@theme {\n"))
            let asRoot = text.replacingOccurrences(of: "\n@theme {\n", with: "\n:root {\n")
            let data = String(decoding: try JSONEncoder().encode(checks), as: UTF8.self)
            let page = """
            <!doctype html><html><head><link rel="stylesheet" href="\(file.absoluteString)"><style>\(asRoot.replacingOccurrences(of: "<", with: "\\3c "))</style></head>
            <body><div id="probe"></div><pre id="out"></pre><script>
            const checks = \(data), root = document.documentElement, probe = document.getElementById('probe');
            const result = {checked: 0, mismatches: [], rules: []};
            for (const r of document.styleSheets[0].cssRules) result.rules.push(r.selectorText || r.cssText.slice(0, 30));
            for (const c of checks) {
              root.setAttribute('data-theme', c.theme);
              result.checked++;
              let got;
              if (c.kind === 'raw') got = getComputedStyle(root).getPropertyValue(c.property).trim();
              else {
                const prop = c.kind === 'color' ? 'color' : 'text-indent';
                probe.style.setProperty(prop, 'var(' + c.property + ')');
                got = getComputedStyle(probe).getPropertyValue(prop);
              }
              if (got !== c.expected) result.mismatches.push(c.theme + ' ' + c.property + ': got ' + got + ', want ' + c.expected);
            }
            document.getElementById('out').textContent = JSON.stringify(result);
            </script></body></html>
            """
            let out = try BrowserCSSTests.run(page: page)
            let result = try #require(JSONReader.read(SourceFile(path: "r", text: out)).value?.objectValue, "\(out.prefix(300))")
            #expect(result["checked"]?.numberValue == Double(checks.count) && checks.count > 300)
            #expect(result["mismatches"]?.arrayValue?.isEmpty == true, "\(brand.brand): \(result["mismatches"]?.arrayValue?.prefix(8) ?? [])")
            // As it is: `@theme` dropped, and the only rules left are the themes' (`[data-theme="dark"]`, …).
            let rules = result["rules"]?.arrayValue?.compactMap(\.stringValue) ?? []
            let themes = brand.themes.dropFirst().map { "[data-theme=\"\($0.name)\"]" }
            #expect(!rules.isEmpty && rules.allSatisfy { themes.contains($0) }, "\(brand.brand): \(rules)")
        }
    }
}
