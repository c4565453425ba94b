import Foundation
import Testing
import TestSupport
@testable import TokenCore

/// The hostile-names fixture (`HostileEmitTests`: quotes, backslashes, `*/`, `</style>`, keywords, emoji, bidi
/// controls; here also `__proto__`, JavaScript keywords and Sass's `#{…}`) through `tokenc build` into the web
/// formats: the SCSS compiles in `sassc`, the JavaScript type-checks in `tsc --strict` and imports in `node` with the
/// original strings, and the brand-scoped CSS and the Tailwind file parse in Chromium with exactly their rules.
@Suite(.serialized) struct HostileWebTests {
    static let names = HostileEmitTests.names + ["__proto__", "constructor", "prototype", "#hash", "let", "await", "enum", "dollar$"]
    static let payload = HostileEmitTests.payload + " #{1+1} ${x} `tpl` // /* "
    static let brand = "Hostile \"Brand\" */ </style> #{x}"

    static var tokens: String {
        var names = JSONObject([JSONMember(key: "$type", value: "number")])
        var fonts = JSONObject([JSONMember(key: "$type", value: "fontFamily")])
        var colors = JSONObject([JSONMember(key: "$type", value: "color")])
        for (i, n) in Self.names.enumerated() {
            names.members.append(JSONMember(key: n, value: ["$value": .number(Double(i)), "$description": .string(n + payload)]))
            fonts.members.append(JSONMember(key: "f\(i)", value: ["$value": [.string(n + payload), "sans-serif"], "$description": .string(payload)]))
            colors.members.append(JSONMember(key: "c\(i)", value: [
                "$value": ["colorSpace": "srgb", "components": [.number(Double(i) / 40), 0.5, 0.25]],
                "$deprecated": .string(n + payload),
            ]))
        }
        return JSONWriter.string(.object(JSONObject([
            JSONMember(key: "names", value: .object(names)), JSONMember(key: "fonts", value: .object(fonts)),
            JSONMember(key: "color", value: .object(colors)),
        ])))
    }

    static var config: String {
        JSONWriter.string(.object(JSONObject([
            JSONMember(key: "tokens", value: ["t.json"]), JSONMember(key: "name", value: .string(brand)),
            JSONMember(key: "output", value: "../out"),
            JSONMember(key: "css", value: ["path": "CSS", "brandSelector": "[data-brand=\"{brand}\"]"]),
            JSONMember(key: "scss", value: ["path": "SCSS"]), JSONMember(key: "js", value: ["path": "JS"]),
            JSONMember(key: "tailwind", value: ["path": "Tailwind"]),
        ])))
    }

    /// Builds the project once per test.
    static func built() throws -> HostileProject {
        let p = try HostileProject(["tokens/tokenc.json": config, "tokens/t.json": tokens])
        let r = try p.tokenc(["build", "--config", "tokens/tokenc.json"])
        #expect(r.status == 0, "\(r.stderr)")
        return p
    }

    static func only(_ p: HostileProject, _ folder: String, _ suffix: String) throws -> URL {
        let files = try FileManager.default.contentsOfDirectory(at: p.url("out/" + folder), includingPropertiesForKeys: nil).filter { $0.path.hasSuffix(suffix) }
        #expect(files.count == 1, "\(files)")
        return try #require(files.first)
    }

    @Test func scssCompilesWithTheValues() throws {
        let p = try Self.built()
        defer { p.removeAll() }
        let file = try Self.only(p, "SCSS", ".scss")
        let entry = "@import \"\(file.deletingPathExtension().lastPathComponent)\";\n.m { @each $k, $v in $tokens-default { --#{$k}: #{inspect($v)}; } }\n"
        try p.write("entry.scss", entry)
        let r = try WebToolchain.run("sassc", ["--style", "expanded", "-I", file.deletingLastPathComponent().path, p.url("entry.scss").path])
        #expect(r.status == 0, "sassc: \(r.stderr.prefix(2000))")
        let rules = SCSSToolchainTests.rules(r.stdout)
        #expect(Set(rules.keys) == [".m"], "\(rules.keys)")
        let decls = rules[".m"] ?? [:]
        #expect(decls.count == Self.names.count * 3)
        for (i, n) in Self.names.enumerated() {
            let key = SCSSText.identifier(property: CSSName.property(TokenPath(["names", n]), prefix: []))
            #expect(decls[key] == String(i), "\(n): \(decls[key] ?? "missing")")
        }
        // Nothing of the payload became code: every line holding it is a `//` comment or a map/variable value.
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where line.contains("injected") {
            let t = line.drop { $0 == " " }
            #expect(t.hasPrefix("//") || t.hasPrefix("$fonts-") || t.hasPrefix("\"fonts-"), "\(line)")
        }
    }

