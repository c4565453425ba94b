import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// Loads the generated CSS of every sample brand in a real browser engine (headless Chromium) and checks the
/// computed value of every colour and dimension token, under every theme, against the JSON output.
/// System appearance is checked too: `--force-dark-mode` must select the dark theme when no theme is set, and the
/// `prefers-contrast: more` blocks must declare exactly the high-contrast themes' values.
@Suite(.serialized) struct BrowserCSSTests {
    static let output = CLI.packageRoot.appendingPathComponent("Output")

    /// The Chromium binary (Debian's `chromium`, installed by `make test`).
    static var chromium: String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            for name in ["chromium", "chromium-browser", "google-chrome"] {
                let p = "\(dir)/\(name)"
                if FileManager.default.isExecutableFile(atPath: p) { return p }
            }
        }
        return nil
    }

    struct Expectation: Codable {
        var property: String
        var kind: String   // "color" or "length"
        var expected: String
    }

    /// What the page checks for one theme.
    struct ThemeCase: Codable {
        var theme: String
        var checks: [Expectation]
    }

    /// `rgb(r, g, b)` / `rgba(r, g, b, a)` as browsers serialise computed colours.
    static func cssRGB(_ c: ColorValue) -> String {
        let (r, g, b) = c.srgbComponents
        func byte(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        if c.alpha < 1 {
            return "rgba(\(byte(r)), \(byte(g)), \(byte(b)), \(NumberText.format((c.alpha * 1000).rounded() / 1000)))"
        }
        return "rgb(\(byte(r)), \(byte(g)), \(byte(b)))"
    }

    static func checks(_ tokens: ResolvedTokens) -> [Expectation] {
        var out: [Expectation] = []
        for t in tokens.tokens {
            let name = CSSName.property(t.path, prefix: [])
            switch t.value {
            case .color(let c) where c.isInSRGBGamut:
                out.append(Expectation(property: name, kind: "color", expected: cssRGB(c)))
            case .dimension(let d):
                let px = d.unit == .px ? d.value : d.value * 16
                out.append(Expectation(property: name, kind: "length", expected: NumberText.format(px) + "px"))
            default: break
            }
        }
        return out
    }

    /// Runs the page and returns what it printed into `<pre id="out">`.
    static func run(page: String, flags: [String] = []) throws -> String {
        guard let chromium else {
            Issue.record("chromium is not installed; `make test` installs it (apt-get install chromium)")
            return ""
        }
        let dir = Scratch.directory("tokenc-browser")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let html = dir.appendingPathComponent("page.html")
        try page.write(to: html, atomically: true, encoding: .utf8)
        let arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                         "--user-data-dir=\(dir.path)/profile", "--virtual-time-budget=5000"] + flags + ["--dump-dom", html.absoluteString]
        let run = try BoundedRun.run(chromium, arguments)
        let dom = String(decoding: run.output, as: UTF8.self)
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("the page printed nothing; chromium exit \(run.status)\(run.timedOut ? " (ran out of time twice)" : "")")
            return ""
        }
        return String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    static func page(css: URL, cases: [ThemeCase], setTheme: Bool) throws -> String {
        let data = String(decoding: try JSONEncoder().encode(cases), as: UTF8.self)
        return """
        <!doctype html><html><head><link rel="stylesheet" href="\(css.absoluteString)"></head>
        <body><div id="probe"></div><pre id="out"></pre><script>
        const cases = \(data);
        const root = document.documentElement, probe = document.getElementById('probe');
        const result = {checked: 0, mismatches: [], media: {}};
        for (const c of cases) {
          if (\(setTheme ? "true" : "false")) root.setAttribute('data-theme', c.theme); else root.removeAttribute('data-theme');
          for (const e of c.checks) {
            const prop = e.kind === 'color' ? 'color' : 'text-indent';
            probe.style.setProperty(prop, 'var(' + e.property + ')');
            const got = getComputedStyle(probe).getPropertyValue(prop);
            result.checked++;
            if (got !== e.expected) result.mismatches.push(c.theme + ' ' + e.property + ': got ' + got + ', want ' + e.expected);
          }
        }
        const rules = [];
        const dump = (rule, media) => {
          if (rule.cssRules && rule.media) { for (const r of rule.cssRules) dump(r, rule.conditionText); return; }
          if (!rule.style) return;
          const decls = {};
          for (let i = 0; i < rule.style.length; i++) decls[rule.style[i]] = rule.style.getPropertyValue(rule.style[i]).trim();
          rules.push({media: media, selector: rule.selectorText, decls: decls});
        };
        for (const rule of document.styleSheets[0].cssRules) dump(rule, null);
        result.rules = rules;
        document.getElementById('out').textContent = JSON.stringify(result);
        </script></body></html>
        """
    }

    /// The brands and themes the JSON manifest lists, with each permutation's resolved tokens read back from JSON.
    static func samples() throws -> [(brand: String, themes: [(name: String, dark: Bool, highContrast: Bool, tokens: ResolvedTokens)])] {
        let manifest = try JSONReader.read(SourceFile(path: "manifest.json", bytes: [UInt8](Data(contentsOf: output.appendingPathComponent("JSON/manifest.json"))))).value
        let brands = manifest?.objectValue?["brands"]?.arrayValue?.compactMap(\.stringValue) ?? []
        let themes = manifest?.objectValue?["themes"]?.arrayValue?.compactMap(\.objectValue) ?? []
        var out: [(String, [(String, Bool, Bool, ResolvedTokens)])] = []
        for brand in brands {
            var list: [(String, Bool, Bool, ResolvedTokens)] = []
            for theme in themes {
                guard let name = theme["name"]?.stringValue else { continue }
                let file = output.appendingPathComponent("JSON/\(brand)/\(name).json")
                let source = SourceFile(path: file.path, bytes: [UInt8](try Data(contentsOf: file)))
                let compiled = Compiler.compile(files: [source])
                #expect(!compiled.hasErrors, "the JSON output \(file.lastPathComponent) does not read back")
                list.append((name, theme["colorScheme"]?.stringValue == "dark", theme["highContrast"]?.boolValue ?? false,
                             compiled.permutations.first?.tokens ?? ResolvedTokens()))
            }
            out.append((brand, list))
        }
        return out
    }

    @Test func everyThemeComputesTheJSONValues() throws {
        let brands = try Self.samples()
        #expect(brands.count == 3)
        for brand in brands {
            let cases = brand.themes.map { ThemeCase(theme: $0.name, checks: Self.checks($0.tokens)) }
            let css = Self.output.appendingPathComponent("CSS/\(brand.brand).css")
            let text = try Self.run(page: try Self.page(css: css, cases: cases, setTheme: true))
            guard let result = JSONReader.read(SourceFile(path: "r", text: text)).value?.objectValue else { continue }
            #expect(result["checked"]?.numberValue ?? 0 > 300, "\(brand.brand): too few checks")
            #expect(result["mismatches"]?.arrayValue?.isEmpty == true, "\(brand.brand): \(result["mismatches"]?.arrayValue?.prefix(10) ?? [])")
        }
    }

    @Test func systemDarkModeSelectsTheDarkTheme() throws {
        for brand in try Self.samples() {
            guard let dark = brand.themes.first(where: { $0.dark && !$0.highContrast }) else { continue }
            let css = Self.output.appendingPathComponent("CSS/\(brand.brand).css")
            let page = try Self.page(css: css, cases: [ThemeCase(theme: dark.name, checks: Self.checks(dark.tokens))], setTheme: false)
            let text = try Self.run(page: page, flags: ["--force-dark-mode"])
            let result = JSONReader.read(SourceFile(path: "r", text: text)).value?.objectValue
            #expect(result?["mismatches"]?.arrayValue?.isEmpty == true, "\(brand.brand): \(result?["mismatches"]?.arrayValue?.prefix(10) ?? [])")
        }
    }

    /// The custom properties in effect on the root element: every rule that applies, in order.
    static func effective(_ rules: [JSONValue], theme: String?, dark: Bool, highContrast: Bool) -> [String: String] {
        var out: [String: String] = [:]
        for rule in rules {
            guard let r = rule.objectValue, let selector = r["selector"]?.stringValue else { continue }
            if let media = r["media"]?.stringValue {
                let needsDark = media.contains("prefers-color-scheme: dark")
                let needsContrast = media.contains("prefers-contrast: more")
                if needsDark && !dark || needsContrast && !highContrast { continue }
                if !selector.contains(":not([data-theme])") || theme != nil { continue }
            } else {
                let selectors = selector.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                let applies = selectors.contains(":root") || (theme.map { selectors.contains("[data-theme=\"\($0)\"]") } ?? false)
                if !applies { continue }
            }
            for m in r["decls"]?.objectValue?.members ?? [] { out[m.key] = m.value.stringValue }
        }
        return out
    }

    @Test func systemSettingsSelectTheMatchingThemeWhenNoneIsSet() throws {
        for brand in try Self.samples() {
            let css = Self.output.appendingPathComponent("CSS/\(brand.brand).css")
            let text = try Self.run(page: try Self.page(css: css, cases: [], setTheme: false))
            guard let rules = JSONReader.read(SourceFile(path: "r", text: text)).value?.objectValue?["rules"]?.arrayValue else {
                Issue.record("no result")
                continue
            }
            for theme in brand.themes {
                let system = Self.effective(rules, theme: nil, dark: theme.dark, highContrast: theme.highContrast)
                let explicit = Self.effective(rules, theme: theme.name, dark: false, highContrast: false)
                #expect(system == explicit, "\(brand.brand): system settings for \(theme.name) differ from [data-theme=\"\(theme.name)\"] on \(Set(system.keys).union(explicit.keys).filter { system[$0] != explicit[$0] }.sorted().prefix(5))")
            }
        }
    }
}