    @Test func javaScriptTypeChecksAndImportsWithTheStrings() throws {
        let p = try Self.built()
        defer { p.removeAll() }
        let index = p.url("out/JS/index.js")
        var ts = "import { brands } from \(JSText.string(index.path));\nconst t = brands[\(JSText.string(Self.brand))][\"default\"];\n"
        for (i, n) in Self.names.enumerated() {
            ts += "const n\(i): number = t.names[\(JSText.string(n))];\nconst f\(i): string = t.fonts[\"f\(i)\"];\nconst c\(i): string = t.color[\"c\(i)\"];\n"
        }
        ts += "// @ts-expect-error\nt.names[\"missing\"];\n"
        try p.write("check.ts", ts)
        let tsc = try WebToolchain.run("tsc", ["--noEmit", "--strict", "--target", "es2020", "--module", "es2020", "--moduleResolution", "node", p.url("check.ts").path])
        #expect(tsc.status == 0, "tsc: \((tsc.stdout + tsc.stderr).prefix(3000))")
        let script = """
        const { brands } = await import(process.argv[2]);
        const t = brands[process.argv[3]]['default'];
        console.log(JSON.stringify({names: Object.keys(t.names), values: Object.values(t.names), fonts: Object.values(t.fonts),
          proto: Object.getPrototypeOf(t.names) === Object.prototype, brands: Object.keys(brands)}));
        """
        try p.write("dump.mjs", script)
        let node = try WebToolchain.run("node", [p.url("dump.mjs").path, index.absoluteString, Self.brand])
        #expect(node.status == 0, "node: \(node.stderr.prefix(2000))")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(node.stdout.utf8)) as? [String: Any], "\(node.stdout.prefix(500))")
        // Integer-like keys ("100") enumerate first in JavaScript, whatever the source order: compared by name.
        let names = result["names"] as? [String] ?? [], values = result["values"] as? [Double] ?? []
        #expect(Dictionary(zip(names, values), uniquingKeysWith: { a, _ in a }) == Dictionary(uniqueKeysWithValues: Self.names.enumerated().map { ($1, Double($0)) }))
        #expect(Set(result["fonts"] as? [String] ?? []) == Set(Self.names.map { CSSValueWriter.fontFamily([$0 + Self.payload, "sans-serif"]) }))
        #expect(result["proto"] as? Bool == true, "`__proto__` replaced the object's prototype")
        #expect(result["brands"] as? [String] == [Self.brand])
    }

    @Test func scopedCSSAndTailwindParseWithExactlyTheirRules() throws {
        let p = try Self.built()
        defer { p.removeAll() }
        let css = try String(contentsOf: try Self.only(p, "CSS", ".css"), encoding: .utf8)
        let tailwind = try String(contentsOf: try Self.only(p, "Tailwind", ".css"), encoding: .utf8)
        let slug = FileSlug.make(Self.brand)
        // Inlined in <style> elements: nothing may end them early. `@theme` read as `:root`, as Tailwind writes it.
        let page = """
        <!doctype html><html><head><style>\(css)</style><style>\(tailwind.replacingOccurrences(of: "\n@theme {\n", with: "\n:root {\n"))</style></head>
        <body><div data-brand="\(slug)"><div id="probe"></div></div><pre id="out"></pre><script>
        const out = {sheets: document.styleSheets.length, scripts: document.scripts.length, rules: [], names: [], colors: []};
        for (const s of document.styleSheets) for (const r of s.cssRules) out.rules.push(r.selectorText || r.cssText.slice(0, 40));
        const probe = getComputedStyle(document.getElementById('probe')), root = getComputedStyle(document.documentElement);
        for (let i = 0; i < \(Self.names.count); i++) out.colors.push(root.getPropertyValue('--color-c' + i).trim());
        out.names = \(String(decoding: try JSONEncoder().encode(Self.names.map { CSSName.property(TokenPath(["names", $0]), prefix: []) }), as: UTF8.self)).map(n => probe.getPropertyValue(n).trim());
        document.getElementById('out').textContent = JSON.stringify(out);
        </script></body></html>
        """
        let text = try BrowserCSSTests.run(page: page)
        let result = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text.prefix(500))")
        #expect(result["sheets"] as? Int == 2 && result["scripts"] as? Int == 1, "an injected element")
        #expect(result["rules"] as? [String] == ["[data-brand=\"\(slug)\"]", ":root"], "\(result["rules"] ?? "")")
        #expect(result["names"] as? [String] == Self.names.indices.map(String.init))
        #expect(result["colors"] as? [String] == Self.names.indices.map { EmitColor(ColorValue(colorSpace: .srgb, components: [Double($0) / 40, 0.5, 0.25])).hex })
    }
}
